import Templates

/// `AppRoute+Opening.swift`: `open(in:animated:completion:)`, which takes the app from whatever is on screen to a
/// route's screen, for an app with one root flow or a tab bar.
///
/// Each route's way becomes a list of steps, one per action, that the file's `Opening` takes one at a time, each once
/// UIKit has finished the transition before it: a step UIKit would refuse or drop is never asked during another.
struct RouteOpeningTranslator {
    /// The names `AppRoute` declares in this file beside the routes' cases: no route may take one.
    static let declaredNames: Set<String> = [outcome, rejection, opening]
    static let outcome = "Outcome"
    static let rejection = "Rejection"
    static let opening = "Opening"

    let model: AppModel
    /// The app's root: the root flow's coordinator, or the tab bar controller with the coordinator of each tab.
    let app: (type: String, tabs: [TabModel])

    /// The translator for `model`, or `nil` when its app cannot open routes yet: one that switches top-level flows.
    init?(model: AppModel) {
        self.model = model
        switch model.shape {
        case .root(let coordinator): app = (Constants.coordinator(coordinator), [])
        case .tabs(let controller, let tabs): app = (controller, tabs)
        case .flows: return nil
        }
    }

    func declarations() -> [Declaration] {
        let access = model.target.access.modifier.map { [$0] } ?? []
        let open = FunctionDeclaration(
            documentation: [
                "Shows this route's screen from whatever is on screen. It dismisses what is presented, "
                    + (app.tabs.isEmpty ? "" : "selects the route's tab, "),
                "goes back to the flow's first screen, then takes the actions of the route's way one at a time, each",
                "once UIKit has finished the transition before it, so that UIKit refuses or drops none. Opening another",
                "route in the same app before this one ends replaces it.",
                "",
                "- Parameter completion: Hears, once, whether the route reached its screen, or why it stopped.",
            ],
            attributes: ["@MainActor"], modifiers: access, name: "open",
            parameters: [
                FunctionParameter(label: "in", name: "app", type: app.type),
                FunctionParameter(name: "animated", type: "Bool", defaultValue: "true"),
                FunctionParameter(
                    name: "completion", type: "@escaping @MainActor (\(Self.outcome)) -> Void", defaultValue: "{ _ in }"
                ),
            ],
            body: [
                .call(
                    prefix: "\(Self.opening)",
                    arguments: [
                        "root: app" + (app.tabs.isEmpty ? ".navigationController" : ""),
                        "flow: " + (app.tabs.isEmpty ? "app" : "\(Self.opening).flow(of: self, in: app)"),
                        "steps: \(Self.opening).steps(for: self)", "animated: animated", "completion: completion",
                    ], suffix: ".begin()")
            ])
        return [
            .type(
                TypeDeclaration(
                    kind: .extension, name: model.target.runtime.appRoute,
                    members: [
                        .type(outcomeType(access)), .type(rejectionType(access)), .function(open),
                        .type(openingType()),
                    ]))
        ]
    }

    private func outcomeType(_ access: [String]) -> TypeDeclaration {
        TypeDeclaration(
            documentation: ["What `open(in:animated:completion:)` did."], modifiers: access, kind: .enum,
            name: Self.outcome, inheritance: ["Equatable", "Sendable"],
            members: [
                .enumCase(EnumCaseDeclaration(documentation: ["The route's screen is shown, on top."], name: "opened")),
                .enumCase(
                    EnumCaseDeclaration(
                        documentation: [
                            "The route stopped before its screen, for this reason; the app stays where it was."
                        ],
                        name: "rejected", associatedValues: [AssociatedValue(label: nil, type: Self.rejection)])),
            ])
    }

    private func rejectionType(_ access: [String]) -> TypeDeclaration {
        let reason = { (documentation: [String], name: String, value: String?) in
            Declaration.enumCase(
                EnumCaseDeclaration(
                    documentation: documentation, name: name,
                    associatedValues: value.map { [AssociatedValue(label: nil, type: $0)] } ?? []))
        }
        return TypeDeclaration(
            documentation: ["Why a route stopped before its screen."], modifiers: access, kind: .enum,
            name: Self.rejection, inheritance: ["Equatable", "Sendable"],
            members: [
                reason(
                    ["Another route was opened in the same app before this one reached its screen."], "replaced", nil),
                reason(["The app's root view controller went while the route was opening."], "appGone", nil),
                reason(
                    ["What was presented stayed after the route asked UIKit to dismiss it."], "stillPresenting", nil),
                reason(
                    [
                        "UIKit did not take a step: going back to the flow's first screen (`\"back\"`), or a screen's",
                        "action (`\"Home.openArticle\"`), which then did not show its screen or start its flow.",
                    ], "stepNotTaken", "String"),
            ])
    }

