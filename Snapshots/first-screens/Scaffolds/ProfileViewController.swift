// Created by coordgen for the Profile screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ProfileViewControllerBase.

import UIKit

/// The Profile screen.
final class ProfileViewController: ProfileViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"

        // When something happens, tell the coordinator:
        // coordinator?.edit()
    }
}
