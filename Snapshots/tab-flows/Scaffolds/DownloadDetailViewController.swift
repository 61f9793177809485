// Created by coordgen for the DownloadDetail screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to DownloadDetailViewControllerBase.

import UIKit

/// The DownloadDetail screen.
final class DownloadDetailViewController: DownloadDetailViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "DownloadDetail"

        // When something happens, tell the coordinator:
        // coordinator?.done()
    }
}
