import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

@Suite("check and validate")
struct CheckCommandTests {
    @Test("check fails after a manifest edit, lists the files, and passes after generate")
    func checkAfterEdit() {
        let cli = CLIHarness()
        cli.run("init")
        #expect(cli.run("check").code == .success)
        let manifest = cli.read("coordgen.json") ?? ""
        cli.write(
            manifest.replacingOccurrences(
                of: #"{ "name": "close", "finish": true }"#,
                with: #"{ "name": "dismissDetail", "finish": true }"#), to: "coordgen.json")
        let before = cli.snapshot()
        let run = cli.run("check")
        #expect(run.code == .outOfDate)
        #expect(run.output.contains("changed:  Generated/DetailCoordinator.swift"))
        #expect(run.errors == "coordgen: error: 2 generated files are out of date; run 'coordgen generate'\n")
        #expect(cli.snapshot() == before, "check writes nothing")
        cli.run("generate")
        #expect(cli.run("check").code == .success)
    }

    @Test("validate prints every problem and writes nothing")
    func validate() throws {
        let rule = try #require(ValidationCases.all.first { $0.rule == "an input nobody fills" })
        let cli = CLIHarness()
        cli.write(rule.manifest.text, to: "coordgen.json")
        let run = cli.run("validate")
        #expect(run.code == .invalidManifest)
        #expect(run.errors == rule.expected.joined(separator: "\n") + "\n")
        #expect(cli.files() == ["coordgen.json"])
    }
}
