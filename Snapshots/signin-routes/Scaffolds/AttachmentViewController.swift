// Created by coordgen for the Attachment screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AttachmentViewControllerBase.

import UIKit

/// The Attachment screen.
final class AttachmentViewController: AttachmentViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Attachment"
    }
}
