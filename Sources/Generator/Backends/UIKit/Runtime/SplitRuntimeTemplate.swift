import Templates

/// What the generated actions with `showDetail` call, in a file of its own (`Coordinator+Split.swift`) that only an app
/// with such an action gets.
enum SplitRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        return """
            extension \(types.coordinator) {
                /// The split view whose primary column is this flow's stack: this flow, or a flow pushed on it, runs
                /// in the primary column. `nil` anywhere else.
                var \(names.primaryColumnSplit): UISplitViewController? {
                    guard let split = \(names.navigationController).splitViewController,
                        split.viewController(for: .primary) === \(names.navigationController)
                    else { return nil }
                    return split
                }

                /// The stack for a flow that `showDetail` starts: a new one, for the split view's secondary column,
                /// when this flow runs in the primary column; this flow's top stack, to push the flow on, anywhere else.
                var \(names.detailNavigationController): UINavigationController {
                    \(names.primaryColumnSplit) == nil
                        ? \(names.topNavigationController) : \(types.flowNavigationController).held()
                }

                /// Starts `child`, made on `\(names.detailNavigationController)`. From the primary column, its first
                /// screen becomes the secondary column's, in place of the flow there, which ends with the flows it
                /// started (their results are handed over); the flow that owns the primary column keeps it as a child.
                /// While the secondary column's stack transitions, this happens once the transition has ended.
                /// Anywhere else, it is pushed, as `startChild(_:animated:)` does.
                func \(names.showDetail)(_ child: any \(types.coordinator), animated: Bool = true) {
                    guard let split = \(names.primaryColumnSplit),
                        child.\(names.navigationController) !== \(names.topNavigationController)
                    else {
                        \(names.startChild)(child, animated: animated)
                        return
                    }
                    let owner = (\(names.navigationController) as? \(types.flowNavigationController))?.flow ?? self
                    let replaced = split.viewController(for: .secondary) as? UINavigationController
                    // UIKit drops a change of a stack while it transitions (a push, the person's swipe), and the
                    // replaced stack must let go of its screens: go on once its transition has ended.
                    if let running = replaced?.transitionCoordinator {
                        running.animate(alongsideTransition: nil) { [weak self] _ in
                            DispatchQueue.main.async {
                                self?.\(names.showDetail)(child, animated: animated)
                            }
                        }
                        return
                    }
                    child.\(names.start)()
                    guard child.\(names.isShowingScreens) else {
                        child.\(names.returnResults)()
                        return
                    }
                    split.setViewController(child.\(names.navigationController), for: .secondary)
                    child.\(names.parentCoordinator) = owner
                    owner.\(names.childCoordinators).append(child)
                    // The replaced flow's stack lets go of its screens, so the tree no longer finds them and ends
                    // it, whatever UIKit did with the stack it took out of the column.
                    replaced?.setViewControllers([], animated: false)
                    \(names.endFlowsThatLeft)()
                }
            }
            """
    }
}
