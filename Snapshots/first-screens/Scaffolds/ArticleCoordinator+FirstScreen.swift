// Created by coordgen for the Article flow. This file is yours:
// coordgen never changes or deletes it. Decide here which screen the flow starts with.

import UIKit

extension ArticleCoordinator {
    /// The screen the flow starts with. Decide it here, from the flow's inputs and dependencies.
    /// ArticleLoading shows until it returns.
    /// If it throws, the flow starts with ArticleUnavailable.
    func decideFirstScreen() async throws -> FirstScreen {
        .article
    }
}
