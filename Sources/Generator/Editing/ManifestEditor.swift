/// Adds entries to a manifest by splicing text into it, so every byte the edit does not touch stays as it was:
/// order, spacing, and the author's own formatting. New entries copy the layout of their neighbours.
struct ManifestEditor {
    private let bytes: [UInt8]
    private let root: JSONValue
    let source: SourceText
    let manifest: Manifest
    let model: AppModel
    private var style = JSONStyle()
    private var splices: [(offset: Int, text: String)] = []

    /// Reads the manifest to edit; it must be valid.
    init(bytes: [UInt8], path: String, backends: [any Backend]) throws(EditFailure) {
        let analysis = GeneratorPipeline(manifestPath: path, backends: backends).analyze(bytes)
        guard let root = analysis.root, let manifest = analysis.manifest, let model = analysis.model else {
            throw .invalidManifest(analysis.diagnostics.filter { $0.severity == .error })
        }
        self.bytes = bytes
        self.root = root
        self.source = SourceText(bytes)
        self.manifest = manifest
        self.model = model
        self.style = Self.detectStyle(bytes, root: root)
    }

    /// The edited bytes.
    func result() -> [UInt8] {
        var output = bytes
        // New lines end as most of the file's lines do.
        let ending = Self.lineEnding(bytes)
        for splice in splices.sorted(by: { $0.offset > $1.offset }) {
            let text = Array(splice.text.utf8).flatMap { $0 == UInt8(ascii: "\n") ? ending : [$0] }
            output.insert(contentsOf: text, at: splice.offset)
        }
        return output
    }

    /// How most of the file's lines end: LF, CR LF (as files saved on Windows) or CR alone (classic Mac OS).
    static func lineEnding(_ bytes: [UInt8]) -> [UInt8] {
        let (cr, lf) = (UInt8(ascii: "\r"), UInt8(ascii: "\n"))
        var counts = (lf: 0, crlf: 0, cr: 0)
        for (index, byte) in bytes.enumerated() {
            if byte == lf {
                if index > 0, bytes[index - 1] == cr { counts.crlf += 1 } else { counts.lf += 1 }
            } else if byte == cr, index + 1 == bytes.count || bytes[index + 1] != lf {
                counts.cr += 1
            }
        }
        if counts.crlf > counts.lf && counts.crlf >= counts.cr { return [cr, lf] }
        if counts.cr > counts.lf { return [cr] }
        return [lf]
    }

    // MARK: Edits

    /// Appends `entry` to the top-level array `key`, creating the array when the manifest has none.
    mutating func append(_ entry: JSONText, toTopLevel key: String) {
        if let member = member(key, of: root) {
            append(entry, to: member.value)
        } else {
            addMember(key, .array([entry]), to: root)
        }
    }

    /// Appends `entry` to the array `key` of the object `object`, creating the array when missing.
    mutating func append(_ entry: JSONText, toArray key: String, of object: JSONValue) {
        if let member = member(key, of: object) {
            append(entry, to: member.value)
        } else {
            addMember(key, .array([entry]), to: object)
        }
    }

    /// The JSON object of the screen or coordinator named `name` in the top-level array `key`.
    func entry(named name: String, in key: String) -> JSONValue? {
        guard let array = member(key, of: root)?.value, case .array(let elements) = array.kind else { return nil }
        return elements.first { element in
            guard let nameMember = member("name", of: element), case .string(let text) = nameMember.value.kind else {
                return false
            }
            return text == name
        }
    }

    /// The `app` object.
    var app: JSONValue? {
        member("app", of: root)?.value
    }

    func member(_ key: String, of object: JSONValue) -> JSONMember? {
        guard case .object(let members) = object.kind else { return nil }
        return members.first { $0.key == key }
    }

