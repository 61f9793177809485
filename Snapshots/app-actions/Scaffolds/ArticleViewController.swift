// Created by coordgen for the Article screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ArticleViewControllerBase.

import UIKit

/// The Article screen.
final class ArticleViewController: ArticleViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Article"

        // When something happens, tell the coordinator:
        // coordinator?.comments()
        // coordinator?.confirm()
    }
}
