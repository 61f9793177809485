import Generator
import Templates

/// The parts of a coordinator that deal with results: the result enum of a flow that has one, how the flow keeps and
/// hands over its result, and the methods of an action that starts such a flow.
extension CoordinatorTranslator {
    /// The property that holds the case the last finishing action chose.
    static let finishedWith = RuntimeNames.finishedWith

    /// `enum LanguageListResult: Sendable`, one case per manifest case, each value labelled with its name.
    func resultEnum(_ result: ResultModel) -> TypeDeclaration {
        let documentation: [String]
        switch result.receiver {
        case .startingScreen(let whenLeft):
            documentation = [
                "What the \(coordinator.name) flow hands to the screen that started it when it ends.",
                "",
                "`\(whenLeft)` when it ends without a finish that names a case: the back button, a swipe,",
                "a sheet swiped down, a dismissal by code, or the flow that started it ending.",
            ]
        case .appCoordinator:
            documentation = [
                "What the top-level \(coordinator.name) flow ends with. The app coordinator hands it to your code, then",
                "switches to the flow the case names.",
            ]
        }
        return TypeDeclaration(
            documentation: documentation,
            kind: .enum,
            name: result.typeName,
            inheritance: ["Sendable"],
            members: result.cases.map { resultCase in
                .enumCase(
                    EnumCaseDeclaration(
                        name: resultCase.name,
                        associatedValues: resultCase.values.map {
                            AssociatedValue(label: $0.name, type: $0.type.canonical)
                        }))
            })
    }

    /// `onResult`, `result`, the chosen case, and `returnResult()`, which hands the result over once.
    func resultMembers(_ result: ResultModel) -> [Declaration] {
        let type = result.typeName
        return [
            .property(
                PropertyDeclaration(
                    documentation: result.receiver == .appCoordinator
                        ? ["Called once with the case a finish chose. The app coordinator sets it."]
                        : [
                            "Called once with the flow's result when it ends, however it ends. The coordinator that "
                                + "starts",
                            "the flow sets it.",
                        ],
                    name: RuntimeNames.onResult, type: "((\(type)) -> Void)?")),
            .property(
                PropertyDeclaration(
                    documentation: [
                        result.receiver == .appCoordinator
                            ? "The result the flow handed to the app coordinator, once a finish chose it."
                            : "The result the flow handed over, once it has ended: read it in the parent's "
                                + "`childDidEnd(_:)`."
                    ],
                    modifiers: ["private(set)"], name: RuntimeNames.result, type: "\(type)?")),
            .property(
                PropertyDeclaration(
                    documentation: [
                        "The case the last finishing action chose; handed over once UIKit has removed the flow."
                    ],
                    modifiers: ["private"], name: Self.finishedWith, type: "\(type)?")),
            .function(returnResult(result)),
        ] + (finishWithResult(result).map { [Declaration.function($0)] } ?? [])
    }

    /// `finish(with:animated:)`: ends a flow that hands its result to the screen that started it with the chosen case,
    /// and takes the choice back if UIKit refuses or drops the change, so a later back button hands over `whenLeft`.
    private func finishWithResult(_ result: ResultModel) -> FunctionDeclaration? {
        guard case .startingScreen = result.receiver else { return nil }
        return Self.finishChoosing(
            [Self.resultChoice(result.typeName)],
            documentation: [
                "Ends the flow with `result`. If UIKit refuses or drops the change (another transition is running),",
                "the flow stays with the case chosen before, so leaving it later hands over what that would.",
            ])
    }

    /// What a private `finish(…animated:)` chooses before it ends the flow: the parameter that brings it, the
    /// property that keeps it, and the local that keeps what was chosen before.
    struct FinishChoice {
        var parameter: FunctionParameter
        var property: String
        var before: String
    }

    /// The result case a finish chooses.
    static func resultChoice(_ typeName: String) -> FinishChoice {
        FinishChoice(
            parameter: FunctionParameter(label: "with", name: "result", type: typeName), property: finishedWith,
            before: "chosenBefore")
    }

    /// A private `finish(…animated:)` that sets each of `choices`, ends the flow, and takes the choices back if UIKit
    /// refuses or drops the change.
    static func finishChoosing(_ choices: [FinishChoice], documentation: [String]) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: documentation,
            modifiers: ["private"],
            name: RuntimeNames.finish,
            parameters: choices.map(\.parameter) + [FunctionParameter(name: "animated", type: "Bool")],
            body: choices.map { .line("let \($0.before) = \($0.property)") }
                + choices.map { .line("\($0.property) = \($0.parameter.name)") } + [
                    .block(
                        opener: "\(RuntimeNames.finish)(animated: animated) { [weak self] in",
                        body: choices.map { .line("self?.\($0.property) = \($0.before)") })
                ])
    }

    /// Hands the result over once: the chosen case, or the `whenLeft` case; a top-level flow's only once a finish chose.
    private func returnResult(_ result: ResultModel) -> FunctionDeclaration {
        let documentation: String
        let choose: Statement
        switch result.receiver {
        case .startingScreen(let whenLeft):
            documentation = "Hands over the chosen case, or `\(whenLeft)`; only the first call does anything."
            choose = .line("let result = \(Self.finishedWith) ?? .\(whenLeft)")
        case .appCoordinator:
            documentation =
                "Hands over the case a finish chose to the app coordinator; only the first call does anything."
            choose = .line("guard let result = \(Self.finishedWith) else { return }")
        }
        return FunctionDeclaration(
            documentation: [documentation],
            name: RuntimeNames.returnResult,
            body: endingWaits + [
                .line("guard \(RuntimeNames.result) == nil else { return }"),
                choose,
                .line("self.\(RuntimeNames.result) = result"),
                .line("let \(Local.handler) = \(RuntimeNames.onResult)"),
                .line("\(RuntimeNames.onResult) = nil"),
                .line("\(Local.handler)?(result)"),
            ] + (coordinator.followUps.isEmpty ? [] : Self.handOverFollowUp))
    }

    /// `.language(language: chosen)`: the case a finish ends with, its values filled from the action's parameters.
    static func caseExpression(_ resultCase: ResultCaseModel, finish: FinishModel) -> String {
        guard !resultCase.values.isEmpty else { return "." + resultCase.name }
        let values = resultCase.values.map { "\($0.name): \(finish.expression(for: $0.name))" }
        return "." + resultCase.name + "(" + values.joined(separator: ", ") + ")"
    }
}
