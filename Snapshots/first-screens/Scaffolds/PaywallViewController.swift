// Created by coordgen for the Paywall screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PaywallViewControllerBase.

import UIKit

/// The Paywall screen.
final class PaywallViewController: PaywallViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Paywall"

        // When something happens, tell the coordinator:
        // coordinator?.notNow()
    }
}
