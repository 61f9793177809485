// Created by coordgen for the Banner screen's view model. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to BannerViewModelBase.

import Foundation

/// The view model of the Banner screen.
final class BannerViewModel: BannerViewModelBase {
    // When the person asks for something, tell the coordinator:
    // coordinator?.openFeatured()
}
