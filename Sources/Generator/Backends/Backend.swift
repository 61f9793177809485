import Templates

/// The UI framework generated code targets: what it imports, how its screens are named, which of its types and
/// members the manifest's names must not hide, and the translate stage that turns the resolved app into files.
///
/// A back end is a value that ``GeneratorPipeline`` hands to validation, resolution and translation. UIKit's is the one
/// coordgen ships (`Backends/UIKit/`); another is a folder of its own with a type behind this protocol, and a case of
/// ``BackendChoice`` once the manifest can ask for it.
protocol Backend: Sendable {
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

    /// Names generated method bodies declare as locals or closure parameters where the manifest's names are in scope,
    /// which an input, parameter or text field must not take.
    var generatedLocals: Set<String> { get }

    /// The local that holds the screen that asked for an action, whose inputs the action's `pass` reads: one of
    /// ``generatedLocals``.
    var askingScreen: String { get }

    /// What an action sheet's popover points at on iPad, which its action takes from the screen as `from sender:`.
    var senderType: String { get }

    /// The framework's types that generated code names, which a manifest type must not hide.
    var frameworkTypes: [String] { get }

    /// The generated files and scaffolds of `model`, as declarations; generated files start with `header`.
    func translate(_ model: AppModel, header: [String]) -> [TranslatedFile]
}

/// The back ends coordgen can generate for, and the one it does: one value decides.
enum BackendChoice: CaseIterable {
    case uikit

    var backend: any Backend {
        switch self {
        case .uikit: UIKitBackend()
        }
    }

    /// The back end of every manifest (the manifest has no key for it yet).
    static let manifestDefault = BackendChoice.uikit

    /// Every back end's value, for names no manifest may take in any of them.
    static var all: [any Backend] { allCases.map(\.backend) }
}
