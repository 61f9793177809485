import Foundation
import Generator
import TestSupport
import Testing

/// Layer 3: every fixture's whole output, byte for byte, against `Snapshots/`.
@Suite("Snapshots")
struct SnapshotTests {
    @Test("generated files and scaffolds match the snapshot", arguments: Fixture.all)
    func matchesSnapshot(_ fixture: Fixture) {
        let result = CoordinatorGenerator.standard.generate(manifest: fixture.manifest)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(!result.files.isEmpty)
        let shares = Snapshots.sharesRuntime(fixture.manifest)
        for failure in Snapshots.verify(result.files, fixture: fixture.name, sharesRuntime: shares) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// View models take the screen's style: the MVVM app in the closures and events styles too, against
    /// `Snapshots/mvvm-closures` and `Snapshots/mvvm-events`.
    @Test("the MVVM app's output matches the snapshot in every style", arguments: ["closures", "events"])
    func viewModelStylesMatchSnapshots(style: String) {
        let text = String(decoding: Fixture.named("mvvm").manifest, as: UTF8.self)
            .replacingOccurrences(of: "\"style\": \"protocols\"", with: "\"style\": \"\(style)\"")
        let result = CoordinatorGenerator.standard.generate(manifest: Array(text.utf8))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let shares = Snapshots.sharesRuntime(Array(text.utf8))
        for failure in Snapshots.verify(result.files, fixture: "mvvm-" + style, sharesRuntime: shares) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test("every file of the shared runtime's snapshot is the runtime of some fixture that shares it")
    func sharedRuntimeIsCurrent() throws {
        // While recording, the other snapshot tests are writing the folder: its listing is checked on the next run.
        guard !Snapshots.isRecording else { return }
        let folder = Repository.snapshots.appendingPathComponent(Snapshots.runtimeFolder)
        let recorded = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".swift")
        }
        .sorted()
        let generated = Set(
            Fixture.all.filter { Snapshots.sharesRuntime($0.manifest) }.flatMap { fixture in
                CoordinatorGenerator.standard.generate(manifest: fixture.manifest).files
                    .filter {
                        $0.kind == .generated && Snapshots.isRuntimeFile($0.name)
                            && !Snapshots.isRoutesWaitingForDecisions($0)
                    }
                    .map(\.name)
            })
        #expect(recorded.contains("Coordinator.swift"))
        #expect(
            Set(recorded) == generated,
            "Snapshots/Runtime holds \(recorded), the fixtures generate \(generated.sorted())")
    }

    @Test("the same manifest always gives the same bytes", arguments: Fixture.all)
    func isDeterministic(_ fixture: Fixture) {
        let first = CoordinatorGenerator.standard.generate(manifest: fixture.manifest)
        let second = CoordinatorGenerator.standard.generate(manifest: fixture.manifest)
        #expect(first == second)
    }

    @Test(
        "each built-in example is its fixture",
        arguments: [
            ("shop", "shop-protocols"), ("repositories", "repositories"), ("auth", "auth"), ("maps", "maps"),
            ("repositories-mvvm", "mvvm"),
        ])
    func builtInExampleMatchesFixture(example: String, fixture: String) {
        #expect(CoordinatorGenerator.example(named: example).map { Array($0.utf8) } == Fixture.named(fixture).manifest)
    }
}
