/// A message coordgen shows about a manifest or a command: which one it is, and its text. As in swift-format, a
/// message is declared beside the rule that reports it, in an `extension Message` at the end of the rule's file; the
/// messages several rules report are here. `Message.ID` names each one, so tests can go through them all.
///
/// Messages start in lower case and end without a full stop, as compiler diagnostics do, and say what to change.
struct Message: Sendable, Hashable, CustomStringConvertible {
    let id: ID
    let text: String

    init(_ id: ID, _ text: String) {
        self.id = id
        self.text = text
    }

    /// A message whose text takes several statements to build.
    init(_ id: ID, _ text: () -> String) {
        self.init(id, text())
    }

    var description: String { text }

    // MARK: Structure

    static func wrongType(of what: String, expected: String, found: String) -> Message {
        Message(.wrongType, "\(what) must be \(expected), not \(found)")
    }

    static func wrongType(key: String, expected: String, found: String) -> Message {
        Message(.wrongTypeOfKey, "'\(key)' must be \(expected), not \(found)")
    }

    static func missingKey(_ key: String, in what: String) -> Message {
        Message(.missingKey, "\(what) needs a '\(key)'")
    }

    static func unknownValue(_ value: String, for key: String, known: [String]) -> Message {
        Message(.unknownValue) {
            if let suggestion = Suggestions.closest(to: value, in: known) {
                return "'\(value)' is not a valid '\(key)'; did you mean '\(suggestion)'?"
            }
            return "'\(value)' is not a valid '\(key)'; expected one of: \(known.joined(separator: ", "))"
        }
    }

    static func emptyValue(_ key: String) -> Message {
        Message(.emptyValue, "'\(key)' must not be empty")
    }

    // MARK: App and tabs

    /// `shape` is the key the app starts with instead of 'tabs': "root" or "split".
    static func tabBarControllerIgnored(has shape: String) -> Message {
        Message(.tabBarControllerIgnored, "'tabBarController' is ignored: the app has a '\(shape)', not 'tabs'")
    }

    // MARK: Names and references

    static func invalidName(_ name: String, kind: String, problem: String) -> Message {
        Message(.invalidName, "'\(name)' is not a valid \(kind) name: \(problem)")
    }

    static func duplicateName(_ name: String, kind: String, firstLine: Int) -> Message {
        Message(.duplicateName, "\(kind) '\(name)' is already declared on line \(firstLine)")
    }

    static func unknownReference(_ name: String, kind: String, known: [String]) -> Message {
        Message(.unknownReference) {
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return "no \(kind) named '\(name)'; did you mean '\(suggestion)'?"
            }
            return "no \(kind) named '\(name)'"
        }
    }

    static func invalidType(_ type: String, reason: String) -> Message {
        Message(.invalidType, "'\(type)' is not a Swift type coordgen accepts: \(reason)")
    }

    static func fileNameTooLong(origin: String, bytes: Int, limit: Int) -> Message {
        Message(
            .fileNameTooLong,
            "\(origin) would need a file name of \(bytes) bytes, and file systems allow \(limit); choose a shorter name"
        )
    }

    static func memberIsGeneratedLocal(_ name: String, kind: String) -> Message {
        Message(
            .memberIsGeneratedLocal,
            "\(kind) '\(name)' would clash with the '\(name)' that generated code declares; choose another name")
    }

    // MARK: Actions and data

    static let modalWithoutStartChild = Message(
        .modalWithoutStartChild, "'modal' applies only to 'startChild', 'showDetail' and 'showSupplementary'")

    static func wrapWithoutPresent(navigation: String) -> Message {
        Message(
            .wrapWithoutPresent,
            "'wrap' applies only to 'present': it says whether the screen presented gets a navigation controller of "
                + "its own; '\(navigation)' presents no screen")
    }

    static func unknownPassInput(_ name: String, screen: String, known: [String]) -> Message {
        Message(.unknownPassInput) {
            let base = "screen '\(screen)' has no input named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return base + "; did you mean '\(suggestion)'?"
            }
            return known.isEmpty ? base + "; it has no inputs" : base
        }
    }

    static func unknownPassParameter(_ name: String, action: String, known: [String]) -> Message {
        Message(.unknownPassParameter) {
            let base = "action '\(action)' has no parameter named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return base + "; did you mean '\(suggestion)'?"
            }
            return known.isEmpty ? base + "; it has no parameters" : base
        }
    }
}
