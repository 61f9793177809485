// Created by coordgen for the SignIn screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SignInScreen.

import SwiftUI

/// The SignIn screen.
struct SignInView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: SignInScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.signIn()
        // screen.coordinator?.back()
        Text("SignIn")
    }
}
