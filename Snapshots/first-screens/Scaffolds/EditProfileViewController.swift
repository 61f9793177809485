// Created by coordgen for the EditProfile screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to EditProfileViewControllerBase.

import UIKit

/// The EditProfile screen.
final class EditProfileViewController: EditProfileViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "EditProfile"
    }
}
