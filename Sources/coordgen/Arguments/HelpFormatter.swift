/// Renders help text in the layout Swift command-line tools use.
enum HelpFormatter {
    static let width = 100
    private static let column = 26

    /// `names` as help and usage errors list them: "a, b or c".
    static func list(_ names: [String]) -> String {
        names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
    }

    static func help(for spec: CommandSpec, toolName: String) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)", ""]
        for paragraph in spec.discussion {
            lines += wrap(paragraph, indent: 0, width: width) + [""]
        }
        lines.append("USAGE: \(toolName) \(spec.name)\(usageTail(spec))")
        lines.append("")
        if !spec.positionals.isEmpty {
            lines.append("ARGUMENTS:")
            for positional in spec.positionals {
                lines += entry("<\(positional.name)>", positional.help)
            }
            lines.append("")
        }
        lines.append("OPTIONS:")
        for option in spec.options {
            lines += entry(label(option), option.help)
        }
        lines += entry("-h, --help", "Show help information.")
        if !spec.examples.isEmpty {
            lines += ["", "EXAMPLES:"]
            lines += spec.examples.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func usageTail(_ spec: CommandSpec) -> String {
        var parts = spec.positionals.map { $0.isOptional ? "[<\($0.name)>]" : "<\($0.name)>" }
        for option in spec.options {
            switch option.kind {
            case .flag: parts.append("[--\(option.name)]")
            case .value(let name, let repeatable):
                parts.append("[--\(option.name) <\(name)>]" + (repeatable ? " ..." : ""))
            }
        }
        return parts.isEmpty ? "" : " " + parts.joined(separator: " ")
    }

    private static func label(_ option: OptionSpec) -> String {
        let short = option.shortName.map { "-\($0), " } ?? ""
        switch option.kind {
        case .flag: return short + "--" + option.name
        case .value(let name, _): return short + "--\(option.name) <\(name)>"
        }
    }

    /// `  label    help`, with the help wrapped in its column.
    static func entry(_ label: String, _ help: String) -> [String] {
        let wrapped = wrap(help, indent: column, width: width)
        let head = "  " + label
        if head.count < column - 1, let first = wrapped.first {
            let padded = head + String(repeating: " ", count: column - head.count)
            return [padded + first.dropFirst(column)] + wrapped.dropFirst()
        }
        return [head] + wrapped
    }

    static func wrap(_ text: String, indent: Int, width: Int) -> [String] {
        let prefix = String(repeating: " ", count: indent)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, indent + current.count + 1 + word.count > width {
                lines.append(prefix + current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        if !current.isEmpty || lines.isEmpty {
            lines.append(prefix + current)
        }
        return lines
    }
}
