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
        let tab = model.routes.contains(where: { self.tab(of: $0) != 0 }) ? "\(Self.opening).tab(of: self)" : "0"
        body += [
            .block(
                opener: "if let step = navigation.takeRoute(fromTab: \(tab), \(Self.opening).actions(of: self)) {",
                body: [.line("return .stepNotTaken(step)")]),
            .line("return .opened"),
        ]
        let open = FunctionDeclaration(
            documentation: documentation + ["", "- Returns: Whether the route's screen is shown, or why not."],
            attributes: ["@MainActor", "@discardableResult"], name: "open",
            parameters: [FunctionParameter(label: "in", name: "navigation", type: "AppNavigation")],
            returnType: Self.outcome, body: body)
        return [
            .type(
                TypeDeclaration(
                    kind: .extension, name: SwiftUINames.appRoute,
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
            documentation: ["What `open(in:)` did."], kind: .enum, name: Self.outcome,
            inheritance: ["Equatable", "Sendable"], members: cases.map { .enumCase($0) })
    }

    /// Each route's way: where it starts (its top-level flow, its tab), then its actions after that flow's first
    /// screen.
    private func opening() -> TypeDeclaration {
        let routeParameter = FunctionParameter(label: "of", name: "route", type: SwiftUINames.appRoute)
        var functions: [FunctionDeclaration] = []
        if switchesFlows {
            functions.append(
                grouped(
                    "flow", returning: types.appFlow, documentation: "The top-level flow `route` opens in.",
                    parameter: routeParameter
                ) { "." + SwiftSpelling.flowCase($0.topLevelFlow ?? "") })
        }
        if model.routes.contains(where: { tab(of: $0) != 0 }) {
            functions.append(
                grouped(
                    "tab", returning: "Int", documentation: "The tab `route`'s way starts in.",
                    parameter: routeParameter
                ) { String(tab(of: $0)) })
        }
        let cases = model.routes.map { route in
            let actions = self.actions(of: route.way)
            let bindings = actions.isEmpty ? [] : route.values.map(\.name)
            return SwitchCase(
                pattern: SwiftSpelling.casePattern(route.name, binding: bindings),
                body: [actions.isEmpty ? .line("return []") : .block(opener: "return [", body: actions, closer: "]")])
        }
        functions.append(
            FunctionDeclaration(
                documentation: ["The actions of `route`'s way, in order, after its flow's first screen."],
                modifiers: ["static"], name: "actions", parameters: [routeParameter], returnType: "[RouteAction]",
                body: [.switchOver(subject: "route", cases: cases)]))
        return TypeDeclaration(
            documentation: ["Each route's way in this app, as `open(in:)` takes it."], attributes: ["@MainActor"],
            modifiers: ["private"], kind: .enum, name: Self.opening, members: functions.map { .function($0) })
    }

    /// A static function `name(of:)` that returns `value` of each route, the routes of one value in one case.
    private func grouped(
        _ name: String, returning type: String, documentation: String, parameter: FunctionParameter,
        _ value: (RouteModel) -> String
    ) -> FunctionDeclaration {
        var values: [String] = []
        var routes: [String: [String]] = [:]
        for route in model.routes {
            let key = value(route)
            if routes[key] == nil {
                values.append(key)
            }
            routes[key, default: []].append("." + route.name)
        }
        return FunctionDeclaration(
            documentation: [documentation], modifiers: ["static"], name: name, parameters: [parameter],
            returnType: type,
            body: [
                .switchOver(
                    subject: "route",
                    cases: values.map {
                        SwitchCase(
                            pattern: routes[$0, default: []].joined(separator: ", "), body: [.line("return " + $0)])
                    })
            ])
    }

    /// The tab of the route's first flow: its place among the app's tabs, or its tab bar's; 0 without tabs.
    private func tab(of route: RouteModel) -> Int {
        guard case .flow(let coordinator, let entry) = route.way.first else { return 0 }
        let tabs: [TabModel]
        switch (entry, model.shape) {
        case (.tab, .tabs(_, let appTabs)):
            tabs = appTabs
        case (.tabOf(let tabBar), .flows(let flows)):
            tabs =
                flows.flows.lazy.compactMap { flow -> [TabModel]? in
                    if case .tabBar(_, let tabs) = flow.content, flow.name == tabBar { tabs } else { nil }
                }.first ?? []
        default:
            tabs = []
        }
        return tabs.firstIndex { $0.coordinator == coordinator } ?? 0
    }

    /// One `RouteAction` per action of `way`, with the flow that takes it; after one that starts a flow, the way goes
    /// on in that flow.
    private func actions(of way: [RouteStep]) -> [Statement] {
        guard case .flow(var flow, _) = way.first else { return [] }
        var actions: [[String]] = []
        for step in way.dropFirst() {
            guard case .action(let screen, let name) = step,
                let action = model.coordinator(named: flow)?.actions.first(where: {
                    $0.screen == screen && $0.name == name
                })
            else { continue }
            var arguments = [SwiftSpelling.stringLiteral(step.description), "on: \(Constants.coordinator(flow)).self"]
            if case .startChild(let child, _, _) = action.navigation {
                arguments.append("startsFlow: true")
                flow = child
            }
            actions.append(arguments + ["{ $0.\(action.callPassingValuesByName) }"])
        }
        return actions.map { .call(prefix: "RouteAction", arguments: $0, suffix: actions.count > 1 ? "," : "") }
    }
}
