// Created by coordgen for the Sheet screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SheetViewControllerBase.

import UIKit

/// The Sheet screen.
final class SheetViewController: SheetViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sheet"

        // When something happens, tell the coordinator:
        // coordinator?.close()
    }
}
