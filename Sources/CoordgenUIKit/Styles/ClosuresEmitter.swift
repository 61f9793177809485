import Generator
import Templates

/// Closures style, as UIKit code: the screen knows nothing of coordinators. It has one closure per action
/// (`var buySubscriptionAction: ((Int) -> Void)?`), which the coordinator sets with `[weak self]`.
struct ClosuresEmitter: StyleEmitter {
    func screenDeclarations(for screen: ScreenModel) -> [Declaration] {
        []
    }

    func baseClassMembers(for screen: ScreenModel) -> [Declaration] {
        screen.actions.flatMap { action -> [Declaration] in
            let closure = Declaration.property(
                PropertyDeclaration(
                    documentation: [
                        "Call it to perform `\(action.ownSelector)`, which \(ActionCode.effect(action)).",
                        "The coordinator sets it.",
                    ],
                    name: Constants.closure(action.name), type: action.closureType))
            guard let result = action.startedResult else { return [closure] }
            return [closure] + awaitingMembers(for: action, result: result)
        }
    }

    /// For an action that starts a flow with a result: `await chooseLanguage()` on the screen, and the closure
    /// behind it, which the coordinator sets to start the flow with a handler for its result.
    private func awaitingMembers(for action: ActionModel, result: StartedResult) -> [Declaration] {
        let starter = Constants.awaitingClosure(action.name)
        let values = action.parameters.map(\.name)
        let parameterTypes = action.parameters.map { $0.type.asParameter }
        let handler = "@escaping (\(result.typeName)) -> Void"
        return [
            .property(
                PropertyDeclaration(
                    documentation: [
                        "Starts the flow of `\(action.ownSelector)` with a handler for its result; the coordinator sets it.",
                        "Await `\(action.ownSelector)` instead.",
                    ],
                    name: starter, type: "((" + (parameterTypes + [handler]).joined(separator: ", ") + ") -> Void)?")),
            .function(
                ActionCode.awaitingMethod(
                    action, named: action.name, result: result,
                    documentation: [
                        "Performs `\(action.ownSelector)` and returns the flow's result when it ends, however it ends;",
                        "`\(result.whenLeft)` at once when no coordinator has set the closures.",
                    ],
                    body: ActionCode.awaitingBody(result) { handler in
                        .call(prefix: starter + "?", arguments: values + [handler])
                    })),
        ]
    }

    func coordinatorConformances(for screen: ScreenModel) -> [String] {
        []
    }

    func coordinatorDispatch(for screen: ScreenModel) -> (title: String, method: FunctionDeclaration)? {
        nil
    }

    func factoryWiring(for screen: ScreenModel, on target: String) -> [Statement] {
        screen.actions.flatMap { action -> [Statement] in
            let names = action.parameters.map(\.name)
            let arguments = names.isEmpty ? "in" : names.joined(separator: ", ") + " in"
            let head = "\(target).\(Constants.closure(action.name)) = { [weak self] \(arguments)"
            let wiring = Statement.block(
                opener: head,
                body: [
                    .call(
                        prefix: "self?.\(action.method)",
                        arguments: action.arguments(values: names))
                ])
            guard action.startedResult != nil else { return [wiring] }
            // The handler goes to the flow, so a flow dropped without ending still resumes the awaiting task.
            return [
                wiring,
                .block(
                    opener: "\(target).\(Constants.awaitingClosure(action.name)) = { [weak self] "
                        + (names + [Local.handler.rawValue]).joined(separator: ", ") + " in",
                    body: [
                        .call(
                            prefix: "self?." + action.method,
                            arguments: action.arguments(values: names) + ["then: \(Local.handler)"])
                    ]),
            ]
        }
    }

    /// None: a test sets the closures itself.
    func testDoubles(for screen: ScreenModel) -> [TypeDeclaration] {
        []
    }

    func trigger(_ action: ActionModel) -> String {
        let values = action.parameters.map { "<#\($0.type.canonical)#>" }.joined(separator: ", ")
        return "\(Constants.closure(action.name))?(\(values))"
    }
}
