import Generator
import Templates

/// One flow's coordinator, `MainCoordinator`: how it makes its screens and wires them to itself, what each action does
/// to the navigation state, and, for a flow with a result, the result it hands over once, however it ends.
struct FlowTranslator {
    let model: AppModel
    let coordinator: CoordinatorModel

    private typealias Local = SwiftUINames.Local

    func declarations() -> [Declaration] {
        var declarations: [Declaration] = []
        var members: [Declaration] = []
        if let result = coordinator.result {
            declarations.append(.type(resultEnum(result)))
            members += resultMembers(result)
        }
        members += start()
        if let result = coordinator.result {
            members.append(.function(flowDidEnd(result)))
        }
        members.append(.mark("Screens"))
        members += coordinator.screens.compactMap { model.screen(named: $0) }.map { .function(factory(for: $0)) }
        // A custom action's method is the app's own, in an extension of the coordinator: until it is written, the
        // app does not build.
        let generated = coordinator.actions.filter { $0.navigation != .custom }
        if !generated.isEmpty {
            members.append(.mark("Actions"))
            members += generated.map { .function(method(for: $0)) }
        }
        let eventScreens = shownScreens.filter { $0.style == .events && !$0.actions.isEmpty }
        if !eventScreens.isEmpty {
            members.append(.mark("Events"))
            members += eventScreens.map { .function(eventDispatch(for: $0)) }
        }
        declarations.append(
            .type(
                TypeDeclaration(
                    documentation: ["The \(coordinator.name) flow, which starts at \(coordinator.startScreen)."],
                    attributes: ["@MainActor"], modifiers: ["final"], kind: .class,
                    name: Constants.coordinator(coordinator.name),
                    inheritance: [model.swiftUINames.coordinator] + coordinator.protocols
                        + eventScreens.map { Constants.eventHandling($0.name) },
                    members: members)))
        return declarations
    }

    private var shownScreens: [ScreenModel] {
        coordinator.screens.compactMap { model.screen(named: $0) }
    }

    // MARK: Starting

    /// How the flow makes its first screen: from the start screen's inputs, which its initializer takes.
    private func start() -> [Declaration] {
        let screenCall = entry(coordinator.startScreen, arguments: coordinator.startInputs.map(\.name), on: "")
        guard !coordinator.startInputs.isEmpty else {
            return [
                .function(
                    FunctionDeclaration(
                        modifiers: ["override"], name: "makeFirstScreen", returnType: model.swiftUINames.screenEntry,
                        body: [.line(screenCall)]))
            ]
        }
        let type = Constants.coordinator(coordinator.name)
        let maker = "firstScreenMaker"
        return [
            .property(
                PropertyDeclaration(
                    documentation: ["Makes the first screen, with the inputs the flow started with."],
                    modifiers: ["private"], isConstant: true, name: maker,
                    type: "(\(type)) -> \(model.swiftUINames.screenEntry)")),
            .initializer(
                InitializerDeclaration(
                    parameters: coordinator.startInputs.map { input in
                        FunctionParameter(
                            name: input.name, type: input.type.asParameter,
                            defaultValue: input.defaultValue)
                    },
                    body: [
                        .block(
                            opener: "\(maker) = { coordinator in",
                            body: [
                                .line(
                                    entry(
                                        coordinator.startScreen, arguments: coordinator.startInputs.map(\.name),
                                        on: "coordinator."))
                            ]),
                        .line("super.init()"),
                    ])),
            .function(
                FunctionDeclaration(
                    modifiers: ["override"], name: "makeFirstScreen", returnType: model.swiftUINames.screenEntry,
                    body: [.line("\(maker)(self)")])),
        ]
    }

    /// `ScreenEntry(.homeScreen(makeHomeScreen(item: item)))`: the entry of a new `screen` whose inputs take
    /// `arguments`, in the inputs' order, from the factory on `receiver`.
    private func entry(_ screen: String, arguments: [String], on receiver: String, saved: Bool = false) -> String {
        let inputs = model.screen(named: screen)?.inputs ?? []
        let call = zip(inputs, arguments).map { $0.name + ": " + $1 }.joined(separator: ", ")
        let factory = receiver + "make" + SwiftUINames.screenObject(screen) + "(" + call + ")"
        return model.swiftUINames.screenEntry + "(." + SwiftUINames.screenCase(screen) + "(" + factory + ")"
            + (saved ? ", step: \(Local.step))" : ")")
    }

