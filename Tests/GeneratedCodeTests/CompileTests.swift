import Foundation
import Generator
import TestSupport
import Testing

/// Every fixture's generated files, scaffolds and hand-written code compile together in Swift 6 language mode with
/// warnings as errors, against the UIKit stand-in, as the app would in Xcode.
@Suite("Compile")
struct CompileTests {
    @Test("fixture output compiles in Swift 6 with -warnings-as-errors", arguments: Fixture.all)
    func fixtureCompiles(_ fixture: Fixture) throws {
        let result = CoordinatorGenerator.generate(manifest: fixture.manifest)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let folder = TemporaryDirectory(prefix: "compile-\(fixture.name)")
        let files = result.files.map { folder.write($0.contents, to: $0.name) } + fixture.userCode
        if case .failure(let failure) = SwiftCompiler.compile(files) {
            Issue.record("Generated code of fixture '\(fixture.name)' does not compile:\n\(failure.description)")
        }
    }

    @Test(
        "merged into one file, the output compiles too", arguments: [Fixture.named("shop-protocols"), .named("deep")])
    func mergedOutputCompiles(_ fixture: Fixture) throws {
        let options = GenerateOptions(mergedFileName: Constants.mergedFileName)
        let result = CoordinatorGenerator.generate(manifest: fixture.manifest, options: options)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.filter { $0.kind == .generated }.map(\.name) == [Constants.mergedFileName])
        let folder = TemporaryDirectory(prefix: "merged-\(fixture.name)")
        let files = result.files.map { folder.write($0.contents, to: $0.name) } + fixture.userCode
        if case .failure(let failure) = SwiftCompiler.compile(files) {
            Issue.record("Merged output of '\(fixture.name)' does not compile:\n\(failure.description)")
        }
    }

    @Test("a compile failure shows the compiler's message with the file name")
    func failuresShowCompilerMessages() throws {
        let folder = TemporaryDirectory(prefix: "compile-failure")
        let broken = folder.write("import UIKit\n\nlet x: Int = \"not a number\"\n", to: "Broken.swift")
        guard case .failure(let failure) = SwiftCompiler.compile([broken]) else {
            Issue.record("a type error compiled")
            return
        }
        #expect(failure.description.contains("Broken.swift:3:"))
        #expect(failure.description.contains("error:"))
    }
}

/// Generated code is formatted as a person would write it: clean under `swift format lint --strict` with the
/// project's configuration (4-space indentation, 120 columns).
@Suite("Formatting")
struct FormattingTests {
    @Test("every fixture's output passes swift format lint")
    func lintClean() throws {
        let swift = try #require(ProcessRunner.which("swift"), "swift is not on PATH")
        let folder = TemporaryDirectory(prefix: "lint")
        for fixture in Fixture.all {
            for file in CoordinatorGenerator.generate(manifest: fixture.manifest).files {
                folder.write(file.contents, to: "\(fixture.name)/\(file.name)")
            }
        }
        let configuration = Repository.root.appendingPathComponent(".swift-format").path
        let result = ProcessRunner.run(
            swift, ["format", "lint", "--strict", "--configuration", configuration, "-r", folder.path])
        #expect(result.status == 0, "swift format lint found problems in generated code:\n\(result.combined)")
    }
}

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
        let old = CoordinatorGenerator.generate(manifest: before)
        let new = CoordinatorGenerator.generate(manifest: Array(after.utf8))
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
