// Created by coordgen for the SignInFirst screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SignInFirstViewControllerBase.

import UIKit

/// The SignInFirst screen.
final class SignInFirstViewController: SignInFirstViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "SignInFirst"

        // When something happens, tell the coordinator:
        // coordinator?.cancel()
    }
}
