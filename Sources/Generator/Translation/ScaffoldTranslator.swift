import Templates

/// The user's own view controller for a screen, written once when it is missing and never again.
enum ScaffoldTranslator {
    static func declarations(for screen: ScreenModel) -> [Declaration] {
        var body: [Statement] = [
            .line("super.viewDidLoad()"),
            .line("title = \(SwiftSpelling.stringLiteral(screen.name))"),
        ]
        if !screen.actions.isEmpty {
            body.append(.blank)
            body.append(.comment("When something happens, tell the coordinator:"))
            body += screen.actions.map { .comment(trigger($0, style: screen.style)) }
        }
        return [
            .type(
                TypeDeclaration(
                    documentation: ["The \(screen.name) screen."],
                    modifiers: ["final"],
                    kind: .class,
                    name: Constants.viewController(screen.name),
                    inheritance: [Constants.baseClass(screen.name)],
                    members: [
                        .function(FunctionDeclaration(modifiers: ["override"], name: "viewDidLoad", body: body))
                    ]))
        ]
    }

    /// How a screen of `style` performs `action`.
    static func trigger(_ action: ActionModel, style: Style) -> String {
        let arguments = ActionCode.placeholderArguments(action).joined(separator: ", ")
        switch style {
        case .protocols:
            return "coordinator?.\(action.name)(\(arguments))"
        case .closures:
            let values = action.parameters.map { "<#\($0.type.canonical)#>" }.joined(separator: ", ")
            return "\(Constants.closure(action.name))?(\(values))"
        case .events:
            let payload = arguments.isEmpty ? "" : "(\(arguments))"
            return "coordinator?.\(Constants.eventHandler)(with: .\(action.name)\(payload))"
        }
    }
}
