import Foundation
import Generator
import TestSupport
import Testing

/// A Swift block of the README or docs/, read with the `<!-- check: … -->` line before it.
///
/// The marker names the manifest the block belongs to (a built-in example, or `fixture NAME`), optionally a style,
/// and what the block's first part is: `generated` (an excerpt of the generated code), `top level` (declarations of
/// yours, the default), `in TYPE` (code of yours inside TYPE) or `scene delegate` (the body of a scene delegate).
/// Inside a block, a line `// In your TYPE:` starts code of yours inside TYPE, and `// In TYPE (generated):` an
/// excerpt; either may start with a style (`// closures, in your TYPE:`). `<!-- check: none, REASON -->` opts out.
struct DocSnippet: CustomStringConvertible, Sendable {
    enum Place: Equatable, Sendable {
        case generated
        case topLevel
        case inside(String)
        case sceneDelegate
        /// Statements with a `window` at hand.
        case statements
    }

    struct Part: Sendable {
        var place: Place
        var style: String?
        var lines: [String]
    }

    var file: String
    var line: Int
    /// A built-in example's name, `fixture NAME`, or `manifest above`: the last JSON block before this one.
    var source: String
    /// The JSON block before this one, for `manifest above`.
    var manifestAbove: String?
    var style: String?
    var parts: [Part]

    var description: String { "\(file):\(line)" }