    /// The private class that takes a route's steps; its members that depend on the routes come first.
    private func openingType() -> TypeDeclaration {
        var members: [Declaration] = [.function(stepsFunction())]
        if !app.tabs.isEmpty {
            members.append(.function(tabFunction()))
        }
        members.append(.verbatim(Self.openingText(coordinator: model.target.runtime.coordinator)))
        return TypeDeclaration(
            documentation: [
                "One route on its way. Before each step it waits until no transition runs on what the app shows: a",
                "push, a presentation, a dismissal, or the person's swipe.",
            ],
            attributes: ["@MainActor"], modifiers: ["private", "final"], kind: .class, name: Self.opening,
            members: members)
    }

    /// The steps of each route, after its flow's first screen.
    private func stepsFunction() -> FunctionDeclaration {
        let cases = model.routes.map { route in
            let steps = self.steps(of: route)
            let bound = steps.isEmpty || route.values.isEmpty
            let bindings = bound ? "" : "(" + route.values.map { "let " + $0.name }.joined(separator: ", ") + ")"
            return SwitchCase(
                pattern: "." + route.name + bindings,
                body: [steps.isEmpty ? .line("return []") : .block(opener: "return [", body: steps, closer: "]")])
        }
        return FunctionDeclaration(
            documentation: ["The actions of `route`'s way, in order, after its flow's first screen."],
            modifiers: ["static"], name: "steps",
            parameters: [FunctionParameter(label: "for", name: "route", type: model.target.runtime.appRoute)],
            returnType: "[Step]", body: [.switchOver(subject: "route", cases: cases)])
    }

    /// One step per action on `route`'s way, as code: the flow that takes it, and what it shows or starts.
    private func steps(of route: RouteModel) -> [Statement] {
        guard case .flow(var flow, _) = route.way.first else { return [] }
        var steps: [[String]] = []
        for step in route.way.dropFirst() {
            guard case .action(let screen, let name) = step,
                let action = model.coordinator(named: flow)?.actions.first(where: {
                    $0.screen == screen && $0.name == name
                })
            else { continue }
            let label = SwiftSpelling.stringLiteral(screen + "." + name)
            let taker = "on: " + Constants.coordinator(flow) + ".self"
            let call = "{ $0." + action.callPassingValuesByName + " }"
            let result: String
            if case .startChild(let child, _, _) = action.navigation {
                result = "starting: " + Constants.coordinator(child) + ".self"
                flow = child
            } else {
                result = "showing: " + Constants.baseClass(action.navigation.shownScreens.last ?? screen) + ".self"
            }
            steps.append([label, taker, result, call])
        }
        // Each step but a lone one ends with a comma, as swift-format writes an array literal.
        return steps.map { .call(prefix: "Step", arguments: $0, suffix: steps.count > 1 ? "," : "") }
    }

    /// The tab each route opens in.
    private func tabFunction() -> FunctionDeclaration {
        var routesByTab: [String: [String]] = [:]
        for route in model.routes {
            if case .flow(let coordinator, _) = route.way.first {
                routesByTab[coordinator, default: []].append("." + route.name)
            }
        }
        let cases = app.tabs.compactMap { tab -> SwitchCase? in
            guard let routes = routesByTab[tab.coordinator] else { return nil }
            return SwitchCase(
                pattern: routes.joined(separator: ", "), body: [.line("return app." + TabBarTranslator.property(tab))])
        }
        return FunctionDeclaration(
            documentation: ["The coordinator of the tab `route` opens in."],
            modifiers: ["static"], name: "flow",
            parameters: [
                FunctionParameter(label: "of", name: "route", type: model.target.runtime.appRoute),
                FunctionParameter(label: "in", name: "app", type: app.type),
            ],
            returnType: "any " + model.target.runtime.coordinator, body: [.switchOver(subject: "route", cases: cases)])
    }

