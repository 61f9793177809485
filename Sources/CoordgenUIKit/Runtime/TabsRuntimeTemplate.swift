import Generator
import Templates

/// What the actions that show another tab call, in a file of its own (`Coordinator+Tabs.swift`) that only an app
/// with such an action gets: the runtime file stays the same for every app.
enum TabsRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let coordinator = types.coordinator
        return """
            /// Showing another tab: what the generated actions with `selectTab` call.
            extension \(coordinator) {
                /// Shows the tab whose flow `pick` finds in the tab bar this flow runs in: dismisses what is presented
                /// over the tab bar, selects the tab and goes back to its flow's first screen, then runs `next` on that
                /// flow, each once UIKit has finished the step before, so that UIKit refuses or drops none. Nothing
                /// runs when this flow is in no such tab bar, or once the tab bar or the tab's screens have gone.
                func \(names.selectTab)<Tabs: UITabBarController, Tab: \(coordinator)>(
                    _ pick: @escaping (Tabs) -> Tab, animated: Bool = true, then next: @escaping (Tab) -> Void = { _ in }
                ) {
                    var root: any \(coordinator) = self
                    while let parent = root.\(names.parentCoordinator) {
                        root = parent
                    }
                    guard let tabs = root.\(names.navigationController).tabBarController as? Tabs else { return }
                    let tab = pick(tabs)
                    // Weak from the first wait on: a tab bar that goes meanwhile takes its flows with it.
                    Self.afterTransitions(on: tabs) { [weak tabs, weak tab] in
                        guard let tabs else { return }
                        if tabs.presentedViewController != nil {
                            tabs.dismiss(animated: animated)
                        }
                        Self.afterTransitions(on: tabs) { [weak tabs, weak tab] in
                            guard let tabs, let tab, tabs.presentedViewController == nil else { return }
                            tabs.selectedViewController = tab.\(names.navigationController)
                            tab.\(names.popToFirstScreen)(animated: animated)
                            Self.afterTransitions(on: tabs) { [weak tab] in
                                guard let tab, tab.\(names.isShowingScreens) else { return }
                                next(tab)
                            }
                        }
                    }
                }

                /// Runs `next` once no transition runs on `tabs`, its selected tab or what they present, on the main
                /// queue's turn after the last one ended, so that the flows have heard of it.
                private static func afterTransitions(on tabs: UITabBarController, _ next: @escaping () -> Void) {
                    var shown: UIViewController? = tabs
                    while let controller = shown {
                        let front = (controller as? UITabBarController)?.selectedViewController ?? controller
                        if let transition = front.transitionCoordinator ?? controller.transitionCoordinator {
                            let queued = transition.animate(alongsideTransition: nil) { [weak tabs] _ in
                                DispatchQueue.main.async {
                                    if let tabs {
                                        afterTransitions(on: tabs, next)
                                    }
                                }
                            }
                            if !queued {
                                DispatchQueue.main.async { [weak tabs] in
                                    if let tabs {
                                        afterTransitions(on: tabs, next)
                                    }
                                }
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
