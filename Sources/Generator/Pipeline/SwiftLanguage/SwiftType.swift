/// A Swift type as written in the manifest, parsed so that only real types reach generated code.
///
/// Parsing is the defence against injected code: a newline, brace or semicolon is not part of the grammar.
/// The parsed form also gives a canonical spelling, so `[String:Int]` and `Dictionary<String, Int>` compare equal.
package indirect enum SwiftType: Equatable, Sendable {
    case named([NameComponent])
    case optional(SwiftType)
    case array(SwiftType)
    case dictionary(key: SwiftType, value: SwiftType)
    case tuple([TupleElement])
    case function(attributes: [String], parameters: [SwiftType], isAsync: Bool, isThrowing: Bool, result: SwiftType)
    case composition([SwiftType])
    case existential(SwiftType)

    package struct NameComponent: Equatable, Sendable {
        package var name: String
        package var arguments: [SwiftType]
    }

    package struct TupleElement: Equatable, Sendable {
        var label: String?
        var type: SwiftType
    }

    /// Parses `text`, or explains what is wrong with it.
    /// `modules` are the modules that generated code imports or names, which alone are not types: the language's
    /// (``languageModules``) and the back end's.
    static func parse(_ text: String, modules: Set<String> = languageModules) -> Result<SwiftType, SwiftTypeError> {
        var parser = SwiftTypeParser(text)
        let result = parser.parseWhole()
        if case .success(let type) = result, let problem = type.genericArgumentProblem(modules: modules) {
            return .failure(SwiftTypeError(reason: problem))
        }
        return result
    }

    /// Words that are keywords where a type is written, although they may name other things.
    private static let contextualKeywords: Set<String> = ["async", "await", "throws", "rethrows", "some", "any"]

    /// The modules every back end's generated code imports or names; alone, they are not types.
    static let languageModules: Set<String> = ["Swift", "Foundation"]

    /// The standard library's and Foundation's value types that a manifest names most, which `weak` cannot hold.
    private static let valueTypes: Set<String> = [
        "Any", "Bool", "Character", "Data", "Date", "Decimal", "Double", "Float", "Int", "Int8", "Int16", "Int32",
        "Int64", "Never", "String", "Substring", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "URL", "UUID", "Void",
        "Array", "Dictionary", "Optional", "Result", "Set",
    ]

    /// The first unqualified name in the type that is one of the standard value types spelt in another case (`int`,
    /// `[string: Bool]`), with the type it means: Swift would find no such type.
    var miscasedStandardName: (found: String, meant: String)? {
        switch self {
        case .named(let components):
            if components.count == 1, !Self.valueTypes.contains(components[0].name),
                let meant = Self.valueTypes.first(where: { $0.lowercased() == components[0].name.lowercased() })
            {
                return (components[0].name, meant)
            }
            return components.flatMap(\.arguments).lazy.compactMap(\.miscasedStandardName).first
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped):
            return wrapped.miscasedStandardName
        case .dictionary(let key, let value):
            return key.miscasedStandardName ?? value.miscasedStandardName
        case .tuple(let elements):
            return elements.lazy.compactMap(\.type.miscasedStandardName).first
        case .function(_, let parameters, _, _, let result):
            return (parameters + [result]).lazy.compactMap(\.miscasedStandardName).first
        case .composition(let members):
            return members.lazy.compactMap(\.miscasedStandardName).first
        }
    }

    /// Whether `weak` may hold this type: an existential or composition (`any Delegate`), or a name that is not one of
    /// the standard value types. Collections, tuples, functions and optionals never are.
    var mayBeClassBound: Bool {
        switch self {
        case .existential, .composition: true
        case .named: standardName.map { !Self.valueTypes.contains($0.name) } ?? true
        case .optional, .array, .dictionary, .tuple, .function: false
        }
    }

    /// The standard library's generic types and how many arguments each takes.
    private static let genericArity = ["Optional": 1, "Array": 1, "Set": 1, "Dictionary": 2, "Result": 2]

    /// The component a name of the standard library's refers to: `Int` for `Int` and `Swift.Int`; `nil` for any other
    /// qualified name, which is the user's, and for a type that is not a name.
    var standardName: NameComponent? {
        guard case .named(let components) = self else { return nil }
        switch components.count {
        case 1: return components[0]
        case 2 where components[0].name == "Swift": return components[1]
        default: return nil
        }
    }

    /// Why a standard generic type in this type has the wrong number of arguments (`Set`, `Array<Int, Int>`).
    private func genericArgumentProblem(modules: Set<String>) -> String? {
        switch self {
        case .named(let components):
            let first = components[0].name
            if components.count == 1, modules.contains(first) {
                return "'\(first)' is a module, not a type"
            }
            if components.count == 1, Self.contextualKeywords.contains(first) {
                return "'\(first)' is a keyword, not a type"
            }
            if first == "Self" {
                return "'Self' would mean whichever generated type it is written in"
            }
            if let standard = standardName, let arity = Self.genericArity[standard.name],
                standard.arguments.count != arity
            {
                return "'\(standard.name)' takes \(arity) generic argument\(arity == 1 ? "" : "s"), not "
                    + "\(standard.arguments.count)"
            }
            return components.lazy.flatMap(\.arguments).compactMap { $0.genericArgumentProblem(modules: modules) }.first
        case .optional(let wrapped), .array(let wrapped), .existential(let wrapped):
            return wrapped.genericArgumentProblem(modules: modules)
        case .dictionary(let key, let value):
            return key.genericArgumentProblem(modules: modules) ?? value.genericArgumentProblem(modules: modules)
        case .tuple(let elements):
            return elements.lazy.compactMap { $0.type.genericArgumentProblem(modules: modules) }.first
        case .function(_, let parameters, _, _, let result):
            return (parameters + [result]).lazy.compactMap { $0.genericArgumentProblem(modules: modules) }.first
        case .composition(let members):
            return members.lazy.compactMap { $0.genericArgumentProblem(modules: modules) }.first
        }
    }

    /// Whether no value of the type can exist: `Never`, or a tuple with an element that is uninhabited.
    var isUninhabited: Bool {
        switch self {
        case .named:
            return standardName?.name == "Never" && standardName?.arguments.isEmpty == true
        case .tuple(let elements):
            return elements.contains { $0.type.isUninhabited }
        case .optional, .array, .dictionary, .function, .composition, .existential:
            return false
        }
    }

    /// The part of the type that is known not to be `Sendable`: a function type that is neither `@Sendable` nor
    /// `@MainActor`, `Any`, `AnyObject`, or the back end's sender a popover points at (``Backend/isSender(_:)``, a
    /// protocol that is not `Sendable`). `nil` when nothing is known to stop it: a type of the user's own is left to the
    /// compiler, as are the framework's main-actor classes, which are `Sendable`.
    func knownNonSendablePart(isSender: (SwiftType) -> Bool) -> SwiftType? {
        func firstPart(of types: [SwiftType]) -> SwiftType? {
            for type in types {
                if let part = type.knownNonSendablePart(isSender: isSender) { return part }
            }
            return nil
        }
        switch self {
        case .named(let components):
            if let standard = standardName, ["Any", "AnyObject"].contains(standard.name) {
                return self
            }
            return firstPart(of: components.flatMap(\.arguments))
        case .function(let attributes, _, _, _, _):
            return attributes.contains("@Sendable") || attributes.contains("@MainActor") ? nil : self
        case .optional(let wrapped), .array(let wrapped):
            return wrapped.knownNonSendablePart(isSender: isSender)
        case .dictionary(let key, let value):
            return key.knownNonSendablePart(isSender: isSender) ?? value.knownNonSendablePart(isSender: isSender)
        case .tuple(let elements):
            return firstPart(of: elements.map(\.type))
        case .composition(let parts):
            return firstPart(of: parts)
        case .existential(let inner):
            return isSender(self) ? self : inner.knownNonSendablePart(isSender: isSender)
        }
    }

    /// Whether the type is a function type, which needs `@escaping` as a parameter that is stored.
    package var isFunction: Bool {
        if case .function = self { return true }
        return false
    }
}

