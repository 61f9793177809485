// Created by coordgen for the Filter screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FilterViewControllerBase.

import UIKit

/// The Filter screen.
final class FilterViewController: FilterViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filter"

        // When something happens, tell the coordinator:
        // coordinator?.filterDone()
    }
}
