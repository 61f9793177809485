// Created by coordgen for the Notes screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to NotesScreen.

import SwiftUI

/// The Notes screen.
struct NotesView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: NotesScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.done()
        Text("Notes")
    }
}
