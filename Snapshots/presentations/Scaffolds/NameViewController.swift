// Created by coordgen for the Name screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to NameViewControllerBase.

import UIKit

/// The Name screen.
final class NameViewController: NameViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Name"

        // When something happens, tell the coordinator:
        // coordinator?.nameDone()
    }
}
