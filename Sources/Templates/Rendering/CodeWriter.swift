/// The one writer every generated line goes through.
///
/// It owns indentation (four spaces a level), never writes trailing white space, collapses runs of blank lines,
/// drops blank lines right after an opening brace or before a closing one, and ends the text with one newline.
public struct CodeWriter: Sendable {
    /// One level of indentation.
    public static let indentation = "    "

    private var lines: [String] = []
    private var level = 0

    /// Creates an empty writer.
    public init() {}

    /// The text written so far, ending in exactly one newline (or empty).
    public var text: String {
        var end = lines.count
        while end > 0, lines[end - 1].isEmpty {
            end -= 1
        }
        guard end > 0 else { return "" }
        return lines[..<end].joined(separator: "\n") + "\n"
    }

    /// Writes `text` at the current indentation. An empty string writes a blank line.
    public mutating func line(_ text: String) {
        let trimmed = Self.trimmingTrailingWhitespace(text)
        if trimmed.isEmpty {
            blankLine()
        } else {
            lines.append(String(repeating: Self.indentation, count: level) + trimmed)
        }
    }

    /// Writes a blank line unless the previous line is blank or opens a block, or nothing was written yet.
    public mutating func blankLine() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// Writes `opener`, then `body` one level deeper, then `closer` at the opener's level.
    ///
    /// A `nil` closer leaves the block open for a following line that closes it, such as `} else {`.
    public mutating func block(_ opener: String, closer: String? = "}", body: (inout CodeWriter) -> Void) {
        line(opener)
        level += 1
        body(&self)
        level -= 1
        while let last = lines.last, last.isEmpty {
            lines.removeLast()
        }
        if let closer {
            line(closer)
        }
    }

    /// Runs `body` one level deeper without writing braces (used for `case` bodies).
    public mutating func indented(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// The number of characters `text` takes when written at the current indentation.
    public func width(of text: String) -> Int {
        level * Self.indentation.count + text.count
    }

    private static func trimmingTrailingWhitespace(_ text: String) -> String {
        var result = Substring(text)
        while let last = result.last, last == " " || last == "\t" {
            result.removeLast()
        }
        return String(result)
    }
}
