// The user's own code for the custom actions of the "custom" fixture. coordgen declares the requirements;
// this file implements them, as an app would. The tests compile it with the generated code.

import UIKit

/// What the custom actions did, so behaviour tests can see them run.
@MainActor
enum CustomActionLog {
    static var entries: [String] = []
}

extension FeedCoordinator {
    func openLink(_ url: URL) {
        CustomActionLog.entries.append("openLink \(url.absoluteString)")
    }
}

extension InboxCoordinator {
    func refresh() {
        CustomActionLog.entries.append("refresh")
    }

    func select(_ index: Int, animated isAnimated: Bool) {
        CustomActionLog.entries.append("select \(index) animated \(isAnimated)")
    }
}

extension MeCoordinator {
    func logOut() {
        CustomActionLog.entries.append("logOut")
    }
}

extension ComposeCoordinator {
    func post(text: String) {
        onPost(text)
        finish()
    }
}

extension FeedCoordinator {
    /// The hook the runtime calls once a child flow has ended, however it ended.
    func childDidEnd(_ child: any Coordinator) {
        CustomActionLog.entries.append("child ended: \(type(of: child))")
    }
}
