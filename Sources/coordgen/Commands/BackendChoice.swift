import CoordgenSwiftUI
import CoordgenUIKit
import Generator

/// The back ends coordgen can generate for, in one place: the manifest's `backend` picks one by its name (the raw
/// value, which is the back end's `name`), and the first is the one of a manifest that names none. The core knows none of them; the command line hands them to
/// ``CoordinatorGenerator``.
enum BackendChoice: String, CaseIterable, Sendable {
    case uikit
    case swiftui

    var backend: any Backend {
        switch self {
        case .uikit: UIKitBackend()
        case .swiftui: SwiftUIBackend()
        }
    }

    /// The back end of a manifest that names none.
    static let manifestDefault = BackendChoice.uikit

    /// Every back end, the default first.
    static var backends: [any Backend] { allCases.map(\.backend) }
}
