import CoordgenLinks
import Generator
import Templates

/// `AppRoute+Opening.swift` for SwiftUI: `open(in:)`, which turns a route into the whole state that shows its screen
/// (its top-level flow, its tab, the screens and flows of its way) and applies it in one change, so SwiftUI shows one
/// transition. It imports Foundation only: opening a route changes the navigation state, which runs anywhere.
struct RouteWayTranslator {
    /// The names `AppRoute` declares in this file beside the routes' cases: no route may take one.
    static let declaredNames: Set<String> = [outcome, opening]
    static let outcome = "Outcome"
    static let opening = "Opening"

    let model: AppModel

    private var types: AppTypeNames { AppTypeNames(prefix: model.target.runtimePrefix) }
    /// Whether a route opens in a split view's columns: its way then depends on whether the split view is collapsed.
    private var opensInColumns: Bool { model.routes.contains { $0.collapsedWay != nil } }
    /// Whether a route's way starts past the first tab or column, so that `Opening` says where each starts.
    private var startsPastFirstTab: Bool {
        model.routes.contains { tab(of: $0, collapsed: false) != 0 || $0.collapsedWay != nil }
    }
    /// Whether the app switches top-level flows: a route may have to switch first.
    private var switchesFlows: Bool {
        if case .flows = model.shape { true } else { false }
    }

    func declarations() -> [Declaration] {
        let gate = model.routeGate
        var documentation = [
            "Shows this route's screen from whatever the app shows, in one change, which SwiftUI shows as one "
                + "transition: "
                + (switchesFlows ? "it switches to the route's top-level flow when another is shown, " : "it ")
                + "selects the route's tab, takes away what is presented or alerted over any tab and what is pushed on "
                + "the route's, then takes the actions of the route's way. The flows whose screens go end, each handing "
                + "over its result."
        ]
        var body: [Statement] = []
        if gate != nil {
            documentation += [
                "",
                "While routes wait behind a top-level flow marked `\"onRoute\": \"wait\"` (`routesWaitBehind`), the "
                    + "route waits, and opens once the app switches to a flow routes open in; a route that comes while "
                    + "another waits takes its place.",
            ]
            body.append(
                .block(
                    opener: "if let flow = navigation.routesWaitBehind.flatMap(\(types.appFlow).init(rawValue:)) {",
                    body: [
                        .line("navigation.waitingRoute = { _ = self.open(in: $0) }"),
                        .line("return .deferred(until: flow)"),
                    ]))
        }
        if switchesFlows {
            body += [
                .line("let flow = \(Self.opening).flow(of: self)"),
                .block(opener: "if navigation.flow != flow {", body: [.line("navigation.switchTo(flow)")]),
                .block(
                    opener: "guard navigation.flow == flow else {", body: [.line("return .stepNotTaken(\"switch\")")]),
            ]
        }
        if opensInColumns {
            documentation += [
                "",
                "In a split view, the route takes its way from the compact column's flow while the split view is "
                    + "collapsed (`isCollapsed`, which the view sets from the horizontal size class), and from the primary "
                    + "column's otherwise.",
            ]
            body.append(.line("let collapsed = navigation.isCollapsed"))
        }
        let collapsed = opensInColumns ? ", collapsed: collapsed" : ""
        let tab = startsPastFirstTab ? "\(Self.opening).tab(of: self\(collapsed))" : "0"
        body += [
            .line("let actions = \(Self.opening).actions(of: self\(collapsed))"),
            .block(
                opener: "if let step = navigation.takeRoute(fromTab: \(tab), actions) {",
                body: [.line("return .stepNotTaken(step)")]),
            .line("return .opened"),
        ]
        let open = FunctionDeclaration(
            documentation: documentation + ["", "- Returns: Whether the route's screen is shown, or why not."],
            attributes: ["@MainActor", "@discardableResult"], modifiers: model.swiftUIAPI, name: "open",
            parameters: [FunctionParameter(label: "in", name: "navigation", type: model.swiftUINames.appNavigation)],
            returnType: Self.outcome, body: body)
        return [
            .type(
                TypeDeclaration(
                    kind: .extension, name: model.swiftUINames.appRoute,
                    members: [.type(outcome(waits: gate != nil)), .function(open), .type(opening())]))
        ]
    }

    private func outcome(waits: Bool) -> TypeDeclaration {
        var cases = [
            EnumCaseDeclaration(documentation: ["The route's screen is shown, on top."], name: "opened")
        ]
        if waits {
            cases.append(
                EnumCaseDeclaration(
                    documentation: [
                        "The route waits behind this top-level flow (`\"onRoute\": \"wait\"`), and opens once the app "
                            + "switches to a flow routes open in."
                    ],
                    name: "deferred", associatedValues: [AssociatedValue(label: "until", type: types.appFlow)]))
        }
        cases.append(
            EnumCaseDeclaration(
                documentation: [
                    "The app did not take a step of the way, and stopped there: "
                        + (switchesFlows ? "the switch to the route's top-level flow (`\"switch\"`), or " : "")
                        + "an action (`\"Home.openArticle\"`) whose flow was not the one the way goes on in, as when "
                        + "code that a flow's ending ran showed another."
                ],
                name: "stepNotTaken", associatedValues: [AssociatedValue(label: nil, type: "String")]))
        return TypeDeclaration(
            documentation: ["What `open(in:)` did."], modifiers: model.swiftUIAPI, kind: .enum, name: Self.outcome,
            inheritance: ["Equatable", "Sendable"], members: cases.map { .enumCase($0) })
    }

