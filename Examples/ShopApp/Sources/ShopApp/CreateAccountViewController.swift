// Created by coordgen for the CreateAccount screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CreateAccountViewControllerBase.

import UIKit

/// The CreateAccount screen.
final class CreateAccountViewController: CreateAccountViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "CreateAccount"
    }
}
