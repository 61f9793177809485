// Created by coordgen for the Compose screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ComposeViewControllerBase.

import UIKit

/// The Compose screen.
final class ComposeViewController: ComposeViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Compose"

        // `ComposeView` (ComposeView.swift) is the screen; this class hosts it.
    }
}
