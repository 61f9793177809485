// Created by coordgen for the CreateAccount screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CreateAccountScreen.

import SwiftUI

/// The CreateAccount screen.
struct CreateAccountView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: CreateAccountScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.back()
        Text("CreateAccount")
    }
}
