// The Banner screen's SwiftUI view, embedded in Feed, in the stand-in's builds, in the place of the scaffold: its
// button pushes Author on Feed's stack through the behaviour tests' shims.

import SwiftUI

extension BannerViewModel: ObservableObject {}

/// The Banner screen.
struct BannerView: View {
    @ObservedObject var viewModel: BannerViewModel

    var body: some View {
        Button("Featured") { viewModel.simulateOpenFeatured() }
    }
}
