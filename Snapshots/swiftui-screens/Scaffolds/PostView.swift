// Created by coordgen for the Post screen's SwiftUI view. This file is yours: coordgen never changes
// or deletes it. PostViewController shows PostView with the screen's view model.

import SwiftUI

/// The view redraws when the view model publishes a change.
extension PostViewModel: ObservableObject {}

/// The Post screen.
struct PostView: View {
    /// The screen's values, and where what the person does goes.
    @ObservedObject var viewModel: PostViewModel

    var body: some View {
        Text("Post")
        // Send what the person does to `viewModel` (PostViewModel.swift), which tells the coordinator
        // where to go.
    }
}
