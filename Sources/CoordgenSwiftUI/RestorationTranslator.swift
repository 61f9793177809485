import Generator
import Templates

/// `NavigationSnapshot.swift` for a restorable app (`"restorable": true`), Foundation only: every action that shows a
/// screen or starts a flow as a `Codable` step with its values (`NavigationStep`), the navigation saved as the steps
/// that made what it shows (`NavigationSnapshot`), and `restore(_:)`, which replays them. A snapshot carries the
/// version of the navigation graph it was saved from, and one from another is refused whole.
struct RestorationTranslator {
    static let restoration = "Restoration"

    let model: AppModel

    private var names: SwiftUIRuntimeNames { model.swiftUINames }

    /// The screens with actions a snapshot saves, each with those actions.
    private var savedScreens: [(screen: ScreenModel, actions: [ActionModel])] {
        model.screens.compactMap { screen in
            let actions = screen.actions.filter(Self.isSaved)
            return actions.isEmpty ? nil : (screen, actions)
        }
    }

    /// Whether a snapshot saves `action`: it shows a screen or starts a flow.
    static func isSaved(_ action: ActionModel) -> Bool {
        action.navigation.kind.isSavedOnRestoring
    }

    /// The case of ``step`` for `screen`'s steps, and the type of them: `homeScreen`, `HomeSteps`.
    static func stepCase(_ screen: String) -> String { SwiftUINames.screenCase(screen) }
    static func stepsType(_ screen: String) -> String { screen + "Steps" }

    /// The step `action` saves, as code that holds its values: `.homeScreen(.openArticle(id: id))`.
    static func step(of action: ActionModel) -> String {
        let values = action.parameters.map { $0.name + ": " + $0.name }
        return ".\(stepCase(action.screen))(.\(action.name)"
            + (values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")")
            + ")"
    }

    func declarations() -> [Declaration] {
        [.type(stepEnum()), .type(snapshotType()), .type(navigationExtension())]
    }

    private func stepEnum() -> TypeDeclaration {
        var cases: [SwitchCase] = []
        for (screen, actions) in savedScreens {
            for action in actions {
                let takers = model.coordinators.filter { flow in
                    flow.actions.contains { $0.screen == action.screen && $0.name == action.name }
                }
                var body: [Statement] = takers.map { flow in
                    .block(
                        opener: "if let flow = flow as? \(Constants.coordinator(flow.name)) {",
                        body: [.line("flow." + action.callPassingValuesByName), .line("return true")])
                }
                body.append(.line("return false"))
                let pattern = SwiftSpelling.casePattern(action.name, binding: action.parameters.map(\.name))
                cases.append(SwitchCase(pattern: ".\(Self.stepCase(screen.name))(\(pattern))", body: body))
            }
        }
        let screens: [Declaration] = savedScreens.map { saved in
            .type(
                TypeDeclaration(
                    documentation: ["The \(saved.screen.name) screen's actions a snapshot saves."],
                    modifiers: model.swiftUIAPI, kind: .enum, name: Self.stepsType(saved.screen.name),
                    inheritance: ["Codable", "Sendable"],
                    members: saved.actions.map { action in
                        .enumCase(
                            EnumCaseDeclaration(
                                name: action.name,
                                associatedValues: action.parameters.map {
                                    AssociatedValue(label: $0.name, type: $0.type.canonical)
                                }))
                    }))
        }
        return TypeDeclaration(
            documentation: [
                "An action that showed a screen or started a flow, with its values: what a snapshot saves, and "
                    + "restoring replays."
            ],
            modifiers: model.swiftUIAPI, kind: .enum, name: names.navigationStep, inheritance: ["Codable", "Sendable"],
            members: savedScreens.map { saved in
                .enumCase(
                    EnumCaseDeclaration(
                        name: Self.stepCase(saved.screen.name),
                        associatedValues: [AssociatedValue(label: nil, type: Self.stepsType(saved.screen.name))]))
            } + screens + [
                .function(
                    FunctionDeclaration(
                        documentation: ["Takes the step on `flow`: whether the flow is one that takes it."],
                        attributes: ["@MainActor"], name: "take",
                        parameters: [
                            FunctionParameter(label: "on", name: "flow", type: model.swiftUINames.coordinator)
                        ],
                        returnType: "Bool",
                        body: cases.isEmpty ? [.line("false")] : [.switchOver(subject: "self", cases: cases)]))
            ])
    }

