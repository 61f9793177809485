// Created by coordgen for the Welcome screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to WelcomeViewControllerBase.

import UIKit

/// The Welcome screen.
final class WelcomeViewController: WelcomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Welcome"

        // When something happens, tell the coordinator:
        // coordinator?.getStarted()
    }
}
