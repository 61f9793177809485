// The fixture's decision: onboarding once, then login until signed in, then the tabs.

import UIKit

/// What the app knows when it starts; the scenario sets it.
@MainActor
enum Session {
    static var hasSeenOnboarding = false
    static var isSignedIn = false
}

extension AppCoordinator {
    func initialFlow() -> AppFlow {
        guard Session.hasSeenOnboarding else { return .onboarding }
        return Session.isSignedIn ? .main : .login
    }
}