    // MARK: Screens

    /// `makeHomeScreen(…)`: a new screen object, connected to this coordinator in the screen's style.
    private func factory(for screen: ScreenModel) -> FunctionDeclaration {
        let object = SwiftUINames.screenObject(screen.name)
        let arguments = screen.inputs.map { $0.name + ": " + $0.name }.joined(separator: ", ")
        var body: [Statement] = [.line("let \(Local.screen) = \(object)(\(arguments))")]
        if !screen.actions.isEmpty {
            switch screen.style {
            case .protocols, .events:
                body.append(.line("\(Local.screen).coordinator = self"))
            case .closures:
                body += screen.actions.map { action in
                    let names = action.parameters.map(\.name)
                    let call =
                        action.method + "("
                        + action.arguments(values: names).joined(separator: ", ") + ")"
                    let values = names.isEmpty ? "" : " " + names.joined(separator: ", ")
                    return .block(
                        opener: "\(Local.screen).\(Constants.closure(action.name)) = { [weak self]\(values) in",
                        body: [.line("self?." + call)])
                }
            }
        }
        body.append(.line("return \(Local.screen)"))
        return FunctionDeclaration(
            documentation: ["A new \(screen.name) screen, which tells this coordinator what happens."],
            name: "make" + object,
            parameters: screen.inputs.map {
                FunctionParameter(name: $0.name, type: $0.type.asParameter)
            },
            returnType: object, body: body)
    }

    // MARK: Actions

    private func method(for action: ActionModel) -> FunctionDeclaration {
        var body: [Statement] = []
        let screenObject = SwiftUINames.screenObject(action.screen)
        if action.readsScreenInputs {
            body.append(.line("guard let \(Local.screen) = shownScreen(\(screenObject).self) else { return }"))
        }
        // A restorable app saves the action with its values on what it shows.
        let saved = model.target.isRestorable && RestorationTranslator.isSaved(action)
        if saved {
            body.append(
                .line(
                    "let \(Local.step) = \(model.swiftUINames.navigationStep)" + RestorationTranslator.step(of: action))
            )
        }
        let step = saved ? ["step: \(Local.step)"] : []
        let unanimated = body.count
        switch action.navigation {
        case .push(let screen, let arguments):
            body.append(
                .call(
                    prefix: "showScreen",
                    arguments: [entry(screen, arguments: arguments.map(\.expression), on: "", saved: saved)]))
        case .present(let screen, let arguments):
            var presentation = presentation(of: action)
            presentation[0] = "as: " + presentation[0]
            body.append(
                .call(
                    prefix: "presentScreen",
                    arguments: [entry(screen, arguments: arguments.map(\.expression), on: "", saved: saved)]
                        + presentation))
        case .startChild(let child, let placement, let arguments):
            let inputs = model.coordinator(named: child)?.startInputs ?? []
            let call = zip(inputs, arguments).map { $0.name + ": " + $1.expression }.joined(separator: ", ")
            body.append(.line("let \(Local.child) = \(Constants.coordinator(child))(\(call))"))
            if let started = action.startedResult {
                if !action.readsScreenInputs {
                    body.append(.line("let \(Local.screen) = shownScreen(\(screenObject).self)"))
                }
                body.append(
                    .block(
                        opener: "\(Local.child).onResult = { [weak \(Local.screen)] result in",
                        body: [.line("\(Local.screen)?.on\(started.typeName)?(result)")]))
            }
            let presents =
                placement.isModal || (placement.splitColumn != nil && action.transition.presentsOutsideColumns)
            var presentation = presents ? presentation(of: action) : ["nil"]
            presentation[0] = "presentation: " + presentation[0]
            if let column = placement.splitColumn {
                body.append(
                    .call(
                        prefix: "startInColumn", arguments: ["." + column, Local.child.rawValue] + presentation + step))
            } else {
                body.append(.call(prefix: "startChild", arguments: [Local.child.rawValue] + presentation + step))
            }
        case .finish(let finish):
            if let finish, let result = coordinator.result,
                let resultCase = result.cases.first(where: { $0.name == finish.caseName })
            {
                let values = resultCase.values.map { $0.name + ": " + finish.expression(for: $0.name) }
                body.append(
                    .line(
                        "finishedWith = ." + finish.caseName
                            + (values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")")))
            }
            body.append(.line("finish()"))
        case .pop:
            body.append(.line("popScreen()"))
        case .popToRoot:
            body.append(.line("popToFirstScreen()"))
        case .dismiss:
            body.append(.line("dismissTopStack()"))
        case .switchTo(let flow):
            body.append(.line("navigation?.switchTo(.\(SwiftSpelling.flowCase(flow)))"))
        case .close:
            body.append(
                .block(
                    opener: "if let \(Local.screen) = shownScreen(\(screenObject).self) {",
                    body: [.line("closeScreen(\(Local.screen))")]))
        case .alert(let alert):
            body.append(showAlert(alert, of: action))
        case .setStack, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail,
            .webAuthentication, .print, .choose, .selectTab, .toScreen, .custom:
            // Validation refuses their keys for this back end (SwiftUIBackend.generatedKeys).
            break
        }
        // `"animated": false`: SwiftUI shows the change without animation.
        if !action.transition.animated, body.count > unanimated {
            body = Array(body[..<unanimated]) + [.block(opener: "withoutAnimation {", body: Array(body[unanimated...]))]
        }
        return FunctionDeclaration(
            documentation: [summary(action.navigation)], name: action.method,
            parameters: action.methodParameters, body: body)
    }

