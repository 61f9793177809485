import Generator
import Templates

/// What opens a route, in a file of its own (`Coordinator+Routes.swift`) that only an app with routes gets: the
/// opening itself, the step it takes, and the protocols through which the app's `AppRoute+Opening.swift` tells it each
/// route's way (its table) and what it did (its outcome). Only the table is the app's own.
///
/// An app whose routes go on past the first screen of a flow that decides it gets a longer file, with a step that
/// waits for the decision (`waitsForDecisions`); every other app's stays as it was. The longer one serves any app.
enum RoutesRuntimeTemplate {
    static func text(_ types: RuntimeTypes, waitsForDecisions: Bool) -> String {
        tableText(types, waitsForDecisions: waitsForDecisions) + "\n\n"
            + actionText(types, waitsForDecisions: waitsForDecisions) + "\n\n"
            + openingText(types, waitsForDecisions: waitsForDecisions)
    }

    /// The protocols the app's routes conform to.
    private static func tableText(_ types: RuntimeTypes, waitsForDecisions: Bool) -> String {
        let coordinator = types.coordinator
        let decided =
            waitsForDecisions
            ? """


                /// What a route did whose way a flow that decides its first screen did not let go on: it chose another
                /// first screen than the way's, or ended first. `flow` is its name.
                static func decided(by flow: String) -> Outcome
            """ : ""
        let decidedDefault =
            waitsForDecisions
            ? """


                /// An app whose routes go on past no flow that decides its first screen: never asked.
                static func decided(by flow: String) -> Outcome { .rejected(.stepNotTaken(flow)) }
            """ : ""
        return """
            /// What `open(in:animated:completion:)` did, as ``\(types.routeOpening)`` makes it: the cases every app's
            /// `Outcome` has.
            protocol \(types.routeOutcome) {
                associatedtype Rejection: \(types.routeRejection)
                static var opened: Self { get }
                static func rejected(_ reason: Rejection) -> Self
            }

            /// Why a route stopped before its screen: the reasons every app's `Rejection` has.
            protocol \(types.routeRejection) {
                static var replaced: Self { get }
                static var appGone: Self { get }
                static var stillPresenting: Self { get }
                static func stepNotTaken(_ step: String) -> Self
            }

            /// An app's routes, as ``\(types.routeOpening)`` takes them: each route's way, where it starts, and what
            /// may stop it. `AppRoute+Opening.swift` declares the app's.
            @MainActor
            protocol \(types.routeTable) {
                associatedtype Route
                /// What routes open in: the root flow's coordinator, the tab bar or split view controller, or the app
                /// coordinator.
                associatedtype App: AnyObject
                associatedtype Outcome: \(types.routeOutcome)

                /// The actions of `route`'s way, in order, after its flow's first screen, as `app` shows it now.
                static func steps(for route: Route, in app: App) -> [\(types.routeAction)]

                /// The view controller at the root of what `app` shows.
                static func root(of app: App) -> UIViewController?

                /// The coordinator of the flow `route` opens in, as `app` shows it now.
                static func flow(of route: Route, in app: App) -> (any \(coordinator))?

                /// Why no route may go on from what `app` shows: a flow or screen that refuses routes is on screen.
                static func refusal(in app: App) -> Outcome?

                /// Once `flow`, the flow `route`'s way ends at, has decided its first screen, what the route did:
                /// `heard` gets `nil` when the route's screen is on top.
                static func decision(
                    of route: Route, in flow: (any \(coordinator))?, _ heard: @escaping (Outcome?) -> Void)

                /// Whether `app` shows the top-level flow `route` opens in; `nil` before it shows any.
                static func showsFlow(of route: Route, in app: App) -> Bool?

                /// Switches `app` to the top-level flow `route` opens in.
                static func switchToFlow(of route: Route, in app: App, animated: Bool)

                /// Has `app` call `heard` each time it shows a top-level flow, with whether it is `route`'s; `nil`
                /// stops it. The app holds `heard`.
                static func listen(for route: Route, in app: App, _ heard: ((Bool) -> Void)?)

                /// `.deferred(until:)` while routes wait behind a top-level flow of `app`'s.
                static func waiting(in app: App) -> Outcome?\(decided)
            }

            /// An app that refuses no route, has no route that ends where a flow decides its first screen, or shows
            /// one top-level flow only.
            extension \(types.routeTable) {
                static func refusal(in app: App) -> Outcome? { nil }

                static func decision(
                    of route: Route, in flow: (any \(coordinator))?, _ heard: @escaping (Outcome?) -> Void
                ) {
                    heard(nil)
                }

                static func showsFlow(of route: Route, in app: App) -> Bool? { true }

                static func switchToFlow(of route: Route, in app: App, animated: Bool) {}

                static func listen(for route: Route, in app: App, _ heard: ((Bool) -> Void)?) {}

                static func waiting(in app: App) -> Outcome? { nil }\(decidedDefault)
            }
            """
    }

