// Created by coordgen for the Post screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PostScreen.

import SwiftUI

/// The Post screen.
struct PostView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: PostScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.signOut()
        Text("Post")
    }
}
