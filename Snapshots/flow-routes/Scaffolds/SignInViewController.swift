// Created by coordgen for the SignIn screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SignInViewControllerBase.

import UIKit

/// The SignIn screen.
final class SignInViewController: SignInViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "SignIn"

        // When something happens, tell the coordinator:
        // coordinator?.signIn()
    }
}
