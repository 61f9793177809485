// Created by coordgen for the Conversation screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ConversationViewControllerBase.

import UIKit

/// The Conversation screen.
final class ConversationViewController: ConversationViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Conversation"
    }
}
