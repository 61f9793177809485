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
            body += screen.actions.map { .comment(screen.style.behaviour.trigger($0)) }
        }
        let results = screen.startedResults.map(\.result.typeName)
        if !results.isEmpty {
            body.append(.blank)
            body.append(
                .comment("The flows it starts hand their results to didReceive(_:); override it in this class:"))
            body += results.map { .comment("override func didReceive(_ result: \($0)) { … }") }
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
}