    /// One step of a route's way.
    private static func actionText(_ types: RuntimeTypes, waitsForDecisions: Bool) -> String {
        let coordinator = types.coordinator
        let decision = waitsForDecisions ? decisionStepText(types) : ""
        return """
            /// A step of a route's way: a screen's action, taken on the flow that shows the screen. It returns the flow
            /// the next step acts on, or `nil` when UIKit did not take it.
            @MainActor
            struct \(types.routeAction) {
                let name: String
                let take: (any \(coordinator)) -> (any \(coordinator))?
                /// The flow this step would start, when the app already shows it as the step would: started from the
                /// flow's first screen, with nothing of the flow's pushed above it. `nil` for a step that shows a
                /// screen or starts a flow with values, which may differ.
                var shown: (any \(coordinator)) -> (any \(coordinator))? = { _ in nil }\(decision)

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

                /// An action of `Flow`'s that starts a `Child` flow: the next step acts on the child. With
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
            """
    }

    /// The step that waits for a flow on the way to decide its first screen: in an app whose routes go past one.
    private static func decisionStepText(_ types: RuntimeTypes) -> String {
        let coordinator = types.coordinator
        return """

                /// For a step that waits for the flow it acts on to decide its first screen: hands `heard` whether the
                /// flow chose the way's screen, once it has decided. `nil` for a step that takes an action.
                var decision: ((any \(coordinator), @escaping (Bool) -> Void) -> Void)?

                /// Waits until `Flow`, which the way has started or kept, has decided its first screen, and goes on in it
                /// only if it chose `Screen`. `decided` runs its closure once the flow has decided: at once for a flow
                /// that decides without a placeholder. A `Flow` that has chosen `Screen` already is kept.
                init<Flow: \(coordinator), Screen: UIViewController>(
                    deciding name: String, on flow: Flow.Type, choosing screen: Screen.Type,
                    _ decided: @escaping (Flow, @escaping () -> Void) -> Void = { $1() }
                ) {
                    self.name = name
                    take = { $0 }
                    let decision = { (current: any \(coordinator), heard: @escaping (Bool) -> Void) in
                        guard let flow = current as? Flow else { return heard(false) }
                        decided(flow) { [weak flow] in
                            heard(flow.map { $0.isShowingScreens && $0.rootViewController is Screen } ?? false)
                        }
                    }
                    self.decision = decision
                    shown = { current in
                        var chose = false
                        // At once for a flow that has decided; one still deciding calls it when it no longer matters.
                        decision(current) { chose = $0 }
                        return chose ? current : nil
                    }
                }
            """
    }

