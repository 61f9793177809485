/// A statement inside a function, initializer or computed property.
///
/// Expressions are plain strings; anything that opens a brace is a ``block`` so the writer owns indentation.
public enum Statement: Equatable, Sendable {
    /// One line of code.
    case line(String)
    /// `opener` ends with `{` (an `if`, `guard`, `for` or closure); `body` is indented; `closer` closes it. An empty
    /// `closer` writes nothing: an expression whose opener line continues, indented, in `body`.
    case block(opener: String, body: [Statement], closer: String = "}")
    /// `if first.condition { … } else if … { … } else { … }`; `otherwise` is the final `else` body, if any.
    case conditional(_ branches: [ConditionalBranch], otherwise: [Statement]? = nil)
    /// `prefix(argument, argument)suffix` on one line, or one argument a line when that is too wide.
    /// With `.square` brackets it is an array literal, which gets a trailing comma when wrapped.
    case call(prefix: String, arguments: [String], suffix: String = "", brackets: Brackets = .round)
    /// `prefix(argument, argument) { … }`: a call, written as ``call(prefix:arguments:suffix:brackets:)`` is, whose
    /// trailing closure opens with `opener` (` { [weak self] _ in`) and holds `body`, then `closer`.
    case trailingClosure(prefix: String, arguments: [String], opener: String, body: [Statement], closer: String = "}")
    /// A `switch` over `subject`.
    case switchOver(subject: String, cases: [SwitchCase])
    /// A `// text` comment line.
    case comment(String)
    /// An empty line between groups of statements.
    case blank
}

/// The brackets around the arguments of a ``Statement/call(prefix:arguments:suffix:brackets:)``.
public enum Brackets: Equatable, Sendable {
    /// `(` and `)`: a call.
    case round
    /// `[` and `]`: an array literal.
    case square
}

/// One `case` of a ``Statement/switchOver(subject:cases:)``.
public struct SwitchCase: Equatable, Sendable {
    /// The pattern after `case`, e.g. `.buy(let product)`.
    public var pattern: String
    public var body: [Statement]

    /// Creates a switch case.
    public init(pattern: String, body: [Statement]) {
        self.pattern = pattern
        self.body = body
    }

    /// `default:`, the case of every value the other cases do not match.
    public static func otherwise(_ body: [Statement]) -> SwitchCase {
        SwitchCase(pattern: defaultPattern, body: body)
    }

    /// The pattern of ``otherwise(_:)``, which the renderer writes without `case`.
    static let defaultPattern = "default"
}

/// One `if` or `else if` branch of a ``Statement/conditional(_:otherwise:)``.
public struct ConditionalBranch: Equatable, Sendable {
    /// The conditions after `if`, separated by commas: `let root = rootViewController`. Written on one line when
    /// they fit, otherwise one a line with the brace on a line of its own.
    public var clauses: [String]
    public var body: [Statement]

    /// Creates a branch of one condition.
    public init(_ condition: String, _ body: [Statement]) {
        self.init(clauses: [condition], body)
    }

    /// Creates a branch of several conditions, all of which must hold.
    public init(clauses: [String], _ body: [Statement]) {
        self.clauses = clauses
        self.body = body
    }
}
