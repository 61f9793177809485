// Created by coordgen for the Thread screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ThreadViewControllerBase.

import UIKit

/// The Thread screen.
final class ThreadViewController: ThreadViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Thread"

        // When something happens, tell the coordinator:
        // coordinator?.reply()
        // coordinator?.attach()
    }
}
