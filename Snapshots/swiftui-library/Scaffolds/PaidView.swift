// Created by coordgen for the Paid screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PaidScreen.

import SwiftUI

/// The Paid screen.
struct PaidView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: PaidScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.done()
        // screen.coordinator?.close()
        Text("Paid")
    }
}
