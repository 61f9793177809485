// Created by coordgen for the Preview screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PreviewViewControllerBase.

import UIKit

/// The Preview screen.
final class PreviewViewController: PreviewViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Preview"

        // When something happens, tell the coordinator:
        // coordinator?.more()
    }
}
