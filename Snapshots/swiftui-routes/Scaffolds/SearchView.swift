// Created by coordgen for the Search screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SearchScreen.

import SwiftUI

/// The Search screen.
struct SearchView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: SearchScreen

    var body: some View {
        Text("Search")
    }
}