    private mutating func append(_ entry: JSONText, to array: JSONValue) {
        guard case .array(let elements) = array.kind else { return }
        guard let last = elements.last else {
            let indent = lineIndent(at: array.start)
            let inline = entry.inline(style)
            if column(of: array.start) + inline.count + 2 <= style.width {
                splices.append((array.start + 1, inline))
            } else {
                let inner = indent + style.unit
                splices.append(
                    (
                        array.start + 1,
                        "\n" + inner + entry.layout(style, indent: inner, column: inner.count) + "\n" + indent
                    ))
            }
            return
        }
        if line(of: last.start) != line(of: array.start) {
            let indent = startIndent(of: last.start)
            splices.append((last.end, ",\n" + indent + entry.layout(style, indent: indent, column: indent.count)))
        } else {
            let indent = lineIndent(at: last.start)
            splices.append(
                (last.end, style.comma + entry.layout(style, indent: indent, column: column(of: last.end) + 2)))
        }
    }

    private mutating func addMember(_ key: String, _ value: JSONText, to object: JSONValue) {
        guard case .object(let members) = object.kind else { return }
        let head = JSONText.quoted(key) + style.colon
        guard let last = members.last else {
            let inline = head + value.inline(style)
            splices.append((object.start + 1, style.braceSpace ? " " + inline + " " : inline))
            return
        }
        if line(of: last.keyStart) != line(of: object.start) {
            let indent = startIndent(of: last.keyStart)
            splices.append(
                (
                    last.value.end,
                    ",\n" + indent + head + value.layout(style, indent: indent, column: indent.count + head.count)
                ))
        } else {
            let indent = lineIndent(at: last.keyStart)
            let column = column(of: last.value.end) + 2 + head.count
            splices.append((last.value.end, style.comma + head + value.layout(style, indent: indent, column: column)))
        }
    }

    // MARK: Layout

    private func line(of offset: Int) -> Int {
        source.location(of: offset).line
    }

    private func column(of offset: Int) -> Int {
        source.location(of: offset).column - 1
    }

    /// The white space that starts the line holding `offset`.
    private func lineIndent(at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") {
            start -= 1
        }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
            end += 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The indentation that puts a new line's text in the same column as the text at `offset`.
    private func startIndent(of offset: Int) -> String {
        let indent = lineIndent(at: offset)
        let column = column(of: offset)
        return indent.count == column ? indent : String(repeating: " ", count: column)
    }

    /// Reads the author's habits: indentation unit, spaces inside braces and brackets, space after colons.
    private static func detectStyle(_ bytes: [UInt8], root: JSONValue) -> JSONStyle {
        var style = JSONStyle()
        if case .object(let members) = root.kind, let first = members.first {
            let source = SourceText(bytes)
            let column = source.location(of: first.keyStart).column - 1
            if source.location(of: first.keyStart).line != source.location(of: root.start).line, column > 0 {
                style.unit = String(repeating: " ", count: column)
            }
        }
        style.braceSpace = count("{ \"", in: bytes) >= count("{\"", in: bytes)
        style.bracketSpace = count("[ {", in: bytes) > count("[{", in: bytes)
        style.colon = count("\": ", in: bytes) * 2 >= count("\":", in: bytes) ? ": " : ":"
        var tightCommas = 0
        for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: ",") {
            let next = bytes[index + 1]
            if next != UInt8(ascii: " "), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r"),
                next != UInt8(ascii: "\t")
            {
                tightCommas += 1
            }
        }
        style.comma = count(", ", in: bytes) >= tightCommas ? ", " : ","
        // Lines as long as the author's own longest are fine.
        var longest = 0
        var current = 0
        for byte in bytes {
            current = byte == UInt8(ascii: "\n") ? 0 : current + 1
            longest = max(longest, current)
        }
        style.width = max(style.width, longest)
        return style
    }

    /// How many times `pattern` occurs in `bytes`.
    private static func count(_ pattern: String, in bytes: [UInt8]) -> Int {
        let needle = Array(pattern.utf8)
        guard !needle.isEmpty, bytes.count >= needle.count else { return 0 }
        var total = 0
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<start + needle.count].elementsEqual(needle) {
                total += 1
            }
        }
        return total
    }
}
