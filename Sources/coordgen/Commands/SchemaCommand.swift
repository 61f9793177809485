import Generator

/// `coordgen schema`: the manifest's JSON Schema, for editors.
enum SchemaCommand: Command {
    static let spec = CommandSpec(
        name: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of coordgen.json, for completion and checks in editors.",
        discussion: [
            "coordgen init writes it as \(CoordinatorGenerator.manifestSchemaFileName) beside the manifest, whose "
                + "\"$schema\" key names it. After upgrading coordgen, write it again with --output. The schema "
                + "checks the manifest's shape and spelling; coordgen validate checks its meaning.",
            "--output writes atomically, skips unchanged bytes and replaces only a schema coordgen wrote.",
        ],
        options: SchemaArguments.options,
        examples: ["coordgen schema", "coordgen schema --output coordgen.schema.json"])

    static func run(_ arguments: SchemaArguments, context: Context) throws -> ExitCode {
        let text = context.generator.manifestSchema
        guard let output = arguments.output else {
            context.console.printText(text)
            return .success
        }
        try Self.output.write(Array(text.utf8), to: output, context: context)
        return .success
    }

    /// Where `--output` writes: only over a schema coordgen wrote.
    static let output = OwnedOutput(kind: .schema)

    /// Writes the schema to `path` for `init`. Anything of that name but a schema file coordgen wrote (your own file,
    /// a link, a folder) is kept, so `init` goes on to generate.
    static func writeSchema(to path: String, context: Context, dryRun: Bool, verbosity: Verbosity) throws {
        switch context.fileSystem.kind(of: path) {
        case .missing:
            break
        case .regularFile where OutputFile.Kind.schema.isWrittenByCoordgen(try context.fileSystem.read(path)):
            break
        case .regularFile, .directory, .symbolicLink, .other:
            context.console.print(
                "kept         \(path) (not coordgen's; the manifest's $schema names it)", from: .summary, at: verbosity)
            return
        }
        guard !dryRun else {
            context.console.print("would write  \(path)", from: .summary, at: verbosity)
            return
        }
        if try output.write(Array(context.generator.manifestSchema.utf8), to: path, fileSystem: context.fileSystem) {
            context.console.print(
                "wrote        \(path) (the manifest's JSON Schema, for editors)", from: .summary, at: verbosity)
        }
    }
}
