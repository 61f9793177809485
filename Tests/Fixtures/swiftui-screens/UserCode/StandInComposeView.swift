// The Compose screen's SwiftUI view in the stand-in's builds, in the place of the scaffold: posting or cancelling ends
// the Compose flow with its result, through the behaviour tests' shims.

import SwiftUI

extension ComposeViewModel: ObservableObject {}

/// The Compose screen.
struct ComposeView: View {
    @ObservedObject var viewModel: ComposeViewModel

    var body: some View {
        VStack {
            Button("Post") { viewModel.simulatePost(text: "hello") }
            Button("Cancel") { viewModel.simulateCancel() }
        }
    }
}
