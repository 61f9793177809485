// Created by coordgen for the Info screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to InfoViewControllerBase.

import UIKit

/// The Info screen.
final class InfoViewController: InfoViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Info"

        // `InfoView` (InfoView.swift) is the screen; this class hosts it.
    }
}
