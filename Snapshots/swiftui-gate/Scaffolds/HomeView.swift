// Created by coordgen for the Home screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to HomeScreen.

import SwiftUI

/// The Home screen.
struct HomeView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: HomeScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.openSecret(id: <#Int#>)
        // screen.coordinator?.showSheet()
        // screen.coordinator?.signOut()
        Text("Home")
    }
}
