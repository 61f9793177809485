import Foundation

// Built by RouteGrammarTests with the `AppRoute.swift` of random route sets: each set's patterns as data (a
// `RouteTable`), which this file reads links by, following docs/manifest.md ("Routes") on its own, to check the
// generated reader and `url` against it.

/// The type of a route's value, as a pattern declares it.
enum TableType {
    case int, double, bool, string
}

/// A route's value, by name: what a table builds a route from.
enum TableValue: Equatable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)

    var int: Int? { if case .int(let value) = self { value } else { nil } }
    var double: Double? { if case .double(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    var string: String? { if case .string(let value) = self { value } else { nil } }
}

/// One pattern of a route, as data.
struct TablePattern {
    enum Segment {
        case literal(String)
        case parameter(String, TableType)
    }

    enum Kind {
        case required
        case optional
        case defaulted(String)
    }

    struct Item {
        var key: String
        var name: String
        var type: TableType
        var kind: Kind
    }

    var route: String
    var scheme: String
    var host: String
    var segments: [Segment]
    var query: [Item]
}

/// A route set: its patterns, in the manifest's order, and the generated code's reader, link and cases.
@MainActor
struct RouteTable<Route: Equatable> {
    var name: String
    var patterns: [TablePattern]
    /// The route `route` with these values; `nil` when one is missing.
    var make: (String, [String: TableValue]) -> Route?
    var read: (URL) -> Route?
    var link: (Route) -> URL

    /// Every broken promise, with what shows it.
    func check(seed: UInt64) -> [String] {
        var random = SequenceRandom(seed: seed &+ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }))
        var failures: [String] = []
        // Every route's link reads back as the route, except where the docs say it has none.
        for route in Set(patterns.map(\.route)).sorted() {
            guard let first = patterns.first(where: { $0.route == route }) else { continue }
            for _ in 0..<150 {
                var values: [String: TableValue] = [:]
                var hasNoLink = false
                for segment in first.segments {
                    guard case .parameter(let name, let type) = segment else { continue }
                    let value = random.value(type)
                    values[name] = value
                    hasNoLink = hasNoLink || value == .string("") || value.double.map { !$0.isFinite } == true
                }
                for item in first.query where item.kind.isOptional ? random.chance(70) : true {
                    let value = random.value(item.type)
                    values[item.name] = value
                    hasNoLink = hasNoLink || value.double.map { !$0.isFinite } == true
                }
                guard let made = make(route, values) else {
                    failures.append("\(name): route \(route) cannot be made from \(values)")
                    continue
                }
                let url = link(made)
                let readBack = read(url)
                let expected = hasNoLink ? nil : made
                if readBack != expected {
                    failures.append(
                        "\(name): \(made) → \(url.absoluteString) reads as \(String(describing: readBack)), "
                            + "not \(String(describing: expected))")
                }
                failures += agreement(url)
            }
        }
        // Links drawn from the patterns, with values of every type and hostile text, read as the rules read them, and
        // never as two routes.
        for _ in 0..<800 {
            guard let pattern = random.element(of: patterns), let link = random.link(from: pattern, among: patterns),
                let url = URL(string: link)
            else { continue }
            failures += agreement(url)
        }
        return failures
    }

    /// Each of `links` read as the rules read it (a text that is no URL is skipped).
    func check(links: [String]) -> [String] {
        links.compactMap(URL.init(string:)).flatMap(agreement)
    }

    /// What the rules read `url` as, checked against the generated reader: a failure when two routes match, or the
    /// reader reads another route or values.
    private func agreement(_ url: URL) -> [String] {
        let matches = patterns.compactMap { pattern in
            RuleReader.values(of: url, in: pattern, first: first(of: pattern.route)).map { (pattern.route, $0) }
        }
        if Set(matches.map(\.0)).count > 1 {
            return ["\(name): \(url.absoluteString) matches routes \(matches.map(\.0))"]
        }
        let expected = matches.first.flatMap { make($0.0, $0.1) }
        let read = read(url)
        return read == expected
            ? []
            : [
                "\(name): \(url.absoluteString) reads as \(String(describing: read)), the rules say \(String(describing: expected))"
            ]
    }

    private func first(of route: String) -> TablePattern? {
        patterns.first { $0.route == route }
    }
}

extension TablePattern.Kind {
    var isOptional: Bool { if case .optional = self { true } else { false } }
}

