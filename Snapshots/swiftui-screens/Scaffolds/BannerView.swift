// Created by coordgen for the Banner screen's SwiftUI view. This file is yours: coordgen never changes
// or deletes it. BannerViewController shows BannerView with the screen's view model.

import SwiftUI

/// The view redraws when the view model publishes a change.
extension BannerViewModel: ObservableObject {}

/// The Banner screen.
struct BannerView: View {
    /// The screen's values, and where what the person does goes.
    @ObservedObject var viewModel: BannerViewModel

    var body: some View {
        Text("Banner")
        // Send what the person does to `viewModel` (BannerViewModel.swift), which tells the coordinator
        // where to go.
    }
}
