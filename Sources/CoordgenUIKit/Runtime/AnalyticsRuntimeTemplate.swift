import Generator
import Templates

/// What every action of an app with `"analytics": true` runs its navigation through, in a file of its own
/// (`Coordinator+Analytics.swift`) that only such an app gets: the runtime file stays the same for every app.
///
/// It measures rather than trusts: what UIKit shows just before and just after the navigation, so a push UIKit drops
/// during another transition, or a presentation it refuses, is reported as refused without the navigation's code
/// knowing how UIKit answers each call.
enum AnalyticsRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let report = types.navigationReport
        let flow = NavigationReportTranslator.reportedFlow
        let screen = NavigationReportTranslator.reportedScreen
        return """
            extension \(report) {
                /// Runs `navigate`, the navigation of `action` on `flow`, then tells ``\(NavigationReportTranslator.hook)``
                /// once what UIKit did with it. Without a hook it only runs `navigate`.
                ///
                /// - Parameter unchanged: What it means when UIKit shows the same as before: `refused`, or `waiting` for a
                ///   navigation that may wait (for the transitions under way, or for your code), or `handedOver` for one
                ///   that hands values to the screen.
                @MainActor
                static func \(names.report)(
                    _ kind: Kind, of action: String, on flow: (any \(types.coordinator))?, to destination: Destination? = nil,
                    unchanged: Outcome = .refused, _ navigate: () -> Void
                ) {
                    guard let hook, let flow, let named = flow as? any \(flow) else {
                        navigate()
                        return
                    }
                    let from = screenOnTop(of: flow)
                    let before = shownControllers(around: flow)
                    navigate()
                    let outcome = shownControllers(around: flow) != before ? Outcome.changed : unchanged
                    hook(
                        \(report)(
                            flow: type(of: named).reportedFlow, action: action, from: from, to: destination, kind: kind,
                            outcome: outcome))
                }

                /// The screen on top of `flow`'s top stack, or presented over it; `nil` when that is none of the
                /// manifest's screens (an alert, a system controller).
                @MainActor
                private static func screenOnTop(of flow: any \(types.coordinator)) -> Screen? {
                    let stack = flow.\(names.topNavigationController)
                    var top: UIViewController = stack.topViewController ?? stack
                    while let presented = top.presentedViewController {
                        top = (presented as? UINavigationController)?.topViewController ?? presented
                    }
                    return (top as? any \(screen)).map { type(of: $0).reportedScreen }
                }

                /// Every view controller of the window `flow` is in, from its root, with the tab each tab bar shows, the
                /// transitions under way and the window itself: equal just before and just after a navigation only when
                /// UIKit changed nothing and began no transition.
                @MainActor
                private static func shownControllers(around flow: any \(types.coordinator)) -> [ObjectIdentifier] {
                    var root: UIViewController = flow.navigationController
                    while let next = root.parent ?? root.presentingViewController {
                        root = next
                    }
                    var shown: [ObjectIdentifier] = []
                    if let window = root.viewIfLoaded?.window {
                        shown.append(ObjectIdentifier(window))
                    }
                    var pending = [root]
                    while let controller = pending.popLast() {
                        shown.append(ObjectIdentifier(controller))
                        if let transition = controller.transitionCoordinator {
                            shown.append(ObjectIdentifier(transition))
                        }
                        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
                            shown.append(ObjectIdentifier(selected))
                        }
                        pending += controller.children
                        // Asked of a child, UIKit answers with what its ancestors present too: ask the top one only.
                        if controller.parent == nil, let presented = controller.presentedViewController {
                            pending.append(presented)
                        }
                    }
                    return shown
                }
            }
            """
    }
}
