import Templates

/// One file coordgen produces: the last stage's output, which the command-line shell writes.
public struct OutputFile: Equatable, Sendable {
    /// What the file is. Each kind knows whether coordgen owns its files and how it recognizes one it wrote, so the
    /// shell replaces or removes only its own files. A new kind of output is a new case the compiler walks through these
    /// switches.
    public enum Kind: Equatable, Sendable, CaseIterable {
        /// Swift source coordgen owns: it starts with the generated header and is rewritten and removed freely.
        case generated
        /// A screen's view controller for the user to edit: written only when missing, then the user's.
        case scaffold
        /// A drawing of the flows (`coordgen graph --output`), replaced only when coordgen wrote it.
        case graph
        /// The manifest's JSON Schema (`coordgen schema --output`, `init`), replaced only when coordgen wrote it.
        case schema

        /// Whether coordgen owns files of this kind: may replace them, and, in the output folder, remove them when the
        /// manifest no longer produces them.
        public var isOwnedByCoordgen: Bool {
            switch self {
            case .generated, .graph, .schema: true
            case .scaffold: false
            }
        }

        /// What a file of this kind is, for messages: "graph", "schema".
        public var what: String {
            switch self {
            case .generated: "generated file"
            case .scaffold: "scaffold"
            case .graph: "graph"
            case .schema: "schema"
            }
        }

        /// How much of a file's start tells whether coordgen wrote it.
        public static let recognizedPrefix = 1024

        /// Whether `bytes`, the start of a file, are a file of this kind that coordgen wrote.
        public func isWrittenByCoordgen(_ bytes: some Collection<UInt8>) -> Bool {
            let start = String(decoding: bytes.prefix(Self.recognizedPrefix), as: UTF8.self)
            switch self {
            case .generated: return start.hasPrefix("// " + Constants.generatedHeaderPrefix)
            case .scaffold: return false
            case .graph: return start.contains(GraphFormat.headerText + " from ")
            case .schema: return start.contains(ManifestSchema.titlePrefix)
            }
        }
    }

    /// The file name, never a path.
    public var name: String
    public var kind: Kind
    private var storage: Storage

    /// A file's bytes, or the declarations they are rendered from when first asked for: most runs find a scaffold on
    /// disk already, and then never render it.
    private enum Storage: Equatable, Sendable {
        case rendered([UInt8])
        case source(SourceFile)
    }

    /// Creates an output file from its text.
    public init(name: String, kind: Kind, contents: String) {
        self.name = name
        self.kind = kind
        storage = .rendered(Array(contents.utf8))
    }

    /// A file rendered from `source` now, or (`renderLater`) when its bytes are first asked for.
    init(source: SourceFile, kind: Kind, renderLater: Bool = false) {
        name = source.name
        self.kind = kind
        storage = renderLater ? .source(source) : .rendered(source.renderedBytes())
    }

    /// The file's text.
    public var contents: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The file's text as the UTF-8 bytes written to disk.
    public var bytes: [UInt8] {
        switch storage {
        case .rendered(let bytes): bytes
        case .source(let source): source.renderedBytes()
        }
    }

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

/// One file the translate stage made, as declarations, before it is rendered.
package struct TranslatedFile: Sendable {
    var source: SourceFile
    var kind: OutputFile.Kind

    package init(source: SourceFile, kind: OutputFile.Kind) {
        self.source = source
        self.kind = kind
    }

    /// Every generated file merged into one named `name`, in order, followed by the scaffolds as they are.
    static func merging(_ files: [TranslatedFile], into name: String) -> [TranslatedFile] {
        let generated = files.filter { $0.kind == .generated }.map(\.source)
        return [TranslatedFile(source: SourceFile.merging(generated, into: name), kind: .generated)]
            + files.filter { $0.kind != .generated }
    }
}
