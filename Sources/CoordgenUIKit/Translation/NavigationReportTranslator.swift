import Generator
import Templates

/// `NavigationReport.swift`, for an app with `"analytics": true`: the value the app's hook hears once per navigation
/// (its flow, action, screens, kind and outcome), the enums of the manifest's flows and screens it names them by, and
/// the conformances through which the runtime finds those names. Also how an action's statements are wrapped to report.
struct NavigationReportTranslator {
    let model: AppModel

    private var runtime: RuntimeTypes { model.target.runtime }
    private var report: String { runtime.navigationReport }

    /// The protocols, nested in the report, by which the runtime reads which flow or screen an object is.
    static let reportedFlow = "ReportedFlow"
    static let reportedScreen = "ReportedScreen"
    /// Their requirements, and the hook the app sets.
    private static let flowRequirement = "reportedFlow"
    private static let screenRequirement = "reportedScreen"
    static let hook = "hook"

    // MARK: Reporting an action

    /// `statements`, the navigation of `action`, run through the runtime's `NavigationReport.report`, which tells the
    /// hook what UIKit did with them. `flow` is the flow they run on (`self` in a coordinator), `name` the action as the
    /// report names it. A custom action is your code's, and reports nothing.
    func reporting(
        _ statements: [Statement], of action: ActionModel, named name: String, on flow: String = "self"
    ) -> [Statement] {
        guard model.target.reportsNavigation, action.navigation != .custom else { return statements }
        var arguments = [
            "." + action.navigation.kind.key, "of: " + SwiftSpelling.stringLiteral(name), "on: " + flow,
        ]
        if let destination = destination(of: action.navigation) {
            arguments.append("to: " + destination)
        }
        if let unchanged = Self.unchangedOutcome(action.navigation) {
            arguments.append("unchanged: ." + unchanged)
        }
        return [
            .trailingClosure(
                prefix: report + "." + RuntimeNames.report, arguments: arguments, opener: " {", body: statements)
        ]
    }

    /// Where `navigation` goes, as the report's `Destination` spells it: the screen it shows, the flow it starts or
    /// selects, the top-level flow it switches to; `nil` for one that goes back, ends a flow, hands over or shows what
    /// is not a screen of the manifest.
    private func destination(of navigation: NavigationModel) -> String? {
        switch navigation {
        case .push(let screen, _), .present(let screen, _):
            return ".screen(.\(Self.caseName(screen)))"
        case .setStack(let screens):
            return screens.last.map { ".screen(.\(Self.caseName($0.screen)))" }
        case .startChild(let coordinator, _, _), .selectTab(let coordinator, _):
            return ".flow(.\(Self.caseName(coordinator)))"
        case .switchTo(let flow):
            return ".topLevelFlow(.\(SwiftSpelling.flowCase(flow)))"
        case .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail, .webAuthentication,
            .print,
            .choose, .finish,
            .pop, .popToRoot, .dismiss, .close, .toScreen, .custom:
            return nil
        }
    }

    /// What an unchanged app means for the navigation, when not that it was refused: that it waits, for the
    /// transitions under way (a tab selected, a top-level flow switched) or for your chooser; or that it handed its
    /// values to the screen, which changes nothing UIKit shows.
    private static func unchangedOutcome(_ navigation: NavigationModel) -> String? {
        switch navigation {
        case .choose, .selectTab, .switchTo: "waiting"
        case .finish(let finish?) where finish.switchesApp: "waiting"
        case .toScreen: "handedOver"
        case .push, .present, .setStack, .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari,
            .mail,
            .webAuthentication, .print, .startChild, .finish, .pop, .popToRoot, .dismiss, .close, .custom:
            nil
        }
    }

    /// The kinds of navigation the app's actions take, in the manifest reference's order: a custom action reports
    /// nothing.
    private var reportedKinds: [NavigationKind] {
        NavigationKind.allCases.filter { kind in kind != .custom && model.containsAction { $0.navigation.kind == kind }
        }
    }

    /// `home` for the screen or flow `Home`: the case that names it.
    private static func caseName(_ name: String) -> String {
        SwiftSpelling.identifier(SwiftSpelling.lowerCamelCase(name))
    }

    // MARK: The file

    func declarations() -> [Declaration] {
        [.type(reportType())]
            + model.coordinators.map { coordinator in
                conformance(
                    of: Constants.coordinator(coordinator.name), to: Self.reportedFlow,
                    requirement: Self.flowRequirement,
                    type: "Flow", value: coordinator.name)
            }
            + model.screens.map { screen in
                conformance(
                    of: UIKitNames.baseClass(screen.name), to: Self.reportedScreen,
                    requirement: Self.screenRequirement, type: "Screen", value: screen.name)
            }
    }

