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
        ["Shows \(route.screen), by \(Validator.describe(route.way, to: route.screen)).", ""]
            + route.patterns.map { "- `\($0.text)`" }
    }

    /// The branch that reads a link of `pattern`: its values, or `nil` when one does not read.
    private static func branch(for pattern: RoutePattern, of route: RouteModel) -> ConditionalBranch {
        let path = pattern.segments.map { segment -> String in
            if case .literal(let text) = segment { quoted(text) } else { "nil" }
        }
        let condition =
            "\(incoming).matches(scheme: \(quoted(pattern.scheme)), host: \(quoted(pattern.host)), "
            + "path: [\(path.joined(separator: ", "))])"
        var body: [Statement] = []
        for (index, segment) in pattern.segments.enumerated() {
            guard case .parameter(let parameter) = segment else { continue }
            let segment = "\(incoming).segments[\(index)]"
            body.append(
                parameter.type == .string
                    ? .line("let \(parameter.name) = \(segment)")
                    : read(parameter, from: "Link.\(reader(parameter.type))(\(segment))"))
        }
        for item in pattern.query {
            let parameter = item.parameter
            let key = quoted(item.key)
            let reader = "Link.\(reader(parameter.type))"
            if parameter.isOptional {
                body.append(read(parameter, from: "\(incoming).optionalValue(\(key), \(reader))"))
            } else if let fallback = parameter.defaultValue {
                let fallbackLiteral = literal(fallback, parameter.type)
                body.append(read(parameter, from: "\(incoming).value(\(key), or: \(fallbackLiteral), \(reader))"))
            } else if parameter.type == .string {
                body.append(read(parameter, from: "\(incoming).query[\(key)]"))
            } else {
                body.append(read(parameter, from: "\(incoming).query[\(key)].flatMap(\(reader))"))
            }
        }
        body.append(.line("self = ." + route.name + arguments(route.values.map { "\($0.name): \($0.name)" })))
        return ConditionalBranch(condition, body)
    }

    private static func read(_ parameter: RoutePattern.Parameter, from expression: String) -> Statement {
        .block(opener: "guard let \(parameter.name) = \(expression) else {", body: [.line("return nil")])
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

    /// A default as a Swift literal of its type.
    private static func literal(_ text: String, _ type: RoutePattern.ValueType) -> String {
        type == .string ? quoted(text) : text
    }

    private static func quoted(_ text: String) -> String {
        SwiftSpelling.stringLiteral(text)
    }

    /// What every `AppRoute` reads and builds links with; it depends on no route.
    private static let linkText = """
        /// A link's parts as routes compare them: the scheme and host in lower case, the path's segments and the
        /// query's values percent-decoded (the first value of each key).
        private struct Link {
            let scheme: String
            let host: String
            let segments: [String]
            let query: [String: String]

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
                    guard !part.isEmpty, let segment = part.removingPercentEncoding else { return nil }
                    segments.append(segment)
                }
                var query: [String: String] = [:]
                for item in components.queryItems ?? [] where query[item.name] == nil {
                    query[item.name] = item.value
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

            /// The query's value for `key` read by `read`: `fallback` when the link has none, `nil` when it does not
            /// read.
            func value<Value>(_ key: String, or fallback: Value, _ read: (String) -> Value?) -> Value? {
                guard let text = query[key] else { return fallback }
                return read(text)
            }

            /// The query's value for `key` read by `read`: `.some(nil)` when the link has none, `nil` when it does
            /// not read.
            func optionalValue<Value>(_ key: String, _ read: (String) -> Value?) -> Value?? {
                guard let text = query[key] else { return .some(nil) }
                guard let value = read(text) else { return nil }
                return value
            }

            static func int(_ text: String) -> Int? { Int(text) }
            static func double(_ text: String) -> Double? { Double(text).flatMap { $0.isFinite ? $0 : nil } }
            static func bool(_ text: String) -> Bool? { Bool(text) }
            static func string(_ text: String) -> String? { text }

            /// The link of these parts, each segment and value percent-encoded so that it reads back the same.
            static func url(scheme: String, host: String, path: [String], query: [(String, String?)]) -> URL {
                var components = URLComponents()
                components.scheme = scheme
                components.host = host
                components.percentEncodedPath = path.map { "/" + encoded($0) }.joined()
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
        }
        """
}
