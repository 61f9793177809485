// Created by coordgen for the Catalog screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CatalogViewControllerBase.

import UIKit

/// The Catalog screen.
final class CatalogViewController: CatalogViewControllerBase {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Catalog"

        // When something happens, tell the coordinator:
        // coordinator?.showProduct(productID: <#Int#>)
        // coordinator?.filter(onApply: <#@MainActor (String) -> Void#>)
        // coordinator?.checkout()
    }
}
