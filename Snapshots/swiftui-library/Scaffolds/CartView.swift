// Created by coordgen for the Cart screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CartScreen.

import SwiftUI

/// The Cart screen.
struct CartView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: CartScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.pay()
        // screen.coordinator?.cancel()
        Text("Cart")
    }
}
