// Created by coordgen for the Failure screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FailureViewControllerBase.

import UIKit

/// The Failure screen.
final class FailureViewController: FailureViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Failure"

        // When something happens, tell the coordinator:
        // coordinator?.done()
    }
}
