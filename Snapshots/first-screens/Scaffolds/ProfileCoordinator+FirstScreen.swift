// Created by coordgen for the Profile flow. This file is yours:
// coordgen never changes or deletes it. Decide here which screen the flow starts with.

import UIKit

extension ProfileCoordinator {
    /// The screen the flow starts with. Decide it here, from the flow's inputs and dependencies.
    func decideFirstScreen() -> FirstScreen {
        .profile
    }
}
