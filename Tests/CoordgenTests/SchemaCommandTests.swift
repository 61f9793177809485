import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

@Suite("schema command")
struct SchemaCommandTests {
    /// Three manifests the schema must reject, each also refused by coordgen.
    static let badManifests = [
        #"{ "version": 1, "stlye": "protocols", "app": { "root": "Main" }, "coordinators": [], "screens": [] }"#,
        #"{ "version": 2, "app": { "root": "Main" }, "coordinators": [], "screens": [] }"#,
        #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main" } ], "screens": [] }"#,
    ]

    @Test("init writes the schema beside the manifest and names it in $schema")
    func initWritesTheSchema() throws {
        let cli = CLIHarness()
        #expect(cli.run("init").code == .success)
        let manifest = try #require(cli.read("coordgen.json"))
        #expect(manifest.hasPrefix("{\n  \"$schema\": \"coordgen.schema.json\",\n"))
        #expect(cli.read("coordgen.schema.json") == CoordinatorGenerator.standard.manifestSchema)
        #expect(cli.run("validate").code == .success)
    }

    @Test("init keeps a schema file it did not write")
    func initKeepsForeignSchema() {
        let cli = CLIHarness()
        cli.write("{ \"mine\": true }\n", to: "coordgen.schema.json")
        let run = cli.run("init")
        #expect(run.code == .success)
        #expect(run.output.contains("kept         coordgen.schema.json (not coordgen's"))
        #expect(cli.read("coordgen.schema.json") == "{ \"mine\": true }\n")
    }

    @Test("init keeps a schema path that is a symbolic link, and still generates")
    func initKeepsLinkedSchema() throws {
        let cli = CLIHarness()
        cli.write(CoordinatorGenerator.standard.manifestSchema, to: "shared/coordgen.schema.json")
        try FileManager.default.createSymbolicLink(
            atPath: cli.folder.url.appendingPathComponent("coordgen.schema.json").path,
            withDestinationPath: "shared/coordgen.schema.json")
        let run = cli.run("init")
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.output.contains("kept         coordgen.schema.json"))
        #expect(cli.files().contains("Generated/Coordinator.swift"), "init stopped before generating")
    }

    @Test("schema prints the schema; --output writes it, reports it up to date, and replaces only coordgen's")
    func output() {
        let cli = CLIHarness()
        #expect(cli.run("schema").output == CoordinatorGenerator.standard.manifestSchema)
        #expect(cli.run("schema", "-o", "s.json").output == "coordgen: wrote the schema to s.json\n")
        #expect(cli.run("schema", "-o", "s.json").output == "coordgen: s.json is up to date\n")
        cli.write("{}\n", to: "other.json")
        let refused = cli.run("schema", "--output", "other.json")
        #expect(refused.code == .fileSystem)
        #expect(refused.errors.contains("other.json: exists and is not a schema coordgen wrote"))
        #expect(cli.read("other.json") == "{}\n")
    }

    @Test("the bad manifests are refused by coordgen too")
    func badManifestsAreInvalid() {
        for manifest in Self.badManifests {
            #expect(
                CoordinatorGenerator.standard.validate(manifest: Array(manifest.utf8)).contains {
                    $0.severity == .error
                },
                "coordgen accepted \(manifest)")
        }
    }

    @Test(
        "a real JSON Schema validator accepts the schema and every fixture, and rejects the bad manifests",
        .enabled(if: JSONSchemaValidator.isAvailable || ProcessInfo.processInfo.environment["CI"] != nil))
    func validatorAgrees() throws {
        let folder = TemporaryDirectory(prefix: "schema")
        let schema = folder.write(CoordinatorGenerator.standard.manifestSchema, to: "coordgen.schema.json")
        var good: [URL] = []
        for fixture in Fixture.all {
            good.append(folder.write(String(decoding: fixture.manifest, as: UTF8.self), to: "\(fixture.name).json"))
        }
        let cli = CLIHarness()
        cli.run("init", "Starter", "--tabs", "Home,Search")
        good.append(cli.folder.url.appendingPathComponent("Starter/coordgen.json"))
        let bad = Self.badManifests.enumerated().map { folder.write($1, to: "bad\($0).json") }
        let result = JSONSchemaValidator.run(schema: schema, good: good, bad: bad)
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.output.contains("checked \(good.count) valid and \(bad.count) invalid manifests"))
    }
}

/// Python's `jsonschema` (a PyPI package, installed by `.ci/run`), run over files.
enum JSONSchemaValidator {
    static let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        split = sys.argv.index("--bad")
        good, bad = sys.argv[2:split], sys.argv[split + 1:]
        for path in good:
            errors = list(validator.iter_errors(json.load(open(path))))
            if errors:
                sys.exit(f"{path}: {errors[0].message}")
        for path in bad:
            if validator.is_valid(json.load(open(path))):
                sys.exit(f"{path}: the schema accepted a bad manifest")
        print(f"checked {len(good)} valid and {len(bad)} invalid manifests")
        """

    static var isAvailable: Bool {
        ProcessRunner.run("/usr/bin/env", ["python3", "-c", "import jsonschema"]).status == 0
    }

    static func run(schema: URL, good: [URL], bad: [URL]) -> ProcessResult {
        ProcessRunner.run(
            "/usr/bin/env", ["python3", "-c", script, schema.path] + good.map(\.path) + ["--bad"] + bad.map(\.path))
    }
}
