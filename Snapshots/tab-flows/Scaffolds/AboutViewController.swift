// Created by coordgen for the About screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AboutViewControllerBase.

import UIKit

/// The About screen.
final class AboutViewController: AboutViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "About"

        // When something happens, tell the coordinator:
        // coordinator?.openSettings()
    }
}