    /// The opening, which depends on no route.
    private static func openingText(_ types: RuntimeTypes, waitsForDecisions: Bool) -> String {
        let coordinator = types.coordinator
        let decisionStep =
            waitsForDecisions
            ? """

                    if let decision = step.decision {
                        return takeStep(afterDecisionOf: current, decision, named: step.name)
                    }
            """ : ""
        let afterDecision =
            waitsForDecisions
            ? """


                /// Goes on in `current` once it has decided its first screen, if it chose the way's; the route ends rejected
                /// with the flow's name otherwise.
                private func takeStep(
                    afterDecisionOf current: any \(coordinator),
                    _ decision: (any \(coordinator), @escaping (Bool) -> Void) -> Void, named name: String
                ) {
                    let attempt = self.attempt
                    decision(current) { chose in
                        // The route went on from the start of its way meanwhile, or waits behind a flow.
                        guard attempt == self.attempt else { return }
                        self.whenSettled { chose ? self.takeNextStep() : self.end(Table.decided(by: name)) }
                    }
                }
            """ : ""
        return """
            /// The opening under way in each app, by the app: a new one replaces it. Held weakly: an opening lives
            /// while a transition it waits for, or the app it waits in, holds it, and no longer.
            @MainActor
            private var runningRouteOpenings: [ObjectIdentifier: () -> AnyObject?] = [:]

            /// One route on its way. Before each step it waits until no transition runs on what the app shows: a push, a
            /// presentation, a dismissal, or the person's swipe.
            @MainActor
            final class \(types.routeOpening)<Table: \(types.routeTable)> {
                private weak var app: Table.App?
                private let key: ObjectIdentifier
                private let route: Table.Route
                /// The flow the way goes on from. The coordinator tree owns it: an opening that waits for a transition
                /// keeps no flow that has ended meanwhile.
                private weak var flow: (any \(coordinator))?
                private var steps: [\(types.routeAction)] = []
                private let animated: Bool
                private var completion: ((Table.Outcome) -> Void)?
                /// Whether this opening has started on its way: from then on, a switch it did not ask for is not its cue.
                private var started = false
                /// Whether this opening asked the app to switch to the route's top-level flow, and waits for it.
                private var switching = false
                /// Whether the completion heard that the route waits.
                private var toldDeferred = false
                /// How often the route has gone on from the start of its way: what it queued before it waited or went
                /// on again does not run.
                private var attempt = 0

                init(
                    app: Table.App, route: Table.Route, animated: Bool, completion: @escaping (Table.Outcome) -> Void
                ) {
                    self.app = app
                    key = ObjectIdentifier(app)
                    self.route = route
                    self.animated = animated
                    self.completion = completion
                }

                func begin() {
                    (runningRouteOpenings[key]?() as? \(types.routeOpening))?.end(.rejected(.replaced))
                    runningRouteOpenings[key] = { [weak self] in self }
                    guard let app else { return }
                    // The app holds the opening while it waits for a flow.
                    Table.listen(for: route, in: app) { shown in self.flowShown(isRoutes: shown) }
                    // Before the app shows a top-level flow, the first one it shows lets the route go on.
                    guard Table.showsFlow(of: route, in: app) != nil else { return }
                    goOn()
                }

                /// The app shows a top-level flow: the one this opening switched to (`isRoutes` when it is the route's),
                /// or the first or next one while it waits.
                private func flowShown(isRoutes: Bool) {
                    guard completion != nil else { return }
                    if let deferred = waiting { return wait(deferred) }
                    if switching {
                        switching = false
                        guard isRoutes else { return end(.rejected(.stepNotTaken("switch"))) }
                        return whenSettled { self.dismissPresented() }
                    }
                    // The app switched under a route on its way: the flow it was taking is gone.
                    guard !started else { return end(.rejected(.appGone)) }
                    goOn()
                }

                /// `.deferred(until:)` while routes wait behind a top-level flow of the app's.
                private var waiting: Table.Outcome? {
                    guard let app else { return nil }
                    return Table.waiting(in: app)
                }

                /// Goes on from the start of the way once no transition runs, unless routes wait behind a flow.
                private func goOn() {
                    if let deferred = waiting { return wait(deferred) }
                    attempt += 1
                    whenSettled { self.start() }
                }

                /// Waits from the start of the way, until the app switches to a flow routes open in (the person is in),
                /// whatever the route had done or queued; tells the completion once, with `deferred`.
                private func wait(_ deferred: Table.Outcome) {
                    attempt += 1
                    started = false
                    switching = false
                    steps = []
                    flow = nil
                    guard !toldDeferred else { return }
                    toldDeferred = true
                    completion?(deferred)
                }

                /// Checks that the route may go on from what is on screen, then takes the app to the route's flow.
                private func start() {
                    guard let app else { return end(.rejected(.appGone)) }
                    if let refusal = Table.refusal(in: app) { return end(refusal) }
                    started = true
                    guard Table.showsFlow(of: route, in: app) == true else {
                        switching = true
                        return Table.switchToFlow(of: route, in: app, animated: animated)
                    }
                    dismissPresented()
                }

                /// Keeps the part of the way the app already shows (flows the way starts, running as it would start
                /// them), then dismisses what is presented above it, so that the way goes on from there.
                private func dismissPresented() {
                    guard let app, let root = Table.root(of: app), let first = Table.flow(of: route, in: app) else {
                        return end(.rejected(.appGone))
                    }
                    // The way from what the app shows: from a split view's compact column while it is collapsed.
                    steps = Table.steps(for: route, in: app)
                    var kept = first
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
                    (Table.root(of: app) as? UITabBarController)?.selectedViewController = first.navigationController
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
                    guard let step = steps.first else { return finish() }
                    // The flow the way goes on from ended under it (your code replaced it, or left it).
                    guard let current = flow else { return end(.rejected(.stepNotTaken(step.name))) }
                    steps.removeFirst()\(decisionStep)
                    guard let next = step.take(current) else { return end(.rejected(.stepNotTaken(step.name))) }
                    flow = next
                    whenSettled { self.takeNextStep() }
                }\(afterDecision)

                /// Ends on the route's screen, once the flow the way ends at has decided its first screen: a flow that
                /// chose another ends the route rejected.
                private func finish() {
                    Table.decision(of: route, in: flow) { outcome in
                        self.whenSettled { self.end(outcome ?? .opened) }
                    }
                }

                /// Runs `next` once no transition runs on what the app shows; never once this opening has gone on
                /// from the start again, and not while routes wait behind a flow: the route waits again instead.
                private func whenSettled(_ next: @escaping () -> Void) {
                    let attempt = self.attempt
                    afterTransitions {
                        guard attempt == self.attempt else { return }
                        if let deferred = self.waiting {
                            return self.wait(deferred)
                        }
                        next()
                    }
                }

                /// Runs `next` once no transition runs on what the app shows, on the main queue's turn after the last one
                /// ended, so that the coordinators have heard of it; never, once this opening has ended.
                private func afterTransitions(_ next: @escaping () -> Void) {
                    guard completion != nil else { return }
                    guard let transition = runningTransition() else { return next() }
                    let queued = transition.animate(alongsideTransition: nil) { _ in
                        DispatchQueue.main.async { self.afterTransitions(next) }
                    }
                    if !queued {
                        DispatchQueue.main.async { self.afterTransitions(next) }
                    }
                }

                /// The transition under way on the app's root, its selected tab, what they present, or a split view's
                /// columns, which each have a stack of their own.
                private func runningTransition() -> (any UIViewControllerTransitionCoordinator)? {
                    guard let app else { return nil }
                    var shown = Table.root(of: app)
                    while let controller = shown {
                        let front = (controller as? UITabBarController)?.selectedViewController ?? controller
                        if let transition = front.transitionCoordinator ?? controller.transitionCoordinator {
                            return transition
                        }
                        if #available(iOS 14.0, *), let split = controller as? UISplitViewController {
                            let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
                            for column in columns {
                                if let transition = split.viewController(for: column)?.transitionCoordinator {
                                    return transition
                                }
                            }
                        }
                        shown = controller.presentedViewController
                    }
                    return nil
                }

                private func end(_ outcome: Table.Outcome) {
                    guard let completion else { return }
                    self.completion = nil
                    if runningRouteOpenings[key]?() === self {
                        runningRouteOpenings[key] = nil
                        if let app {
                            Table.listen(for: route, in: app, nil)
                        }
                    }
                    completion(outcome)
                }
            }
            """
    }
}
