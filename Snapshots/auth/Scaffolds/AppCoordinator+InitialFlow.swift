// Created by coordgen for the app coordinator. This file is yours:
// coordgen never changes or deletes it. Decide here which flow the app starts in.

import UIKit

extension AppCoordinator {
    /// The flow the app starts in. Decide it here, for example from whether a session is stored.
    func initialFlow() -> AppFlow {
        .onboarding
    }
}
