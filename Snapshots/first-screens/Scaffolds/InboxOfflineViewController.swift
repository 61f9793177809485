// Created by coordgen for the InboxOffline screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to InboxOfflineViewControllerBase.

import UIKit

/// The InboxOffline screen.
final class InboxOfflineViewController: InboxOfflineViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "InboxOffline"
    }
}
