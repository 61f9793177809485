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

    /// Why `name` cannot be a Swift identifier, or `nil` when it can.
    static func identifierProblem(_ name: String) -> String? {
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
    static func typeNameProblem(_ name: String, kind: String) -> Message? {
        if let problem = identifierProblem(name) {
            return Message.invalidName(name, kind: kind, problem: problem)
        }
        if let first = name.first, !first.isUppercase {
            return Message.typeNameNotCapitalized(name, kind: kind)
        }
        return nil
    }

    /// `name` with ASCII capital letters in lower case and every other byte as it is: how case-insensitive file
    /// systems fold the identifiers coordgen generates.
    static func asciiLowercased(_ name: String) -> String {
        let folded = name.utf8.map { byte in
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
        }
        return String(decoding: folded, as: UTF8.self)
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

// MARK: Messages

extension Message {
    static func typeNameNotCapitalized(_ name: String, kind: String) -> Message {
        Message(
            .typeNameNotCapitalized,
            "\(kind) name '\(name)' must start with an uppercase letter, because it becomes a Swift type name")
    }
}
