import TestSupport
import Testing

@testable import coordgen

@Suite("Help, version and exit codes")
struct CommandLineTests {
    @Test("--help, help and no arguments print the overview with every command and exit code")
    func rootHelp() {
        for arguments in [["--help"], ["-h"], ["help"], []] {
            let run = CLIHarness().run(arguments)
            #expect(run.code == .success)
            #expect(run.output.hasPrefix("OVERVIEW: Generate UIKit coordinators"))
            for name in ["generate", "init", "add-screen", "add-coordinator", "validate", "check"] {
                #expect(run.output.contains("\n  \(name) "))
            }
            for code in ExitCode.allCases {
                #expect(run.output.contains("  \(code.rawValue) "))
            }
        }
    }

    @Test("every command has help with usage and an example", arguments: CoordgenTool.commands.map { $0.spec.name })
    func commandHelp(_ name: String) {
        let viaHelp = CLIHarness().run("help", name)
        let viaFlag = CLIHarness().run(name, "--help")
        #expect(viaHelp.code == .success)
        #expect(viaHelp.output == viaFlag.output)
        #expect(viaHelp.output.contains("USAGE: coordgen \(name)"))
        #expect(viaHelp.output.contains("EXAMPLES:\n  coordgen \(name)"))
    }

    @Test("--version prints the version")
    func version() {
        #expect(CLIHarness().run("--version").output == "coordgen \(CoordgenTool.version)\n")
    }

    @Test("an unknown command suggests the closest one and exits 64")
    func unknownCommand() {
        let run = CLIHarness().run("genrate")
        #expect(run.code == .usage)
        #expect(run.errors == "coordgen: error: unknown command 'genrate'; did you mean 'generate'?\n")
    }

    @Test("diagnostics are coloured only when asked")
    func colours() {
        var plain = ""
        var coloured = ""
        Console(output: { _ in }, error: { plain += $0 }, usesColor: false).fail("x")
        Console(output: { _ in }, error: { coloured += $0 }, usesColor: true).fail("x")
        #expect(plain == "coordgen: error: x\n")
        #expect(coloured == "coordgen: \u{1B}[1;31merror:\u{1B}[0m x\n")
        #expect(!Console.standard(environment: ["NO_COLOR": "1"]).usesColor)
    }

    @Test("the exit codes are distinct")
    func distinctExitCodes() {
        #expect(Set(ExitCode.allCases.map(\.rawValue)).count == ExitCode.allCases.count)
    }
}
