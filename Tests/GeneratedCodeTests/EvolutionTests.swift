import Foundation
import Generator
import TestSupport
import Testing

/// Growing the manifest never needs a hand edit to existing files: view controllers written for an older manifest
/// still compile with the code generated from a newer one.
@Suite("Evolution")
struct EvolutionTests {
    @Test("adding an action, an input with a default and a screen keeps the old view controllers compiling")
    func oldScaffoldsCompileWithNewCode() throws {
        let before = Fixture.named("shop-protocols").manifest
        let after = String(decoding: before, as: UTF8.self)
            .replacingOccurrences(
                of: #"{ "name": "Settings" }"#,
                with:
                    #"{ "name": "Settings", "inputs": [ { "name": "theme", "type": "String", "default": "\"light\"" } ], "#
                    + #""actions": [ { "name": "showAbout", "push": "About" } ] },"# + "\n    "
                    + #"{ "name": "About", "actions": [ { "name": "close", "pop": true } ] }"#
            )
            .replacingOccurrences(
                of: #"{ "name": "CreateAccount" }"#,
                with: #"{ "name": "CreateAccount", "actions": [ { "name": "cancel", "pop": true } ] }"#)
        let old = CoordinatorGenerator.standard.generate(manifest: before)
        let new = CoordinatorGenerator.standard.generate(manifest: Array(after.utf8))
        try #require(!old.hasErrors && !new.hasErrors, "\(new.diagnostics)")
        let folder = TemporaryDirectory(prefix: "evolution")
        let oldScaffolds = Set(old.files.filter { $0.kind == .scaffold }.map(\.name))
        var files = old.files.filter { $0.kind == .scaffold }.map { folder.write($0.contents, to: $0.name) }
        // The new manifest's generated files, plus scaffolds only for screens that had none.
        for file in new.files where file.kind == .generated || !oldScaffolds.contains(file.name) {
            files.append(folder.write(file.contents, to: file.name))
        }
        #expect(files.contains { $0.lastPathComponent == "AboutViewController.swift" })
        if case .failure(let failure) = SwiftCompiler.compile(files) {
            Issue.record("old view controllers no longer compile with the new generated code:\n\(failure.description)")
        }
    }
}
