// Created by coordgen for the Checkout flow. This file is yours:
// coordgen never changes or deletes it. Decide here which screen the flow starts with.

import UIKit

extension CheckoutCoordinator {
    /// The screen the flow starts with. Decide it here, from the flow's inputs and dependencies.
    /// CheckoutLoading shows until it returns.
    func decideFirstScreen() async -> FirstScreen {
        .cart
    }
}