/// Parses each distinct type string once per run; validation and resolution share it.
struct TypeTable {
    private var parsed: [String: Result<SwiftType, SwiftTypeError>] = [:]
    /// The modules that are not types: the language's and the back end's.
    private let modules: Set<String>

    /// A table for code that imports `framework` (the back end's module) besides the language's.
    init(framework: String? = nil) {
        modules = SwiftType.languageModules.union(framework.map { [$0] } ?? [])
    }

    mutating func parse(_ text: String) -> Result<SwiftType, SwiftTypeError> {
        if let known = parsed[text] {
            return known
        }
        let result = SwiftType.parse(text, modules: modules)
        parsed[text] = result
        return result
    }

    /// `text` parsed, from the table when it is there, without adding it: for readers on several threads.
    func parsed(_ text: String) -> Result<SwiftType, SwiftTypeError> {
        parsed[text] ?? SwiftType.parse(text, modules: modules)
    }
}

/// Why a type string was refused.
struct SwiftTypeError: Error, Equatable, Sendable {
    var reason: String
}

/// A recursive-descent parser for the subset of Swift type syntax that can be stored in a property.
private struct SwiftTypeParser {
    private enum Token: Equatable {
        case identifier(String)
        case attribute(String)
        case punctuation(String)
    }

    private static let maximumDepth = 32
    private var tokens: [Token] = []
    private var index = 0
    private var depth = 0
    private var lexError: SwiftTypeError?

