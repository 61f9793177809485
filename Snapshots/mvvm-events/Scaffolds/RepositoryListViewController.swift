// Created by coordgen for the RepositoryList screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to RepositoryListViewControllerBase.

import UIKit

/// The RepositoryList screen.
final class RepositoryListViewController: RepositoryListViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "RepositoryList"

        // Send what the person does to `viewModel` (RepositoryListViewModel.swift), which
        // tells the coordinator where to go.
    }
}
