// Created by coordgen for the Secret screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SecretScreen.

import SwiftUI

/// The Secret screen.
struct SecretView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: SecretScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.signOut()
        Text("Secret")
    }
}
