/// Rules for names that become Swift identifiers or file names.
enum SwiftNames {
    /// Words that cannot be used as identifiers without backticks, as swiftc 6.3 parses them. Contextual keywords
    /// (`open`, `await`, `some`, `any`, `actor`, `nonisolated`, …) are ordinary identifiers and are not listed.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_"
    }

    static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || (scalar >= "0" && scalar <= "9")
    }

    /// The length in bytes of the longest keyword: a longer name is none.
    private static let longestKeyword = keywords.map(\.utf8.count).max() ?? 0

    /// Why `name` cannot be a Swift identifier, or `nil` when it can.
    static func identifierProblem(_ name: String) -> String? {
        // Most names are plain ASCII identifiers, checked byte by byte; validation checks thousands of them.
        var bytes = name
        let isPlain = bytes.withUTF8 { utf8 in
            guard let first = utf8.first, isIdentifierHead(Unicode.Scalar(first)) else { return false }
            return utf8.allSatisfy { isIdentifierBody(Unicode.Scalar($0)) }
        }
        if isPlain {
            guard name.utf8.count <= longestKeyword, keywords.contains(name) else { return nil }
            return "'\(name)' is a Swift keyword"
        }
        let scalars = name.unicodeScalars
        guard let head = scalars.first else { return "it is empty" }
        guard isIdentifierHead(head) else {
            return "it starts with \(describe(head)); names start with a letter or '_'"
        }
        if let bad = scalars.first(where: { !isIdentifierBody($0) }) {
            return "it contains \(describe(bad)); use ASCII letters, digits and '_'"
        }
        if keywords.contains(name) {
            return "'\(name)' is a Swift keyword"
        }
        return nil
    }

    /// The message saying why `name` cannot name a type (a screen, coordinator, protocol or tab), or `nil` when it
    /// can: the one rule the validator and the authoring commands share.
    static func typeNameProblem(_ name: String, kind: String) -> String? {
        if let problem = identifierProblem(name) {
            return Message.invalidName(name, kind: kind, problem: problem)
        }
        if let first = name.first, !first.isUppercase {
            return Message.typeNameNotCapitalized(name, kind: kind)
        }
        return nil
    }

    /// `name` in lower case, for an identifier already known to be ASCII (how case-insensitive file systems fold).
    ///
    /// Validation folds every generated name, so this makes one string, in place, and none for a name already folded.
    static func asciiLowercased(_ name: String) -> String {
        var name = name
        let folded = name.withUTF8 { source -> String? in
            guard source.contains(where: isASCIIUppercase) else { return nil }
            return String(unsafeUninitializedCapacity: source.count) { buffer in
                for index in source.indices {
                    buffer[index] = asciiLowercased(source[index])
                }
                return source.count
            }
        }
        return folded ?? name
    }

    /// One byte of a name folded as names are: an ASCII capital letter in lower case, any other byte as it is.
    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        isASCIIUppercase(byte) ? byte + 32 : byte
    }

    private static func isASCIIUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Why `label` cannot be an argument label. Labels may be keywords, except `inout`, `var` and `let`.
    static func labelProblem(_ label: String) -> String? {
        if ["inout", "var", "let"].contains(label) {
            return "'\(label)' cannot be an argument label"
        }
        guard let problem = identifierProblem(label), keywords.contains(label) == false else { return nil }
        return problem
    }

    /// A character as a person would name it in a message.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "a newline"
        case "\r": return "a carriage return"
        case "\t": return "a tab"
        case " ": return "a space"
        case "/", "\\": return "a path separator '\(scalar)'"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                return "a control character"
            }
            return "'\(scalar)'"
        }
    }
}
