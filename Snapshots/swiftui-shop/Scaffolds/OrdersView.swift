// Created by coordgen for the Orders screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to OrdersScreen.

import SwiftUI

/// The Orders screen.
struct OrdersView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: OrdersScreen

    var body: some View {
        Text("Orders")
    }
}
