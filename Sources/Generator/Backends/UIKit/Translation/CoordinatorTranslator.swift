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
        let custom = coordinator.actions.filter { $0.navigation == .custom }
        if !custom.isEmpty {
            declarations.append(.type(customActionsProtocol(custom)))
        }
        declarations.append(.type(coordinatorClass(hasCustomActions: !custom.isEmpty)))
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

    private func coordinatorClass(hasCustomActions: Bool) -> TypeDeclaration {
        // Looked up once: each lookup copies every screen's model.
        let screens = self.screens
        let handled = handledScreens(screens)
        var inheritance = [runtime.coordinator] + coordinator.protocols
        inheritance += handled.flatMap { $0.style.behaviour.coordinatorConformances(for: $0) }
        if hasCustomActions {
            inheritance.append(Constants.customActions(coordinator.name))
        }
        if coordinator.result != nil {
            inheritance.append(runtime.resultReturning)
        }
        var members = state()
        members.append(.initializer(initializer()))
        members.append(.function(start()))
        if let result = coordinator.result {
            members.append(contentsOf: resultMembers(result))
        }
        let actions = coordinator.actions.filter { $0.navigation != .custom }
        if !actions.isEmpty {
            members.append(.mark("Actions"))
            for action in actions {
                for method in methods(for: action) {
                    members.append(.function(method))
                }
            }
        }
        // Each style's dispatch methods, under the section it names, in the order the styles first appear.
        var sections: [(title: String, methods: [FunctionDeclaration])] = []
        for case let dispatch? in handled.map({ $0.style.behaviour.coordinatorDispatch(for: $0) }) {
            if let index = sections.firstIndex(where: { $0.title == dispatch.title }) {
                sections[index].methods.append(dispatch.method)
            } else {
                sections.append((dispatch.title, [dispatch.method]))
            }
        }
        // Appended one by one: adding a mapped array would copy each declaration and then free the array's own.
        for section in sections {
            members.append(.mark(section.title))
            for method in section.methods {
                members.append(.function(method))
            }
        }
        members.append(.mark("Screens"))
        for screen in screens {
            members.append(.function(factory(for: screen)))
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

    private func initializer() -> InitializerDeclaration {
        var parameters = [FunctionParameter(name: Names.navigationController, type: "UINavigationController")]
        parameters += model.dependencyInitParameters.map { FunctionParameter(name: $0.name, type: $0.type) }
        parameters += coordinator.startInputs.map { input in
            FunctionParameter(
                name: input.name, type: ActionCode.parameterType(input.type),
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

    private func start() -> FunctionDeclaration {
        let arguments = coordinator.startInputs.map { "\($0.name): \($0.name)" }
        return FunctionDeclaration(
            name: Names.start,
            body: [
                .call(
                    prefix: "let viewController = " + Constants.factory(coordinator.startScreen), arguments: arguments),
                .line("\(Names.showFirstScreen)(viewController)"),
            ])
    }

    // MARK: Actions

    /// The method that performs `action`; for an action that starts a flow with a result, also the form that awaits
    /// the result and the private method both use.
    private func methods(for action: ActionModel) -> [FunctionDeclaration] {
        let documentation = [ActionCode.summary(action)]
        guard let result = action.startedResult else {
            return [ActionCode.method(action, documentation: documentation, body: body(for: action))]
        }
        return resultStartingMethods(for: action, result: result, body: body(for: action))
    }

    /// The statements of `action`. For an action that starts a flow with a result, they hand the result to the
    /// screen's base class and to a `handler`, which the method that holds them takes.
    private func body(for action: ActionModel) -> [Statement] {
        let transition = action.transition
        let animated = transition.animated ? "animated: true" : "animated: false"
        // The runtime's calls take `animated:` only when it is not the default, so most calls read as before.
        let runtimeAnimated = transition.animated ? [] : [animated]
        switch action.navigation {
        case .push(let screen, let arguments):
            return [
                makeViewController(screen, arguments),
                .line(
                    "\(Names.topNavigationController).pushViewController(viewController, \(animated))"),
            ]
        case .present(let screen, let arguments):
            let call = runtimeCall(Names.presentInNavigationController, ["viewController"] + runtimeAnimated)
            guard transition.configuresPresentation else {
                return [makeViewController(screen, arguments), .line(call)]
            }
            return [
                makeViewController(screen, arguments),
                .block(opener: call + " { stack in", body: presentationSetup(of: "stack", transition)),
            ]
        case .startChild(let name, let modal, let arguments):
            var statements: [Statement] = []
            var navigation = Names.topNavigationController
            if modal {
                let stack = "\(runtime.flowNavigationController)(presentedFrom: \(Names.topNavigationController))"
                if transition.configuresPresentation {
                    statements.append(.line("let stack = " + stack))
                    statements += presentationSetup(of: "stack", transition)
                    navigation = "stack"
                } else {
                    navigation = stack
                }
            }
            let deliversResult = action.startedResult != nil
            if deliversResult {
                // The flow's own screen of the action's kind nearest the top is the one that asked, even when the
                // action runs from code with something else on top; it hears the result if it is still there when
                // the flow ends. A screen with a view model hears it through its view model.
                let viewModel = model.screen(named: action.screen)?.hasViewModel == true ? "?.viewModel" : ""
                let base = Constants.baseClass(action.screen)
                let found = "\(Names.shownScreen) { $0 is \(base) } as? \(base)"
                if viewModel.isEmpty {
                    statements.insert(.line("let screen = " + found), at: 0)
                } else {
                    statements.insert(
                        contentsOf: [.line("let shown = " + found), .line("let screen = shown" + viewModel)], at: 0)
                }
            }
            statements.append(
                .call(
                    prefix: "let child = " + Constants.coordinator(name),
                    arguments: ["\(Names.navigationController): \(navigation)"] + model.dependencyArguments()
                        + inputArguments(arguments)))
            if deliversResult {
                statements.append(
                    .block(
                        opener: "child.\(Names.onResult) = { [weak screen] result in",
                        body: [.line("screen?.\(Constants.resultReceiver)(result)"), .line("handler(result)")]))
            }
            if model.shape.switchableFlows != nil {
                statements.append(.line("child.\(Names.appCoordinator) = \(Names.appCoordinator)"))
            }
            statements.append(.line(runtimeCall(Names.startChild, ["child"] + runtimeAnimated)))
            return statements
        case .switchTo(let flow):
            return [
                .line(
                    "\(Names.appCoordinator)?.switch("
                        + (["to: .\(SwiftSpelling.flowCase(flow))"] + runtimeAnimated)
                        .joined(separator: ", ") + ")")
            ]
        case .finish(let finish):
            let end = Statement.line(runtimeCall(Names.finish, runtimeAnimated))
            guard let finish, let result = coordinator.result,
                let resultCase = result.cases.first(where: { $0.name == finish.caseName })
            else { return [end] }
            let chosen = Statement.line("\(Self.finishedWith) = " + Self.caseExpression(resultCase, finish: finish))
            switch result.receiver {
            case .startingScreen:
                return [
                    .line(
                        runtimeCall(
                            Names.finish, ["with: " + Self.caseExpression(resultCase, finish: finish), animated]))
                ]
            case .appCoordinator:
                // A top-level flow has no parent to return to: the app coordinator switches on the case.
                return [chosen, .line("\(Names.returnResult)()")]
            }
        case .pop:
            return [.line("\(Names.topNavigationController).popViewController(\(animated))")]
        case .popToRoot:
            return [.line(runtimeCall(Names.popToFirstScreen, runtimeAnimated))]
        case .dismiss:
            return [.line(runtimeCall(Names.dismissTopStack, runtimeAnimated))]
        case .close:
            // The screen that asks is the one on top of the flow's top stack. It reads only the stacks, so one method
            // serves every screen that closes, however each was shown: the flow's first screen ends the flow, a
            // pushed screen pops, and the first screen of a stack the flow presented dismisses it.
            let top = Names.topNavigationController
            return [
                .conditional(
                    [
                        ConditionalBranch(
                            "\(top).topViewController === \(Names.rootViewController)",
                            [.line(runtimeCall(Names.finish, runtimeAnimated))]),
                        ConditionalBranch(
                            "\(top).viewControllers.count > 1", [.line("\(top).popViewController(\(animated))")]),
                    ],
                    otherwise: [.line(runtimeCall(Names.dismissTopStack, runtimeAnimated))])
            ]
        case .custom:
            return []
        }
    }

    private func runtimeCall(_ name: String, _ arguments: [String]) -> String {
        name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// Sets up a stack before it is presented: its style first, since UIKit picks the presentation controller (and
    /// whether there is a sheet to give detents to) from the style when the stack is first asked for one.
    private func presentationSetup(of stack: String, _ transition: TransitionModel) -> [Statement] {
        var statements: [Statement] = []
        if let style = transition.modalStyle {
            statements.append(.line("\(stack).modalPresentationStyle = .\(style.rawValue)"))
        }
        if !transition.detents.isEmpty {
            let detents = transition.detents.map { ".\($0.rawValue)()" }.joined(separator: ", ")
            let setDetents = Statement.line("\(stack).sheetPresentationController?.detents = [\(detents)]")
            // Before iOS 15 a sheet has no detents and keeps its full height.
            statements.append(
                model.target.deploymentTarget < .detents
                    ? .block(opener: "if #available(iOS \(IOSVersion.detents), *) {", body: [setDetents]) : setDetents)
        }
        return statements
    }

    private func makeViewController(_ screen: String, _ arguments: [InputArgument]) -> Statement {
        .call(
            prefix: "let viewController = \(Constants.factory(screen))",
            arguments: inputArguments(arguments))
    }

    private func inputArguments(_ arguments: [InputArgument]) -> [String] {
        arguments.map { "\($0.input): \($0.expression)" }
    }

    // MARK: Screens

    /// `makeHomeViewController(…)`: creates the screen with its inputs and connects it to this coordinator.
    private func factory(for screen: ScreenModel) -> FunctionDeclaration {
        let viewController = Constants.viewController(screen.name)
        // Inside the storyboard's creator closure, the coordinator's dependencies are read through `self`.
        let inClosure = screen.instantiation != .code && !screen.hasViewModel
        var inputs =
            model.dependencyArguments(readFrom: inClosure ? "self." : "")
            + screen.inputs.map { "\($0.name): \($0.name)" }
        let parameters = screen.inputs.map { FunctionParameter(name: $0.name, type: ActionCode.parameterType($0.type)) }
        let connectsCoordinator = !screen.actions.isEmpty || !screen.embeds.isEmpty || screen.hasViewModel
        if case .code = screen.instantiation, !connectsCoordinator {
            return FunctionDeclaration(
                modifiers: ["private"], name: Constants.factory(screen.name), parameters: parameters,
                returnType: viewController,
                body: [.call(prefix: "return \(viewController)", arguments: inputs)])
        }
        var body: [Statement] = []
        if screen.hasViewModel {
            // The view model holds the screen's values and talks to this coordinator; the view controller holds it.
            body.append(.call(prefix: "let viewModel = \(Constants.viewModel(screen.name))", arguments: inputs))
            body.append(contentsOf: screen.style.behaviour.factoryWiring(for: screen, on: "viewModel"))
            inputs = ["viewModel: viewModel"]
        }
        switch screen.instantiation {
        case .code:
            body.append(.call(prefix: "let viewController = \(viewController)", arguments: inputs))
        case .storyboard where inputs.isEmpty:
            body.append(.line("let viewController = \(viewController).\(Names.instantiate)()"))
        case .storyboard:
            body.append(
                .block(
                    opener: "let viewController = \(viewController).\(Names.instantiate) { coder in",
                    body: [.call(prefix: viewController, arguments: ["coder: coder"] + inputs)]))
        }
        if !screen.hasViewModel {
            body.append(contentsOf: screen.style.behaviour.factoryWiring(for: screen, on: "viewController"))
        }
        body.append(contentsOf: embedWiring(for: screen))
        body.append(.line("return viewController"))
        return FunctionDeclaration(
            modifiers: ["private"],
            name: Constants.factory(screen.name),
            parameters: parameters,
            returnType: viewController,
            body: body)
    }

    /// Wires the screens embedded in `screen` (held in `viewController`) to this coordinator once each exists, and
    /// those embedded in them, in the embedded screen's own style.
    private func embedWiring(for screen: ScreenModel) -> [Statement] {
        screen.embeds.compactMap { embed -> Statement? in
            guard let embedded = model.screen(named: embed.screen) else { return nil }
            let wiring =
                embedded.style.behaviour.factoryWiring(
                    for: embedded, on: embedded.hasViewModel ? "viewController.viewModel" : "viewController")
                + embedWiring(for: embedded)
            guard !wiring.isEmpty else { return nil }
            return .block(
                opener: "viewController.\(Constants.embedConnection(embed.name)) = { [weak self] viewController in",
                body: wiring)
        }
    }

    // MARK: Custom actions

    private func customActionsProtocol(_ actions: [ActionModel]) -> TypeDeclaration {
        TypeDeclaration(
            documentation: [
                "The custom actions of the \(coordinator.name) flow. Implement them in an extension of",
                "`\(Constants.coordinator(coordinator.name))` in your own file; until you do, the app does not compile.",
            ],
            attributes: ["@MainActor"],
            kind: .protocol,
            name: Constants.customActions(coordinator.name),
            inheritance: ["AnyObject"],
            members: actions.map { action in
                .function(ActionCode.method(action, documentation: [ActionCode.summary(action)], body: nil))
            })
    }
}
