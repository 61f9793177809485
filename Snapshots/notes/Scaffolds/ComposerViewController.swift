// Created by coordgen for the Composer screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ComposerViewControllerBase.

import UIKit

/// The Composer screen.
final class ComposerViewController: ComposerViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Composer"

        // When something happens, tell the coordinator:
        // cancelAction?()
        // attachAction?()
    }
}
