import Generator
import Templates

/// `AppAction.swift`: the app's actions (`app.actions`) as an enum, the `perform(_:)` of the app's root coordinator,
/// tab bar controller or app coordinator that runs one, and what each does on the flow on screen.
///
/// An action that starts a flow or selects a tab runs on the flow on screen, as the same action of the screen on top of
/// it would: its code is a screen's action's, in `run(_:)` of an extension of the runtime's coordinator protocol. One
/// that switches the top-level flow asks the app coordinator.
struct AppActionTranslator {
    let model: AppModel

    private typealias Names = RuntimeNames

    private var runtime: RuntimeTypes { model.target.runtime }

    /// `perform(_:)`'s parameter, and the flow on screen that runs it: nothing of the manifest's is in scope where they
    /// are, since the cases that bind the action's values are in the flow's own `perform`.
    private static let action = "action"
    private static let flow = "flow"

    /// How the app's type (whose `perform(_:)` runs the actions) reaches a flow of the app, and the dependencies.
    private var owner: (flow: String, dependencies: String) {
        switch model.shape {
        case .root:
            return ("self", "self." + Names.dependencies)
        case .tabs(_, let tabs):
            let first = tabs.first.map(TabBarTranslator.property) ?? "self"
            return (first, first + "." + Names.dependencies)
        case .flows:
            return ("\(Names.currentFlowCoordinators).first?", "self." + Names.dependencies)
        case .split(_, let split):
            // The primary column's flow owns the other columns' flows.
            let primary = TabBarTranslator.property(split.primary)
            return (primary, primary + "." + Names.dependencies)
        }
    }

    func declarations() -> [Declaration] {
        [actionEnum(), performer(), flowSide()].compactMap { $0 }
    }

    private func actionEnum() -> Declaration {
        .type(
            TypeDeclaration(
                documentation: [
                    "What the app does from outside any screen: a tab that presents, a shake, a menu or key command. "
                        + "`\(model.appType).\(Names.perform)(_:)` runs one."
                ],
                kind: .enum,
                name: runtime.appAction,
                members: model.appActions.map { action in
                    .enumCase(
                        EnumCaseDeclaration(
                            documentation: [Self.summary(action)], name: action.name,
                            associatedValues: action.parameters.map { parameter in
                                // An associated value is kept as it is: no `@escaping`, which marks parameters.
                                AssociatedValue(
                                    label: parameter.argumentLabel == "_" ? nil : parameter.argumentLabel,
                                    type: parameter.type.canonical)
                            }))
                }))
    }

    /// `extension MainTabBarController { func perform(_ action: AppAction) }`: a switch asks the app coordinator to
    /// switch; anything else runs on the flow on screen.
    private func performer() -> Declaration {
        let switches = model.appActions.filter(\.switchesFlow)
        var onFlow: [Statement] = []
        if switches.count < model.appActions.count {
            if model.dependencies != nil {
                onFlow.append(.line("let \(Names.dependencies) = \(owner.dependencies)"))
            }
            let capture = model.shape.switchableFlows != nil ? "[weak self] " : ""
            onFlow.append(
                .block(
                    opener: "\(owner.flow).\(Names.runOnFlowOnScreen) { \(capture)\(Self.flow) in",
                    body: [
                        .call(
                            prefix: "\(Self.flow).\(Names.runAppAction)",
                            arguments: [Self.action] + flowParameters.map { "\($0.name): \($0.value)" })
                    ]))
        }
        var body = onFlow
        if !switches.isEmpty {
            let reports = NavigationReportTranslator(model: model)
            var cases = switches.map { action in
                SwitchCase(
                    pattern: pattern(action),
                    body: reports.reporting(
                        [switchCall(action)], of: action, named: Self.reportedName(action),
                        on: Names.currentFlowCoordinators + ".first"))
            }
            if !onFlow.isEmpty {
                cases.append(.otherwise(onFlow))
            }
            body = [.switchOver(subject: Self.action, cases: cases)]
        }
        return .type(
            TypeDeclaration(
                kind: .extension, name: model.appType,
                members: [
                    .function(
                        FunctionDeclaration(
                            documentation: [
                                "Runs `action` where the app is. One that starts a flow or selects a tab runs on the flow "
                                    + "on screen, as the same action of the screen on top of it would, once no transition "
                                    + "runs: the flow it starts is that flow's child. Nothing runs while what is on top "
                                    + "is no flow's stack (an alert, a system controller)."
                            ],
                            modifiers: model.target.access.modifier.map { [$0] } ?? [],
                            name: Names.perform,
                            parameters: [FunctionParameter(label: "_", name: Self.action, type: runtime.appAction)],
                            body: body))
                ]))
    }

    /// `app.compose`: how a navigation report names an app action, apart from screens' actions.
    private static func reportedName(_ action: ActionModel) -> String {
        "app." + action.name
    }

