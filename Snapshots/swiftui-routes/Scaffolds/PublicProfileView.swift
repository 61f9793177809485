// Created by coordgen for the PublicProfile screen. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PublicProfileScreen.

import SwiftUI

/// The PublicProfile screen.
struct PublicProfileView: View {
    /// Its inputs, and what it tells its coordinator.
    let screen: PublicProfileScreen

    var body: some View {
        Text("PublicProfile")
    }
}
