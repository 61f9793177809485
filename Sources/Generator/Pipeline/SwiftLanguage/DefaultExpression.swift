/// The Swift expressions an input's `default` may be: literals, names, member accesses, calls, arrays,
/// dictionaries, tuples, `nil` and unary minus. Nothing else gets into generated code.
///
/// The text is tokenized by the rules of Swift's lexer for the tokens it knows (including raw and multi-line
/// string literals, so that no quote or backslash can end a literal early), then parsed by a small recursive-descent
/// parser that must consume every token. Anything outside the subset is refused with a reason.
struct DefaultExpression: Equatable {
    /// What the expression is at the top, for the checks against the input's type.
    enum Kind: Equatable {
        case integer
        case float
        /// A string literal, with its value (escapes decoded).
        case string(String)
        case boolean
        case `nil`
        case array
        case dictionary
        case tuple(count: Int)
        /// A name, member access or call: its type is not known without compiling.
        case other
    }

    var kind: Kind
    /// The elements of an array or tuple literal in order; a dictionary literal's keys and values alternate.
    var elements: [DefaultExpression] = []
    /// An integer literal's value, when the literal is an integer (with its sign, when negated).
    var integer: IntegerLiteral?

    /// Parses `text`, or explains why it cannot be a default.
    static func parse(_ text: String) -> Result<DefaultExpression, DefaultExpressionError> {
        var lexer = DefaultExpressionLexer(Array(text.unicodeScalars))
        let tokens: [DefaultExpressionToken]
        do {
            tokens = try lexer.tokens()
        } catch {
            return .failure(error)
        }
        guard !tokens.isEmpty else { return .failure(DefaultExpressionError(reason: "it is empty")) }
        var parser = DefaultExpressionParser(tokens: tokens)
        do {
            return .success(try parser.parseWhole())
        } catch {
            return .failure(error)
        }
    }

    /// Why this expression cannot be a value of `type`, when its literal kind decides it; `nil` when it may be. The
    /// elements of array, dictionary and tuple literals are checked against their element types, and integers
    /// against the range of the standard integer types. `frameworkTypes` are the types the back end's frameworks
    /// declare, which take no literal (``ReservedNames/frameworkTypes(of:)``).
    func mismatch(with type: SwiftType, frameworkTypes: [String: String]) -> String? {
        var unwrapped = type
        while let wrapped = unwrapped.wrappedOptional {
            unwrapped = wrapped
        }
        if kind == .nil && unwrapped != type {
            return nil
        }
        if let problem = topLevelMismatch(with: unwrapped, declared: type, frameworkTypes: frameworkTypes) {
            return problem
        }
        if let integer, let problem = integer.overflow(storingInto: unwrapped) {
            return problem
        }
        let elementTypes: [SwiftType]
        switch (kind, unwrapped.literalElements) {
        case (.array, .some(.sequence(let element))):
            elementTypes = Array(repeating: element, count: elements.count)
        case (.dictionary, .some(.dictionary(let key, let value))):
            elementTypes = (0..<elements.count).map { $0 % 2 == 0 ? key : value }
        case (.tuple, .some(.tuple(let types))) where types.count == elements.count:
            elementTypes = types
        default:
            return nil
        }
        for (element, elementType) in zip(elements, elementTypes) {
            if let problem = element.mismatch(with: elementType, frameworkTypes: frameworkTypes) {
                return problem
            }
        }
        return nil
    }

