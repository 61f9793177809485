// Created by coordgen for the Section screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to SectionScreen.

import SwiftUI

/// The Section screen.
struct SectionView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: SectionScreen

    var body: some View {
        Text("Section")
    }
}
