import Generator
import Templates

/// How the UIKit back end writes a style: what a screen's file and base class hold so that the screen can tell its
/// coordinator what happened, and how the coordinator hears it and connects a new screen. One type per style, picked
/// by `Style.emitter`'s one switch; what the style means to validation and resolution is its `ActionStyle`.
protocol StyleEmitter: Sendable {
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
    /// How the UIKit back end writes this style.
    var emitter: any StyleEmitter {
        switch self {
        case .protocols: ProtocolsEmitter()
        case .closures: ClosuresEmitter()
        case .events: EventsEmitter()
        }
    }
}
