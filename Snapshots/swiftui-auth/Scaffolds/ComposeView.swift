// Created by coordgen for the Compose screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ComposeScreen.

import SwiftUI

/// The Compose screen.
struct ComposeView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: ComposeScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.discard()
        // screen.coordinator?.signOut()
        Text("Compose")
    }
}
