// Created by coordgen for the Settings screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SettingsScreen.

import SwiftUI

/// The Settings screen.
struct SettingsView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: SettingsScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.done()
        Text("Settings")
    }
}
