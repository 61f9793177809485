// Created by coordgen for the Chapters screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ChaptersViewControllerBase.

import UIKit

/// The Chapters screen.
final class ChaptersViewController: ChaptersViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chapters"

        // When something happens, tell the coordinator:
        // coordinator?.back()
    }
}
