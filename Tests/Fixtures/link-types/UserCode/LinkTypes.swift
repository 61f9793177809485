// The app's own types that the link-types fixture's routes take, each converting to a link's text as its entry of
// "linkTypes" says: SettingsSection and Tab through their raw values, AccountID as LosslessStringConvertible, and
// Handle through a RouteLinkValue conformance of its own.

import Foundation

enum SettingsSection: String, Hashable, Sendable {
    case general
    case privacy
    case notifications
}

enum Tab: Int, Hashable, Sendable {
    case home = 1
    case search = 2
}

/// An account's number, written `acct-42` in a link.
struct AccountID: LosslessStringConvertible, Hashable, Sendable {
    var number: Int

    init(number: Int) {
        self.number = number
    }

    init?(_ description: String) {
        guard description.hasPrefix("acct-"), let number = Int(description.dropFirst(5)), number >= 0 else {
            return nil
        }
        self.number = number
    }

    var description: String { "acct-\(number)" }
}

/// A person's handle, written `@ann` in a link.
struct Handle: RouteLinkValue {
    var name: String

    init(name: String) {
        self.name = name
    }

    init?(linkText: String) {
        guard linkText.hasPrefix("@"), linkText.count > 1 else { return nil }
        name = String(linkText.dropFirst())
    }

    var linkText: String { "@" + name }
}
