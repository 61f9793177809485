// Created by coordgen for the ArticleLoading screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ArticleLoadingViewControllerBase.

import UIKit

/// The ArticleLoading screen.
final class ArticleLoadingViewController: ArticleLoadingViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "ArticleLoading"

        // When something happens, tell the coordinator:
        // coordinator?.stopLoading()
    }
}
