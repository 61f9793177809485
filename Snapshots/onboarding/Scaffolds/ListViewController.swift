// Created by coordgen for the List screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ListViewControllerBase.

import UIKit

/// The List screen.
final class ListViewController: ListViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"

        // When something happens, tell the coordinator:
        // coordinator?.open(itemID: <#Int#>)
        // coordinator?.restart()
    }
}
