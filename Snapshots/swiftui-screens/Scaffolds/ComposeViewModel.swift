// Created by coordgen for the Compose screen's view model. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to ComposeViewModelBase.

import Foundation

/// The view model of the Compose screen.
final class ComposeViewModel: ComposeViewModelBase {
    // When the person asks for something, tell the coordinator:
    // coordinator?.post(text: <#String#>)
    // coordinator?.cancel()
}
