import Foundation
import Generator
import TestSupport
import Testing

/// Each name of the fuzz base and of the routes and first-screens fixtures renamed, everywhere, to each type name generated code may use
/// (UIKit's, Foundation's, the standard library's and coordgen's own): what validates must compile. The fuzz renames at
/// random; this goes through every pair, for the way a name breaks generated code that validation must foresee: a
/// member, case or property that hides a type where the code names it. Every rename is validated; a seeded sample of
/// those that validate is compiled: `COORDGEN_FUZZ_SEED` picks another sample, `COORDGEN_SWEEP_SAMPLE` sets its size, and
/// `COORDGEN_SWEEP_ONLY` compiles only the renames whose description contains it, to replay one. Full tier only.
@Suite("Name sweep")
struct NameSweepTests {
    static let sampleSize = Int(ProcessInfo.processInfo.environment["COORDGEN_SWEEP_SAMPLE"] ?? "") ?? 40

    /// Capitalized names: types, which a name of the manifest could hide.
    static let typeNames = Set(ManifestMutator.frameworkTypes + ManifestMutator.generatedNames).filter {
        $0.first?.isUppercase == true
    }.sorted()

    @Test(
        "every name renamed to a type name either is refused or generates code that compiles",
        .enabled(if: TestTier.current == .full))
    func renamesThatValidateCompile() throws {
        let bases =
            [("the fuzz base", Array(FuzzTests.everySlot.utf8))]
            + ["routes", "first-screens"].map { ($0, Fixture.named($0).manifest) }
        var accepted: [(rename: String, manifest: [UInt8])] = []
        var renames = 0
        for (label, base) in bases {
            let root = try JSONSerialization.jsonObject(with: Data(base))
            // Only a type the base's code names can be hidden from it.
            let code = CoordinatorGenerator.standard.generate(manifest: base).files.map(\.contents).joined(
                separator: "\n")
            let named = Set(FuzzTests.identifiers(in: code))
            let names = Set(ManifestMutator.strings(in: root)).filter {
                $0.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) != nil
            }
            for old in names.sorted() {
                for new in Self.typeNames where new != old && named.contains(new) {
                    let renamed = ManifestMutator.map(root) { value in (value as? String) == old ? new : value }
                    let manifest = Array(try JSONSerialization.data(withJSONObject: renamed, options: [.sortedKeys]))
                    renames += 1
                    let diagnostics = CoordinatorGenerator.standard.validate(manifest: manifest)
                    if !diagnostics.contains(where: { $0.severity == .error }), FuzzTests.isSelfContained(manifest) {
                        accepted.append(("\(label): '\(old)' renamed '\(new)'", manifest))
                    }
                }
            }
        }
        var random = SeededGenerator(seed: FuzzTests.seed)
        let only = ProcessInfo.processInfo.environment["COORDGEN_SWEEP_ONLY"]
        let sample =
            only.map { only in accepted.filter { $0.rename.contains(only) } }
            ?? Array(accepted.shuffled(using: &random).prefix(Self.sampleSize))
        print("name sweep: \(renames) renames, \(accepted.count) validate; compiling \(sample.count)")
        try #require(accepted.count >= Self.sampleSize, "too few renames validate to compile a sample")
        let failures = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: sample.count) { index in
            let (rename, manifest) = sample[index]
            let result = CoordinatorGenerator.standard.generate(manifest: manifest)
            let folder = TemporaryDirectory(prefix: "sweep-\(index)")
            let files = result.files.map { folder.write($0.contents, to: $0.name) }
            if result.hasErrors {
                failures.withLock { $0.append("\(rename) validates but does not generate: \(result.diagnostics)") }
            } else if case .failure(let failure) = SwiftCompiler.compile(files, moduleName: "Sweep\(index)") {
                failures.withLock {
                    $0.append(
                        "\(rename) validates but does not compile (replay with \(TestTier.replayPrefix)"
                            + "COORDGEN_SWEEP_ONLY=\"\(rename)\"):\n\(failure)\n\(FuzzTests.text(manifest))")
                }
            }
        }
        for failure in failures.withLock({ $0 }) {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
