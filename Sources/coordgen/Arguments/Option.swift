import Generator

/// One option of a command, declared once: its spec, which parsing and help read, and how the parsed text becomes a
/// typed value. A command's arguments read each value through its option (`try parsed[Self.output]`), never by name.
struct Option<Value: Sendable>: Sendable {
    let spec: OptionSpec
    private let read: @Sendable (ParsedArguments) throws(UsageError) -> Value

    private init(_ spec: OptionSpec, read: @escaping @Sendable (ParsedArguments) throws(UsageError) -> Value) {
        self.spec = spec
        self.read = read
    }

    /// The value read from what the command line gave.
    func value(in parsed: ParsedArguments) throws(UsageError) -> Value {
        try read(parsed)
    }

    /// This option, its value turned into another by `transform`, which may refuse it.
    func map<Other>(_ transform: @escaping @Sendable (Value) throws(UsageError) -> Other) -> Option<Other> {
        let read = read
        return Option<Other>(spec) { parsed throws(UsageError) in try transform(try read(parsed)) }
    }
}

extension Option<Bool> {
    /// `--force`: whether it was given.
    static func flag(_ name: String, short: Character? = nil, help: String) -> Self {
        Option(.flag(name, short: short, help: help)) { $0.flags.contains(name) }
    }
}

extension Option<String?> {
    /// `--output <dir>`: its value, or `nil` when not given. `completions` are values shell completion offers, for a
    /// value that is usually one of them but need not be checked here.
    static func value(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, completions: [String] = []
    ) -> Self {
        var spec = OptionSpec.value(name, valueName, short: short, help: help)
        spec.choices = completions
        return Option(spec) { $0.values[name]?.last }
    }
}

extension Option<[String]> {
    /// `--input <name:Type>`, given any number of times: its values in order.
    static func repeated(_ name: String, _ valueName: String, help: String) -> Self {
        Option(.value(name, valueName, repeatable: true, help: help)) { $0.values[name] ?? [] }
    }
}

extension Option {
    /// A value that names one case of `Choice`, such as a style, or `nil` when not given; its help lists the cases.
    static func choice<Choice>(_ name: String, _ valueName: String, help: String, default: Choice? = nil) -> Self
    where
        Value == Choice?, Choice: CaseIterable & RawRepresentable & Sendable, Choice.RawValue == String
    {
        let names = Choice.allCases.map(\.rawValue)
        let listed = HelpFormatter.list(names)
        let defaultText = `default`.map { " (default: \($0.rawValue))" } ?? ""
        var spec = OptionSpec.value(name, valueName, help: "\(help)\(listed).\(defaultText)")
        spec.choices = names
        return Option(spec) { parsed throws(UsageError) in
            guard let text = parsed.values[name]?.last else { return `default` }
            guard let choice = Choice(rawValue: text) else {
                let suggestion = Suggestions.closest(to: text, in: names).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "--\(name) takes \(listed), not '\(text)'\(suggestion)")
            }
            return choice
        }
    }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// A value that names one case of `Value`, `default` when not given.
    static func choice(_ name: String, _ valueName: String, help: String, default: Value) -> Self {
        Option<Value?>.choice(name, valueName, help: help, default: Optional(`default`)).map { $0 ?? `default` }
    }
}

extension ParsedArguments {
    /// The value of `option` in these arguments.
    subscript<Value>(_ option: Option<Value>) -> Value {
        get throws(UsageError) { try option.value(in: self) }
    }
}
