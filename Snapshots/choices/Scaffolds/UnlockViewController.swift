// Created by coordgen for the Unlock screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to UnlockViewControllerBase.

import UIKit

/// The Unlock screen.
final class UnlockViewController: UnlockViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Unlock"
    }
}
