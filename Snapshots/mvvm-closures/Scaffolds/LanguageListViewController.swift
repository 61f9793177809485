// Created by coordgen for the LanguageList screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to LanguageListViewControllerBase.

import UIKit

/// The LanguageList screen.
final class LanguageListViewController: LanguageListViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "LanguageList"

        // Send what the person does to `viewModel` (LanguageListViewModel.swift), which
        // tells the coordinator where to go.
    }
}
