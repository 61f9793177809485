import Generator
import Templates

/// A screen's object, `HomeScreen`: the inputs its view reads, how it tells its coordinator what happened (in the
/// screen's style), and the results of the flows it starts. Also the user's view of the screen, written once.
struct ScreenObjectTranslator {
    let screen: ScreenModel

    func declarations() -> [Declaration] {
        var declarations: [Declaration] = []
        if screen.style == .events, !screen.actions.isEmpty {
            declarations += [.type(eventEnum()), .type(eventHandling())]
        }
        let inputs = screen.inputs.map { input in
            Declaration.property(
                PropertyDeclaration(isConstant: true, name: input.name, type: input.type.canonical))
        }
        let initializer = InitializerDeclaration(
            parameters: screen.inputs.map { FunctionParameter(name: $0.name, type: $0.type.asParameter) },
            body: screen.inputs.map { .line("self.\($0.name) = \($0.name)") })
        let results = screen.startedResults.map { started in
            Declaration.property(
                PropertyDeclaration(
                    documentation: [
                        "Hears the result of the flow an action of this screen starts, once, when it ends, however it",
                        "ends. Set it in your view.",
                    ],
                    name: "on" + started.result.typeName, type: "((\(started.result.typeName)) -> Void)?"))
        }
        declarations.append(
            .type(
                TypeDeclaration(
                    documentation: [
                        "What the \(screen.name) screen's view reads and asks: its inputs, and what it tells its "
                            + "coordinator."
                    ],
                    attributes: ["@MainActor"], modifiers: ["final"], kind: .class,
                    name: SwiftUINames.screenObject(screen.name),
                    members: inputs + styleMembers() + results
                        + (screen.inputs.isEmpty ? [] : [.initializer(initializer)]))))
        return declarations
    }

    /// How the view tells the coordinator what happened: a closure per action, or the coordinator itself.
    private func styleMembers() -> [Declaration] {
        guard !screen.actions.isEmpty else { return [] }
        switch screen.style {
        case .closures:
            return screen.actions.map { action in
                .property(
                    PropertyDeclaration(
                        documentation: ["Call it to perform `\(action.ownSelector)`; the coordinator sets it."],
                        name: Constants.closure(action.name), type: action.closureType))
            }
        case .protocols:
            return [coordinatorProperty("(any " + screen.protocolNames.joined(separator: " & ") + ")?")]
        case .events:
            return [coordinatorProperty("(any \(Constants.eventHandling(screen.name)))?")]
        }
    }

    private func coordinatorProperty(_ type: String) -> Declaration {
        .property(
            PropertyDeclaration(
                documentation: ["The coordinator that handles this screen's actions."], modifiers: ["weak"],
                name: "coordinator", type: type))
    }

    /// A protocol of actions (protocols style).
    static func actionProtocol(_ model: ProtocolModel) -> TypeDeclaration {
        TypeDeclaration(
            documentation: [
                model.screens.count == 1
                    ? "What the \(model.screens[0]) screen asks its coordinator."
                    : "What the screens " + model.screens.joined(separator: ", ") + " ask their coordinator."
            ],
            attributes: ["@MainActor"], kind: .protocol, name: model.name, inheritance: ["AnyObject"],
            members: model.requirements.map { action in
                .function(FunctionDeclaration(name: action.method, parameters: action.methodParameters, body: nil))
            })
    }

    private func eventEnum() -> TypeDeclaration {
        TypeDeclaration(
            documentation: ["What can happen on the \(screen.name) screen."], kind: .enum,
            name: Constants.event(screen.name),
            members: screen.actions.map { action in
                .enumCase(
                    EnumCaseDeclaration(
                        name: action.name,
                        associatedValues: action.parameters.map { parameter in
                            AssociatedValue(
                                label: parameter.argumentLabel == "_" ? nil : parameter.argumentLabel,
                                type: parameter.type.canonical)
                        }))
            })
    }

    private func eventHandling() -> TypeDeclaration {
        TypeDeclaration(
            documentation: ["Handles the events of the \(screen.name) screen."], attributes: ["@MainActor"],
            kind: .protocol, name: Constants.eventHandling(screen.name), inheritance: ["AnyObject"],
            members: [
                .function(
                    FunctionDeclaration(
                        name: Constants.eventHandler,
                        parameters: [
                            FunctionParameter(
                                label: "with", name: SwiftUINames.Local.event.rawValue,
                                type: Constants.event(screen.name))
                        ],
                        body: nil))
            ])
    }

    // MARK: The user's view

    /// `HomeView`, which shows the screen's object; what it can tell its coordinator is in comments.
    func scaffold() -> [Declaration] {
        var body: [Statement] = []
        if !screen.actions.isEmpty {
            body.append(.comment("When something happens, tell the coordinator:"))
            body += screen.actions.map { .comment(trigger($0)) }
        }
        for started in screen.startedResults {
            body.append(.comment("Hear the result of a flow it starts, in onAppear:"))
            body.append(.comment("screen.on\(started.result.typeName) = { result in … }"))
        }
        body.append(.line("Text(" + SwiftSpelling.stringLiteral(screen.name) + ")"))
        return [
            .type(
                TypeDeclaration(
                    documentation: ["The \(screen.name) screen."], kind: .struct, name: SwiftUINames.view(screen.name),
                    inheritance: ["View"],
                    members: [
                        .property(
                            PropertyDeclaration(
                                documentation: ["Its inputs, and what it tells its coordinator."], isConstant: true,
                                name: "screen", type: SwiftUINames.screenObject(screen.name))),
                        .property(PropertyDeclaration(name: "body", type: "some View", value: .computed(body))),
                    ]))
        ]
    }

    /// How the view performs `action`, with placeholders for its values.
    private func trigger(_ action: ActionModel) -> String {
        let placeholders = action.parameters.map { "<#\($0.type.canonical)#>" }
        let arguments = action.arguments(values: placeholders).joined(separator: ", ")
        switch screen.style {
        case .closures:
            return "screen.\(Constants.closure(action.name))?(\(placeholders.joined(separator: ", ")))"
        case .protocols:
            return "screen.coordinator?.\(action.method)(\(arguments))"
        case .events:
            let payload = arguments.isEmpty ? "" : "(\(arguments))"
            return "screen.coordinator?.\(Constants.eventHandler)(with: .\(action.name)\(payload))"
        }
    }
}
