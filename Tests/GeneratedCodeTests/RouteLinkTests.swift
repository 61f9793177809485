import Foundation
import Generator
import TestSupport
import Testing

/// The routes fixture's `AppRoute` runs, without UIKit: `Tests/Behaviour/RouteLinks.swift` checks the links each route
/// reads and refuses, that every route reads back from its own link (random values), and that hostile links (valid
/// ones with random changes) never crash and read back as what they read. Replay a failure with
/// `COORDGEN_PROPERTY_SEED=<seed>`.
@Suite("Route links")
struct RouteLinkTests {
    @Test("AppRoute reads and builds links: typed, percent-decoded, refused when anything is off, and round trips")
    func links() throws {
        let generated = CoordinatorGenerator.generate(manifest: Fixture.named("routes").manifest)
        try #require(!generated.hasErrors, "\(generated.diagnostics)")
        let route = try #require(generated.files.first { $0.name == "AppRoute.swift" })
        #expect(!route.contents.contains("import UIKit"), "AppRoute.swift needs Foundation only")
        let folder = TemporaryDirectory(prefix: "route-links")
        let files = [
            folder.write(route.contents, to: route.name),
            Repository.behaviour.appendingPathComponent("RouteLinks.swift"),
        ]
        let executable = folder.url.appendingPathComponent("route-links")
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
            Issue.record("AppRoute.swift and the checks do not build:\n\(failure)")
            return
        }
        let result = ProcessRunner.run(executable.path, [String(PropertyTests.seed)])
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.output.contains("checked with seed \(PropertyTests.seed): 0 failures"), "\(result.combined)")
    }
}
