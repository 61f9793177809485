/// Protocols style: the screen holds its coordinator as the composition of its actions' protocols
/// (`weak var coordinator: (any Buying & AccountCreating)?`) and calls the action's method on it.
struct ProtocolsStyle: ActionStyle {
    var groupsActionsIntoProtocols: Bool { true }

    var awaitsResults: Bool { true }

    func declaredTypes(screen: String, actionProtocols: [String?]) -> [String] {
        actionProtocols.contains(nil) ? [Constants.defaultProtocol(screen)] : []
    }

    func baseClassMembers(actions: [String]) -> [(member: String, action: String)] {
        []
    }

    var reservedActionNames: [String: String] { [:] }

    var allowsParameterNamedLikeAction: Bool { true }
}
