// Created by coordgen for the FilterDetail screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FilterDetailViewControllerBase.

import UIKit

/// The FilterDetail screen.
final class FilterDetailViewController: FilterDetailViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "FilterDetail"

        // When something happens, tell the coordinator:
        // coordinator?.done()
    }
}
