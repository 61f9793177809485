// Created by coordgen for the InboxEmpty screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to InboxEmptyViewControllerBase.

import UIKit

/// The InboxEmpty screen.
final class InboxEmptyViewController: InboxEmptyViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "InboxEmpty"
    }
}
