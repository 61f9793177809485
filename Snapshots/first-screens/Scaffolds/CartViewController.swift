// Created by coordgen for the Cart screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CartViewControllerBase.

import UIKit

/// The Cart screen.
final class CartViewController: CartViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"

        // When something happens, tell the coordinator:
        // coordinator?.pay()
        // coordinator?.cancel()
    }
}
