import Generator
import Templates

extension RouteOpeningTranslator {
    /// What every `Opening` does; it depends on no route.
    func openingText() -> String {
        let coordinator = runtime.coordinator
        let flowShown = AppCoordinatorTranslator.flowShown
        var text = """
            /// A step of the way: a screen's action, taken on the flow that shows the screen. It returns the flow the
            /// next step acts on, or `nil` when UIKit did not take it.
            @MainActor
            struct Step {
                let name: String
                let take: (any \(coordinator)) -> (any \(coordinator))?
                /// The flow this step would start, when the app already shows it as the step would: started from the
                /// flow's first screen, with nothing of the flow's pushed above it. `nil` for a step that shows a
                /// screen or starts a flow with values, which may differ.
                var shown: (any \(coordinator)) -> (any \(coordinator))? = { _ in nil }

                /// An action of `Flow`'s that pushes or presents `Screen`.
                init<Flow: \(coordinator), Screen: UIViewController>(
                    _ name: String, on flow: Flow.Type, showing screen: Screen.Type, _ action: @escaping (Flow) -> Void
                ) {
                    self.name = name
                    take = { current in
                        guard let flow = current as? Flow else { return nil }
                        action(flow)
                        return flow.topNavigationController.topViewController is Screen ? flow : nil
                    }
                }

            \(presentsUnwrapped ? """
                /// An action of `Flow`'s that presents `Screen` as it is, without a navigation controller of its own
                /// (`"wrap": false`).
                init<Flow: \(coordinator), Screen: UIViewController>(
                    _ name: String, on flow: Flow.Type, presenting screen: Screen.Type, _ action: @escaping (Flow) -> Void
                ) {
                    self.name = name
                    take = { current in
                        guard let flow = current as? Flow else { return nil }
                        let stack = flow.topNavigationController
                        action(flow)
                        return stack.presentedViewController is Screen ? flow : nil
                    }
                }


            """ : "")    /// An action of `Flow`'s that starts a `Child` flow: the next step acts on the child. With
                /// `keepingShown`, a `Child` the app shows as this step would start it is kept. `running` finds a
                /// single-instance `Child` that runs elsewhere, which the action brings forward instead of starting
                /// one: the next step acts on it.
                init<Flow: \(coordinator), Child: \(coordinator)>(
                    _ name: String, on flow: Flow.Type, starting child: Child.Type, keepingShown: Bool = false,
                    running: @escaping (Flow) -> Child? = { _ in nil }, _ action: @escaping (Flow) -> Void
                ) {
                    self.name = name
                    take = { current in
                        guard let flow = current as? Flow else { return nil }
                        let started = flow.childCoordinators.count
                        action(flow)
                        guard flow.childCoordinators.count > started else { return running(flow) }
                        return flow.childCoordinators.last as? Child
                    }
                    if keepingShown {
                        shown = { current in
                            current.childCoordinators.last { $0 is Child && Self.runsOverFirstScreen($0, of: current) }
                        }
                    }
                }

                /// Whether `child` runs right over `flow`'s first screen: pushed right above it, or presented while it
                /// is the top of `flow`'s stack.
                private static func runsOverFirstScreen(
                    _ child: any \(coordinator), of flow: any \(coordinator)
                ) -> Bool {
                    let stack = flow.navigationController
                    guard child.isShowingScreens, let first = flow.rootViewController,
                        let childFirst = child.rootViewController
                    else { return false }
                    if child.navigationController === stack {
                        guard let index = stack.viewControllers.firstIndex(where: { $0 === first }),
                            index + 1 < stack.viewControllers.count
                        else { return false }
                        return stack.viewControllers[index + 1] === childFirst
                    }
                    return stack.topViewController === first
                        && stack.presentedViewController === child.navigationController
                }
            }

            /// The opening under way in each app, by the app: a new one replaces it. Held weakly: an opening lives
            /// while a transition it waits for, or the app it waits in, holds it, and no longer.
            private static var running: [ObjectIdentifier: () -> Opening?] = [:]

            private weak var app: \(appType)?
            private let key: ObjectIdentifier
            private let route: \(runtime.appRoute)
            /// The flow the way goes on from. The coordinator tree owns it: an opening that waits for a transition
            /// keeps no flow that has ended meanwhile.
            private weak var flow: (any \(coordinator))?
            private var steps: [Step]
            private let animated: Bool
            private var completion: ((Outcome) -> Void)?

            """
        if switchesFlows {
            text += """
                /// Whether this opening has started on its way: from then on, a switch it did not ask for is not its cue.
                private var started = false
                /// Whether this opening asked the app to switch to the route's top-level flow, and waits for it.
                private var switching = false

                """
        }
        if waits {
            text += """
                /// Whether the completion heard that the route waits.
                private var toldDeferred = false
                /// How often the route has gone on from the start of its way: what it queued before it waited or went
                /// on again does not run.
                private var attempt = 0

                """
        }
        text += """

            init(app: \(appType), route: \(runtime.appRoute), animated: Bool, completion: @escaping (Outcome) -> Void) {
                self.app = app
                key = ObjectIdentifier(app)
                self.route = route
                steps = \(opensInColumns ? "[]" : "Self.steps(for: route)")
                self.animated = animated
                self.completion = completion
            }

            func begin() {
                Self.running[key]?()?.end(.rejected(.replaced))
                Self.running[key] = { [weak self] in self }

            """
        if switchesFlows {
            text += """
                    // The app holds the opening while it waits for a flow.
                    app?.\(flowShown) = { shown in self.flowShown(shown) }
                    // Before the app coordinator starts, the first flow it shows lets the route go on.

                """
            text += "    guard app?.flow != nil else { return }\n"
        }
        text += waits ? "    goOn()\n}\n\n" : "    whenSettled { self.start() }\n}\n\n"
        if switchesFlows {
            text += """

                /// The app shows `shown`: the flow this opening switched to, or the first or next flow while it waits.
                private func flowShown(_ shown: \(runtime.appFlow)) {
                    guard completion != nil else { return }

                """
            if waits {
                text += """
                        if let behind = app?.\(AppCoordinatorTranslator.routesWaitBehind) { return wait(behind: behind) }

                    """
            }
            text += """
                    if switching {
                        switching = false
                        guard shown == Self.topLevelFlow(of: route) else { return end(.rejected(.stepNotTaken("switch"))) }
                        return whenSettled { self.dismissPresented() }
                    }
                    // The app switched under a route on its way: the flow it was taking is gone.
                    guard !started else { return end(.rejected(.appGone)) }

                """
            text += waits ? "    goOn()\n}\n\n" : "    whenSettled { self.start() }\n}\n\n"
        }
        if waits {
            text += """

                /// Goes on from the start of the way once no transition runs, unless routes wait behind a flow.
                private func goOn() {
                    if let behind = app?.\(AppCoordinatorTranslator.routesWaitBehind) { return wait(behind: behind) }
                    attempt += 1
                    whenSettled { self.start() }
                }

                /// Waits behind `flow`, from the start of the way, until the app switches to a flow routes open in
                /// (the person is in), whatever the route had done or queued; tells the completion once.
                private func wait(behind flow: \(runtime.appFlow)) {
                    attempt += 1
                    started = false
                    switching = false
                    steps = \(opensInColumns ? "[]" : "Self.steps(for: route)")
                    self.flow = nil
                    guard !toldDeferred else { return }
                    toldDeferred = true
                    completion?(.deferred(until: flow))
                }

                """
        }
        text += """

            /// Checks that the route may go on from what is on screen, then takes the app to the route's flow.
            private func start() {

            """
        text +=
            refuses || switchesFlows
            ? "    guard let app else { return end(.rejected(.appGone)) }\n"
            : "    guard app != nil else { return end(.rejected(.appGone)) }\n"
        if refuses {
            text += """
                    if let refusal = Self.refusal(in: app) { return end(.rejected(.refused(by: refusal))) }

                """
        }
        if switchesFlows {
            text += """
                    started = true
                    let target = Self.topLevelFlow(of: route)
                    guard app.flow == target else {
                        switching = true
                        return app.switch(to: target, animated: animated)
                    }

                """
        }
        text += """
                dismissPresented()
            }

            /// Keeps the part of the way the app already shows (flows the way starts, running as it would start
            /// them), then dismisses what is presented above it, so that the way goes on from there.
            private func dismissPresented() {
                guard let app, let root = Self.root(of: app), let first = Self.flow(of: route, in: app) else {
                    return end(.rejected(.appGone))
                }
            \(!opensInColumns ? "" : "    // The way from the column on screen: the compact one's while collapsed.\n    steps = Self.steps(for: route, in: app)\n")    var kept = first
                while let step = steps.first, let shown = step.shown(kept) {
                    kept = shown
                    steps.removeFirst()
                }
                flow = kept
                // The first flow's stack presents from the app's root; a kept flow's stack presents itself.
                let base = kept === first ? root : kept.navigationController
                guard base.presentedViewController != nil else { return goBack(selecting: first) }
                base.dismiss(animated: animated)
                whenSettled { [weak first] in
                    guard base.presentedViewController == nil else { return self.end(.rejected(.stillPresenting)) }
                    guard let first else { return self.end(.rejected(.appGone)) }
                    self.goBack(selecting: first)
                }
            }

            /// Selects the tab of the route's first flow, and goes back to the first screen of the flow the way goes
            /// on from.
            private func goBack(selecting first: any \(coordinator)) {
                guard let app, let flow else { return end(.rejected(.appGone)) }
                (Self.root(of: app) as? UITabBarController)?.selectedViewController = first.navigationController
                flow.popToFirstScreen(animated: animated)
                whenSettled {
                    guard let flow = self.flow, flow.navigationController.topViewController === flow.rootViewController
                    else {
                        return self.end(.rejected(.stepNotTaken("back")))
                    }
                    self.takeNextStep()
                }
            }

            private func takeNextStep() {
                guard app != nil else { return end(.rejected(.appGone)) }
                guard let step = steps.first else { return \(endsAtDecision.isEmpty ? "end(.opened)" : "finish()") }
                // The flow the way goes on from ended under it (your code replaced it, or left it).
                guard let current = flow else { return end(.rejected(.stepNotTaken(step.name))) }
                steps.removeFirst()
                guard let next = step.take(current) else { return end(.rejected(.stepNotTaken(step.name))) }
                flow = next
                whenSettled { self.takeNextStep() }
            }


            """
        let settle = waits ? "afterTransitions" : "whenSettled"
        if waits {
            text += """
                /// Runs `next` once no transition runs on what the app shows; never once this opening has gone on
                /// from the start again, and not while routes wait behind a flow: the route waits again instead.
                private func whenSettled(_ next: @escaping () -> Void) {
                    let attempt = self.attempt
                    afterTransitions {
                        guard attempt == self.attempt else { return }
                        if let behind = self.app?.\(AppCoordinatorTranslator.routesWaitBehind) {
                            return self.wait(behind: behind)
                        }
                        next()
                    }
                }


                """
        }
        text += """
            \(endsAtDecision.isEmpty ? "" : """
            /// Ends on the route's screen, once the flow the way ends at has decided its first screen: a flow that
            /// chose another ends the route rejected.
            private func finish() {
                guard let flow else { return end(.rejected(.appGone)) }
                Self.decision(of: route, in: flow) { other in
                    self.whenSettled { self.end(other.map { .rejected(.decided(by: $0)) } ?? .opened) }
                }
            }


            """)/// Runs `next` once no transition runs on what the app shows, on the main queue's turn after the last one
            /// ended, so that the coordinators have heard of it; never, once this opening has ended.
            private func \(settle)(_ next: @escaping () -> Void) {
                guard completion != nil else { return }
                guard let transition = runningTransition() else { return next() }
                let queued = transition.animate(alongsideTransition: nil) { _ in
                    DispatchQueue.main.async { self.\(settle)(next) }
                }
                if !queued {
                    DispatchQueue.main.async { self.\(settle)(next) }
                }
            }

            /// The transition under way on the app's root, its selected tab, or what they present.
            private func runningTransition() -> (any UIViewControllerTransitionCoordinator)? {
                var shown = app.flatMap(Self.root(of:))
                while let controller = shown {
                    let front = (controller as? UITabBarController)?.selectedViewController ?? controller
                    if let transition = front.transitionCoordinator ?? controller.transitionCoordinator {
                        return transition
                    }
            \(!opensInColumns ? "" : """
                    // A split view's columns each have a stack of their own, which may be moving.
                    if let split = controller as? UISplitViewController {
                        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
                        for column in columns {
                            if let transition = split.viewController(for: column)?.transitionCoordinator {
                                return transition
                            }
                        }
                    }

            """)        shown = controller.presentedViewController
                }
                return nil
            }

            private func end(_ outcome: Outcome) {
                guard let completion else { return }
                self.completion = nil
                if Self.running[key]?() === self {
                    Self.running[key] = nil

            """
        if switchesFlows {
            text += """
                        app?.\(flowShown) = nil

                """
        }
        text += """
                }
                completion(outcome)
            }
            """
        return text
    }
}
