// Created by coordgen for the Author screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AuthorViewControllerBase.

import UIKit

/// The Author screen.
final class AuthorViewController: AuthorViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Author"

        // `AuthorView` (AuthorView.swift) is the screen; this class hosts it.
    }
}
