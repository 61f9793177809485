import Generator
import Templates

/// What every `AppRoute` reads and builds links with, in a file of its own (`Coordinator+Links.swift`) that only an app
/// with routes gets. It imports Foundation only, as `AppRoute` does: reading and building links needs no UI.
package enum LinksRuntimeTemplate {
    /// The file's text, its link type named `routeLink`.
    package static func text(routeLink: String) -> String {
        """
        /// A link's parts as routes compare them: the scheme and host in lower case, the path's segments
        /// percent-decoded, and the query's first value of each key.
        struct \(routeLink) {
            let scheme: String
            let host: String
            let segments: [String]
            /// Each key's first value, still percent-encoded: a value is decoded when a route reads it, so that one
            /// whose encoding is invalid refuses the link, while the keys no route names (`utm_source`) are ignored.
            private let query: [String: String]

            init?(_ url: URL) {
                guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                    let scheme = components.scheme, let host = components.host
                else { return nil }
                var parts = components.percentEncodedPath.split(separator: "/", omittingEmptySubsequences: false)
                // The path's leading "/", and one trailing "/", make no segment.
                if parts.first == "" {
                    parts.removeFirst()
                }
                if parts.last == "" {
                    parts.removeLast()
                }
                var segments: [String] = []
                for part in parts {
                    guard !part.isEmpty, let segment = Self.decoded(String(part)) else { return nil }
                    segments.append(segment)
                }
                var query: [String: String] = [:]
                for item in (components.percentEncodedQuery ?? "").split(separator: "&") {
                    guard let equals = item.firstIndex(of: "="), let key = Self.decoded(String(item[..<equals])) else {
                        continue
                    }
                    if query[key] == nil {
                        query[key] = String(item[item.index(after: equals)...])
                    }
                }
                self.scheme = scheme.lowercased()
                self.host = host.lowercased()
                self.segments = segments
                self.query = query
            }

            /// Whether the link has this scheme and host, and a path of this many segments with these literal ones
            /// (`nil` for a parameter's).
            func matches(scheme: String, host: String, path: [String?]) -> Bool {
                guard self.scheme == scheme, self.host == host, segments.count == path.count else { return false }
                return zip(segments, path).allSatisfy { segment, literal in literal.map { $0 == segment } ?? true }
            }

            /// The query's value for `key` read by `read`: `nil` when the link has none, or it does not read.
            func value<Value>(_ key: String, _ read: (String) -> Value?) -> Value? {
                query[key].flatMap(Self.decoded).flatMap(read)
            }

            /// The query's value for `key` read by `read`: `fallback` when the link has none, `nil` when it does not
            /// read.
            func value<Value>(_ key: String, or fallback: Value, _ read: (String) -> Value?) -> Value? {
                guard let text = query[key] else { return fallback }
                return Self.decoded(text).flatMap(read)
            }

            /// The query's value for `key` read by `read`: `.some(nil)` when the link has none, `nil` when it does
            /// not read.
            func optionalValue<Value>(_ key: String, _ read: (String) -> Value?) -> Value?? {
                guard let text = query[key] else { return .some(nil) }
                guard let value = Self.decoded(text).flatMap(read) else { return nil }
                return value
            }

            static func int(_ text: String) -> Int? { Int(text) }
            static func double(_ text: String) -> Double? { Double(text).flatMap { $0.isFinite ? $0 : nil } }
            static func bool(_ text: String) -> Bool? { Bool(text) }
            static func string(_ text: String) -> String? { text }
            /// A value that `url` writes in its path, where no value is empty.
            static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }

            /// The link of these parts, each segment and value percent-encoded so that it reads back the same. An
            /// empty segment gives a link that no route reads: a path has none.
            static func url(scheme: String, host: String, path: [String], query: [(String, String?)]) -> URL {
                var components = URLComponents()
                components.scheme = scheme
                components.host = host
                // One trailing "/" is no segment: an empty last one takes a second, which no link reads.
                components.percentEncodedPath = path.map { "/" + encoded($0) }.joined() + (path.last == "" ? "/" : "")
                let items = query.compactMap { key, value in value.map { key + "=" + encoded($0) } }
                components.percentEncodedQuery = items.isEmpty ? nil : items.joined(separator: "&")
                guard let url = components.url else {
                    // Every part is a validated scheme or host, or percent-encoded: a URL always results.
                    preconditionFailure("a route built an invalid link from \\(components)")
                }
                return url
            }

            /// `text` with every character but letters, digits, "-", ".", "_" and "~" percent-encoded.
            private static func encoded(_ text: String) -> String {
                let unreserved = CharacterSet(
                    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
                return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
            }

            /// `text` percent-decoded as UTF-8, every character kept (a leading byte order mark too, which
            /// Foundation's decoding drops on some platforms); `nil` when a "%" is not followed by two hexadecimal
            /// digits, or the bytes are not UTF-8. Its types are qualified, so that no type of the app's can hide them.
            private static func decoded(_ text: String) -> String? {
                var bytes: [Swift.UInt8] = []
                var rest = text.utf8[...]
                while let byte = rest.popFirst() {
                    guard byte == Swift.UInt8(ascii: "%") else {
                        bytes.append(byte)
                        continue
                    }
                    guard let high = rest.popFirst().flatMap(hexadecimal), let low = rest.popFirst().flatMap(hexadecimal)
                    else { return nil }
                    bytes.append(high << 4 | low)
                }
                let text = String(decoding: bytes, as: Swift.UTF8.self)
                // Bytes that are not UTF-8 decode as U+FFFD, whose bytes differ.
                return text.utf8.elementsEqual(bytes) ? text : nil
            }

            /// The value of a hexadecimal digit, from its byte.
            private static func hexadecimal(_ digit: Swift.UInt8) -> Swift.UInt8? {
                Swift.UInt8(String(decoding: [digit], as: Swift.UTF8.self), radix: 16)
            }
        }
        """
    }
}
