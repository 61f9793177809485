// Created by coordgen for the Post screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PostViewControllerBase.

import UIKit

/// The Post screen.
final class PostViewController: PostViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Post"

        // `PostView` (PostView.swift) is the screen; this class hosts it.
    }
}
