// Created by coordgen for the Book screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to BookScreen.

import SwiftUI

/// The Book screen.
struct BookView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: BookScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.chapters()
        // screen.coordinator?.author()
        // screen.coordinator?.notes()
        Text("Book")
    }
}
