import Generator
import Templates

/// What the generated actions with `showDetail` or `showSupplementary` call, in a file of its own
/// (`Coordinator+Split.swift`) that only an app with such an action gets.
enum SplitRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        return """
            extension \(types.coordinator) {
                /// The split view in which this flow's stack is a column that starts flows in `column`: the primary
                /// column, for the supplementary and secondary columns, or the supplementary column, for the secondary
                /// column. This flow, or a flow pushed on it, runs there. `nil` anywhere else.
                func \(names.columnSplit)(startingFlowsIn column: UISplitViewController.Column) -> UISplitViewController? {
                    guard let split = \(names.navigationController).splitViewController else { return nil }
                    let starters: [UISplitViewController.Column] =
                        column == .secondary ? [.primary, .supplementary] : [.primary]
                    let starts = starters.contains { split.viewController(for: $0) === \(names.navigationController) }
                    return starts ? split : nil
                }

                /// The flow that `column` shows, where this flow starts flows in that column: the last one that
                /// `\(names.startInColumn)(_:_:animated:)` put there. `nil` anywhere else.
                func \(names.flowInColumn)(_ column: UISplitViewController.Column) -> (any \(types.coordinator))? {
                    let stack = \(names.columnSplit)(startingFlowsIn: column)?.viewController(for: column)
                    return (stack as? \(types.flowNavigationController))?.flow
                }

                /// The stack for a flow that `showDetail` or `showSupplementary` starts in `column`: a new one, for the
                /// split view's column, when this flow starts flows there; this flow's top stack, to push the flow on,
                /// anywhere else.
                func \(names.columnNavigationController)(for column: UISplitViewController.Column) -> UINavigationController {
                    \(names.columnSplit)(startingFlowsIn: column) == nil
                        ? \(names.topNavigationController) : \(types.flowNavigationController).held()
                }

                /// Starts `child`, made on `\(names.columnNavigationController)(for: column)`. Where this flow starts
                /// flows in `column`, its first screen becomes the column's, in place of the flow there, which ends
                /// with the flows it started (their results are handed over); the flow that owns the primary column
                /// keeps it as a child. While the column's stack transitions, this happens once the transition has
                /// ended. Anywhere else, it is pushed, as `startChild(_:animated:)` does.
                func \(names.startInColumn)(
                    _ column: UISplitViewController.Column, _ child: any \(types.coordinator), animated: Bool = true
                ) {
                    guard let split = \(names.columnSplit)(startingFlowsIn: column),
                        child.\(names.navigationController) !== \(names.topNavigationController)
                    else {
                        \(names.startChild)(child, animated: animated)
                        return
                    }
                    let primary = split.viewController(for: .primary) as? \(types.flowNavigationController)
                    let owner = primary?.flow ?? self
                    let replaced = split.viewController(for: column) as? UINavigationController
                    // UIKit drops a change of a stack while it transitions (a push, the person's swipe), and the
                    // replaced stack must let go of its screens: go on once its transition has ended.
                    if let running = replaced?.transitionCoordinator {
                        running.animate(alongsideTransition: nil) { [weak self] _ in
                            DispatchQueue.main.async {
                                self?.\(names.startInColumn)(column, child, animated: animated)
                            }
                        }
                        return
                    }
                    child.\(names.start)()
                    guard child.\(names.isShowingScreens) else {
                        child.\(names.returnResults)()
                        return
                    }
                    split.setViewController(child.\(names.navigationController), for: column)
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
