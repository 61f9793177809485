/// Closures style: the screen knows nothing of coordinators. It has one closure per action
/// (`var buySubscriptionAction: ((Int) -> Void)?`), which the coordinator sets with `[weak self]`.
struct ClosuresStyle: ActionStyle {
    var groupsActionsIntoProtocols: Bool { false }

    var awaitsResults: Bool { false }

    func declaredTypes(screen: String, actionProtocols: [String?]) -> [String] {
        []
    }

    func baseClassMembers(actions: [String]) -> [(member: String, action: String)] {
        // `Starter` is there only for an action that starts a flow with a result; its name is kept free for all.
        actions.flatMap { [(Constants.closure($0), $0), (Constants.awaitingClosure($0), $0)] }
    }

    var reservedActionNames: [String: String] { [:] }

    var allowsParameterNamedLikeAction: Bool { true }
}
