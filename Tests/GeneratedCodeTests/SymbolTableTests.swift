import CoordgenSwiftUI
import Templates
import TestSupport
import Testing

@testable import CoordgenUIKit
@testable import Generator

/// The ``SymbolTable`` is the one list of the types generated code declares, from which validation reports clashes:
/// every type that translation declares at the top level must be in it, or be one of coordgen's runtime types; and
/// the table's scaffolds, which no merged file may take, are the scaffolds translation writes.
@Suite("Symbol table")
struct SymbolTableTests {
    /// The type names declared at the top level of the files `manifest` generates, each with its file.
    static func declaredTypes(_ manifest: [UInt8]) throws -> (table: Set<String>, declared: [(String, String)]) {
        let pipeline = GeneratorPipeline(manifestPath: "coordgen.json", backends: [UIKitBackend(), SwiftUIBackend()])
        let analysis = pipeline.analyze(manifest)
        let model = try #require(analysis.model, "\(analysis.diagnostics)")
        let spec = try #require(analysis.manifest)
        var declared: [(String, String)] = []
        let backend = try #require(analysis.backend)
        let files = pipeline.translate(GeneratorPipeline.Resolved(model: model, diagnostics: [], backend: backend))
        for file in files {
            for case .type(let type) in file.source.declarations where type.kind != .extension {
                declared.append((type.name, file.source.name))
            }
        }
        let scaffolds = files.filter { $0.kind == .scaffold }.map(\.source.name)
        #expect(
            scaffolds.sorted() == model.symbols.scaffolds.sorted(),
            "the table's scaffolds are not those translation writes")
        return (Set(model.symbols.symbols.map(\.name) + backend.runtimeTypes(prefix: spec.prefix)), declared)
    }

    @Test("every fixture's declared types are in its symbol table", arguments: Fixture.all)
    func fixtures(_ fixture: Fixture) throws {
        let (table, declared) = try Self.declaredTypes(fixture.manifest)
        #expect(!declared.isEmpty)
        let missing = declared.filter { !table.contains($0.0) }
        #expect(missing.isEmpty, "declared but not in the symbol table: \(missing)")
    }

    @Test("every random manifest's declared types are in its symbol table")
    func randomManifests() throws {
        var random = SeededGenerator(seed: PropertyTests.seed)
        for index in 0..<200 {
            let manifest = RandomManifest(prefix: "M\(index)", using: &random)
            let (table, declared) = try Self.declaredTypes(Array(manifest.json.utf8))
            let missing = declared.filter { !table.contains($0.0) }
            #expect(missing.isEmpty, "seed \(PropertyTests.seed), manifest \(index): not in the table: \(missing)")
        }
    }
}
