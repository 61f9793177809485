// Created by coordgen for the CheckoutLoading screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CheckoutLoadingViewControllerBase.

import UIKit

/// The CheckoutLoading screen.
final class CheckoutLoadingViewController: CheckoutLoadingViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "CheckoutLoading"

        // When something happens, tell the coordinator:
        // coordinator?.cancel()
    }
}
