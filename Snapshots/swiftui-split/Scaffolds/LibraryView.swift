// Created by coordgen for the Library screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to LibraryScreen.

import SwiftUI

/// The Library screen.
struct LibraryView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: LibraryScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.open(bookID: <#Int#>)
        // screen.coordinator?.preview(bookID: <#Int#>)
        // screen.coordinator?.openSettings()
        // screen.coordinator?.browse()
        // Hear the result of a flow it starts, in onAppear:
        // screen.onBookResult = { result in … }
        Text("Library")
    }
}
