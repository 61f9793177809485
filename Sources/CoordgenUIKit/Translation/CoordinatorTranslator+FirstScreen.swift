import Generator
import Templates

/// How a flow that decides its first screen starts: the enum of the screens it may choose, the generated code that
/// asks `decideFirstScreen()` and shows the choice, and the user's file where that method lives.
extension CoordinatorTranslator {
    private typealias Names = RuntimeNames

    /// `start()`: the start screen; or the screen `decideFirstScreen()` chooses, the fallback if it throws; or, for a
    /// decision that takes time, the placeholder until it arrives.
    func start() -> FunctionDeclaration {
        guard let decision = coordinator.decision else {
            return FunctionDeclaration(
                name: Names.start,
                body: [
                    .call(
                        prefix: "let \(Local.viewController) = " + UIKitNames.factory(coordinator.startScreen),
                        arguments: call(startChoice)),
                    .line("\(Names.showFirstScreen)(\(Local.viewController))"),
                ])
        }
        guard let placeholder = decision.placeholder else {
            return FunctionDeclaration(
                name: Names.start,
                body: deciding(decision, awaiting: false) + [.line("\(Names.showFirstScreen)(\(Local.viewController))")]
            )
        }
        return FunctionDeclaration(
            name: Names.start,
            body: [
                .call(
                    prefix: "let \(Local.placeholder) = " + UIKitNames.factory(placeholder.screen),
                    arguments: call(placeholder)),
                .line("\(Names.showFirstScreen)(\(Local.placeholder))"),
                .block(
                    opener: "\(Names.firstScreenDecision) = Task { [weak self] in",
                    body: [.line("await self?.\(Names.showDecidedFirstScreen)(replacing: \(Local.placeholder))")]),
            ])
    }

    /// The enum of the first screens, and the methods that make the chosen one and, after a placeholder, show it.
    func firstScreenMembers() -> [Declaration] {
        guard let decision = coordinator.decision else { return [] }
        let choices = [startChoice] + decision.alternatives
        var members: [Declaration] = [
            .mark("First screen"),
            .type(
                TypeDeclaration(
                    documentation: [
                        "The screens this flow may start with; `\(Names.decideFirstScreen)()` chooses one."
                    ],
                    kind: .enum, name: Names.firstScreenType, inheritance: ["Sendable"],
                    members: choices.map { .enumCase(EnumCaseDeclaration(name: Self.caseName($0.screen))) })),
            .function(
                FunctionDeclaration(
                    modifiers: ["private"], name: Names.makeFirstScreen,
                    parameters: [
                        FunctionParameter(label: "_", name: Local.screen.rawValue, type: Names.firstScreenType)
                    ],
                    returnType: "UIViewController",
                    body: [
                        .switchOver(
                            subject: Local.screen.rawValue,
                            cases: choices.map { choice in
                                SwitchCase(
                                    pattern: "." + Self.caseName(choice.screen),
                                    body: [
                                        .call(
                                            prefix: "return " + UIKitNames.factory(choice.screen),
                                            arguments: call(choice))
                                    ])
                            })
                    ])),
        ]
        if decision.placeholder != nil {
            members += [
                .property(
                    PropertyDeclaration(
                        documentation: [
                            "The decision under way behind the placeholder, cancelled when the flow ends first."
                        ],
                        modifiers: ["private"], name: Names.firstScreenDecision, type: "Task<Void, Never>?",
                        value: .stored(initialValue: nil))),
                .property(
                    PropertyDeclaration(
                        documentation: ["What waits for the first screen this flow decides; `nil` once it shows it."],
                        modifiers: ["private"], name: Names.firstScreenWaiters, type: "[() -> Void]?",
                        value: .stored(initialValue: "[]"))),
                .function(
                    FunctionDeclaration(
                        documentation: [
                            "Runs `next` once this flow shows the first screen `\(Names.decideFirstScreen)()` chose in "
                                + "the place of the placeholder, or has ended first, and at once if it has: a route "
                                + "that ends at this flow waits for it."
                        ],
                        name: Names.whenFirstScreenDecided,
                        parameters: [FunctionParameter(label: "_", name: "next", type: "@escaping () -> Void")],
                        body: [
                            .line("guard \(Names.firstScreenWaiters) != nil else { return next() }"),
                            .line("\(Names.firstScreenWaiters)?.append(next)"),
                        ])),
            ]
            members.append(
                .function(
                    FunctionDeclaration(
                        documentation: [
                            "Waits for `\(Names.decideFirstScreen)()`, then shows the screen it chose"
                                + (decision.fallback == nil ? "" : " (the fallback, if it failed)")
                                + " in the place of",
                            "`placeholder`, if the flow still shows it.",
                        ],
                        modifiers: ["private"], name: Names.showDecidedFirstScreen,
                        parameters: [
                            FunctionParameter(
                                label: "replacing", name: Local.placeholder.rawValue, type: "UIViewController")
                        ],
                        isAsync: true,
                        body: deciding(decision, awaiting: true) + [
                            .block(
                                opener:
                                    "\(Names.replaceFirstScreen)(placeholder, with: viewController) { [weak self] in",
                                body: [
                                    .line("let waiters = self?.\(Names.firstScreenWaiters) ?? []"),
                                    .line("self?.\(Names.firstScreenWaiters) = nil"),
                                    .block(opener: "for waiter in waiters {", body: [.line("waiter()")]),
                                ])
                        ])))
        }
        return members
    }

