// Created by coordgen for the app coordinator. This file is yours:
// coordgen never changes or deletes it. Decide here which flow the app starts in.

import Foundation

extension AppNavigation {
    /// The flow the app starts in: decide it from what your app knows.
    static func initialFlow() -> AppFlow {
        .onboarding
    }
}
