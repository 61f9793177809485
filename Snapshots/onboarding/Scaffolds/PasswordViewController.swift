// Created by coordgen for the Password screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PasswordViewControllerBase.

import UIKit

/// The Password screen.
final class PasswordViewController: PasswordViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Password"

        // When something happens, tell the coordinator:
        // coordinator?.done()
        // coordinator?.startOver()
    }
}
