// Created by coordgen for the Attachments screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AttachmentsViewControllerBase.

import UIKit

/// The Attachments screen.
final class AttachmentsViewController: AttachmentsViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Attachments"

        // When something happens, tell the coordinator:
        // coordinator?.back()
    }
}
