// Created by coordgen for the Terms screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to TermsViewControllerBase.

import UIKit

/// The Terms screen.
final class TermsViewController: TermsViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Terms"

        // When something happens, tell the coordinator:
        // coordinator?.accept()
        // coordinator?.back()
    }
}
