/// The one writer every generated line goes through.
///
/// It owns indentation (four spaces a level), never writes trailing white space, collapses runs of blank lines,
/// drops blank lines right after an opening brace or before a closing one, and ends the text with one newline.
public struct CodeWriter: Sendable {
    /// One level of indentation.
    public static let indentation = "    "

    /// The text so far as UTF-8: complete lines, each ending in a newline.
    private var bytes: [UInt8] = []
    /// Whether the last line written opens a block (ends with `{`).
    private var lastLineOpensBlock = false
    private var endsWithBlankLine = false
    private var level = 0
    /// Where the line being written starts in `bytes`, and where its text starts, after the indentation.
    private var lineStart = 0
    private var textStart = 0

    /// The deepest level spelled out; deeper lines are written at this one (no generated code nests so deep).
    private static let deepestIndentation = 31
    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")

    /// Creates an empty writer.
    public init() {}

    /// The text written so far, ending in exactly one newline (or empty).
    public var text: String {
        String(decoding: utf8, as: UTF8.self)
    }

    /// ``text`` as UTF-8, without building a string: what a file's bytes are made of.
    public var utf8: [UInt8] {
        endsWithBlankLine ? Array(bytes.dropLast()) : bytes
    }

    /// Writes `text` at the current indentation. An empty string writes a blank line.
    public mutating func line(_ text: String) {
        beginLine()
        write(text)
        endLine()
    }

    /// Writes `prefix` and `text` as one line, without building the joined string.
    public mutating func line(_ prefix: String, _ text: String) {
        beginLine()
        write(prefix)
        write(text)
        endLine()
    }

    /// Writes the UTF-8 `text` as one line at the current indentation.
    public mutating func line(_ text: ArraySlice<UInt8>) {
        beginLine()
        bytes.append(contentsOf: text)
        endLine()
    }

    /// Starts a line at the current indentation. Its text follows in pieces (``write(_:)``), and ``endLine()`` ends
    /// it: a line built of pieces costs no string of its own.
    public mutating func beginLine() {
        lineStart = bytes.count
        bytes.append(
            contentsOf: repeatElement(Self.space, count: min(level, Self.deepestIndentation) * Self.indentation.count))
        textStart = bytes.count
    }

    /// Appends `piece` to the line begun by ``beginLine()``.
    public mutating func write(_ piece: String) {
        bytes.append(contentsOf: piece.utf8)
    }

    /// The columns the line begun by ``beginLine()`` takes so far, indentation included, counting UTF-8 bytes as
    /// ``width(of:)`` does.
    public var lineWidth: Int {
        level * Self.indentation.utf8.count + bytes.count - textStart
    }

    /// Forgets the line begun by ``beginLine()``, to write it another way (wrapped).
    public mutating func discardLine() {
        bytes.removeLast(bytes.count - lineStart)
    }

    /// Ends the line begun by ``beginLine()``, without trailing white space. A line with no text is a blank line.
    public mutating func endLine() {
        var end = bytes.count
        while end > textStart, bytes[end - 1] == Self.space || bytes[end - 1] == UInt8(ascii: "\t") {
            end -= 1
        }
        guard end > textStart else {
            discardLine()
            blankLine()
            return
        }
        bytes.removeLast(bytes.count - end)
        lastLineOpensBlock = bytes[end - 1] == UInt8(ascii: "{")
        bytes.append(Self.newline)
        endsWithBlankLine = false
    }

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
        blockBody(closer: closer, body)
    }

    /// Writes `body` one level deeper than the line just written (which opens a block), then `closer` at that line's
    /// level: a block whose opener was written in pieces.
    public mutating func blockBody(closer: String? = "}", _ body: (inout CodeWriter) -> Void) {
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
