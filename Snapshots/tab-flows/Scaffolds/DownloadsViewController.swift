// Created by coordgen for the Downloads screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to DownloadsViewControllerBase.

import UIKit

/// The Downloads screen.
final class DownloadsViewController: DownloadsViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Downloads"

        // When something happens, tell the coordinator:
        // coordinator?.detail(file: <#String#>)
        // coordinator?.browse()
        // coordinator?.done()
    }
}
