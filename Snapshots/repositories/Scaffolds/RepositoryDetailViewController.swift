// Created by coordgen for the RepositoryDetail screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to RepositoryDetailViewControllerBase.

import UIKit

/// The RepositoryDetail screen.
final class RepositoryDetailViewController: RepositoryDetailViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "RepositoryDetail"

        // When something happens, tell the coordinator:
        // coordinator?.star(count: <#Int#>)
        // coordinator?.showOwner()

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: OwnerResult) { … }
    }
}
