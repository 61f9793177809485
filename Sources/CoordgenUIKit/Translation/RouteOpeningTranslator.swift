import CoordgenLinks
import Generator
import Templates

/// `AppRoute+Opening.swift`: `open(in:animated:completion:)`, which takes the app from whatever is on screen to a
/// route's screen: from the root flow's coordinator, the tab bar controller, the split view controller (from the column
/// on screen), or the app coordinator of an app that switches top-level flows.
///
/// Each route's way becomes a list of steps, one per action, that the runtime's `RouteOpening` takes one at a time,
/// each once UIKit has finished the transition before it: a step UIKit would refuse or drop is never asked during
/// another. The file holds what is the app's own: the outcome's cases, and the table of the routes' ways (`Opening`).
struct RouteOpeningTranslator {
    /// The names `AppRoute` declares in this file beside the routes' cases: no route may take one.
    static let declaredNames: Set<String> = [outcome, rejection, opening]
    static let outcome = "Outcome"
    static let rejection = "Rejection"
    static let opening = "Opening"

    let model: AppModel
    /// What `open` takes: the root flow's coordinator, the tab bar or split view controller, or the app coordinator.
    var appType: String { model.appType }
    var runtime: RuntimeTypes { model.target.runtime }
    var arrivals: RouteArrivals { model.routeArrivals }
    /// Whether the app switches top-level flows: the route may have to switch first.
    var switchesFlows: Bool { model.shape.switchableFlows != nil }
    /// Whether a top-level flow keeps routes waiting until the app leaves it.
    var waits: Bool { switchesFlows && !arrivals.waitingFlows.isEmpty }
    /// Whether a flow or screen refuses routes while it is on screen.
    var refuses: Bool { !arrivals.refusingFlows.isEmpty || !arrivals.refusingScreens.isEmpty }
    /// The split view's columns, in a split app: a route opens from the primary column's flow while expanded, from
    /// the compact column's while collapsed.
    var split: SplitModel? {
        if case .split(_, let split) = model.shape { split } else { nil }
    }
    /// Whether a route opens in a split view's columns (every route of a split app, and routes into a split view
    /// among top-level flows): its steps then depend on whether the split view is collapsed, and the columns' stacks
    /// may be moving.
    var opensInColumns: Bool {
        model.routes.contains { $0.collapsedWay != nil }
    }
    /// The routes that end at the first screen of a flow that decides it (`"decide"`), each with that flow: the route
    /// is opened only if the flow chose the route's screen, once it has decided.
    var endsAtDecision: [(route: RouteModel, flow: CoordinatorModel)] {
        model.routes.compactMap { route in
            guard let flow = model.coordinator(named: route.coordinator), flow.decision != nil,
                flow.startScreen == route.screen
            else { return nil }
            return (route, flow)
        }
    }

