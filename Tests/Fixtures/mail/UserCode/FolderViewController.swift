// A folder's list as its author would write it: it hears how each message it showed ended.

import UIKit

/// A folder's screen, in the supplementary column or pushed in Phone.
final class FolderViewController: FolderViewControllerBase {
    override func didReceive(_ result: MessageResult) {
        Received.results.append("folder \(folder): \(result)")
    }
}
