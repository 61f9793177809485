import TestSupport
import Testing

@testable import coordgen

@Suite("Help, version and exit codes")
struct CommandLineTests {
    @Test("--help and help print the overview with every command and exit code")
    func rootHelp() {
        for arguments in [["--help"], ["-h"], ["help"]] {
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

    @Test("no subcommand is a usage error: the overview on standard error, exit 64, as the README says")
    func noSubcommand() {
        let run = CLIHarness().run([])
        #expect(run.code == .usage)
        #expect(run.output.isEmpty)
        #expect(run.errors.hasPrefix("OVERVIEW: Generate UIKit coordinators"))
        #expect(run.errors.hasSuffix("coordgen: error: missing a subcommand; see 'coordgen --help'\n"))
    }

    @Test("help help describes help")
    func helpHelp() {
        let run = CLIHarness().run("help", "help")
        #expect(run.code == .success)
        #expect(run.output.hasPrefix("OVERVIEW: Show help for a subcommand.\n\nUSAGE: coordgen help [<subcommand>]"))
    }

    @Test("extra arguments after --version, --help or help's subcommand are refused")
    func extraArguments() {
        let cases: [([String], String)] = [
            (["--version", "extra"], "unexpected argument 'extra' after '--version'"),
            (["--help", "extra"], "unexpected argument 'extra' after '--help'"),
            (["help", "generate", "extra"], "unexpected argument 'extra'; 'help' takes one subcommand"),
        ]
        for (arguments, message) in cases {
            let run = CLIHarness().run(arguments)
            #expect(run.code == .usage)
            #expect(run.output.isEmpty)
            #expect(run.errors == "coordgen: error: \(message)\n")
        }
    }

    @Test("a version that is a number but not whole is named by its text")
    func fractionalVersion() {
        let cli = CLIHarness()
        cli.write(#"{ "version": 1.0, "app": { "root": "M" } }"#, to: "coordgen.json")
        let run = cli.run("validate")
        #expect(run.errors.contains("coordgen.json:1:14: error: 'version' must be a whole number, not 1.0\n"))
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
