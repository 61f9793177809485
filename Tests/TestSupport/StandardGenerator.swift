import CoordgenSwiftUI
import CoordgenUIKit
import Generator

extension CoordinatorGenerator {
    /// The core with every back end, UIKit's first, as the command line has them: what the tests generate, validate
    /// and draw with. A manifest picks SwiftUI's with `"backend": "swiftui"`.
    package static let standard = CoordinatorGenerator(backends: [UIKitBackend(), SwiftUIBackend()])
}

extension GenerationResult {
    /// What reads and builds the app's links, which builds without UIKit: `AppRoute.swift`, and the runtime's file of
    /// `RouteLink` it reads with, the part of `RouteLinkValue` when a route takes a URL or an app's type, and that of
    /// `RoutePayload` when a route has entries, each with the manifest's `runtimePrefix` (`prefix`). `nil` for an app
    /// without routes.
    package func linkFiles(prefix: String = "") -> [OutputFile]? {
        let names = [prefix + "AppRoute.swift", prefix + "Coordinator+Links.swift"]
        let found = names.compactMap { name in files.first { $0.name == name } }
        // Routes whose values are a URL or the app's types convert them through a part of their own, and routes
        // with entries read payloads through another.
        let parts = [prefix + "Coordinator+LinkValues.swift", prefix + "Coordinator+Payloads.swift"]
        let values = files.filter { parts.contains($0.name) }
        return found.count == names.count ? found + values : nil
    }
}
