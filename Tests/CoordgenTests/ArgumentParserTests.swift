import Testing

@testable import coordgen

@Suite("Argument parsing")
struct ArgumentParserTests {
    let spec = CommandSpec(
        name: "demo", abstract: "A demo.",
        positionals: [PositionalSpec(name: "manifest", help: "", isOptional: true)],
        options: [
            .value("output", "dir", short: "o", help: ""),
            .value("input", "name:Type", repeatable: true, help: ""),
            .flag("dry-run", help: ""),
        ])

    @Test("values, repeated values, short names, flags and positionals")
    func parsesEverything() throws {
        let parsed = try ArgumentParser.parse(
            ["App/coordgen.json", "-o", "Out", "--input", "a:Int", "--input=b:String", "--dry-run"], spec: spec)
        #expect(parsed.positionals == ["App/coordgen.json"])
        #expect(parsed.value("output") == "Out")
        #expect(parsed.values("input") == ["a:Int", "b:String"])
        #expect(parsed.flag("dry-run"))
        #expect(!parsed.flag("force"))
    }

    @Test("-- ends options, so a manifest may start with a dash")
    func terminatorEndsOptions() throws {
        #expect(try ArgumentParser.parse(["--", "--odd.json"], spec: spec).positionals == ["--odd.json"])
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
            try ArgumentParser.parse(arguments, spec: spec)
        }
    }

    @Test("a required positional that is missing is named")
    func missingPositional() {
        let spec = CommandSpec(
            name: "add-screen", abstract: "",
            positionals: [PositionalSpec(name: "name", help: "", isOptional: false)])
        #expect(throws: UsageError(message: "missing <name>; see 'coordgen help add-screen'")) {
            try ArgumentParser.parse([], spec: spec)
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
}
