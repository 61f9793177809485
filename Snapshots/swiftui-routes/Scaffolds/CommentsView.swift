// Created by coordgen for the Comments screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to CommentsScreen.

import SwiftUI

/// The Comments screen.
struct CommentsView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: CommentsScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.back()
        Text("Comments")
    }
}
