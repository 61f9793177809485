// The mailboxes list as its author would write it: it hears how each message it showed ended.

import UIKit

/// Every result a screen heard, in order, for the behaviour scenario to read.
@MainActor
enum Received {
    static var results: [String] = []
}

/// The Mailboxes screen, in the primary column and in Phone.
final class MailboxesViewController: MailboxesViewControllerBase {
    override func didReceive(_ result: MessageResult) {
        Received.results.append("mailboxes: \(result)")
    }
}
