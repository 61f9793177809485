/// A manifest with `‸` marking where each expected diagnostic points, so tests check line and column against the
/// text itself instead of hand-counted numbers.
public struct MarkedManifest: Sendable {
    public static let marker: Character = "‸"

    /// The manifest without markers.
    public let text: String
    /// The 1-based line and column of each marker, in order.
    public let marks: [(line: Int, column: Int)]

    public init(_ marked: String) {
        var text = ""
        var marks: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for character in marked {
            if character == Self.marker {
                marks.append((line, column))
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        self.text = text
        self.marks = marks
    }

    public var bytes: [UInt8] { Array(text.utf8) }

    /// `file:line:column: severity: message` at the `index`th marker.
    public func diagnostic(_ index: Int, _ severity: String, _ message: String, file: String = "coordgen.json")
        -> String
    {
        "\(file):\(marks[index].line):\(marks[index].column): \(severity): \(message)"
    }
}

/// One validation rule: a manifest that breaks it and the exact diagnostics coordgen must print.
public struct ValidationCase: Sendable, CustomStringConvertible {
    public var rule: String
    public var manifest: MarkedManifest
    /// Full expected lines, built from the markers in order.
    public var expected: [String]

    public var description: String { rule }

    public init(_ rule: String, _ marked: String, _ messages: [(severity: String, message: String)]) {
        self.rule = rule
        manifest = MarkedManifest(marked)
        expected = messages.enumerated().map { index, entry in
            MarkedManifest(marked).diagnostic(index, entry.severity, entry.message)
        }
    }

    public var hasErrors: Bool {
        expected.contains { $0.contains(": error: ") }
    }
}
