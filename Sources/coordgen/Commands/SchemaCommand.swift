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
        options: [.value("output", "file", short: "o", help: "Write the schema to this file.")],
        examples: ["coordgen schema", "coordgen schema --output coordgen.schema.json"])

    static func run(_ arguments: SchemaArguments, context: Context) throws -> ExitCode {
        let text = CoordinatorGenerator.manifestSchema
        guard let output = arguments.output else {
            context.console.printText(text)
            return .success
        }
        if try write(Array(text.utf8), to: output, fileSystem: context.fileSystem) {
            context.console.print("coordgen: wrote the schema to \(output)")
        } else {
            context.console.print("coordgen: \(output) is up to date")
        }
        return .success
    }

    /// Writes the schema beside `manifestPath` for `init`; a file of that name that coordgen did not write is kept.
    static func writeBeside(_ manifestPath: String, context: Context, dryRun: Bool) throws {
        let path = Paths.join(Paths.directory(of: manifestPath), CoordinatorGenerator.manifestSchemaFileName)
        if context.fileSystem.exists(path), !CoordinatorGenerator.isManifestSchema(try context.fileSystem.read(path)) {
            context.console.print("kept         \(path) (not coordgen's; the manifest's $schema names it)")
            return
        }
        guard !dryRun else {
            context.console.print("would write  \(path)")
            return
        }
        if try write(Array(CoordinatorGenerator.manifestSchema.utf8), to: path, fileSystem: context.fileSystem) {
            context.console.print("wrote        \(path) (the manifest's JSON Schema, for editors)")
        }
    }

    /// Writes atomically unless the bytes are already there (then returns false); replaces only a schema coordgen
    /// wrote.
    private static func write(_ bytes: [UInt8], to path: String, fileSystem: FileSystem) throws(FileError) -> Bool {
        switch fileSystem.kind(of: path) {
        case .missing:
            break
        case .regularFile:
            let existing = try fileSystem.read(path)
            if existing == bytes { return false }
            guard CoordinatorGenerator.isManifestSchema(existing) else {
                throw FileError(
                    message: "\(path): exists and is not a schema coordgen wrote; move it away or choose another "
                        + "--output")
            }
        case .directory, .symbolicLink, .other:
            throw FileError(message: "\(path): is not a regular file; coordgen will not write through it")
        }
        try fileSystem.writeAtomically(bytes, to: path)
        return true
    }
}