    init(_ text: String) {
        tokenize(Array(text.unicodeScalars))
    }

    mutating func parseWhole() -> Result<SwiftType, SwiftTypeError> {
        if let lexError { return .failure(lexError) }
        guard !tokens.isEmpty else { return .failure(SwiftTypeError(reason: "it is empty")) }
        do throws(SwiftTypeError) {
            let type = try parseType()
            if index < tokens.count {
                throw SwiftTypeError(reason: "unexpected '\(describe(tokens[index]))'")
            }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    // MARK: Lexing

    private mutating func tokenize(_ scalars: [Unicode.Scalar]) {
        var position = 0
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == " " {
                position += 1
            } else if SwiftNames.isIdentifierHead(scalar) || scalar == "@" {
                let start = position
                position += 1
                while position < scalars.count, SwiftNames.isIdentifierBody(scalars[position]) {
                    position += 1
                }
                let word = String(String.UnicodeScalarView(scalars[start..<position]))
                tokens.append(scalar == "@" ? .attribute(word) : .identifier(word))
            } else if scalar == "-", position + 1 < scalars.count, scalars[position + 1] == ">" {
                tokens.append(.punctuation("->"))
                position += 2
            } else if ".<>,[]:()?&!".unicodeScalars.contains(scalar) {
                tokens.append(.punctuation(String(scalar)))
                position += 1
            } else {
                lexError = SwiftTypeError(reason: "it contains \(SwiftNames.describe(scalar))")
                return
            }
        }
    }

    // MARK: Grammar

    private mutating func parseType() throws(SwiftTypeError) -> SwiftType {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw SwiftTypeError(reason: "it is nested too deeply") }
        var attributes: [String] = []
        while case .attribute(let name)? = peek() {
            guard ["@Sendable", "@MainActor", "@escaping"].contains(name) else {
                throw SwiftTypeError(reason: "the attribute '\(name)' is not supported here")
            }
            if name != "@escaping" {
                attributes.append(name)
            }
            index += 1
        }
        let first = try parseSuffixed()
        if isPunctuation("->") || isIdentifier("async") || isIdentifier("throws") {
            return try parseFunction(attributes: attributes, parameters: first)
        }
        guard attributes.isEmpty else { throw SwiftTypeError(reason: "attributes apply only to function types") }
        var members = [first]
        while isPunctuation("&") {
            index += 1
            members.append(try parseSuffixed())
        }
        return members.count == 1 ? first : .composition(members)
    }

