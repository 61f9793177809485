// Created by coordgen for the Shelf screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ShelfViewControllerBase.

import UIKit

/// The Shelf screen.
final class ShelfViewController: ShelfViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelf"

        // When something happens, tell the coordinator:
        // coordinator?.read(bookID: <#Int#>)

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: BookResult) { … }
    }
}
