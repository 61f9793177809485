import Templates

/// The UI framework generated code targets: what it imports, how its screens are named, which of its types and
/// members the manifest's names must not hide, and the translator that turns the resolved app into files. UIKit is
/// the one back end today; another (SwiftUI) is a new type behind this protocol and a new case of ``BackendChoice``,
/// without changes to the UIKit one.
protocol Backend: Sendable {
    /// The module every generated file imports.
    var module: String { get }

    /// The class of a screen, which is the user's: `HomeViewController`.
    func screenClass(_ screen: String) -> String

    /// The generated base class of a screen: `HomeViewControllerBase`.
    func screenBaseClass(_ screen: String) -> String

    /// The coordinator's method that creates a screen: `makeHomeViewController`.
    func screenFactory(_ screen: String) -> String

    /// Members of the framework's screen class that an input, stored in the base class, would redeclare.
    var screenClassMembers: Set<String> { get }

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
    static let current = BackendChoice.uikit.backend
}
