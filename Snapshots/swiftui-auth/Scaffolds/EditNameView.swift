// Created by coordgen for the EditName screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to EditNameScreen.

import SwiftUI

/// The EditName screen.
struct EditNameView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: EditNameScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.save(name: <#String#>)
        Text("EditName")
    }
}
