import Generator
import Templates

/// The user's own view controller for a screen, written once when it is missing and never again.
enum ScaffoldTranslator {
    /// The widest comment text a line of `viewDidLoad` holds in 120 columns: 8 columns of indentation, then `// `.
    static let commentWidth = 120 - 8 - 3

    /// `call` as comment lines that fit: whole when it does, else broken after its arguments' commas, each further
    /// line indented by 4.
    static func wrapped(_ call: String) -> [String] {
        // UTF-8 counts: a scaffold's calls are ASCII, and a name that is not would only wrap sooner.
        guard call.utf8.count > commentWidth else { return [call] }
        var lines: [String] = []
        var line = ""
        for (index, piece) in call.split(separator: ", ", omittingEmptySubsequences: false).map(String.init)
            .enumerated()
        {
            let next = index == 0 ? piece : line + ", " + piece
            if index > 0, next.utf8.count + 1 > commentWidth {
                lines.append(line + ",")
                line = "    " + piece
            } else {
                line = next
            }
        }
        return lines + [line]
    }

    static func declarations(for screen: ScreenModel, model: AppModel) -> [Declaration] {
        var body: [Statement] = [
            .line("super.viewDidLoad()"),
            .line("title = \(SwiftSpelling.stringLiteral(screen.name))"),
        ]
        if let view = screen.instantiation.swiftUIView {
            body.append(.blank)
            body.append(.comment("`\(view)` (\(view).swift) is the screen; this class hosts it."))
        } else if screen.hasViewModel {
            body.append(.blank)
            body.append(
                .comment("Send what the person does to `viewModel` (\(Constants.viewModel(screen.name)).swift), which"))
            body.append(.comment("tells the coordinator where to go."))
        } else if screen.actions.contains(where: { !$0.handsToScreen }) {
            body.append(.blank)
            body.append(.comment("When something happens, tell the coordinator:"))
            // What a choice or a presentation hands back to the screen is for it to hear, not to ask for.
            for action in screen.actions where !action.handsToScreen {
                body += wrapped(screen.style.emitter.trigger(action)).map { .comment($0) }
            }
        }
        let handed = screen.hasViewModel ? [] : screen.actions.filter { $0.handsToScreen }
        if !handed.isEmpty {
            body.append(.blank)
            body.append(.comment("Some of its actions hand their values to this screen; override them in this class:"))
            body += handed.map { action in
                let parameters = action.methodParameters.map(\.spelled).joined(separator: ", ")
                return .comment("override func \(action.name)(\(parameters)) { … }")
            }
        }
        let results = screen.hasViewModel ? [] : screen.startedResults.map(\.result.typeName)
        if !results.isEmpty {
            body.append(.blank)
            body.append(
                .comment("The flows it starts hand their results to didReceive(_:); override it in this class:"))
            body += results.map { .comment("override func didReceive(_ result: \($0)) { … }") }
        }
        if !screen.messages.isEmpty {
            body.append(.blank)
            body.append(.comment("Tell the container that embeds this screen what happens:"))
            body += screen.messages.map { message in
                let signature = EmbedCode.signature(message, of: screen.name)
                let values = zip(message.parameters, signature.labels).map { parameter, label in
                    (label.map { $0 + ": " } ?? "") + "<#\(parameter.type.canonical)#>"
                }
                return .comment("delegate?.\(signature.name)(" + (["self"] + values).joined(separator: ", ") + ")")
            }
        }
        // The container is the delegate of the screens with messages it embeds.
        var delegates: [String] = []
        var members: [Declaration] = [
            .function(FunctionDeclaration(modifiers: ["override"], name: "viewDidLoad", body: body))
        ]
        for embed in screen.embeds {
            guard let embedded = model.screen(named: embed.screen), !embedded.messages.isEmpty,
                !delegates.contains(UIKitNames.delegateProtocol(embedded.name))
            else { continue }
            delegates.append(UIKitNames.delegateProtocol(embedded.name))
            members.append(.mark(UIKitNames.delegateProtocol(embedded.name)))
            members += embedded.messages.map { message in
                .function(
                    EmbedCode.method(
                        message, of: embedded.name,
                        body: [.comment("The \(embedded.name) screen says `\(message.name)`.")]))
            }
        }
        return [
            .type(
                TypeDeclaration(
                    documentation: ["The \(screen.name) screen."],
                    modifiers: ["final"],
                    kind: .class,
                    name: UIKitNames.viewController(screen.name),
                    inheritance: [UIKitNames.baseClass(screen.name)] + delegates,
                    members: members))
        ]
    }
}
