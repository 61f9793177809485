import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

/// Every command in the README works as written: coordgen commands run here, in README order, in a fresh folder;
/// any other command must be run by CI (`.ci/run`, or `Examples/ShopApp/verify.sh` which CI runs).
@Suite("README")
struct ReadmeTests {
    static let readme =
        (try? String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

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

    /// The shell commands of the README, continuation lines joined, comments dropped.
    static var commands: [String] {
        blocks("sh", in: readme).flatMap { block in
            block.replacingOccurrences(of: "\\\n", with: " ").components(separatedBy: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
    }

    @Test("the README's coordgen commands succeed in order, and the app they build compiles")
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
        #expect(ran >= 9, "the README walkthrough has at least nine coordgen commands")
        let app = cli.files().filter { $0.hasPrefix("MyApp/") && $0.hasSuffix(".swift") }
        #expect(app.contains("MyApp/Generated/CheckoutCoordinator.swift"))
        #expect(app.contains("MyApp/CartViewController.swift"))
        if case .failure(let failure) = SwiftCompiler.compile(app.map { cli.folder.url.appendingPathComponent($0) }) {
            Issue.record("the app the README walkthrough builds does not compile:\n\(failure.description)")
        }
        #expect(cli.files().contains("ShopExample/Generated/MainTabBarController.swift"))
    }

    @Test("every other README command is run by CI")
    func otherCommandsRunOnCI() throws {
        let ci = try String(contentsOf: Repository.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let verify = try String(
            contentsOf: Repository.root.appendingPathComponent("Examples/ShopApp/verify.sh"),
            encoding: .utf8)
        let ciLines = (ci + "\n" + verify).components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for command in Self.commands where !command.hasPrefix("coordgen ") {
            #expect(
                ciLines.contains { $0 == command || $0.hasPrefix(command + " ") },
                "`\(command)` is in the README but neither .ci/run nor verify.sh runs it")
        }
        #expect(
            Self.commands.prefix(2) == [
                "swift run coordgen generate --example shop --output ShopExample", "swift test",
            ],
            "the README's first two commands set up and run the main job, then the tests")
        #expect(ci.contains("\nswift run coordgen generate --example shop --output ShopExample\n"))
        #expect(ci.contains("\nswift test\n"))
    }

    @Test("every manifest shown in the docs is valid")
    func manifestsInDocsAreValid() throws {
        let reference = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/manifest.md"), encoding: .utf8)
        let manifests = Self.blocks("json", in: Self.readme) + Self.blocks("json", in: reference)
        #expect(manifests.count >= 2)
        for manifest in manifests {
            let diagnostics = CoordinatorGenerator.validate(manifest: Array(manifest.utf8))
            #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)\n\(manifest)")
        }
    }

    @Test("the README's graph of the shop example is what coordgen graph draws")
    func shopGraphIsCurrent() throws {
        let graph = try #require(
            CoordinatorGenerator.graph(manifest: Fixture.named("shop-protocols").manifest, format: .mermaid).text)
        #expect(
            Self.blocks("mermaid", in: Self.readme).contains(String(graph.dropLast())),
            "update the README's graph: coordgen graph Tests/Fixtures/shop-protocols/coordgen.json")
    }

    @Test("the README documents every command and exit code")
    func commandsAndExitCodes() {
        for command in CoordgenTool.commands {
            #expect(Self.readme.contains("`coordgen \(command.spec.name)"), "\(command.spec.name) is not documented")
        }
        for code in ExitCode.allCases {
            #expect(Self.readme.contains("| \(code.rawValue) | "), "exit code \(code.rawValue) is not documented")
        }
    }
}
