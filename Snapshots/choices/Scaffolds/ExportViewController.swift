// Created by coordgen for the Export screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ExportViewControllerBase.

import UIKit

/// The Export screen.
final class ExportViewController: ExportViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Export"
    }
}
