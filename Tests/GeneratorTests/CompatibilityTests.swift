import Foundation
import Generator
import TestSupport
import Testing

/// The CHANGELOG's promise that a manifest that validates keeps validating, kept as a test: the manifests of earlier
/// versions' fixtures, examples and docs (`Tests/Compatibility`, collected by `Scripts/compatibility-corpus.py`) still
/// validate. A rule that must newly refuse one is a breaking change: it is listed in ``refusedByBreakingChange``, with
/// words of the migration note that the CHANGELOG's Migration sections must hold.
@Suite("Compatibility")
struct CompatibilityTests {
    static let folder = Repository.root.appendingPathComponent("Tests/Compatibility")

    /// Manifests of the corpus that a later rule refuses, each with words of the CHANGELOG migration note that says so.
    static let refusedByBreakingChange: [String: String] = [:]

    static var manifests: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    @Test("the corpus holds the manifests of earlier versions")
    func corpusIsThere() {
        #expect(Self.manifests.count >= 40, "Tests/Compatibility holds only \(Self.manifests.count) manifests")
    }

    @Test(
        "every manifest of an earlier version still validates, or its refusal is a breaking change the CHANGELOG names",
        arguments: manifests)
    func stillValidates(_ name: String) throws {
        let bytes = try Array(Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let errors = CoordinatorGenerator.standard.validate(manifest: bytes, path: name).filter {
            $0.severity == .error
        }
        guard let note = Self.refusedByBreakingChange[name] else {
            #expect(errors.isEmpty, "\(name) validated in an earlier version and is refused now:\n\(errors)")
            return
        }
        #expect(!errors.isEmpty, "\(name) is listed as refused by a breaking change, but validates: take it out")
        let changelog = try String(contentsOf: Repository.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let migrations = changelog.components(separatedBy: "### Migration").dropFirst().joined()
        #expect(migrations.contains(note), "no migration note of the CHANGELOG says '\(note)'")
    }
}
