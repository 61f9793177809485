import Foundation
import TestSupport
import Testing

/// The core (`Sources/Generator`) knows no back end: the package's targets keep it from importing one, and this keeps
/// it from naming one's types in its code, as a type, a string or an unqualified call.
@Suite("The core's boundary")
struct CoreBoundaryTests {
    /// Every Swift file under `folder`, with its path from the repository's root.
    static func sources(under folder: String) -> [(path: String, text: String)] {
        let root = Repository.root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)).map {
                (folder + "/" + path, $0)
            }
        }
    }

    /// The lines of `text` that are code: not blank, not a comment.
    static func codeLines(_ text: String) -> [(number: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.isEmpty || trimmed.hasPrefix("//") ? nil : (index + 1, String(line))
        }
    }

    /// The names of the types the UIKit back end declares, in its code: not those its templates' text declares in the
    /// generated code.
    static let backEndTypes: Set<String> = {
        let declaration = /(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w*)/
        return Set(
            sources(under: "Sources/CoordgenUIKit").flatMap { file in
                outsideMultilineStrings(file.text).matches(of: declaration).map { String($0.1) }
            })
    }()

    /// `text` without the lines inside its multi-line string literals: a template's text.
    static func outsideMultilineStrings(_ text: String) -> String {
        var inside = false
        var kept: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let quotes = line.ranges(of: "\"\"\"").count
            if !inside && quotes == 0 {
                kept.append(line)
            }
            if quotes % 2 == 1 {
                inside.toggle()
            }
        }
        return kept.joined(separator: "\n")
    }

    @Test("the UIKit back end declares the types this test looks for")
    func findsTheBackEndsTypes() {
        #expect(Self.backEndTypes.isSuperset(of: ["UIKitBackend", "RuntimeNames", "RuntimeTypes", "ActionCode"]))
    }

    @Test("no code line of the core names a UIKit type or a type of the UIKit back end")
    func coreNamesNoBackEndType() {
        let uikitType = /\bUI[A-Z][A-Za-z]*/
        var found: [String] = []
        for file in Self.sources(under: "Sources/Generator") {
            for line in Self.codeLines(file.text) {
                let names = line.text.matches(of: /\b[A-Z]\w*/).map { String($0.0) }
                let uikit = line.text.matches(of: uikitType).map { String($0.0) }.filter { $0 != "UIKit" }
                for name in Set(uikit + names.filter(Self.backEndTypes.contains)).sorted() {
                    found.append("\(file.path):\(line.number): \(name)")
                }
            }
        }
        #expect(found.isEmpty, "the core names the back end's types:\n\(found.joined(separator: "\n"))")
    }

    @Test("the test's own back end imports the core and Templates only, without @testable")
    func testBackEndUsesThePackageInterface() {
        for file in Self.sources(under: "Tests/TestBackends") {
            let imports = file.text.split(separator: "\n").filter { $0.hasPrefix("import ") || $0.contains("import ") }
            #expect(Set(imports) == ["import Generator", "import Templates"], "\(file.path): \(imports)")
        }
    }

    @Test("what both back ends share (Sources/CoordgenLinks) imports the core alone and names no UI framework's type")
    func sharedLinksNameNoUIType() {
        let files = Self.sources(under: "Sources/CoordgenLinks")
        #expect(!files.isEmpty)
        var found: [String] = []
        for file in files {
            for line in Self.codeLines(file.text) {
                if line.text.hasPrefix("import "), !["import Generator", "import Templates"].contains(line.text) {
                    found.append("\(file.path):\(line.number): \(line.text)")
                }
                for name in line.text.matches(of: /\b(?:UI[A-Z][A-Za-z]*|SwiftUI|UIKit|View|NavigationStack)\b/) {
                    found.append("\(file.path):\(line.number): \(name.0)")
                }
            }
        }
        #expect(found.isEmpty, "the shared target names a back end's framework:\n\(found.joined(separator: "\n"))")
    }
}