    /// The check of the literal's own kind against `unwrapped`, the input's type (`declared`) without its optionals.
    private func topLevelMismatch(
        with unwrapped: SwiftType, declared type: SwiftType, frameworkTypes: [String: String]
    ) -> String? {
        guard let expected = LiteralFamily(unwrapped, frameworkTypes: frameworkTypes) else { return nil }
        let found: String
        switch kind {
        case .other:
            return nil
        case _ where expected == .anyValue && kind != .nil:
            return nil
        case .nil:
            return "'nil' needs an optional type, and '\(type.canonical)' is not optional"
        case .integer:
            if expected == .integer || expected == .float { return nil }
            found = "an integer"
        case .float:
            if expected == .float { return nil }
            found = "a floating-point number"
        case .string(let value):
            switch expected {
            case .string:
                return nil
            case .character where value.count != 1:
                return "it is a string of \(value.count) characters, but a 'Character' holds exactly one"
            case .scalar where value.unicodeScalars.count != 1:
                return "it is a string of \(value.unicodeScalars.count) Unicode scalars, but a 'Unicode.Scalar' holds "
                    + "exactly one"
            case .character, .scalar:
                return nil
            default:
                found = "a string"
            }
        case .boolean:
            if expected == .boolean { return nil }
            found = "a Boolean"
        case .array:
            if expected == .array || expected == .set { return nil }
            found = "an array literal"
        case .dictionary:
            if expected == .dictionary { return nil }
            found = "a dictionary literal"
        case .tuple(let count):
            if case .tuple(let elements) = unwrapped, elements.count == count { return nil }
            found = "a tuple of \(count)"
        }
        return "it is \(found), but the input is '\(type.canonical)'"
    }
}

/// An integer literal's value: its magnitude (`nil` past `UInt64`) and sign.
struct IntegerLiteral: Equatable {
    var magnitude: UInt64?
    var isNegative = false

    /// Reads a literal as the lexer took it: decimal, `0x`, `0o` or `0b`, with `_` separators.
    init(_ text: String) {
        var digits = Substring(text)
        var radix: UInt64 = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0o") || digits.hasPrefix("0b") {
            radix = digits.hasPrefix("0x") ? 16 : digits.hasPrefix("0o") ? 8 : 2
            digits = digits.dropFirst(2)
        }
        var value: UInt64? = 0
        for character in digits where character != "_" {
            guard let current = value, let digit = character.hexDigitValue.map(UInt64.init) else { break }
            let (shifted, overflowed) = current.multipliedReportingOverflow(by: radix)
            let (sum, carried) = shifted.addingReportingOverflow(digit)
            value = overflowed || carried ? nil : sum
        }
        magnitude = value
    }

    /// The bounds of the standard integer types, by name; `UInt` and `Int` are 64 bits on every iOS device.
    private static let ranges: [String: (negative: UInt64, positive: UInt64)] = [
        "Int": (1 << 63, UInt64(Int64.max)), "Int64": (1 << 63, UInt64(Int64.max)),
        "Int32": (1 << 31, UInt64(Int32.max)), "Int16": (1 << 15, UInt64(Int16.max)), "Int8": (1 << 7, 127),
        "UInt": (0, .max), "UInt64": (0, .max), "UInt32": (0, UInt64(UInt32.max)), "UInt16": (0, 65_535),
        "UInt8": (0, 255),
    ]

    /// Why this literal does not fit `type`, when `type` is a standard integer type.
    func overflow(storingInto type: SwiftType) -> String? {
        guard let name = type.standardName?.name, let range = Self.ranges[name] else { return nil }
        guard let magnitude, magnitude <= (isNegative ? range.negative : range.positive) else {
            let lowest = range.negative == 0 ? "0" : "-\(range.negative)"
            return "it overflows '\(name)', which holds \(lowest) to \(range.positive)"
        }
        return nil
    }
}

extension SwiftType {
    /// What the elements of a literal of this type must be: an array's or set's element, a dictionary's key and
    /// value, a tuple's element types; `nil` for other types.
    enum LiteralElements {
        case sequence(SwiftType)
        case dictionary(key: SwiftType, value: SwiftType)
        case tuple([SwiftType])
    }

