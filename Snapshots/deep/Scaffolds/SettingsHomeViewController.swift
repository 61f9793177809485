// Created by coordgen for the SettingsHome screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SettingsHomeViewControllerBase.

import UIKit

/// The SettingsHome screen.
final class SettingsHomeViewController: SettingsHomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "SettingsHome"

        // When something happens, tell the coordinator:
        // openAccountAction?()
        // closeAction?()
    }
}
