// Created by coordgen for the Comments screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CommentsViewControllerBase.

import UIKit

/// The Comments screen.
final class CommentsViewController: CommentsViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Comments"
    }
}
