import Templates

/// Closures style: the screen knows nothing of coordinators. It has one closure per action
/// (`var buySubscriptionAction: ((Int) -> Void)?`), which the coordinator sets with `[weak self]`.
struct ClosuresStyle: ActionStyle {
    var groupsActionsIntoProtocols: Bool { false }

    var awaitsResults: Bool { false }

    func declaredTypes(screen: String, actionProtocols: [String?]) -> [String] {
        []
    }

    func baseClassMembers(actions: [String]) -> [(member: String, action: String)] {
        actions.map { (Constants.closure($0), $0) }
    }

    var reservedActionNames: [String: String] { [:] }

    var allowsParameterNamedLikeAction: Bool { true }

    func screenDeclarations(for screen: ScreenModel) -> [Declaration] {
        []
    }

    func baseClassMembers(for screen: ScreenModel) -> [Declaration] {
        screen.actions.map { action in
            .property(
                PropertyDeclaration(
                    documentation: [
                        "Call it to perform `\(action.selector)`, which \(ActionCode.effect(action)).",
                        "The coordinator sets it.",
                    ],
                    name: Constants.closure(action.name), type: ActionCode.closureType(action)))
        }
    }

    func coordinatorConformances(for screen: ScreenModel) -> [String] {
        []
    }

    func coordinatorDispatch(for screen: ScreenModel) -> (title: String, method: FunctionDeclaration)? {
        nil
    }

    func factoryWiring(for screen: ScreenModel) -> [Statement] {
        screen.actions.map { action in
            let names = action.parameters.map(\.name)
            let head =
                "viewController.\(Constants.closure(action.name)) = { [weak self] "
                + (names.isEmpty ? "in" : names.joined(separator: ", ") + " in")
            return .block(
                opener: head,
                body: [.call(prefix: "self?." + action.name, arguments: ActionCode.arguments(action, values: names))])
        }
    }

    func trigger(_ action: ActionModel) -> String {
        let values = action.parameters.map { "<#\($0.type.canonical)#>" }.joined(separator: ", ")
        return "\(Constants.closure(action.name))?(\(values))"
    }
}
