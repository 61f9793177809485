// Checkout decides asynchronously, and cannot fail.

import UIKit

extension CheckoutCoordinator {
    func decideFirstScreen() async -> FirstScreen {
        await Decisions.wait("checkout") == "signIn" ? .signInFirst : .cart
    }
}
