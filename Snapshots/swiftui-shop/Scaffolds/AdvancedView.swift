// Created by coordgen for the Advanced screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AdvancedScreen.

import SwiftUI

/// The Advanced screen.
struct AdvancedView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: AdvancedScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.done()
        Text("Advanced")
    }
}
