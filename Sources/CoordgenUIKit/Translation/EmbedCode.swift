import Generator
import Templates

/// The code of embedded screens: the delegate protocol an embedded screen declares for its messages, and what a
/// container's base class holds and does to embed its screens.
enum EmbedCode {
    /// `mapViewController`: how the delegate methods of the screen `Map` name their sender, and start.
    static func sender(_ screen: String) -> String {
        SwiftSpelling.lowerCamelCase(UIKitNames.viewController(screen))
    }

    /// A delegate method in Apple's naming: `mapViewController(_:didSelectMarker:)`, the sender first and the message
    /// the first value's label; `mapViewControllerDidClose(_:)` for a message without values.
    static func method(_ message: MessageModel, of screen: String, body: [Statement]?) -> FunctionDeclaration {
        let signature = signature(message, of: screen)
        var parameters = [FunctionParameter(label: "_", name: sender(screen), type: UIKitNames.viewController(screen))]
        for (parameter, label) in zip(message.parameters, signature.labels) {
            parameters.append(
                FunctionParameter(
                    label: label == nil ? "_" : label == parameter.name ? nil : label, name: parameter.name,
                    type: parameter.type.asParameter))
        }
        return FunctionDeclaration(name: signature.name, parameters: parameters, body: body)
    }

    /// The delegate method's name, and the label each value takes after the sender (`nil` for none).
    static func signature(_ message: MessageModel, of screen: String) -> (name: String, labels: [String?]) {
        let sender = sender(screen)
        let labels = message.parameters.enumerated().map { index, parameter -> String? in
            if index == 0 { return message.name }
            return parameter.argumentLabel == "_" ? nil : parameter.argumentLabel
        }
        return (message.parameters.isEmpty ? sender + Constants.upperFirst(message.name) : sender, labels)
    }

    /// What declarations that name your view controllers are marked with. Your view controllers are internal, so in a
    /// public target these stay internal instead of taking the target's access.
    static func userTypeAccess(_ model: AppModel) -> [String] {
        switch model.target.access {
        case .internal: []
        case .public, .open: ["internal"]
        }
    }

    /// `protocol MapViewControllerDelegate: AnyObject`, one requirement per message.
    static func delegateProtocol(_ screen: ScreenModel, model: AppModel) -> TypeDeclaration {
        TypeDeclaration(
            documentation: [
                "What the \(screen.name) screen tells the container that embeds it. The container's view controller",
                "conforms; the compiler asks it to implement a message added to the manifest later.",
            ],
            attributes: ["@MainActor"],
            modifiers: userTypeAccess(model),
            kind: .protocol,
            name: UIKitNames.delegateProtocol(screen.name),
            inheritance: ["AnyObject"],
            members: screen.messages.map { .function(method($0, of: screen.name, body: nil)) })
    }

    /// `weak var delegate`, in the base class of a screen with messages.
    static func delegateProperty(_ screen: ScreenModel, model: AppModel) -> Declaration {
        .property(
            PropertyDeclaration(
                documentation: [
                    "The container this screen is embedded in; weak, since the container keeps this screen.",
                    "Tell it what happens: `delegate?.\(sender(screen.name))(self, …)`.",
                ],
                modifiers: userTypeAccess(model) + ["weak"], name: "delegate",
                type: "(any \(UIKitNames.delegateProtocol(screen.name)))?"))
    }

    // MARK: The container

