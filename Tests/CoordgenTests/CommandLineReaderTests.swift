import Testing

@testable import coordgen

@Suite("Argument parsing")
struct CommandLineReaderTests {
    static let output = Option.value("output", "dir", short: "o", help: "")
    static let input = Option.repeated("input", "name:Type", help: "")
    static let dryRun = Option.flag("dry-run", help: "")
    static let force = Option.flag("force", help: "")
    let spec = CommandSpec(
        name: "demo", abstract: "A demo.",
        positionals: [PositionalSpec(name: "manifest", help: "", isOptional: true)],
        options: [output.spec, input.spec, dryRun.spec])

    @Test("values, repeated values, short names, flags and positionals")
    func parsesEverything() throws {
        let parsed = try CommandLineReader.parse(
            ["App/coordgen.json", "-o", "Out", "--input", "a:Int", "--input=b:String", "--dry-run"], spec: spec)
        #expect(parsed.positionals == ["App/coordgen.json"])
        #expect(try parsed[Self.output] == "Out")
        #expect(try parsed[Self.input] == ["a:Int", "b:String"])
        #expect(try parsed[Self.dryRun])
        #expect(try !parsed[Self.force])
    }

    @Test("-- ends options, so a manifest may start with a dash")
    func terminatorEndsOptions() throws {
        #expect(try CommandLineReader.parse(["--", "--odd.json"], spec: spec).positionals == ["--odd.json"])
    }

    @Test(
        "mistakes get a clear message",
        arguments: [
            (["--ouput", "x"], "unknown option '--ouput' for 'demo'; did you mean '--output'?"),
            (["--zzz"], "unknown option '--zzz' for 'demo'; see 'coordgen help demo'"),
            (["--output"], "'--output' needs a value: --output <dir>"),
            (["--output", "a", "--output", "b"], "'--output' is given more than once"),
            (["--dry-run=yes"], "'--dry-run' does not take a value"),
            (["a.json", "b.json"], "unexpected argument 'b.json' for 'demo'"),
        ])
    func reportsMistakes(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) {
            try CommandLineReader.parse(arguments, spec: spec)
        }
    }

    @Test("a required positional that is missing is named")
    func missingPositional() {
        let spec = CommandSpec(
            name: "add-screen", abstract: "",
            positionals: [PositionalSpec(name: "name", help: "", isOptional: false)])
        #expect(throws: UsageError(message: "missing <name>; see 'coordgen help add-screen'")) {
            try CommandLineReader.parse([], spec: spec)
        }
    }

    @Test("--param and --input split at the top-level colons only")
    func editArguments() throws {
        #expect(
            try EditArguments.parameter("to:productType:Int") == .init(label: "to", name: "productType", type: "Int"))
        #expect(
            try EditArguments.parameter("tags:[String: Int]") == .init(label: nil, name: "tags", type: "[String: Int]"))
        #expect(try EditArguments.parameter("_:id:Int") == .init(label: "_", name: "id", type: "Int"))
        #expect(try EditArguments.input("count:Int=0") == .init(name: "count", type: "Int", defaultValue: "0"))
        #expect(try EditArguments.input("map:[String: Int]") == .init(name: "map", type: "[String: Int]"))
        #expect(throws: UsageError.self) { try EditArguments.input("oops") }
    }

    @Test("each command's arguments are read once into its own typed value")
    func typedArguments() throws {
        let generate = try GenerateArguments(
            CommandLineReader.parse(
                ["App/coordgen.json", "-o", "Out", "--single-file", "All.swift", "-q", "--no-scaffolds"],
                spec: GenerateCommand.spec))
        #expect(generate.manifest == "App/coordgen.json")
        #expect(generate.locations == OutputLocations(output: "Out", scaffolds: nil))
        #expect(generate.singleFile == "All.swift")
        #expect(generate.verbosity == .quiet && generate.noScaffolds && !generate.dryRun && !generate.warningsAsErrors)
        let initArguments = try InitArguments(
            CommandLineReader.parse(["App", "--tabs", "Home, Search"], spec: InitCommand.spec))
        #expect(initArguments.folder == "App")
        #expect(initArguments.shape == .tabs(["Home", "Search"]))
        #expect(initArguments.style == .protocols)
        let edit = try AddScreenArguments(
            CommandLineReader.parse(["Settings", "--coordinator", "Main", "--dry-run"], spec: AddScreenCommand.spec))
        #expect(edit.editing.manifest == "coordgen.json")
        #expect(edit.editing.dryRun)
        #expect(edit.request.name == "Settings" && edit.request.coordinator == "Main")
    }

    @Test("arguments that cannot go together are refused while they are read")
    func argumentsRefusedWhileRead() throws {
        let cases: [([String], CommandSpec, String)] = [
            (
                ["--single-file", "All.txt"], GenerateCommand.spec,
                "--single-file takes a file name ending in .swift, not 'All.txt'"
            ),
            (
                ["--example", "shop", "coordgen.json"], GenerateCommand.spec,
                "--example generates the built-in manifest; do not pass a manifest as well"
            ),
            (["Settings"], AddScreenCommand.spec, "missing --coordinator <name>; see 'coordgen help add-screen'"),
            (
                ["Flow", "--start", "S", "--image", "gear"], AddCoordinatorCommand.spec,
                "--system-item and --image need --tab"
            ),
            (
                ["--style", "closure"], InitCommand.spec,
                "--style takes protocols, closures or events, not 'closure'; did you mean 'closures'?"
            ),
            (
                ["Settings", "--coordinator", "Main", "--style", "zzzzzz"], AddScreenCommand.spec,
                "--style takes protocols, closures or events, not 'zzzzzz'"
            ),
        ]
        for (arguments, spec, message) in cases {
            let parsed = try CommandLineReader.parse(arguments, spec: spec)
            #expect(throws: UsageError(message: message)) {
                switch spec.name {
                case "generate": _ = try GenerateArguments(parsed)
                case "add-screen": _ = try AddScreenArguments(parsed)
                case "init": _ = try InitArguments(parsed)
                default: _ = try AddCoordinatorArguments(parsed)
                }
            }
        }
    }
}
