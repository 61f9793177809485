import CoordgenSwiftUI
import Foundation
import TestSupport
import Testing

@testable import CoordgenUIKit
@testable import Generator

/// `coordgen graph`'s drawings: snapshots of every fixture in every text format, well-formed Mermaid for any valid
/// manifest, and DOT that Graphviz accepts.
@Suite("Graphs")
struct GraphTests {
    static let extensions: [GraphFormat: String] = [.mermaid: "mmd", .dot: "dot"]

    @Test("every fixture's graph matches its snapshot, in every format", arguments: Fixture.all)
    func matchesSnapshot(_ fixture: Fixture) throws {
        for format in GraphFormat.allCases {
            let result = CoordinatorGenerator.standard.graph(manifest: fixture.manifest, format: format)
            let text = try #require(result.text, "\(result.diagnostics)")
            let name = "Graph/graph." + (Self.extensions[format] ?? format.rawValue)
            if let failure = Snapshots.verifyText(text, at: name, fixture: fixture.name) {
                Issue.record(Comment(rawValue: failure))
            }
            #expect(CoordinatorGenerator.standard.graph(manifest: fixture.manifest, format: format) == result)
        }
    }

    @Test("the legend shows each kind of edge the graph draws, in its style, and no other", arguments: Fixture.all)
    func legendListsDrawnKinds(_ fixture: Fixture) throws {
        let pipeline = GeneratorPipeline(manifestPath: "coordgen.json", backends: [UIKitBackend(), SwiftUIBackend()])
        let graph = FlowGraph(try pipeline.resolved(fixture.manifest).get().model)
        let drawn = Set(graph.edges.map(\.kind.name))
        let text = try #require(CoordinatorGenerator.standard.graph(manifest: fixture.manifest, format: .mermaid).text)
        let legend = text.components(separatedBy: "subgraph legend[\"Legend\"]").dropFirst().joined()
        let named = Set(legend.matches(of: /\|"([^"]*)"\|/).map { String($0.output.1) })
        #expect(
            named == drawn, "the legend of \(fixture.name) names \(named.sorted()), the graph draws \(drawn.sorted())")
    }

    @Test("each kind of action is drawn in its own style, to the right node")
    func edgeStyles() throws {
        let text = try #require(
            CoordinatorGenerator.standard.graph(manifest: Fixture.named("lifetime").manifest, format: .mermaid).text)
        let lines = text.components(separatedBy: "\n")
        let expected = [
            #"c0s0 -->|"showDetail"| c0s1"#,
            #"c0s0 -.->|"showSheet (present)"| c0s2"#,
            #"c0s0 ==>|"startK (start child)"| c2s0"#,
            #"c0s0 ==>|"startM (start modal child)"| c3s0"#,
            #"c0s2 -.->|"closeSheet (dismiss)"| c0_dismissed"#,
            #"c2s1 --x|"finishK"| c2_end"#,
            #"c2s2 --o|"backToK1 (pop to the flow's first screen)"| c2s0"#,
        ]
        for edge in expected {
            #expect(lines.contains("    " + edge), "missing edge \(edge) in:\n\(text)")
        }
        #expect(lines.contains(#"    subgraph c0["ACoordinator (tab “A”)"]"#))
        let presentations = try #require(
            CoordinatorGenerator.standard.graph(manifest: Fixture.named("presentations").manifest, format: .mermaid)
                .text)
        let itself = #"    c0s0 -.->|"view (present, no navigation controller)"| c0s6"#
        #expect(presentations.components(separatedBy: "\n").contains(itself), "missing \(itself) in:\n\(presentations)")
    }

    @Test(
        "a screen's alerts, share sheets, camera and exports are one loop, a line each, so their labels do not overlap")
    func loopsAreMerged() throws {
        let text = try #require(
            CoordinatorGenerator.standard.graph(manifest: Fixture.named("presentations").manifest, format: .dot).text)
        let loops = text.components(separatedBy: "\n").filter { $0.hasPrefix("    c0s0 -> c0s0 ") }
        #expect(loops.count == 1, "\(loops)")
        for action in ["rename", "chooseSort", "measure", "shareName", "takePhoto", "exportNotes"] {
            #expect(loops.first?.contains(action + ": ") == true, "no line for \(action) in \(loops)")
        }
    }

    @Test("labels escape what Mermaid and DOT would read")
    func escaping() {
        #expect(MermaidGraph.escaped(#"a "b" <c> #d|e"# + "\nf") == "a #quot;b#quot; #lt;c#gt; #35;d#124;e<br/>f")
        #expect(DOTGraph.quoted("a \"b\" \\c\nd") == #""a \"b\" \\c\nd""#)
    }

    @Test("random valid manifests draw well-formed Mermaid", arguments: [7, 2026])
    func mermaidIsWellFormed(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for index in 0..<50 {
            let manifest = RandomManifest(prefix: "G\(index)", using: &random)
            let text = try #require(
                CoordinatorGenerator.standard.graph(manifest: Array(manifest.json.utf8), format: .mermaid).text)
            for problem in MermaidCheck.problems(in: text) {
                Issue.record("seed \(seed), manifest \(index): \(problem)\n\(manifest.json)")
            }
        }
    }

    @Test("the Mermaid check finds bad ids, raw characters in labels and edges to nowhere")
    func mermaidCheckFindsProblems() {
        let bad = """
            %% x
            flowchart LR
                subgraph c0["A"]
                    a-b["x"]
                    end["y"]
                end
                c0s0 -->|"a<b"| a-b
            """
        let problems = MermaidCheck.problems(in: bad)
        #expect(problems.contains { $0.contains("id 'a-b'") })
        #expect(problems.contains { $0.contains("id 'end[\"y\"]'") || $0.contains("is not one Mermaid accepts") })
        #expect(problems.contains { $0.contains("undeclared node c0s0") })
        #expect(problems.contains { $0.contains("a label holds a character Mermaid reads") })
    }

    @Test("a manifest with errors draws nothing and says why")
    func errorsDrawNothing() {
        let result = CoordinatorGenerator.standard.graph(manifest: Array(#"{ "version": 1 }"#.utf8), format: .dot)
        #expect(result.text == nil)
        #expect(result.diagnostics.contains { $0.severity == .error })
    }

    /// A 30-screen app of ten flows and five routes, drawn only: the graph of a real app's size.
    static let largeApp = Repository.root.appendingPathComponent("Tests/Graphs/social.json")

    /// Each flow is ranked on its own, so that flows stack as rows rather than one line as wide as all of them: every
    /// flow's first screen is in the drawing's first column.
    @Test(
        "dot accepts every fixture's, a 30-screen app's and 100 random graphs, each flow starting in the first column",
        .enabled(if: GraphvizLocator.testsRun))
    func graphvizAcceptsDOT() throws {
        let dot = try #require(GraphvizLocator.dot, "CI must have Graphviz's dot on PATH (.ci/run installs it)")
        var manifests = Fixture.all.map(\.manifest) + [Array(try Data(contentsOf: Self.largeApp))]
        var random = SeededGenerator(seed: 99)
        for index in 0..<100 {
            manifests.append(Array(RandomManifest(prefix: "D\(index)", using: &random).json.utf8))
        }
        let folder = TemporaryDirectory(prefix: "dot")
        let pipeline = GeneratorPipeline(manifestPath: "coordgen.json", backends: [UIKitBackend(), SwiftUIBackend()])
        for (index, manifest) in manifests.enumerated() {
            let text = try #require(CoordinatorGenerator.standard.graph(manifest: manifest, format: .dot).text)
            let file = folder.write(text, to: "\(index).dot")
            let result = ProcessRunner.run(dot, ["-Tplain", file.path])
            #expect(result.status == 0, "dot refused graph \(index):\n\(result.combined)\n\(text)")
            var columns: [String: Double] = [:]
            for line in result.output.split(separator: "\n") where line.hasPrefix("node ") {
                let words = line.split(separator: " ")
                columns[String(words[1])] = Double(words[2])
            }
            let graph = FlowGraph(try pipeline.resolved(manifest).get().model)
            let firsts = graph.clusters.compactMap { $0.nodes.first { $0.shape == .screen } }
            let starting = Set(firsts.map { columns[$0.id] ?? -1 })
            let first = columns.filter { !$0.key.hasPrefix("legend") }.values.min()
            #expect(
                starting.count == 1 && starting.first == first,
                "graph \(index): its flows start in columns \(starting.sorted()), the drawing in \(first ?? -1)")
        }
    }
}

