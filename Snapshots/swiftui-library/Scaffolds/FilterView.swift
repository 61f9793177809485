// Created by coordgen for the Filter screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to FilterScreen.

import SwiftUI

/// The Filter screen.
struct FilterView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: FilterScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.applyAction?()
        Text("Filter")
    }
}
