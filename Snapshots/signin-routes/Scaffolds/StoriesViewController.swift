// Created by coordgen for the Stories screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to StoriesViewControllerBase.

import UIKit

/// The Stories screen.
final class StoriesViewController: StoriesViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Stories"
    }
}
