/// Events style: one enum per screen (`HomeEvent`) with a case per action, and one method on the coordinator,
/// `eventOccurred(with:)`, that switches over it.
struct EventsStyle: ActionStyle {
    var groupsActionsIntoProtocols: Bool { false }

    var awaitsResults: Bool { false }

    func declaredTypes(screen: String, actionProtocols: [String?]) -> [String] {
        [Constants.event(screen), Constants.eventHandling(screen)]
    }

    func baseClassMembers(actions: [String]) -> [(member: String, action: String)] {
        []
    }

    /// `eventOccurred(with:)` binds the event as `event`. (`Type` and `Protocol` are refused for every member.)
    var reservedActionNames: [String: String] {
        ["event": "'event' is the parameter of eventOccurred(with:)"]
    }

    /// `case .share(let share): share(share)` would call the value.
    var allowsParameterNamedLikeAction: Bool { false }
}
