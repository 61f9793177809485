// Created by coordgen for the Shared screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SharedViewControllerBase.

import UIKit

/// The Shared screen.
final class SharedViewController: SharedViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shared"

        // When something happens, tell the coordinator:
        // coordinator?.sharedDone()
    }
}
