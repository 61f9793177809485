// Created by coordgen for the Info screen's SwiftUI view. This file is yours: coordgen never changes
// or deletes it. InfoViewController shows InfoView with the screen's view model.

import SwiftUI

/// The view redraws when the view model publishes a change.
extension InfoViewModel: ObservableObject {}

/// The Info screen.
struct InfoView: View {
    /// The screen's values, and where what the person does goes.
    @ObservedObject var viewModel: InfoViewModel

    var body: some View {
        Text("Info")
        // Send what the person does to `viewModel` (InfoViewModel.swift), which tells the coordinator
        // where to go.
    }
}
