import Generator
import Templates

/// Events style, as UIKit code: one enum per screen (`HomeEvent`) with a case per action, and one method on the coordinator,
/// `eventOccurred(with:)`, that switches over it.
struct EventsEmitter: StyleEmitter {
    func screenDeclarations(for screen: ScreenModel) -> [Declaration] {
        guard !screen.actions.isEmpty else { return [] }
        return [.type(eventEnum(screen)), .type(eventHandling(screen))]
    }

    func baseClassMembers(for screen: ScreenModel) -> [Declaration] {
        guard !screen.actions.isEmpty else { return [] }
        return [
            .property(
                PropertyDeclaration(
                    documentation: ["The coordinator that handles this screen's events."],
                    modifiers: ["weak"], name: "coordinator", type: "(any \(Constants.eventHandling(screen.name)))?"))
        ]
    }

    func coordinatorConformances(for screen: ScreenModel) -> [String] {
        screen.actions.isEmpty ? [] : [Constants.eventHandling(screen.name)]
    }

    func coordinatorDispatch(for screen: ScreenModel) -> (title: String, method: FunctionDeclaration)? {
        guard !screen.actions.isEmpty else { return nil }
        let method = FunctionDeclaration(
            documentation: ["Handles what happened on \(screen.name)."],
            name: Constants.eventHandler,
            parameters: [
                FunctionParameter(label: "with", name: Local.event.rawValue, type: Constants.event(screen.name))
            ],
            body: [
                .switchOver(
                    subject: Local.event.rawValue,
                    cases: screen.actions.map { action in
                        let bindings = action.parameters.map { "let \($0.name)" }
                        let pattern =
                            "." + action.name + (bindings.isEmpty ? "" : "(" + bindings.joined(separator: ", ") + ")")
                        let call = Statement.call(
                            prefix: action.method,
                            arguments: action.arguments(values: action.parameters.map(\.name)))
                        return SwitchCase(pattern: pattern, body: [call])
                    })
            ])
        return ("Events", method)
    }

    func factoryWiring(for screen: ScreenModel, on target: String) -> [Statement] {
        screen.actions.isEmpty ? [] : [.line("\(target).coordinator = self")]
    }

    /// `HomeEventHandlingDouble`: records each event.
    func testDoubles(for screen: ScreenModel) -> [TypeDeclaration] {
        guard !screen.actions.isEmpty else { return [] }
        let handling = Constants.eventHandling(screen.name)
        return [
            TypeDeclaration(
                documentation: [
                    "Records the events of the \(screen.name) screen, for unit tests: set it as the coordinator of its",
                    "view model or screen, act, then read `events`.",
                ],
                attributes: ["@MainActor"],
                modifiers: ["final"],
                kind: .class,
                name: handling + "Double",
                inheritance: [handling],
                members: [
                    .property(
                        PropertyDeclaration(
                            documentation: ["The events, in order."], modifiers: ["private(set)"], name: "events",
                            type: "[\(Constants.event(screen.name))]", value: .stored(initialValue: "[]"))),
                    .function(
                        FunctionDeclaration(
                            name: Constants.eventHandler,
                            parameters: [
                                FunctionParameter(
                                    label: "with", name: Local.event.rawValue, type: Constants.event(screen.name))
                            ],
                            body: [.line("events.append(\(Local.event))")])),
                ])
        ]
    }

    func trigger(_ action: ActionModel) -> String {
        let arguments = ActionCode.placeholderArguments(action).joined(separator: ", ")
        let payload = arguments.isEmpty ? "" : "(\(arguments))"
        return "coordinator?.\(Constants.eventHandler)(with: .\(action.name)\(payload))"
    }

    private func eventEnum(_ screen: ScreenModel) -> TypeDeclaration {
        TypeDeclaration(
            documentation: ["What can happen on the \(screen.name) screen."],
            kind: .enum,
            name: Constants.event(screen.name),
            members: screen.actions.map { action in
                var enumCase = ActionCode.enumCase(action, named: action.name)
                enumCase.documentation = [ActionCode.summary(action)]
                return .enumCase(enumCase)
            })
    }

    private func eventHandling(_ screen: ScreenModel) -> TypeDeclaration {
        TypeDeclaration(
            documentation: ["Handles the events of the \(screen.name) screen."],
            attributes: ["@MainActor"],
            kind: .protocol,
            name: Constants.eventHandling(screen.name),
            inheritance: ["AnyObject"],
            members: [
                .function(
                    FunctionDeclaration(
                        name: Constants.eventHandler,
                        parameters: [
                            FunctionParameter(
                                label: "with", name: Local.event.rawValue, type: Constants.event(screen.name))
                        ],
                        body: nil))
            ])
    }
}
