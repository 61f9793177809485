import Generator

/// `coordgen completion SHELL`: a completion script for bash, zsh or fish, made from the commands' specs, so it
/// offers exactly the subcommands, options and choices that parsing accepts.
enum CompletionCommand: Command {
    static let spec = CommandSpec(
        name: "completion",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion: [
            "The script completes subcommands, their options, the values of choice options (--style, --format) and "
                + "paths. Load it from your shell's start-up file, or install it where your shell looks for "
                + "completions; see the examples."
        ],
        positionals: [PositionalSpec(name: "shell", help: "bash, zsh or fish.", isOptional: false)],
        examples: [
            "coordgen completion bash > ~/.local/share/bash-completion/completions/coordgen",
            "coordgen completion zsh > ~/.zsh/completions/_coordgen",
            "coordgen completion fish > ~/.config/fish/completions/coordgen.fish",
        ])

    static func run(_ arguments: CompletionArguments, context: Context) throws -> ExitCode {
        context.console.printText(ShellCompletion.script(for: arguments.shell, commands: CoordgenTool.commands))
        return .success
    }
}

/// The shells coordgen writes completion scripts for.
enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// `coordgen completion`.
struct CompletionArguments: CommandArguments, Equatable {
    var shell: Shell

    static let options: [OptionSpec] = []

    init(_ parsed: ParsedArguments) throws(UsageError) {
        let name = parsed.positionals.first ?? ""
        guard let shell = Shell(rawValue: name) else {
            let names = Shell.allCases.map(\.rawValue)
            let hint = Suggestions.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError(message: "completion takes \(HelpFormatter.list(names)), not '\(name)'\(hint)")
        }
        self.shell = shell
    }
}

/// Completion scripts, one builder per shell, all read from the same command specs.
enum ShellCompletion {
    /// What a command line completes to, per subcommand.
    struct Entry {
        var name: String
        var abstract: String
        var options: [OptionSpec]
        /// What the subcommand's positional argument completes to.
        var argument: Argument
    }

    /// What a positional argument completes to.
    enum Argument {
        /// Nothing: a name of the person's choosing, or no argument.
        case free
        /// A path: a manifest or a folder.
        case path
        /// One of these words, named `label`: a subcommand, a shell.
        case word(label: String, [String])
    }

    static func script(for shell: Shell, commands: [any Command.Type]) -> String {
        let names = commands.map { $0.spec.name }
        let entries =
            commands.map { command in
                let positionals = command.spec.positionals.map(\.name)
                let argument: Argument =
                    positionals.contains("shell")
                    ? .word(label: "shell", Shell.allCases.map(\.rawValue))
                    : positionals.contains { $0 == "manifest" || $0 == "dir" } ? .path : .free
                return Entry(
                    name: command.spec.name, abstract: command.spec.abstract,
                    options: command.spec.options + [.flag("help", short: "h", help: "Show help information.")],
                    argument: argument)
            } + [
                Entry(
                    name: "help", abstract: "Show help for a subcommand.", options: [],
                    argument: .word(label: "command", names))
            ]
        switch shell {
        case .bash: return bash(entries)
        case .zsh: return zsh(entries)
        case .fish: return fish(entries)
        }
    }

    /// Whether an option's value is a path, completed with file names.
    static func takesPath(_ option: OptionSpec) -> Bool {
        guard case .value(let valueName, _) = option.kind else { return false }
        return ["dir", "file", "path"].contains(valueName)
    }

    static func spellings(_ option: OptionSpec) -> [String] {
        ["--" + option.name] + (option.shortName.map { ["-\($0)"] } ?? [])
    }

    /// Help text as one short phrase a shell can show: its first sentence without what is in parentheses, and without
    /// the characters the shells quote.
    static func phrase(_ help: String) -> String {
        var sentence = help.firstRange(of: ". ").map { String(help[..<$0.lowerBound]) } ?? help
        if sentence.hasSuffix(".") {
            sentence.removeLast()
        }
        var depth = 0
        let plain = sentence.filter { character in
            depth += character == "(" ? 1 : 0
            defer { depth -= character == ")" ? 1 : 0 }
            return depth == 0 && !"'\"[]:`$\\()".contains(character)
        }
        return plain.split(separator: " ").joined(separator: " ")
    }

