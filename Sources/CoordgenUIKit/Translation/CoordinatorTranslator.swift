import Generator
import Templates

/// The generated class of one coordinator: its state, `start()`, one method per action,
/// event dispatch for events-style screens, and a factory per screen it creates.
struct CoordinatorTranslator {
    let model: AppModel
    let coordinator: CoordinatorModel

    private typealias Names = RuntimeNames

    /// The runtime's type names in this app.
    private var runtime: RuntimeTypes { model.target.runtime }

    /// The result enum alone, for its own file in an app with view models.
    func resultDeclarations() -> [Declaration] {
        coordinator.result.map { [.type(resultEnum($0))] } ?? []
    }

    func declarations() -> [Declaration] {
        var declarations: [Declaration] = []
        // In an app with view models, the result enum has a file of its own, which view models can import.
        if let result = coordinator.result, !model.hasViewModels {
            declarations.append(.type(resultEnum(result)))
        }
        if let followUps = followUpEnum() {
            declarations.append(.type(followUps))
        }
        // Looked up once: each lookup copies every screen's model.
        let screens = self.screens
        let handled = handledScreens(screens)
        // The class implements all actions but those of the shared screens it shows, whose navigation does.
        let shared = Set(handled.filter(\.isShared).map(\.name))
        let own = coordinator.actions.filter { !shared.contains($0.screen) }
        let custom = own.filter { $0.navigation == .custom }
        let choosing = own.filter { $0.navigation.kind == .choose }
        if !custom.isEmpty || !choosing.isEmpty {
            declarations.append(.type(customActionsProtocol(custom, choosing: choosing)))
        }
        declarations.append(
            .type(
                coordinatorClass(
                    screens: screens, handled: handled, actions: own.filter { $0.navigation != .custom },
                    hasCustomActions: !custom.isEmpty || !choosing.isEmpty)))
        return declarations
    }

    /// The screens this coordinator creates.
    private var screens: [ScreenModel] {
        coordinator.screens.compactMap { model.screen(named: $0) }
    }

    /// The screens whose actions this coordinator handles: those it creates (`screens`), then those embedded in them.
    private func handledScreens(_ screens: [ScreenModel]) -> [ScreenModel] {
        screens
            + coordinator.embedded.filter { !coordinator.screens.contains($0) }.compactMap { model.screen(named: $0) }
    }

    // MARK: The class

    /// The class, which creates `screens`, handles the actions of `handled` and implements `actions`.
    private func coordinatorClass(
        screens: [ScreenModel], handled: [ScreenModel], actions: [ActionModel], hasCustomActions: Bool
    ) -> TypeDeclaration {
        let code = ActionTranslator(model: model, result: coordinator.result, factoryModifiers: ["private"])
        // A shared screen's navigation adopts the screen's protocols, so the class need not list them again.
        let adoptedByShared = Set(
            handled.filter { $0.isShared && $0.style.behaviour.groupsActionsIntoProtocols }.flatMap(\.protocolNames))
        var inheritance = [runtime.coordinator] + coordinator.protocols.filter { !adoptedByShared.contains($0) }
        for screen in handled {
            inheritance +=
                screen.isShared
                ? [Constants.sharedNavigation(screen.name)]
                : screen.style.emitter.coordinatorConformances(for: screen)
        }
        if hasCustomActions {
            inheritance.append(Constants.customActions(coordinator.name))
        }
        if coordinator.result != nil || !coordinator.followUps.isEmpty || endsWaits || coordinator.keepsState {
            inheritance.append(runtime.resultReturning)
        }
        var members = state() + keptFlowProperties(startedBy: actions)
        members.append(.initializer(initializer()))
        members.append(.function(start()))
        if let result = coordinator.result {
            members.append(contentsOf: resultMembers(result))
        }
        members.append(contentsOf: followUpMembers())
        members.append(contentsOf: choiceMembers(actions))
        members.append(contentsOf: firstScreenMembers())
        if !actions.isEmpty {
            members.append(.mark("Actions"))
            for action in actions {
                for method in code.methods(for: action) {
                    members.append(.function(method))
                }
            }
        }
        // Each style's dispatch methods, under the section it names, in the order the styles first appear.
        var sections: [(title: String, methods: [FunctionDeclaration])] = []
        for screen in handled where !screen.isShared {
            guard let dispatch = screen.style.emitter.coordinatorDispatch(for: screen) else { continue }
            if let index = sections.firstIndex(where: { $0.title == dispatch.title }) {
                sections[index].methods.append(dispatch.method)
            } else {
                sections.append((dispatch.title, [dispatch.method]))
            }
        }
        for section in sections {
            members.append(.mark(section.title))
            members += section.methods.map(Declaration.function)
        }
        let created = screens.filter { !$0.isShared }
        if !created.isEmpty {
            members.append(.mark("Screens"))
            for screen in created {
                members.append(.function(code.factory(for: screen)))
            }
        }
        let shown = coordinator.screens.joined(separator: ", ")
        return TypeDeclaration(
            documentation: [
                "The \(coordinator.name) flow. It starts at \(coordinator.startScreen) and shows: \(shown)."
            ],
            attributes: ["@MainActor"],
            modifiers: ["final"],
            kind: .class,
            name: Constants.coordinator(coordinator.name),
            inheritance: inheritance,
            members: members)
    }

