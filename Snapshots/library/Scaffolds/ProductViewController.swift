// Created by coordgen for the Product screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ProductViewControllerBase.

import UIKit

/// The Product screen.
final class ProductViewController: ProductViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Product"

        // When something happens, tell the coordinator:
        // coordinator?.eventOccurred(with: .showReviews)
        // coordinator?.eventOccurred(with: .back)
    }
}
