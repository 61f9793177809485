// Created by coordgen for the Sheet screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SheetScreen.

import SwiftUI

/// The Sheet screen.
struct SheetView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: SheetScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.close()
        Text("Sheet")
    }
}
