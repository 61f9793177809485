// Created by coordgen for the Compose screen's SwiftUI view. This file is yours: coordgen never changes
// or deletes it. ComposeViewController shows ComposeView with the screen's view model.

import SwiftUI

/// The view redraws when the view model publishes a change.
extension ComposeViewModel: ObservableObject {}

/// The Compose screen.
struct ComposeView: View {
    /// The screen's values, and where what the person does goes.
    @ObservedObject var viewModel: ComposeViewModel

    var body: some View {
        Text("Compose")
        // Send what the person does to `viewModel` (ComposeViewModel.swift), which tells the coordinator
        // where to go.
    }
}
