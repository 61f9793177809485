// Created by coordgen for the SearchHome screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SearchHomeViewControllerBase.

import UIKit

/// The SearchHome screen.
final class SearchHomeViewController: SearchHomeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "SearchHome"

        // When something happens, tell the coordinator:
        // coordinator?.showArticle(articleID: <#Int#>)
        // coordinator?.showProfile()
    }
}
