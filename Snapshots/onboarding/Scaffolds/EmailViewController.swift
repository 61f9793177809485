// Created by coordgen for the Email screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to EmailViewControllerBase.

import UIKit

/// The Email screen.
final class EmailViewController: EmailViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Email"

        // When something happens, tell the coordinator:
        // coordinator?.proceed()
    }
}
