// Created by coordgen for the Shelf screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ShelfScreen.

import SwiftUI

/// The Shelf screen.
struct ShelfView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: ShelfScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.read(bookID: <#Int#>)
        // Hear the result of a flow it starts, in onAppear:
        // screen.onBookResult = { result in … }
        Text("Shelf")
    }
}
