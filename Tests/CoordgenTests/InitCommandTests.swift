import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

@Suite("init")
struct InitCommandTests {
    @Test("init in an empty folder writes a valid starter, generates it, and the result compiles")
    func initThenCompile() throws {
        let cli = CLIHarness()
        let run = cli.run("init", "--style", "closures")
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.output.contains("wrote        coordgen.json"))
        #expect(run.output.contains("Next steps:"))
        #expect(cli.run("validate").output == "coordgen.json: valid\n")
        #expect(cli.run("check").code == .success)
        let sources = cli.files().filter { $0.hasSuffix(".swift") }.map { cli.folder.url.appendingPathComponent($0) }
        #expect(sources.count == 7, "two scaffolds and five generated files (closures style has no protocols)")
        if case .failure(let failure) = SwiftCompiler.compile(sources) {
            Issue.record("the starter app does not compile:\n\(failure.description)")
        }
    }

    @Test("init --tabs makes a tab app whose output compiles")
    func initTabs() throws {
        let cli = CLIHarness()
        #expect(cli.run("init", "App", "--tabs", "Home, Search,Profile").code == .success)
        let manifest = try #require(cli.read("App/coordgen.json"))
        #expect(manifest.contains(#""app": { "tabs": ["Home", "Search", "Profile"] }"#))
        #expect(cli.files().contains("App/Generated/MainTabBarController.swift"))
        let sources = cli.files().filter { $0.hasSuffix(".swift") }.map { cli.folder.url.appendingPathComponent($0) }
        if case .failure(let failure) = SwiftCompiler.compile(sources) {
            Issue.record("the tab starter does not compile:\n\(failure.description)")
        }
    }

    @Test("init --split makes a split view app whose output compiles; with --tabs it is a usage error")
    func initSplit() throws {
        let cli = CLIHarness()
        let run = cli.run("init", "App", "--split")
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.output.contains("window.rootViewController = MainSplitViewController()"))
        let manifest = try #require(cli.read("App/coordgen.json"))
        #expect(manifest.contains(#""deploymentTarget": "14.0""#))
        #expect(manifest.contains(#"{ "split": { "primary": "Main", "secondary": "Welcome", "compact": "Phone" } }"#))
        #expect(manifest.contains(#""showDetail": "Detail""#))
        #expect(cli.run("validate", "App/coordgen.json").code == .success)
        #expect(cli.files().contains("App/Generated/MainSplitViewController.swift"))
        let sources = cli.files().filter { $0.hasSuffix(".swift") }.map { cli.folder.url.appendingPathComponent($0) }
        if case .failure(let failure) = SwiftCompiler.compile(sources) {
            Issue.record("the split starter does not compile:\n\(failure.description)")
        }
        let both = CLIHarness()
        let refused = both.run("init", "--split", "--tabs", "Home,Search")
        #expect(refused.code == .usage)
        #expect(refused.errors.contains("--tabs and --split cannot be used together: an app starts one way"))
        #expect(both.files().isEmpty)
    }

    @Test(
        "init --backend swiftui makes a SwiftUI app, a tab app or a split app, whose output type-checks against Apple's SDK"
    )
    func initSwiftUI() throws {
        let cli = CLIHarness()
        let run = cli.run("init", "App", "--backend", "swiftui", "--no-plugin")
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.output.contains("CoordinatedNavigationView(navigation: navigation)"))
        let manifest = try #require(cli.read("App/coordgen.json"))
        #expect(manifest.contains(#""backend": "swiftui""#))
        #expect(!manifest.contains("viewControllers"), "only UIKit reads how view controllers are made")
        #expect(cli.run("validate", "App/coordgen.json").code == .success)
        #expect(cli.files().contains("App/Generated/NavigationViews.swift"))
        #expect(cli.files().contains("App/HomeView.swift"))
        let sources = cli.files().filter { $0.hasSuffix(".swift") }.map { cli.folder.url.appendingPathComponent($0) }
        let (sdk, failure) = IOSSDK.forTest()
        if let failure {
            Issue.record(Comment(rawValue: failure))
        }
        if let sdk {
            for problem in sdk.typecheckAtMinimumAndNewest(sources, minimum: "16.0") {
                Issue.record("the SwiftUI starter \(problem)")
            }
        }
        let tabs = CLIHarness()
        #expect(tabs.run("init", "--backend", "swiftui", "--tabs", "Home,Search", "--no-plugin").code == .success)
        #expect(tabs.read("coordgen.json")?.contains(#""app": { "tabs": ["Home", "Search"] }"#) == true)
        if let sdk {
            let sources = tabs.files().filter { $0.hasSuffix(".swift") }.map {
                tabs.folder.url.appendingPathComponent($0)
            }
            for problem in sdk.typecheckAtMinimumAndNewest(sources, minimum: "16.0") {
                Issue.record("the SwiftUI tab starter \(problem)")
            }
        }
        let split = CLIHarness()
        let started = split.run("init", "--backend", "swiftui", "--split", "--no-plugin")
        #expect(started.code == .success, "\(started.errors)")
        #expect(split.read("coordgen.json")?.contains(#""showDetail""#) == true, "the split starter shows no detail")
        #expect(split.run("validate", "coordgen.json").code == .success)
        if let sdk {
            let sources = split.files().filter { $0.hasSuffix(".swift") }.map {
                split.folder.url.appendingPathComponent($0)
            }
            for problem in sdk.typecheckAtMinimumAndNewest(sources, minimum: "16.0") {
                Issue.record("the SwiftUI split starter \(problem)")
            }
        }
        let unknown = CLIHarness().run("init", "--backend", "swiftiu")
        #expect(unknown.code == .usage)
        #expect(unknown.errors.contains("did you mean 'swiftui'?"), "\(unknown.errors)")
    }

    @Test("each back end's option value is the name its manifests write, the default first")
    func backendNamesAreTheManifests() {
        #expect(BackendChoice.allCases.map(\.rawValue) == BackendChoice.backends.map(\.name))
        #expect(BackendChoice.allCases.first == BackendChoice.manifestDefault)
    }

    @Test("init refuses over an existing manifest and changes nothing")
    func refusesExistingManifest() {
        let cli = CLIHarness()
        cli.write("{ \"version\": 1 }  \n", to: "coordgen.json")
        let before = cli.snapshot()
        let run = cli.run("init")
        #expect(run.code == .fileSystem)
        #expect(
            run.errors == "coordgen: error: coordgen.json already exists; init changed nothing. "
                + "Pass --force to replace it (your scaffolds are kept).\n")
        #expect(cli.snapshot() == before)
    }

    @Test("init --force replaces the manifest but never a scaffold")
    func forceKeepsScaffolds() {
        let cli = CLIHarness()
        cli.run("init")
        cli.write(
            "// mine\nfinal class HomeViewController: HomeViewControllerBase {}\n", to: "HomeViewController.swift")
        #expect(cli.run("init", "--force", "--style", "events").code == .success)
        #expect(cli.read("coordgen.json")?.contains("\"style\": \"events\"") == true)
        #expect(cli.read("HomeViewController.swift")?.hasPrefix("// mine") == true)
    }

    @Test("init rejects a tab name that cannot be a type")
    func badTabName() {
        let cli = CLIHarness()
        let run = cli.run("init", "--tabs", "Home,my tab")
        #expect(run.code == .usage)
        #expect(run.errors.contains("'my tab' is not a valid tab name"))
        #expect(cli.files().isEmpty)
    }

    @Test("init rejects a tab listed twice")
    func repeatedTab() {
        let cli = CLIHarness()
        let run = cli.run("init", "--tabs", "Home,Home")
        #expect(run.code == .usage)
        #expect(run.errors == "coordgen: error: tab 'Home' is listed twice\n")
        #expect(cli.files().isEmpty)
    }
}
