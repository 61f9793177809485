// Created by coordgen for the ProductDetail screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ProductDetailScreen.

import SwiftUI

/// The ProductDetail screen.
struct ProductDetailView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: ProductDetailScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.more()
        // screen.coordinator?.startOver()
        // screen.coordinator?.done()
        Text("ProductDetail")
    }
}
