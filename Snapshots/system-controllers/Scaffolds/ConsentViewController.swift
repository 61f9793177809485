// Created by coordgen for the Consent screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ConsentViewControllerBase.

import UIKit

/// The Consent screen.
final class ConsentViewController: ConsentViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Consent"
    }
}
