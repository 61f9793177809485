import CoordgenUIKit
import Generator

/// The back ends coordgen can generate for, and the one it does: one value decides. The core knows none of them; the
/// command line hands the chosen one to ``CoordinatorGenerator``.
enum BackendChoice: CaseIterable {
    case uikit

    var backend: any Backend {
        switch self {
        case .uikit: UIKitBackend()
        }
    }

    /// The back end of every manifest (the manifest has no key for it yet).
    static let manifestDefault = BackendChoice.uikit
}