    var literalElements: LiteralElements? {
        switch self {
        case .array(let element):
            return .sequence(element)
        case .dictionary(let key, let value):
            return .dictionary(key: key, value: value)
        case .tuple(let elements):
            return .tuple(elements.map(\.type))
        case .named:
            guard let standard = standardName else { return nil }
            switch (standard.name, standard.arguments.count) {
            case ("Array", 1), ("Set", 1): return .sequence(standard.arguments[0])
            case ("Dictionary", 2): return .dictionary(key: standard.arguments[0], value: standard.arguments[1])
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The type an optional wraps, spelled `T?` or `Optional<T>`; `nil` for a type that is not optional.
    var wrappedOptional: SwiftType? {
        switch self {
        case .optional(let wrapped):
            return wrapped
        case .named:
            guard let standard = standardName, standard.name == "Optional", standard.arguments.count == 1 else {
                return nil
            }
            return standard.arguments[0]
        default:
            return nil
        }
    }
}

/// Why a default was refused.
struct DefaultExpressionError: Error, Equatable {
    var reason: String
}

/// The standard types whose literals are known, so a default of the wrong kind can be refused before compiling.
private enum LiteralFamily: Equatable {
    case integer
    case float
    case string
    /// `Character`: a string literal of exactly one grapheme cluster.
    case character
    /// `Unicode.Scalar`: a string literal of exactly one scalar.
    case scalar
    case boolean
    case array
    case set
    case dictionary
    case tuple
    case function
    /// A class or a type no literal can be: only `nil`, when optional.
    case noLiteral
    /// `Any` and `AnyObject`: any value, but not `nil`.
    case anyValue

    init?(_ type: SwiftType, frameworkTypes: [String: String]) {
        switch type {
        case .array: self = .array
        case .dictionary: self = .dictionary
        case .tuple: self = .tuple
        case .function: self = .function
        case .named(let components):
            let names = components.map(\.name)
            if names == ["Unicode", "Scalar"] || names == ["Swift", "Unicode", "Scalar"] {
                self = .scalar
                return
            }
            // `Swift.Int` is `Int`; any other qualified name is the user's.
            guard let name = type.standardName?.name else { return nil }
            switch name {
            case "Array": self = .array
            case "Dictionary": self = .dictionary
            case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
                self = .integer
            case "Double", "Float", "Float16", "Float80", "CGFloat", "TimeInterval":
                self = .float
            case "String", "Substring": self = .string
            case "Character": self = .character
            case "Bool": self = .boolean
            case "Set": self = .set
            case "Void", "Never", "Error", "Result", "URL", "Date", "Data", "UUID", "MainActor", "Sendable":
                self = .noLiteral
            case "Any", "AnyObject": self = .anyValue
            default:
                guard let framework = frameworkTypes[name], framework != "Swift" else { return nil }
                self = .noLiteral
            }
        case .existential(let constraint):
            // `any Error` takes no literal; another protocol may be expressible by one.
            guard LiteralFamily(constraint, frameworkTypes: frameworkTypes) == .noLiteral else { return nil }
            self = .noLiteral
        case .optional, .composition:
            return nil
        }
    }
}

/// One token of a default expression.
enum DefaultExpressionToken: Equatable {
    case identifier(String)
    /// An integer literal, as written.
    case integer(String)
    case float
    /// A string literal, with its value (escapes decoded).
    case string(String)
    /// One of `( ) [ ] , : . -`.
    case punctuation(Unicode.Scalar)
}

/// Splits a default into tokens, refusing every character and construct outside the subset.
private struct DefaultExpressionLexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func tokens() throws(DefaultExpressionError) -> [DefaultExpressionToken] {
        var tokens: [DefaultExpressionToken] = []
        while let scalar = peek() {
            switch scalar {
            case " ", "\t":
                index += 1
            case "\n", "\r":
                throw DefaultExpressionError(
                    reason: "it contains \(SwiftNames.describe(scalar)); a default is one line")
            case "/" where peek(1) == "/" || peek(1) == "*":
                throw DefaultExpressionError(reason: "it contains a comment")
            case "(", ")", "[", "]", ",", ":", ".", "-":
                tokens.append(.punctuation(scalar))
                index += 1
            case "\"", "#":
                tokens.append(try stringLiteral())
            case "`":
                throw DefaultExpressionError(reason: "backticked names are not supported in a default")
            default:
                if SwiftNames.isIdentifierHead(scalar) {
                    tokens.append(identifier())
                } else if scalar >= "0" && scalar <= "9" {
                    tokens.append(try number())
                } else if scalar.value < 0x20 || scalar.value == 0x7F {
                    throw DefaultExpressionError(reason: "it contains \(SwiftNames.describe(scalar))")
                } else {
                    throw DefaultExpressionError(reason: Self.unsupported(scalar))
                }
            }
        }
        return tokens
    }

    private static func unsupported(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case ";": return "it contains ';'; a default is one expression"
        case "{", "}": return "it contains '\(scalar)'; closures and blocks are not allowed in a default"
        default:
            return "it contains \(SwiftNames.describe(scalar)); a default may use literals, names, member accesses, "
                + "calls, arrays, dictionaries, tuples, nil and unary minus"
        }
    }

    private mutating func identifier() -> DefaultExpressionToken {
        let start = index
        while let scalar = peek(), SwiftNames.isIdentifierBody(scalar) {
            index += 1
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[start..<index])
        return .identifier(name)
    }

    /// Decimal, hexadecimal, octal and binary integers, and decimal floating-point numbers, with `_` separators.
    private mutating func number() throws(DefaultExpressionError) -> DefaultExpressionToken {
        let literalStart = index
        if peek() == "0", let radix = peek(1), radix == "x" || radix == "o" || radix == "b" {
            index += 2
            let digits = radix == "x" ? "0123456789abcdefABCDEF" : radix == "o" ? "01234567" : "01"
            let start = index
            while let scalar = peek(), digits.unicodeScalars.contains(scalar) || (scalar == "_" && index > start) {
                index += 1
            }
            guard index > start else { throw DefaultExpressionError(reason: "a number in it has no digits") }
            try expectNumberEnd()
            return .integer(literal(from: literalStart))
        }
        var isFloat = false
        skipDigits()
        if peek() == ".", let next = peek(1), next >= "0" && next <= "9" {
            isFloat = true
            index += 1
            skipDigits()
        }
        if let exponent = peek(), exponent == "e" || exponent == "E" {
            isFloat = true
            index += 1
            if let sign = peek(), sign == "+" || sign == "-" { index += 1 }
            guard let digit = peek(), digit >= "0" && digit <= "9" else {
                throw DefaultExpressionError(reason: "a number in it has an exponent without digits")
            }
            skipDigits()
        }
        try expectNumberEnd()
        return isFloat ? .float : .integer(literal(from: literalStart))
    }

    /// The scalars from `start` up to here, as text.
    private func literal(from start: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<index])
        return text
    }

    private mutating func skipDigits() {
        while let scalar = peek(), (scalar >= "0" && scalar <= "9") || scalar == "_" {
            index += 1
        }
    }

    private func expectNumberEnd() throws(DefaultExpressionError) {
        if let scalar = peek(), SwiftNames.isIdentifierBody(scalar) {
            throw DefaultExpressionError(reason: "a number in it is followed by \(SwiftNames.describe(scalar))")
        }
    }

    /// `"…"` and raw `#"…"#` literals, escapes included; interpolation and multi-line literals are refused.
    private mutating func stringLiteral() throws(DefaultExpressionError) -> DefaultExpressionToken {
        var hashes = 0
        while peek() == "#" {
            hashes += 1
            index += 1
        }
        guard peek() == "\"" else {
            throw DefaultExpressionError(reason: "it contains '#' outside a raw string literal")
        }
        if peek(1) == "\"", peek(2) == "\"" {
            throw DefaultExpressionError(
                reason: "multi-line string literals are not supported in a default; use a one-line string with \\n")
        }
        index += 1
        var value = String.UnicodeScalarView()
        while let scalar = peek() {
            index += 1
            switch scalar {
            case "\"":
                if closesRaw(hashes) {
                    index += hashes
                    return .string(String(value))
                }
                value.append(scalar)
            case "\\":
                guard closesRaw(hashes) else {
                    value.append(scalar)
                    continue
                }
                index += hashes
                value.append(try escape())
            case "\n", "\r":
                throw DefaultExpressionError(reason: "a string literal in it is not closed")
            default:
                if scalar.value < 0x20 && scalar != "\t" {
                    throw DefaultExpressionError(reason: "it contains \(SwiftNames.describe(scalar))")
                }
                value.append(scalar)
            }
        }
        throw DefaultExpressionError(reason: "a string literal in it is not closed")
    }

    /// Whether the next `count` scalars are all `#`.
    private func closesRaw(_ count: Int) -> Bool {
        (0..<count).allSatisfy { peek($0) == "#" }
    }

    /// The escape after a backslash, `\0 \\ \t \n \r \" \'` or `\u{…}`, and the scalar it stands for.
    private mutating func escape() throws(DefaultExpressionError) -> Unicode.Scalar {
        guard let scalar = peek() else { throw DefaultExpressionError(reason: "a string literal in it is not closed") }
        index += 1
        switch scalar {
        case "0": return "\0"
        case "t": return "\t"
        case "n": return "\n"
        case "r": return "\r"
        case "\\", "\"", "'":
            return scalar
        case "(":
            throw DefaultExpressionError(reason: "string interpolation is not allowed in a default")
        case "u":
            guard peek() == "{" else { throw DefaultExpressionError(reason: "invalid escape sequence in a string") }
            index += 1
            let start = index
            while let digit = peek(), "0123456789abcdefABCDEF".unicodeScalars.contains(digit) {
                index += 1
            }
            guard index > start, index - start <= 8, peek() == "}" else {
                throw DefaultExpressionError(reason: "invalid escape sequence in a string")
            }
            var digits = ""
            digits.unicodeScalars.append(contentsOf: scalars[start..<index])
            index += 1
            // Swift refuses surrogates and values beyond U+10FFFF in a literal.
            guard let code = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(code) else {
                throw DefaultExpressionError(
                    reason: "'\\u{\(digits)}' is not a Unicode scalar (a surrogate or beyond U+10FFFF)")
            }
            return decoded
        default:
            throw DefaultExpressionError(reason: "invalid escape sequence in a string")
        }
    }
}

