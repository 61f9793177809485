/// A JSON value that remembers where it stands in the manifest, so diagnostics and edits can point at it.
struct JSONValue: Sendable, Equatable {
    indirect enum Kind: Sendable, Equatable {
        case object([JSONMember])
        case array([JSONValue])
        case string(String)
        /// The number as written, e.g. `1` or `2.5e3`.
        case number(String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    /// The offset of the value's first byte.
    var start: Int
    /// The offset just past the value's last byte.
    var end: Int

    /// Whether the value is a string.
    var isString: Bool {
        if case .string = kind { true } else { false }
    }

    /// The kind's name as a person says it: "a string", "an object".
    var kindDescription: String {
        switch kind {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable, Equatable {
    var key: String
    /// The offset of the key's opening quote.
    var keyStart: Int
    var value: JSONValue
}

/// A syntax error: what is wrong and the offset where it was found.
struct JSONSyntaxError: Error, Equatable {
    var message: Message
    var offset: Int
}
