// Created by coordgen for the Mailbox screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to MailboxViewControllerBase.

import UIKit

/// The Mailbox screen.
final class MailboxViewController: MailboxViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailbox"

        // When something happens, tell the coordinator:
        // coordinator?.showSettings()
    }
}