    /// Whether `action` presents its screen without a navigation controller of its own (`"wrap": false`): its step
    /// looks for the screen presented, not pushed.
    private static func presentsUnwrapped(_ action: ActionModel) -> Bool {
        guard case .present = action.navigation else { return false }
        return !action.transition.wraps
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
        if model.routesWaitForDecisions {
            documentation += [
                "",
                "A way that goes on past the first screen of a flow that decides it (`\"decide\"`) waits there until the "
                    + "flow has decided, and goes on only if it chose the screen the way goes through.",
            ]
        }
        if waits {
            documentation += [
                "",
                "While routes wait behind a top-level flow marked `\"onRoute\": \"wait\"` (the app coordinator's "
                    + "`routesWaitBehind`: from launch, and once the app switches to such a flow, until it switches to "
                    + "a flow routes open in), the route waits, and opens then, from the start of its way, whatever it "
                    + "had done before.",
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
                    "\(runtime.routeOpening)<\(Self.opening)>(app: app, route: self, animated: animated, "
                        + "completion: completion).begin()")
            ])
        return [
            .type(
                TypeDeclaration(
                    kind: .extension, name: runtime.appRoute,
                    members: [.type(outcomeType(access)), .type(rejectionType(access)), .function(open)]
                        + entryPoints(access) + [.type(openingType())]))
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
                            "The route waits behind this top-level flow (`\"onRoute\": \"wait\"`), and opens once the app",
                            "switches to a flow routes open in; the completion then hears how it ended.",
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
            name: Self.outcome, inheritance: ["Equatable", "Sendable", runtime.routeOutcome], members: members)
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
        if model.routesWaitForDecisions {
            members.append(
                reason(
                    [
                        "A flow the route goes through or ends at chose another first screen than the way's in "
                            + "`\(RuntimeNames.decideFirstScreen)()`, or ended before it had: its name."
                    ], "decided", AssociatedValue(label: "by", type: "String")))
        } else if !endsAtDecision.isEmpty {
            members.append(
                reason(
                    [
                        "The flow the route ends at chose another first screen than the route's in "
                            + "`\(RuntimeNames.decideFirstScreen)()`, or ended before it had: its name."
                    ], "decided", AssociatedValue(label: "by", type: "String")))
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
            name: Self.rejection, inheritance: ["Equatable", "Sendable", runtime.routeRejection], members: members)
    }

    /// The table of the routes' ways, which the runtime's `RouteOpening` takes; its members in the order the
    /// runtime's `RouteTable` asks for them.
    private func openingType() -> TypeDeclaration {
        var members: [Declaration] = [
            .verbatim(
                """
                typealias Route = \(runtime.appRoute)
                typealias App = \(appType)
                typealias Outcome = \(runtime.appRoute).\(Self.outcome)
                """),
            .function(stepsFunction()), .function(rootFunction()), .function(flowFunction()),
        ]
        if refuses {
            members.append(.function(refusalFunction()))
        }
        if !endsAtDecision.isEmpty {
            members.append(.function(decisionFunction()))
        }
        if model.routesWaitForDecisions {
            members.append(
                .function(
                    FunctionDeclaration(
                        modifiers: ["static"], name: "decided",
                        parameters: [FunctionParameter(label: "by", name: "flow", type: "String")],
                        returnType: "Outcome", body: [.line(".rejected(.decided(by: flow))")])))
        }
        if switchesFlows {
            members += topLevelFlowFunctions().map(Declaration.function)
        }
        if waits {
            members.append(.function(waitingFunction()))
        }
        return TypeDeclaration(
            documentation: [
                "Each route's way in this app, and what may stop it, as `\(runtime.routeOpening)` takes them."
            ],
            attributes: ["@MainActor"], modifiers: ["private"], kind: .enum, name: Self.opening,
            inheritance: [runtime.routeTable], members: members)
    }

    private var routeParameter: FunctionParameter {
        FunctionParameter(label: "of", name: "route", type: runtime.appRoute)
    }

    /// The steps of each route, after its flow's first screen; in a split app, those of the way from the column
    /// on screen.
    private func stepsFunction() -> FunctionDeclaration {
        let cases = model.routes.map { route in
            let steps = self.steps(of: route.way, collapsed: false)
            let collapsed = route.collapsedWay.map { self.steps(of: $0, collapsed: true) }
            let bound = (steps.isEmpty && collapsed?.isEmpty != false) || route.values.isEmpty
            let bindings = bound ? [] : route.values.map(\.name)
            let list = { (steps: [Statement]) -> Statement in
                steps.isEmpty ? .line("return []") : .block(opener: "return [", body: steps, closer: "]")
            }
            var body = [list(steps)]
            if let collapsed {
                // In an app that switches top-level flows, the split view is the app's root once it shows the route's.
                let isCollapsed =
                    split == nil ? "(root(of: app) as? UISplitViewController)?.isCollapsed == true" : "app.isCollapsed"
                body.insert(.block(opener: "if \(isCollapsed) {", body: [list(collapsed)]), at: 0)
            }
            return SwitchCase(pattern: SwiftSpelling.casePattern(route.name, binding: bindings), body: body)
        }
        let parameters = [
            FunctionParameter(label: "for", name: "route", type: runtime.appRoute),
            FunctionParameter(label: "in", name: "app", type: appType),
        ]
        let collapsed =
            split != nil
            ? ": from the compact column's flow while `app` is collapsed."
            : opensInColumns ? ": from the compact column's flow while the split view `app` shows is collapsed." : "."
        return FunctionDeclaration(
            documentation: ["The actions of `route`'s way, in order, after its flow's first screen" + collapsed],
            modifiers: ["static"], name: "steps", parameters: parameters, returnType: "[\(runtime.routeAction)]",
            body: [.switchOver(subject: "route", cases: cases)])
    }

    /// One step per action on `way`, as code: the flow that takes it, and what it shows or starts; and before the first
    /// step on a flow that decides its first screen, one that waits for the decision. `collapsed` for the way from a
    /// collapsed split view's compact column, where every flow is pushed.
    private func steps(of way: [RouteStep], collapsed: Bool) -> [Statement] {
        guard case .flow(var flow, _) = way.first else { return [] }
        var steps: [[String]] = []
        let decisions = model.decisions(on: way)
        for (index, step) in way.enumerated().dropFirst() {
            if let deciding = decisions[index], let decider = model.coordinator(named: deciding) {
                steps.append(decisionStep(decider))
            }
            let action: ActionModel
            let label: String
            let call: String
            switch step {
            case .action(let screen, let name):
                guard
                    let found = model.coordinator(named: flow)?.actions.first(where: {
                        $0.screen == screen && $0.name == name
                    })
                else { continue }
                (action, label, call) = (found, screen + "." + name, "{ $0." + found.callPassingValuesByName + " }")
            case .appAction(let name):
                guard let found = model.appActions.first(where: { $0.name == name }) else { continue }
                (action, label, call) = (
                    found, step.description, "{ " + AppActionTranslator.run(found, on: "$0", in: model) + " }"
                )
            case .flow, .embed:
                continue
            }
            let taker = "on: " + Constants.coordinator(flow) + ".self"
            var result: [String]
            if case .startChild(let child, let placement, _) = action.navigation {
                // A flow started without values is the same flow whoever started it: one on screen is kept.
                result = ["starting: " + Constants.coordinator(child) + ".self"]
                if action.parameters.isEmpty {
                    result.append("keepingShown: true")
                }
                // Collapsed, a flow the action would show in a column is pushed.
                let column = collapsed ? nil : placement.splitColumn.map { "." + $0 }
                if model.coordinator(named: child)?.isSingleInstance == true {
                    // A single-instance flow running elsewhere is brought forward instead, and the way goes on in it.
                    result.append("running: { $0.\(RuntimeNames.runningFlow)(\(Constants.coordinator(child)).self) }")
                } else if let column {
                    // A flow shown in a column is the primary column's child, whichever flow asked: the way goes on
                    // in the flow the column shows.
                    result.append(
                        "running: { $0.\(RuntimeNames.flowInColumn)(\(column)) as? \(Constants.coordinator(child)) }")
                }
                flow = child
            } else {
                result = [
                    (Self.presentsUnwrapped(action) ? "presenting: " : "showing: ")
                        + UIKitNames.baseClass(action.navigation.shownScreens.last ?? action.screen) + ".self"
                ]
            }
            steps.append([SwiftSpelling.stringLiteral(label), taker] + result + [call])
        }
        // Each step but a lone one ends with a comma, as swift-format writes an array literal.
        return steps.map { .call(prefix: runtime.routeAction, arguments: $0, suffix: steps.count > 1 ? "," : "") }
    }

    /// The step that waits for `flow` to decide its first screen, and goes on only if it chose its start screen, which
    /// the way goes through: once the flow has replaced its placeholder, or at once.
    private func decisionStep(_ flow: CoordinatorModel) -> [String] {
        var arguments = [
            "deciding: " + SwiftSpelling.stringLiteral(flow.name), "on: " + Constants.coordinator(flow.name) + ".self",
            "choosing: " + UIKitNames.baseClass(flow.startScreen) + ".self",
        ]
        if flow.decision?.placeholder != nil {
            arguments.append("{ $0.\(RuntimeNames.whenFirstScreenDecided)($1) }")
        }
        return arguments
    }

    /// The view controller at the root of what the app shows.
    private func rootFunction() -> FunctionDeclaration {
        let root: String
        switch model.shape {
        case .root: root = "app.\(RuntimeNames.navigationController)"
        case .tabs, .split: root = "app"
        case .flows: root = "app.window.rootViewController"
        }
        return FunctionDeclaration(
            documentation: ["The view controller at the root of what `app` shows."], modifiers: ["static"],
            name: "root", parameters: [FunctionParameter(label: "of", name: "app", type: appType)],
            returnType: "UIViewController?", body: [.line("return " + root)])
    }

    /// The top-level flow each route opens in, in an app that switches them, and how the opening follows the app to
    /// it.
    private func topLevelFlowFunctions() -> [FunctionDeclaration] {
        let cases = grouped { route -> String in
            switch route.way.first {
            case .flow(_, .tabOf(let name)), .flow(_, .columnOf(let name)): SwiftSpelling.flowCase(name)
            case .flow(let coordinator, _): SwiftSpelling.flowCase(coordinator)
            default: ""
            }
        }
        let app = FunctionParameter(label: "in", name: "app", type: appType)
        return [
            FunctionDeclaration(
                documentation: ["The top-level flow `route` opens in."], modifiers: ["static"], name: "topLevelFlow",
                parameters: [routeParameter], returnType: runtime.appFlow,
                body: [
                    .switchOver(
                        subject: "route",
                        cases: cases.map { SwitchCase(pattern: $0.routes, body: [.line("return ." + $0.key)]) })
                ]),
            FunctionDeclaration(
                modifiers: ["static"], name: "showsFlow", parameters: [routeParameter, app], returnType: "Bool?",
                body: [.line("app.flow.map { $0 == topLevelFlow(of: route) }")]),
            FunctionDeclaration(
                modifiers: ["static"], name: "switchToFlow",
                parameters: [routeParameter, app, FunctionParameter(name: "animated", type: "Bool")],
                body: [.line("app.switch(to: topLevelFlow(of: route), animated: animated)")]),
            FunctionDeclaration(
                modifiers: ["static"], name: "listen",
                parameters: [
                    FunctionParameter(label: "for", name: "route", type: runtime.appRoute), app,
                    FunctionParameter(label: "_", name: "heard", type: "((Bool) -> Void)?"),
                ],
                body: [
                    .line(
                        "app.\(AppCoordinatorTranslator.flowShown) = heard.map { heard in "
                            + "{ heard($0 == topLevelFlow(of: route)) } }")
                ]),
        ]
    }

    /// `.deferred(until:)` while the app coordinator keeps routes waiting behind a top-level flow.
    private func waitingFunction() -> FunctionDeclaration {
        FunctionDeclaration(
            modifiers: ["static"], name: "waiting",
            parameters: [FunctionParameter(label: "in", name: "app", type: appType)], returnType: "Outcome?",
            body: [.line("app.\(AppCoordinatorTranslator.routesWaitBehind).map { .deferred(until: $0) }")])
    }

    /// The coordinator of the flow each route opens in, once the app shows its top-level flow.
    private func flowFunction() -> FunctionDeclaration {
        let body: [Statement]
        switch model.shape {
        case .root:
            body = [.line("app")]
        case .split(_, let split):
            body = [
                .line(
                    "app.isCollapsed ? app.\(SplitViewTranslator.property(split.compact)) : "
                        + "app.\(SplitViewTranslator.property(split.primary))")
            ]
        case .tabs(_, let tabs):
            body = [
                .switchOver(
                    subject: "route",
                    cases: grouped(byTab: tabs).map { SwitchCase(pattern: $0.routes, body: [.line("app." + $0.key)]) })
            ]
        case .flows(let flows):
            let cases = grouped { route -> [String] in
                guard case .flow(let coordinator, let entry) = route.way.first else { return ["nil"] }
                let content = flows.flows.first { flow in
                    switch entry {
                    case .tabOf(let name), .columnOf(let name): flow.name == name
                    case .root, .tab, .topLevel, .column: false
                    }
                }?.content
                switch content {
                case .tabBar(let controller, let tabs)?:
                    let tab = tabs.first { $0.coordinator == coordinator }.map(TabBarTranslator.property) ?? ""
                    return ["(app.window.rootViewController as? \(controller))?.\(tab)"]
                case .split(let controller, let split)?:
                    // The column on screen: the compact one's while collapsed.
                    return [
                        "guard let split = app.window.rootViewController as? \(controller) else { return nil }",
                        "split.isCollapsed ? split.\(SplitViewTranslator.property(split.compact)) : "
                            + "split.\(SplitViewTranslator.property(split.primary))",
                    ]
                case .coordinator?, nil:
                    return ["app.coordinators.first as? " + Constants.coordinator(coordinator)]
                }
            }
            body = [
                .switchOver(
                    subject: "route",
                    cases: cases.map { SwitchCase(pattern: $0.routes, body: $0.key.map { .line($0) }) })
            ]
        }
        var returned = body
        if case .switchOver(let subject, let cases) = body.first {
            // The last line of each case is what it returns.
            returned = [
                .switchOver(
                    subject: subject,
                    cases: cases.map { entry in
                        SwitchCase(
                            pattern: entry.pattern,
                            body: entry.body.dropLast() + entry.body.suffix(1).map(Self.returning))
                    })
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
    private func grouped<Key: Hashable>(_ key: (RouteModel) -> Key) -> [(key: Key, routes: String)] {
        RouteTranslator.grouped(model.routes, by: key)
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

    /// What the flow a route ends at decided: at once, or once a flow deciding behind a placeholder has.
    private func decisionFunction() -> FunctionDeclaration {
        var cases: [SwitchCase] = endsAtDecision.map { route, flow in
            let name = ".rejected(.decided(by: \(SwiftSpelling.stringLiteral(flow.name))))"
            let chose =
                "flow.\(RuntimeNames.isShowingScreens) && flow.\(RuntimeNames.rootViewController) is "
                + UIKitNames.baseClass(route.screen)
            let body: [Statement]
            if flow.decision?.placeholder != nil {
                body = [
                    .line(
                        "guard let flow = flow as? \(Constants.coordinator(flow.name)) else { return heard(\(name)) }"),
                    .block(
                        opener: "flow.\(RuntimeNames.whenFirstScreenDecided) { [weak flow] in",
                        body: [
                            .line("guard let flow else { return heard(\(name)) }"),
                            .line("let chose = \(chose)"),
                            .line("heard(chose ? nil : \(name))"),
                        ]),
                ]
            } else {
                body = [.line("let chose = \(chose)"), .line("heard(chose ? nil : \(name))")]
            }
            return SwitchCase(pattern: "." + route.name, body: body)
        }
        if endsAtDecision.count < model.routes.count {
            cases.append(SwitchCase(pattern: "default", body: [.line("heard(nil)")]))
        }
        return FunctionDeclaration(
            documentation: [
                "Once the flow `route` ends at has decided its first screen, whether it chose the route's: `heard` gets "
                    + "the route rejected, with the flow's name, when it chose another, or ended first, and `nil` when "
                    + "it chose the route's screen, as it does at once for a route that ends elsewhere."
            ],
            modifiers: ["static"], name: "decision",
            parameters: [
                routeParameter, FunctionParameter(label: "in", name: "flow", type: "(any \(runtime.coordinator))?"),
                FunctionParameter(label: "_", name: "heard", type: "@escaping (Outcome?) -> Void"),
            ],
            body: [
                // The flow the way ends at ended under it.
                .line("guard let flow else { return heard(.rejected(.appGone)) }"),
                .switchOver(subject: "route", cases: cases),
            ])
    }

    /// `var coordinators`: the root flows of what is on screen, whose trees a refusing flow is looked for in: a tab's
    /// while its tab is selected, a split view's column's while it shows (the compact one's while collapsed).
    private func shownFlows() -> [Statement] {
        var lines: [Statement] = []
        var kept: [String] = []
        let roots: String
        switch model.shape {
        case .root:
            roots = "[app]"
        case .tabs(_, let tabs):
            lines.append(
                .line(
                    "let tabs: [any \(runtime.coordinator)] = ["
                        + tabs.map { "app." + TabBarTranslator.property($0) }.joined(separator: ", ") + "]"))
            roots = "tabs"
            kept.append("coordinator.navigationController === app.selectedViewController")
        case .split(_, let split):
            roots =
                "[app.isCollapsed ? app.\(SplitViewTranslator.property(split.compact)) : "
                + "app.\(SplitViewTranslator.property(split.primary))]"
        case .flows(let flows):
            roots = "app.coordinators"
            let contents = flows.flows.map(\.content)
            if contents.contains(where: { if case .tabBar = $0 { true } else { false } }) {
                lines.append(.line("let selected = (root(of: app) as? UITabBarController)?.selectedViewController"))
                kept.append("(selected == nil || coordinator.navigationController === selected)")
            }
            if contents.contains(where: { if case .split = $0 { true } else { false } }) {
                lines.append(.line("let split = root(of: app) as? UISplitViewController"))
                lines.append(.line("let compact = split?.viewController(for: .compact)"))
                kept.append(
                    "(split == nil || (coordinator.navigationController === compact) == split?.isCollapsed)")
            }
        }
        let declaration = "var coordinators: [any \(runtime.coordinator)] = \(roots)"
        if kept.isEmpty {
            lines.append(.line(declaration))
        } else {
            lines.append(
                .block(
                    opener: declaration + ".filter { coordinator in",
                    body: [.line(kept[0])] + kept.dropFirst().map { .line("    && " + $0) }))
        }
        return lines
    }

    /// The flow or screen on screen that refuses routes, found in the coordinator tree and the view controllers shown.
    private func refusalFunction() -> FunctionDeclaration {
        var body: [Statement] = []
        if !arrivals.refusingFlows.isEmpty {
            body +=
                shownFlows() + [
                    .block(
                        opener: "while let coordinator = coordinators.popLast() {",
                        body: arrivals.refusingFlows.map { flow in
                            .line(
                                "if coordinator is \(Constants.coordinator(flow)) { return \(Self.refused(by: flow)) }"
                            )
                        } + [.line("coordinators += coordinator.childCoordinators")])
                ]
        }
        if !arrivals.refusingScreens.isEmpty {
            // Each presentation's view controllers: the presented one and its children, at every depth.
            body += [
                .line("var \(Local.presented) = root(of: app)"),
                .block(
                    opener: "while let level = \(Local.presented) {",
                    body: [
                        .line("var \(Local.shown) = [level]"),
                        .block(
                            opener: "while let \(Local.viewController) = \(Local.shown).popLast() {",
                            body: arrivals.refusingScreens.map { screen in
                                .line(
                                    "if \(Local.viewController) is \(UIKitNames.baseClass(screen)) { return "
                                        + Self.refused(by: screen) + " }")
                            } + [.line("\(Local.shown) += \(Local.viewController).children")]),
                        .line("\(Local.presented) = level.presentedViewController"),
                    ]),
            ]
        }
        return FunctionDeclaration(
            documentation: [
                "The route refused, with the name of a flow or screen that refuses routes (`\"onRoute\": \"reject\"`) "
                    + "and is on screen; `nil` when none is."
            ],
            modifiers: ["static"], name: "refusal",
            parameters: [FunctionParameter(label: "in", name: "app", type: appType)], returnType: "Outcome?",
            body: body + [.line("return nil")])
    }

    /// The outcome of a route that `name`, a flow or screen that refuses routes, refused.
    private static func refused(by name: String) -> String {
        ".rejected(.refused(by: \(SwiftSpelling.stringLiteral(name))))"
    }
}
