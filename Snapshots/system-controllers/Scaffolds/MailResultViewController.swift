// Created by coordgen for the MailResult screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to MailResultViewControllerBase.

import UIKit

/// The MailResult screen.
final class MailResultViewController: MailResultViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "MailResult"
    }
}
