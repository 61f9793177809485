extension Validator {
    /// Each route's `entries`: at least one entry point, each answered by one route only (a quick action's or an
    /// activity's type, a notification's fields, which must differ in some field's text from every other route's),
    /// an activity that is not a web page's, and keys that name the route's values.
    mutating func checkEntries() {
        var quickActions: [String: String] = [:]
        var activities: [String: String] = [:]
        var notifications: [(fields: [String: String], route: String)] = []
        for route in manifest.routes {
            guard let entries = route.entries else { continue }
            let name = route.name.value
            if entries.quickAction == nil, entries.activity == nil, entries.notification == nil {
                sink.error(Message.entriesEmpty(name), at: entries.offset)
            }
            if let type = entries.quickAction {
                claim(type, key: "quickAction", kind: "quick action", for: name, in: &quickActions)
            }
            if let type = entries.activity {
                if type.value == Self.webPageActivity {
                    sink.error(Message.activityIsWebPage(name), at: type.offset)
                } else {
                    claim(type, key: "activity", kind: "activity", for: name, in: &activities)
                }
            }
            if let fields = entries.notification {
                checkNotification(fields, of: route, against: &notifications)
            }
            checkEntryKeys(entries.keys, of: route)
        }
    }

    /// A quick action's or activity's `type`, which must not be empty, for `route`, unless an earlier route in `claimed`
    /// (type to route) answers it already.
    private mutating func claim(
        _ type: Located<String>, key: String, kind: String, for route: String, in claimed: inout [String: String]
    ) {
        if type.value.isEmpty {
            sink.error(Message.emptyValue(key), at: type.offset)
        } else if let other = claimed[type.value] {
            sink.error(Message.entryShared(kind, type: type.value, route: route, other: other), at: type.offset)
        } else {
            claimed[type.value] = route
        }
    }

    /// The activity type of a universal link, which `AppRoute(userActivity:)` reads as a link.
    static let webPageActivity = "NSUserActivityTypeBrowsingWeb"

    /// A notification's fields: at least one, and some field whose text differs from every earlier route's, so that
    /// no payload matches two routes.
    private mutating func checkNotification(
        _ fields: [(key: Located<String>, value: Located<String>)], of route: RouteSpec,
        against earlier: inout [(fields: [String: String], route: String)]
    ) {
        guard let first = fields.first else {
            sink.error(Message.notificationEmpty(route.name.value), at: route.entries?.offset ?? route.offset)
            return
        }
        let mine = Dictionary(fields.map { ($0.key.value, $0.value.value) }, uniquingKeysWith: { first, _ in first })
        // Two routes' payloads are told apart only by a field both name with different text.
        if let other = earlier.first(where: { other in
            !mine.contains { key, value in other.fields[key].map { $0 != value } ?? false }
        }) {
            sink.error(Message.notificationsOverlap(route.name.value, other: other.route), at: first.key.offset)
        }
        earlier.append((mine, route.name.value))
    }

    /// Each entry of `keys` names one of the route's values (its first pattern's), and a payload key that is not empty.
    private mutating func checkEntryKeys(_ keys: [(value: Located<String>, key: Located<String>)], of route: RouteSpec)
    {
        guard !keys.isEmpty else { return }
        let patterns = route.patterns.map { try? RoutePattern.parse($0.value, linkTypes: manifest.linkTypeNames).get() }
        // A pattern that does not parse has its own message.
        guard let values = patterns.first.flatMap({ $0 })?.parameters.map(\.name),
            !patterns.contains(where: { $0 == nil })
        else { return }
        for entry in keys {
            if !values.contains(entry.value.value) {
                sink.error(
                    Message.entryKeyUnknownValue(
                        entry.value.value, route: route.name.value,
                        suggestion: Suggestions.closest(to: entry.value.value, in: values)),
                    at: entry.value.offset)
            } else if entry.key.value.isEmpty {
                sink.error(Message.emptyValue(entry.value.value), at: entry.key.offset)
            }
        }
    }
}

extension Message {
    static func entriesEmpty(_ route: String) -> Message {
        Message(
            .entriesEmpty,
            "'entries' of route '\(route)' names no entry point: give a 'quickAction', an 'activity' or a "
                + "'notification'")
    }

    static func entryShared(_ kind: String, type: String, route: String, other: String) -> Message {
        Message(
            .entryShared,
            "route '\(route)' answers \(kind) '\(type)', which route '\(other)' answers already; one \(kind) opens one "
                + "route")
    }

    static func activityIsWebPage(_ route: String) -> Message {
        Message(
            .activityIsWebPage,
            "route '\(route)' cannot answer the activity '\(Validator.webPageActivity)': it is a universal link's, "
                + "which AppRoute(userActivity:) reads as a link; give a pattern for it instead")
    }

    static func notificationEmpty(_ route: String) -> Message {
        Message(
            .notificationEmpty,
            "the 'notification' of route '\(route)' names no field: give the payload fields it must hold, as in "
                + "{\"type\": \"mention\"}")
    }

    static func notificationsOverlap(_ route: String, other: String) -> Message {
        Message(
            .notificationsOverlap,
            "a notification could match both route '\(route)' and route '\(other)': give both a field they name with "
                + "different text")
    }

    static func entryKeyUnknownValue(_ value: String, route: String, suggestion: String?) -> Message {
        Message(
            .entryKeyUnknownValue,
            "route '\(route)' has no value '\(value)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
                + (suggestion == nil ? "; " : " ") + "'keys' names the payload key of a value of the route's patterns")
    }
}
