// Created by coordgen for the Info screen's view model. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to InfoViewModelBase.

import Foundation

/// The view model of the Info screen.
final class InfoViewModel: InfoViewModelBase {
    // When the person asks for something, tell the coordinator:
    // coordinator?.close()
}
