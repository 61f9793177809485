// The Post screen's SwiftUI view in the stand-in's builds, in the place of the scaffold: its buttons send what the
// person does to the view model, which tells the coordinator through the shims the behaviour tests write, in any
// style. The real-SDK check keeps the scaffold.

import SwiftUI

extension PostViewModel: ObservableObject {}

/// The Post screen.
struct PostView: View {
    @ObservedObject var viewModel: PostViewModel

    var body: some View {
        VStack {
            Text("Post \(viewModel.id): \(viewModel.lastReply ?? "no reply")")
            Button("Reply") { viewModel.simulateReply() }
            Button("Author") { viewModel.simulateShowAuthor() }
            Button("Info") { viewModel.simulateShowInfo() }
        }
    }
}
