import Generator
import Templates

/// `AppRoute`: one case per route of the manifest, the initializer that reads a link, and the link back.
///
/// It imports Foundation only: reading and building links needs no UI.
enum RouteTranslator {
    static let imports = ["Foundation"]

    /// The local that holds the link `AppRoute(url:)` reads, and the type it is: no route parameter may take either
    /// name, since each parameter is a local beside it.
    static let incoming = "incoming"
    static let linkType = "Link"

    static func declarations(for routes: [RouteModel], named name: String) -> [Declaration] {
        let cases = routes.map { route in
            Declaration.enumCase(
                EnumCaseDeclaration(
                    documentation: documentation(of: route),
                    name: route.name,
                    associatedValues: route.values.map { AssociatedValue(label: $0.name, type: $0.swiftType) }))
        }
        let reading = InitializerDeclaration(
            documentation: [
                "The route `url` opens, or `nil` when it matches none of the patterns, or matches one but a value does",
                "not read as its type.",
            ],
            isFailable: true,
            parameters: [FunctionParameter(name: "url", type: "URL")],
            body: [
                .block(opener: "guard let \(incoming) = Link(url) else {", body: [.line("return nil")]),
                .conditional(
                    routes.flatMap { route in route.patterns.map { branch(for: $0, of: route) } },
                    otherwise: [.line("return nil")]),
            ])
        let building = PropertyDeclaration(
            documentation: ["The link that opens this route: its first pattern's, with its values."],
            name: "url", type: "URL",
            value: .computed([
                .switchOver(subject: "self", cases: routes.map(urlCase))
            ]))
        return [
            .type(
                TypeDeclaration(
                    documentation: [
                        "A link into the app: one case per route of the manifest, with the values its patterns give.",
                        "`\(name)(url:)` reads a link, and `url` builds one.",
                    ],
                    kind: .enum, name: name, inheritance: ["Hashable", "Sendable"],
                    members: cases + [.initializer(reading), .property(building), .verbatim(linkText)]))
        ]
    }

    /// What the route shows and how it gets there, then its patterns, one a line.
    private static func documentation(of route: RouteModel) -> [String] {
        ["Shows \(route.screen), by \(RouteStep.describe(route.way, to: route.screen)).", ""]
            + route.patterns.map { "- `\($0.text)`" }
    }

    /// The branch that reads a link of `pattern`: it holds when the link has the pattern's scheme, host and literal
    /// segments and every value reads as its type, so a link that fails one pattern goes on to the others.
    private static func branch(for pattern: RoutePattern, of route: RouteModel) -> ConditionalBranch {
        let path = pattern.segments.map { segment -> String in
            if case .literal(let text) = segment { quoted(text) } else { "nil" }
        }
        var clauses = [
            "\(incoming).matches(scheme: \(quoted(pattern.scheme)), host: \(quoted(pattern.host)), "
                + "path: [\(path.joined(separator: ", "))])"
        ]
        for (index, segment) in pattern.segments.enumerated() {
            guard case .parameter(let parameter) = segment else { continue }
            clauses.append("let \(parameter.name) = Link.\(reader(parameter.type))(\(incoming).segments[\(index)])")
        }
        // `url` writes these in a path, where a value cannot be empty: another pattern's query may not give one.
        let inFirstPath = Set(
            route.patterns[0].segments.compactMap { segment -> String? in
                guard case .parameter(let parameter) = segment, parameter.type == .string else { return nil }
                return parameter.name
            })
        for item in pattern.query {
            let parameter = item.parameter
            let key = quoted(item.key)
            let reader = "Link." + (inFirstPath.contains(parameter.name) ? "nonEmpty" : reader(parameter.type))
            if parameter.isOptional {
                clauses.append("let \(parameter.name) = \(incoming).optionalValue(\(key), \(reader))")
            } else if let fallback = parameter.defaultValue {
                let literal = SwiftSpelling.literal(fallback)
                clauses.append("let \(parameter.name) = \(incoming).value(\(key), or: \(literal), \(reader))")
            } else {
                clauses.append("let \(parameter.name) = \(incoming).value(\(key), \(reader))")
            }
        }
        return ConditionalBranch(
            clauses: clauses,
            [.line("self = ." + route.name + arguments(route.values.map { "\($0.name): \($0.name)" }))])
    }

    private static func urlCase(_ route: RouteModel) -> SwitchCase {
        let pattern = route.patterns[0]
        let bindings = route.values.map { "let \($0.name)" }
        let path = pattern.segments.map { segment -> String in
            switch segment {
            case .literal(let text): quoted(text)
            case .parameter(let parameter): text(of: parameter.name, parameter.type)
            }
        }
        let query = pattern.query.map { item in
            let value =
                item.parameter.isOptional
                ? "\(item.parameter.name).map { \(text(of: "$0", item.parameter.type)) }"
                : text(of: item.parameter.name, item.parameter.type)
            return "(\(quoted(item.key)), \(value))"
        }
        return SwitchCase(
            pattern: "." + route.name + arguments(bindings),
            body: [
                .call(
                    prefix: "return Link.url",
                    arguments: [
                        "scheme: \(quoted(pattern.scheme))", "host: \(quoted(pattern.host))",
                        "path: [\(path.joined(separator: ", "))]", "query: [\(query.joined(separator: ", "))]",
                    ])
            ])
    }

    private static func arguments(_ list: [String]) -> String {
        list.isEmpty ? "" : "(" + list.joined(separator: ", ") + ")"
    }

    /// The text a value of `type` named `name` is written as in a link.
    private static func text(of name: String, _ type: RoutePattern.ValueType) -> String {
        type == .string ? name : "String(\(name))"
    }

    private static func reader(_ type: RoutePattern.ValueType) -> String {
        switch type {
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .string: "string"
        }
    }

    private static func quoted(_ text: String) -> String {
        SwiftSpelling.stringLiteral(text)
    }

    /// What every `AppRoute` reads and builds links with; it depends on no route.
    private static let linkText = """
        /// A link's parts as routes compare them: the scheme and host in lower case, the path's segments
        /// percent-decoded, and the query's first value of each key.
        private struct Link {
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
