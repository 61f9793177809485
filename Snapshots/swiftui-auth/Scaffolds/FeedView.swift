// Created by coordgen for the Feed screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FeedScreen.

import SwiftUI

/// The Feed screen.
struct FeedView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: FeedScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.openPost(id: <#Int#>)
        // screen.coordinator?.compose()
        Text("Feed")
    }
}