    /// What every `Opening` does; it depends on no route.
    private static func openingText(coordinator: String) -> String {
        """
        /// A step of the way: a screen's action, taken on the flow that shows the screen. It returns the flow the
        /// next step acts on, or `nil` when UIKit did not take it.
        @MainActor
        struct Step {
            let name: String
            let take: (any \(coordinator)) -> (any \(coordinator))?

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

            /// An action of `Flow`'s that starts a `Child` flow: the next step acts on the child.
            init<Flow: \(coordinator), Child: \(coordinator)>(
                _ name: String, on flow: Flow.Type, starting child: Child.Type, _ action: @escaping (Flow) -> Void
            ) {
                self.name = name
                take = { current in
                    guard let flow = current as? Flow else { return nil }
                    let started = flow.childCoordinators.count
                    action(flow)
                    guard flow.childCoordinators.count > started else { return nil }
                    return flow.childCoordinators.last as? Child
                }
            }
        }

        /// The opening under way in each app, by the app's root view controller: a new one replaces it.
        private static var running: [ObjectIdentifier: Opening] = [:]

        private weak var root: UIViewController?
        private let key: ObjectIdentifier
        private var flow: any \(coordinator)
        private var steps: [Step]
        private let animated: Bool
        private var completion: ((Outcome) -> Void)?

        init(
            root: UIViewController, flow: any \(coordinator), steps: [Step], animated: Bool,
            completion: @escaping (Outcome) -> Void
        ) {
            self.root = root
            key = ObjectIdentifier(root)
            self.flow = flow
            self.steps = steps
            self.animated = animated
            self.completion = completion
        }

        func begin() {
            Self.running[key]?.end(.rejected(.replaced))
            Self.running[key] = self
            whenSettled { self.dismissPresented() }
        }

        /// Dismisses what is presented above the app's root, so that the way starts from the flow's own stack.
        private func dismissPresented() {
            guard let root else { return end(.rejected(.appGone)) }
            guard root.presentedViewController != nil else { return goBack() }
            root.dismiss(animated: animated)
            whenSettled {
                guard root.presentedViewController == nil else { return self.end(.rejected(.stillPresenting)) }
                self.goBack()
            }
        }

        /// Selects the flow's tab, and goes back to the flow's first screen.
        private func goBack() {
            (root as? UITabBarController)?.selectedViewController = flow.navigationController
            flow.popToFirstScreen(animated: animated)
            whenSettled {
                guard self.flow.navigationController.topViewController === self.flow.rootViewController else {
                    return self.end(.rejected(.stepNotTaken("back")))
                }
                self.takeNextStep()
            }
        }

        private func takeNextStep() {
            guard root != nil else { return end(.rejected(.appGone)) }
            guard !steps.isEmpty else { return end(.opened) }
            let step = steps.removeFirst()
            guard let next = step.take(flow) else { return end(.rejected(.stepNotTaken(step.name))) }
            flow = next
            whenSettled { self.takeNextStep() }
        }

        /// Runs `next` once no transition runs on what the app shows, on the main queue's turn after the last one
        /// ended, so that the coordinators have heard of it; never, once this opening has ended.
        private func whenSettled(_ next: @escaping () -> Void) {
            guard completion != nil else { return }
            guard let transition = runningTransition() else { return next() }
            let queued = transition.animate(alongsideTransition: nil) { _ in
                DispatchQueue.main.async { self.whenSettled(next) }
            }
            if !queued {
                DispatchQueue.main.async { self.whenSettled(next) }
            }
        }

        /// The transition under way on the app's root, its selected tab, or what they present.
        private func runningTransition() -> (any UIViewControllerTransitionCoordinator)? {
            var shown = root
            while let controller = shown {
                let front = (controller as? UITabBarController)?.selectedViewController ?? controller
                if let transition = front.transitionCoordinator ?? controller.transitionCoordinator {
                    return transition
                }
                shown = controller.presentedViewController
            }
            return nil
        }

        private func end(_ outcome: Outcome) {
            guard let completion else { return }
            self.completion = nil
            if Self.running[key] === self {
                Self.running[key] = nil
            }
            completion(outcome)
        }
        """
    }
}