    /// `.compose`, `.showProfile(let userID)`: the case of `action` binding the values its navigation takes by their
    /// names, and skipping the others: a bound value nothing reads is a warning.
    private func pattern(_ action: ActionModel) -> String {
        let used = takenValues(of: action)
        return SwiftSpelling.casePattern(
            action.name, binding: action.parameters.map { used.contains($0.name) ? $0.name : "_" })
    }

    /// The names of `action`'s values its navigation takes: those a started flow's first screen takes by name, those
    /// the action a selected tab runs takes, none for a switch.
    private func takenValues(of action: ActionModel) -> Set<String> {
        switch action.navigation {
        case .startChild(_, _, let arguments):
            return Set(arguments.map(\.expression))
        case .selectTab(let tab, let runs?):
            let target = model.coordinator(named: tab)?.startScreenAction(named: runs)
            return Set(target?.parameters.map(\.name) ?? [])
        default:
            return []
        }
    }

    /// `` `switch`(to: .login) ``: the app coordinator's switch for an action that switches the top-level flow.
    private func switchCall(_ action: ActionModel) -> Statement {
        guard case .switchTo(let flow) = action.navigation else { return .line("break") }
        let animated = action.transition.animated ? [] : ["animated: false"]
        return .line("`switch`(" + (["to: .\(SwiftSpelling.flowCase(flow))"] + animated).joined(separator: ", ") + ")")
    }

    /// What the flow's side takes besides the action, and what the app's side passes: the app coordinator, in an app of
    /// top-level flows, which the flow it starts gets; the dependencies, which it is created with.
    private var flowParameters: [(name: String, type: String, value: String)] {
        var parameters: [(name: String, type: String, value: String)] = []
        if model.shape.switchableFlows != nil {
            parameters.append((Names.appCoordinator, runtime.appCoordinator + "?", "self"))
        }
        if let dependencies = model.dependencies {
            parameters.append((Names.dependencies, dependencies, Names.dependencies))
        }
        return parameters
    }

    /// `extension Coordinator { func run(_:) }`: each action that runs on the flow on screen, as the same action of a
    /// screen's would.
    private func flowSide() -> Declaration? {
        let translator = ActionTranslator(model: model, result: nil, factoryModifiers: [])
        let reports = NavigationReportTranslator(model: model)
        let onFlow = model.appActions.filter { !$0.switchesFlow }
        guard !onFlow.isEmpty else { return nil }
        var cases = onFlow.map { action in
            SwitchCase(
                pattern: pattern(action),
                body: reports.reporting(
                    translator.navigationBody(for: action), of: action, named: Self.reportedName(action)))
        }
        if onFlow.count < model.appActions.count {
            cases.append(.otherwise([.line("break")]))
        }
        let perform = FunctionDeclaration(
            documentation: [
                "Runs `\(Self.action)` on this flow at once, as the same action of the screen on top of it would: what "
                    + "`\(Names.perform)(_:)` and the routes whose way takes an app action call."
            ],
            name: Names.runAppAction,
            parameters: [FunctionParameter(label: "_", name: Self.action, type: runtime.appAction)]
                + flowParameters.map { FunctionParameter(name: $0.name, type: $0.type) },
            body: [.switchOver(subject: Self.action, cases: cases)])
        return .type(TypeDeclaration(kind: .extension, name: runtime.coordinator, members: [.function(perform)]))
    }

    /// `$0.run(AppAction.compose(text: text))`: runs `action` on `flow` at once, with the values of its parameters'
    /// names, in a root or tab bar app, where a route's way may take it; with the dependencies the flow holds.
    static func run(_ action: ActionModel, on flow: String, in model: AppModel) -> String {
        let values = action.arguments(values: action.parameters.map(\.name))
        let value = action.name + (values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")")
        let dependencies = model.dependencies == nil ? "" : ", \(Names.dependencies): \(flow).\(Names.dependencies)"
        return flow + "." + Names.runAppAction + "(." + value + dependencies + ")"
    }

    /// The enum case's documentation: what the action does, as the app's documentation says it.
    static func summary(_ action: ActionModel) -> String {
        switch action.navigation {
        case .startChild(let flow, _, _):
            return "Starts the \(flow) flow, presented over the flow on screen."
        case .selectTab(let tab, let runs):
            return "Shows the \(tab) tab" + (runs.map { ", then runs `\($0)` on its first screen." } ?? ".")
        case .switchTo(let flow):
            return "Switches the app to the \(flow) flow."
        default:
            return ActionCode.effect(action).prefix(1).uppercased() + ActionCode.effect(action).dropFirst() + "."
        }
    }
}

extension ActionModel {
    /// Whether the action switches the app's top-level flow, which the app coordinator does itself.
    fileprivate var switchesFlow: Bool {
        if case .switchTo = navigation { true } else { false }
    }
}
