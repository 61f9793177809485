// Created by coordgen for the Author screen's view model. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to AuthorViewModelBase.

import Foundation

/// The view model of the Author screen.
final class AuthorViewModel: AuthorViewModelBase {
    // When the person asks for something, tell the coordinator:
    // coordinator?.done()
}
