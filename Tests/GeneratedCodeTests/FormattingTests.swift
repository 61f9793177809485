import Foundation
import Generator
import TestSupport
import Testing

/// Generated code is formatted as a person would write it: clean under `swift format lint --strict` with the
/// project's configuration (4-space indentation, 120 columns).
@Suite("Formatting")
struct FormattingTests {
    @Test("every fixture's output passes swift format lint")
    func lintClean() throws {
        let swift = try #require(ProcessRunner.which("swift"), "swift is not on PATH")
        let folder = TemporaryDirectory(prefix: "lint")
        for fixture in Fixture.all {
            for file in CoordinatorGenerator.standard.generate(manifest: fixture.manifest).files {
                folder.write(file.contents, to: "\(fixture.name)/\(file.name)")
            }
        }
        let configuration = Repository.root.appendingPathComponent(".swift-format").path
        let result = ProcessRunner.run(
            swift, ["format", "lint", "--strict", "--configuration", configuration, "-r", folder.path])
        #expect(result.status == 0, "swift format lint found problems in generated code:\n\(result.combined)")
    }
}