    /// How the stack `action` presents is shown, as arguments: `.sheet`, or `.fullScreenCover` for a full-screen style,
    /// and the sheet's options when the action sets any.
    private func presentation(of action: ActionModel) -> [String] {
        let transition = action.transition
        let presentation = "." + (transition.modalStyle.flatMap(SwiftUIBackend.presentation) ?? "sheet")
        var options: [String] = []
        if !transition.detents.isEmpty {
            options.append("detents: [" + transition.detents.map { "." + $0.rawValue }.joined(separator: ", ") + "]")
        }
        if transition.showsGrabber {
            options.append("showsGrabber: true")
        }
        if transition.isModalInPresentation {
            options.append("isModal: true")
        }
        guard !options.isEmpty else { return [presentation] }
        return [presentation, "sheet: \(model.swiftUINames.sheetOptions)(" + options.joined(separator: ", ") + ")"]
    }

    private func summary(_ navigation: NavigationModel) -> String {
        switch navigation {
        case .push(let screen, _): "Pushes \(screen)."
        case .present(let screen, _): "Presents \(screen) on a stack of its own."
        case .startChild(let child, let placement, _):
            switch placement {
            case .detail, .supplementary:
                "Starts the \(child) flow in the split view's \(placement.splitColumn ?? "") column, in place of the flow "
                    + "there, where this flow starts flows in that column; anywhere else, "
                    + "as a child flow."
            case .modal: "Starts the \(child) flow on a stack of its own."
            case .pushed: "Starts the \(child) flow, pushed."
            }
        case .finish: "Ends the flow."
        case .pop: "Goes back one screen."
        case .popToRoot: "Goes back to the flow's first screen."
        case .dismiss: "Dismisses the sheet on top; in a flow in a sheet of its own, ends the flow."
        case .switchTo(let flow): "Ends every flow of the app and shows the \(flow) flow."
        case .close: "Closes the screen that asked as it was shown: back, dismissed, or its flow ended."
        case .alert(let alert) where alert.style == .actionSheet:
            "Shows a confirmation dialog; each choice runs its action once the dialog has gone."
        case .alert: "Shows an alert; each choice runs its action once the alert has gone."
        default: "Not generated for SwiftUI."
        }
    }

