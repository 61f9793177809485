import CoordgenUIKit
import Generator

extension CoordinatorGenerator {
    /// The core with UIKit's back end, as the command line picks it: what the tests generate, validate and draw with.
    package static let uikit = CoordinatorGenerator(backend: UIKitBackend())
}
