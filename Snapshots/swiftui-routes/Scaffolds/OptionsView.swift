// Created by coordgen for the Options screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to OptionsScreen.

import SwiftUI

/// The Options screen.
struct OptionsView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: OptionsScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.open(section: <#String#>)
        // screen.coordinator?.done()
        Text("Options")
    }
}
