import Generator
import Templates

/// Protocols style, as UIKit code: the screen holds its coordinator as the composition of its actions' protocols
/// (`weak var coordinator: (any Buying & AccountCreating)?`) and calls the action's method on it.
struct ProtocolsEmitter: StyleEmitter {
    func screenDeclarations(for screen: ScreenModel) -> [Declaration] {
        []
    }

    func baseClassMembers(for screen: ScreenModel) -> [Declaration] {
        guard !screen.actions.isEmpty else { return [] }
        let composition = screen.protocolNames.joined(separator: " & ")
        return [
            .property(
                PropertyDeclaration(
                    documentation: ["The coordinator that handles this screen's actions."],
                    modifiers: ["weak"], name: "coordinator", type: "(any \(composition))?"))
        ]
    }

    func coordinatorConformances(for screen: ScreenModel) -> [String] {
        []
    }

    func coordinatorDispatch(for screen: ScreenModel) -> (title: String, method: FunctionDeclaration)? {
        nil
    }

    func factoryWiring(for screen: ScreenModel, on target: String) -> [Statement] {
        screen.actions.isEmpty ? [] : [.line("\(target).coordinator = self")]
    }

    /// The action protocols' doubles serve; nothing else records a screen's actions.
    func testDoubles(for screen: ScreenModel) -> [TypeDeclaration] {
        []
    }

    func trigger(_ action: ActionModel) -> String {
        "coordinator?.\(action.method)(\(ActionCode.placeholderArguments(action).joined(separator: ", ")))"
    }
}
