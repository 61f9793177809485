import Templates

/// `AppRoute+Opening.swift`: `open(in:animated:completion:)`, which takes the app from whatever is on screen to a
/// route's screen: from the root flow's coordinator, the tab bar controller, or the app coordinator of an app that
/// switches top-level flows.
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
    /// What `open` takes: the root flow's coordinator, the tab bar controller, or the app coordinator.
    private let appType: String
    private var runtime: RuntimeTypes { model.target.runtime }
    private var arrivals: RouteArrivals { model.routeArrivals }
    /// Whether the app switches top-level flows: the route may have to switch first.
    private var switchesFlows: Bool { model.shape.switchableFlows != nil }
    /// Whether a top-level flow keeps routes waiting until the app leaves it.
    private var waits: Bool { switchesFlows && !arrivals.waitingFlows.isEmpty }
    /// Whether a flow or screen refuses routes while it is on screen.
    private var refuses: Bool { !arrivals.refusingFlows.isEmpty || !arrivals.refusingScreens.isEmpty }

    init(model: AppModel) {
        self.model = model
        switch model.shape {
        case .root(let coordinator): appType = Constants.coordinator(coordinator)
        case .tabs(let controller, _): appType = controller
        case .flows: appType = model.target.runtime.appCoordinator
        }
    }

    func declarations() -> [Declaration] {
        let access = model.target.access.modifier.map { [$0] } ?? []
        // Each paragraph is one line: the renderer breaks it at the line width.
        var documentation = [
            "Shows this route's screen from whatever is on screen. "
                + (switchesFlows
                    ? "It switches to the route's top-level flow or dismisses what is presented, "
                    : "It dismisses what is presented, ")
                + "selects the route's tab, goes back to the flow's first screen, then takes the actions of the route's "
                + "way one at a time, each once UIKit has finished the transition before it, so that UIKit refuses or "
                + "drops none. Opening another route in the same app before this one ends replaces it."
        ]
        if refuses {
            documentation += [
                "", "While a flow or screen marked `\"onRoute\": \"reject\"` is on screen, the route is refused.",
            ]
        }
        if waits {
            documentation += [
                "",
                "While a top-level flow marked `\"onRoute\": \"wait\"` is on screen (login), the route waits, and "
                    + "opens once the app switches to a flow that is not marked so.",
            ]
        }
        if switchesFlows {
            documentation += [
                "", "Before the app coordinator's `start()`, the route opens once the app shows its first flow.",
            ]
        }
        documentation += [
            "",
            "- Parameter completion: Hears "
                + (waits ? "`.deferred(until:)` when the route waits for a flow, then " : "")
                + "once whether the route reached its screen, or why it stopped.",
        ]
        let open = FunctionDeclaration(
            documentation: documentation,
            attributes: ["@MainActor"], modifiers: access, name: "open",
            parameters: [
                FunctionParameter(label: "in", name: "app", type: appType),
                FunctionParameter(name: "animated", type: "Bool", defaultValue: "true"),
                FunctionParameter(
                    name: "completion", type: "@escaping @MainActor (\(Self.outcome)) -> Void", defaultValue: "{ _ in }"
                ),
            ],
            body: [
                .line(
                    "\(Self.opening)(app: app, route: self, animated: animated, completion: completion).begin()")
            ])
        return [
            .type(
                TypeDeclaration(
                    kind: .extension, name: runtime.appRoute,
                    members: [.type(outcomeType(access)), .type(rejectionType(access)), .function(open)]
                        + entryPoints(access) + [.type(openingType())]))
        ]
    }

    /// The key under which a quick action's `userInfo` and a notification's payload hold a route's link.
    static let linkKey = "link"

    /// How a route arrives from outside the app besides a URL: a universal link's activity, a home-screen quick
    /// action, a notification's payload; and the quick action that opens a route.
    private func entryPoints(_ access: [String]) -> [Declaration] {
        let key = SwiftSpelling.stringLiteral(Self.linkKey)
        let fromLink = { (source: String) -> [Statement] in
            [
                .line("guard let link = \(source)[\(key)] as? String, let url = URL(string: link) else { return nil }"),
                .line("self.init(url: url)"),
            ]
        }
        return [
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "The route of a universal link, as the system hands it to `scene(_:continue:)`, or on a cold start in "
                            + "`connectionOptions.userActivities`; `nil` for another activity, or a link that is no route's."
                    ],
                    modifiers: access, isFailable: true,
                    parameters: [FunctionParameter(name: "userActivity", type: "NSUserActivity")],
                    body: [
                        .block(
                            opener: "guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, "
                                + "let url = userActivity.webpageURL else {",
                            body: [.line("return nil")]),
                        .line("self.init(url: url)"),
                    ])),
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "The route of a home-screen quick action that `shortcutItem(title:subtitle:)` made, or whose "
                            + "`userInfo` holds a route's link under \(key); `nil` for another."
                    ],
                    modifiers: access, isFailable: true,
                    parameters: [FunctionParameter(name: "shortcutItem", type: "UIApplicationShortcutItem")],
                    body: fromLink("shortcutItem.userInfo?"))),
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "The route of a notification whose payload holds a route's link under \(key) "
                            + "(`response.notification.request.content.userInfo`); `nil` for another."
                    ],
                    modifiers: access, isFailable: true,
                    parameters: [FunctionParameter(name: "userInfo", type: "[AnyHashable: Any]")],
                    body: fromLink("userInfo"))),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "A home-screen quick action that opens this route: set it in `UIApplication.shared.shortcutItems`."
                    ],
                    modifiers: access, name: "shortcutItem",
                    parameters: [
                        FunctionParameter(name: "title", type: "String"),
                        FunctionParameter(name: "subtitle", type: "String?", defaultValue: "nil"),
                    ],
                    returnType: "UIApplicationShortcutItem",
                    body: [
                        .call(
                            prefix: "return UIApplicationShortcutItem",
                            arguments: [
                                "type: \(key)", "localizedTitle: title", "localizedSubtitle: subtitle", "icon: nil",
                                "userInfo: [\(key): url.absoluteString as NSString]",
                            ])
                    ])),
        ]
    }

    private func outcomeType(_ access: [String]) -> TypeDeclaration {
        var members: [Declaration] = [
            .enumCase(EnumCaseDeclaration(documentation: ["The route's screen is shown, on top."], name: "opened"))
        ]
        if waits {
            members.append(
                .enumCase(
                    EnumCaseDeclaration(
                        documentation: [
                            "The route waits while this top-level flow is on screen, and opens once the app switches to",
                            "another; the completion then hears how it ended.",
                        ],
                        name: "deferred", associatedValues: [AssociatedValue(label: "until", type: runtime.appFlow)])))
        }
        members.append(
            .enumCase(
                EnumCaseDeclaration(
                    documentation: [
                        "The route stopped before its screen, for this reason; the app stays where it was."
                    ],
                    name: "rejected", associatedValues: [AssociatedValue(label: nil, type: Self.rejection)])))
        return TypeDeclaration(
            documentation: ["What `open(in:animated:completion:)` did."], modifiers: access, kind: .enum,
            name: Self.outcome, inheritance: ["Equatable", "Sendable"], members: members)
    }

    private func rejectionType(_ access: [String]) -> TypeDeclaration {
        let reason = { (documentation: [String], name: String, value: AssociatedValue?) in
            Declaration.enumCase(
                EnumCaseDeclaration(
                    documentation: documentation, name: name, associatedValues: value.map { [$0] } ?? []))
        }
        var members = [
            reason(["Another route was opened in the same app before this one reached its screen."], "replaced", nil),
            reason(["The app's root view controller went while the route was opening."], "appGone", nil),
        ]
        if refuses {
            members.append(
                reason(
                    ["A flow or screen that refuses routes (`\"onRoute\": \"reject\"`) is on screen: its name."],
                    "refused", AssociatedValue(label: "by", type: "String")))
        }
        members += [
            reason(["What was presented stayed after the route asked UIKit to dismiss it."], "stillPresenting", nil),
            reason(
                [
                    "UIKit did not take a step: "
                        + (switchesFlows ? "switching to the route's top-level flow (`\"switch\"`), " : "")
                        + "going back to the flow's first screen (`\"back\"`), or a screen's action "
                        + "(`\"Home.openArticle\"`), which then did not show its screen or start its flow."
                ], "stepNotTaken", AssociatedValue(label: nil, type: "String")),
        ]
        return TypeDeclaration(
            documentation: ["Why a route stopped before its screen."], modifiers: access, kind: .enum,
            name: Self.rejection, inheritance: ["Equatable", "Sendable"], members: members)
    }

    /// The private class that takes a route's steps; its members that depend on the routes and the app come first.
    private func openingType() -> TypeDeclaration {
        var members: [Declaration] = [.function(stepsFunction()), .function(rootFunction())]
        if switchesFlows {
            members.append(.function(topLevelFlowFunction()))
        }
        members.append(.function(flowFunction()))
        if waits {
            members.append(.function(waitingFunction()))
        }
        if refuses {
            members.append(.function(refusalFunction()))
        }
        members.append(.verbatim(openingText()))
        return TypeDeclaration(
            documentation: [
                "One route on its way. Before each step it waits until no transition runs on what the app shows: a",
                "push, a presentation, a dismissal, or the person's swipe.",
            ],
            attributes: ["@MainActor"], modifiers: ["private", "final"], kind: .class, name: Self.opening,
            members: members)
    }

    private var routeParameter: FunctionParameter {
        FunctionParameter(label: "of", name: "route", type: runtime.appRoute)
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
            parameters: [FunctionParameter(label: "for", name: "route", type: runtime.appRoute)],
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
                // A flow started without values is the same flow whoever started it: one on screen is kept.
                result =
                    "starting: " + Constants.coordinator(child) + ".self"
                    + (action.parameters.isEmpty ? ", keepingShown: true" : "")
                flow = child
            } else {
                result = "showing: " + Constants.baseClass(action.navigation.shownScreens.last ?? screen) + ".self"
            }
            steps.append([label, taker, result, call])
        }
        // Each step but a lone one ends with a comma, as swift-format writes an array literal.
        return steps.map { .call(prefix: "Step", arguments: $0, suffix: steps.count > 1 ? "," : "") }
    }

    /// The view controller at the root of what the app shows.
    private func rootFunction() -> FunctionDeclaration {
        let root: String
        switch model.shape {
        case .root: root = "app.\(RuntimeNames.navigationController)"
        case .tabs: root = "app"
        case .flows: root = "app.window.rootViewController"
        }
        return FunctionDeclaration(
            documentation: ["The view controller at the root of what `app` shows."], modifiers: ["static"],
            name: "root", parameters: [FunctionParameter(label: "of", name: "app", type: appType)],
            returnType: "UIViewController?", body: [.line("return " + root)])
    }

    /// The top-level flow each route opens in, in an app that switches them.
    private func topLevelFlowFunction() -> FunctionDeclaration {
        let cases = grouped { route -> String in
            switch route.way.first {
            case .flow(_, .tabOf(let tabBar)): SwiftSpelling.flowCase(tabBar)
            case .flow(let coordinator, _): SwiftSpelling.flowCase(coordinator)
            default: ""
            }
        }
        return FunctionDeclaration(
            documentation: ["The top-level flow `route` opens in."], modifiers: ["static"], name: "topLevelFlow",
            parameters: [routeParameter], returnType: runtime.appFlow,
            body: [
                .switchOver(
                    subject: "route",
                    cases: cases.map { SwitchCase(pattern: $0.routes, body: [.line("return ." + $0.key)]) })
            ])
    }

    /// The coordinator of the flow each route opens in, once the app shows its top-level flow.
    private func flowFunction() -> FunctionDeclaration {
        let body: [Statement]
        switch model.shape {
        case .root:
            body = [.line("app")]
        case .tabs(_, let tabs):
            body = [
                .switchOver(
                    subject: "route",
                    cases: grouped(byTab: tabs).map { SwitchCase(pattern: $0.routes, body: [.line("app." + $0.key)]) })
            ]
        case .flows(let flows):
            let cases = grouped { route -> String in
                guard case .flow(let coordinator, let entry) = route.way.first else { return "nil" }
                guard case .tabOf(let tabBar) = entry,
                    let flow = flows.flows.first(where: { $0.name == tabBar }),
                    case .tabBar(let controller, let tabs) = flow.content,
                    let tab = tabs.first(where: { $0.coordinator == coordinator })
                else {
                    return "app.coordinators.first as? " + Constants.coordinator(coordinator)
                }
                return "(app.window.rootViewController as? \(controller))?.\(TabBarTranslator.property(tab))"
            }
            body = [
                .switchOver(
                    subject: "route", cases: cases.map { SwitchCase(pattern: $0.routes, body: [.line($0.key)]) })
            ]
        }
        var returned = body
        if case .switchOver(let subject, let cases) = body.first {
            returned = [
                .switchOver(
                    subject: subject,
                    cases: cases.map { SwitchCase(pattern: $0.pattern, body: $0.body.map(Self.returning)) })
            ]
        } else {
            returned = body.map(Self.returning)
        }
        return FunctionDeclaration(
            documentation: ["The coordinator of the flow `route` opens in, as `app` shows it now."],
            modifiers: ["static"], name: "flow",
            parameters: [routeParameter, FunctionParameter(label: "in", name: "app", type: appType)],
            returnType: "(any \(runtime.coordinator))?", body: returned)
    }

    private static func returning(_ statement: Statement) -> Statement {
        guard case .line(let text) = statement else { return statement }
        return .line("return " + text)
    }

    /// The routes, grouped by what `key` gives each, in the order each key first appears: one switch case a key.
    private func grouped(_ key: (RouteModel) -> String) -> [(key: String, routes: String)] {
        var keys: [String] = []
        var routes: [String: [String]] = [:]
        for route in model.routes {
            let value = key(route)
            if routes[value] == nil {
                keys.append(value)
            }
            routes[value, default: []].append("." + route.name)
        }
        return keys.map { ($0, routes[$0, default: []].joined(separator: ", ")) }
    }

    /// The routes grouped by the tab they open in, as the tab bar controller's property of its coordinator.
    private func grouped(byTab tabs: [TabModel]) -> [(key: String, routes: String)] {
        let byTab = grouped { route in
            guard case .flow(let coordinator, _) = route.way.first else { return "" }
            return coordinator
        }
        return tabs.compactMap { tab in
            byTab.first { $0.key == tab.coordinator }.map { (TabBarTranslator.property(tab), $0.routes) }
        }
    }

    /// Whether a top-level flow keeps routes waiting while it is on screen.
    private func waitingFunction() -> FunctionDeclaration {
        let waiting = arrivals.waitingFlows.map { "." + SwiftSpelling.flowCase($0) }
        return FunctionDeclaration(
            documentation: ["Whether a route waits while `flow` is on screen (`\"onRoute\": \"wait\"`)."],
            modifiers: ["static"], name: "keepsRoutesWaiting",
            parameters: [FunctionParameter(label: "_", name: "flow", type: runtime.appFlow)], returnType: "Bool",
            body: [.line("return [" + waiting.joined(separator: ", ") + "].contains(flow)")])
    }

    /// The flow or screen on screen that refuses routes, found in the coordinator tree and the view controllers shown.
    private func refusalFunction() -> FunctionDeclaration {
        var body: [Statement] = []
        if !arrivals.refusingFlows.isEmpty {
            let roots: String
            switch model.shape {
            case .root: roots = "[app]"
            case .tabs(_, let tabs):
                roots = "[" + tabs.map { "app." + TabBarTranslator.property($0) }.joined(separator: ", ") + "]"
            case .flows: roots = "app.coordinators"
            }
            body += [
                .line("var coordinators: [any \(runtime.coordinator)] = \(roots)"),
                .block(
                    opener: "while let coordinator = coordinators.popLast() {",
                    body: arrivals.refusingFlows.map { flow in
                        .line(
                            "if coordinator is \(Constants.coordinator(flow)) { return \(SwiftSpelling.stringLiteral(flow)) }"
                        )
                    } + [.line("coordinators += coordinator.childCoordinators")]),
            ]
        }
        if !arrivals.refusingScreens.isEmpty {
            // Each presentation's view controllers: the presented one and its children, at every depth.
            body += [
                .line("var presented = root(of: app)"),
                .block(
                    opener: "while let level = presented {",
                    body: [
                        .line("var shown = [level]"),
                        .block(
                            opener: "while let viewController = shown.popLast() {",
                            body: arrivals.refusingScreens.map { screen in
                                .line(
                                    "if viewController is \(Constants.baseClass(screen)) { return "
                                        + SwiftSpelling.stringLiteral(screen) + " }")
                            } + [.line("shown += viewController.children")]),
                        .line("presented = level.presentedViewController"),
                    ]),
            ]
        }
        return FunctionDeclaration(
            documentation: [
                "The name of a flow or screen that refuses routes (`\"onRoute\": \"reject\"`) and is on screen, if any."
            ],
            modifiers: ["static"], name: "refusal",
            parameters: [FunctionParameter(label: "in", name: "app", type: appType)], returnType: "String?",
            body: body + [.line("return nil")])
    }

    /// What every `Opening` does; it depends on no route.
    private func openingText() -> String {
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

                /// An action of `Flow`'s that starts a `Child` flow: the next step acts on the child. With
                /// `keepingShown`, a `Child` the app shows as this step would start it is kept.
                init<Flow: \(coordinator), Child: \(coordinator)>(
                    _ name: String, on flow: Flow.Type, starting child: Child.Type, keepingShown: Bool = false,
                    _ action: @escaping (Flow) -> Void
                ) {
                    self.name = name
                    take = { current in
                        guard let flow = current as? Flow else { return nil }
                        let started = flow.childCoordinators.count
                        action(flow)
                        guard flow.childCoordinators.count > started else { return nil }
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
            private var flow: (any \(coordinator))?
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

                """
        }
        text += """

            init(app: \(appType), route: \(runtime.appRoute), animated: Bool, completion: @escaping (Outcome) -> Void) {
                self.app = app
                key = ObjectIdentifier(app)
                self.route = route
                steps = Self.steps(for: route)
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
            text +=
                waits
                ? "    guard let shown = app?.flow else { return }\n" : "    guard app?.flow != nil else { return }\n"
            if waits {
                text += """
                        if Self.keepsRoutesWaiting(shown) { return deferred(until: shown) }

                    """
            }
        }
        text += """
                whenSettled { self.start() }
            }

            """
        if switchesFlows {
            text += """

                /// The app shows `shown`: the flow this opening switched to, or the first or next flow while it waits.
                private func flowShown(_ shown: \(runtime.appFlow)) {
                    guard completion != nil else { return }
                    if switching {
                        switching = false
                        guard shown == Self.topLevelFlow(of: route) else { return end(.rejected(.stepNotTaken("switch"))) }
                        return whenSettled { self.dismissPresented() }
                    }
                    guard !started else { return }

                """
            if waits {
                text += """
                        if Self.keepsRoutesWaiting(shown) { return deferred(until: shown) }

                    """
            }
            text += """
                    whenSettled { self.start() }
                }

                """
        }
        if waits {
            text += """

                /// Tells the completion, once, that the route waits for the app to leave `flow`.
                private func deferred(until flow: \(runtime.appFlow)) {
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
                whenSettled {
                    guard base.presentedViewController == nil else { return self.end(.rejected(.stillPresenting)) }
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
                    guard flow.navigationController.topViewController === flow.rootViewController else {
                        return self.end(.rejected(.stepNotTaken("back")))
                    }
                    self.takeNextStep()
                }
            }

            private func takeNextStep() {
                guard app != nil, let current = flow else { return end(.rejected(.appGone)) }
                guard !steps.isEmpty else { return end(.opened) }
                let step = steps.removeFirst()
                guard let next = step.take(current) else { return end(.rejected(.stepNotTaken(step.name))) }
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
                var shown = app.flatMap(Self.root(of:))
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
