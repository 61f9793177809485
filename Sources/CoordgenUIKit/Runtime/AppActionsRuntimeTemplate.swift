import Generator
import Templates

/// What app actions call, in a file of its own (`Coordinator+AppActions.swift`) that only an app with `app.actions`
/// gets: the runtime file stays the same for every app.
enum AppActionsRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let coordinator = types.coordinator
        let stack = types.flowNavigationController
        return """
            /// The apps, by their root view controller, in which an app action waits to run or runs its transition: another
            /// one asked meanwhile is dropped, as UIKit refuses a second presentation while one runs, so that a double tap
            /// starts one flow.
            @MainActor
            private var appsRunningAnAction: Set<ObjectIdentifier> = []

            /// App actions: navigation the app starts from outside any screen (a tab that presents, a shake, a menu
            /// or key command), run on the flow on screen.
            extension \(coordinator) {
                /// Runs `action` on the flow on screen in the app this flow runs in, as an action of the screen on top of
                /// that flow would run, once no transition runs there (on the main queue's turn after the last one ended,
                /// so that the flows have heard of it). The flow on screen owns the last flow's stack presented over the
                /// app's root (the selected tab's stack, or the root's own, when nothing is), or is a flow it started on
                /// that stack, the last one, at any depth. Nothing runs once the app's screens have gone, nor while what
                /// is on top of them is no flow's stack (an alert, a system controller): UIKit would refuse what the
                /// action presents there. An action asked while another one of the app's waits, or runs its transition,
                /// is dropped.
                func \(names.runOnFlowOnScreen)(_ action: @escaping (any \(coordinator)) -> Void) {
                    var root: any \(coordinator) = self
                    while let parent = root.\(names.parentCoordinator) {
                        root = parent
                    }
                    let base = root.\(names.navigationController)
                    let app: UIViewController = base.tabBarController ?? base.splitViewController ?? base
                    let key = ObjectIdentifier(app)
                    guard appsRunningAnAction.insert(key).inserted else { return }
                    Self.afterAppTransitions(on: app) { [weak app] in
                        guard let app, let flow = Self.flowOnScreen(in: app) else {
                            appsRunningAnAction.remove(key)
                            return
                        }
                        action(flow)
                        Self.afterAppTransitions(on: app) {
                            appsRunningAnAction.remove(key)
                        }
                    }
                }

                /// The flow on screen in `app`, as ``\(names.runOnFlowOnScreen)(_:)`` finds it; `nil` when what is on top
                /// is no flow's stack.
                private static func flowOnScreen(in app: UIViewController) -> (any \(coordinator))? {
                    var top: (flow: any \(coordinator), stack: UINavigationController)?
                    var shown: UIViewController? = app
                    while let controller = shown {
                        let front = Self.front(of: controller)
                        if let stack = front as? \(stack), let flow = stack.flow,
                            controller === app || stack.isShowing
                        {
                            top = (flow, stack)
                        } else {
                            top = nil
                        }
                        shown = controller.presentedViewController
                    }
                    guard let (shown, stack) = top else { return nil }
                    var flow = shown
                    while let child = flow.\(names.childCoordinators).last(where: {
                        $0.\(names.navigationController) === stack && $0.\(names.isShowingScreens)
                    }) {
                        flow = child
                    }
                    return flow
                }

                /// What `controller` shows in front: a tab bar's selected tab; a split view's compact column while it
                /// is collapsed, its primary column while it is expanded (the column whose flow owns the others'); or
                /// the controller itself.
                private static func front(of controller: UIViewController) -> UIViewController {
                    if let tabs = controller as? UITabBarController {
                        return tabs.selectedViewController ?? controller
                    }
                    // A split view with a flow per column needs iOS 14; the file is the same for every app.
                    if #available(iOS 14.0, *), let split = controller as? UISplitViewController {
                        return split.viewController(for: split.isCollapsed ? .compact : .primary) ?? controller
                    }
                    return controller
                }

                /// Runs `next` once no transition runs on `app`, what it shows in front (every column of a split view)
                /// or what they present, on the main queue's turn after the last one ended, or once `app` has gone.
                private static func afterAppTransitions(on app: UIViewController, _ next: @escaping () -> Void) {
                    var shown: UIViewController? = app
                    while let controller = shown {
                        var columns: [UIViewController] = []
                        if #available(iOS 14.0, *), let split = controller as? UISplitViewController {
                            let all: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
                            columns = all.compactMap { split.viewController(for: $0) }
                        }
                        let front = Self.front(of: controller)
                        if let transition = front.transitionCoordinator ?? controller.transitionCoordinator
                            ?? columns.lazy.compactMap({ $0.transitionCoordinator }).first
                        {
                            // Once `app` has gone, `next` runs at once: it finds no app, and the app's turn ends.
                            let again = { [weak app] in
                                DispatchQueue.main.async {
                                    if let app {
                                        afterAppTransitions(on: app, next)
                                    } else {
                                        next()
                                    }
                                }
                            }
                            if !transition.animate(alongsideTransition: nil, completion: { _ in again() }) {
                                again()
                            }
                            return
                        }
                        shown = controller.presentedViewController
                    }
                    next()
                }
            }
            """
    }
}