    private func state() -> [Declaration] {
        var properties: [Declaration] = [
            .property(
                PropertyDeclaration(
                    name: Names.childCoordinators, type: "[any \(runtime.coordinator)]",
                    value: .stored(initialValue: "[]"))),
            .property(
                PropertyDeclaration(
                    isConstant: true, name: Names.navigationController,
                    type: "UINavigationController")),
            .property(
                PropertyDeclaration(
                    modifiers: ["weak"], name: Names.parentCoordinator,
                    type: "(any \(runtime.coordinator))?")),
            .property(
                PropertyDeclaration(
                    modifiers: ["weak"], name: Names.rootViewController,
                    type: "UIViewController?")),
            .property(
                PropertyDeclaration(
                    isConstant: true, name: Names.navigationObserverProperty, type: nil,
                    value: .stored(initialValue: "\(runtime.navigationObserver)()"))),
        ]
        if let dependencies = model.dependencies {
            properties.append(
                .property(
                    PropertyDeclaration(
                        documentation: ["What this flow hands to the flows it starts and the screens it creates."],
                        isConstant: true, name: Names.dependencies, type: dependencies)))
        }
        if model.shape.switchableFlows != nil {
            properties.append(
                .property(
                    PropertyDeclaration(
                        documentation: [
                            "The app coordinator, which `switchTo` actions ask to change the top-level flow.",
                            "Whoever starts this flow sets it.",
                        ],
                        modifiers: ["weak"], name: Names.appCoordinator, type: runtime.appCoordinator + "?")))
        }
        properties += coordinator.startInputs.map { input in
            ScreenTranslator.inputProperty(
                input, documentation: "Input of \(coordinator.startScreen); also readable by your custom actions")
        }
        return properties
    }

    /// `private var keptSettingsCoordinator: SettingsCoordinator?`: one per flow that keeps its state that `actions`
    /// start, which the first start keeps and later ones bring back.
    private func keptFlowProperties(startedBy actions: [ActionModel]) -> [Declaration] {
        var kept: [String] = []
        for action in actions {
            if case .startChild(let name, _, _) = action.navigation, model.coordinator(named: name)?.keepsState == true,
                !kept.contains(name)
            {
                kept.append(name)
            }
        }
        return kept.map { name in
            .property(
                PropertyDeclaration(
                    documentation: [
                        "The \(name) flow this one started, kept with its screens, which a start brings back."
                    ],
                    modifiers: ["private"], name: Names.keptFlow(name), type: Constants.coordinator(name) + "?"))
        }
    }

    private func initializer() -> InitializerDeclaration {
        var parameters = [FunctionParameter(name: Names.navigationController, type: "UINavigationController")]
        parameters += model.dependencyInitParameters.map { FunctionParameter(name: $0.name, type: $0.type) }
        parameters += coordinator.startInputs.map { input in
            FunctionParameter(
                name: input.name, type: input.type.asParameter,
                defaultValue: input.defaultValue)
        }
        var body: [Statement] = [.line("self.\(Names.navigationController) = \(Names.navigationController)")]
        body += model.dependencyParameters.map { .line("self.\($0.name) = \($0.name)") }
        body += coordinator.startInputs.map { .line("self.\($0.name) = \($0.name)") }
        body.append(.line("\(Names.navigationObserverProperty).coordinator = self"))
        var documentation = ["Creates the flow on `navigationController`; `start()` shows its first screen."]
        if !coordinator.startInputs.isEmpty {
            documentation.append("The other arguments are the inputs of \(coordinator.startScreen).")
        }
        return InitializerDeclaration(documentation: documentation, parameters: parameters, body: body)
    }

    // MARK: Custom actions

