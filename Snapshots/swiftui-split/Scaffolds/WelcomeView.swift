// Created by coordgen for the Welcome screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to WelcomeScreen.

import SwiftUI

/// The Welcome screen.
struct WelcomeView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: WelcomeScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.openSettings()
        Text("Welcome")
    }
}
