// Created by coordgen for the Buy screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to BuyScreen.

import SwiftUI

/// The Buy screen.
struct BuyView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: BuyScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.confirm(product: <#Int#>)
        // screen.coordinator?.details()
        // screen.coordinator?.cancel()
        // screen.coordinator?.closeBuy()
        Text("Buy")
    }
}
