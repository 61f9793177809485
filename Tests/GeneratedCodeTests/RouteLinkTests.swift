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
        let generated = CoordinatorGenerator.standard.generate(manifest: Fixture.named("routes").manifest)
        try #require(!generated.hasErrors, "\(generated.diagnostics)")
        let routes = try #require(generated.linkFiles())
        for file in routes {
            #expect(!file.contents.contains("import UIKit"), "\(file.name) needs Foundation only")
        }
        let folder = TemporaryDirectory(prefix: "route-links")
        let files =
            routes.map { folder.write($0.contents, to: $0.name) } + [
                Repository.behaviour.appendingPathComponent("RouteLinks.swift"),
                Repository.behaviour.appendingPathComponent("SequenceRandom.swift"),
                Repository.behaviour.appendingPathComponent("LinkCheck.swift"),
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

    @Test("routes whose values are a URL or the app's own types read their links, refuse others, and round trip")
    func linkTypes() throws {
        let fixture = Fixture.named("link-types")
        let generated = CoordinatorGenerator.standard.generate(manifest: fixture.manifest)
        try #require(!generated.hasErrors, "\(generated.diagnostics)")
        let routes = try #require(generated.linkFiles())
        #expect(routes.map(\.name).contains("Coordinator+LinkValues.swift"))
        for file in routes {
            #expect(!file.contents.contains("import UIKit"), "\(file.name) needs Foundation only")
        }
        let folder = TemporaryDirectory(prefix: "link-types")
        let files =
            routes.map { folder.write($0.contents, to: $0.name) } + fixture.userCode + [
                Repository.behaviour.appendingPathComponent("LinkTypeLinks.swift"),
                Repository.behaviour.appendingPathComponent("SequenceRandom.swift"),
                Repository.behaviour.appendingPathComponent("LinkCheck.swift"),
            ]
        let executable = folder.url.appendingPathComponent("link-types")
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
            Issue.record("AppRoute.swift, the app's types and the checks do not build:\n\(failure)")
            return
        }
        let result = ProcessRunner.run(executable.path, [String(PropertyTests.seed)])
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.output.contains("checked with seed \(PropertyTests.seed): 0 failures"), "\(result.combined)")
    }

    /// Parameters named like what `AppRoute(url:)` works with (the URL, the link's parts) are locals beside them.
    @Test("route parameters named link, url and segments build")
    func parametersNamedLikeTheReadersParts() throws {
        let manifest = """
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [ { "name": "Home", "actions": [ { "name": "open", "parameters": [
                { "name": "link", "type": "String" }, { "name": "url", "type": "Int" },
                { "name": "segments", "type": "Int" } ], "push": "Item" } ] }, { "name": "Item" } ],
              "routes": [ { "name": "item", "screen": "Item",
                "patterns": [ "shop://item/{link: String}/{url: Int}?s={segments: Int}" ] } ] }
            """
        let generated = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
        try #require(!generated.hasErrors, "\(generated.diagnostics)")
        let routes = try #require(generated.linkFiles())
        let folder = TemporaryDirectory(prefix: "route-names")
        let files =
            routes.map { folder.write($0.contents, to: $0.name) } + [
                folder.write("@main\nenum Main {\n    static func main() {}\n}\n", to: "Main.swift")
            ]
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(
            files, output: folder.url.appendingPathComponent("route-names"))
        {
            Issue.record("AppRoute.swift does not build:\n\(failure)")
        }
    }
}
