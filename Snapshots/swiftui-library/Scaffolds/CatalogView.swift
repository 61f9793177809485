// Created by coordgen for the Catalog screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CatalogScreen.

import SwiftUI

/// The Catalog screen.
struct CatalogView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: CatalogScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.showProduct(productID: <#Int#>)
        // screen.coordinator?.filter(onApply: <#@MainActor (String) -> Void#>)
        // screen.coordinator?.checkout()
        Text("Catalog")
    }
}
