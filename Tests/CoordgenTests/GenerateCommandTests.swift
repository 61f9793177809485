import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

@Suite("generate")
struct GenerateCommandTests {
    let shop = String(decoding: Fixture.named("shop-protocols").manifest, as: UTF8.self)

    @Test("writes generated files and scaffolds, then keeps them when nothing changed")
    func writesThenKeeps() {
        let cli = CLIHarness()
        cli.write(shop, to: "coordgen.json")
        let first = cli.run("generate")
        #expect(first.code == .success)
        #expect(first.output.contains("wrote        Generated/MainCoordinator.swift (new)"))
        #expect(first.output.contains("created      HomeViewController.swift (yours to edit)"))
        #expect(cli.files().contains("Generated/Coordinator.swift"))
        let second = cli.run("generate")
        #expect(second.output.contains("kept         Generated/MainCoordinator.swift"))
        #expect(second.output.hasSuffix("coordgen: 0 written, 10 unchanged, 0 removed, 0 scaffolds created\n"))
    }

    @Test("removing a screen removes only its generated files; the user's scaffold stays")
    func removesStaleGeneratedFilesOnly() {
        let cli = CLIHarness()
        cli.write(shop, to: "coordgen.json")
        cli.run("generate")
        cli.write("// my notes\n", to: "Generated/Notes.swift")
        cli.write(
            shop.replacingOccurrences(of: "    { \"name\": \"CreateAccount\" },\n", with: "")
                .replacingOccurrences(
                    of:
                        ",\n        { \"name\": \"createAccount\", \"protocol\": \"AccountCreating\", \"push\": \"CreateAccount\" }",
                    with: ""),
            to: "coordgen.json")
        let run = cli.run("generate")
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.output.contains("removed      Generated/CreateAccountViewControllerBase.swift"))
        #expect(!cli.files().contains("Generated/CreateAccountViewControllerBase.swift"))
        #expect(cli.files().contains("CreateAccountViewController.swift"), "the scaffold is the user's")
        #expect(cli.read("Generated/Notes.swift") == "// my notes\n", "files coordgen did not generate stay")
    }

    @Test("a user-edited scaffold survives regeneration")
    func editedScaffoldSurvives() {
        let cli = CLIHarness()
        cli.write(shop, to: "coordgen.json")
        cli.run("generate")
        let edited = "// mine\nfinal class HomeViewController: HomeViewControllerBase {}\n"
        cli.write(edited, to: "HomeViewController.swift")
        cli.run("generate")
        cli.run("generate", "--scaffolds", ".")
        #expect(cli.read("HomeViewController.swift") == edited)
    }

    @Test("a scaffold moved into a subfolder is found and not created again")
    func movedScaffoldIsFound() {
        let cli = CLIHarness()
        cli.write(shop, to: "coordgen.json")
        cli.run("generate")
        let text = cli.read("HomeViewController.swift") ?? ""
        try? FileManager.default.removeItem(at: cli.folder.url.appendingPathComponent("HomeViewController.swift"))
        cli.write(text, to: "Screens/Home/HomeViewController.swift")
        let run = cli.run("generate")
        #expect(!run.output.contains("HomeViewController.swift (yours to edit)"))
        #expect(!cli.files().contains("HomeViewController.swift"))
    }

    @Test(
        "every validation error exits 1 with the exact diagnostics and writes nothing",
        arguments: ValidationCases.all.filter(\.hasErrors))
    func badManifestWritesNothing(_ rule: ValidationCase) {
        let cli = CLIHarness()
        cli.write(rule.manifest.text, to: "coordgen.json")
        let run = cli.run("generate")
        #expect(run.code == .invalidManifest)
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(Array(lines.dropLast()) == rule.expected)
        #expect(lines.last == "coordgen: error: coordgen.json has errors; nothing was written")
        #expect(cli.files() == ["coordgen.json"])
        #expect(run.output.isEmpty)
    }

    @Test("--warnings-as-errors turns warnings into a failure that writes nothing")
    func warningsAsErrors() throws {
        let rule = try #require(ValidationCases.all.first { !$0.hasErrors })
        let cli = CLIHarness()
        cli.write(rule.manifest.text, to: "coordgen.json")
        #expect(cli.run("generate", "--warnings-as-errors").code == .invalidManifest)
        #expect(cli.files() == ["coordgen.json"])
        #expect(cli.run("generate").code == .success)
    }

    @Test("a file in the output folder that coordgen did not generate is never overwritten")
    func refusesToOverwriteForeignFile() {
        let cli = CLIHarness()
        cli.write(shop, to: "coordgen.json")
        cli.write("// hand-written\n", to: "Generated/MainCoordinator.swift")
        let run = cli.run("generate")
        #expect(run.code == .fileSystem)
        #expect(run.errors.contains("Generated/MainCoordinator.swift: exists and was not generated by coordgen"))
        #expect(cli.read("Generated/MainCoordinator.swift") == "// hand-written\n")
        #expect(cli.files() == ["Generated/MainCoordinator.swift", "coordgen.json"], "nothing else was written")
    }

    @Test("output through a symbolic link is refused")
    func refusesSymbolicLinks() throws {
        let cli = CLIHarness()
        cli.write(shop, to: "coordgen.json")
        let elsewhere = TemporaryDirectory(prefix: "elsewhere")
        try FileManager.default.createSymbolicLink(
            atPath: cli.folder.path + "/Generated", withDestinationPath: elsewhere.path)
        let run = cli.run("generate")
        #expect(run.code == .fileSystem)
        #expect(run.errors.contains("Generated: is a symbolic link"))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: elsewhere.path)) == [])

        let cli2 = CLIHarness()
        cli2.write(shop, to: "coordgen.json")
        cli2.run("generate")
        let target = elsewhere.write("outside\n", to: "target.swift")
        try FileManager.default.removeItem(atPath: cli2.folder.path + "/Generated/MainCoordinator.swift")
        try FileManager.default.createSymbolicLink(
            atPath: cli2.folder.path + "/Generated/MainCoordinator.swift",
            withDestinationPath: target.path)
        #expect(cli2.run("generate").code == .fileSystem)
        #expect(elsewhere.read("target.swift") == "outside\n")
    }

    @Test("--dry-run prints the plan and writes nothing")
    func dryRun() {
        let cli = CLIHarness()
        cli.write(shop, to: "coordgen.json")
        let run = cli.run("generate", "--dry-run")
        #expect(run.code == .success)
        #expect(run.output.contains("would write  Generated/Coordinator.swift (new)"))
        #expect(run.output.contains("would create HomeViewController.swift (yours to edit)"))
        #expect(run.output.hasSuffix("(dry run: nothing was written)\n"))
        #expect(cli.files() == ["coordgen.json"])
    }

    @Test(
        "--single-file merges the generated files; --no-scaffolds skips scaffolds; --output and --scaffolds move them")
    func outputOptions() {
        let cli = CLIHarness()
        cli.write(shop, to: "App/coordgen.json")
        let run = cli.run("generate", "App/coordgen.json", "--single-file", "Coordinators.swift", "--no-scaffolds")
        #expect(run.code == .success)
        #expect(cli.files() == ["App/Generated/Coordinators.swift", "App/coordgen.json"])
        cli.run("generate", "App/coordgen.json", "-o", "Out", "--scaffolds", "Screens")
        #expect(cli.files().contains("Out/MainCoordinator.swift"))
        #expect(cli.files().contains("Screens/HomeViewController.swift"))
        #expect(cli.run("generate", "App/coordgen.json", "--single-file", "../x.swift").code == .usage)
    }

    @Test("--example shop writes the example's manifest and generates it, then regenerates from it")
    func example() {
        let cli = CLIHarness()
        let run = cli.run("generate", "--example", "shop", "--output", "ShopExample")
        #expect(run.code == .success)
        #expect(cli.read("ShopExample/coordgen.json") == shop)
        #expect(cli.files().contains("ShopExample/Generated/MainTabBarController.swift"))
        #expect(cli.files().contains("ShopExample/HomeViewController.swift"))
        #expect(cli.run("generate", "ShopExample/coordgen.json").output.contains("0 written, 10 unchanged"))
        #expect(
            cli.run("generate", "--example", "shpo").errors
                == "coordgen: error: no built-in example named 'shpo'; did you mean 'shop'?\n")
    }

    @Test("a missing manifest says how to create one")
    func missingManifest() {
        let run = CLIHarness().run("generate")
        #expect(run.code == .fileSystem)
        #expect(
            run.errors == "coordgen: error: coordgen.json: no such file; run 'coordgen init' to create a manifest, "
                + "or pass its path\n")
    }

    @Test("writes are atomic: the target holds the old or the new bytes, and no temporary file stays")
    func atomicWrites() throws {
        let folder = TemporaryDirectory(prefix: "atomic")
        let fileSystem = FileSystem(currentDirectory: folder.path)
        try fileSystem.writeAtomically(Array("old\n".utf8), to: "file.swift")
        try fileSystem.writeAtomically(Array("new\n".utf8), to: "file.swift")
        #expect(folder.read("file.swift") == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file.swift"])
        #expect(throws: FileError.self) {
            try fileSystem.writeAtomically(Array("x".utf8), to: "missing-folder/file.swift")
        }
        #expect(folder.read("file.swift") == "new\n")
    }
}
