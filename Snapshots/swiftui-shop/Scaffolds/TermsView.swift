// Created by coordgen for the Terms screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to TermsScreen.

import SwiftUI

/// The Terms screen.
struct TermsView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: TermsScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.close()
        // screen.coordinator?.closeTerms()
        Text("Terms")
    }
}
