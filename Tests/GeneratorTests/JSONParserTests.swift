import TestSupport
import Testing

@testable import Generator

@Suite("JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test("records where values and keys start and end, keeping member order")
    func positions() throws {
        let value = try parse(#"{ "b": [1, "x"], "a": true }"#)
        guard case .object(let members) = value.kind else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[0].keyStart == 2)
        #expect(members[0].value.start == 7)
        #expect(members[0].value.end == 15)
        #expect(value.end == 28)
    }

    @Test("decodes escapes, surrogate pairs and UTF-8")
    func strings() throws {
        guard case .string(let text) = try parse(#""a\n\"\u00e9\ud83d\ude00 ü""#).kind else {
            Issue.record("not a string")
            return
        }
        #expect(text == "a\n\"é😀 ü")
    }

    @Test("accepts a byte order mark and numbers in every JSON form")
    func numbersAndBOM() throws {
        let value = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[0, -1.5e3, 12]".utf8))
        guard case .array(let elements) = value.kind else { return }
        #expect(elements.map { if case .number(let text) = $0.kind { text } else { "" } } == ["0", "-1.5e3", "12"])
    }

    @Test(
        "refuses what JSON does not allow, saying where",
        arguments: [
            ("{\"a\": 01}", 6, "numbers cannot start with 0 in JSON"),
            ("[1,]", 2, "trailing comma; JSON does not allow a comma before '}' or ']'"),
            ("{'a': 1}", 1, "JSON strings use double quotes, not single quotes"),
            ("{\"a\": tru}", 6, "unexpected 'tru'; expected a value"),
            ("{\"a\": 1} x", 9, "unexpected text after the end of the manifest's top-level object"),
            ("{\"a\" 1}", 5, "unexpected '1'; expected ':' after the key \"a\""),
            ("\"\\q\"", 1, "invalid escape sequence in string"),
            ("[", 1, "the manifest ends too early; expected a value"),
        ])
    func errors(text: String, offset: Int, message: String) {
        expectSyntaxError(message, at: offset) { _ = try parse(text) }
    }

    /// `body` throws a syntax error with the text `message` at `offset`.
    private func expectSyntaxError(
        _ message: String, at offset: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation,
        _ body: () throws -> Void
    ) {
        let error = #expect(throws: JSONSyntaxError.self, sourceLocation: sourceLocation) { try body() }
        #expect(error?.message.text == message, sourceLocation: sourceLocation)
        #expect(error?.offset == offset, sourceLocation: sourceLocation)
    }

    @Test("refuses invalid UTF-8 and too deep nesting")
    func limits() {
        #expect(throws: JSONSyntaxError(message: Message.invalidUTF8, offset: 1)) {
            try JSONParser.parse([UInt8(ascii: "\""), 0xC0, 0x80, UInt8(ascii: "\"")])
        }
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONSyntaxError(message: Message.nestingTooDeep(JSONParser.maximumDepth), offset: 256)) {
            try parse(deep)
        }
    }

    @Test("line and column count Unicode scalars, from 1")
    func locations() {
        let source = SourceText(Array("ab\n\"é\": x".utf8))
        #expect(source.location(of: 0) == SourceLocation(line: 1, column: 1))
        #expect(source.location(of: 3) == SourceLocation(line: 2, column: 1))
        #expect(source.location(of: 8) == SourceLocation(line: 2, column: 5))
    }

    @Test("a manifest-sized array is parsed whole, and an error deep in it is reported where it is")
    func largeArray() throws {
        let screens = (0..<1000).map { #"{ "name": "Screen\#($0)", "actions": [{ "name": "a, ]b", "push": "x" }] }"# }
        let text = #"{ "version": 1, "screens": ["# + screens.joined(separator: ",\n") + "] }"
        let value = try JSONParser.parse(Array(text.utf8))
        guard case .object(let members) = value.kind, case .array(let elements) = members[1].value.kind else {
            Issue.record("not an object with an array")
            return
        }
        #expect(elements.count == 1000)
        let broken = text.replacingOccurrences(of: #""Screen700", "actions""#, with: #""Screen700" "actions""#)
        let before = try #require(broken.range(of: #""Screen700" "#)).upperBound
        let offset = broken.utf8.distance(from: broken.startIndex, to: before)
        let message = #"unexpected '"actions":'; expected ',' or '}' after the value of "name""#
        expectSyntaxError(message, at: offset) { _ = try JSONParser.parse(Array(broken.utf8)) }
    }
}
