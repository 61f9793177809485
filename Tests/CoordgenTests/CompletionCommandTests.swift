import Foundation
import TestSupport
import Testing

@testable import coordgen

/// `coordgen completion`: each script offers every subcommand and option that parsing accepts, bash's completes as
/// a person types, and every script is valid in its shell (zsh and fish when installed; CI installs them).
@Suite("completion command")
struct CompletionCommandTests {
    static func script(_ shell: String) throws -> String {
        let run = CLIHarness().run(["completion", shell])
        try #require(run.code == .success, "\(run.errors)")
        return run.output
    }

    /// What bash's completion offers for the words typed so far (the last one is being typed).
    static func bashCompletes(_ words: [String]) throws -> [String] {
        let folder = TemporaryDirectory(prefix: "completion")
        let file = folder.write(try script("bash"), to: "coordgen.bash")
        let quoted = (["coordgen"] + words).map { "'\($0)'" }.joined(separator: " ")
        let program = """
            source '\(file.path)'
            COMP_WORDS=(\(quoted))
            COMP_CWORD=\(words.count)
            _coordgen
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = ProcessRunner.run("/bin/bash", ["-c", program], in: folder.url)
        try #require(run.status == 0, "\(run.combined)")
        return run.output.split(separator: "\n").map(String.init)
    }

    @Test("every script names every subcommand and each of its options", arguments: Shell.allCases)
    func scriptsCoverTheSpecs(shell: Shell) throws {
        let text = try Self.script(shell.rawValue)
        for command in CoordgenTool.commands {
            #expect(text.contains(command.spec.name), "\(shell) completion has no \(command.spec.name)")
            for option in command.spec.options {
                let spelled = shell == .fish ? "-l \(option.name)" : "--\(option.name)"
                #expect(text.contains(spelled), "\(shell) completion of \(command.spec.name) has no --\(option.name)")
            }
        }
    }

    @Test("bash completes subcommands, options, choices and paths as a person types")
    func bashCompletesAsTyped() throws {
        #expect(try Self.bashCompletes(["gen"]) == ["generate"])
        #expect(try Self.bashCompletes(["add-"]) == ["add-screen", "add-coordinator"])
        #expect(try Self.bashCompletes(["generate", "--verb"]) == ["--verbose"])
        #expect(try Self.bashCompletes(["init", "--style", ""]) == ["protocols", "closures", "events"])
        #expect(try Self.bashCompletes(["graph", "--format", "s"]) == ["svg"])
        #expect(try Self.bashCompletes(["generate", "--example", "rep"]) == ["repositories", "repositories-mvvm"])
        #expect(try Self.bashCompletes(["completion", "f"]) == ["fish"])
        #expect(try Self.bashCompletes(["help", "sch"]) == ["schema"])
        #expect(try Self.bashCompletes(["generate", "coordgen.b"]) == ["coordgen.bash"])
    }

    @Test("the bash script is valid bash")
    func bashScriptParses() throws {
        let folder = TemporaryDirectory(prefix: "completion-bash")
        let file = folder.write(try Self.script("bash"), to: "coordgen.bash")
        let run = ProcessRunner.run("/bin/bash", ["-n", file.path])
        #expect(run.status == 0, "\(run.combined)")
    }

    @Test(
        "the zsh and fish scripts are valid in their shells",
        .enabled(if: ProcessRunner.which("zsh") != nil || ProcessInfo.processInfo.environment["CI"] != nil),
        arguments: ["zsh", "fish"])
    func otherScriptsParse(shell: String) throws {
        let executable = try #require(ProcessRunner.which(shell), "\(shell) is not installed (.ci/run installs it)")
        let folder = TemporaryDirectory(prefix: "completion-\(shell)")
        let file = folder.write(try Self.script(shell), to: "coordgen.\(shell)")
        let run = ProcessRunner.run(executable, ["-n", file.path])
        #expect(run.status == 0, "\(run.combined)")
    }

    @Test("an unknown or missing shell is a usage error with a did-you-mean")
    func unknownShellIsRefused() {
        let typo = CLIHarness().run(["completion", "zhs"])
        #expect(typo.code == .usage)
        #expect(typo.errors == "coordgen: error: completion takes bash, zsh or fish, not 'zhs'; did you mean 'zsh'?\n")
        let missing = CLIHarness().run(["completion"])
        #expect(missing.code == .usage)
        #expect(missing.errors.contains("missing"), "\(missing.errors)")
    }
}
