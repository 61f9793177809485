import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

/// Every command in the README and the guides works as written: coordgen commands run here, in document order, in one
/// fresh folder; any other command must be run by CI (`.ci/run`, or a script of `Examples/ShopApp` that CI runs).
@Suite("README")
struct ReadmeTests {
    /// The documents whose commands are proven, in the order their commands run.
    static let documents = ["README.md", "docs/guide.md", "docs/commands.md", "CONTRIBUTING.md"]

    static func text(of document: String) -> String {
        (try? String(contentsOf: Repository.root.appendingPathComponent(document), encoding: .utf8)) ?? ""
    }

    static let readme = text(of: "README.md")

    /// The scripts CI runs, whose commands count as run.
    static let ciScripts = [".ci/run", "Examples/ShopApp/verify.sh", "Examples/ShopApp/verify-prebuilt.sh"]

    /// The lines of every fenced block in `text` whose language is `language`.
    static func blocks(_ language: String, in text: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current?.joined(separator: "\n") ?? "")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The shell commands of `text`, continuation lines joined, comments dropped.
    static func commands(in text: String) -> [String] {
        blocks("sh", in: text).flatMap { block in
            block.replacingOccurrences(of: "\\\n", with: " ").components(separatedBy: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
    }

    /// Whether a script's `line` runs `command`: as written, with more arguments, or with variables set for it in
    /// front (`COORDGEN_TESTS=full swift test` runs `swift test`, in the full tier).
    static func line(_ line: String, runs command: String) -> Bool {
        if line == command || line.hasPrefix(command + " ") {
            return true
        }
        let words = line.split(separator: " ")
        guard let first = words.first, first.contains("="), !command.hasPrefix(first + " ") else { return false }
        return Self.line(words.dropFirst().joined(separator: " "), runs: command)
    }

    /// The shell commands of every document, in order.
    static var commands: [String] {
        documents.flatMap { commands(in: text(of: $0)) }
    }

    @Test("the README stays short: at most about 300 lines, the reference in docs/")
    func readmeIsShort() {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "README.md has \(lines) lines; move reference material to docs/")
        #expect(Self.readme.contains("![") && Self.readme.contains("(docs/shop-flows.svg)"), "the flow picture")
    }

    @Test("the documents' coordgen commands succeed in order, and the app they build compiles")
    func coordgenCommandsRun() throws {
        let cli = CLIHarness()
        var ran = 0
        for command in Self.commands {
            var words = command.split(separator: " ").map(String.init)
            if words.starts(with: ["swift", "run", "coordgen"]) {
                words.removeFirst(2)
            }
            guard words.first == "coordgen" else { continue }
            let run = cli.run(Array(words.dropFirst()))
            #expect(run.code == .success, "`\(command)` failed:\n\(run.errors)")
            ran += 1
        }
        #expect(ran >= 9, "the walkthrough in docs/guide.md has at least nine coordgen commands")
        let app = cli.files().filter { $0.hasPrefix("MyApp/") && $0.hasSuffix(".swift") }
        #expect(app.contains("MyApp/Generated/CheckoutCoordinator.swift"))
        #expect(app.contains("MyApp/CartViewController.swift"))
        if case .failure(let failure) = SwiftCompiler.compile(app.map { cli.folder.url.appendingPathComponent($0) }) {
            Issue.record("the app the walkthrough builds does not compile:\n\(failure.description)")
        }
        #expect(cli.files().contains("ShopExample/Generated/MainTabBarController.swift"))
    }

    @Test("every other command of the documents is run by CI")
    func otherCommandsRunOnCI() throws {
        let scripts = try Self.ciScripts.map {
            try String(contentsOf: Repository.root.appendingPathComponent($0), encoding: .utf8)
        }
        let ci = scripts[0]
        let ciLines = scripts.joined(separator: "\n").components(separatedBy: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        for command in Self.commands where !command.hasPrefix("coordgen ") {
            #expect(
                ciLines.contains { Self.line($0, runs: command) },
                "`\(command)` is in the documents but no CI script runs it (\(Self.ciScripts))")
        }
        #expect(
            Self.commands(in: Self.readme).prefix(2) == [
                "swift run coordgen generate --example shop --output ShopExample", "swift test",
            ],
            "the README's first two commands set up and run the main job, then the tests")
        #expect(ci.contains("\nswift run coordgen generate --example shop --output ShopExample\n"))
        // The whole suite, not a filtered part of it; variables set in front choose a tier.
        #expect(
            ci.components(separatedBy: "\n").contains {
                let command = $0.components(separatedBy: " 2>&1 | tee ").first ?? $0
                return command.split(separator: " ").drop { $0.contains("=") }.joined(separator: " ") == "swift test"
            }, "no line of .ci/run runs the whole `swift test`")
    }

    @Test("CI's full tier runs every suite whose cases the tier widens: each test file that reads TestTier")
    func fullTierRunsEveryTieredSuite() throws {
        let ci = try String(contentsOf: Repository.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let line = try #require(
            ci.components(separatedBy: "\n").first { $0.hasPrefix("COORDGEN_TESTS=full swift test") },
            "no full-tier line in .ci/run")
        let filter = try #require(line.components(separatedBy: "--filter \"").last?.components(separatedBy: "\"").first)
        var tiered: Set<String> = []
        for folder in ["GeneratedCodeTests", "CoordgenTests", "GeneratorTests"] {
            for file in Repository.swiftFiles(in: Repository.root.appendingPathComponent("Tests/" + folder)) {
                let text = try String(contentsOf: file, encoding: .utf8)
                // Spelled in two parts, so that this file does not count.
                if text.contains("TestTier" + ".") {
                    tiered.insert(file.deletingPathExtension().lastPathComponent)
                }
            }
        }
        #expect(!tiered.isEmpty)
        #expect(Set(filter.split(separator: "|").map(String.init)) == tiered, "the full tier's --filter in .ci/run")
    }

    /// A time a document gives: the recorded run's step it describes, and how long the document says it takes.
    struct DocumentedTime: CustomStringConvertible {
        var document: String
        var step: String
        var seconds: Double

        var description: String { "\(document): \(step) \(seconds) s" }
    }

    /// The times the README and CONTRIBUTING.md give for CI's 2-core machine, read from their sentences; a sentence
    /// reworded so that these no longer find it fails the test below rather than escaping it.
    static func documentedTimes() -> [DocumentedTime] {
        let sentences: [(document: String, pattern: Regex<AnyRegexOutput>, steps: [String], unit: Double)] = [
            (
                "README.md", try! Regex(#"they take (\d+) s, then (\d+) s\s+and (\d+) s"#),
                ["first-command", "test-build", "quick-tier"], 1
            ),
            ("README.md", try! Regex(#"`COORDGEN_TESTS=full swift test` \(about (\d+) minutes\)"#), ["full-tier"], 60),
            ("CONTRIBUTING.md", try! Regex(#"the tests build in (\d+) seconds"#), ["test-build"], 1),
            ("CONTRIBUTING.md", try! Regex(#"the quick tier runs in (\d+) seconds"#), ["quick-tier"], 1),
            ("CONTRIBUTING.md", try! Regex(#"the full one in about ([\d.]+) minutes"#), ["full-tier"], 60),
            ("CONTRIBUTING.md", try! Regex(#"`\.ci/run` \(about (\d+) minutes on 2 cores\)"#), ["ci"], 60),
        ]
        var times: [DocumentedTime] = []
        for sentence in sentences {
            guard let match = text(of: sentence.document).firstMatch(of: sentence.pattern) else { continue }
            for (index, step) in sentence.steps.enumerated() {
                let figure = match.output[index + 1].substring.flatMap { Double($0) } ?? 0
                times.append(DocumentedTime(document: sentence.document, step: step, seconds: figure * sentence.unit))
            }
        }
        return times
    }

    /// A run's time per step, in `.ci/run`'s format: `step seconds` per line, `#` comments.
    static func recordedTimes(_ text: String) -> [String: Double] {
        var times: [String: Double] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ")
            if words.count == 2, let seconds = Double(words[1]) {
                times[String(words[0])] = seconds
            }
        }
        return times
    }

    /// Not a timed test: it compares the documents with a recorded run of `.ci/run` (`.ci/recorded-times`), or with
    /// the run that `COORDGEN_TIMES` names, as `.ci/run` does with its own at its end.
    @Test("the README's and CONTRIBUTING's times are within 1.5 times of a recorded run on a 2-core machine")
    func documentedTimes() throws {
        let record = ProcessInfo.processInfo.environment["COORDGEN_TIMES"] ?? ".ci/recorded-times"
        let url =
            record.hasPrefix("/") ? URL(fileURLWithPath: record) : Repository.root.appendingPathComponent(record)
        let recorded = Self.recordedTimes(try String(contentsOf: url, encoding: .utf8))
        let documented = Self.documentedTimes()
        #expect(documented.count == 8, "a sentence giving a time was reworded: \(documented)")
        for time in documented {
            let measured = try #require(recorded[time.step], "\(record) has no '\(time.step)'")
            let ratio = time.seconds / max(measured, 1)
            #expect(
                ratio <= 1.5 && ratio >= 1 / 1.5,
                "\(time) is more than 1.5 times off the \(Int(measured)) s of \(record); measure again with .ci/run")
        }
    }

    @Test("every manifest shown in the docs is valid")
    func manifestsInDocsAreValid() throws {
        let reference = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/manifest.md"), encoding: .utf8)
        let manifests =
            Self.blocks("json", in: Self.readme) + Self.blocks("json", in: Self.text(of: "docs/guide.md"))
            + Self.blocks("json", in: reference)
        #expect(manifests.count >= 2)
        for manifest in manifests {
            let diagnostics = CoordinatorGenerator.standard.validate(manifest: Array(manifest.utf8))
            #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)\n\(manifest)")
        }
    }

    @Test("the guide's graph of the shop example is what coordgen graph draws, and the README's picture shows it")
    func shopGraphIsCurrent() throws {
        let manifest = Fixture.named("shop-protocols").manifest
        let graph = try #require(CoordinatorGenerator.standard.graph(manifest: manifest, format: .mermaid).text)
        #expect(
            Self.blocks("mermaid", in: Self.text(of: "docs/guide.md")).contains(String(graph.dropLast())),
            "update the guide's graph: coordgen graph Tests/Fixtures/shop-protocols/coordgen.json")
        // The picture is drawn by Graphviz, whose layout differs between versions; its labels must be the app's.
        let picture = Self.text(of: "docs/shop-flows.svg")
        for label in ["Home", "CreateAccount", "Buy", "Settings", "buySubscription", "createAccount", "finishBuying"] {
            #expect(picture.contains(">\(label)<"), "docs/shop-flows.svg has no label '\(label)'")
        }
    }

    @Test("the README lists every command, and docs/commands.md documents every command and exit code")
    func commandsAndExitCodes() {
        let reference = Self.text(of: "docs/commands.md")
        for command in CoordgenTool.commands {
            #expect(Self.readme.contains("`coordgen \(command.spec.name)"), "\(command.spec.name) is not in the README")
            #expect(reference.contains("`coordgen \(command.spec.name)"), "\(command.spec.name) is not documented")
        }
        for code in ExitCode.allCases {
            #expect(reference.contains("| \(code.rawValue) | "), "exit code \(code.rawValue) is not documented")
        }
    }
}
