// Created by coordgen for the TopicList screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to TopicListScreen.

import SwiftUI

/// The TopicList screen.
struct TopicListView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: TopicListScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.pick(topic: <#String#>)
        // screen.coordinator?.cancel()
        Text("TopicList")
    }
}
