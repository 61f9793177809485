import Generator
import Templates

/// What reads a route's values from an entry point's payload (a quick action's, an activity's or a notification's
/// `userInfo`), in a file of its own (`Coordinator+Payloads.swift`) that only an app with a route's `entries` gets. It
/// imports Foundation only, as `AppRoute` does.
enum PayloadsRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        """
        /// An entry point's payload as routes read it: its keys that are text, each with its value. A value is text
        /// that reads as a link's would, or a number or Boolean as a JSON payload gives it; any other value, or one
        /// that does not read as its route value's type, refuses the route.
        struct \(types.routePayload) {
            private let values: [String: Any]

            init(_ userInfo: [AnyHashable: Any]) {
                var values: [String: Any] = [:]
                for (key, value) in userInfo {
                    if let key = key.base as? String {
                        values[key] = value
                    }
                }
                self.values = values
            }

            /// Whether the payload holds the text `text` under `key`.
            func holds(_ key: String, _ text: String) -> Bool {
                values[key] as? String == text
            }

            /// The value under `key` read by `read`: `nil` when the payload has none, or it does not read.
            func value<Value>(_ key: String, _ read: (Any) -> Value?) -> Value? {
                values[key].flatMap(read)
            }

            /// The value under `key` read by `read`: `fallback` when the payload has none, `nil` when it does not
            /// read.
            func value<Value>(_ key: String, or fallback: Value, _ read: (Any) -> Value?) -> Value? {
                guard let value = values[key] else { return fallback }
                return read(value)
            }

            /// The value under `key` read by `read`: `.some(nil)` when the payload has none, `nil` when it does not
            /// read.
            func optionalValue<Value>(_ key: String, _ read: (Any) -> Value?) -> Value?? {
                guard let value = values[key] else { return .some(nil) }
                guard let read = read(value) else { return nil }
                return read
            }

            // Text reads as a link's does, through the link's own readers.
            static func int(_ value: Any) -> Int? {
                if let text = value as? String {
                    return \(types.routeLink).int(text)
                }
                return value as? Int
            }

            static func double(_ value: Any) -> Double? {
                if let text = value as? String {
                    return \(types.routeLink).double(text)
                }
                return (value as? Double).flatMap { $0.isFinite ? $0 : nil }
            }

            static func bool(_ value: Any) -> Bool? {
                if let text = value as? String {
                    return \(types.routeLink).bool(text)
                }
                return value as? Bool
            }

            static func string(_ value: Any) -> String? {
                value as? String
            }

            /// Text, or a number's text, for a value that converts from a link's text (`init?(linkText:)`).
            static func text(_ value: Any) -> String? {
                if let text = value as? String {
                    return text
                }
                if let number = value as? Int {
                    return String(number)
                }
                return (value as? Double).flatMap { $0.isFinite ? String($0) : nil }
            }
        }
        """
    }
}
