// Created by coordgen for the Message screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to MessageViewControllerBase.

import UIKit

/// The Message screen.
final class MessageViewController: MessageViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Message"

        // When something happens, tell the coordinator:
        // coordinator?.reply()
        // coordinator?.back()
    }
}
