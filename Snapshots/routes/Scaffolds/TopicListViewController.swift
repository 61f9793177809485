// Created by coordgen for the TopicList screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to TopicListViewControllerBase.

import UIKit

/// The TopicList screen.
final class TopicListViewController: TopicListViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "TopicList"

        // When something happens, tell the coordinator:
        // coordinator?.pick(topic: <#String#>)
        // coordinator?.cancel()
    }
}
