// Created by coordgen for the RepositoryDetail screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to RepositoryDetailViewControllerBase.

import UIKit

/// The RepositoryDetail screen.
final class RepositoryDetailViewController: RepositoryDetailViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "RepositoryDetail"

        // Send what the person does to `viewModel` (RepositoryDetailViewModel.swift), which
        // tells the coordinator where to go.
    }
}
