// Created by coordgen for the Folder screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FolderViewControllerBase.

import UIKit

/// The Folder screen.
final class FolderViewController: FolderViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folder"

        // When something happens, tell the coordinator:
        // coordinator?.read(messageID: <#Int#>)

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: MessageResult) { … }
    }
}