    private mutating func parseFunction(attributes: [String], parameters: SwiftType) throws(SwiftTypeError) -> SwiftType
    {
        guard case .tuple(let elements) = parameters else {
            throw SwiftTypeError(reason: "a function type needs its parameters in parentheses")
        }
        var isAsync = false
        var isThrowing = false
        if isIdentifier("async") {
            isAsync = true
            index += 1
        }
        if isIdentifier("throws") {
            isThrowing = true
            index += 1
        }
        guard isPunctuation("->") else { throw SwiftTypeError(reason: "expected '->' in the function type") }
        index += 1
        let result = try parseType()
        return .function(
            attributes: attributes, parameters: elements.map(\.type), isAsync: isAsync,
            isThrowing: isThrowing, result: result)
    }

    private mutating func parseSuffixed() throws(SwiftTypeError) -> SwiftType {
        var type = try parsePrimary()
        while true {
            if isPunctuation("?") {
                index += 1
                type = .optional(type)
            } else if isPunctuation("!") {
                throw SwiftTypeError(reason: "implicitly unwrapped optionals ('!') are not supported; use '?'")
            } else {
                return type
            }
        }
    }

    private mutating func parsePrimary() throws(SwiftTypeError) -> SwiftType {
        guard let token = peek() else { throw SwiftTypeError(reason: "it ends too early") }
        switch token {
        case .identifier("any"):
            index += 1
            return .existential(try parseSuffixed())
        case .identifier("some"):
            throw SwiftTypeError(reason: "opaque 'some' types cannot be stored; use 'any'")
        case .identifier:
            return try parseNamed()
        case .punctuation("["):
            index += 1
            let element = try parseType()
            if isPunctuation(":") {
                index += 1
                let value = try parseType()
                try expect("]")
                return .dictionary(key: element, value: value)
            }
            try expect("]")
            return .array(element)
        case .punctuation("("):
            index += 1
            var elements: [SwiftType.TupleElement] = []
            while !isPunctuation(")") {
                var label: String?
                if case .identifier(let name)? = peek(), case .punctuation(":")? = peek(offset: 1) {
                    label = name
                    index += 2
                }
                elements.append(SwiftType.TupleElement(label: label, type: try parseType()))
                if isPunctuation(",") {
                    index += 1
                } else if !isPunctuation(")") {
                    throw SwiftTypeError(reason: "expected ',' or ')'")
                }
            }
            index += 1
            if elements.count == 1, elements[0].label == nil, !isPunctuation("->"), !isIdentifier("async"),
                !isIdentifier("throws")
            {
                return elements[0].type
            }
            return .tuple(elements)
        default:
            throw SwiftTypeError(reason: "unexpected '\(describe(token))'")
        }
    }

    private mutating func parseNamed() throws(SwiftTypeError) -> SwiftType {
        var components: [SwiftType.NameComponent] = []
        repeat {
            if !components.isEmpty { index += 1 }
            guard case .identifier(let name)? = peek() else { throw SwiftTypeError(reason: "expected a type name") }
            guard !SwiftNames.keywords.contains(name) || name == "Any" || name == "Self" else {
                throw SwiftTypeError(reason: "'\(name)' is a keyword, not a type")
            }
            index += 1
            var arguments: [SwiftType] = []
            if isPunctuation("<") {
                index += 1
                repeat {
                    if !arguments.isEmpty { index += 1 }
                    arguments.append(try parseType())
                } while isPunctuation(",")
                try expect(">")
            }
            components.append(SwiftType.NameComponent(name: name, arguments: arguments))
        } while isPunctuation(".")
        return .named(components)
    }

    // MARK: Helpers

    private func peek(offset: Int = 0) -> Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private func isPunctuation(_ text: String) -> Bool {
        peek() == .punctuation(text)
    }

    private func isIdentifier(_ text: String) -> Bool {
        peek() == .identifier(text)
    }

    private mutating func expect(_ text: String) throws(SwiftTypeError) {
        guard isPunctuation(text) else { throw SwiftTypeError(reason: "expected '\(text)'") }
        index += 1
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .identifier(let text), .attribute(let text), .punctuation(let text): return text
        }
    }
}