    private func reportType() -> TypeDeclaration {
        let property = { (name: String, type: String, documentation: String) -> Declaration in
            .property(
                PropertyDeclaration(
                    documentation: [documentation], isConstant: true, name: name, type: type,
                    value: .stored(initialValue: nil)))
        }
        var destinations: [Declaration] = [
            .enumCase(
                EnumCaseDeclaration(name: "screen", associatedValues: [AssociatedValue(label: nil, type: "Screen")])),
            .enumCase(EnumCaseDeclaration(name: "flow", associatedValues: [AssociatedValue(label: nil, type: "Flow")])),
        ]
        if model.shape.switchableFlows != nil {
            destinations.append(
                .enumCase(
                    EnumCaseDeclaration(
                        documentation: ["The top-level flow the app coordinator switches to."], name: "topLevelFlow",
                        associatedValues: [AssociatedValue(label: nil, type: runtime.appFlow)])))
        }
        return TypeDeclaration(
            documentation: [
                "One navigation the app asked for (an action of a screen or of the app, a step of a route's way) and "
                    + "what UIKit did with it. The runtime hands each to `\(Self.hook)` once, as soon as UIKit has "
                    + "answered: a navigation that runs another (an alert's choice, a tab's action) is reported before "
                    + "or after it, each once."
            ],
            kind: .struct, name: report, inheritance: ["Equatable", "Sendable"],
            members: [
                .property(
                    PropertyDeclaration(
                        documentation: [
                            "What hears every navigation: set it once, at launch, to send your analytics. While it is "
                                + "`nil`, nothing is measured or reported."
                        ],
                        attributes: ["@MainActor"], modifiers: ["static"], isConstant: false, name: Self.hook,
                        type: "((\(report)) -> Void)?", value: .stored(initialValue: nil))),
                property("flow", "Flow", "The flow the navigation ran in."),
                property(
                    "action", "String",
                    "The action, by its manifest name: `openArticle`, or `app.compose` for an app action."),
                property(
                    "from", "Screen?",
                    "The screen on top of the flow when it asked; `nil` when that is none of the manifest's (an "
                        + "alert, a system controller)."),
                property(
                    "to", "Destination?",
                    "Where it goes: the screen it shows, the flow it starts or selects; `nil` for one that goes back, "
                        + "ends a flow, hands values over, or shows an alert or a system controller."),
                property("kind", "Kind", "What it does, by its manifest key."),
                property("outcome", "Outcome", "What UIKit did with it."),
                .type(
                    namesEnum(
                        "Flow", documentation: "A flow of the manifest, by its coordinator.",
                        names: model.coordinators.map(\.name))),
                .type(
                    namesEnum("Screen", documentation: "A screen of the manifest.", names: model.screens.map(\.name))),
                .type(
                    TypeDeclaration(
                        documentation: ["Where a navigation goes."], kind: .enum, name: "Destination",
                        inheritance: ["Equatable", "Sendable"], members: destinations)),
                .type(
                    TypeDeclaration(
                        documentation: ["What a navigation does: its manifest key."], kind: .enum, name: "Kind",
                        inheritance: ["String", "Sendable"],
                        members: reportedKinds.map { kind in
                            .enumCase(EnumCaseDeclaration(name: SwiftSpelling.identifier(kind.key)))
                        })),
                .type(outcomeEnum()),
                .type(requirementProtocol(Self.reportedFlow, Self.flowRequirement, type: "Flow", what: "A flow")),
                .type(
                    requirementProtocol(Self.reportedScreen, Self.screenRequirement, type: "Screen", what: "A screen")),
            ])
    }

    private func namesEnum(_ name: String, documentation: String, names: [String]) -> TypeDeclaration {
        TypeDeclaration(
            documentation: [documentation], kind: .enum, name: name, inheritance: ["String", "Sendable"],
            members: names.map { name in
                .enumCase(EnumCaseDeclaration(name: Self.caseName(name), rawValue: SwiftSpelling.stringLiteral(name)))
            })
    }

    private func outcomeEnum() -> TypeDeclaration {
        let outcome = { (name: String, documentation: String) -> Declaration in
            .enumCase(EnumCaseDeclaration(documentation: [documentation], name: name))
        }
        return TypeDeclaration(
            documentation: ["What UIKit did with a navigation, measured by what it shows just before and just after."],
            kind: .enum, name: "Outcome", inheritance: ["Equatable", "Sendable"],
            members: [
                outcome("changed", "UIKit changed what it shows, or began the transition that changes it."),
                outcome(
                    "waiting",
                    "Nothing changed yet: it waits for the transitions under way (a tab it selects, a top-level "
                        + "flow it switches to) or for your chooser, and what it then runs is reported on its own."),
                outcome(
                    "refused",
                    "Nothing changed: UIKit refused or dropped it (another transition ran, something else was "
                        + "presented), or the runtime did (the screen that asked had left)."),
                outcome("handedOver", "Its values went to the screen (`toScreen`), which UIKit has no say in."),
            ])
    }

    /// `protocol ReportedFlow { static var reportedFlow: Flow { get } }`, which every coordinator (or screen base class)
    /// of the app adopts.
    private func requirementProtocol(_ name: String, _ requirement: String, type: String, what: String)
        -> TypeDeclaration
    {
        // Only the runtime reads it, inside the module: in a public API it stays internal, and so do the conformances.
        TypeDeclaration(
            documentation: ["\(what) of the manifest, as the report names it: coordgen makes each adopt this."],
            attributes: ["@MainActor"], modifiers: model.target.access == .internal ? [] : ["internal"],
            kind: .protocol,
            name: name,
            members: [
                .property(
                    PropertyDeclaration(
                        modifiers: ["static"], isConstant: false, name: requirement, type: type,
                        value: .requirement(settable: false)))
            ])
    }

    /// `extension HomeViewControllerBase: NavigationReport.ReportedScreen { static var reportedScreen … { .home } }`.
    private func conformance(
        of type: String, to protocolName: String, requirement: String, type enumType: String, value: String
    )
        -> Declaration
    {
        .type(
            TypeDeclaration(
                kind: .extension, name: type, inheritance: [report + "." + protocolName],
                members: [
                    .property(
                        PropertyDeclaration(
                            modifiers: ["static"], isConstant: false, name: requirement,
                            type: report + "." + enumType, value: .computed([.line("." + Self.caseName(value))])))
                ]))
    }
}
