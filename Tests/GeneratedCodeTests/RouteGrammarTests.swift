import Foundation
import Generator
import TestSupport
import Testing

/// Random sets of routes, whose patterns share schemes, hosts and segments on purpose (a literal beside a parameter,
/// `Bool` beside `Int`, `latest`, `inf` and `5` beside a number), each validated by coordgen. For every set it
/// accepts, its `AppRoute.swift` is built with a checker (`Tests/Behaviour/RouteGrammar.swift`) that knows the patterns
/// as data and reads links by the documented rules itself, independently of the generated reader. The checker asserts
/// that no link reads as two routes, that the generated reader reads each link as the rules do, and that
/// `AppRoute(url: route.url) == route` for random routes with hostile values, except for the values the docs say have
/// no link (an empty `String` in the first pattern's path, a `Double` that is not finite), whose link reads as `nil`.
/// Replay a failure with `COORDGEN_PROPERTY_SEED=<seed>`.
@Suite("Route grammar")
struct RouteGrammarTests {
    static let batches = 0..<TestTier.pick(quick: 1, full: 3)
    static let setsPerBatch = TestTier.pick(quick: 12, full: 20)

    @Test(
        "no link reads as two routes, the reader follows the rules, and every route's link reads back",
        arguments: batches)
    func routesKeepTheirPromises(batch: Int) throws {
        let seed = PropertyTests.seed &+ UInt64(batch) &* 7_919
        var random = SeededGenerator(seed: seed)
        let folder = TemporaryDirectory(prefix: "route-grammar-\(batch)")
        var files: [URL] = ["RouteGrammar.swift", "SequenceRandom.swift"].map(
            Repository.behaviour.appendingPathComponent)
        var tables: [String] = []
        var refused = 0
        for index in 0..<Self.setsPerBatch {
            let set = RandomRouteSet(prefix: "G\(index)x", using: &random)
            let result = CoordinatorGenerator.standard.generate(manifest: Array(set.manifest.utf8))
            if result.internalFailure != nil {
                Issue.record("internal failure for routes (seed \(seed)):\n\(set.manifest)")
            }
            guard !result.hasErrors else {
                refused += 1
                continue
            }
            let routes = try #require(result.linkFiles(prefix: set.prefix))
            files += routes.map { folder.write($0.contents, to: $0.name) }
            tables.append(set.checkerTable)
        }
        try #require(!tables.isEmpty, "every random route set was refused (seed \(seed))")
        let main = """
            @main
            @MainActor
            enum Main {
                static func main() {
                    let seed = UInt64(CommandLine.arguments[1]) ?? 1
                    var failures: [String] = []
            \(tables.map { "        failures += " + $0 + ".check(seed: seed)" }.joined(separator: "\n"))
                    for failure in failures.prefix(40) {
                        print("FAIL \\(failure)")
                    }
                    print("\\(failures.count) failures")
                }
            }

            """
        files.append(folder.write(main, to: "main.swift"))
        let executable = folder.url.appendingPathComponent("route-grammar")
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
            Issue.record("the route sets and the checker do not build (seed \(seed)):\n\(failure)")
            return
        }
        let run = ProcessRunner.run(executable.path, ["\(seed)"], timeout: 300)
        #expect(
            run.output.hasSuffix("\n0 failures\n") || run.output == "0 failures\n",
            """
            route sets of seed \(seed) broke a promise (replay with COORDGEN_PROPERTY_SEED=\(PropertyTests.seed)):
            \(run.combined)
            """)
        print("route grammar batch \(batch): \(tables.count) route sets checked, \(refused) refused (seed \(seed))")
    }

    /// The round-4 report's route fuzz (`Tests/Reproducers/round4/route-fuzz.json`): its 139 known-answer links
    /// (shadowed literals, case, user info and ports, fragments, encoded hosts, number forms, empty and undecodable
    /// values, byte order marks), each read as the rules read it, with the random links and round trips of its routes.
    @Test("the round-4 route fuzz's links read as the rules read them")
    func knownAnswers() throws {
        let folder = Repository.root.appendingPathComponent("Tests/Reproducers/round4")
        let manifest = try String(contentsOf: folder.appendingPathComponent("route-fuzz.json"), encoding: .utf8)
        let links = try String(contentsOf: folder.appendingPathComponent("route-fuzz-links.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("##") }.map(String.init)
        let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let linkFiles = try #require(result.linkFiles())
        let root = try #require(try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
        let routes = try (root["routes"] as? [[String: Any]] ?? []).map { entry in
            let patterns = try (entry["patterns"] as? [String] ?? []).map { try #require(RandomRouteSet.parse($0)) }
            let first = try #require(patterns.first)
            let values =
                first.segments.compactMap { segment -> (name: String, type: String)? in
                    guard case .parameter(let name, let type) = segment else { return nil }
                    return (name, type.rawValue)
                }
                + first.query.map { item in
                    let optional = if case .optional = item.kind { "?" } else { "" }
                    return (item.name, item.type.rawValue + optional)
                }
            return RandomRouteSet.Route(
                name: try #require(entry["name"] as? String), values: values, patterns: patterns)
        }
        let table = RandomRouteSet.table(prefix: "", routes: routes)
        let quoted = links.map { "#\"" + $0.replacingOccurrences(of: "\"#", with: "\" + \"#") + "\"#" }
        let main = """
            @main
            @MainActor
            enum Main {
                static func main() {
                    let table = \(table)
                    let failures = table.check(links: [\(quoted.joined(separator: ", "))]) + table.check(seed: 7)
                    for failure in failures.prefix(40) {
                        print("FAIL \\(failure)")
                    }
                    print("\\(failures.count) failures")
                }
            }

            """
        let work = TemporaryDirectory(prefix: "route-fuzz")
        let files =
            [
                Repository.behaviour.appendingPathComponent("RouteGrammar.swift"),
                Repository.behaviour.appendingPathComponent("SequenceRandom.swift"),
                work.write(main, to: "main.swift"),
            ] + linkFiles.map { work.write($0.contents, to: $0.name) }
        let executable = work.url.appendingPathComponent("route-fuzz")
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
            Issue.record("the route fuzz's AppRoute and the checker do not build:\n\(failure)")
            return
        }
        let run = ProcessRunner.run(executable.path, [], timeout: 300)
        #expect(run.output == "0 failures\n", "\(run.combined)")
    }
}

/// A random set of routes to screens of one flow, each route with a screen and an action of its own whose parameters
/// are the route's values; and the same routes as the checker's table.
struct RandomRouteSet {
    let prefix: String
    private(set) var manifest = ""
    private(set) var checkerTable = ""

    enum ValueType: String, CaseIterable {
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
        case string = "String"
    }

    enum Segment {
        case literal(String)
        case parameter(String, ValueType)
    }

    enum QueryKind {
        case required
        case optional
        case defaulted(String)
    }

    struct QueryItem {
        var key: String
        var name: String
        var type: ValueType
        var kind: QueryKind
    }

    struct Pattern {
        var scheme: String
        var host: String
        var segments: [Segment]
        var query: [QueryItem]

        var text: String {
            let path = segments.map { segment -> String in
                switch segment {
                case .literal(let text): "/" + text
                case .parameter(let name, let type): "/{\(name): \(type.rawValue)}"
                }
            }.joined()
            let items = query.map { item -> String in
                switch item.kind {
                case .required: "\(item.key)={\(item.name): \(item.type.rawValue)}"
                case .optional: "\(item.key)={\(item.name): \(item.type.rawValue)?}"
                case .defaulted(let value): "\(item.key)={\(item.name): \(item.type.rawValue) = \(value)}"
                }
            }
            return scheme + "://" + host + path + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
        }
    }

    struct Route {
        var name: String
        var values: [(name: String, type: String)]
        var patterns: [Pattern]
    }

    /// `scheme://host/segment/{name: Type}?key={name: Type?}`, as data; `nil` for text that is not a pattern.
    static func parse(_ text: String) -> Pattern? {
        guard let separator = text.range(of: "://") else { return nil }
        var rest = text[separator.upperBound...]
        var queryText = ""
        if let question = rest.firstIndex(of: "?") {
            queryText = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        var parts = rest.split(separator: "/").map(String.init)
        guard !parts.isEmpty else { return nil }
        let host = parts.removeFirst()
        func parameter(_ text: String) -> (name: String, type: ValueType, kind: QueryKind)? {
            guard text.hasPrefix("{"), text.hasSuffix("}"), let colon = text.firstIndex(of: ":") else { return nil }
            let name = String(text[text.index(after: text.startIndex)..<colon])
            var type = text[text.index(after: colon)..<text.index(before: text.endIndex)].trimmingCharacters(
                in: .whitespaces)
            var kind = QueryKind.required
            if let equals = type.range(of: " = ") {
                kind = .defaulted(String(type[equals.upperBound...]))
                type = String(type[..<equals.lowerBound])
            } else if type.hasSuffix("?") {
                kind = .optional
                type.removeLast()
            }
            guard let valueType = ValueType(rawValue: type) else { return nil }
            return (name, valueType, kind)
        }
        var segments: [Segment] = []
        for part in parts {
            if let found = parameter(part) {
                segments.append(.parameter(found.name, found.type))
            } else {
                segments.append(.literal(part))
            }
        }
        var query: [QueryItem] = []
        for item in queryText.split(separator: "&") {
            guard let equals = item.firstIndex(of: "="),
                let found = parameter(String(item[item.index(after: equals)...]))
            else { return nil }
            query.append(QueryItem(key: String(item[..<equals]), name: found.name, type: found.type, kind: found.kind))
        }
        return Pattern(scheme: String(text[..<separator.lowerBound]), host: host, segments: segments, query: query)
    }

    init(prefix: String, using random: inout SeededGenerator) {
        self.prefix = prefix
        let routes = (0..<Int.random(in: 2...5, using: &random)).map { index in
            Self.route(named: "r\(index)", using: &random)
        }
        manifest = Self.manifest(prefix: prefix, routes: routes)
        checkerTable = Self.table(prefix: prefix, routes: routes)
    }

    /// Literal segments that numbers, booleans and words read, and values a `Double`'s link may hold.
    private static let literals = ["item", "latest", "5", "true", "inf", "nan", "x", "007", "1.5", "-0"]

    private static func route(named name: String, using random: inout SeededGenerator) -> Route {
        let types = ValueType.allCases
        var parameters: [(name: String, type: ValueType)] = []
        for index in 0..<Int.random(in: 0...3, using: &random) {
            parameters.append(("v\(index)", types.randomElement(using: &random) ?? .string))
        }
        // Each pattern puts each value in the path, or in the query (required, optional or with a default); an
        // optional value is optional in every pattern, so that every pattern gives the same Swift type.
        let optional = Set(parameters.map(\.name).filter { _ in Int.random(in: 0..<4, using: &random) == 0 })
        let patterns = (0..<Int.random(in: 1...2, using: &random)).map { _ -> Pattern in
            var segments: [Segment] = []
            var query: [QueryItem] = []
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                segments.append(.literal(literals.randomElement(using: &random) ?? "x"))
            }
            for parameter in parameters {
                if optional.contains(parameter.name) {
                    query.append(
                        QueryItem(
                            key: "k" + parameter.name, name: parameter.name, type: parameter.type, kind: .optional))
                } else if Bool.random(using: &random) {
                    let at = Int.random(in: 0...segments.count, using: &random)
                    segments.insert(.parameter(parameter.name, parameter.type), at: at)
                } else {
                    let kind: QueryKind =
                        Bool.random(using: &random) ? .required : .defaulted(defaultText(parameter.type))
                    query.append(
                        QueryItem(key: "k" + parameter.name, name: parameter.name, type: parameter.type, kind: kind))
                }
            }
            return Pattern(
                scheme: ["app", "app", "web"].randomElement(using: &random) ?? "app",
                host: ["h", "h", "x.example"].randomElement(using: &random) ?? "h", segments: segments, query: query)
        }
        let values = parameters.map { parameter in
            (parameter.name, parameter.type.rawValue + (optional.contains(parameter.name) ? "?" : ""))
        }
        return Route(name: name, values: values, patterns: patterns)
    }

    private static func defaultText(_ type: ValueType) -> String {
        switch type {
        case .int: "+7"
        case .double: ".5"
        case .bool: "true"
        case .string: "a b"
        }
    }

    private static func manifest(prefix: String, routes: [Route]) -> String {
        let actions = routes.map { route in
            let parameters = route.values.map { #"{ "name": "\#($0.name)", "type": "\#($0.type)" }"# }
            return #"{ "name": "open\#(route.name)", "parameters": [\#(parameters.joined(separator: ", "))], "#
                + #""push": "\#(prefix)S\#(route.name)" }"#
        }
        let screens = routes.map { route in
            let inputs = route.values.map { #"{ "name": "\#($0.name)", "type": "\#($0.type)" }"# }
            return #"{ "name": "\#(prefix)S\#(route.name)", "inputs": [\#(inputs.joined(separator: ", "))] }"#
        }
        let routeEntries = routes.map { route in
            let patterns = route.patterns.map { "\"" + $0.text + "\"" }
            return #"{ "name": "\#(route.name)", "screen": "\#(prefix)S\#(route.name)", "patterns": [ "#
                + patterns.joined(separator: ", ") + " ] }"
        }
        return """
            { "version": 1, "runtimePrefix": "\(prefix)", "app": { "root": "\(prefix)Main" },
              "coordinators": [ { "name": "\(prefix)Main", "start": "\(prefix)Home" } ],
              "screens": [ { "name": "\(prefix)Home", "actions": [ \(actions.joined(separator: ", ")) ] },
                \(screens.joined(separator: ",\n    ")) ],
              "routes": [ \(routeEntries.joined(separator: ",\n    ")) ] }
            """
    }

    /// `RouteTable<R0AppRoute>(…)`: the routes as data, and code that builds each route from values and back.
    static func table(prefix: String, routes: [Route]) -> String {
        let type = prefix + "AppRoute"
        let patterns = routes.flatMap { route in
            route.patterns.map { pattern in
                let segments = pattern.segments.map { segment -> String in
                    switch segment {
                    case .literal(let text): ".literal(\"\(text)\")"
                    case .parameter(let name, let type): ".parameter(\"\(name)\", .\(type.rawValue.lowercased()))"
                    }
                }
                let query = pattern.query.map { item -> String in
                    let kind: String
                    switch item.kind {
                    case .required: kind = ".required"
                    case .optional: kind = ".optional"
                    case .defaulted(let value): kind = ".defaulted(\"\(value)\")"
                    }
                    return "TablePattern.Item(key: \"\(item.key)\", name: \"\(item.name)\", "
                        + "type: .\(item.type.rawValue.lowercased()), kind: \(kind))"
                }
                return
                    "TablePattern(route: \"\(route.name)\", scheme: \"\(pattern.scheme)\", host: \"\(pattern.host)\", "
                    + "segments: [\(segments.joined(separator: ", "))], query: [\(query.joined(separator: ", "))])"
            }
        }
        let makes = routes.map { route -> String in
            let bindings = route.values.map { value -> String in
                let base = String(value.type.filter { $0 != "?" }).lowercased()
                return value.type.hasSuffix("?")
                    ? "let \(value.name) = values[\"\(value.name)\"]?.\(base)"
                    : "guard let \(value.name) = values[\"\(value.name)\"]?.\(base) else { return nil }"
            }
            // The case's values come in its first pattern's order: path, then query.
            let first = route.patterns[0]
            let order =
                first.segments.compactMap { segment -> String? in
                    if case .parameter(let name, _) = segment { name } else { nil }
                } + first.query.map(\.name)
            let arguments = order.map { "\($0): \($0)" }.joined(separator: ", ")
            return "case \"\(route.name)\":\n"
                + bindings.map { "    " + $0 + "\n" }.joined()
                + "    return .\(route.name)" + (arguments.isEmpty ? "" : "(\(arguments))")
        }
        return """
            RouteTable<\(type)>(
                        name: "\(prefix)",
                        patterns: [\(patterns.joined(separator: ", "))],
                        make: { route, values in
                            switch route {
                            \(makes.joined(separator: "\n").replacingOccurrences(of: "\n", with: "\n                "))
                            default: return nil
                            }
                        },
                        read: { \(type)(url: $0) }, link: { $0.url })
            """
    }
}
