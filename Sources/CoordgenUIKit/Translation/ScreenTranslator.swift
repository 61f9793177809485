import Generator
import Templates

/// The generated file of one screen: its base class, and its event enum in events style.
enum ScreenTranslator {
    static func declarations(for screen: ScreenModel, model: AppModel) -> [Declaration] {
        // A screen with a view model has its style's declarations in the view model's file.
        var declarations = screen.hasViewModel ? [] : screen.style.emitter.screenDeclarations(for: screen)
        if !screen.messages.isEmpty {
            declarations.append(.type(EmbedCode.delegateProtocol(screen, model: model)))
        }
        declarations.append(.type(baseClass(screen, model: model)))
        if case .storyboard(let name, let identifier) = screen.instantiation {
            declarations.append(
                .type(
                    storyboarded(
                        screen, name: name, identifier: identifier, protocolName: model.target.runtime.storyboarded)))
        }
        declarations += EmbedCode.conformanceChecks(screen, model: model)
        return declarations
    }

    /// The base class. A screen with a view model holds only the view model, which the coordinator creates with the
    /// screen's values and which hears the results; any other screen holds its values and hears the results itself.
    private static func baseClass(_ screen: ScreenModel, model: AppModel) -> TypeDeclaration {
        let viewController = UIKitNames.viewController(screen.name)
        var members: [Declaration]
        let values: [(name: String, type: String)]
        let what: String
        let modifiers: [String]
        var roles = ["`\(viewController)`, which is yours, subclasses it;"]
        if screen.hasViewModel {
            let viewModel = Constants.viewModel(screen.name)
            modifiers = EmbedCode.userTypeAccess(model)
            members = [
                .property(
                    PropertyDeclaration(
                        documentation: [
                            "The screen's view model: send it what the person does. The coordinator creates it."
                        ],
                        modifiers: modifiers, isConstant: true, name: "viewModel", type: viewModel))
            ]
            values = [(name: "viewModel", type: viewModel)]
            what = "its view model"
            roles.append("`\(viewModel)` holds the screen's values and talks to the coordinator.")
            if let view = screen.instantiation.swiftUIView {
                roles.append("It shows `\(view)`, your SwiftUI view, with the view model.")
            }
        } else {
            modifiers = []
            members = screen.style.emitter.baseClassMembers(for: screen)
            members.append(contentsOf: valueProperties(screen, model: model))
            values = valueParameters(screen, model: model)
            what = "its inputs"
        }
        if !screen.messages.isEmpty {
            members.append(EmbedCode.delegateProperty(screen, model: model))
        }
        members.append(contentsOf: EmbedCode.containerMembers(screen, model: model))
        members.append(contentsOf: initializers(screen, values: values, named: what, modifiers: modifiers))
        if !screen.hasViewModel {
            members.append(contentsOf: resultReceivers(screen, overriddenIn: viewController))
            members.append(contentsOf: handedValueReceivers(screen, overriddenIn: viewController))
        }
        members.append(.function(comparingDismissal(model: model)))
        if screen.isUnwrapped {
            members += presentingFlowMembers(model: model)
        }
        let summary = "The generated part of the \(screen.name) screen."
        // A hosting controller names the user's view, which is internal, in its superclass: it cannot be seen more.
        let hosted = screen.instantiation.swiftUIView
        return TypeDeclaration(
            documentation: [summary, ""] + roles + ["coordgen rewrites this class when the manifest changes."],
            attributes: ["@MainActor"],
            modifiers: hosted == nil ? [] : EmbedCode.userTypeAccess(model),
            kind: .class,
            name: UIKitNames.baseClass(screen.name),
            inheritance: [hosted.map { "UIHostingController<\($0)>" } ?? "UIViewController"],
            members: members)
    }

    /// What the screen's file imports: SwiftUI too for a SwiftUI screen, whose base class is its hosting controller.
    static func imports(_ screen: ScreenModel, module: String) -> [String] {
        screen.instantiation.swiftUIView == nil ? [module] : ["SwiftUI", module]
    }

