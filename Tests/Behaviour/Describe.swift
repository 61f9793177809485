// How scenarios say what is on screen: screens by name, coordinator trees as text. Compiled into every behaviour
// scenario beside Expect.swift (not into the library module's, whose runtime has a prefix).

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
