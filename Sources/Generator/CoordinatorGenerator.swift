import Templates

/// One file coordgen produces, as text.
public struct OutputFile: Equatable, Sendable {
    /// What the file is. Each kind knows who owns it, how it comments, and how coordgen recognizes it as its own;
    /// a new kind of output (a graph, a schema) is a new case that the compiler walks through these switches.
    public enum Kind: Equatable, Sendable, CaseIterable {
        /// Swift source coordgen owns: it starts with the generated header and is rewritten and removed freely.
        case generated
        /// A screen's view controller for the user to edit: written only when missing, then the user's.
        case scaffold

        /// Whether coordgen owns files of this kind: rewrites them and removes them when the manifest no longer
        /// produces them.
        public var isOwnedByCoordgen: Bool {
            switch self {
            case .generated: true
            case .scaffold: false
            }
        }

        /// How a comment line starts in files of this kind.
        public var lineComment: String {
            switch self {
            case .generated, .scaffold: "// "
            }
        }

        /// The extension of files of this kind.
        public var fileExtension: String {
            switch self {
            case .generated, .scaffold: "swift"
            }
        }

        /// The first bytes of every file of this kind that coordgen owns, by which it recognizes its own files;
        /// `nil` for kinds it does not own.
        public var ownershipMarker: String? {
            isOwnedByCoordgen ? lineComment + Constants.generatedHeaderPrefix : nil
        }

        /// Whether files of this kind can be merged into one (`--single-file`, the build-tool plugin).
        var isMergeable: Bool {
            switch self {
            case .generated: true
            case .scaffold: false
            }
        }

        /// The owned kind whose marker `bytes` start with, if any.
        public static func owner(of bytes: some Collection<UInt8>) -> Kind? {
            allCases.first { kind in kind.ownershipMarker.map { bytes.starts(with: Array($0.utf8)) } ?? false }
        }

        /// The longest ownership marker, in bytes: how much of a file tells whether coordgen owns it.
        public static let longestMarker = allCases.compactMap { $0.ownershipMarker?.utf8.count }.max() ?? 0
    }

    /// The file name, never a path.
    public var name: String
    public var kind: Kind

    /// The file's text. Scaffolds are rendered when first asked for, since most runs find them on disk already.
    public var contents: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The file's text as the UTF-8 bytes written to disk: rendered straight to bytes, never through a string.
    public var bytes: [UInt8] {
        rendered ?? source?.renderedBytes() ?? []
    }

    /// Creates an output file.
    public init(name: String, kind: Kind, contents: String) {
        self.name = name
        self.kind = kind
        self.rendered = Array(contents.utf8)
    }

    /// A file from its declarations, rendered now (`renderNow`) or when its contents are read. A file rendered now
    /// keeps its declarations only when `keepingDeclarations` (to be merged): otherwise they are released on the
    /// thread that rendered them, which for a large app saves the main thread tens of milliseconds of freeing.
    init(source: SourceFile, kind: Kind, renderNow: Bool = true, keepingDeclarations: Bool = true) {
        name = source.name
        self.kind = kind
        self.source = renderNow && !keepingDeclarations ? nil : source
        rendered = renderNow ? source.renderedBytes() : nil
    }

    private var rendered: [UInt8]?
    /// The declarations behind the file, kept so generated files can be merged.
    private(set) var source: SourceFile?

    /// `name` as a case-insensitive file system (macOS's) compares it: ASCII letters in lower case. Two names that fold
    /// alike may name one file there.
    public static func foldedName(_ name: String) -> String {
        SwiftNames.asciiLowercased(name)
    }

    public static func == (lhs: OutputFile, rhs: OutputFile) -> Bool {
        lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.bytes == rhs.bytes
    }
}

extension OutputFile: CustomReflectable {
    /// The file as text in test failures and dumps, rather than as the bytes it keeps.
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "kind": kind, "contents": contents])
    }
}

/// An owned output that has no declarations to merge, named so the user can tell which.
struct UnmergeableFile: Error, Equatable {
    var name: String
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

    /// Whether any diagnostic is an error, or coordgen failed internally.
    public var hasErrors: Bool {
        internalFailure != nil || diagnostics.contains { $0.severity == .error }
    }
}

