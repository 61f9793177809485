/// A route's URL pattern, read from its manifest text: `myapp://article/{id: Int}?lang={language: String = en}`.
///
/// A pattern is a scheme, a host, path segments that are literal text or typed parameters, and query items whose
/// values are parameters. Literal text is compared as written; parameters match one segment or one query value and
/// must parse as their type. A query parameter may be optional (`{page: Int?}`) or have a default
/// (`{page: Int = 1}`); a path parameter may not.
package struct RoutePattern: Sendable, Equatable {
    /// The types a route parameter may have: those a link's text converts to without ambiguity, `URL`, and the app's
    /// own types that the manifest's `linkTypes` declares.
    package enum ValueType: Sendable, Hashable {
        case int
        case double
        case bool
        case string
        case url
        /// A type of the app's: read with `init?(linkText:)` and written as `linkText` (its `RouteLinkValue`
        /// conformance), which coordgen cannot run, so it may hold any text.
        case app(String)

        /// The types every app may use, in the order messages list them.
        package static let standard: [ValueType] = [.int, .double, .bool, .string, .url]

        /// The type `name` names: a standard one, or one of `appTypes`.
        init?(named name: String, appTypes: Set<String>) {
            if let standard = Self.standard.first(where: { $0.name == name }) {
                self = standard
            } else if appTypes.contains(name) {
                self = .app(name)
            } else {
                return nil
            }
        }

        /// The type's Swift name.
        package var name: String {
            switch self {
            case .int: "Int"
            case .double: "Double"
            case .bool: "Bool"
            case .string: "String"
            case .url: "URL"
            case .app(let name): name
            }
        }

        /// Whether a value of this type converts through `RouteLinkValue` rather than the link's own readers.
        package var isLinkValue: Bool {
            switch self {
            case .url, .app: true
            case .int, .double, .bool, .string: false
            }
        }

        /// `text` read as a value of this type, as the generated `AppRoute(url:)` reads it; `nil` when it does not
        /// read (a `Double` that is not finite, a `Bool` other than `true` or `false`), or when coordgen cannot read
        /// this type (a `URL`, the app's), whose parameters take no default.
        func read(_ text: String) -> Value? {
            switch self {
            case .int: Int(text).map(Value.int)
            case .double: Double(text).flatMap { $0.isFinite ? Value.double($0) : nil }
            case .bool: Bool(text).map(Value.bool)
            case .string: .string(text)
            case .url, .app: nil
            }
        }

        /// Whether a link's segment of `text` could be this type's: text it reads, or text `url` writes for a value
        /// that does not read back (a `Double`'s `inf` or `nan`), which must not read as another route either. A
        /// `URL` or an app's type may hold any text.
        func mayHold(_ text: String) -> Bool {
            switch self {
            case .double: Double(text) != nil
            case .url, .app: true
            default: read(text) != nil
            }
        }

        /// Whether some text reads as a value of both types.
        func overlaps(_ other: ValueType) -> Bool {
            switch (self, other) {
            case (.string, _), (_, .string), (.url, _), (_, .url), (.app, _), (_, .app): true
            case (.bool, .bool): true
            case (.bool, _), (_, .bool): false
            default: true  // Int and Double both read "12".
            }
        }
    }

    /// A route parameter's default: the link text the manifest gives, read as the parameter's type.
    package enum Value: Sendable, Equatable {
        case int(Int)
        case double(Double)
        case bool(Bool)
        case string(String)
    }

    package struct Parameter: Sendable, Equatable {
        package var name: String
        package var type: ValueType
        /// `{page: Int?}`: `nil` when the link leaves it out.
        package var isOptional: Bool
        /// `{page: Int = 1}`: the value when the link leaves it out.
        package var defaultValue: Value?

        /// The Swift type of the route's value.
        package var swiftType: String { type.name + (isOptional ? "?" : "") }
    }

    package enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(Parameter)
    }

    package struct QueryItem: Sendable, Equatable {
        package var key: String
        package var parameter: Parameter
    }

    /// The pattern as the manifest writes it.
    package var text: String
    package var scheme: String
    package var host: String
    package var segments: [Segment]
    package var query: [QueryItem]

    /// The pattern's parameters, path first, then query, each once.
    var parameters: [Parameter] {
        segments.compactMap { segment in
            if case .parameter(let parameter) = segment { parameter } else { nil }
        } + query.map(\.parameter)
    }

    /// Whether some link matches both patterns. Routes are told apart by scheme, host and path, not by query.
    func overlaps(_ other: RoutePattern) -> Bool {
        guard scheme == other.scheme, host == other.host, segments.count == other.segments.count else {
            return false
        }
        return zip(segments, other.segments).allSatisfy { pair in
            switch pair {
            case (.literal(let a), .literal(let b)): a == b
            case (.literal(let text), .parameter(let parameter)), (.parameter(let parameter), .literal(let text)):
                parameter.type.mayHold(text)
            case (.parameter(let a), .parameter(let b)): a.type.overlaps(b.type)
            }
        }
    }

    /// The characters literal text may hold: URL's unreserved ones, which no link percent-encodes.
    static func isLiteral(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "-._~".contains(character))
    }

    /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` and `.`, all ASCII (RFC 3986, 3.1).
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "+-.".unicodeScalars.contains(scalar))
        }
    }

    /// Reads `text`, whose parameters may take the app's `linkTypes` too, or says what is wrong with it.
    static func parse(_ text: String, linkTypes: Set<String> = []) -> Result<RoutePattern, RoutePatternError> {
        guard let separator = text.firstRange(of: "://") else {
            return .failure(RoutePatternError("it needs a scheme and a host, as in 'myapp://article/{id: Int}'"))
        }
        let scheme = String(text[..<separator.lowerBound])
        // Lower case only: a link's scheme is matched as the system hands it over, in lower case.
        guard isScheme(scheme), !scheme.contains(where: \.isUppercase) else {
            return .failure(
                RoutePatternError(
                    "the scheme '\(scheme)' must start with a lower-case letter and hold only lower-case letters, "
                        + "digits, '+', '-' and '.'"))
        }
        var rest = text[separator.upperBound...]
        var queryText: Substring?
        if let question = rest.firstIndex(of: "?") {
            queryText = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        var parts = rest.split(separator: "/", omittingEmptySubsequences: false)
        let host = String(parts.removeFirst())
        guard !host.isEmpty, host.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || "-.".contains($0)) })
        else {
            return .failure(
                RoutePatternError("the host '\(host)' must be lower-case letters, digits, '-' and '.', and not empty"))
        }
        if host.split(separator: ".").contains(where: { $0.hasPrefix("xn--") }) {
            return .failure(
                RoutePatternError(
                    "the host '\(host)' is punycode (a label starts with 'xn--'), which Foundation gives back as "
                        + "Unicode on some platforms, so no link would match it; internationalized hosts are not "
                        + "supported"))
        }
        var names: Set<String> = []
        var segments: [Segment] = []
        for part in parts {
            guard !part.isEmpty else {
                return .failure(RoutePatternError("a path segment is empty: remove the extra or trailing '/'"))
            }
            if part.hasPrefix("{") {
                switch parameter(part, names: &names, linkTypes: linkTypes) {
                case .failure(let error): return .failure(error)
                case .success(let parameter):
                    guard !parameter.isOptional, parameter.defaultValue == nil else {
                        return .failure(
                            RoutePatternError(
                                "path parameter '\(parameter.name)' cannot be optional or have a default; a link has "
                                    + "every segment of its path, so move it to the query"))
                    }
                    segments.append(.parameter(parameter))
                }
            } else if let bad = part.first(where: { !isLiteral($0) }) {
                return .failure(RoutePatternError(literalProblem(bad)))
            } else {
                segments.append(.literal(String(part)))
            }
        }
        var query: [QueryItem] = []
        for item in (queryText ?? "").split(separator: "&", omittingEmptySubsequences: false) where queryText != nil {
            guard let equals = item.firstIndex(of: "="), item[item.index(after: equals)...].hasPrefix("{") else {
                return .failure(RoutePatternError("query item '\(item)' must be key={parameter: Type}"))
            }
            let key = String(item[..<equals])
            guard !key.isEmpty, key.allSatisfy(isLiteral) else {
                return .failure(
                    RoutePatternError(
                        "query key '\(key)' must be letters, digits, '-', '.', '_' or '~', and not empty"))
            }
            guard !query.contains(where: { $0.key == key }) else {
                return .failure(RoutePatternError("query key '\(key)' appears twice"))
            }
            switch parameter(item[item.index(after: equals)...], names: &names, linkTypes: linkTypes) {
            case .failure(let error): return .failure(error)
            case .success(let parameter): query.append(QueryItem(key: key, parameter: parameter))
            }
        }
        return .success(RoutePattern(text: text, scheme: scheme, host: host, segments: segments, query: query))
    }

    private static func literalProblem(_ character: Character) -> String {
        if "{}".contains(character) {
            return "a parameter takes a whole path segment or query value, as in '/article/{id: Int}'"
        }
        return "'\(character)' cannot be literal text of a pattern; use letters, digits, '-', '.', '_' or '~'"
    }

    /// `{name: Type}`, `{name: Type?}` or `{name: Type = default}`, whole; its name must be new.
    private static func parameter(
        _ text: Substring, names: inout Set<String>, linkTypes: Set<String>
    ) -> Result<Parameter, RoutePatternError> {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else {
            return .failure(RoutePatternError("'\(text)' must be one parameter in braces, as in {id: Int}"))
        }
        let inside = text.dropFirst().dropLast()
        guard let colon = inside.firstIndex(of: ":") else {
            return .failure(RoutePatternError("parameter '\(inside)' needs a type, as in {\(inside): Int}"))
        }
        let name = inside[..<colon].trimmingSpaces
        if let problem = SwiftNames.identifierProblem(name) {
            return .failure(RoutePatternError("parameter name '\(name)' is not valid: \(problem)"))
        }
        var typeText = inside[inside.index(after: colon)...].trimmingSpaces
        var defaultValue: String?
        if let equals = typeText.firstIndex(of: "=") {
            defaultValue = typeText[typeText.index(after: equals)...].trimmingSpaces
            typeText = typeText[..<equals].trimmingSpaces
        }
        let isOptional = typeText.hasSuffix("?")
        if isOptional {
            typeText.removeLast()
        }
        guard let type = ValueType(named: typeText, appTypes: linkTypes) else {
            let known = ValueType.standard.map(\.name) + linkTypes.sorted()
            let list = known.joined(separator: ", ")
            if let meant = Suggestions.closest(to: String(typeText), in: known) {
                return .failure(
                    RoutePatternError(
                        "parameter '\(name)' has type '\(typeText)'; did you mean '\(meant)'? A route parameter is one "
                            + "of: \(list)"))
            }
            return .failure(
                RoutePatternError("parameter '\(name)' has type '\(typeText)'; a route parameter is one of: \(list)"))
        }
        var value: Value?
        if let defaultValue {
            guard !isOptional else {
                return .failure(RoutePatternError("parameter '\(name)' is optional and has a default; keep one"))
            }
            guard !type.isLinkValue else {
                return .failure(
                    RoutePatternError(
                        "parameter '\(name)' is a \(type.name), whose default coordgen cannot read; make it optional "
                            + "({\(name): \(type.name)?})"))
            }
            if let scalar = defaultValue.unicodeScalars.first(where: isInvisible) {
                return .failure(
                    RoutePatternError(
                        "the default of parameter '\(name)' holds \(describeInvisible(scalar)); a default is one "
                            + "line of visible text"))
            }
            value = defaultValue.isEmpty || defaultValue.contains("}") ? nil : type.read(defaultValue)
            guard value != nil else {
                return .failure(
                    RoutePatternError("the default '\(defaultValue)' of parameter '\(name)' is not a \(type.name)"))
            }
        }
        guard names.insert(name).inserted else {
            return .failure(RoutePatternError("parameter '\(name)' appears twice"))
        }
        return .success(Parameter(name: name, type: type, isOptional: isOptional, defaultValue: value))
    }

    /// `a newline`, or `the invisible character U+202E`.
    private static func describeInvisible(_ scalar: Unicode.Scalar) -> String {
        guard !["\n", "\r", "\t"].contains(scalar) else { return SwiftNames.describe(scalar) }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "the invisible character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether `scalar` is a control, format or separator character: text no link value holds unencoded, and which
    /// would change what the generated code or its comments say (a newline, a right-to-left override).
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        // Zero-width joiners hold emoji sequences together.
        case .format: scalar != "\u{200C}" && scalar != "\u{200D}"
        default: false
        }
    }
}

/// Why a route pattern does not parse, as a message's reason.
struct RoutePatternError: Error, Equatable {
    var reason: String

    init(_ reason: String) {
        self.reason = reason
    }
}

extension Substring {
    /// The text without the spaces around it.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
