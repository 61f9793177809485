// The Info screen's SwiftUI view, presented without a navigation controller, in the stand-in's builds, in the place
// of the scaffold: its button calls the behaviour tests' shims.

import SwiftUI

extension InfoViewModel: ObservableObject {}

/// The Info screen.
struct InfoView: View {
    @ObservedObject var viewModel: InfoViewModel

    var body: some View {
        Button("Close") { viewModel.simulateClose() }
    }
}
