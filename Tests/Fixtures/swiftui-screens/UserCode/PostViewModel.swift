// The Post screen's view model: it hears how the Compose flow it starts ends, and publishes the reply.

import Foundation
import SwiftUI

/// What the app's view models heard, in order, for the scenario to check.
@MainActor
enum Received {
    static var results: [String] = []
}

/// The view model of the Post screen.
final class PostViewModel: PostViewModelBase {
    @Published private(set) var lastReply: String?

    override func didReceive(_ result: ComposeResult) {
        Received.results.append("post \(id): \(result)")
        if case .posted(let text) = result {
            lastReply = text
        }
    }
}