    /// `dismiss(animated:completion:)`, which compares the coordinator tree with UIKit once the dismissal is done: a
    /// dismissal from below removes stacks that hear nothing, such as a flow's stack under a photo picker.
    static func comparingDismissal(model: AppModel) -> FunctionDeclaration {
        dismissOverride(
            documentation: [
                "Dismisses as UIKit does, then ends the flows whose screens went with it: UIKit tells nothing to",
                "the stacks in the middle of a chain dismissed from below.",
            ],
            body: [
                .line(
                    "super.dismiss(animated: flag, completion: "
                        + "\(model.target.runtime.navigationObserver).comparingAfter(completion, from: self))")
            ])
    }

    /// What a screen presented without a navigation controller adds: the flow that presented it, which it tells when
    /// UIKit dismisses it. Dismissed from below with the stacks it sits on, it is the only view controller UIKit tells.
    static func presentingFlowMembers(model: AppModel) -> [Declaration] {
        let flow = RuntimeNames.presentingFlow
        return [
            .property(
                PropertyDeclaration(
                    documentation: ["The flow that presented this screen, without a navigation controller."],
                    modifiers: ["weak"], name: flow, type: "(any \(model.target.runtime.coordinator))?")),
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Tells the flow that presented this screen when UIKit dismisses it: dismissed from below, with",
                        "the stacks it was presented over, it is the only view controller UIKit tells.",
                    ],
                    modifiers: ["override"], name: "viewDidDisappear",
                    parameters: [FunctionParameter(label: "_", name: "animated", type: "Bool")],
                    body: [
                        .line("super.viewDidDisappear(animated)"),
                        .line("guard isBeingDismissed else { return }"),
                        // The stacks under it may still be linked until the dismissal ends (an open order).
                        .line("\(flow)?.\(RuntimeNames.endFlowsThatLeftOnNextTurn)()"),
                        .line("\(flow)?.\(RuntimeNames.endFlowsThatLeft)()"),
                    ])),
        ]
    }

    /// `override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)` with `body`: how the screens and
    /// the tab bar coordgen generates see a dismissal by code.
    static func dismissOverride(documentation: [String], body: [Statement]) -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: documentation,
            modifiers: ["override"],
            name: "dismiss",
            parameters: [
                FunctionParameter(label: "animated", name: "flag", type: "Bool"),
                FunctionParameter(name: "completion", type: "(() -> Void)?", defaultValue: "nil"),
            ],
            body: body)
    }

    /// `didReceive(_:)`, once for each result type of the flows the screen's actions start: the screen hears how the
    /// flow ended. It does nothing until the user's view controller overrides it.
    /// `overriddenIn` names the class that overrides it: the view controller, or the view model.
    static func resultReceivers(_ screen: ScreenModel, overriddenIn owner: String) -> [Declaration] {
        screen.startedResults.map { item in
            let started = item.selectors.map { "`\($0)`" }.joined(separator: ", ")
            return .function(
                FunctionDeclaration(
                    documentation: [
                        "Called once with the flow's result when it ends, however it ends; the flow is started by",
                        "\(started). Override it in `\(owner)`; this one does nothing.",
                    ],
                    name: Constants.resultReceiver,
                    parameters: [FunctionParameter(label: "_", name: "result", type: item.result.typeName)],
                    body: []))
        }
    }

    /// A method for each action that hands its values to the screen (`"toScreen": true`), of the action's name and
    /// parameters: what a choice, the camera or another presentation tells the screen. It does nothing until the user's
    /// view controller (or view model, `owner`) overrides it.
    static func handedValueReceivers(_ screen: ScreenModel, overriddenIn owner: String) -> [Declaration] {
        screen.actions.filter { $0.handsToScreen }.map { action in
            .function(
                FunctionDeclaration(
                    documentation: [
                        "Called with the values `\(action.ownSelector)` hands this screen, once for each time it runs:",
                        "what a choice or a presentation of this screen tells it. Override it in `\(owner)`; this one "
                            + "does nothing.",
                    ],
                    name: action.name, parameters: action.methodParameters, body: []))
        }
    }

    /// An input as a stored property: a `let`, or a `weak var` for a weak input. `documentation` is one sentence
    /// without its full stop.
    static func inputProperty(_ input: InputModel, documentation: String) -> Declaration {
        .property(
            PropertyDeclaration(
                documentation: [documentation + (input.isWeak ? "; held weakly." : ".")],
                modifiers: input.isWeak ? ["weak"] : [], isConstant: !input.isWeak, name: input.name,
                type: input.type.canonical))
    }

    /// The screen's values as stored properties, in the class that holds them (its base class, or its view model's):
    /// its inputs, then the dependencies.
    static func valueProperties(_ screen: ScreenModel, model: AppModel) -> [Declaration] {
        var properties: [Declaration] = screen.inputs.map { input in
            inputProperty(input, documentation: "Input: set by the coordinator that shows this screen")
        }
        if let dependencies = model.dependencies {
            properties.append(
                .property(
                    PropertyDeclaration(
                        documentation: ["What the coordinator that creates this screen hands down."],
                        isConstant: true, name: RuntimeNames.dependencies, type: dependencies)))
        }
        return properties
    }

    /// The same values as initializer parameters: the dependencies first, then the inputs.
    static func valueParameters(_ screen: ScreenModel, model: AppModel) -> [(name: String, type: String)] {
        model.dependencyInitParameters + screen.inputs.map { (name: $0.name, type: $0.type.asParameter) }
    }

    /// A screen that needs `values` (its inputs and dependencies, or its view model), which `what` names in messages,
    /// takes them in its initializer; the coder initializer without them is unavailable.
    private static func initializers(
        _ screen: ScreenModel, values: [(name: String, type: String)], named what: String, modifiers: [String] = []
    ) -> [Declaration] {
        guard !values.isEmpty else { return [] }
        let parameters = values.map { FunctionParameter(name: $0.name, type: $0.type) }
        let assignments = values.map { Statement.line("self.\($0.name) = \($0.name)") }
        let viewController = UIKitNames.viewController(screen.name)
        let designated: InitializerDeclaration
        let reason: String
        switch screen.instantiation {
        case .code:
            designated = InitializerDeclaration(
                documentation: ["Creates the screen with \(what)."],
                modifiers: modifiers,
                parameters: parameters,
                body: assignments + [.line("super.init(nibName: nil, bundle: nil)")])
            reason = "\(viewController) is created in code, with \(what)"
        case .swiftUI(let view):
            let arguments = values.map { "\($0.name): \($0.name)" }.joined(separator: ", ")
            designated = InitializerDeclaration(
                documentation: ["Creates the screen with \(what), which `\(view)` shows."],
                modifiers: modifiers,
                parameters: parameters,
                body: assignments + [.line("super.init(rootView: \(view)(\(arguments)))")])
            reason = "\(viewController) is created in code, with \(what)"
        case .storyboard:
            designated = InitializerDeclaration(
                documentation: ["Creates the screen from its storyboard scene with \(what)."],
                modifiers: modifiers,
                isFailable: true,
                parameters: [FunctionParameter(name: Local.coder.rawValue, type: "NSCoder")] + parameters,
                body: assignments + [.line("super.init(coder: \(Local.coder))")])
            reason = "\(viewController) needs \(what); create it with instantiate(creator:)"
        }
        let unavailable = InitializerDeclaration(
            attributes: ["@available(*, unavailable)"],
            modifiers: ["required"],
            isFailable: true,
            parameters: [FunctionParameter(name: Local.coder.rawValue, type: "NSCoder")],
            body: [.line("fatalError(\(SwiftSpelling.stringLiteral(reason)))")])
        return [.initializer(designated), .initializer(unavailable)]
    }

    private static func storyboarded(
        _ screen: ScreenModel, name: String, identifier: String, protocolName: String
    ) -> TypeDeclaration {
        TypeDeclaration(
            kind: .extension,
            name: UIKitNames.viewController(screen.name),
            inheritance: [protocolName],
            members: [
                .property(
                    PropertyDeclaration(
                        modifiers: ["static"], isConstant: true, name: "storyboardName", type: nil,
                        value: .stored(initialValue: SwiftSpelling.stringLiteral(name)))),
                .property(
                    PropertyDeclaration(
                        modifiers: ["static"], isConstant: true, name: "storyboardIdentifier", type: nil,
                        value: .stored(initialValue: SwiftSpelling.stringLiteral(identifier)))),
            ])
    }
}
