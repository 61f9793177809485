// Created by coordgen for the RepositoryList screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to RepositoryListViewControllerBase.

import UIKit

/// The RepositoryList screen.
final class RepositoryListViewController: RepositoryListViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "RepositoryList"

        // When something happens, tell the coordinator:
        // coordinator?.chooseLanguage()
        // coordinator?.openRepository(repository: <#String#>)

        // The flows it starts hand their results to didReceive(_:); override it in this class:
        // override func didReceive(_ result: LanguageListResult) { … }
        // override func didReceive(_ result: RepositoryDetailResult) { … }
    }
}
