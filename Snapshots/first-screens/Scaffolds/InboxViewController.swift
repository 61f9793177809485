// Created by coordgen for the Inbox screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to InboxViewControllerBase.

import UIKit

/// The Inbox screen.
final class InboxViewController: InboxViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"

        // When something happens, tell the coordinator:
        // coordinator?.openConversation(thread: <#Int#>)
    }
}
