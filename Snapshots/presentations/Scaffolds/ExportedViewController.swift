// Created by coordgen for the Exported screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ExportedViewControllerBase.

import UIKit

/// The Exported screen.
final class ExportedViewController: ExportedViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Exported"

        // When something happens, tell the coordinator:
        // coordinator?.exportedDone()
    }
}
