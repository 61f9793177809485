// Created by coordgen for the Filters screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FiltersViewControllerBase.

import UIKit

/// The Filters screen.
final class FiltersViewController: FiltersViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Filters"

        // When something happens, tell the coordinator:
        // coordinator?.close()
    }
}
