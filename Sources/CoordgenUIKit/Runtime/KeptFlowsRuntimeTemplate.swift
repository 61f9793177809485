import Generator
import Templates

/// What the actions that start a flow that keeps its state (`keepsState`) call to bring it back, in a file of its own
/// (`Coordinator+KeptFlows.swift`) that only an app with such a flow gets: the runtime file stays the same for every
/// app.
enum KeptFlowsRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        return """
            /// Flows that keep their state: what the generated actions that start one call once it has been dismissed.
            extension \(types.coordinator) {
                /// Brings back `flow`, a flow this one started and kept, as it was when it was dismissed: its own screens,
                /// with their state, in its own stack, presented again over this flow's top stack, as its child. The flows
                /// it had started ended with it: their screens are taken off its stack. Nothing happens while it is still
                /// presented, and if UIKit refuses the presentation (something else is presented, or a transition runs),
                /// the flow stays kept, as it was.
                func \(names.bringBack)(_ flow: any \(types.coordinator), animated: Bool = true) {
                    guard let stack = flow.navigationController as? \(types.flowNavigationController),
                        stack.presentingViewController == nil, let root = flow.rootViewController,
                        stack.viewControllers.first === root
                    else { return }
                    flow.\(names.letStartedFlowsGo)()
                    stack.presentationController?.delegate = flow.\(names.navigationObserverProperty)
                    \(names.topNavigationController).present(stack, animated: animated)
                    guard flow.\(names.isShowingScreens) else { return }
                    flow.\(names.parentCoordinator) = self
                    \(names.childCoordinators).append(flow)
                }

                /// Takes what the flows this kept flow started showed off its stack, and lets them go: they ended with it.
                /// Its own screens stay, for when it comes back. Nothing happens while it is presented.
                func \(names.letStartedFlowsGo)() {
                    guard !\(names.isShowingScreens) else { return }
                    let started = \(names.childCoordinators).compactMap(\\.rootViewController)
                    \(names.childCoordinators) = []
                    let stack = \(names.navigationController)
                    let own = stack.viewControllers.prefix { screen in !started.contains { $0 === screen } }
                    if own.count < stack.viewControllers.count {
                        stack.setViewControllers(Array(own), animated: false)
                    }
                }
            }
            """
    }
}