    private func snapshotType() -> TypeDeclaration {
        let saved = TypeDeclaration(
            documentation: [
                "A step, and the flow that takes it: the index of the step that started that flow, or `-1 - k` for the "
                    + "app's k-th first flow."
            ],
            modifiers: model.swiftUIAPI, kind: .struct, name: "Saved", inheritance: ["Codable", "Sendable"],
            members: [
                .property(
                    PropertyDeclaration(
                        modifiers: model.swiftUIAPI, isConstant: true, name: "step", type: names.navigationStep)),
                .property(
                    PropertyDeclaration(modifiers: model.swiftUIAPI, isConstant: true, name: "flow", type: "Int")),
            ])
        return TypeDeclaration(
            documentation: [
                "The app's navigation as a value to save (it is `Codable`): the steps that made what it shows, in the "
                    + "order it shows them, its top-level flow and its tab. Alerts are not saved."
            ],
            modifiers: model.swiftUIAPI, kind: .struct, name: names.navigationSnapshot,
            inheritance: ["Codable", "Sendable"],
            members: [
                .type(saved),
                .property(
                    PropertyDeclaration(
                        documentation: [
                            "The version of the navigation graph it was saved from: a snapshot of another is not "
                                + "restored."
                        ],
                        modifiers: model.swiftUIAPI, isConstant: true, name: "graph", type: "String")),
                .property(
                    PropertyDeclaration(
                        documentation: [
                            "The top-level flow shown, as its `AppFlow`'s raw value; `nil` in an app without."
                        ],
                        modifiers: model.swiftUIAPI, isConstant: true, name: "flow", type: "Int?")),
                .property(
                    PropertyDeclaration(modifiers: model.swiftUIAPI, isConstant: true, name: "selectedTab", type: "Int")
                ),
                .property(
                    PropertyDeclaration(modifiers: model.swiftUIAPI, isConstant: true, name: "steps", type: "[Saved]")),
            ])
    }

