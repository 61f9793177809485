// Created by coordgen for the Help screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to HelpScreen.

import SwiftUI

/// The Help screen.
struct HelpView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: HelpScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.closeHelp()
        Text("Help")
    }
}
