/// A JSON value to write, with object keys in the order given.
indirect enum JSONText: Equatable {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case number(Int)
    case bool(Bool)

    static func == (lhs: JSONText, rhs: JSONText) -> Bool {
        lhs.inline(JSONStyle()) == rhs.inline(JSONStyle())
    }

    /// The value on one line: `{ "name": "Home" }`.
    func inline(_ style: JSONStyle) -> String {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let body = members.map { Self.quoted($0.0) + style.colon + $0.1.inline(style) }.joined(
                separator: style.comma)
            return style.braceSpace ? "{ " + body + " }" : "{" + body + "}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            let body = elements.map { $0.inline(style) }.joined(separator: style.comma)
            return style.bracketSpace ? "[ " + body + " ]" : "[" + body + "]"
        case .string(let text):
            return Self.quoted(text)
        case .number(let number):
            return String(number)
        case .bool(let flag):
            return flag ? "true" : "false"
        }
    }

    /// The value starting at column `column` of a line indented by `indent`: on one line when it fits,
    /// otherwise one member per line, each nested value laid out the same way.
    func layout(_ style: JSONStyle, indent: String, column: Int) -> String {
        let oneLine = inline(style)
        if column + oneLine.count <= style.width {
            return oneLine
        }
        let inner = indent + style.unit
        switch self {
        case .object(let members):
            let lines = members.map { key, value in
                let head = inner + Self.quoted(key) + style.colon
                return head + value.layout(style, indent: inner, column: head.count)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        case .array(let elements):
            let lines = elements.map { inner + $0.layout(style, indent: inner, column: inner.count) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + indent + "]"
        case .string, .number, .bool:
            return oneLine
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + Escaping.escaped(text, quotes: true, notation: .json) + "\""
    }
}

/// How a manifest is laid out, so added entries look like their neighbours.
struct JSONStyle: Equatable {
    var unit = "  "
    var braceSpace = true
    var bracketSpace = false
    var colon = ": "
    var comma = ", "
    var width = 110
}
