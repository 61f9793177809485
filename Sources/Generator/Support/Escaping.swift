/// Backslash escapes for text placed inside JSON strings, Swift string literals and one-line diagnostics.
enum Escaping {
    /// How a control character is written: `\u0007` in JSON, `\u{7}` in Swift.
    enum Notation {
        case json
        case swift
    }

    /// `text` with `\n`, `\r`, `\t` and other control characters escaped, and quotes and backslashes too when
    /// `quotes` is set (inside a string literal). Text that needs nothing comes back unchanged.
    static func escaped(_ text: String, quotes: Bool, notation: Notation) -> String {
        let needsWork = text.utf8.contains { byte in
            byte < 0x20 || byte == 0x7F || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")))
        }
        guard needsWork else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"" where quotes: result += "\\\""
            case "\\" where quotes: result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                switch notation {
                case .json: result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                case .swift: result += "\\u{" + hex + "}"
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
