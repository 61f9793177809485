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
        #expect(throws: JSONSyntaxError(message: message, offset: offset)) { try parse(text) }
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

    // MARK: Arrays parsed on every core

    /// Parses `bytes` with every top-level array split across cores and in order, and expects the same value or error.
    private func expectSameParse(_ bytes: [UInt8], _ comment: Comment) {
        let split = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, parallelArrayBytes: 0) }
        let inOrder = Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes, parallelArrayBytes: .max) }
        #expect(split == inOrder, comment)
    }

    @Test("an array parsed on every core gives the value, or the error, of parsing it in order (random documents)")
    func parallelArraysMatchOrder() {
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            var generator = RandomJSON(random: SeededGenerator(seed: seed))
            let document = Array(generator.document().utf8)
            expectSameParse(document, "seed \(seed)")
            // Broken copies: a byte dropped, or a byte that matters to the scan put in.
            for mutation in 0..<6 {
                var broken = document
                let index = Int.random(in: 0..<broken.count, using: &random)
                if mutation % 2 == 0 {
                    broken.remove(at: index)
                } else {
                    broken.insert(Array(#"[]{},":\ x"#.utf8).randomElement(using: &random)!, at: index)
                }
                expectSameParse(broken, "seed \(seed), mutation \(mutation)")
            }
        }
    }

    @Test(
        "a manifest-sized array is parsed on every core, and an error in it is reported where parsing in order finds it"
    )
    func largeArray() throws {
        let screens = (0..<1000).map { #"{ "name": "Screen\#($0)", "actions": [{ "name": "a, ]b", "push": "x" }] }"# }
        let text = #"{ "version": 1, "screens": ["# + screens.joined(separator: ",\n") + "] }"
        expectSameParse(Array(text.utf8), "whole")
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
        #expect(throws: JSONSyntaxError(message: message, offset: offset)) { try JSONParser.parse(Array(broken.utf8)) }
        expectSameParse(Array(broken.utf8), "broken")
    }
}

/// Random JSON text: nested values, strings with escapes, brackets and commas inside, and random white space.
private struct RandomJSON {
    var random: SeededGenerator

    mutating func document() -> String {
        let members = (0..<Int.random(in: 1...4, using: &random)).map { index in
            let value = index == 0 ? array(depth: 1, count: Int.random(in: 0...40, using: &random)) : value(depth: 1)
            return space() + string() + space() + ":" + space() + value + space()
        }
        return space() + "{" + members.joined(separator: ",") + "}" + space()
    }

    private mutating func value(depth: Int) -> String {
        switch Int.random(in: 0..<(depth < 4 ? 7 : 5), using: &random) {
        case 0: return ["0", "-12", "1.5e3", "7", "-0.25"].randomElement(using: &random)!
        case 1, 2, 3: return string()
        case 4: return ["true", "false", "null"].randomElement(using: &random)!
        case 5: return array(depth: depth + 1, count: Int.random(in: 0...6, using: &random))
        default:
            let members = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                space() + string() + space() + ":" + space() + value(depth: depth + 1) + space()
            }
            return "{" + members.joined(separator: ",") + "}"
        }
    }

    private mutating func array(depth: Int, count: Int) -> String {
        "[" + (0..<count).map { _ in space() + value(depth: depth) + space() }.joined(separator: ",") + "]"
    }

    private mutating func string() -> String {
        let pieces = ["a", "Screen", " ", "[", "]", "{", "}", ",", ":", #"\""#, #"\\"#, #"\n"#, #"\u00e9"#, "é"]
        return "\""
            + (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            .joined() + "\""
    }

    private mutating func space() -> String {
        ["", "", " ", "\n  ", "\t"].randomElement(using: &random)!
    }
}
