import Templates

/// The UI framework generated code targets: what it imports, how its screens are named, which of its types and
/// members the manifest's names must not hide, and the translate stage that turns the resolved app into files.
///
/// A back end is a value that ``GeneratorPipeline`` hands to validation, resolution and translation. It is a target of
/// its own that depends on this one, never the reverse: UIKit's is `Sources/CoordgenUIKit`, SwiftUI's
/// `Sources/CoordgenSwiftUI`. The command line lists them (`BackendChoice`, in `Sources/coordgen`) and the manifest's
/// `backend` picks one. Validation asks it every fact about the code it writes, so the core names none of its types.
package protocol Backend: Sendable {
    /// The back end's name, as the manifest's `backend` writes it: `uikit`.
    var name: String { get }

    /// The module every generated file imports.
    var module: String { get }

    /// The class of a screen, which is the user's: `HomeViewController`.
    func screenClass(_ screen: String) -> String

    /// The generated base class of a screen: `HomeViewControllerBase`.
    func screenBaseClass(_ screen: String) -> String

    /// The coordinator's method that creates a screen: `makeHomeViewController`.
    func screenFactory(_ screen: String) -> String

    /// What the screen tells the container that embeds it: `MapViewControllerDelegate`.
    func screenDelegateProtocol(_ screen: String) -> String

    /// The framework's class every screen's base class inherits from: `UIViewController`.
    var screenSuperclass: String { get }

    /// Members of the framework's screen class that an input, stored in the base class, would redeclare.
    var screenClassMembers: Set<String> { get }

    /// Methods of the framework's screen class that a method of the base class of that name would have to override:
    /// an action handed to the screen cannot take their names.
    var screenClassMethods: Set<String> { get }

    /// Names generated method bodies declare as locals or closure parameters where the manifest's names are in scope,
    /// which an input, parameter or text field must not take.
    var generatedLocals: Set<String> { get }

    /// The local that holds the screen that asked for an action, whose inputs the action's `pass` reads: one of
    /// ``generatedLocals``.
    var askingScreen: String { get }

    /// What a popover (an action sheet's, a share sheet's, a presented stack's) points at on iPad, which its action takes
    /// from the screen as `from sender:`, in an app at `deploymentTarget` whose runtime's types take `prefix`.
    func senderType(deploymentTarget: IOSVersion, prefix: String) -> String

    /// Whether an action sheet points at the screen's sender, as UIKit's popover does on iPad: its action then takes
    /// the sender. A back end whose action sheets need none (SwiftUI's confirmation dialog) says no.
    var actionSheetTakesSender: Bool { get }

    /// Whether `type` is what an action whose popover points at something takes (``senderType(deploymentTarget:prefix:)``,
    /// parsed, at any target), in an app whose runtime's types take `prefix`.
    func isSender(_ type: SwiftType, prefix: String) -> Bool

    /// Whether `type` names one of the framework's types, which a file that imports Foundation only (a view model's)
    /// cannot use.
    func namesFrameworkType(_ type: SwiftType) -> Bool

    /// The framework's image type, which the camera gives: `UIImage`.
    var imageType: String { get }

    /// The framework's type of an activity a share sheet offers beside the system's: `UIActivity`.
    var activityType: String { get }

    /// The framework's types that generated code names, which a manifest type must not hide.
    var frameworkTypes: [String] { get }

    /// Members the runtime gives every coordinator, which no action or parameter of a coordinator's method may take.
    var coordinatorMembers: Set<String> { get }

    /// The member of a screen presented without a navigation controller that keeps the flow that presented it.
    var unwrappedScreenMember: String { get }

    /// The types the runtime declares in every app, with the manifest's `runtimePrefix` in front of each.
    func runtimeTypes(prefix: String) -> [String]

    /// Files written whatever the manifest's screens and flows are called, by name without `.swift`, and what each
    /// holds.
    func fixedFiles(prefix: String) -> [(stem: String, holds: String)]

    /// The files of the runtime's optional parts that `manifest` will use, by name without `.swift`.
    func runtimePartFiles(for manifest: Manifest, prefix: String) -> [String]

    /// The types the runtime's optional parts declare for `manifest`, each with what it is and where the manifest first
    /// asks for it.
    func runtimePartTypes(for manifest: Manifest, prefix: String) -> [(name: String, origin: String, offset: Int)]

    /// The types `AppRoute` declares inside it, which no route's case may take, with what each is for.
    var routeTypes: [String: String] { get }

    /// The locals `AppRoute(url:)` declares beside the route's values, and the types it names, with the manifest's
    /// `runtimePrefix`, which no route's parameter may take.
    func routeLocals(prefix: String) -> Set<String>

    /// Whether the back end generates code for the manifest's key `key`, named as the schema names it
    /// (`action.detents`). Validation refuses each key it does not, where the manifest writes it, so that no key is
    /// quietly ignored.
    func generates(key: String) -> Bool

    /// Whether the back end generates code for the string `value` of a key it generates (`popover` of
    /// `action.modalPresentationStyle`); validation refuses each value it does not, where the manifest writes it.
    func generates(value: String, of key: String) -> Bool

    /// The oldest iOS the back end's code runs on, and what needs it: a `deploymentTarget` below it is refused.
    var minimumTarget: (version: IOSVersion, reason: String) { get }

    /// What the schema says of the manifest's keys whose meaning is the back end's, by `object.key`, over the core's
    /// words for them.
    var schemaDescriptions: [String: String] { get }

    /// The recording test doubles of what `model`'s screens and view models talk to, as one generated file starting
    /// with `header`; `nil` when there is nothing to record.
    func testDoubles(_ model: AppModel, header: [String]) -> TranslatedFile?

    /// The generated files and scaffolds of `model`, as declarations; generated files start with `header`.
    func translate(_ model: AppModel, header: [String]) -> [TranslatedFile]
}

extension Backend {
    /// Whether every coordinator already has a method named `name`: the runtime's members, and events style's
    /// `eventOccurred(with:)`. No action's method may take one.
    func isCoordinatorMember(_ name: String) -> Bool {
        coordinatorMembers.contains(name) || name == Constants.eventHandler
    }
}

/// The types every back end declares for an app that has them, with the manifest's `runtimePrefix` in front of each,
/// so a library's app coordinator does not meet the app's own.
package struct AppTypeNames: Equatable, Sendable {
    /// The class that switches an app's top-level flows: `AppCoordinator`.
    package let appCoordinator: String
    /// The enum of those flows: `AppFlow`.
    package let appFlow: String
    /// The enum of an app's routes: `AppRoute`.
    package let appRoute: String
    /// The enum of an app's actions, which its root, tab bar or app coordinator performs: `AppAction`.
    package let appAction: String
    /// What resumes a task awaiting a flow's result: `ResultWaiter`.
    package let resultWaiter: String
    /// How a mail the person wrote ended, as the action the mail compose sheet runs hears it: `MailOutcome`, which
    /// only an app that shows the sheet declares, with Foundation only.
    package let mailOutcome: String
    /// One navigation as the app's analytics hook hears it, which only an app with `analytics` declares:
    /// `NavigationReport`.
    package let navigationReport: String

    /// The names with `prefix` in front; the standard names for an empty prefix.
    package init(prefix: String = "") {
        appCoordinator = prefix + "AppCoordinator"
        appFlow = prefix + "AppFlow"
        appRoute = prefix + "AppRoute"
        appAction = prefix + "AppAction"
        resultWaiter = prefix + "ResultWaiter"
        mailOutcome = prefix + "MailOutcome"
        navigationReport = prefix + "NavigationReport"
    }
}
