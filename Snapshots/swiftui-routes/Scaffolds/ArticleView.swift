// Created by coordgen for the Article screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ArticleScreen.

import SwiftUI

/// The Article screen.
struct ArticleView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: ArticleScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.showComments(page: <#Int?#>)
        // screen.coordinator?.share()
        Text("Article")
    }
}
