import Generator
import Templates

/// What the actions that start a single-instance flow call, in a file of its own (`Coordinator+SingleInstance.swift`)
/// that only an app with such a flow gets: the runtime file stays the same for every app.
enum SingleInstanceRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let coordinator = types.coordinator
        return """
            /// Single-instance flows: what the generated actions that start one call.
            extension \(coordinator) {
                /// The running flow of type `Flow` anywhere in the app (in any tab, at any depth), if one runs.
                func \(names.runningFlow)<Flow: \(coordinator)>(_ type: Flow.Type) -> Flow? {
                    var pending = \(names.appRootCoordinators)
                    while let next = pending.popLast() {
                        if let flow = next as? Flow, flow.\(names.isShowingScreens) {
                            return flow
                        }
                        pending += next.\(names.childCoordinators)
                    }
                    return nil
                }

                /// Shows `flow` as a start would, without starting a second one: selects its tab, dismisses what is
                /// presented over its stack, and goes back to its first screen. What it started above that ends as it
                /// would by hand. A change UIKit refuses or drops (another transition runs) leaves the flow as it was.
                func \(names.bringForward)(_ flow: any \(coordinator), animated: Bool = true) {
                    var root = flow
                    while let parent = root.\(names.parentCoordinator) {
                        root = parent
                    }
                    let stack = flow.\(names.navigationController)
                    if let tabs = root.\(names.navigationController).tabBarController {
                        tabs.selectedViewController = root.\(names.navigationController)
                    }
                    if stack.presentedViewController != nil {
                        stack.dismiss(animated: animated)
                    }
                    if let first = flow.\(names.rootViewController), stack.viewControllers.contains(where: { $0 === first }) {
                        stack.popToViewController(first, animated: animated)
                    }
                }

                /// The coordinators at the roots of the app's flow tree: the flows of the tabs of the tab bar this
                /// flow runs in (each owns its tab's stack), the flows of the primary and compact columns of its split
                /// view (the primary one owns the other columns' flows), or the root of its own tree.
                var \(names.appRootCoordinators): [any \(coordinator)] {
                    var root: any \(coordinator) = self
                    while let parent = root.\(names.parentCoordinator) {
                        root = parent
                    }
                    let stack = root.\(names.navigationController)
                    if let tabs = stack.tabBarController {
                        return (tabs.viewControllers ?? []).compactMap { ($0 as? \(types.flowNavigationController))?.flow }
                    }
                    // A split view with a flow per column needs iOS 14; the file is the same for every app.
                    if #available(iOS 14.0, *), let split = stack.splitViewController {
                        let columns: [UISplitViewController.Column] = [.primary, .compact]
                        return columns.compactMap { (split.viewController(for: $0) as? \(types.flowNavigationController))?.flow }
                    }
                    return [root]
                }
            }
            """
    }
}