    /// Every Swift block of the README and docs/, or a description of a block without a usable marker.
    static func all() -> [Result<DocSnippet, DocSnippetProblem>] {
        let folder = Repository.root.appendingPathComponent("docs").path
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let files = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return files.flatMap { file -> [Result<DocSnippet, DocSnippetProblem>] in
            let text = (try? String(contentsOf: Repository.root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return blocks(in: text, file: file)
        }
    }

    static func blocks(in text: String, file: String) -> [Result<DocSnippet, DocSnippetProblem>] {
        let lines = text.components(separatedBy: "\n")
        var found: [Result<DocSnippet, DocSnippetProblem>] = []
        var manifestAbove: String?
        var index = 0
        while index < lines.count {
            guard lines[index] == "```swift" || lines[index] == "```json" else {
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            while end < lines.count && lines[end] != "```" {
                end += 1
            }
            let body = Array(lines[start..<min(end, lines.count)])
            if lines[index] == "```json" {
                manifestAbove = body.joined(separator: "\n")
            } else {
                let marker = (0..<index).reversed().lazy.map { lines[$0] }.first { !$0.isEmpty } ?? ""
                if var snippet = parse(marker: marker, body: body, file: file, line: start) {
                    snippet = snippet.map { found in
                        var snippet = found
                        snippet.manifestAbove = manifestAbove
                        return snippet
                    }
                    found.append(snippet)
                }
            }
            index = end + 1
        }
        return found
    }

    private static func parse(
        marker: String, body: [String], file: String, line: Int
    ) -> Result<DocSnippet, DocSnippetProblem>? {
        // The README's view model test is run by ViewModelUnitTests, without UIKit.
        if marker == "<!-- view-model-test -->" {
            return nil
        }
        guard marker.hasPrefix("<!-- check: "), marker.hasSuffix(" -->") else {
            let problem = "\(file):\(line): a Swift block without a <!-- check: … --> line"
            return .failure(DocSnippetProblem(description: problem))
        }
        let fields = marker.dropFirst("<!-- check: ".count).dropLast(" -->".count).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard let source = fields.first, source != "none" else { return nil }
        var style: String?
        var first = Place.topLevel
        for field in fields.dropFirst() {
            if ["protocols", "closures", "events"].contains(field) {
                style = field
            } else if let place = place(field) {
                first = place
            } else {
                let problem = "\(file):\(line): unknown field '\(field)' in \(marker)"
                return .failure(DocSnippetProblem(description: problem))
            }
        }
        var parts = [Part(place: first, style: nil, lines: [])]
        for text in body {
            if let header = header(text) {
                parts.append(header)
            } else {
                parts[parts.count - 1].lines.append(text)
            }
        }
        return .success(
            DocSnippet(
                file: file, line: line, source: source, manifestAbove: nil, style: style,
                parts: parts.filter { part in part.lines.contains { !$0.isEmpty } }))
    }

    private static func place(_ field: String) -> Place? {
        switch field {
        case "generated": .generated
        case "top level": .topLevel
        case "scene delegate": .sceneDelegate
        case "statements": .statements
        default: field.hasPrefix("in ") ? .inside(String(field.dropFirst(3))) : nil
        }
    }

    /// The style of a part checked in all three.
    static let everyStyle = "every style"

    /// `// In your TYPE:` or `// In TYPE (generated):`, with a style in front (`// closures, in your TYPE:`) or
    /// `, in every style` behind, and anything after the colon.
    private static func header(_ line: String) -> Part? {
        guard line.hasPrefix("// "), let colon = line.firstIndex(of: ":") else { return nil }
        var clauses = line[line.index(line.startIndex, offsetBy: 3)..<colon].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var style: String?
        if let first = clauses.first, ["protocols", "closures", "events"].contains(first) {
            style = first
            clauses.removeFirst()
        }
        if clauses.last == "in every style" {
            style = everyStyle
            clauses.removeLast()
        }
        guard clauses.count == 1 else { return nil }
        let words = clauses[0].split(separator: " ").map(String.init)
        if words.count == 3 && words[0].lowercased() == "in" && words[1] == "your" {
            return Part(place: .inside(words[2]), style: style, lines: [])
        }
        if words.count == 3 && words[0].lowercased() == "in" && words[2] == "(generated)" {
            return Part(place: .generated, style: style, lines: [])
        }
        return nil
    }
}

struct DocSnippetProblem: Error, CustomStringConvertible, Sendable {
    var description: String
}

/// The Swift blocks of the README and docs/ hold: excerpts of generated code appear in what coordgen generates, and
/// code of yours type-checks against Apple's SDK beside the generated code of the manifest it belongs to, at the
/// minimum deployment target and the SDK's newest.
@Suite("Documentation snippets")
struct DocSnippetTests {
    static let snippets = DocSnippet.all()

    @Test("every Swift block of the README and docs says how it is checked")
    func everyBlockIsMarked() {
        for case .failure(let problem) in Self.snippets {
            Issue.record(Comment(rawValue: problem.description))
        }
        #expect(Self.snippets.count >= 10, "the README and docs have fewer Swift blocks than expected")
    }

    @Test("each Swift block is generated code, or code of yours that type-checks with it", arguments: checked)
    func snippetHolds(_ snippet: DocSnippet) throws {
        let style = { (part: DocSnippet.Part) in part.style ?? snippet.style ?? "" }
        var styles = Set(snippet.parts.map(style)).subtracting([DocSnippet.everyStyle])
        if snippet.parts.contains(where: { style($0) == DocSnippet.everyStyle }) {
            styles.formUnion(["protocols", "closures", "events"])
        }
        for style in styles.sorted() {
            let parts = snippet.parts.filter {
                [style, DocSnippet.everyStyle].contains($0.style ?? snippet.style ?? "")
            }
            let generated = try Self.generate(snippet, style: style.isEmpty ? nil : style)
            let generatedFiles = generated.map { Self.codeLines($0.contents.components(separatedBy: "\n")) }
            for part in parts where part.place == .generated {
                let excerpt = Self.codeLines(part.lines)
                let variant = style.isEmpty ? "as written" : style
                let message = "\(snippet): this excerpt is not in the generated code (\(variant)):\n"
                #expect(
                    generatedFiles.contains { Self.contains($0, excerpt: excerpt) },
                    Comment(rawValue: message + excerpt.joined(separator: "\n")))
            }
            let code = parts.filter { $0.place != .generated }
            guard !code.isEmpty, let sdk = RealSDKTests.sdk() else { continue }
            let folder = TemporaryDirectory(prefix: "snippet")
            let declared = Set(code.flatMap { Self.declaredTypes(in: $0) })
            var outputs = generated.filter { !declared.contains(String($0.name.dropLast(".swift".count))) }
            var sources: [String] = []
            for (index, part) in code.enumerated() {
                // Code in one of your classes goes into its scaffold, where an `override` can go.
                if case .inside(let type) = part.place,
                    let scaffold = outputs.firstIndex(where: { $0.kind == .scaffold && $0.name == type + ".swift" }),
                    let end = outputs[scaffold].contents.range(of: "}", options: .backwards)
                {
                    var text = outputs[scaffold].contents
                    text.insert(contentsOf: Self.member(part, index: index) + "\n", at: end.lowerBound)
                    outputs[scaffold] = OutputFile(name: outputs[scaffold].name, kind: .scaffold, contents: text)
                } else {
                    sources.append(Self.source(of: part, index: index))
                }
            }
            var files = outputs.map { folder.write($0.contents, to: $0.name) }
            // A SwiftUI screen's view, or app, is written against SwiftUI.
            let imports =
                sources.contains { $0.contains(": View {") || $0.contains(": App {") }
                ? "import SwiftUI\nimport UIKit" : "import UIKit"
            files.append(folder.write(imports + "\n\n" + sources.joined(separator: "\n"), to: "Snippet.swift"))
            // The SwiftUI back end's code, whose views file only it writes, needs iOS 16 (NavigationStack).
            let minimum =
                generated.contains { $0.name == "NavigationViews.swift" } ? "16.0" : IOSSDK.minimumTarget
            for failure in sdk.typecheckAtMinimumAndNewest(files, minimum: minimum) {
                Issue.record("the Swift block at \(snippet) (\(style.isEmpty ? "as written" : style)) \(failure)")
            }
        }
    }

    static var checked: [DocSnippet] {
        snippets.compactMap { try? $0.get() }
    }

    /// The manifest's generated files and scaffolds, with a built-in example's own types.
    static func generate(_ snippet: DocSnippet, style: String?) throws -> [OutputFile] {
        let source = snippet.source
        let fixture = source.hasPrefix("fixture ") ? String(source.dropFirst("fixture ".count)) : nil
        var text =
            source == "manifest above"
            ? snippet.manifestAbove ?? ""
            : fixture.map { String(decoding: Fixture.named($0).manifest, as: UTF8.self) }
                ?? CoordinatorGenerator.example(named: source) ?? ""
        try #require(!text.isEmpty, "no built-in example or fixture named '\(source)'")
        if let style {
            text = text.replacingOccurrences(of: #""style": "protocols""#, with: #""style": "\#(style)""#)
        }
        let result = CoordinatorGenerator.standard.generate(manifest: Array(text.utf8))
        try #require(!result.hasErrors, "\(source): \(result.diagnostics)")
        let own = fixture == nil ? CoordinatorGenerator.exampleOwnFiles(named: source) : []
        return result.files + own
    }

    /// Code of yours where it goes: as written, inside an extension of its type, or in a scene delegate.
    static func source(of part: DocSnippet.Part, index: Int) -> String {
        let body = part.lines.joined(separator: "\n")
        switch part.place {
        case .generated, .topLevel:
            return body + "\n"
        case .statements:
            return "@MainActor\nfunc snippet\(index)(window: UIWindow) {\n\(body)\n}\n"
        case .sceneDelegate:
            return "final class SceneDelegate\(index): UIResponder, UIWindowSceneDelegate {\n"
                + "var window: UIWindow?\n\n" + body + "\n}\n"
        case .inside(let type):
            return "extension \(type) {\n\(member(part, index: index))\n}\n"
        }
    }

    /// A part in a type: its declarations as written, or its statements in a method.
    static func member(_ part: DocSnippet.Part, index: Int) -> String {
        let body = part.lines.joined(separator: "\n")
        let first = part.lines.first { !$0.isEmpty && !$0.hasPrefix("//") } ?? ""
        let isDeclaration = ["func ", "override func ", "@MainActor"].contains { first.hasPrefix($0) }
        return isDeclaration ? body : "func snippet\(index)() {\n\(body)\n}"
    }

    /// The classes and structs (a SwiftUI view) a part declares, whose scaffolds it replaces.
    static func declaredTypes(in part: DocSnippet.Part) -> [String] {
        part.lines.compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            guard let index = words.firstIndex(where: { $0 == "class" || $0 == "struct" }), index + 1 < words.count
            else { return nil }
            return String(words[index + 1].prefix { $0.isLetter || $0.isNumber })
        }
    }

    /// The lines of code, trimmed, without blank and comment lines.
    static func codeLines(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    /// Whether `excerpt` is `file`'s lines in a row, except that the excerpt may leave out lines before a `}` (the
    /// rest of a declaration it shortens).
    static func contains(_ file: [String], excerpt: [String]) -> Bool {
        guard let first = excerpt.first else { return true }
        return file.indices.contains { start in
            guard file[start] == first else { return false }
            var next = start + 1
            for line in excerpt.dropFirst() {
                if next < file.count && file[next] == line {
                    next += 1
                } else if line == "}", let closer = file[next...].firstIndex(of: "}") {
                    next = closer + 1
                } else {
                    return false
                }
            }
            return true
        }
    }
}
