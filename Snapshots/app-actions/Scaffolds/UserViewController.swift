// Created by coordgen for the User screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to UserViewControllerBase.

import UIKit

/// The User screen.
final class UserViewController: UserViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "User"
    }
}
