// Created by coordgen for the Shelves screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ShelvesViewControllerBase.

import UIKit

/// The Shelves screen.
final class ShelvesViewController: ShelvesViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shelves"

        // When something happens, tell the coordinator:
        // coordinator?.open(bookID: <#Int#>)
        // coordinator?.signOut()

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: BookResult) { … }
    }
}
