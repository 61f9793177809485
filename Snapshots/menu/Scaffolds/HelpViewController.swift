// Created by coordgen for the Help screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to HelpViewControllerBase.

import UIKit

/// The Help screen.
final class HelpViewController: HelpViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Help"

        // When something happens, tell the coordinator:
        // coordinator?.helpDone()
    }
}