    /// Each route's way: where it starts (its top-level flow, its tab or column), then its actions after that flow's
    /// first screen; in a split view, from the compact column's flow while `collapsed`.
    private func opening() -> TypeDeclaration {
        var parameters = [FunctionParameter(label: "of", name: "route", type: model.swiftUINames.appRoute)]
        var functions: [FunctionDeclaration] = []
        if switchesFlows {
            functions.append(
                grouped(
                    "flow", returning: types.appFlow, documentation: "The top-level flow `route` opens in.",
                    parameters: parameters
                ) { "." + SwiftSpelling.flowCase($0.topLevelFlow ?? "") })
        }
        if opensInColumns {
            parameters.append(FunctionParameter(name: "collapsed", type: "Bool"))
        }
        if startsPastFirstTab {
            functions.append(
                grouped(
                    "tab", returning: "Int",
                    documentation: "The tab, or the split view's column, `route`'s way starts in.",
                    parameters: parameters
                ) { route in
                    let expanded = String(tab(of: route, collapsed: false))
                    guard route.collapsedWay != nil else { return expanded }
                    return "collapsed ? \(tab(of: route, collapsed: true)) : \(expanded)"
                })
        }
        let cases = model.routes.map { route in
            let actions = self.actions(of: route.way, collapsed: false)
            let collapsedActions = route.collapsedWay.map { self.actions(of: $0, collapsed: true) }
            let bound = (actions.isEmpty && collapsedActions?.isEmpty != false) || route.values.isEmpty
            let list = { (actions: [Statement]) -> Statement in
                actions.isEmpty ? .line("return []") : .block(opener: "return [", body: actions, closer: "]")
            }
            var body = [list(actions)]
            if let collapsedActions {
                body.insert(.block(opener: "if collapsed {", body: [list(collapsedActions)]), at: 0)
            }
            return SwitchCase(
                pattern: SwiftSpelling.casePattern(route.name, binding: bound ? [] : route.values.map(\.name)),
                body: body)
        }
        functions.append(
            FunctionDeclaration(
                documentation: ["The actions of `route`'s way, in order, after its flow's first screen."],
                modifiers: ["static"], name: "actions", parameters: parameters,
                returnType: "[\(model.swiftUINames.routeAction)]",
                body: [.switchOver(subject: "route", cases: cases)]))
        return TypeDeclaration(
            documentation: ["Each route's way in this app, as `open(in:)` takes it."], attributes: ["@MainActor"],
            modifiers: ["private"], kind: .enum, name: Self.opening, members: functions.map { .function($0) })
    }

    /// A static function `name(of:)` that returns `value` of each route, the routes of one value in one case.
    private func grouped(
        _ name: String, returning type: String, documentation: String, parameters: [FunctionParameter],
        _ value: (RouteModel) -> String
    ) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: [documentation], modifiers: ["static"], name: name, parameters: parameters,
            returnType: type,
            body: [
                .switchOver(
                    subject: "route",
                    cases: RouteTranslator.grouped(model.routes, by: value).map {
                        SwitchCase(pattern: $0.routes, body: [.line("return " + $0.key)])
                    })
            ])
    }

    /// The tab of the route's first flow: its place among the app's tabs, or its tab bar's; in a split view, its
    /// column's place, the compact column's while `collapsed`; 0 in any other app.
    private func tab(of route: RouteModel, collapsed: Bool) -> Int {
        guard case .flow(let coordinator, let entry) = (collapsed ? route.collapsedWay : route.way)?.first else {
            return 0
        }
        let split: SplitModel?
        let tabs: [TabModel]
        switch (entry, model.shape) {
        case (.tab, .tabs(_, let appTabs)):
            (tabs, split) = (appTabs, nil)
        case (.tabOf(let tabBar), .flows(let flows)):
            tabs =
                flows.flows.lazy.compactMap { flow -> [TabModel]? in
                    if case .tabBar(_, let tabs) = flow.content, flow.name == tabBar { tabs } else { nil }
                }.first ?? []
            split = nil
        case (.column, .split(_, let appSplit)):
            (tabs, split) = ([], appSplit)
        case (.columnOf(let name), .flows(let flows)):
            tabs = []
            split =
                flows.flows.lazy.compactMap { flow -> SplitModel? in
                    if case .split(_, let split) = flow.content, flow.name == name { split } else { nil }
                }.first
        default:
            (tabs, split) = ([], nil)
        }
        if let split {
            let columns = [split.primary] + (split.supplementary.map { [$0] } ?? []) + [split.secondary, split.compact]
            return collapsed ? columns.count - 1 : columns.firstIndex(of: coordinator) ?? 0
        }
        return tabs.firstIndex { $0.coordinator == coordinator } ?? 0
    }

    /// One `RouteAction` per action of `way`, with the flow that takes it; after one that starts a flow, the way goes
    /// on in that flow.
    private func actions(of way: [RouteStep], collapsed: Bool) -> [Statement] {
        guard case .flow(var flow, _) = way.first else { return [] }
        var actions: [[String]] = []
        for step in way.dropFirst() {
            guard case .action(let screen, let name) = step,
                let action = model.coordinator(named: flow)?.actions.first(where: {
                    $0.screen == screen && $0.name == name
                })
            else { continue }
            var arguments = [SwiftSpelling.stringLiteral(step.description), "on: \(Constants.coordinator(flow)).self"]
            if case .startChild(let child, let placement, _) = action.navigation {
                // Expanded, a flow started in a split view's column is that column's; collapsed, it is pushed or
                // presented, as a child.
                if let column = placement.splitColumn, !collapsed {
                    arguments.append("continuingIn: .\(column)")
                } else {
                    arguments.append("startsFlow: true")
                }
                flow = child
            }
            actions.append(arguments + ["{ $0.\(action.callPassingValuesByName) }"])
        }
        return actions.map {
            .call(prefix: model.swiftUINames.routeAction, arguments: $0, suffix: actions.count > 1 ? "," : "")
        }
    }
}
