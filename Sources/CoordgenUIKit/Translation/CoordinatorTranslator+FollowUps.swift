import Generator
import Templates

/// The parts of a coordinator that deal with `then` (docs/manifest.md, "Then: what the parent runs next"): the enum of
/// what its finishes ask the flow that started it to run, how the flow keeps the choice and hands it over once, and
/// how an action that starts a flow runs what that flow asks.
extension CoordinatorTranslator {
    private typealias Names = RuntimeNames

    /// `enum MenuFollowUp: Sendable`, one case per action a finish names, each value labelled with its name.
    func followUpEnum() -> TypeDeclaration? {
        guard !coordinator.followUps.isEmpty else { return nil }
        return TypeDeclaration(
            documentation: [
                "What the \(coordinator.name) flow asks the flow that started it to run once UIKit has removed it:",
                "the action of the starting screen that a finish names in `then`.",
            ],
            kind: .enum,
            name: coordinator.followUpType,
            inheritance: ["Sendable"],
            members: coordinator.followUps.map { followUp in
                .enumCase(
                    EnumCaseDeclaration(
                        name: followUp.name,
                        associatedValues: followUp.values.map {
                            AssociatedValue(label: $0.name, type: $0.type.canonical)
                        }))
            })
    }

    /// `onFollowUp`, the chosen follow-up, the finish that chooses one, and, in a flow without a result,
    /// `returnResult()`, which hands it over.
    func followUpMembers() -> [Declaration] {
        guard !coordinator.followUps.isEmpty else { return [] }
        let type = coordinator.followUpType
        var members: [Declaration] = [
            .property(
                PropertyDeclaration(
                    documentation: [
                        "Runs what a finish named in `then`, once, on the main queue's turn after UIKit removed the",
                        "flow. The coordinator that starts the flow sets it.",
                    ],
                    name: Names.onFollowUp, type: "(@MainActor (\(type)) -> Void)?")),
            .property(
                PropertyDeclaration(
                    documentation: ["What the last finishing action asked to run next; handed over with the result."],
                    modifiers: ["private"], name: Names.chosenFollowUp, type: "\(type)?")),
        ]
        if coordinator.result == nil {
            members.append(
                .function(
                    FunctionDeclaration(
                        documentation: [
                            "Hands over what the last finish asked to run next, if one did; only the first call does "
                                + "anything."
                        ],
                        name: Names.returnResult,
                        body: endingWaits + Self.handOverFollowUp)))
        }
        members.append(.function(finishWithFollowUp()))
        return members
    }

    /// The end of `returnResult()`: the follow-up goes to the starting flow on the main queue's next turn, when UIKit
    /// has finished the change that ended this flow and the starting flow has let it go.
    static let handOverFollowUp: [Statement] = [
        .line("guard let followUp = \(Names.chosenFollowUp), let runNext = \(Names.onFollowUp) else { return }"),
        .line("\(Names.onFollowUp) = nil"),
        .line("DispatchQueue.main.async { runNext(followUp) }"),
    ]

    /// `finish(with:then:animated:)`, or `finish(then:animated:)` in a flow without a result: ends the flow with the
    /// chosen follow-up, and takes the choice back if UIKit refuses or drops the change.
    private func finishWithFollowUp() -> FunctionDeclaration {
        let followUp = FinishChoice(
            parameter: FunctionParameter(label: "then", name: "followUp", type: coordinator.followUpType),
            property: Names.chosenFollowUp, before: "followUpBefore")
        return Self.finishChoosing(
            (coordinator.result.map { [Self.resultChoice($0.typeName)] } ?? []) + [followUp],
            documentation: [
                "Ends the flow, which then asks the flow that started it to run `followUp`. If UIKit refuses or drops",
                "the change (another transition is running), the flow stays with what was chosen before.",
            ])
    }

    /// `.openSettings(section: section)`: the follow-up a finish names, its values filled from the finish's parameters
    /// of the same names.
    static func followUpExpression(_ followUp: FollowUpModel) -> String {
        guard !followUp.values.isEmpty else { return "." + followUp.name }
        let values = followUp.values.map { "\($0.name): \($0.name)" }
        return "." + followUp.name + "(" + values.joined(separator: ", ") + ")"
    }
}

extension ActionTranslator {
    /// `child.onFollowUp = …`: runs what the started flow asks for once it has ended, unless the screen that asked
    /// has gone, or this flow has ended, meanwhile.
    static func followUpHandler(_ calls: [FollowUpCall], on flow: String = Local.child.rawValue) -> Statement {
        .block(
            opener: "\(flow).\(RuntimeNames.onFollowUp) = { [weak self, weak screen] followUp in",
            body: [
                .comment("Not when the screen that asked has gone meanwhile, or this flow, with what it showed."),
                .line("guard let self, screen != nil, self.\(RuntimeNames.isShowingScreens) else { return }"),
                .switchOver(
                    subject: "followUp",
                    cases: calls.map { call in
                        SwitchCase(
                            pattern: SwiftSpelling.casePattern(call.caseName, binding: call.values),
                            body: [.line("self." + call.call)])
                    }),
            ])
    }
}
