/// A strict JSON parser (RFC 8259) that records where every value starts and ends.
///
/// It keeps object members in the author's order and reports the first syntax error with a message
/// that says what was expected. Deeply nested input is refused rather than overflowing the stack.
struct JSONParser {
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The encoding of a manifest saved as UTF-16 or UTF-32, told by its byte order mark or, without one, by the zero
    /// bytes around its first character (JSON starts with an ASCII character); `nil` for anything else.
    static func otherEncoding(of bytes: [UInt8]) -> String? {
        let start = Array(bytes.prefix(4)) + Array(repeating: 0xAA, count: max(0, 4 - bytes.count))
        switch (start[0], start[1], start[2], start[3]) {
        case (0x00, 0x00, 0xFE, 0xFF), (0x00, 0x00, 0x00, _): return "UTF-32 (big-endian)"
        case (0xFF, 0xFE, 0x00, 0x00), (_, 0x00, 0x00, 0x00): return "UTF-32 (little-endian)"
        case (0xFE, 0xFF, _, _), (0x00, _, _, _): return "UTF-16 (big-endian)"
        case (0xFF, 0xFE, _, _), (_, 0x00, _, _): return "UTF-16 (little-endian)"
        default: return nil
        }
    }

    /// Parses one JSON document; a UTF-8 byte order mark at the start is allowed.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        if let encoding = otherEncoding(of: bytes) {
            throw JSONSyntaxError(message: Message.notUTF8(encoding), offset: 0)
        }
        var parser = JSONParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.position = 3
        }
        parser.skipWhitespace()
        guard parser.position < bytes.count else {
            throw JSONSyntaxError(message: Message.emptyManifest, offset: parser.position)
        }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.count {
            throw JSONSyntaxError(message: Message.contentAfterDocument, offset: parser.position)
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = peek() else {
            throw JSONSyntaxError(message: Message.unexpectedEnd(expecting: "a value"), offset: position)
        }
        switch byte {
        case UInt8(ascii: "{"):
            return try parseObject()
        case UInt8(ascii: "["):
            return try parseArray()
        case UInt8(ascii: "\""):
            let start = position
            let text = try parseString()
            return JSONValue(kind: .string(text), start: start, end: position)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        case UInt8(ascii: "t"):
            return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"):
            return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"):
            return try parseLiteral("null", .null)
        default:
            throw unexpected(expecting: "a value")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        try enter()
        position += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return JSONValue(kind: .object(members), start: start, end: position)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw unexpected(expecting: "a key in double quotes")
            }
            let keyStart = position
            let key = try parseString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw unexpected(expecting: "':' after the key \"\(key)\"")
            }
            position += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyStart: keyStart, value: value))
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                let comma = position
                position += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    throw JSONSyntaxError(message: Message.trailingComma, offset: comma)
                }
                continue
            }
            guard peek() == UInt8(ascii: "}") else {
                throw unexpected(expecting: "',' or '}' after the value of \"\(key)\"")
            }
            position += 1
            depth -= 1
            return JSONValue(kind: .object(members), start: start, end: position)
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        try enter()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return JSONValue(kind: .array(elements), start: start, end: position)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            if peek() == UInt8(ascii: ",") {
                let comma = position
                position += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    throw JSONSyntaxError(message: Message.trailingComma, offset: comma)
                }
                continue
            }
            guard peek() == UInt8(ascii: "]") else {
                throw unexpected(expecting: "',' or ']' in the array")
            }
            position += 1
            depth -= 1
            return JSONValue(kind: .array(elements), start: start, end: position)
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw JSONSyntaxError(message: Message.nestingTooDeep(Self.maximumDepth), offset: position)
        }
    }

    private mutating func parseLiteral(_ word: String, _ kind: JSONValue.Kind) throws(JSONSyntaxError) -> JSONValue {
        let start = position
        let expected = Array(word.utf8)
        guard bytes.count - position >= expected.count, Array(bytes[position..<position + expected.count]) == expected
        else {
            throw unexpected(expecting: "a value")
        }
        position += expected.count
        return JSONValue(kind: kind, start: start, end: position)
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        if peek() == UInt8(ascii: "-") {
            position += 1
        }
        guard let first = peek(), isDigit(first) else {
            throw unexpected(expecting: "a digit")
        }
        if first == UInt8(ascii: "0") {
            position += 1
            if let next = peek(), isDigit(next) {
                throw JSONSyntaxError(message: Message.leadingZero, offset: start)
            }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            position += 1
            guard let next = peek(), isDigit(next) else { throw unexpected(expecting: "a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                position += 1
            }
            guard let next = peek(), isDigit(next) else { throw unexpected(expecting: "a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return JSONValue(kind: .number(text), start: start, end: position)
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = position
        position += 1
        // Fast path: most strings are plain ASCII with no escapes; take them in one piece.
        var end = position
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x80, bytes[end] != UInt8(ascii: "\""),
            bytes[end] != UInt8(ascii: "\\")
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let text = String(decoding: bytes[position..<end], as: UTF8.self)
            position = end + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        while true {
            guard let byte = peek() else {
                throw JSONSyntaxError(message: Message.unterminatedString, offset: quote)
            }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw JSONSyntaxError(
                    message: byte == UInt8(ascii: "\n") ? Message.unterminatedString : Message.controlCharacterInString,
                    offset: byte == UInt8(ascii: "\n") ? quote : position)
            default:
                scalars.append(try parseUTF8Scalar())
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = position
        position += 1
        guard let byte = peek() else { throw JSONSyntaxError(message: Message.unterminatedString, offset: start) }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4(escapeStart: start)
            if (0xD800..<0xDC00).contains(high) {
                guard peek() == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw JSONSyntaxError(message: Message.invalidEscape, offset: start)
                }
                position += 2
                let low = try parseHex4(escapeStart: start)
                guard (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else {
                    throw JSONSyntaxError(message: Message.invalidEscape, offset: start)
                }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw JSONSyntaxError(message: Message.invalidEscape, offset: start)
            }
            return scalar
        default:
            throw JSONSyntaxError(message: Message.invalidEscape, offset: start)
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - position >= 4 else {
            throw JSONSyntaxError(message: Message.invalidEscape, offset: escapeStart)
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONSyntaxError(message: Message.invalidEscape, offset: escapeStart)
            }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }

    /// Decodes one UTF-8 encoded scalar, refusing malformed or overlong sequences.
    private mutating func parseUTF8Scalar() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = position
        let lead = bytes[position]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00..<0x80:
            length = 1
            value = UInt32(lead)
        case 0xC2..<0xE0:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0..<0xF0:
            length = 3
            value = UInt32(lead & 0x0F)
        case 0xF0..<0xF5:
            length = 4
            value = UInt32(lead & 0x07)
        default: throw JSONSyntaxError(message: Message.invalidUTF8, offset: start)
        }
        guard bytes.count - position >= length else {
            throw JSONSyntaxError(message: Message.invalidUTF8, offset: start)
        }
        for index in 1..<max(length, 1) {
            let continuation = bytes[position + index]
            guard continuation & 0xC0 == 0x80 else {
                throw JSONSyntaxError(message: Message.invalidUTF8, offset: start)
            }
            value = value << 6 | UInt32(continuation & 0x3F)
        }
        let minimum: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
        guard value >= minimum, let scalar = Unicode.Scalar(value) else {
            throw JSONSyntaxError(message: Message.invalidUTF8, offset: start)
        }
        position += length
        return scalar
    }

    // MARK: Helpers

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) {
            position += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
        {
            position += 1
        }
    }

    /// An error for the byte at the current position, naming it and what was expected instead.
    private func unexpected(expecting expected: String) -> JSONSyntaxError {
        guard let byte = peek() else {
            return JSONSyntaxError(message: Message.unexpectedEnd(expecting: expected), offset: position)
        }
        switch byte {
        case UInt8(ascii: "/")
        where position + 1 < bytes.count
            && (bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")):
            return JSONSyntaxError(message: Message.commentsNotAllowed, offset: position)
        case UInt8(ascii: "'"):
            return JSONSyntaxError(message: Message.singleQuotes, offset: position)
        default:
            var end = position
            while end < bytes.count, end - position < 16,
                !(bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\n")
                    || bytes[end] == UInt8(ascii: ",") || bytes[end] == UInt8(ascii: "}")
                    || bytes[end] == UInt8(ascii: "]") || bytes[end] == UInt8(ascii: "\r"))
            {
                end += 1
            }
            let found = String(decoding: bytes[position..<max(end, position + 1)], as: UTF8.self)
            return JSONSyntaxError(message: Message.unexpectedToken(found, expecting: expected), offset: position)
        }
    }
}

// MARK: Messages

extension Message {
    static let emptyManifest = Message(.emptyManifest, "the manifest is empty; run 'coordgen init' to create one")

    static let contentAfterDocument = Message(
        .contentAfterDocument, "unexpected text after the end of the manifest's top-level object")

    static let trailingComma = Message(.trailingComma, "trailing comma; JSON does not allow a comma before '}' or ']'")

    static let leadingZero = Message(.leadingZero, "numbers cannot start with 0 in JSON")

    static let unterminatedString = Message(.unterminatedString, "this string is not closed; add the closing '\"'")

    static let controlCharacterInString = Message(
        .controlCharacterInString, "control characters must be escaped in JSON strings (use \\n or \\t)")

    static let invalidEscape = Message(.invalidEscape, "invalid escape sequence in string")

    static let invalidUTF8 = Message(.invalidUTF8, "the manifest is not valid UTF-8 here")

    static let commentsNotAllowed = Message(.commentsNotAllowed, "JSON does not allow comments")

    static let singleQuotes = Message(.singleQuotes, "JSON strings use double quotes, not single quotes")

    static func unexpectedEnd(expecting expected: String) -> Message {
        Message(.unexpectedEnd, "the manifest ends too early; expected \(expected)")
    }

    static func nestingTooDeep(_ limit: Int) -> Message {
        Message(.nestingTooDeep, "the manifest is nested more than \(limit) levels deep")
    }

    static func unexpectedToken(_ found: String, expecting expected: String) -> Message {
        Message(.unexpectedToken, "unexpected '\(found)'; expected \(expected)")
    }

    static func notUTF8(_ encoding: String) -> Message {
        Message(
            .notUTF8,
            "the manifest is \(encoding); coordgen reads UTF-8, so save it as UTF-8 (in Xcode: File Inspector, Text "
                + "Encoding)")
    }
}
