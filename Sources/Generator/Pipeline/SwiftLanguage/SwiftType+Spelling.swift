extension SwiftType {
    /// The canonical spelling: sugar for optionals, arrays and dictionaries, one space after `:` and `,`.
    package var canonical: String {
        switch self {
        case .named(let components):
            // `Swift.String` is `String`: the standard library's names compare (and are spelt) without their module.
            if components.count == 2, let name = standardName {
                return SwiftType.named([name]).canonical
            }
            if components.count == 1 {
                if let sugared = sugared(components[0]) {
                    return sugared.canonical
                }
                // The common case, `Int` or `Product`: the name itself, without a list to join.
                if components[0].arguments.isEmpty {
                    return components[0].name
                }
            }
            return components.map { component in
                component.arguments.isEmpty
                    ? component.name
                    : component.name + "<" + component.arguments.map(\.canonical).joined(separator: ", ") + ">"
            }.joined(separator: ".")
        case .optional(let wrapped):
            return wrapped.needsParenthesesBeforeSuffix ? "(\(wrapped.canonical))?" : wrapped.canonical + "?"
        case .array(let element):
            return "[\(element.canonical)]"
        case .dictionary(let key, let value):
            return "[\(key.canonical): \(value.canonical)]"
        case .tuple(let elements):
            return "("
                + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.canonical }
                .joined(separator: ", ") + ")"
        case .function(let attributes, let parameters, let isAsync, let isThrowing, let result):
            let prefix = attributes.map { $0 + " " }.joined()
            let effects = (isAsync ? " async" : "") + (isThrowing ? " throws" : "")
            return prefix + "(" + parameters.map(\.canonical).joined(separator: ", ") + ")" + effects + " -> "
                + result.canonical
        case .composition(let members):
            return members.map(\.canonical).joined(separator: " & ")
        case .existential(let constraint):
            return "any " + constraint.canonical
        }
    }

    private var needsParenthesesBeforeSuffix: Bool {
        switch self {
        case .function, .composition, .existential: return true
        default: return false
        }
    }

    private func sugared(_ component: NameComponent) -> SwiftType? {
        switch (component.name, component.arguments.count) {
        case ("Optional", 1): return .optional(component.arguments[0])
        case ("Array", 1): return .array(component.arguments[0])
        case ("Dictionary", 2): return .dictionary(key: component.arguments[0], value: component.arguments[1])
        default: return nil
        }
    }
}
