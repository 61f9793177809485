// Created by coordgen for the SignedIn screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SignedInViewControllerBase.

import UIKit

/// The SignedIn screen.
final class SignedInViewController: SignedInViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "SignedIn"
    }
}
