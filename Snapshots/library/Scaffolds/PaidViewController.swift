// Created by coordgen for the Paid screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PaidViewControllerBase.

import UIKit

/// The Paid screen.
final class PaidViewController: PaidViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Paid"

        // When something happens, tell the coordinator:
        // coordinator?.done()
        // coordinator?.close()
    }
}
