// Created by coordgen for the Library screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to LibraryViewControllerBase.

import UIKit

/// The Library screen.
final class LibraryViewController: LibraryViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"

        // When something happens, tell the coordinator:
        // coordinator?.open(bookID: <#Int#>)
        // coordinator?.preview(bookID: <#Int#>)
        // coordinator?.openSettings()
        // coordinator?.browse()

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: BookResult) { … }
    }
}
