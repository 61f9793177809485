import Generator

/// The command-line front door: picks the subcommand, handles help and version, maps failures to exit codes.
enum CoordgenTool {
    /// coordgen's version. It never appears in generated files.
    static let version = "0.1.0"

    static var commands: [any Command.Type] {
        [
            GenerateCommand.self, InitCommand.self, AddScreenCommand.self, AddCoordinatorCommand.self,
            ValidateCommand.self, CheckCommand.self, GraphCommand.self, SchemaCommand.self, CompletionCommand.self,
        ]
    }

    /// Refuses the command because its argument at `position` (from 1) is not valid UTF-8.
    static func refuseArgument(at position: Int, context: Context) -> ExitCode {
        usageFailure(
            "argument \(position) is not valid UTF-8; coordgen reads paths and names as UTF-8, so it would name "
                + "another file", context: context)
    }

    static func run(_ arguments: [String], context: Context) -> ExitCode {
        guard let first = arguments.first else {
            // A missing subcommand is a usage error (exit 64), with the help on standard error for the person.
            context.console.failText(rootHelp())
            return usageFailure("missing a subcommand; see 'coordgen --help'", context: context)
        }
        switch first {
        case "-h", "--help", "--version":
            if arguments.count > 1 {
                return usageFailure("unexpected argument '\(arguments[1])' after '\(first)'", context: context)
            }
            if first == "--version" {
                context.console.print("coordgen \(version)")
            } else {
                context.console.printText(rootHelp())
            }
            return .success
        case "help":
            return help(for: Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let command = commands.first(where: { $0.spec.name == first }) else {
            let names = commands.map { $0.spec.name } + ["help"]
            let hint =
                Suggestions.closest(to: first, in: names).map { "; did you mean '\($0)'?" }
                ?? "; see 'coordgen --help'"
            return usageFailure("unknown command '\(first)'" + hint, context: context)
        }
        let rest = Array(arguments.dropFirst())
        let beforeTerminator = rest.prefix { $0 != "--" }
        if beforeTerminator.contains("--help") || beforeTerminator.contains("-h") {
            context.console.printText(HelpFormatter.help(for: command.spec, toolName: "coordgen"))
            return .success
        }
        let parsed: ParsedArguments
        do {
            parsed = try CommandLineReader.parse(rest, spec: command.spec)
        } catch {
            return usageFailure(error.message, context: context)
        }
        do {
            return try command.run(parsed: parsed, context: context)
        } catch {
            return exitCode(for: error, context: context)
        }
    }

    /// Reports `error` and picks the exit code that documents it.
    private static func exitCode(for error: any Error, context: Context) -> ExitCode {
        if let usage = error as? UsageError {
            return usageFailure(usage.message, context: context)
        }
        if let file = error as? FileError {
            context.console.fail(file.message)
            return .fileSystem
        }
        if let reported = error as? ReportedFailure {
            return reported.code
        }
        context.console.fail("internal failure: \(error). This is a bug in coordgen; please report it.")
        return .internalFailure
    }

    private static func help(for arguments: [String], context: Context) -> ExitCode {
        guard let name = arguments.first else {
            context.console.printText(rootHelp())
            return .success
        }
        if arguments.count > 1 {
            return usageFailure("unexpected argument '\(arguments[1])'; 'help' takes one subcommand", context: context)
        }
        if name == "help" {
            context.console.printText(helpHelp)
            return .success
        }
        guard let command = commands.first(where: { $0.spec.name == name }) else {
            return usageFailure("no command named '\(name)'; see 'coordgen --help'", context: context)
        }
        context.console.printText(HelpFormatter.help(for: command.spec, toolName: "coordgen"))
        return .success
    }

    /// The help of `help` itself.
    static let helpHelp = """
        OVERVIEW: Show help for a subcommand.

        USAGE: coordgen help [<subcommand>]

        ARGUMENTS:
          <subcommand>            The subcommand to describe; without one, the list of subcommands.

        """

    private static func usageFailure(_ message: String, context: Context) -> ExitCode {
        context.console.fail(message)
        return .usage
    }

    static func rootHelp() -> String {
        var lines = [
            "OVERVIEW: Generate UIKit coordinators for iOS apps from one JSON manifest.",
            "",
            "USAGE: coordgen <subcommand> [<options>]",
            "",
            "SUBCOMMANDS:",
        ]
        for command in commands {
            lines += HelpFormatter.entry(command.spec.name, command.spec.abstract)
        }
        lines += HelpFormatter.entry("help", "Show help for a subcommand.")
        lines += ["", "OPTIONS:"]
        lines += HelpFormatter.entry("--version", "Show the version.")
        lines += HelpFormatter.entry("-h, --help", "Show help information.")
        lines += ["", "EXIT CODES:"]
        for code in ExitCode.allCases {
            lines += HelpFormatter.entry(String(code.rawValue), code.meaning)
        }
        lines += ["", "  See 'coordgen help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }
}
