// Created by coordgen for the Settings screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SettingsViewControllerBase.

import UIKit

/// The Settings screen.
final class SettingsViewController: SettingsViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"

        // When something happens, tell the coordinator:
        // coordinator?.done()
    }
}