    /// The user's file: `decideFirstScreen()`, choosing the start screen until the user writes the decision.
    func decisionDeclarations() -> [Declaration] {
        guard let decision = coordinator.decision else { return [] }
        var documentation = [
            "The screen the flow starts with. Decide it here, from the flow's inputs and dependencies."
        ]
        if let placeholder = decision.placeholder {
            documentation.append("\(placeholder.screen) shows until it returns.")
        }
        if let fallback = decision.fallback {
            documentation.append("If it throws, the flow starts with \(fallback.screen).")
        }
        return [
            .type(
                TypeDeclaration(
                    kind: .extension, name: Constants.coordinator(coordinator.name),
                    members: [
                        .function(
                            FunctionDeclaration(
                                documentation: documentation, name: Names.decideFirstScreen,
                                isAsync: decision.placeholder != nil, isThrowing: decision.fallback != nil,
                                returnType: Names.firstScreenType,
                                body: [.line("." + Self.caseName(startChoice.screen))]
                            ))
                    ]))
        ]
    }

    /// `let viewController` set to the chosen screen, or to the fallback when the decision throws.
    private func deciding(_ decision: FirstScreenDecision, awaiting: Bool) -> [Statement] {
        let effects = (decision.fallback == nil ? "" : "try ") + (awaiting ? "await " : "")
        let chosen = "\(Names.makeFirstScreen)(\(effects)\(Names.decideFirstScreen)())"
        guard let fallback = decision.fallback else { return [.line("let \(Local.viewController) = " + chosen)] }
        return [
            .line("let viewController: UIViewController"),
            .block(opener: "do {", body: [.line("\(Local.viewController) = " + chosen)], closer: ""),
            // `catch _`: an input named `error` stays the flow's, not the thrown error.
            .block(
                opener: "} catch _ {",
                body: [
                    .call(
                        prefix: "\(Local.viewController) = " + UIKitNames.factory(fallback.screen),
                        arguments: call(fallback))
                ]),
        ]
    }

    /// The start screen as a choice: the flow's inputs are its own.
    private var startChoice: FirstScreenDecision.Choice {
        FirstScreenDecision.Choice(
            screen: coordinator.startScreen,
            arguments: coordinator.startInputs.map { InputArgument(input: $0.name, expression: $0.name) })
    }

    private func call(_ choice: FirstScreenDecision.Choice) -> [String] {
        choice.arguments.map { "\($0.input): \($0.expression)" }
    }

    /// The case of `FirstScreen` for `screen`: `paywall` for `Paywall`.
    static func caseName(_ screen: String) -> String {
        SwiftSpelling.identifier(SwiftSpelling.lowerCamelCase(screen))
    }
}
