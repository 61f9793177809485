/// How a screen tells its coordinator what happened, as validation and resolution need to know it: which names the
/// style declares and reserves, and whether actions are grouped into protocols or awaited. One type per style;
/// `Style` (the manifest's value) picks it in one switch. How a back end writes the style is the back end's own
/// (`Sources/CoordgenUIKit/Styles/`), so adding a style is one type here and one per back end, each found by the compiler
/// (see docs/adding-a-style.md).
package protocol ActionStyle: Sendable {
    /// Whether the actions' `protocol` key means something: actions are grouped into protocols the coordinator
    /// conforms to, and a coordinator implements every requirement of a protocol its screens use.
    var groupsActionsIntoProtocols: Bool { get }

    /// The types the style declares for `screen`, besides its view controller and base class. `actionProtocols`
    /// holds each action's explicit `protocol`, if any.
    func declaredTypes(screen: String, actionProtocols: [String?]) -> [String]

    /// The members the base class gets for the actions, each with the action it comes from.
    func baseClassMembers(actions: [String]) -> [(member: String, action: String)]

    /// Action names the style cannot use, with the reason.
    var reservedActionNames: [String: String] { get }

    /// Whether a parameter may have its action's name.
    var allowsParameterNamedLikeAction: Bool { get }

    /// Whether the coordinator and its action protocol offer the form of an action that awaits the result of the flow
    /// it starts (`let result = await coordinator?.chooseLanguage()`). Closures style offers it on the screen's base
    /// class instead; in every style the base class's `didReceive(_:)` hears the result too.
    var awaitsResults: Bool { get }
}

extension Style {
    /// The type that implements this style.
    package var behaviour: any ActionStyle {
        switch self {
        case .protocols: ProtocolsStyle()
        case .closures: ClosuresStyle()
        case .events: EventsStyle()
        }
    }
}
