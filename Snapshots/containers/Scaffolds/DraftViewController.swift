// Created by coordgen for the Draft screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to DraftViewControllerBase.

import UIKit

/// The Draft screen.
final class DraftViewController: DraftViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Draft"

        // When something happens, tell the coordinator:
        // coordinator?.send()
    }
}
