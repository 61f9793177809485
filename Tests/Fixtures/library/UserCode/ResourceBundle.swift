import Foundation

extension Bundle {
    /// Stands for the accessor SwiftPM generates in a target with resources, so `"storyboardBundle": "module"`
    /// compiles here as it does in a package.
    static let module = Bundle.main
}
