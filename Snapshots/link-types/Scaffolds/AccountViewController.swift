// Created by coordgen for the Account screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AccountViewControllerBase.

import UIKit

/// The Account screen.
final class AccountViewController: AccountViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
    }
}