/// coordgen's core: manifest bytes in, files and diagnostics out. It reads and writes nothing and never prints.
///
/// The stages are plain functions over values: decode (``JSONParser``, ``ManifestDecoder``), validate
/// (``Validator``), resolve flows (``FlowResolver``), then translate to declarations and render (``Translator``).
public enum CoordinatorGenerator {
    /// Generates the app's files from the manifest's bytes.
    public static func generate(manifest bytes: [UInt8], options: GenerateOptions = GenerateOptions())
        -> GenerationResult
    {
        let (model, diagnostics): (AppModel, [Diagnostic])
        switch generatable(bytes, path: options.manifestPath) {
        case .model(let resolved, let found): (model, diagnostics) = (resolved, found)
        case .stopped(let result): return result
        }
        /// No files, and an error at the top of the manifest: for refusals that come from the options, not a key.
        func refusal(_ message: String) -> GenerationResult {
            var sink = DiagnosticSink(source: SourceText(bytes), file: options.manifestPath)
            sink.error(message, at: 0)
            return GenerationResult(files: [], diagnostics: diagnostics + sink.sorted, internalFailure: nil)
        }
        var files = Constants.backend.files(
            for: model, header: generatedHeader(manifestPath: options.manifestPath),
            keepingDeclarations: options.mergedFileName != nil)
        if let merged = options.mergedFileName {
            switch merging(files, into: merged) {
            case .success(let mergedFiles):
                files = mergedFiles
            case .failure(let unmergeable):
                return refusal(Message.cannotMerge(unmergeable.name, into: merged))
            }
        }
        if !options.includeScaffolds {
            files.removeAll { $0.kind == .scaffold }
        }
        if let clash = firstSharedFileName(files) {
            // Validation refuses every manifest name that leads here; a merged file name can still take a scaffold's.
            return refusal(Message.outputsShareAFile(clash))
        }
        return GenerationResult(files: files, diagnostics: diagnostics, internalFailure: nil)
    }

    /// `files` with every mergeable one merged into one file named `name`; the others (scaffolds) stay as they are.
    /// An owned file that cannot be merged is refused rather than dropped.
    static func merging(_ files: [OutputFile], into name: String) -> Result<[OutputFile], UnmergeableFile> {
        var sources: [SourceFile] = []
        var kept: [OutputFile] = []
        for file in files {
            guard file.kind.isMergeable else {
                kept.append(file)
                continue
            }
            guard let source = file.source else { return .failure(UnmergeableFile(name: file.name)) }
            sources.append(source)
        }
        return .success([OutputFile(source: SourceFile.merging(sources, into: name), kind: .generated)] + kept)
    }

    /// The first file name two outputs share, compared as macOS compares file names (ignoring case).
    static func firstSharedFileName(_ files: [OutputFile]) -> String? {
        var seen: Set<String> = []
        for file in files where !seen.insert(OutputFile.foldedName(file.name)).inserted {
            return file.name
        }
        return nil
    }

    /// What generating from a manifest starts from: its resolved model with its diagnostics (warnings at most), or,
    /// when it has errors or coordgen failed on it, the result to return instead, with no files.
    enum Generatable {
        case model(AppModel, diagnostics: [Diagnostic])
        case stopped(GenerationResult)
    }

    static func generatable(_ bytes: [UInt8], path: String) -> Generatable {
        let analysis = analyze(bytes, path: path)
        if let failure = analysis.internalFailure {
            return .stopped(GenerationResult(files: [], diagnostics: analysis.diagnostics, internalFailure: failure))
        }
        guard let model = analysis.model, !analysis.diagnostics.contains(where: { $0.severity == .error }) else {
            return .stopped(GenerationResult(files: [], diagnostics: analysis.diagnostics))
        }
        return .model(model, diagnostics: analysis.diagnostics)
    }

    /// The header of every generated file, naming the manifest's file (not its folders, which differ per machine).
    static func generatedHeader(manifestPath: String) -> [String] {
        Constants.generatedHeader(manifestName: manifestName(of: manifestPath))
    }

    /// The manifest's file name, which headers name.
    static func manifestName(of path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(Constants.manifestFileName))
    }

    /// Checks the manifest and returns every diagnostic, without generating anything.
    public static func validate(manifest bytes: [UInt8], path: String = Constants.manifestFileName) -> [Diagnostic] {
        analyze(bytes, path: path).diagnostics
    }

    /// What the stages produced for one manifest: its JSON, its decoded form, and — when there are no errors —
    /// the resolved model, with every diagnostic.
    struct Analysis {
        var root: JSONValue?
        var manifest: Manifest?
        var model: AppModel?
        var diagnostics: [Diagnostic]
        var internalFailure: InternalError?
    }

    /// Decodes, validates and resolves; the model is `nil` when the manifest has errors.
    static func analyze(_ bytes: [UInt8], path: String) -> Analysis {
        var sink = DiagnosticSink(source: SourceText(bytes), file: path)
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
        var types = TypeTable()
        Validator.validate(manifest, sink: &sink, types: &types)
        guard !sink.hasErrors else { return Analysis(root: root, manifest: manifest, diagnostics: sink.sorted) }
        do {
            let model = try FlowResolver.resolve(manifest, sink: &sink, types: types)
            return Analysis(
                root: root, manifest: manifest, model: sink.hasErrors ? nil : model, diagnostics: sink.sorted)
        } catch {
            return Analysis(root: root, manifest: manifest, diagnostics: sink.sorted, internalFailure: error)
        }
    }
}