/// Parses the tokens of a default: `-`? postfix, where postfix is a primary followed by `.member` and `(args)`.
private struct DefaultExpressionParser {
    let tokens: [DefaultExpressionToken]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 32

    init(tokens: [DefaultExpressionToken]) {
        self.tokens = tokens
    }

    mutating func parseWhole() throws(DefaultExpressionError) -> DefaultExpression {
        let parsed = try expression()
        if index < tokens.count {
            if tokens[index] == .punctuation(",") {
                throw DefaultExpressionError(reason: "it contains ',' outside brackets; a default is one expression")
            }
            throw DefaultExpressionError(reason: "unexpected \(describe(tokens[index])); a default is one expression")
        }
        return parsed
    }

    private var current: DefaultExpressionToken? {
        index < tokens.count ? tokens[index] : nil
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard current == .punctuation(scalar) else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(DefaultExpressionError) {
        guard take(scalar) else {
            let found = current.map(describe) ?? "the end"
            throw DefaultExpressionError(reason: "expected '\(scalar)' but found \(found)")
        }
    }

    private mutating func expression() throws(DefaultExpressionError) -> DefaultExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else {
            throw DefaultExpressionError(reason: "it is nested too deeply")
        }
        if take("-") {
            var negated = try postfix()
            switch negated.kind {
            case .integer, .float, .other:
                negated.integer?.isNegative = true
                return negated
            default: throw DefaultExpressionError(reason: "unary minus applies only to numbers and names")
            }
        }
        return try postfix()
    }