    /// The custom actions' methods, and the choosers of the actions that choose, which you implement.
    private func customActionsProtocol(_ actions: [ActionModel], choosing: [ActionModel]) -> TypeDeclaration {
        let choosers = choosing.map { action in
            var chooser = ActionCode.method(action, documentation: [Self.chooserDocumentation(action)], body: nil)
            chooser.name = ActionCode.chooser(action)
            chooser.isAsync = true
            if case .choose(let choose) = action.navigation {
                chooser.isThrowing = choose.fallback != nil
            }
            chooser.returnType = Constants.coordinator(coordinator.name) + "." + ActionCode.choiceType(action)
            return Declaration.function(chooser)
        }
        return TypeDeclaration(
            documentation: [
                "The custom actions of the \(coordinator.name) flow\(choosing.isEmpty ? "" : ", and its choosers"). "
                    + "Implement them in an extension of",
                "`\(Constants.coordinator(coordinator.name))` in your own file; until you do, the app does not compile.",
            ],
            attributes: ["@MainActor"],
            kind: .protocol,
            name: Constants.customActions(coordinator.name),
            inheritance: ["AnyObject"],
            members: actions.map { action in
                .function(ActionCode.method(action, documentation: [ActionCode.summary(action)], body: nil))
            } + choosers)
    }

    private static func chooserDocumentation(_ action: ActionModel) -> String {
        guard case .choose(let choose) = action.navigation else { return "" }
        return "Chooses what `\(action.selector)` of \(action.screen) runs, with its values: "
            + choose.among.map { "`.\($0)`" }.joined(separator: " or ")
            + (choose.fallback.map { "; throwing runs `\($0)`" } ?? "")
            + ". Cancelled when the flow ends meanwhile; what it returns then runs nothing."
    }

    // MARK: Choices

    /// Whether an action of this coordinator's chooses: the flow then cancels its choice when it ends.
    var choosesActions: Bool {
        coordinator.actions.contains { $0.navigation.kind == .choose }
    }

    /// Whether this flow decides its first screen behind a placeholder: it cancels the decision when it ends.
    var decidesBehindPlaceholder: Bool {
        coordinator.decision?.placeholder != nil
    }

    /// Whether the flow waits for code of yours that it cancels when it ends: a choice, or its first screen's decision.
    var endsWaits: Bool {
        choosesActions || decidesBehindPlaceholder
    }

    /// What `returnResult()` does first in a flow that waits for code of yours, since the flow has ended: cancels the
    /// choice it waits for (`endChoices()`) and the decision of its first screen.
    var endingWaits: [Statement] {
        (choosesActions ? [.line("\(Names.endChoices)()")] : [])
            + (decidesBehindPlaceholder ? [.line("\(Names.firstScreenDecision)?.cancel()")] : [])
    }

    /// `returnResult()`'s documentation of what `endingWaits` cancels, then a space; empty when it cancels nothing.
    private var cancelledWaits: String {
        switch (choosesActions, decidesBehindPlaceholder) {
        case (true, true):
            "Cancels the choice this flow waits for, if any, and its first screen's decision: the flow has ended. "
        case (true, false): "Cancels the choice this flow waits for, if any: the flow has ended. "
        case (false, true):
            "Cancels the decision of this flow's first screen, if it has not returned: the flow has ended. "
        case (false, false): ""
        }
    }

    /// The enum of what each action that chooses may run, and, in a flow without a result or a follow-up,
    /// `returnResult()`, which cancels the choice the flow waits for once it has ended.
    private func choiceMembers(_ actions: [ActionModel]) -> [Declaration] {
        var members: [Declaration] = actions.compactMap { action in
            guard case .choose(let choose) = action.navigation else { return nil }
            return .type(
                TypeDeclaration(
                    documentation: ["What `\(ActionCode.chooser(action))` may choose for `\(action.selector)`."],
                    kind: .enum, name: ActionCode.choiceType(action), inheritance: ["Sendable"],
                    members: choose.among.map { .enumCase(EnumCaseDeclaration(name: $0)) }))
        }
        // A flow with a result or a follow-up has its own `returnResult()`; validation keeps a kept flow from both.
        guard coordinator.result == nil, coordinator.followUps.isEmpty else { return members }
        if coordinator.keepsState {
            members.append(
                .function(
                    FunctionDeclaration(
                        documentation: [
                            cancelledWaits
                                + "Once UIKit is done, lets the flows it started go, and takes their screens off its "
                                + "stack: its own stay, for the flow that keeps it to bring back."
                        ],
                        name: Names.returnResult,
                        body: endingWaits + [
                            .line("DispatchQueue.main.async { [weak self] in self?.\(Names.letStartedFlowsGo)() }")
                        ])))
        } else if endsWaits {
            members.append(
                .function(
                    FunctionDeclaration(
                        documentation: [String(cancelledWaits.dropLast())], name: Names.returnResult,
                        body: endingWaits)))
        }
        return members
    }
}
