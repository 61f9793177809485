import Templates

/// coordgen's stages, each a plain function from one value to the next:
///
///     manifest bytes ─decode→ Manifest ─validate→ Manifest ─resolve→ AppModel ─translate→ [TranslatedFile]
///                                                                              ─render→ [OutputFile]
///
/// The values that cross a boundary live beside this file: ``Manifest``, ``AppModel``, ``TranslatedFile`` and
/// ``OutputFile``. Each stage reports into one ``DiagnosticSink``; a stage after an error does not run. The pipeline
/// reads and writes nothing and never prints.
struct GeneratorPipeline {
    /// The manifest's path as the user wrote it: diagnostics start with it, and generated headers name its file.
    var manifestPath: String
    /// The UI framework the translate stage writes for.
    var backend: any Backend

    /// The stages up to the resolved model, with what each produced.
    struct Analysis {
        var root: JSONValue?
        var manifest: Manifest?
        /// The resolved model; `nil` when the manifest has errors.
        var model: AppModel?
        var diagnostics: [Diagnostic]
        var internalFailure: InternalError?
    }

    /// Decodes, validates and resolves the manifest.
    func analyze(_ bytes: [UInt8]) -> Analysis {
        var sink = DiagnosticSink(source: SourceText(bytes), file: manifestPath)
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            sink.error(error.message, at: error.offset)
            return Analysis(diagnostics: sink.sorted)
        }
        guard let manifest = ManifestDecoder.decode(root, sink: &sink) else {
            return Analysis(root: root, diagnostics: sink.sorted)
        }
        // Checks of a manifest read with one of two values of a key would report problems the other value may not have.
        guard !sink.foundDuplicateKey else {
            return Analysis(root: root, manifest: manifest, diagnostics: sink.sorted)
        }
        var types = TypeTable(framework: backend.module)
        let symbols = Validator.validate(manifest, for: backend, sink: &sink, types: &types)
        guard !sink.hasErrors else { return Analysis(root: root, manifest: manifest, diagnostics: sink.sorted) }
        do {
            let model = try FlowResolver.resolve(manifest, for: backend, sink: &sink, types: types, symbols: symbols)
            return Analysis(
                root: root, manifest: manifest, model: sink.hasErrors ? nil : model, diagnostics: sink.sorted)
        } catch {
            return Analysis(root: root, manifest: manifest, diagnostics: sink.sorted, internalFailure: error)
        }
    }

    /// The resolved model with its diagnostics (warnings at most), or, when the manifest has errors or coordgen failed
    /// on it, the result to return instead, with no files.
    func resolved(_ bytes: [UInt8]) -> Result<(model: AppModel, diagnostics: [Diagnostic]), Stopped> {
        let analysis = analyze(bytes)
        if let failure = analysis.internalFailure {
            let result = GenerationResult(files: [], diagnostics: analysis.diagnostics, internalFailure: failure)
            return .failure(Stopped(result: result))
        }
        guard let model = analysis.model, !analysis.diagnostics.contains(where: { $0.severity == .error }) else {
            return .failure(Stopped(result: GenerationResult(files: [], diagnostics: analysis.diagnostics)))
        }
        return .success((model, analysis.diagnostics))
    }

    /// What `produce` makes of the resolved model and its diagnostics, or, when the manifest has errors or coordgen
    /// failed on it, what `stopped` makes of the result that says why: the one place a run decides whether to go on.
    func withResolved<Output>(
        _ bytes: [UInt8], stopped: (GenerationResult) -> Output, produce: (AppModel, [Diagnostic]) -> Output
    ) -> Output {
        switch resolved(bytes) {
        case .success(let resolved): produce(resolved.model, resolved.diagnostics)
        case .failure(let failure): stopped(failure.result)
        }
    }

    /// A run that ended before translating, with the result that says why.
    struct Stopped: Error {
        var result: GenerationResult
    }

    /// The model's files as declarations, from the back end.
    func translate(_ model: AppModel) -> [TranslatedFile] {
        backend.translate(model, header: generatedHeader)
    }

    /// Each file's text, on every core. Scaffolds are rendered only when their bytes are asked for.
    func render(_ files: [TranslatedFile]) -> [OutputFile] {
        Parallel.map(files) { file in
            OutputFile(source: file.source, kind: file.kind, renderLater: file.kind == .scaffold)
        }
    }

    /// The header of every generated file, naming the manifest's file (not its folders, which differ per machine).
    var generatedHeader: [String] {
        Constants.generatedHeader(manifestName: manifestName)
    }

    /// The manifest's file name, which headers name.
    var manifestName: String {
        String(manifestPath.split(separator: "/").last ?? Substring(Constants.manifestFileName))
    }
}

/// What to generate.
public struct GenerateOptions: Equatable, Sendable {
    /// The manifest's path as the user wrote it; diagnostics start with it and generated headers name its file.
    public var manifestPath: String
    /// When set, all generated files are merged into one file of this name (the build-tool plugin's fixed output).
    public var mergedFileName: String?
    /// Whether to return scaffolds as well as generated files.
    public var includeScaffolds: Bool

    /// Creates options.
    public init(
        manifestPath: String = Constants.manifestFileName, mergedFileName: String? = nil,
        includeScaffolds: Bool = true
    ) {
        self.manifestPath = manifestPath
        self.mergedFileName = mergedFileName
        self.includeScaffolds = includeScaffolds
    }
}