    private func navigationExtension() -> TypeDeclaration {
        let outcome = TypeDeclaration(
            documentation: ["What `restore(_:)` did."], modifiers: model.swiftUIAPI, kind: .enum,
            name: Self.restoration,
            inheritance: ["Equatable", "Sendable"],
            members: [
                .enumCase(
                    EnumCaseDeclaration(documentation: ["Every step of the snapshot is taken."], name: "restored")),
                .enumCase(
                    EnumCaseDeclaration(
                        documentation: [
                            "The snapshot was saved from another version of the navigation graph: nothing is restored."
                        ],
                        name: "otherGraph")),
                .enumCase(
                    EnumCaseDeclaration(
                        documentation: ["The step at this index could not be taken; the steps before it are."],
                        name: "stepNotTaken", associatedValues: [AssociatedValue(label: nil, type: "Int")])),
            ])
        let snapshot = FunctionDeclaration(
            documentation: [
                "The navigation as a value to save: encode it (it is `Codable`) when the scene goes to the background, "
                    + "and hand it to `restore(_:)` at the next launch. `nil` when a screen shown was not shown by an "
                    + "action."
            ],
            modifiers: model.swiftUIAPI, name: "snapshot", returnType: names.navigationSnapshot + "?",
            body: [
                .line("guard let savedSteps = savedSteps() else { return nil }"),
                .line("var steps: [\(names.navigationSnapshot).Saved] = []"),
                .block(
                    opener: "for saved in savedSteps {",
                    body: [
                        .line("guard let step = saved.step as? \(names.navigationStep) else { return nil }"),
                        .line("steps.append(\(names.navigationSnapshot).Saved(step: step, flow: saved.flow))"),
                    ]),
                .call(
                    prefix: "return \(names.navigationSnapshot)",
                    arguments: [
                        "graph: Self.graphVersion", "flow: topLevelFlow", "selectedTab: selectedTab", "steps: steps",
                    ]),
            ])
        let restore = FunctionDeclaration(
            documentation: [
                "Starts the app again where `snapshot` was saved: its top-level flow, then each of its steps, in one "
                    + "change, and its tab. Every flow running before ends, handing over its result. A snapshot of "
                    + "another version of the navigation graph changes nothing."
            ],
            attributes: ["@discardableResult"], modifiers: model.swiftUIAPI, name: "restore",
            parameters: [FunctionParameter(label: "_", name: "snapshot", type: names.navigationSnapshot)],
            returnType: Self.restoration,
            body: [
                .block(opener: "guard snapshot.graph == Self.graphVersion else {", body: [.line("return .otherGraph")])
            ] + start() + [
                .block(
                    opener: "let stopped = replay(",
                    body: [
                        .line("snapshot.steps.map { saved in (flow: saved.flow, take: { saved.step.take(on: $0) }) }")
                    ],
                    closer: ")"),
                .line("setSelectedTab(snapshot.selectedTab)"),
                .line("return stopped.map { .stepNotTaken($0) } ?? .restored"),
            ])
        return TypeDeclaration(
            kind: .extension, name: model.swiftUINames.appNavigation,
            members: [
                .type(outcome),
                .property(
                    PropertyDeclaration(
                        documentation: [
                            "The version of the navigation graph: it changes with the app's flows, screens and the "
                                + "actions a snapshot saves."
                        ],
                        modifiers: model.swiftUIAPI + ["static"], isConstant: true, name: "graphVersion",
                        type: "String",
                        value: .stored(initialValue: SwiftSpelling.stringLiteral(graphVersion)))),
                .function(snapshot), .function(restore),
            ])
    }

    /// The statements that start the app again as the snapshot's top-level flow, or its first flows.
    private func start() -> [Statement] {
        switch model.shape {
        case .root(let root):
            return [.line("replaceRoots(with: [\(Constants.coordinator(root))()], tabItems: [])")]
        case .tabs(_, let tabs):
            return [SwiftUITranslator.starting(tabs, with: "replaceRoots", names: names)]
        case .split(_, let split):
            return [SwiftUITranslator.starting(split, with: "replaceRoots")]
        case .flows(let flows):
            let first = flows.flows.first.map { "." + SwiftSpelling.flowCase($0.name) } ?? ""
            let types = AppTypeNames(prefix: model.target.runtimePrefix)
            return [.line("switchTo(snapshot.flow.flatMap(\(types.appFlow).init(rawValue:)) ?? \(first))")]
        }
    }

    /// The navigation graph, as text that changes when a snapshot of it would no longer restore: the app's shape, each
    /// flow and its first screen, each screen's inputs, and each action a snapshot saves, with its values and where
    /// it goes. Its FNV-1a hash, in hexadecimal.
    var graphVersion: String {
        var lines: [String] = ["\(model.shape)"]
        for flow in model.coordinators {
            lines.append("flow \(flow.name) \(flow.startScreen)")
            for action in flow.actions where Self.isSaved(action) {
                lines.append(
                    "  \(action.screen).\(action.name)(\(action.parameters.map { "\($0.name): \($0.type.canonical)" }.joined(separator: ", "))) \(action.navigation)"
                )
            }
        }
        for screen in model.screens {
            lines.append("screen \(screen.name) \(screen.inputs.map { "\($0.name): \($0.type.canonical)" })")
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lines.joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
