// Created by coordgen for the Feed screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FeedViewControllerBase.

import UIKit

/// The Feed screen.
final class FeedViewController: FeedViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"

        // When something happens, tell the coordinator:
        // coordinator?.openPost(id: <#Int#>)
    }
}
