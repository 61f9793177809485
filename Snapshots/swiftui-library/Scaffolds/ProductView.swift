// Created by coordgen for the Product screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ProductScreen.

import SwiftUI

/// The Product screen.
struct ProductView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: ProductScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.eventOccurred(with: .showReviews)
        // screen.coordinator?.eventOccurred(with: .back)
        Text("Product")
    }
}
