import Foundation
import TestSupport
import Testing

@testable import Generator

/// Every message in the catalogue (`Message.ID`) is asserted by some test: its text appears in a test's expected
/// output. A new message without a test fails here, naming it.
@Suite("Message catalogue")
struct MessageCatalogueTests {
    /// Each message's name and the longest piece of its text that its sample values do not write: the text a test
    /// that asserts it must contain.
    static func catalogue() -> [(name: String, fragment: String)] {
        Message.ID.allCases.map { id in
            let pieces = Message.sample(id).text.split(separator: /‹[0-9]+›|\b9[0-9]{2}\b/)
            return (id.rawValue, String(pieces.max { $0.count < $1.count } ?? ""))
        }
    }

    /// The literal text of the string literals in `code` (plain, raw and multi-line), split where an interpolation
    /// interrupts it.
    static func literalPieces(in code: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var characters = Array(code)[...]
        func starts(with text: String) -> Bool { characters.starts(with: Array(text)) }
        while !characters.isEmpty {
            var hashes = 0
            while characters.first == "#" {
                hashes += 1
                characters.removeFirst()
            }
            guard characters.first == "\"" else {
                if hashes == 0 { characters.removeFirst() }
                continue
            }
            let isMultiline = starts(with: "\"\"\"")
            characters.removeFirst(isMultiline ? 3 : 1)
            let closer = (isMultiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            while !characters.isEmpty, !starts(with: closer) {
                if starts(with: escape) {
                    characters.removeFirst(escape.count)
                    guard let next = characters.popFirst() else { break }
                    if next == "(" {
                        // Skip the interpolated expression.
                        pieces.append(current)
                        current = ""
                        var depth = 1
                        while depth > 0, let skipped = characters.popFirst() {
                            if skipped == "(" { depth += 1 }
                            if skipped == ")" { depth -= 1 }
                        }
                    } else {
                        current.append(next == "n" ? "\n" : next)
                    }
                } else {
                    current.append(characters.removeFirst())
                }
            }
            characters.removeFirst(min(closer.count, characters.count))
            pieces.append(current)
            current = ""
        }
        return pieces
    }

    /// Every test file's source, as written, except this file's.
    static func testSources() -> [String] {
        let tests = Repository.root.appendingPathComponent("Tests")
        var sources: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: tests.path)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"), !path.hasSuffix("MessageCatalogueTests.swift") else { continue }
            sources.append((try? String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)) ?? "")
        }
        return sources
    }

    /// The text of every test file, with adjacent string literals joined and escapes read, where expected messages
    /// are written out.
    static func testText(_ sources: [String]) -> String {
        sources.map { literalPieces(in: $0.replacing(/"#?\s*\+\s*#?"/, with: "")).joined(separator: "\n") }
            .joined(separator: "\n")
    }

    @Test("each message's sample leaves text of its own to look for")
    func samplesLeaveText() {
        let entries = Self.catalogue()
        #expect(entries.count > 60)
        #expect(entries.allSatisfy { $0.fragment.count >= 6 }, "\(entries.filter { $0.fragment.count < 6 })")
    }

    @Test("every message has a test that asserts its text")
    func everyMessageIsAsserted() {
        let files = Self.testSources()
        let text = Self.testText(files)
        let sources = files.joined(separator: "\n")
        // A test asserts a message by its text, or by comparing with the catalogue's value itself.
        let untested = Self.catalogue().filter {
            !text.contains($0.fragment) && !sources.contains("Message.\($0.name)")
        }
        #expect(
            untested.isEmpty, "no test asserts these messages: \(untested.map { "\($0.name) (\"\($0.fragment)\")" })")
    }
}
