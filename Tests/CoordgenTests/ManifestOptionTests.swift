import Generator
import TestSupport
import Testing

@testable import coordgen

/// Every command that reads a manifest takes it the same way: `--manifest` (`-m`), as the add commands do, and for
/// generate, validate, check and graph also as the argument they always took.
@Suite("--manifest")
struct ManifestOptionTests {
    let shop = String(decoding: Fixture.named("shop-protocols").manifest, as: UTF8.self)

    @Test(
        "generate, validate, check and graph read the manifest --manifest or -m names",
        arguments: [["validate"], ["generate", "--no-scaffolds"], ["check", "--no-scaffolds"], ["graph"]])
    func readsTheNamedManifest(command: [String]) {
        let cli = CLIHarness()
        cli.write(shop, to: "App/shop.json")
        if command[0] == "check" {
            #expect(cli.run(["generate", "--no-scaffolds", "App/shop.json"]).code == .success)
        }
        for option in ["--manifest", "-m"] {
            let run = cli.run(command + [option, "App/shop.json"])
            #expect(run.code == .success, "\(command) \(option): \(run.output)")
        }
    }

    @Test("a manifest given both ways is a usage error, naming both")
    func refusesBoth() {
        let cli = CLIHarness()
        cli.write(shop, to: "a.json")
        let run = cli.run("validate", "a.json", "--manifest", "b.json")
        #expect(run.code == .usage)
        #expect(
            run.errors.contains("the manifest is given twice, as 'a.json' and as --manifest 'b.json'"), "\(run.errors)")
    }
}
