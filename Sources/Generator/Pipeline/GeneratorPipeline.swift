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
    /// The UI frameworks coordgen can write for; the manifest's `backend` picks one, the first when it names none.
    var backends: [any Backend]

    /// A pipeline that writes for `backends`, which must not be empty.
    init(manifestPath: String, backends: [any Backend]) {
        precondition(!backends.isEmpty, "a pipeline needs a back end")
        self.manifestPath = manifestPath
        self.backends = backends
    }

    /// A pipeline that writes for `backend` alone.
    init(manifestPath: String, backend: any Backend) {
        self.init(manifestPath: manifestPath, backends: [backend])
    }

    /// The stages up to the resolved model, with what each produced.
    struct Analysis {
        var root: JSONValue?
        var manifest: Manifest?
        /// The back end the manifest asks for; `nil` when it names none coordgen has.
        var backend: (any Backend)? = nil
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
        guard let backend = backend(for: manifest, sink: &sink) else {
            return Analysis(root: root, manifest: manifest, diagnostics: sink.sorted)
        }
        var types = TypeTable(framework: backend.module)
        let symbols = Validator.validate(manifest, for: backend, sink: &sink, types: &types)
        guard !sink.hasErrors else {
            return Analysis(root: root, manifest: manifest, backend: backend, diagnostics: sink.sorted)
        }
        do {
            let model = try FlowResolver.resolve(manifest, for: backend, sink: &sink, types: types, symbols: symbols)
            return Analysis(
                root: root, manifest: manifest, backend: backend, model: sink.hasErrors ? nil : model,
                diagnostics: sink.sorted)
        } catch {
            return Analysis(
                root: root, manifest: manifest, backend: backend, diagnostics: sink.sorted, internalFailure: error)
        }
    }

    /// The back end the manifest's `backend` names, the first of ``backends`` when it names none; `nil`, with an
    /// error, when it names one coordgen does not have.
    func backend(for manifest: Manifest, sink: inout DiagnosticSink) -> (any Backend)? {
        guard let name = manifest.backend else { return backends[0] }
        if let backend = backends.first(where: { $0.name == name.value }) { return backend }
        sink.error(Message.unknownValue(name.value, for: "backend", known: backends.map(\.name)), at: name.offset)
        return nil
    }

    /// The resolved model with its diagnostics (warnings at most), or, when the manifest has errors or coordgen failed
    /// on it, the result to return instead, with no files.
    func resolved(_ bytes: [UInt8]) -> Result<Resolved, Stopped> {
        let analysis = analyze(bytes)
        if let failure = analysis.internalFailure {
            let result = GenerationResult(files: [], diagnostics: analysis.diagnostics, internalFailure: failure)
            return .failure(Stopped(result: result))
        }
        guard let model = analysis.model, let backend = analysis.backend,
            !analysis.diagnostics.contains(where: { $0.severity == .error })
        else {
            return .failure(Stopped(result: GenerationResult(files: [], diagnostics: analysis.diagnostics)))
        }
        return .success(Resolved(model: model, diagnostics: analysis.diagnostics, backend: backend))
    }

    /// A manifest without errors, resolved: the model, its warnings, and the back end it is written for.
    struct Resolved {
        var model: AppModel
        var diagnostics: [Diagnostic]
        var backend: any Backend
    }

    /// What `produce` makes of the resolved model and its diagnostics, or, when the manifest has errors or coordgen
    /// failed on it, what `stopped` makes of the result that says why: the one place a run decides whether to go on.
    func withResolved<Output>(
        _ bytes: [UInt8], stopped: (GenerationResult) -> Output, produce: (Resolved) -> Output
    ) -> Output {
        switch resolved(bytes) {
        case .success(let resolved): produce(resolved)
        case .failure(let failure): stopped(failure.result)
        }
    }

    /// A run that ended before translating, with the result that says why.
    struct Stopped: Error {
        var result: GenerationResult
    }

    /// The resolved model's files as declarations, from its back end.
    func translate(_ resolved: Resolved) -> [TranslatedFile] {
        resolved.backend.translate(resolved.model, header: generatedHeader)
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
/// through ``GeneratorPipeline``, for the back end the manifest names among those it was made with. Its static members
/// need no back end: the manifest's schema, the built-in examples, the starter manifest.
public struct CoordinatorGenerator: Sendable {
    /// The UI frameworks code can be generated for, which validation asks what their code declares; the first is the
    /// one of a manifest that names none.
    let backends: [any Backend]

    /// A generator for `backends`, which the command line lists; the first is the default.
    package init(backends: [any Backend]) {
        self.backends = backends
    }

    /// A generator for `backend` alone.
    package init(backend: any Backend) {
        self.init(backends: [backend])
    }

    private func pipeline(_ path: String) -> GeneratorPipeline {
        GeneratorPipeline(manifestPath: path, backends: backends)
    }

    /// Generates the app's files from the manifest's bytes.
    public func generate(manifest bytes: [UInt8], options: GenerateOptions = GenerateOptions())
        -> GenerationResult
    {
        let pipeline = pipeline(options.manifestPath)
        return pipeline.withResolved(
            bytes, stopped: { $0 },
            produce: { resolved in generate(resolved, options: options, pipeline: pipeline) })
    }

    /// The files of the resolved model, as `options` ask for them.
    private func generate(
        _ resolved: GeneratorPipeline.Resolved, options: GenerateOptions, pipeline: GeneratorPipeline
    ) -> GenerationResult {
        let diagnostics = resolved.diagnostics
        // Validation refuses every manifest name whose files would meet; a merged file's name may still be a scaffold's.
        if let merged = options.mergedFileName, options.includeScaffolds,
            let clash = resolved.model.symbols.scaffolds.first(where: {
                OutputFile.foldedName($0) == OutputFile.foldedName(merged)
            })
        {
            return GenerationResult(
                files: [], diagnostics: diagnostics, internalFailure: nil,
                optionProblem: Message.outputsShareAFile(merged, scaffold: clash).description)
        }
        var translated = pipeline.translate(resolved)
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
        let pipeline = pipeline(path)
        return pipeline.withResolved(
            bytes, stopped: { $0 },
            produce: { resolved in
                let files =
                    resolved.backend.testDoubles(resolved.model, header: pipeline.generatedHeader).map { [$0] } ?? []
                return GenerationResult(files: pipeline.render(files), diagnostics: resolved.diagnostics)
            })
    }

    /// Warnings, each at its screen's name, for the screens whose view controller's file is none of `existingFiles`
    /// (the file names under `folder`), naming `command`, which creates them: for the build-tool plugin's run, which
    /// creates no view controllers, so that a build that cannot find one says what to do first. None for a manifest
    /// with errors, whose own diagnostics come first.
    public func missingViewControllers(
        manifest bytes: [UInt8], path: String, existingFiles: Set<String>, folder: String, command: String
    ) -> [Diagnostic] {
        let analysis = pipeline(path).analyze(bytes)
        guard let manifest = analysis.manifest, let backend = analysis.backend, analysis.model != nil else {
            return []
        }
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
        pipeline(path).analyze(bytes).diagnostics
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
