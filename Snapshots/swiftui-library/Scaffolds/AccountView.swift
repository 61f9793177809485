// Created by coordgen for the Account screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AccountScreen.

import SwiftUI

/// The Account screen.
struct AccountView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: AccountScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.signOut()
        Text("Account")
    }
}
