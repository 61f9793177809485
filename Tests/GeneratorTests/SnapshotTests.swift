import Generator
import TestSupport
import Testing

/// Layer 3: every fixture's whole output, byte for byte, against `Snapshots/`.
@Suite("Snapshots")
struct SnapshotTests {
    @Test("generated files and scaffolds match the snapshot", arguments: Fixture.all)
    func matchesSnapshot(_ fixture: Fixture) {
        let result = CoordinatorGenerator.generate(manifest: fixture.manifest)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.files.isEmpty)
        for failure in Snapshots.verify(result.files, fixture: fixture.name) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("the same manifest always gives the same bytes", arguments: Fixture.all)
    func isDeterministic(_ fixture: Fixture) {
        let first = CoordinatorGenerator.generate(manifest: fixture.manifest)
        let second = CoordinatorGenerator.generate(manifest: fixture.manifest)
        #expect(first == second)
    }

    @Test(
        "each built-in example is its fixture",
        arguments: [("shop", "shop-protocols"), ("repositories", "repositories"), ("auth", "auth"), ("maps", "maps")])
    func builtInExampleMatchesFixture(example: String, fixture: String) {
        #expect(CoordinatorGenerator.example(named: example).map { Array($0.utf8) } == Fixture.named(fixture).manifest)
    }
}
