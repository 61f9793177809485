import Templates

/// How a screen tells its coordinator what happened: every decision that depends on a screen's style lives in the
/// type that implements this protocol, one type per style. `Style` (the manifest's value) picks the type in one
/// switch, so adding a style is one new type that the compiler walks you through (see docs/adding-a-style.md).
protocol ActionStyle: Sendable {
    // MARK: Validation and resolution

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

    // MARK: Translation

    /// Declarations of the screen's generated file that come before its base class.
    func screenDeclarations(for screen: ScreenModel) -> [Declaration]

    /// The base class's members through which the screen reaches its coordinator.
    func baseClassMembers(for screen: ScreenModel) -> [Declaration]

    /// The protocols a coordinator conforms to, beyond its action protocols, because it shows `screen`.
    func coordinatorConformances(for screen: ScreenModel) -> [String]

    /// A method the coordinator needs to receive what `screen` tells it, under a section named `title`.
    func coordinatorDispatch(for screen: ScreenModel) -> (title: String, method: FunctionDeclaration)?

    /// What the coordinator's factory does to connect a new screen to it: `target` is the expression of what holds the
    /// screen's link to its coordinator (`viewController`, or `viewModel` for a screen with a view model).
    func factoryWiring(for screen: ScreenModel, on target: String) -> [Statement]

    /// How the user's view controller performs `action`, as the scaffold shows it.
    func trigger(_ action: ActionModel) -> String

    /// Recording test doubles of what `screen` talks to, beyond the action protocols (`--test-doubles`).
    func testDoubles(for screen: ScreenModel) -> [TypeDeclaration]
}

extension Style {
    /// The type that implements this style.
    var behaviour: any ActionStyle {
        switch self {
        case .protocols: ProtocolsStyle()
        case .closures: ClosuresStyle()
        case .events: EventsStyle()
        }
    }
}
