// Created by coordgen for the Book screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to BookViewControllerBase.

import UIKit

/// The Book screen.
final class BookViewController: BookViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Book"

        // When something happens, tell the coordinator:
        // coordinator?.notes()
        // coordinator?.signOut()
    }
}
