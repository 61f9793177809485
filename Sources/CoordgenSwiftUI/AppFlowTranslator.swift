import Generator
import Templates

/// An app with top-level flows: `AppFlow`, the enum of them, and the navigation's `switchTo(_:)`, which ends every flow
/// of the app and starts the one named; a top-level flow's result names the flow the app switches to next.
struct AppFlowTranslator {
    let model: AppModel
    let flows: FlowsModel

    private var types: AppTypeNames { AppTypeNames(prefix: model.target.runtimePrefix) }

    func declarations() -> [Declaration] {
        let appFlow = TypeDeclaration(
            documentation: ["The app's top-level flows, one shown at a time."], modifiers: model.swiftUIAPI,
            kind: .enum,
            name: types.appFlow,
            inheritance: ["Int"],
            members: flows.flows.map { .enumCase(EnumCaseDeclaration(name: SwiftSpelling.flowCase($0.name))) })
        let first: String
        switch flows.initial {
        case .fixed(let flow): first = "." + SwiftSpelling.flowCase(flow)
        case .decided: first = "Self.initialFlow()"
        }
        var start: [Statement] = [.line("self.init(roots: [], tabItems: [])")]
        var switching: [Statement] = []
        var switchDocumentation =
            "Ends every flow of the app, each handing over its result, and shows `flow` in their place."
        if let gate = model.routeGate, let closing = gate.closingFlows.first {
            start.append(.line("routesWaitBehind = \(types.appFlow).\(SwiftSpelling.flowCase(closing)).rawValue"))
            switching = [
                .conditional([
                    ConditionalBranch(Self.isAny(of: gate.closingFlows), [.line("routesWaitBehind = flow.rawValue")]),
                    ConditionalBranch(Self.isAny(of: gate.openingFlows), [.line("routesWaitBehind = nil")]),
                ])
            ]
            switchDocumentation +=
                " Routes wait from a switch to a flow marked `\"onRoute\": \"wait\"` ("
                + gate.closingFlows.joined(separator: ", ") + ") until a switch to a flow routes open in ("
                + gate.openingFlows.joined(separator: ", ") + "), which opens the last route that came meanwhile."
        }
        switching.append(.switchOver(subject: "flow", cases: flows.flows.map(switchCase)))
        if model.routeGate != nil {
            switching.append(.line("openWaitingRoute()"))
        }
        let navigation = TypeDeclaration(
            kind: .extension, name: model.swiftUINames.appNavigation,
            members: [
                .initializer(
                    InitializerDeclaration(
                        documentation: ["The app's navigation, in its first top-level flow."],
                        modifiers: model.swiftUIAPI + ["convenience"], body: start + [.line("switchTo(\(first))")])),
                .property(
                    PropertyDeclaration(
                        documentation: ["The top-level flow shown."], modifiers: model.swiftUIAPI, name: "flow",
                        type: types.appFlow + "?",
                        value: .computed([.line("topLevelFlow.flatMap(\(types.appFlow).init(rawValue:))")]))),
                .function(
                    FunctionDeclaration(
                        documentation: [switchDocumentation], modifiers: model.swiftUIAPI, name: "switchTo",
                        parameters: [FunctionParameter(label: "_", name: "flow", type: types.appFlow)],
                        body: switching)),
            ])
        return [.type(appFlow), .type(navigation)]
    }

    /// A condition that holds when `flow` is one of `names`.
    private static func isAny(of names: [String]) -> String {
        let cases = names.map { "." + SwiftSpelling.flowCase($0) }
        return cases.count == 1 ? "flow == \(cases[0])" : "[\(cases.joined(separator: ", "))].contains(flow)"
    }

    /// What switching to `flow` starts; a flow with a result switches on when it finishes.
    private func switchCase(_ flow: TopLevelFlowModel) -> SwitchCase {
        let pattern = "." + SwiftSpelling.flowCase(flow.name)
        switch flow.content {
        case .coordinator(let name):
            let type = Constants.coordinator(name)
            guard let result = model.coordinator(named: name)?.result else {
                return SwitchCase(
                    pattern: pattern,
                    body: [.line("replaceRoots(with: [\(type)()], tabItems: [], flow: flow.rawValue)")])
            }
            let cases = result.cases.map { resultCase in
                SwitchCase(
                    pattern: SwiftSpelling.casePattern(resultCase.name, binding: resultCase.values.map { _ in "_" }),
                    body: [.line("self?.switchTo(." + SwiftSpelling.flowCase(resultCase.switchTo ?? name) + ")")])
            }
            return SwitchCase(
                pattern: pattern,
                body: [
                    .line("let root = \(type)()"),
                    .block(
                        opener: "root.onResult = { [weak self] result in",
                        body: [.switchOver(subject: "result", cases: cases)]),
                    .line("replaceRoots(with: [root], tabItems: [], flow: flow.rawValue)"),
                ])
        case .tabBar(_, let tabs):
            return SwitchCase(
                pattern: pattern,
                body: [
                    SwiftUITranslator.starting(
                        tabs, with: "replaceRoots", names: model.swiftUINames, flow: "flow.rawValue")
                ])
        case .split(_, let split):
            return SwitchCase(
                pattern: pattern, body: [SwiftUITranslator.starting(split, with: "replaceRoots", flow: "flow.rawValue")]
            )
        }
    }

    /// The user's file that decides the first flow, for `"initial": "decide"`.
    func initialFlowScaffold() -> [Declaration] {
        let first = flows.flows.first.map { SwiftSpelling.flowCase($0.name) } ?? ""
        return [
            .type(
                TypeDeclaration(
                    kind: .extension, name: model.swiftUINames.appNavigation,
                    members: [
                        .function(
                            FunctionDeclaration(
                                documentation: ["The flow the app starts in: decide it from what your app knows."],
                                modifiers: ["static"], name: "initialFlow", returnType: types.appFlow,
                                body: [.line("." + first)]))
                    ]))
        ]
    }
}
