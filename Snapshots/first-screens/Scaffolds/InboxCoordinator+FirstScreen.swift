// Created by coordgen for the Inbox flow. This file is yours:
// coordgen never changes or deletes it. Decide here which screen the flow starts with.

import UIKit

extension InboxCoordinator {
    /// The screen the flow starts with. Decide it here, from the flow's inputs and dependencies.
    /// If it throws, the flow starts with InboxOffline.
    func decideFirstScreen() throws -> FirstScreen {
        .inbox
    }
}
