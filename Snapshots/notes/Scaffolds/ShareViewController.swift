// Created by coordgen for the Share screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ShareViewControllerBase.

import UIKit

/// The Share screen.
final class ShareViewController: ShareViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Share"

        // When something happens, tell the coordinator:
        // coordinator?.dismissShare()
    }
}
