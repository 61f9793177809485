// How scenarios say what is on screen: screens by name, coordinator trees as text, and what a flow tree holds, to
// watch it go. Compiled into every behaviour scenario beside Expect.swift (not into the library module's, whose
// runtime has a prefix).

import UIKit

/// A screen's class name without its suffix, as expectations say it: `Article`.
@MainActor
func named(_ viewController: UIViewController) -> String {
    "\(type(of: viewController))".replacingOccurrences(of: "ViewController", with: "")
}

/// The coordinator tree below `coordinator`, as `Profile[Settings]`.
@MainActor
func tree(_ coordinator: any Coordinator) -> String {
    let name = "\(type(of: coordinator))".replacingOccurrences(of: "Coordinator", with: "")
    let children = coordinator.childCoordinators.map(tree)
    return children.isEmpty ? name : name + "[" + children.joined(separator: ", ") + "]"
}

/// Weak references to the flows of `roots` at every depth: each coordinator, its stack, and the screens on it.
@MainActor
func watchedTree(_ roots: [any Coordinator]) -> [Released] {
    var watched: [Released] = []
    func watch(_ coordinator: any Coordinator) {
        watched.append(Released(coordinator, "\(type(of: coordinator))"))
        watched.append(Released(coordinator.navigationController, "the stack of \(type(of: coordinator))"))
        for screen in coordinator.navigationController.viewControllers {
            watched.append(Released(screen, "\(type(of: screen))"))
        }
        coordinator.childCoordinators.forEach(watch)
    }
    roots.forEach(watch)
    return watched
}
