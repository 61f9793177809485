// Created by coordgen for the FeedHome screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FeedHomeViewControllerBase.

import UIKit

/// The FeedHome screen.
final class FeedHomeViewController: FeedHomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "FeedHome"

        // When something happens, tell the coordinator:
        // coordinator?.showArticle(articleID: <#Int#>)
        // coordinator?.showFilters()
        // coordinator?.startCompose()
        // coordinator?.showProfile()
        // coordinator?.showAccount()
    }
}
