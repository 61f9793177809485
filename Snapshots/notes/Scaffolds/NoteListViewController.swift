// Created by coordgen for the NoteList screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to NoteListViewControllerBase.

import UIKit

/// The NoteList screen.
final class NoteListViewController: NoteListViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "NoteList"

        // When something happens, tell the coordinator:
        // coordinator?.openNote(<#String#>)
        // coordinator?.compose()
    }
}
