/// Reads the members of one JSON object, reporting unknown, duplicate and mistyped keys.
struct ObjectReader {
    let object: JSONValue
    /// What the object is, for messages: "a screen", "the app".
    let what: String
    /// The object's members, in order. A key given twice is found at its first member (``member(_:)``); objects in a
    /// manifest are small, so a list serves as well as a dictionary.
    private let members: [JSONMember]

    /// Returns `nil`, after reporting it, when `value` is not an object.
    init?(_ value: JSONValue, what: String, keys: [String], sink: inout DiagnosticSink) {
        guard case .object(let list) = value.kind else {
            sink.error(
                Message.wrongType(of: what, expected: "an object", found: value.kindDescription), at: value.start)
            return nil
        }
        self.object = value
        self.what = what
        members = list
        for (index, member) in list.enumerated() {
            if list[..<index].contains(where: { $0.key == member.key }) {
                sink.error(Message.duplicateKey(member.key, in: what), at: member.keyStart)
                sink.foundDuplicateKey = true
                continue
            }
            if !keys.contains(member.key) {
                sink.error(Message.unknownKey(member.key, in: what, known: keys), at: member.keyStart)
            }
        }
    }

    /// The raw member for `key`, if present.
    func member(_ key: String) -> JSONMember? {
        members.first { $0.key == key }
    }

    func string(_ key: String, sink: inout DiagnosticSink) -> Located<String>? {
        guard let member = member(key) else { return nil }
        guard case .string(let text) = member.value.kind else {
            sink.error(
                Message.wrongType(key: key, expected: "a string", found: member.value.kindDescription),
                at: member.value.start)
            return nil
        }
        return Located(value: text, offset: member.value.start)
    }

    /// A string that must be present; a missing one is reported at the object's opening brace.
    func requiredString(_ key: String, sink: inout DiagnosticSink) -> Located<String>? {
        guard member(key) != nil else {
            sink.error(Message.missingKey(key, in: what), at: object.start)
            return nil
        }
        return string(key, sink: &sink)
    }

    func bool(_ key: String, sink: inout DiagnosticSink) -> Located<Bool>? {
        guard let member = member(key) else { return nil }
        guard case .bool(let flag) = member.value.kind else {
            sink.error(
                Message.wrongType(key: key, expected: "true or false", found: member.value.kindDescription),
                at: member.value.start)
            return nil
        }
        return Located(value: flag, offset: member.value.start)
    }

    func integer(_ key: String, sink: inout DiagnosticSink) -> Located<Int>? {
        guard let member = member(key) else { return nil }
        guard case .number(let text) = member.value.kind, let number = Int(text) else {
            // A number that is not whole is named by its text: "not 1.0" says more than "not a number".
            var found = member.value.kindDescription
            if case .number(let text) = member.value.kind {
                found = text
            }
            sink.error(Message.wrongType(key: key, expected: "a whole number", found: found), at: member.value.start)
            return nil
        }
        return Located(value: number, offset: member.value.start)
    }

    /// The elements of an array member; `nil` when absent or not an array (which is reported).
    func array(_ key: String, sink: inout DiagnosticSink) -> [JSONValue]? {
        guard let member = member(key) else { return nil }
        guard case .array(let elements) = member.value.kind else {
            sink.error(
                Message.wrongType(key: key, expected: "an array", found: member.value.kindDescription),
                at: member.value.start)
            return nil
        }
        return elements
    }

    /// A member whose value must be one of `values`, given as a string.
    func choice<Value: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ key: String, of type: Value.Type, sink: inout DiagnosticSink
    ) -> Located<Value>? where Value.RawValue == String {
        string(key, sink: &sink).flatMap { Self.choice($0, for: key, of: type, sink: &sink) }
    }

    /// `text` read as one of `Value`'s cases, or an error naming `key` with a did-you-mean.
    static func choice<Value: RawRepresentable & CaseIterable & Sendable & Equatable>(
        _ text: Located<String>, for key: String, of type: Value.Type, sink: inout DiagnosticSink
    ) -> Located<Value>? where Value.RawValue == String {
        guard let value = Value(rawValue: text.value) else {
            sink.error(
                Message.unknownValue(text.value, for: key, known: Value.allCases.map(\.rawValue)), at: text.offset)
            return nil
        }
        return Located(value: value, offset: text.offset)
    }
}

// MARK: Messages

extension Message {
    static func duplicateKey(_ key: String, in what: String) -> Message {
        Message(.duplicateKey, "'\(key)' appears twice in \(what); keep one")
    }

    static func unknownKey(_ key: String, in what: String, known: [String]) -> Message {
        Message(.unknownKey) {
            let visible = known.filter { $0 != "$schema" }
            if let suggestion = Suggestions.closest(to: key, in: visible) {
                return "unknown key '\(key)' in \(what); did you mean '\(suggestion)'?"
            }
            return "unknown key '\(key)' in \(what); expected one of: \(visible.joined(separator: ", "))"
        }
    }
}
