// The Author screen's SwiftUI view in the stand-in's builds, in the place of the scaffold: its button calls the
// behaviour tests' shims.

import SwiftUI

extension AuthorViewModel: ObservableObject {}

/// The Author screen.
struct AuthorView: View {
    @ObservedObject var viewModel: AuthorViewModel

    var body: some View {
        VStack {
            Text("Author")
            Button("Done") { viewModel.simulateDone() }
        }
    }
}
