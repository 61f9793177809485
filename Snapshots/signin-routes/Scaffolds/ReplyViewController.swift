// Created by coordgen for the Reply screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ReplyViewControllerBase.

import UIKit

/// The Reply screen.
final class ReplyViewController: ReplyViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reply"

        // When something happens, tell the coordinator:
        // coordinator?.cancel()
    }
}