    private static func bash(_ entries: [Entry]) -> String {
        var writer = ScriptLines()
        writer.add("# bash completion for coordgen: source <(coordgen completion bash)")
        writer.add("_coordgen() {")
        writer.add("    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"")
        writer.add("    if [[ $COMP_CWORD -eq 1 ]]; then")
        let names = entries.map(\.name) + ["--help", "--version"]
        writer.add("        COMPREPLY=($(compgen -W \"\(names.joined(separator: " "))\" -- \"$cur\"))")
        writer.add("        return")
        writer.add("    fi")
        writer.add("    case \"${COMP_WORDS[1]}\" in")
        for entry in entries {
            writer.add("    \(entry.name))")
            var valueCases: [String] = []
            for option in entry.options {
                let pattern = spellings(option).joined(separator: "|")
                if !option.choices.isEmpty {
                    valueCases.append(
                        "\(pattern)) COMPREPLY=($(compgen -W \"\(option.choices.joined(separator: " "))\" -- \"$cur\"));"
                            + " return ;;")
                } else if takesPath(option) {
                    valueCases.append("\(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
                } else if case .value = option.kind {
                    valueCases.append("\(pattern)) return ;;")
                }
            }
            if !valueCases.isEmpty {
                writer.add("        case \"$prev\" in")
                for valueCase in valueCases {
                    writer.add("        \(valueCase)")
                }
                writer.add("        esac")
            }
            if case .word(_, let words) = entry.argument {
                writer.add("        COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"))")
            } else {
                let options = entry.options.map { "--" + $0.name }.joined(separator: " ")
                writer.add("        COMPREPLY=($(compgen -W \"\(options)\" -- \"$cur\"))")
                if case .path = entry.argument {
                    writer.add("        [[ $cur == -* ]] || COMPREPLY+=($(compgen -f -- \"$cur\"))")
                }
            }
            writer.add("        ;;")
        }
        writer.add("    esac")
        writer.add("}")
        writer.add("complete -o filenames -F _coordgen coordgen")
        return writer.text
    }

    private static func zsh(_ entries: [Entry]) -> String {
        var writer = ScriptLines()
        writer.add("#compdef coordgen")
        writer.add("# zsh completion for coordgen: coordgen completion zsh > \"${fpath[1]}/_coordgen\"")
        writer.add("_coordgen() {")
        writer.add("    local -a commands")
        writer.add("    commands=(")
        for entry in entries {
            writer.add("        '\(entry.name):\(phrase(entry.abstract))'")
        }
        writer.add("    )")
        writer.add("    if (( CURRENT == 2 )); then")
        writer.add("        _describe 'command' commands")
        writer.add("        return")
        writer.add("    fi")
        writer.add("    case $words[2] in")
        for entry in entries {
            var specs: [String] = []
            for option in entry.options {
                let names = spellings(option)
                let label = names.count > 1 ? "{\(names.joined(separator: ","))}" : names[0]
                var spec = "'[\(phrase(option.help))]"
                if !option.choices.isEmpty {
                    spec += ":value:(\(option.choices.joined(separator: " ")))"
                } else if takesPath(option) {
                    spec += ":path:_files"
                } else if case .value(let valueName, _) = option.kind {
                    spec += ":\(valueName): "
                }
                specs.append(label + spec + "'")
            }
            switch entry.argument {
            case .free: break
            case .path: specs.append("'1:path:_files'")
            case .word(let label, let words): specs.append("'1:\(label):(\(words.joined(separator: " ")))'")
            }
            writer.add("    \(entry.name))")
            writer.add("        _arguments -s \\")
            for (index, spec) in specs.enumerated() {
                writer.add("            \(spec)" + (index == specs.count - 1 ? "" : " \\"))
            }
            writer.add("        ;;")
        }
        writer.add("    esac")
        writer.add("}")
        writer.add("_coordgen \"$@\"")
        return writer.text
    }

    private static func fish(_ entries: [Entry]) -> String {
        var writer = ScriptLines()
        writer.add(
            "# fish completion for coordgen: coordgen completion fish > ~/.config/fish/completions/coordgen.fish")
        writer.add("complete -c coordgen -f")
        let names = entries.map(\.name).joined(separator: " ")
        for entry in entries {
            writer.add(
                "complete -c coordgen -n 'not __fish_seen_subcommand_from \(names)' -a \(entry.name) "
                    + "-d '\(phrase(entry.abstract))'")
        }
        for entry in entries {
            let condition = "-n '__fish_seen_subcommand_from \(entry.name)'"
            for option in entry.options {
                var line = "complete -c coordgen \(condition) -l \(option.name)"
                if let short = option.shortName {
                    line += " -s \(short)"
                }
                if !option.choices.isEmpty {
                    line += " -x -a '\(option.choices.joined(separator: " "))'"
                } else if takesPath(option) {
                    line += " -r -F"
                } else if case .value = option.kind {
                    line += " -x"
                }
                writer.add(line + " -d '\(phrase(option.help))'")
            }
            switch entry.argument {
            case .free: break
            case .path: writer.add("complete -c coordgen \(condition) -F")
            case .word(_, let words):
                writer.add("complete -c coordgen \(condition) -a '\(words.joined(separator: " "))'")
            }
        }
        return writer.text
    }
}

/// The lines of a script, joined with a final newline.
private struct ScriptLines {
    private var lines: [String] = []

    mutating func add(_ line: String) {
        lines.append(line)
    }

    var text: String {
        lines.joined(separator: "\n") + "\n"
    }
}
