// Created by coordgen for the Owner screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to OwnerViewControllerBase.

import UIKit

/// The Owner screen.
final class OwnerViewController: OwnerViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Owner"

        // Send what the person does to `viewModel` (OwnerViewModel.swift), which
        // tells the coordinator where to go.
    }
}
