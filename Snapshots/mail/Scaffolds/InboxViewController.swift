// Created by coordgen for the Inbox screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to InboxViewControllerBase.

import UIKit

/// The Inbox screen.
final class InboxViewController: InboxViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"

        // When something happens, tell the coordinator:
        // coordinator?.read(messageID: <#Int#>)

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: MessageResult) { … }
    }
}
