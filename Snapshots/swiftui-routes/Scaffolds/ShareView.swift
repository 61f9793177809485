// Created by coordgen for the Share screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ShareScreen.

import SwiftUI

/// The Share screen.
struct ShareView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: ShareScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.done()
        Text("Share")
    }
}
