// Created by coordgen for the Buy screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to BuyViewControllerBase.

import UIKit

/// The Buy screen.
final class BuyViewController: BuyViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Buy"

        // When something happens, tell the coordinator:
        // coordinator?.finishBuying()
    }
}
