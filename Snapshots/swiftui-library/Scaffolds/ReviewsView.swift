// Created by coordgen for the Reviews screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ReviewsScreen.

import SwiftUI

/// The Reviews screen.
struct ReviewsView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: ReviewsScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.closeAction?()
        Text("Reviews")
    }
}