    /// The container's members for its embeds: each embedded view controller, its container view or segue action,
    /// the closure its coordinator wires it with, and the `viewDidLoad()` or `prepare(for:sender:)` that embeds it.
    static func containerMembers(_ container: ScreenModel, model: AppModel) -> [Declaration] {
        var members: [Declaration] = []
        var embedsInCode: [(EmbedModel, String)] = []
        var embedsBySegue: [(EmbedModel, String)] = []
        for embed in container.embeds {
            guard let embedded = model.screen(named: embed.screen) else { continue }
            let type = UIKitNames.viewController(embed.screen)
            switch embed.method {
            case .code(let containerView):
                embedsInCode.append((embed, containerView))
                members.append(
                    .property(
                        PropertyDeclaration(
                            documentation: ["The embedded \(embed.screen) screen."],
                            modifiers: userTypeAccess(model) + ["private(set)", "lazy"], name: embed.name, type: type,
                            value: .stored(
                                initialValue: creation(
                                    of: embedded, arguments: values(embed, in: container, model: model)))
                        )))
                members.append(
                    .property(
                        PropertyDeclaration(
                            documentation: [
                                "The view the embedded \(embed.screen) screen's view goes into, added to `view` when it loads:",
                                "lay it out in `viewDidLoad()`.",
                            ],
                            isConstant: true, name: containerView, type: nil,
                            value: .stored(initialValue: "UIView()"))))
                members.append(connection(embed, type: type, optional: false, model: model))
                members.append(.function(replacement(embed, type: type, containerView: containerView, model: model)))
            case .segue(let identifier):
                embedsBySegue.append((embed, identifier))
                members.append(
                    .property(
                        PropertyDeclaration(
                            documentation: [
                                "The embedded \(embed.screen) screen, set when the view loads by the embed segue "
                                    + "\(SwiftSpelling.stringLiteral(identifier))."
                            ],
                            modifiers: userTypeAccess(model) + ["private(set)"], name: embed.name, type: type + "?")))
                members.append(connection(embed, type: type, optional: true, model: model))
                members.append(.function(replacement(embed, type: type, containerView: nil, model: model)))
                members.append(
                    .function(
                        segueAction(embed, embedded: embedded, in: container, identifier: identifier, model: model)))
            }
        }
        for embed in container.embeddedFlows {
            members += flowMembers(embed, model: model)
        }
        if !embedsInCode.isEmpty || !container.embeddedFlows.isEmpty {
            var body: [Statement] = [.line("super.viewDidLoad()")]
            for (embed, containerView) in embedsInCode {
                body += delegateAssignment(embed, model: model)
                body.append(.line("view.addSubview(\(containerView))"))
                body += adding(embed.name, into: containerView)
            }
            for embed in container.embeddedFlows {
                body.append(.line("view.addSubview(\(embed.containerView))"))
                if !embed.onDemand {
                    body.append(.line(Constants.flowEmbedShow(embed.name) + "()"))
                }
            }
            members.append(
                .function(
                    FunctionDeclaration(
                        documentation: [
                            container.embeddedFlows.isEmpty
                                ? "Embeds the screens created in code as children, in their container views."
                                : "Embeds the screens created in code and the flows shown from the start as children, "
                                    + "in their container views."
                        ],
                        modifiers: ["override"], name: "viewDidLoad", body: body)))
        }
        if !embedsBySegue.isEmpty {
            var body: [Statement] = [.line("super.prepare(for: segue, sender: sender)")]
            for (embed, identifier) in embedsBySegue {
                let type = UIKitNames.viewController(embed.screen)
                var adopt: [Statement] = [.line("self.\(embed.name) = \(embed.name)")]
                adopt += delegateAssignment(embed, model: model)
                adopt.append(.line("\(Constants.embedConnection(embed.name))?(\(embed.name))"))
                body.append(
                    .conditional([
                        ConditionalBranch(
                            "segue.identifier == \(SwiftSpelling.stringLiteral(identifier)), "
                                + "let \(embed.name) = segue.destination as? \(type)",
                            adopt)
                    ]))
            }
            members.append(
                .function(
                    FunctionDeclaration(
                        documentation: ["Keeps the screens the storyboard's embed segues create, and connects them."],
                        modifiers: ["override"], name: "prepare",
                        parameters: [
                            FunctionParameter(label: "for", name: "segue", type: "UIStoryboardSegue"),
                            FunctionParameter(name: "sender", type: "Any?"),
                        ],
                        body: body)))
        }
        return members
    }

