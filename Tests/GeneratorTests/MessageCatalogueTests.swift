import Foundation
import TestSupport
import Testing

/// Every message in the catalogue (`Message.swift`) is asserted by some test: its text appears in a test's expected
/// output. A new message without a test fails here, naming it.
@Suite("Message catalogue")
struct MessageCatalogueTests {
    /// Each message's name and the longest piece of literal text it always contains.
    static func catalogue() throws -> [(name: String, fragment: String)] {
        let source = try String(
            contentsOf: Repository.root.appendingPathComponent("Sources/Generator/Diagnostics/Message.swift"),
            encoding: .utf8)
        var entries: [(name: String, fragment: String)] = []
        for declaration in source.components(separatedBy: "    static ").dropFirst() {
            guard let name = declaration.firstMatch(of: /^(?:let|func) ([A-Za-z0-9]+)/)?.output.1 else { continue }
            let fragment = literalPieces(in: declaration).max { $0.count < $1.count } ?? ""
            entries.append((String(name), fragment))
        }
        return entries
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

    @Test("the catalogue is read whole")
    func catalogueIsRead() throws {
        let entries = try Self.catalogue()
        #expect(entries.count > 60)
        #expect(entries.allSatisfy { $0.fragment.count >= 6 }, "\(entries.filter { $0.fragment.count < 6 })")
    }

    @Test("every message has a test that asserts its text")
    func everyMessageIsAsserted() throws {
        let files = Self.testSources()
        let text = Self.testText(files)
        let sources = files.joined(separator: "\n")
        // A test asserts a message by its text, or by comparing with the catalogue's value itself.
        let untested = try Self.catalogue().filter {
            !text.contains($0.fragment) && !sources.contains("Message.\($0.name)")
        }
        #expect(
            untested.isEmpty, "no test asserts these messages: \(untested.map { "\($0.name) (\"\($0.fragment)\")" })")
    }
}
