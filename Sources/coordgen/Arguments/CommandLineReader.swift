import Generator

/// Reads command-line arguments against a ``CommandSpec``: a small hand-written parser (coordgen has no
/// dependencies), not swift-argument-parser's `ArgumentParser`.
///
/// Accepts `--name value`, `--name=value`, `-x value`, flags, and `--` before positionals that start with a dash.
enum CommandLineReader {
    static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let (option, inlineValue) = try lookup(argument, in: spec)
            switch option.kind {
            case .flag:
                if inlineValue != nil {
                    throw UsageError(message: "'--\(option.name)' does not take a value")
                }
                parsed.flags.insert(option.name)
            case .value(let valueName, let repeatable):
                var value = inlineValue
                if value == nil, index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                }
                // An empty value names nothing: an empty --output would be read as the current folder.
                guard let value, !value.isEmpty else {
                    throw UsageError(message: "'--\(option.name)' needs a value: --\(option.name) <\(valueName)>")
                }
                if !repeatable, parsed.values[option.name] != nil {
                    throw UsageError(message: "'--\(option.name)' is given more than once")
                }
                parsed.values[option.name, default: []].append(value)
            }
        }
        try checkPositionals(parsed.positionals, spec: spec)
        return parsed
    }

    private static func lookup(_ argument: String, in spec: CommandSpec) throws(UsageError) -> (OptionSpec, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw unknown(argument: "--" + name, spec: spec)
            }
            return (option, parts.count > 1 ? String(parts[1]) : nil)
        }
        let short = argument.dropFirst()
        guard short.count == 1, let character = short.first,
            let option = spec.options.first(where: { $0.shortName == character })
        else {
            throw unknown(argument: argument, spec: spec)
        }
        return (option, nil)
    }

    private static func unknown(argument: String, spec: CommandSpec) -> UsageError {
        let names = spec.options.map { "--" + $0.name }
        let base = "unknown option '\(argument)' for '\(spec.name)'"
        if let suggestion = Suggestions.closest(to: argument, in: names) {
            return UsageError(message: base + "; did you mean '\(suggestion)'?")
        }
        return UsageError(message: base + "; see 'coordgen help \(spec.name)'")
    }

    private static func checkPositionals(_ positionals: [String], spec: CommandSpec) throws(UsageError) {
        let required = spec.positionals.filter { !$0.isOptional }
        if positionals.count < required.count {
            let missing = required[positionals.count]
            throw UsageError(message: "missing <\(missing.name)>; see 'coordgen help \(spec.name)'")
        }
        if positionals.count > spec.positionals.count {
            throw UsageError(message: "unexpected argument '\(positionals[spec.positionals.count])' for '\(spec.name)'")
        }
    }
}
