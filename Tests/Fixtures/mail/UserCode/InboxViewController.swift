// The inbox as its author would write it: it hears how each message it showed ended.

import UIKit

/// The Inbox screen, in the supplementary column.
final class InboxViewController: InboxViewControllerBase {
    override func didReceive(_ result: MessageResult) {
        Received.results.append("inbox: \(result)")
    }
}
