// Created by coordgen for the ProfileEdit screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ProfileEditViewControllerBase.

import UIKit

/// The ProfileEdit screen.
final class ProfileEditViewController: ProfileEditViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "ProfileEdit"

        // When something happens, tell the coordinator:
        // saveAction?()
        // startOverAction?()
    }
}
