// Created by coordgen for the Intro screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to IntroScreen.

import SwiftUI

/// The Intro screen.
struct IntroView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: IntroScreen

    var body: some View {
        // When something happens, tell the coordinator:
        // screen.coordinator?.closeIntro()
        Text("Intro")
    }
}
