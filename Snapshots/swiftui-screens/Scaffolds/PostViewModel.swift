// Created by coordgen for the Post screen's view model. This file is yours:
// coordgen never changes or deletes it, and adds what the manifest declares to PostViewModelBase.

import Foundation

/// The view model of the Post screen.
final class PostViewModel: PostViewModelBase {
    // When the person asks for something, tell the coordinator:
    // coordinator?.reply()
    // coordinator?.showAuthor()
    // coordinator?.showInfo()

    // The flows it starts hand their results to didReceive(_:); override it here:
    // override func didReceive(_ result: ComposeResult) { … }
}
