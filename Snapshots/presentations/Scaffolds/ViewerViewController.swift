// Created by coordgen for the Viewer screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ViewerViewControllerBase.

import UIKit

/// The Viewer screen.
final class ViewerViewController: ViewerViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Viewer"

        // When something happens, tell the coordinator:
        // coordinator?.viewerDone()
        // coordinator?.back()
    }
}
