import Generator
import TestSupport
import Testing

@testable import coordgen

/// In a target that uses the CoordgenPlugin build-tool plugin, the commands that start or grow a manifest write the
/// manifest and the view controllers only: a `Generated/` folder in the target would declare every generated type a
/// second time, beside the plugin's.
@Suite("The plugin workflow")
struct PluginWorkflowTests {
    /// A package whose app target applies the plugin, as the README's plugin section says to.
    static let packageManifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "MyApp",
            dependencies: [.package(path: "../coordgen")],
            targets: [
                .target(
                    name: "MyApp",
                    plugins: [.plugin(name: "CoordgenPlugin", package: "coordgen")]
                ),
            ]
        )
        """

    @Test("init and add-screen in a target that uses the plugin write the manifest and view controllers, no Generated/")
    func initAndAddScreenSkipGenerated() {
        let cli = CLIHarness()
        cli.write(Self.packageManifest, to: "Package.swift")
        let initRun = cli.run("init", "Sources/MyApp")
        #expect(initRun.code == .success, "\(initRun.errors)")
        #expect(initRun.output.contains("uses CoordgenPlugin"), "\(initRun.output)")
        let add = cli.run(
            "add-screen", "Settings", "--coordinator", "Main", "--from", "Home", "--action", "showSettings",
            "--manifest", "Sources/MyApp/coordgen.json")
        #expect(add.code == .success, "\(add.errors)")
        let files = cli.files()
        #expect(!files.contains { $0.hasPrefix("Sources/MyApp/Generated/") }, "\(files)")
        #expect(files.contains("Sources/MyApp/coordgen.json"))
        #expect(files.contains("Sources/MyApp/HomeViewController.swift"))
        #expect(files.contains("Sources/MyApp/SettingsViewController.swift"))
        // The schema is beside Package.swift, where SwiftPM does not ask what it is, and the manifest points there.
        #expect(!files.contains("Sources/MyApp/coordgen.schema.json"))
        #expect(files.contains("coordgen.schema.json"))
        #expect(cli.read("Sources/MyApp/coordgen.json")?.contains(#""$schema": "../../coordgen.schema.json""#) == true)
    }

    @Test("generate --plugin creates only the missing view controllers")
    func generateForPluginWritesScaffoldsOnly() {
        let cli = CLIHarness()
        cli.write(String(decoding: Fixture.named("shop-protocols").manifest, as: UTF8.self), to: "coordgen.json")
        let run = cli.run("generate", "--plugin")
        #expect(run.code == .success, "\(run.errors)")
        let files = cli.files()
        #expect(!files.contains { $0.hasPrefix("Generated/") }, "\(files)")
        #expect(files.contains("HomeViewController.swift"))
    }

    @Test(
        "a Generated/ folder coordgen wrote beside a plugin target's manifest is the one error, and nothing is written")
    func generatedFolderBesidePluginIsRefused() {
        let cli = CLIHarness()
        cli.write(String(decoding: Fixture.named("shop-protocols").manifest, as: UTF8.self), to: "App/coordgen.json")
        #expect(cli.run("generate", "App/coordgen.json", "--no-scaffolds").code == .success)
        let before = cli.files()
        let run = cli.run("generate", "App/coordgen.json", "--plugin")
        #expect(run.code == .fileSystem)
        #expect(
            run.errors.contains(
                "App/Generated/ holds the code coordgen generate wrote, and the target uses the CoordgenPlugin "
                    + "build-tool plugin, which generates it again at build"),
            "\(run.errors)")
        #expect(cli.files() == before)
    }

    @Test("--no-plugin writes Generated/ in a package that uses the plugin; a package that only declares it is none")
    func detectionCanBeOverruled() {
        let cli = CLIHarness()
        cli.write(Self.packageManifest, to: "Package.swift")
        #expect(cli.run("init", "Sources/MyApp", "--no-plugin").code == .success)
        #expect(cli.files().contains("Sources/MyApp/Generated/Coordinator.swift"))
        let declaring = CLIHarness()
        declaring.write(
            #".plugin(name: "CoordgenPlugin", capability: .buildTool(), dependencies: ["coordgen"])"#,
            to: "Package.swift")
        #expect(declaring.run("init", "App").code == .success)
        #expect(declaring.files().contains("App/Generated/Coordinator.swift"))
        #expect(CLIHarness().run("init", "--plugin", "--no-plugin").code == .usage)
    }

    @Test("the build plugin's run warns, at each screen, of a view controller the target lacks, naming the command")
    func missingViewControllersAreNamed() {
        let cli = CLIHarness()
        cli.write(String(decoding: Fixture.named("shop-protocols").manifest, as: UTF8.self), to: "App/coordgen.json")
        cli.write(
            "final class HomeViewController: HomeViewControllerBase {}\n", to: "App/Screens/HomeViewController.swift")
        let run = cli.run(
            "generate", "App/coordgen.json", "--output", "Generated", "--single-file", "Coordinators.swift",
            "--no-scaffolds", "--report-missing-scaffolds", "--quiet")
        #expect(run.code == .success, "\(run.errors)")
        #expect(
            run.errors.contains(
                "App/coordgen.json:20:15: warning: screen 'Settings' has no SettingsViewController.swift in App; "
                    + "create it with 'coordgen generate App/coordgen.json --plugin'"),
            "\(run.errors)")
        #expect(!run.errors.contains("HomeViewController"), "\(run.errors)")
        #expect(
            !cli.files().contains {
                $0.hasPrefix("App/") && $0.hasSuffix("ViewController.swift") && !$0.contains("Home")
            })
    }
}
