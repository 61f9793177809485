import Generator
import Templates

extension RouteTranslator {
    /// `AppRoute`'s readers of entry points without a link, for an app with a route's `entries`: a quick action's type,
    /// an activity's, a notification's payload fields, each value read from the payload under its key. `access` marks
    /// them as it marks `AppRoute`, since an extension's members keep Swift's default.
    static func entryReaders(
        for routes: [RouteModel], named name: String, payload: String, access: [String]
    ) -> [Declaration] {
        guard routes.contains(where: { $0.entries != nil }) else { return [] }
        let kinds: [(label: String, documentation: String, condition: (RouteEntries) -> String?)] = [
            (
                "quickAction",
                "The route a home-screen quick action of type `type` opens, its values read from its `payload` "
                    + "(the action's `userInfo`); `nil` for a type no route answers, or a value that is missing or does "
                    + "not read.",
                { entries in entries.quickAction.map { "type == \(quoted($0))" } }
            ),
            (
                "activityType",
                "The route an activity of type `type` opens (other than a web page's, which "
                    + "`init?(url:)` reads), its values read from its `payload` (the activity's `userInfo`); `nil` for a "
                    + "type no route answers, or a value that is missing or does not read.",
                { entries in entries.activity.map { "type == \(quoted($0))" } }
            ),
            (
                "notification",
                "The route a notification opens whose `payload` (its content's `userInfo`) holds a "
                    + "route's fields, its values read from that payload; `nil` for another, or a value that is missing "
                    + "or does not read.",
                { entries in
                    entries.notification.isEmpty
                        ? nil
                        : entries.notification.map { "\(incoming).holds(\(quoted($0.key)), \(quoted($0.value)))" }
                            .joined(separator: ", ")
                }
            ),
        ]
        let readers = kinds.map { kind -> Declaration in
            let branches = routes.compactMap { route -> ConditionalBranch? in
                guard let entries = route.entries, let condition = kind.condition(entries) else { return nil }
                let values = zip(route.values, entries.keys).map { value, key in
                    "let \(value.name) = " + payloadRead(value, key: key, payload: payload)
                }
                return ConditionalBranch(
                    clauses: [condition] + values,
                    [.line("self = ." + route.name + arguments(route.values.map { "\($0.name): \($0.name)" }))])
            }
            let isNotification = kind.label == "notification"
            // A notification's fields and a route's values are read from the payload; a bare type is not.
            let readsPayload = routes.contains { route in
                route.entries.flatMap(kind.condition) != nil && (isNotification || !route.values.isEmpty)
            }
            return .initializer(
                InitializerDeclaration(
                    documentation: [kind.documentation],
                    modifiers: access, isFailable: true,
                    parameters: (isNotification
                        ? [] : [FunctionParameter(label: kind.label, name: "type", type: "String")])
                        + [
                            FunctionParameter(
                                label: isNotification ? "notification" : nil, name: "payload",
                                type: "[AnyHashable: Any]")
                        ],
                    // The reader only where a branch reads the payload: an unused local is a warning.
                    body: (readsPayload ? [.line("let \(incoming) = \(payload)(payload)")] : [])
                        + (branches.isEmpty
                            ? [.line("return nil")]
                            : [.conditional(branches, otherwise: [.line("return nil")])])))
        }
        return [
            .type(
                TypeDeclaration(
                    documentation: ["Entry points without a link, as the manifest's `entries` map them to routes."],
                    kind: .extension, name: name, members: readers))
        ]
    }

    /// How `value` is read from the payload under `key`, with the route value's optionality or default.
    private static func payloadRead(_ value: RoutePattern.Parameter, key: String, payload: String) -> String {
        let reader =
            value.type.isLinkValue
            ? "{ \(payload).text($0).flatMap(\(value.type.name).init(linkText:)) }"
            : "\(payload).\(reader(value.type))"
        if value.isOptional {
            return "\(incoming).optionalValue(\(quoted(key)), \(reader))"
        }
        if let fallback = value.defaultValue {
            return "\(incoming).value(\(quoted(key)), or: \(SwiftSpelling.literal(fallback)), \(reader))"
        }
        return "\(incoming).value(\(quoted(key)), \(reader))"
    }
}
