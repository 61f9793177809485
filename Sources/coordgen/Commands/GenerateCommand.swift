import Generator

/// `coordgen generate`: the main job.
enum GenerateCommand: Command {
    static let spec = CommandSpec(
        name: "generate",
        abstract: "Generate coordinators, screen base classes and missing scaffolds from a manifest.",
        discussion: [
            "Generated files start with a header saying so; coordgen rewrites them freely, writes only those whose "
                + "bytes change (atomically), and removes generated files the manifest no longer produces. "
                + "Scaffolds (one view controller per screen) are yours: they are created when missing and never "
                + "changed. Nothing is written when the manifest has errors."
        ],
        positionals: [CommonOptions.manifestArgument("read")],
        options: GenerateArguments.options,
        examples: [
            "coordgen generate",
            "coordgen generate App/coordgen.json --output App/Generated --scaffolds App/Screens",
            "coordgen generate --example shop --output ShopExample",
            "coordgen generate --dry-run",
            "coordgen generate --test-doubles Tests/AppTests/Doubles",
        ])

    static func run(_ arguments: GenerateArguments, context: Context) throws -> ExitCode {
        if let example = arguments.example {
            return try runExample(example, arguments: arguments, context: context)
        }
        let manifestPath = arguments.manifest ?? Constants.manifestFileName
        var run = GenerationRun(
            manifestPath: manifestPath, locations: arguments.locations, warningsAsErrors: arguments.warningsAsErrors)
        run.plugin = arguments.plugin ? .plugin(package: nil) : .none
        // Under the folders' locks: an add command that edits the manifest meanwhile waits, as another generate does.
        try context.holdingLocks(for: run, dryRun: arguments.dryRun) {
            let bytes = try context.readManifest(manifestPath)
            try generate(run, bytes: bytes, arguments: arguments, context: context)
            if arguments.reportMissingScaffolds {
                reportMissingViewControllers(run, bytes: bytes, context: context)
            }
        }
        return .success
    }

    /// Warns of each screen whose view controller is nowhere under the scaffolds folder: the build-tool plugin's run
    /// creates none, and a build that then cannot find one should first say what creates it.
    private static func reportMissingViewControllers(_ run: GenerationRun, bytes: [UInt8], context: Context) {
        let existing = context.fileSystem.fileNamesRecursively(
            under: run.scaffoldDirectory, skipping: [run.outputDirectory])
        let warnings = context.generator.missingViewControllers(
            manifest: bytes, path: run.manifestPath, existingFiles: Set(existing.keys), folder: run.scaffoldDirectory,
            command: "coordgen generate \(run.manifestPath) --plugin")
        _ = context.report(warnings)
    }

    /// Runs `run` with the options of `generate`, and with `--test-doubles` writes the test doubles too. Both plans are made before anything is
    /// written, so an error in either writes nothing.
    private static func generate(
        _ run: GenerationRun, bytes: [UInt8], arguments: GenerateArguments, context: Context
    ) throws {
        var run = run
        run.ownFiles = arguments.example.map(CoordinatorGenerator.exampleOwnFiles(named:)) ?? []
        run.mergedFileName = arguments.singleFile
        run.includeScaffolds = !arguments.noScaffolds
        guard let folder = arguments.testDoubles else {
            try run.run(bytes: bytes, context: context, dryRun: arguments.dryRun, verbosity: arguments.verbosity)
            return
        }
        let doubles = Paths.normalized(folder)
        guard doubles != run.outputDirectory, doubles != run.scaffoldDirectory else {
            throw UsageError(message: "--test-doubles needs a folder of its own, not '\(folder)'")
        }
        let plan = try run.plan(try run.files(from: bytes, context: context), context: context)
        let result = context.generator.testDoubles(manifest: bytes, path: run.manifestPath)
        let doublesPlan = try OutputPlan.make(
            files: result.files, outputDirectory: doubles, scaffoldDirectory: doubles, fileSystem: context.fileSystem)
        try GenerationRun.apply(plan, dryRun: arguments.dryRun, verbosity: arguments.verbosity, context: context)
        try GenerationRun.apply(doublesPlan, dryRun: arguments.dryRun, verbosity: arguments.verbosity, context: context)
    }

    /// Writes the example's manifest into its folder (if absent) and generates there.
    private static func runExample(_ name: String, arguments: GenerateArguments, context: Context) throws -> ExitCode {
        guard let text = CoordinatorGenerator.example(named: name) else {
            let known = CoordinatorGenerator.exampleNames
            let hint =
                Suggestions.closest(to: name, in: known).map { "; did you mean '\($0)'?" }
                ?? "; the examples are: " + known.joined(separator: ", ")
            throw UsageError(message: "no built-in example named '\(name)'" + hint)
        }
        let folder = arguments.locations.output ?? (name.prefix(1).uppercased() + name.dropFirst() + "Example")
        let manifestPath = Paths.join(folder, Constants.manifestFileName)
        let bytes = Array(text.utf8)
        if context.fileSystem.exists(manifestPath) {
            guard try context.fileSystem.read(manifestPath) == bytes else {
                context.console.fail(
                    "\(manifestPath) exists and differs from the built-in '\(name)' example; "
                        + "run 'coordgen generate \(manifestPath)' to generate it as it is")
                return .fileSystem
            }
        } else {
            try context.writeManifest(
                bytes, to: manifestPath, dryRun: arguments.dryRun, verbosity: arguments.verbosity,
                note: " (the example's manifest)")
        }
        // The example's output goes beside its manifest: --output names the example's folder.
        let run = GenerationRun(
            manifestPath: manifestPath, locations: OutputLocations(scaffolds: arguments.locations.scaffolds),
            warningsAsErrors: arguments.warningsAsErrors)
        try generate(run, bytes: bytes, arguments: arguments, context: context)
        if !arguments.dryRun {
            context.console.print(
                "The \(name) app is in \(folder)/. Edit \(manifestPath) and run "
                    + "'coordgen generate \(manifestPath)' to regenerate it.", from: .summary, at: arguments.verbosity)
        }
        return .success
    }
}

