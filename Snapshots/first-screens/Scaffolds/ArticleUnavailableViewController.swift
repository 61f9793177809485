// Created by coordgen for the ArticleUnavailable screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ArticleUnavailableViewControllerBase.

import UIKit

/// The ArticleUnavailable screen.
final class ArticleUnavailableViewController: ArticleUnavailableViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "ArticleUnavailable"
    }
}
