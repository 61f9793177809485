import Generator
import Templates

/// `AppRoute`: one case per route of the manifest, the initializer that reads a link, and the link back.
///
/// It imports Foundation only: reading and building links needs no UI.
package enum RouteTranslator {
    package static let imports = ["Foundation"]

    /// The local that holds the link `AppRoute(url:)` reads: no route parameter may take its name, nor that of the
    /// runtime's `RouteLink`, since each parameter is a local beside it.
    package static let incoming = "incoming"

    /// `AppRoute`, named `name`, reading and building links with the runtime's `link` type, then the conformances to
    /// `linkValue` that coordgen declares for the app's `linkTypes`.
    package static func declarations(
        for routes: [RouteModel], named name: String, link: String,
        linkTypes: [(name: String, conversion: LinkConversion)] = [], linkValue: String = "", payload: String = "",
        access: [String] = []
    ) -> [Declaration] {
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
                .block(opener: "guard let \(incoming) = \(link)(url) else {", body: [.line("return nil")]),
                .conditional(
                    routes.flatMap { route in route.patterns.map { branch(for: $0, of: route, link: link) } },
                    otherwise: [.line("return nil")]),
            ])
        let building = PropertyDeclaration(
            documentation: ["The link that opens this route: its first pattern's, with its values."],
            name: "url", type: "URL",
            value: .computed([
                .switchOver(subject: "self", cases: routes.map { urlCase($0, link: link) })
            ]))
        return [
            .type(
                TypeDeclaration(
                    documentation: [
                        "A link into the app: one case per route of the manifest, with the values its patterns give.",
                        "`\(name)(url:)` reads a link, and `url` builds one.",
                    ],
                    kind: .enum, name: name, inheritance: ["Hashable", "Sendable"],
                    members: cases + [.initializer(reading), .property(building)]))
        ] + entryReaders(for: routes, named: name, payload: payload, access: access)
            + linkTypes.compactMap { conformance(of: $0.name, through: $0.conversion, to: linkValue) }
    }

    /// `type`'s conformance to `linkValue` through its raw value or its description; `nil` for a type whose
    /// conformance the app declares itself.
    private static func conformance(
        of type: String, through conversion: LinkConversion, to linkValue: String
    ) -> Declaration? {
        let reading: [Statement]
        let text: String
        switch conversion {
        case .rawValue:
            reading = [
                .line("guard let rawValue = Self.RawValue(linkText: linkText) else { return nil }"),
                .line("self.init(rawValue: rawValue)"),
            ]
            text = "rawValue.linkText"
        case .description:
            reading = [.line("self.init(linkText)")]
            text = "description"
        case .linkText:
            return nil
        }
        return .type(
            TypeDeclaration(
                documentation: ["A route's value in a link: `\(type)`'s \(conversion.rawValue)."],
                kind: .extension, name: type, inheritance: [linkValue],
                members: [
                    .initializer(
                        InitializerDeclaration(
                            isFailable: true, parameters: [FunctionParameter(name: "linkText", type: "String")],
                            body: reading)),
                    .property(PropertyDeclaration(name: "linkText", type: "String", value: .computed([.line(text)]))),
                ]))
    }

    /// What the route shows and how it gets there, then its patterns, one a line.
    private static func documentation(of route: RouteModel) -> [String] {
        ["Shows \(route.screen), by \(RouteStep.describe(route.way, to: route.screen)).", ""]
            + route.patterns.map { "- `\($0.text)`" }
    }

    /// The branch that reads a link of `pattern`: it holds when the link has the pattern's scheme, host and literal
    /// segments and every value reads as its type, so a link that fails one pattern goes on to the others.
    private static func branch(for pattern: RoutePattern, of route: RouteModel, link: String) -> ConditionalBranch {
        let path = pattern.segments.map { segment -> String in
            if case .literal(let text) = segment { quoted(text) } else { "nil" }
        }
        var clauses = [
            "\(incoming).matches(scheme: \(quoted(pattern.scheme)), host: \(quoted(pattern.host)), "
                + "path: [\(path.joined(separator: ", "))])"
        ]
        for (index, segment) in pattern.segments.enumerated() {
            guard case .parameter(let parameter) = segment else { continue }
            let segment = "\(incoming).segments[\(index)]"
            clauses.append(
                "let \(parameter.name) = "
                    + (parameter.type.isLinkValue
                        ? "\(parameter.type.name)(linkText: \(segment))"
                        : "\(link).\(reader(parameter.type))(\(segment))"))
        }
        // `url` writes these in a path, where a value cannot be empty: another pattern's query may not give one.
        let inFirstPath = Set(
            route.patterns[0].segments.compactMap { segment -> String? in
                guard case .parameter(let parameter) = segment, parameter.type == .string || parameter.type.isLinkValue
                else { return nil }
                return parameter.name
            })
        for item in pattern.query {
            let parameter = item.parameter
            let key = quoted(item.key)
            let reader =
                switch (inFirstPath.contains(parameter.name), parameter.type.isLinkValue) {
                case (true, true): "{ $0.isEmpty ? nil : \(parameter.type.name)(linkText: $0) }"
                case (false, true): "\(parameter.type.name).init(linkText:)"
                case (true, false): link + ".nonEmpty"
                case (false, false): link + "." + reader(parameter.type)
                }
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

    private static func urlCase(_ route: RouteModel, link: String) -> SwitchCase {
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
                    prefix: "return \(link).url",
                    arguments: [
                        "scheme: \(quoted(pattern.scheme))", "host: \(quoted(pattern.host))",
                        "path: [\(path.joined(separator: ", "))]", "query: [\(query.joined(separator: ", "))]",
                    ])
            ])
    }

    /// `routes` grouped by `key`, in the order each key first comes, each group as a case pattern: `.feed, .article`.
    package static func grouped<Key: Hashable>(
        _ routes: [RouteModel], by key: (RouteModel) -> Key
    ) -> [(key: Key, routes: String)] {
        var keys: [Key] = []
        var grouped: [Key: [String]] = [:]
        for route in routes {
            let value = key(route)
            if grouped[value] == nil {
                keys.append(value)
            }
            grouped[value, default: []].append("." + route.name)
        }
        return keys.map { ($0, grouped[$0, default: []].joined(separator: ", ")) }
    }

    package static func arguments(_ list: [String]) -> String {
        list.isEmpty ? "" : "(" + list.joined(separator: ", ") + ")"
    }

    /// The text a value of `type` named `name` is written as in a link.
    private static func text(of name: String, _ type: RoutePattern.ValueType) -> String {
        switch type {
        case .string: name
        case .url, .app: name + ".linkText"
        case .int, .double, .bool: "String(\(name))"
        }
    }

    /// The link's reader of a standard type's values; a `URL` or an app's type reads through `init?(linkText:)`.
    static func reader(_ type: RoutePattern.ValueType) -> String {
        switch type {
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .string, .url, .app: "string"
        }
    }

    static func quoted(_ text: String) -> String {
        SwiftSpelling.stringLiteral(text)
    }
}
