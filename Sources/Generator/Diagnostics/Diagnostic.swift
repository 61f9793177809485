/// A 1-based line and column in the manifest. Columns count Unicode scalars, as editors do.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A problem found in the manifest, written for the person who edits it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
    }

    public var severity: Severity
    /// The manifest's path as the user gave it, e.g. `coordgen.json`.
    public var file: String
    public var location: SourceLocation
    public var message: String

    /// Creates a diagnostic.
    public init(severity: Severity, file: String, location: SourceLocation, message: String) {
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
    }

    /// The compiler-style line: `file:line:column: severity: message`.
    public var description: String {
        "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
    }
}

/// Collects diagnostics for one manifest, turning byte offsets into line and column.
struct DiagnosticSink {
    let source: SourceText
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []
    /// Whether an object has a key twice: which of the two was meant is unknown, so nothing is checked after decoding.
    var foundDuplicateKey = false

    init(source: SourceText, file: String) {
        self.source = source
        self.file = file
    }

    var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    mutating func error(_ message: Message, at offset: Int) {
        add(.error, message.text, at: offset)
    }

    mutating func warning(_ message: Message, at offset: Int) {
        add(.warning, message.text, at: offset)
    }

    private mutating func add(_ severity: Diagnostic.Severity, _ message: String, at offset: Int) {
        let diagnostic = Diagnostic(
            severity: severity, file: file, location: source.location(of: offset),
            message: Self.singleLine(message))
        if reported.insert(diagnostic).inserted {
            diagnostics.append(diagnostic)
        }
    }

    /// `message` with control characters escaped, so a diagnostic is always one line.
    static func singleLine(_ message: String) -> String {
        Escaping.escaped(message, quotes: false, notation: .swift)
    }

    /// The diagnostics in the order of their place in the file; errors and warnings at one place keep their order.
    var sorted: [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

/// A state that an earlier stage should have made impossible: a bug in coordgen, never the user's input. It stops
/// generation (nothing is written) and the command exits with 70, asking for a report.
public struct InternalError: Error, Equatable, Sendable {
    public var message: String

    init(_ message: String) {
        self.message = message
    }
}
