// Created by coordgen for the Owner screen's view model. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to OwnerViewModelBase.

import Foundation

/// The view model of the Owner screen.
final class OwnerViewModel: OwnerViewModelBase {
    // When the person asks for something, tell the coordinator:
    // coordinator?.follow()
    // coordinator?.leave()
}
