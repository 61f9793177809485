// Created by coordgen for the Notes screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to NotesViewControllerBase.

import UIKit

/// The Notes screen.
final class NotesViewController: NotesViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"

        // When something happens, tell the coordinator:
        // coordinator?.done()
        // coordinator?.signOut()
    }
}