    /// `showAlert(AlertState(…))`, whose choices run the actions of the same screen they name, with this action's values
    /// of the same names.
    private func showAlert(_ alert: AlertModel, of action: ActionModel) -> Statement {
        let choices = alert.choices.map { choice -> Statement in
            let role =
                switch choice.style {
                case .default: "nil"
                case .cancel: ".cancel"
                case .destructive: ".destructive"
                }
            let arguments = "title: \(Self.expression(choice.title)), role: \(role)"
            guard let runs = choice.runs,
                let target = model.screen(named: action.screen)?.actions.first(where: { $0.name == runs })
            else { return .line("\(model.swiftUINames.alertState).Choice(\(arguments), run: nil),") }
            return .block(
                opener: "\(model.swiftUINames.alertState).Choice(",
                body: [
                    .line(arguments + ","),
                    .block(
                        opener: "run: { [weak self] in", body: [.line("self?." + target.callPassingValuesByName)],
                        closer: "}),"),
                ],
                closer: "")
        }
        return .block(
            opener: "showAlert(",
            body: [
                .block(
                    opener: "\(model.swiftUINames.alertState)(",
                    body: [
                        .line("title: \(alert.title.map(Self.expression) ?? "\"\""),"),
                        .line("message: \(alert.message.map(Self.expression) ?? "nil"),"),
                        .block(opener: "choices: [", body: choices, closer: alert.style == .actionSheet ? "]," : "]"),
                    ] + (alert.style == .actionSheet ? [.line("isDialog: true")] : []),
                    closer: ")")
            ],
            closer: ")")
    }

    /// A text of an alert: a string literal, the app's localized string for a key, or the action's parameter.
    static func expression(_ text: TextModel) -> String {
        switch text {
        case .literal(let text):
            return SwiftSpelling.stringLiteral(text)
        case .localized(let key, let defaultValue):
            let shown = SwiftSpelling.stringLiteral(defaultValue ?? key)
            return "NSLocalizedString(\(SwiftSpelling.stringLiteral(key)), value: \(shown), comment: \"\")"
        case .parameter(let name):
            return name
        }
    }

    private func eventDispatch(for screen: ScreenModel) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: ["Handles what happened on \(screen.name)."], name: Constants.eventHandler,
            parameters: [
                FunctionParameter(label: "with", name: Local.event.rawValue, type: Constants.event(screen.name))
            ],
            body: [
                .switchOver(
                    subject: Local.event.rawValue,
                    cases: screen.actions.map { action in
                        let names = action.parameters.map(\.name)
                        let call =
                            action.method + "("
                            + action.arguments(values: names).joined(separator: ", ") + ")"
                        return SwitchCase(
                            pattern: SwiftSpelling.casePattern(action.name, binding: names), body: [.line(call)])
                    })
            ])
    }

    // MARK: Results

    private func resultEnum(_ result: ResultModel) -> TypeDeclaration {
        TypeDeclaration(
            documentation: ["What the \(coordinator.name) flow hands over when it ends."], kind: .enum,
            name: result.typeName,
            members: result.cases.map { resultCase in
                .enumCase(
                    EnumCaseDeclaration(
                        name: resultCase.name,
                        associatedValues: resultCase.values.map {
                            AssociatedValue(label: $0.name, type: $0.type.canonical)
                        }))
            })
    }

    private func resultMembers(_ result: ResultModel) -> [Declaration] {
        [
            .property(
                PropertyDeclaration(
                    documentation: ["Hears the flow's result once, when it ends, however it ends."], name: "onResult",
                    type: "((\(result.typeName)) -> Void)?")),
            .property(
                PropertyDeclaration(
                    documentation: ["The result a finish chose; the flow hands it over once it has ended."],
                    modifiers: ["private"], name: "finishedWith", type: result.typeName + "?")),
        ]
    }

    /// Hands the result over once: the one a finish chose, else the case for a flow left without one. A top-level
    /// flow hands one over only when it finishes: the app then switches to the flow it names.
    private func flowDidEnd(_ result: ResultModel) -> FunctionDeclaration {
        let handOver: Statement
        switch result.receiver {
        case .startingScreen(let whenLeft): handOver = .line("handler?(finishedWith ?? .\(whenLeft))")
        case .appCoordinator:
            handOver = .block(opener: "if let finishedWith {", body: [.line("handler?(finishedWith)")])
        }
        return FunctionDeclaration(
            modifiers: ["override"], name: "flowDidEnd",
            body: [.line("let handler = onResult"), .line("onResult = nil"), handOver])
    }
}