/// A small checker for the Mermaid flowchart coordgen writes: ids Mermaid accepts, quoted labels without characters
/// Mermaid would read, balanced subgraphs, and edges between declared nodes.
enum MermaidCheck {
    static func problems(in text: String) -> [String] {
        var problems: [String] = []
        var declared: Set<String> = []
        var depth = 0
        let lines = text.components(separatedBy: "\n").filter { !$0.isEmpty }
        guard lines.count >= 2, lines[0].hasPrefix("%% "), lines[1] == "flowchart LR" else {
            return ["the graph does not start with a comment and 'flowchart LR'"]
        }
        for line in lines.dropFirst(2) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "end" {
                depth -= 1
                continue
            }
            guard let id = trimmed.split(separator: " ").first.map(String.init) else { continue }
            if id == "subgraph" {
                depth += 1
                let rest = String(trimmed.dropFirst("subgraph ".count))
                problems += check(declaration: rest, declared: &declared, line: line)
            } else if trimmed.contains("|\"") {
                let parts = trimmed.split(separator: " ")
                guard parts.count >= 3 else {
                    problems.append("malformed edge: \(line)")
                    continue
                }
                for end in [String(parts[0]), String(parts[parts.count - 1])] where !declared.contains(end) {
                    problems.append("edge to an undeclared node \(end): \(line)")
                }
                problems += checkQuoted(trimmed, line: line)
            } else {
                problems += check(declaration: trimmed, declared: &declared, line: line)
            }
        }
        if depth != 0 { problems.append("subgraphs are not balanced") }
        return problems
    }

    private static func check(declaration: String, declared: inout Set<String>, line: String) -> [String] {
        // A node's shape opens after its id: `[` a box, `(` a rounded one, `>` a flag (asymmetric shape).
        let id = String(declaration.prefix { $0 != "[" && $0 != "(" && $0 != ">" })
        var problems: [String] = []
        let valid =
            id.first.map { $0.isASCII && $0.isLetter } == true
            && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && id != "end"
        if !valid { problems.append("id '\(id)' is not one Mermaid accepts: \(line)") }
        if !declared.insert(id).inserted { problems.append("id '\(id)' is declared twice") }
        return problems + checkQuoted(declaration, line: line)
    }

    /// Every quoted label holds no raw `"`, `<`, `>`, `|` or `#` that is not an entity code.
    private static func checkQuoted(_ text: String, line: String) -> [String] {
        let parts = text.components(separatedBy: "\"")
        guard parts.count % 2 == 1 else { return ["unbalanced quotes: \(line)"] }
        var problems: [String] = []
        for (index, part) in parts.enumerated() where index % 2 == 1 {
            let withoutEntities = part.replacingOccurrences(
                of: "#[a-z0-9]+;", with: "", options: .regularExpression
            ).replacingOccurrences(of: "<br/>", with: "")
            if withoutEntities.contains(where: { "<>|#".contains($0) }) {
                problems.append("a label holds a character Mermaid reads: \(line)")
            }
        }
        return problems
    }
}
