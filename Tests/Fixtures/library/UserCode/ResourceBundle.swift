import Foundation

extension Bundle {
    /// Stands for the accessor SwiftPM generates in a target with resources, so `"storyboardBundle": "module"`
    /// compiles here as it does in a package. Computed, as SwiftPM's is: `Bundle` is not `Sendable` in Apple's SDK, so
    /// a stored static one is an error in Swift 6.
    static var module: Bundle { .main }
}
