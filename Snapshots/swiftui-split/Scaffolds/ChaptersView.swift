// Created by coordgen for the Chapters screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ChaptersScreen.

import SwiftUI

/// The Chapters screen.
struct ChaptersView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: ChaptersScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.back()
        Text("Chapters")
    }
}
