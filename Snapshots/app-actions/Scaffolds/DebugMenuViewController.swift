// Created by coordgen for the DebugMenu screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to DebugMenuViewControllerBase.

import UIKit

/// The DebugMenu screen.
final class DebugMenuViewController: DebugMenuViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "DebugMenu"

        // When something happens, tell the coordinator:
        // coordinator?.done()
    }
}