    private mutating func postfix() throws(DefaultExpressionError) -> DefaultExpression {
        var expression = try primary()
        while true {
            if take(".") {
                switch current {
                case .identifier, .integer:
                    index += 1
                default:
                    throw DefaultExpressionError(reason: "expected a member name after '.'")
                }
                expression = DefaultExpression(kind: .other)
            } else if current == .punctuation("(") {
                index += 1
                try arguments()
                expression = DefaultExpression(kind: .other)
            } else {
                return expression
            }
        }
    }

    private mutating func primary() throws(DefaultExpressionError) -> DefaultExpression {
        guard let token = current else {
            throw DefaultExpressionError(reason: "it ends where a value was expected")
        }
        index += 1
        switch token {
        case .integer(let text): return DefaultExpression(kind: .integer, integer: IntegerLiteral(text))
        case .float: return DefaultExpression(kind: .float)
        case .string(let value): return DefaultExpression(kind: .string(value))
        case .identifier("nil"): return DefaultExpression(kind: .nil)
        case .identifier("true"), .identifier("false"): return DefaultExpression(kind: .boolean)
        case .identifier(let name):
            if SwiftNames.keywords.contains(name) {
                throw DefaultExpressionError(reason: "'\(name)' is a keyword and cannot start a default")
            }
            return DefaultExpression(kind: .other)
        case .punctuation("."):
            // An implicit member, such as `.zero` or `.init()`.
            guard case .identifier = current else {
                throw DefaultExpressionError(reason: "expected a member name after '.'")
            }
            index += 1
            return DefaultExpression(kind: .other)
        case .punctuation("["):
            return try collection()
        case .punctuation("("):
            return try parenthesized()
        case .punctuation(let scalar):
            throw DefaultExpressionError(reason: "unexpected '\(scalar)'")
        }
    }