/// Reading a link by docs/manifest.md's rules, written apart from the generated reader.
enum RuleReader {
    /// The values `url` gives `pattern`, or `nil` when it does not match it. `first` is the route's first pattern,
    /// whose path `String` values are never empty.
    static func values(of url: URL, in pattern: TablePattern, first: TablePattern?) -> [String: TableValue]? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == pattern.scheme, components.host?.lowercased() == pattern.host
        else { return nil }
        var raw = components.percentEncodedPath.components(separatedBy: "/")
        if raw.first == "" { raw.removeFirst() }
        if raw.last == "" { raw.removeLast() }
        guard raw.count == pattern.segments.count else { return nil }
        var values: [String: TableValue] = [:]
        for (text, segment) in zip(raw, pattern.segments) {
            guard !text.isEmpty, let decoded = decode(text) else { return nil }
            switch segment {
            case .literal(let literal):
                guard decoded == literal else { return nil }
            case .parameter(let name, let type):
                guard let value = value(decoded, type) else { return nil }
                values[name] = value
            }
        }
        var query: [String: String] = [:]
        for item in (components.percentEncodedQuery ?? "").components(separatedBy: "&") {
            guard let equals = item.firstIndex(of: "="), let key = decode(String(item[..<equals])), query[key] == nil
            else { continue }
            query[key] = String(item[item.index(after: equals)...])
        }
        let inFirstPath: Set<String> = Set(
            (first?.segments ?? []).compactMap { segment in
                if case .parameter(let name, .string) = segment { name } else { nil }
            })
        for item in pattern.query {
            guard let text = query[item.key] else {
                switch item.kind {
                case .required: return nil
                case .optional: continue
                case .defaulted(let fallback):
                    guard let value = value(fallback, item.type) else { return nil }
                    values[item.name] = value
                    continue
                }
            }
            guard let decoded = decode(text), let value = value(decoded, item.type) else { return nil }
            if value == .string(""), inFirstPath.contains(item.name) { return nil }
            values[item.name] = value
        }
        return values
    }

    static func value(_ text: String, _ type: TableType) -> TableValue? {
        switch type {
        case .int: Int(text).map(TableValue.int)
        case .double: Double(text).flatMap { $0.isFinite ? .double($0) : nil }
        case .bool: text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case .string: .string(text)
        }
    }

    /// Percent-decoding as UTF-8: `nil` for a `%` without two hexadecimal digits after it, or bytes that are not
    /// UTF-8.
    static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        let scalars = Array(text.utf8)
        var index = 0
        while index < scalars.count {
            if scalars[index] == 0x25 {
                guard index + 2 < scalars.count,
                    let byte = UInt8(String(decoding: scalars[index + 1...index + 2], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(byte)
                index += 3
            } else {
                bytes.append(scalars[index])
                index += 1
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { return nil }
        return decoded
    }
}

/// Values and links drawn for the grammar's checks.
extension SequenceRandom {
    /// Text that people and attackers put in links: separators, percent signs, other types' values, byte order
    /// marks, combining marks, emoji, dots.
    static let hostile = [
        "", " ", "a/b", "a?b", "a#b", "a&b=c", "%", "%zz", "100%", "é", "e\u{301}", "\u{FEFF}", "\u{FEFF}x", "🙂", ".",
        "..", "+", "a+b", "latest", "5", "true", "inf", "nan", "-0", "007", "1.5", "item", "x", "\u{0}", "\n", "\\",
    ]

    mutating func value(_ type: TableType) -> TableValue {
        switch type {
        case .int:
            return .int(element(of: [0, 1, -1, 5, 7, Int.max, Int.min, Int(truncatingIfNeeded: next())]) ?? 0)
        case .double:
            let specials: [Double] = [0, -0.0, 0.5, 1.5, 1e300, -1e-300, .infinity, -.infinity, .nan, .ulpOfOne]
            return .double(chance(60) ? specials[below(specials.count)] : Double(bitPattern: next()))
        case .bool:
            return .bool(chance(50))
        case .string:
            if chance(60) { return .string(element(of: Self.hostile) ?? "") }
            let scalars = (0..<below(8)).compactMap { _ in Unicode.Scalar(UInt32(below(0x1_0000))) }
            return .string(String(String.UnicodeScalarView(scalars)))
        }
    }

    /// The text a value of `type` might have in a link: a value of it, of another type, or hostile text.
    mutating func text(_ type: TableType) -> String {
        switch below(4) {
        case 0: return element(of: Self.hostile) ?? ""
        case 1:
            return element(of: ["+5", "007", "99999999999999999999", "5.0", "1e5", ".5", "5.", "TRUE", "1", "0x1p3"])
                ?? ""
        default:
            switch value(type) {
            case .int(let value): return String(value)
            case .double(let value): return String(value)
            case .bool(let value): return String(value)
            case .string(let value): return value
            }
        }
    }

    /// `text` percent-encoded where it must be, and sometimes where it need not; sometimes broken.
    mutating func encoded(_ text: String) -> String {
        if chance(5) { return text + "%FF" }
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        var allowed = unreserved
        if chance(30) { allowed.insert(charactersIn: "+") }
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// A link drawn from `pattern`: its literals (sometimes another's), values and hostile text in its parameters,
    /// query items in any order, sometimes missing, repeated or foreign, and the scheme and host in any case.
    mutating func link(from pattern: TablePattern, among patterns: [TablePattern]) -> String? {
        var path = ""
        for segment in pattern.segments {
            switch segment {
            case .literal(let literal):
                let other = element(
                    of:
                        patterns.flatMap(\.segments).compactMap { segment -> String? in
                            if case .literal(let text) = segment { text } else { nil }
                        })
                path += "/" + (chance(15) ? other ?? literal : literal)
            case .parameter(_, let type):
                path += "/" + encoded(text(type))
            }
        }
        if chance(10) { path += "/" }
        var items: [String] = []
        for item in pattern.query where chance(80) {
            items.append(item.key + "=" + encoded(text(item.type)))
            if chance(10) { items.append(item.key + "=" + encoded(text(item.type))) }
        }
        if chance(20) { items.append("utm_source=" + encoded(element(of: Self.hostile) ?? "")) }
        for index in items.indices.reversed() where index > 0 {
            items.swapAt(index, below(index + 1))
        }
        let scheme = chance(20) ? pattern.scheme.uppercased() : pattern.scheme
        let host = chance(20) ? pattern.host.uppercased() : pattern.host
        return scheme + "://" + host + path + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }
}
