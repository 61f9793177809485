/// The one writer every generated line goes through.
///
/// It owns indentation (four spaces a level), never writes trailing white space, collapses runs of blank lines,
/// drops blank lines right after an opening brace or before a closing one, and ends the text with one newline.
public struct CodeWriter: Sendable {
    /// One level of indentation.
    public static let indentation = "    "

    /// The text so far as UTF-8: complete lines, each ending in a newline. Bytes append far faster than strings.
    private var bytes: [UInt8] = []
    /// Whether the last line written opens a block (ends with `{`).
    private var lastLineOpensBlock = false
    private var endsWithBlankLine = false
    private var level = 0

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    /// Creates an empty writer.
    public init() {
        bytes.reserveCapacity(4096)
    }

    /// The text written so far, ending in exactly one newline (or empty).
    public var text: String {
        String(decoding: endsWithBlankLine ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }

    /// Writes `text` at the current indentation. An empty string writes a blank line.
    public mutating func line(_ text: String) {
        var text = text
        // Native strings are contiguous UTF-8, so the line is copied in one piece, without trailing white space.
        let wrote = text.withUTF8 { utf8 -> Bool in
            var end = utf8.count
            while end > 0, utf8[end - 1] == Self.space || utf8[end - 1] == UInt8(ascii: "\t") {
                end -= 1
            }
            guard end > 0 else { return false }
            bytes.append(contentsOf: Self.indents[min(level, Self.indents.count - 1)])
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<end]))
            bytes.append(Self.newline)
            lastLineOpensBlock = utf8[end - 1] == UInt8(ascii: "{")
            return true
        }
        if wrote {
            endsWithBlankLine = false
        } else {
            blankLine()
        }
    }

    /// The bytes of each indentation level.
    private static let indents: [[UInt8]] = (0..<32).map { Array(repeating: UInt8(ascii: " "), count: $0 * 4) }

    /// Writes a blank line unless the previous line is blank or opens a block, or nothing was written yet.
    public mutating func blankLine() {
        guard !bytes.isEmpty, !endsWithBlankLine, !lastLineOpensBlock else { return }
        bytes.append(Self.newline)
        endsWithBlankLine = true
    }

    /// Writes `opener`, then `body` one level deeper, then `closer` at the opener's level.
    ///
    /// A `nil` closer leaves the block open for a following line that closes it, such as `} else {`.
    public mutating func block(_ opener: String, closer: String? = "}", body: (inout CodeWriter) -> Void) {
        line(opener)
        level += 1
        body(&self)
        level -= 1
        if endsWithBlankLine {
            bytes.removeLast()
            endsWithBlankLine = false
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

    /// The number of columns `text` takes at the current indentation, counting UTF-8 bytes: exact for ASCII and
    /// never less than the columns, so wrapping decisions can only err towards shorter lines.
    public func width(of text: String) -> Int {
        level * Self.indentation.utf8.count + text.utf8.count
    }
}