/// `coordgen validate`: only checks.
enum ValidateCommand: Command {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check a manifest and print every problem, without generating anything.",
        positionals: [CommonOptions.manifestArgument("check")],
        options: ValidateArguments.options,
        examples: ["coordgen validate", "coordgen validate App/coordgen.json --warnings-as-errors"])

    static func run(_ arguments: ValidateArguments, context: Context) throws -> ExitCode {
        let manifestPath = arguments.manifest ?? Constants.manifestFileName
        let bytes = try context.readManifest(manifestPath)
        let diagnostics = context.generator.validate(manifest: bytes, path: manifestPath)
        if context.report(diagnostics, warningsAsErrors: arguments.warningsAsErrors) {
            return .invalidManifest
        }
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        context.console.print(
            "\(manifestPath): valid" + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"))" : ""))
        return .success
    }
}

/// `coordgen check`: for CI and pre-commit hooks.
enum CheckCommand: Command {
    static let spec = CommandSpec(
        name: "check",
        abstract: "Fail when the generated files on disk differ from what the manifest produces. Writes nothing.",
        discussion: [
            "Lists each file that generate would write, create or remove, and exits with 2 when there is any. "
                + "Use the same --output, --scaffolds and --single-file as your generate command.",
            "With --graph, compares a graph that coordgen graph wrote, in the format its first line names, instead: "
                + "commit the graph, and CI fails when the navigation changed and the graph was not drawn again.",
        ],
        positionals: [CommonOptions.manifestArgument("read")],
        options: CheckArguments.options,
        examples: [
            "coordgen check", "coordgen check App/coordgen.json --output App/Generated",
            "coordgen check --graph docs/flows.mmd",
        ])

    static func run(_ arguments: CheckArguments, context: Context) throws -> ExitCode {
        let manifestPath = arguments.manifest ?? Constants.manifestFileName
        let bytes = try context.readManifest(manifestPath)
        if let graph = arguments.graph {
            return try checkGraph(at: graph, manifest: bytes, manifestPath: manifestPath, context: context)
        }
        var run = GenerationRun(
            manifestPath: manifestPath, locations: arguments.locations, warningsAsErrors: arguments.warningsAsErrors)
        run.mergedFileName = arguments.singleFile
        run.includeScaffolds = !arguments.noScaffolds
        let plan = try run.plan(try run.files(from: bytes, context: context), context: context)
        var stale: [String] = []
        for step in plan.steps {
            switch step {
            case .write(let path, _, let isNew): stale.append((isNew ? "missing:  " : "changed:  ") + path)
            case .remove(let path): stale.append("stale:    " + path)
            case .createScaffold(let path, _): stale.append("missing:  " + path + " (scaffold)")
            case .keep, .keepScaffold, .removeTemporary: break
            }
        }
        guard stale.isEmpty else {
            stale.forEach(context.console.print)
            context.console.fail(
                "\(stale.count) generated file\(stale.count == 1 ? " is" : "s are") out of date; "
                    + "run 'coordgen generate\(arguments.manifest.map { " " + $0 } ?? "")'")
            return .outOfDate
        }
        context.console.print("coordgen: generated files are up to date with \(manifestPath)")
        return .success
    }

    /// Compares the graph at `path` with what `graph` draws now, in the format its header names.
    private static func checkGraph(
        at path: String, manifest bytes: [UInt8], manifestPath: String, context: Context
    ) throws -> ExitCode {
        guard context.fileSystem.exists(path) else {
            context.console.print("missing:  \(path) (graph)")
            context.console.fail("the graph is missing; run 'coordgen graph \(manifestPath) --output \(path)'")
            return .outOfDate
        }
        let existing = try context.fileSystem.read(path)
        guard !existing.starts(with: PNGText.signature) else {
            context.console.fail(
                "\(path): check --graph compares Mermaid and DOT graphs; a PNG depends on the Graphviz that drew it, "
                    + "so commit the DOT it is drawn from and check that")
            return .usage
        }
        guard let formatName = GraphCommand.formatName(inHeaderOf: existing) else {
            context.console.fail(
                "\(path): is not a graph coordgen drew; write it with 'coordgen graph --output \(path)'")
            return .usage
        }
        guard let format = GraphFormat(rawValue: formatName) else {
            context.console.fail(
                "\(path): check --graph compares Mermaid and DOT graphs; an SVG depends on the Graphviz that drew it, "
                    + "so commit the DOT it is drawn from and check that")
            return .usage
        }
        let text: String
        switch GraphCommand.draw(bytes, format: format, formatName: formatName, path: manifestPath, context: context) {
        case .success(let drawn): text = drawn
        case .failure(let stopped): return stopped.code
        }
        guard Array(text.utf8) == existing else {
            context.console.print("changed:  \(path) (graph)")
            context.console.fail(
                "the graph is out of date; run 'coordgen graph \(manifestPath) --format \(formatName) --output \(path)'"
            )
            return .outOfDate
        }
        context.console.print("coordgen: the graph \(path) is up to date with \(manifestPath)")
        return .success
    }
}