    /// The members of an embedded flow: the coordinator while it is embedded, its container view, the closure through
    /// which the coordinator that shows this screen makes it, and what shows and removes it.
    private static func flowMembers(_ embed: FlowEmbedModel, model: AppModel) -> [Declaration] {
        let type = Constants.coordinator(embed.flow)
        let name = embed.name
        let stack = "\(name).\(RuntimeNames.navigationController)"
        let show: [Statement] =
            [
                .line("guard \(name) == nil, let \(name) = \(Constants.flowEmbedMaker(name))?() else { return }"),
                .line("self.\(name) = \(name)"),
            ] + adding(stack, into: embed.containerView)
        let remove: [Statement] =
            [
                .line("guard let \(name) else { return }"),
                .comment("What the flow presented goes with it, and the flows it started hand over their results."),
                .block(
                    opener: "for presented in \(name).\(RuntimeNames.stacksPresented)() {",
                    body: [.line("presented.presentingViewController?.dismiss(animated: false)")]),
                .line("\(name).\(RuntimeNames.returnResults)()"),
            ] + removing(stack) + [.line("self.\(name) = nil")]
        return [
            .property(
                PropertyDeclaration(
                    documentation: [
                        "The embedded \(embed.flow) flow, on a stack of its own in `\(embed.containerView)`, while it is "
                            + "embedded: this screen keeps it, with the flows it starts, as long as it lives."
                    ],
                    modifiers: ["private(set)"], name: name, type: type + "?")),
            .property(
                PropertyDeclaration(
                    documentation: [
                        "The view the embedded \(embed.flow) flow's stack goes into, added to `view` when it loads: lay "
                            + "it out in `viewDidLoad()`."
                    ],
                    isConstant: true, name: embed.containerView, type: nil, value: .stored(initialValue: "UIView()"))),
            .property(
                PropertyDeclaration(
                    documentation: [
                        "Makes and starts the embedded \(embed.flow) flow: the coordinator that shows this screen sets it."
                    ],
                    name: Constants.flowEmbedMaker(name), type: "(() -> \(type)?)?")),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Embeds the \(embed.flow) flow"
                            + (embed.onDemand ? ", when your code asks" : " (its view loading does)")
                            + ": its stack becomes this screen's child, in `\(embed.containerView)`. Does nothing while "
                            + "it is embedded."
                    ],
                    name: Constants.flowEmbedShow(name), body: show)),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Removes the embedded \(embed.flow) flow, which then goes: what it presented is dismissed, the "
                            + "flows it started end, and its stack leaves this screen in UIKit's containment order."
                    ],
                    name: Constants.flowEmbedRemove(name), body: remove)),
        ]
    }

    /// Adds `child` as this view controller's child, its view in `containerView`, in UIKit's containment order.
    private static func adding(_ child: String, into containerView: String) -> [Statement] {
        [
            .line("addChild(\(child))"), .line("\(containerView).addSubview(\(child).view)"),
            .line("\(child).didMove(toParent: self)"),
        ]
    }

    /// Removes `child` from this view controller, in UIKit's containment order.
    private static func removing(_ child: String) -> [Statement] {
        [
            .line("\(child).willMove(toParent: nil)"), .line("\(child).viewIfLoaded?.removeFromSuperview()"),
            .line("\(child).removeFromParent()"),
        ]
    }

    /// `replaceMap(with:)`: the container swaps the screen it embeds (a web view for an error page, say). The old one
    /// leaves in UIKit's containment order (`willMove(toParent: nil)`, its view out, `removeFromParent()`) and is
    /// released unless your code keeps it; the new one gets the delegate and the coordinator's connection, and is
    /// embedded in the same container view once this screen's view has loaded.
    private static func replacement(_ embed: EmbedModel, type: String, containerView: String?, model: AppModel)
        -> FunctionDeclaration
    {
        let name = embed.name
        let optional = containerView == nil
        let leave = removing("old")
        var body: [Statement] = [.line("guard replacement !== \(name) else { return }")]
        if optional {
            // Embedded by a segue: the container view is Interface Builder's, where the old screen's view is.
            body.append(.line("let containerView = \(name)?.viewIfLoaded?.superview"))
            body.append(.conditional([ConditionalBranch("let old = \(name), old.parent === self", leave)]))
        } else {
            body.append(.line("let old = \(name)"))
            body.append(.conditional([ConditionalBranch("old.parent === self", leave)]))
        }
        body.append(.line("\(name) = replacement"))
        body += delegateAssignment(embed, model: model).map { _ in
            .line("replacement.delegate = self as? any \(UIKitNames.delegateProtocol(embed.screen))")
        }
        body.append(.line("\(Constants.embedConnection(name))?(replacement)"))
        body.append(
            .line(optional ? "guard let containerView else { return }" : "guard isViewLoaded else { return }"))
        body += adding("replacement", into: containerView ?? "containerView")
        return FunctionDeclaration(
            documentation: [
                "Replaces the embedded \(embed.screen) screen with `replacement`: the old one leaves this screen",
                "(in UIKit's containment order) and goes unless you keep it; the new one is connected to the",
                "coordinator and embedded where the old one was"
                    + (optional ? ". Call it once the view has loaded." : ", once the view has loaded."),
            ],
            modifiers: userTypeAccess(model),
            name: Constants.embedReplacement(name),
            parameters: [FunctionParameter(label: "with", name: "replacement", type: type)],
            body: body)
    }

    /// `var connectMap`: the coordinator sets it, and it runs as soon as the embedded screen exists.
    private static func connection(_ embed: EmbedModel, type: String, optional: Bool, model: AppModel) -> Declaration {
        let name = Constants.embedConnection(embed.name)
        let call: Statement =
            optional
            ? .conditional([ConditionalBranch("let \(embed.name)", [.line("\(name)?(\(embed.name))")])])
            : .line("\(name)?(\(embed.name))")
        return .property(
            PropertyDeclaration(
                documentation: [
                    "Connects the embedded \(embed.screen) screen to the coordinator that shows this one,",
                    "which sets it.",
                ],
                modifiers: userTypeAccess(model), name: name, type: "((\(type)) -> Void)?",
                value: .observed(didSet: [call])))
    }

    /// What the container hands the embedded screen: its dependencies, then its inputs, read where the container keeps
    /// them (its view model, when it has one).
    private static func values(_ embed: EmbedModel, in container: ScreenModel, model: AppModel) -> [String] {
        let owner = container.hasViewModel ? "self.viewModel." : "self."
        return model.dependencyArguments(readFrom: owner)
            + embed.arguments.map { argument in
                "\(argument.input): "
                    + (embed.fromContainer.contains(argument.input) ? owner : "") + argument.expression
            }
    }

    /// The embedded view controller created in code: with its initializer, or from its scene; a screen with a view model
    /// gets its view model, made with the values.
    private static func creation(of embedded: ScreenModel, arguments: [String]) -> String {
        let type = UIKitNames.viewController(embedded.name)
        let values = initializerArguments(of: embedded, values: arguments)
        let created: String
        switch embedded.instantiation {
        case .code, .swiftUI:
            created = type + "(" + values.joined(separator: ", ") + ")"
        case .storyboard where values.isEmpty:
            created = type + ".\(RuntimeNames.instantiate)()"
        case .storyboard:
            created =
                type + ".\(RuntimeNames.instantiate) { \(Local.coder) in " + type + "("
                + (["coder: \(Local.coder)"] + values).joined(separator: ", ") + ") }"
        }
        return created
    }

    /// What the embedded screen's initializer takes after any coder: its values, or, for a screen with a view model,
    /// `viewModel:` with its view model made from them.
    private static func initializerArguments(of embedded: ScreenModel, values: [String]) -> [String] {
        guard embedded.hasViewModel else { return values }
        return ["viewModel: " + Constants.viewModel(embedded.name) + "(" + values.joined(separator: ", ") + ")"]
    }

    /// Sets the container as the embedded screen's delegate, when that screen has messages.
    private static func delegateAssignment(_ embed: EmbedModel, model: AppModel) -> [Statement] {
        guard model.screen(named: embed.screen)?.messages.isEmpty == false else { return [] }
        return [.line("\(embed.name).delegate = self as? any \(UIKitNames.delegateProtocol(embed.screen))")]
    }

    /// `@IBSegueAction func makeMap(_ coder: NSCoder) -> MapViewController?`: creates the embedded screen with its
    /// inputs when its embed segue fires.
    private static func segueAction(
        _ embed: EmbedModel, embedded: ScreenModel, in container: ScreenModel, identifier: String, model: AppModel
    ) -> FunctionDeclaration {
        let type = UIKitNames.viewController(embed.screen)
        return FunctionDeclaration(
            documentation: [
                "Creates the embedded \(embed.screen) screen with its inputs for the embed segue "
                    + "\(SwiftSpelling.stringLiteral(identifier)):",
                "connect the segue's action to it in Interface Builder.",
            ],
            attributes: ["@IBSegueAction"],
            modifiers: userTypeAccess(model),
            name: Constants.embedSegueAction(embed.name),
            parameters: [FunctionParameter(label: "_", name: Local.coder.rawValue, type: "NSCoder")],
            returnType: type + "?",
            body: [
                .call(
                    prefix: "return " + type,
                    arguments: ["coder: \(Local.coder)"]
                        + initializerArguments(of: embedded, values: values(embed, in: container, model: model)))
            ])
    }

    /// `private func mapViewControllerDelegate(_:)`: makes the compiler check that the container's view controller
    /// conforms to the delegate protocol of each screen with messages it embeds, so the base class's cast never fails.
    static func conformanceChecks(_ container: ScreenModel, model: AppModel) -> [Declaration] {
        var seen: Set<String> = []
        return container.embeds.compactMap { embed in
            guard model.screen(named: embed.screen)?.messages.isEmpty == false, seen.insert(embed.screen).inserted
            else { return nil }
            let delegate = UIKitNames.delegateProtocol(embed.screen)
            let viewController = UIKitNames.viewController(container.name)
            return .function(
                FunctionDeclaration(
                    documentation: [
                        "The compiler checks here that `\(viewController)` is the delegate of the \(embed.screen) "
                            + "screen it embeds:",
                        "declare `\(delegate)` and implement its methods in \(viewController).swift.",
                    ],
                    modifiers: ["private"],
                    name: SwiftSpelling.lowerCamelCase(delegate),
                    parameters: [FunctionParameter(label: "_", name: "container", type: viewController)],
                    returnType: "any " + delegate,
                    body: [.line("container")]))
        }
    }
}
