// Created by coordgen for the Search screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SearchViewControllerBase.

import UIKit

/// The Search screen.
final class SearchViewController: SearchViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"

        // When something happens, tell the coordinator:
        // coordinator?.searchAgain()
    }
}
