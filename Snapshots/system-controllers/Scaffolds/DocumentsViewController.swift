// Created by coordgen for the Documents screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to DocumentsViewControllerBase.

import UIKit

/// The Documents screen.
final class DocumentsViewController: DocumentsViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Documents"
    }
}
