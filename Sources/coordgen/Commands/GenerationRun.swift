import Generator

/// Generates from manifest bytes and brings the output folders in line: the step `generate`, `init`,
/// `add-screen` and `add-coordinator` share.
struct GenerationRun {
    var manifestPath: String
    var outputDirectory: String
    var scaffoldDirectory: String
    var mergedFileName: String?
    var includeScaffolds = true
    /// Files of the app's own written with the scaffolds, only when missing: a built-in example's model types.
    var ownFiles: [OutputFile] = []
    var warningsAsErrors = false
    /// Whether the target uses the build-tool plugin: then only scaffolds are written, never the output folder.
    var plugin = PluginUse.none

    /// `Generated/` and scaffolds beside the manifest, unless `locations` say otherwise.
    init(manifestPath: String, locations: OutputLocations = OutputLocations(), warningsAsErrors: Bool = false) {
        self.manifestPath = manifestPath
        let folder = Paths.directory(of: manifestPath)
        // Normalized, so `Generated/` and `./Generated/.` are checked as the folder itself, never through a link.
        outputDirectory = Paths.normalized(locations.output ?? Paths.join(folder, Constants.generatedFolder))
        scaffoldDirectory = Paths.normalized(locations.scaffolds ?? folder)
        self.warningsAsErrors = warningsAsErrors
    }

    /// The files the manifest produces, after printing its diagnostics.
    func files(from bytes: [UInt8], context: Context) throws -> [OutputFile] {
        try generation(from: bytes, context: context).files
    }

    /// The files and diagnostics of the manifest, after printing the diagnostics; throws when they stop the run.
    private func generation(from bytes: [UInt8], context: Context) throws -> GenerationResult {
        let options = GenerateOptions(
            manifestPath: manifestPath, mergedFileName: mergedFileName,
            includeScaffolds: includeScaffolds)
        var result = context.generator.generate(manifest: bytes, options: options)
        if includeScaffolds && !result.hasErrors {
            result.files += ownFiles
        }
        if !plugin.writesGenerated {
            result.files.removeAll { $0.kind == .generated }
        }
        if let problem = result.optionProblem {
            throw UsageError(message: problem + "; nothing was written")
        }
        if let failure = result.internalFailure {
            context.console.fail(
                "internal failure: \(failure.message). This is a bug in coordgen; please report it with the manifest. "
                    + "Nothing was written.")
            throw ReportedFailure(code: .internalFailure)
        }
        if context.report(result.diagnostics, warningsAsErrors: warningsAsErrors) {
            context.console.fail("\(manifestPath) has errors; nothing was written")
            throw ReportedFailure(code: .invalidManifest)
        }
        return result
    }

    /// The plan for `files`, without touching the disk.
    func plan(_ files: [OutputFile], context: Context) throws -> OutputPlan {
        if !plugin.writesGenerated {
            try refuseGeneratedFolder(context: context)
        }
        return try OutputPlan.make(
            files: files, outputDirectory: outputDirectory, scaffoldDirectory: scaffoldDirectory,
            fileSystem: context.fileSystem, managesOutput: plugin.writesGenerated)
    }

    /// In a target that uses the build-tool plugin, a folder of code `coordgen generate` wrote is compiled beside the
    /// plugin's output, which declares the same types: the one cause of a build's many "ambiguous" errors, said once.
    private func refuseGeneratedFolder(context: Context) throws {
        let fileSystem = context.fileSystem
        guard fileSystem.isDirectory(outputDirectory) else { return }
        for (name, isDirectory) in fileSystem.entries(in: outputDirectory) where !isDirectory {
            guard try OutputPlan.isGeneratedFile(Paths.join(outputDirectory, name), fileSystem: fileSystem) else {
                continue
            }
            context.console.fail(
                "\(outputDirectory)/ holds the code coordgen generate wrote, and the target uses the CoordgenPlugin "
                    + "build-tool plugin, which generates it again at build: the target would declare every type "
                    + "twice. Delete \(outputDirectory)/, or remove the plugin from the target and go on committing "
                    + "the generated code (--no-plugin); nothing was written")
            throw ReportedFailure(code: .fileSystem)
        }
    }

    /// Generates, writes what changed (unless `dryRun`), and prints what was done.
    @discardableResult
    func run(bytes: [UInt8], context: Context, dryRun: Bool, verbosity: Verbosity) throws -> OutputPlan {
        let generation = try generation(from: bytes, context: context)
        let plan = try plan(generation.files, context: context)
        try Self.apply(plan, dryRun: dryRun, verbosity: verbosity, context: context)
        return plan
    }

    /// Carries out `plan` (unless `dryRun`) and prints what was done. Returns the scaffolds another program created
    /// meanwhile, which were left as they are.
    @discardableResult
    static func apply(_ plan: OutputPlan, dryRun: Bool, verbosity: Verbosity, context: Context) throws -> [String] {
        let skipped = dryRun ? [] : try plan.apply(fileSystem: context.fileSystem)
        describe(plan, dryRun: dryRun, verbosity: verbosity, console: context.console, skipped: Set(skipped))
        return skipped
    }

    /// The summary line, after a line per file when `verbosity` asks for them (a dry run lists its changes).
    static func describe(
        _ plan: OutputPlan, dryRun: Bool, verbosity: Verbosity, console: Console, skipped: Set<String> = []
    ) {
        var counts = (written: 0, kept: 0, removed: 0, created: 0)
        // What a dry run is asked for: the changes, at the summary's level.
        let changes: Verbosity = dryRun ? .summary : .verbose
        // A line is built only to be printed: a large app would otherwise build thousands for nothing.
        func say(_ line: @autoclosure () -> String, from level: Verbosity) {
            console.print(line(), from: level, at: verbosity)
        }
        for step in plan.steps {
            switch step {
            case .write(let path, _, let isNew):
                counts.written += 1
                say((dryRun ? "would write  " : "wrote        ") + path + (isNew ? " (new)" : ""), from: changes)
            case .keep(let path):
                counts.kept += 1
                say("kept         " + path, from: .verbose)
            case .remove(let path):
                counts.removed += 1
                say((dryRun ? "would remove " : "removed      ") + path, from: changes)
            case .createScaffold(let path, _) where skipped.contains(path):
                // A surprise: worth a line at any verbosity but quiet.
                say("kept         " + path + " (another program created it meanwhile; not replaced)", from: .summary)
            case .createScaffold(let path, _):
                counts.created += 1
                say((dryRun ? "would create " : "created      ") + path + " (yours to edit)", from: changes)
            case .removeTemporary(let path):
                // Left by a run that was killed: worth a line at any verbosity but quiet.
                say(
                    (dryRun ? "would remove " : "removed      ") + path + " (left by an interrupted run)",
                    from: .summary)
            case .keepScaffold:
                continue
            }
        }
        guard verbosity >= .summary else { return }
        let verb = dryRun ? "would be " : ""
        console.print(
            "coordgen: \(counts.written) \(verb)written, \(counts.kept) unchanged, "
                + "\(counts.removed) \(verb)removed, \(counts.created) scaffold\(counts.created == 1 ? "" : "s") "
                + "\(verb)created" + (dryRun ? " (dry run: nothing was written)" : ""))
    }
}
