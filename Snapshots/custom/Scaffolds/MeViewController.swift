// Created by coordgen for the Me screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to MeViewControllerBase.

import UIKit

/// The Me screen.
final class MeViewController: MeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Me"

        // When something happens, tell the coordinator:
        // logOutAction?()
    }
}
