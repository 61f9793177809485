// Created by coordgen for the Mailboxes screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to MailboxesViewControllerBase.

import UIKit

/// The Mailboxes screen.
final class MailboxesViewController: MailboxesViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"

        // When something happens, tell the coordinator:
        // coordinator?.openFolder(folder: <#String#>)
        // coordinator?.openMessage(messageID: <#Int#>)

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: MessageResult) { … }
    }
}