    /// `[]`, `[:]`, `[a, b]` or `[k: v, …]`, with an optional trailing comma.
    private mutating func collection() throws(DefaultExpressionError) -> DefaultExpression {
        if take("]") { return DefaultExpression(kind: .array) }
        if take(":") {
            try expect("]")
            return DefaultExpression(kind: .dictionary)
        }
        var elements = [try expression()]
        let isDictionary = take(":")
        if isDictionary { elements.append(try expression()) }
        while take(",") {
            if current == .punctuation("]") { break }
            elements.append(try expression())
            if isDictionary {
                try expect(":")
                elements.append(try expression())
            }
        }
        try expect("]")
        return DefaultExpression(kind: isDictionary ? .dictionary : .array, elements: elements)
    }

    /// `(x)` or a tuple `(a, label: b)`.
    private mutating func parenthesized() throws(DefaultExpressionError) -> DefaultExpression {
        var elements: [DefaultExpression] = []
        var labelled = false
        repeat {
            if current == .punctuation(")"), elements.isEmpty { break }
            labelled = skipLabel() || labelled
            elements.append(try expression())
        } while take(",")
        try expect(")")
        guard let first = elements.first else {
            throw DefaultExpressionError(reason: "'()' is the empty tuple; a default needs a value")
        }
        return elements.count == 1 && !labelled
            ? first : DefaultExpression(kind: .tuple(count: elements.count), elements: elements)
    }

    /// The arguments of a call after its `(`: `label: value` or `value`, separated by commas.
    private mutating func arguments() throws(DefaultExpressionError) {
        if take(")") { return }
        repeat {
            _ = skipLabel()
            _ = try expression()
        } while take(",")
        try expect(")")
    }

    /// Skips `label:` when the next two tokens are a name and a colon.
    private mutating func skipLabel() -> Bool {
        guard case .identifier = current, index + 1 < tokens.count, tokens[index + 1] == .punctuation(":") else {
            return false
        }
        index += 2
        return true
    }

    private func describe(_ token: DefaultExpressionToken) -> String {
        switch token {
        case .identifier(let name): return "'\(name)'"
        case .integer, .float: return "a number"
        case .string: return "a string"
        case .punctuation(let scalar): return "'\(scalar)'"
        }
    }
}
