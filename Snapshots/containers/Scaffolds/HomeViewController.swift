// Created by coordgen for the Home screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to HomeViewControllerBase.

import UIKit

/// The Home screen.
final class HomeViewController: HomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"

        // When something happens, tell the coordinator:
        // coordinator?.openMailbox()
    }
}