/// The outcome of a run: the files (none when there are errors) and every diagnostic.
public struct GenerationResult: Equatable, Sendable {
    public var files: [OutputFile]
    public var diagnostics: [Diagnostic]
    /// A bug in coordgen that stopped generation, if one did; there are no files then.
    public var internalFailure: InternalError?
    /// Why the options cannot be followed with this manifest (a merged file named like a scaffold), if they cannot;
    /// there are no files then. Not the manifest's problem: it has no place in it.
    public var optionProblem: String? = nil

    /// Whether any diagnostic is an error, the options cannot be followed, or coordgen failed internally.
    public var hasErrors: Bool {
        internalFailure != nil || optionProblem != nil || diagnostics.contains { $0.severity == .error }
    }
}

/// coordgen's core, as the command-line shell and the tests call it: manifest bytes in, files and diagnostics out,
/// through ``GeneratorPipeline``, for the back end it was made with. Its static members need no back end: the
/// manifest's schema, the built-in examples, the starter manifest.
public struct CoordinatorGenerator: Sendable {
    /// The UI framework the code is generated for, which validation asks what its code declares.
    let backend: any Backend

    /// A generator for `backend`, which the command line picks.
    package init(backend: any Backend) {
        self.backend = backend
    }

    /// Generates the app's files from the manifest's bytes.
    public func generate(manifest bytes: [UInt8], options: GenerateOptions = GenerateOptions())
        -> GenerationResult
    {
        let pipeline = GeneratorPipeline(manifestPath: options.manifestPath, backend: backend)
        return pipeline.withResolved(
            bytes, stopped: { $0 },
            produce: { model, diagnostics in
                generate(model, diagnostics: diagnostics, options: options, pipeline: pipeline)
            })
    }

    /// The files of the resolved `model`, as `options` ask for them.
    private func generate(
        _ model: AppModel, diagnostics: [Diagnostic], options: GenerateOptions, pipeline: GeneratorPipeline
    ) -> GenerationResult {
        // Validation refuses every manifest name whose files would meet; a merged file's name may still be a scaffold's.
        if let merged = options.mergedFileName, options.includeScaffolds,
            let clash = model.symbols.scaffolds.first(where: {
                OutputFile.foldedName($0) == OutputFile.foldedName(merged)
            })
        {
            return GenerationResult(
                files: [], diagnostics: diagnostics, internalFailure: nil,
                optionProblem: Message.outputsShareAFile(merged, scaffold: clash).description)
        }
        var translated = pipeline.translate(model)
        if !options.includeScaffolds {
            translated.removeAll { $0.kind == .scaffold }
        }
        if let merged = options.mergedFileName {
            translated = TranslatedFile.merging(translated, into: merged)
        }
        return GenerationResult(files: pipeline.render(translated), diagnostics: diagnostics, internalFailure: nil)
    }

    /// The recording test doubles of the manifest's action protocols and events receivers, as one file; no file when
    /// the manifest has neither, or diagnostics when it has errors.
    public func testDoubles(manifest bytes: [UInt8], path: String = Constants.manifestFileName) -> GenerationResult {
        let pipeline = GeneratorPipeline(manifestPath: path, backend: backend)
        return pipeline.withResolved(
            bytes, stopped: { $0 },
            produce: { model, diagnostics in
                let files = backend.testDoubles(model, header: pipeline.generatedHeader).map { [$0] } ?? []
                return GenerationResult(files: pipeline.render(files), diagnostics: diagnostics)
            })
    }

    /// Warnings, each at its screen's name, for the screens whose view controller's file is none of `existingFiles`
    /// (the file names under `folder`), naming `command`, which creates them: for the build-tool plugin's run, which
    /// creates no view controllers, so that a build that cannot find one says what to do first. None for a manifest
    /// with errors, whose own diagnostics come first.
    public func missingViewControllers(
        manifest bytes: [UInt8], path: String, existingFiles: Set<String>, folder: String, command: String
    ) -> [Diagnostic] {
        let analysis = GeneratorPipeline(manifestPath: path, backend: backend).analyze(bytes)
        guard let manifest = analysis.manifest, analysis.model != nil else { return [] }
        var sink = DiagnosticSink(source: SourceText(bytes), file: path)
        for screen in manifest.screens {
            let file = backend.screenClass(screen.name.value) + ".swift"
            guard !existingFiles.contains(file) else { continue }
            sink.warning(
                Message.viewControllerMissing(screen.name.value, file: file, folder: folder, command: command),
                at: screen.name.offset)
        }
        return sink.sorted
    }

    /// Checks the manifest and returns every diagnostic, without generating anything.
    public func validate(manifest bytes: [UInt8], path: String = Constants.manifestFileName) -> [Diagnostic] {
        GeneratorPipeline(manifestPath: path, backend: backend).analyze(bytes).diagnostics
    }
}

// MARK: Messages

extension Message {
    static func outputsShareAFile(_ name: String, scaffold: String) -> Message {
        Message(
            .outputsShareAFile,
            "--single-file '\(name)' is the file of a screen's view controller, '\(scaffold)' (on macOS, names that "
                + "differ only in case are one file); choose another name, or add --no-scaffolds")
    }

    static func viewControllerMissing(_ screen: String, file: String, folder: String, command: String) -> Message {
        Message(
            .viewControllerMissing,
            "screen '\(screen)' has no \(file) in \(folder); create it with '\(command)'")
    }
}
