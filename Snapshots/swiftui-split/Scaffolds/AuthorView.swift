// Created by coordgen for the Author screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AuthorScreen.

import SwiftUI

/// The Author screen.
struct AuthorView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: AuthorScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.done()
        Text("Author")
    }
}
