/// What a command accepts, declared once and used for parsing and for help.
struct CommandSpec: Sendable {
    var name: String
    /// One line: what the command does.
    var abstract: String
    /// Paragraphs shown after the usage line.
    var discussion: [String] = []
    var positionals: [PositionalSpec] = []
    var options: [OptionSpec] = []
    /// Command lines shown under EXAMPLES.
    var examples: [String] = []
}

/// A positional argument.
struct PositionalSpec: Sendable {
    var name: String
    var help: String
    var isOptional: Bool
}

/// An option or a flag.
struct OptionSpec: Sendable {
    enum Kind: Sendable {
        /// `--force`
        case flag
        /// `--output <dir>`; `repeatable` options may be given more than once.
        case value(name: String, repeatable: Bool)
    }

    /// The long name without dashes, e.g. `output`.
    var name: String
    var shortName: Character?
    var kind: Kind
    var help: String
    /// The values a choice option takes, for shell completion; empty for a free value or a flag.
    var choices: [String] = []

    static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .flag, help: help)
    }

    static func value(
        _ name: String, _ valueName: String, short: Character? = nil, repeatable: Bool = false,
        help: String
    ) -> OptionSpec {
        OptionSpec(name: name, shortName: short, kind: .value(name: valueName, repeatable: repeatable), help: help)
    }
}

/// The arguments of one command line, parsed against a ``CommandSpec``.
///
/// Commands read it through their typed options (``Option``), never by an option's name.
struct ParsedArguments: Equatable, Sendable {
    var positionals: [String] = []
    /// Each value option's values, in the order given, by its name.
    var values: [String: [String]] = [:]
    /// The flags given, by name.
    var flags: Set<String> = []
}

/// A mistake on the command line.
struct UsageError: Error, Equatable, Sendable {
    var message: String
}
