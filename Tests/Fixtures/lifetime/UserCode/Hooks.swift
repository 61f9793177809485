// The app's own hooks for the "lifetime" fixture: A implements childDidEnd(_:), B implements childDidFinish(_:)
// itself. Behaviour tests check that the runtime calls these, once per ended child, on every path.

import UIKit

/// Every call of the hooks below, in order.
@MainActor
enum HookLog {
    static var entries: [String] = []
}

extension ACoordinator {
    func childDidEnd(_ child: any Coordinator) {
        HookLog.entries.append("A ended \(type(of: child))")
    }
}

extension BCoordinator {
    /// A coordinator's own childDidFinish must remove the child and call childDidEnd(_:), as the default does.
    func childDidFinish(_ child: any Coordinator) {
        guard childCoordinators.contains(where: { $0 === child }) else { return }
        childCoordinators.removeAll { $0 === child }
        HookLog.entries.append("B finished \(type(of: child))")
    }
}

extension KCoordinator {
    /// A hook that only reacts, as analytics code would, and leaves the removal to the runtime.
    func childDidFinish(_ child: any Coordinator) {
        HookLog.entries.append("K finished \(type(of: child))")
    }
}
