import Foundation
import TestSupport
import Testing

/// The README's local-path dependency and plugin snippets, pasted as written into a throwaway package next to a
/// `coordgen` folder (this checkout), resolve: SwiftPM loads the package graph and finds the plugin.
@Suite("Package snippets")
struct PackageSnippetTests {
    /// The README's Swift lines that start with `prefix`, trimmed.
    static func readmeLine(startingWith prefix: String) -> String? {
        ReadmeTests.readme.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix(prefix) }
    }

    @Test("the README's local-path snippet resolves in a throwaway package, and its target finds CoordgenPlugin")
    func localPathSnippetResolves() throws {
        let dependency = try #require(Self.readmeLine(startingWith: ".package(path:"), "no local-path snippet")
        let plugin = try #require(Self.readmeLine(startingWith: "plugins: [.plugin("), "no plugin snippet")
        #expect(dependency == #".package(path: "../coordgen"),"#)
        let folder = TemporaryDirectory(prefix: "package-snippet")
        try FileManager.default.createSymbolicLink(
            at: folder.url.appendingPathComponent("coordgen"), withDestinationURL: Repository.root)
        _ = folder.write(
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "MyApp",
                dependencies: [
                    \(dependency)
                ],
                targets: [
                    .target(
                        name: "MyApp",
                        \(plugin)
                    ),
                ]
            )

            """, to: "MyApp/Package.swift")
        _ = folder.write("struct MyApp {}\n", to: "MyApp/Sources/MyApp/MyApp.swift")
        let app = folder.url.appendingPathComponent("MyApp")
        let swift = try #require(ProcessRunner.which("swift"))
        let resolved = ProcessRunner.run(swift, ["package", "resolve"], in: app)
        #expect(resolved.status == 0, "swift package resolve failed:\n\(resolved.combined)")
        let described = ProcessRunner.run(swift, ["package", "describe", "--type", "json"], in: app)
        #expect(described.status == 0, "swift package describe failed:\n\(described.combined)")
        #expect(described.output.contains("\"CoordgenPlugin\""), "the target does not name the plugin")
        let dependencies = ProcessRunner.run(swift, ["package", "show-dependencies"], in: app)
        #expect(dependencies.output.contains("coordgen"), "coordgen is not a dependency:\n\(dependencies.combined)")
    }
}
