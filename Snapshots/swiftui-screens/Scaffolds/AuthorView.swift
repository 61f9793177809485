// Created by coordgen for the Author screen's SwiftUI view. This file is yours: coordgen never changes
// or deletes it. AuthorViewController shows AuthorView with the screen's view model.

import SwiftUI

/// The view redraws when the view model publishes a change.
extension AuthorViewModel: ObservableObject {}

/// The Author screen.
struct AuthorView: View {
    /// The screen's values, and where what the person does goes.
    @ObservedObject var viewModel: AuthorViewModel

    var body: some View {
        Text("Author")
        // Send what the person does to `viewModel` (AuthorViewModel.swift), which tells the coordinator
        // where to go.
    }
}
