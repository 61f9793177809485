/// One Swift source file: a header comment, imports and top-level declarations.
public struct SourceFile: Equatable, Sendable {
    /// The file name, e.g. `HomeCoordinator.swift`; never a path.
    public var name: String
    /// Comment lines at the top of the file, without the leading `// `.
    public var header: [String]
    public var imports: [String]
    public var declarations: [Declaration]

    /// Creates a source file.
    public init(name: String, header: [String], imports: [String], declarations: [Declaration]) {
        self.name = name
        self.header = header
        self.imports = imports
        self.declarations = declarations
    }

    /// The file's text, formatted with 4-space indentation and ending in one newline.
    public func render() -> String {
        String(decoding: renderedBytes(), as: UTF8.self)
    }

    /// ``render()`` as UTF-8 bytes, as they are written to disk.
    public func renderedBytes() -> [UInt8] {
        var writer = CodeWriter()
        DeclarationRenderer.render(self, into: &writer)
        return writer.utf8
    }

    /// Merges `files` into one file named `name` that declares the same things.
    ///
    /// Imports keep the order in which they first appear; each file's declarations follow under a `MARK` naming it.
    /// The header is the first file's. Used where a build system needs a fixed list of outputs.
    public static func merging(_ files: [SourceFile], into name: String) -> SourceFile {
        var imports: [String] = []
        var declarations: [Declaration] = []
        for file in files {
            for module in file.imports where !imports.contains(module) {
                imports.append(module)
            }
            declarations.append(.mark(file.name))
            declarations.append(contentsOf: file.declarations)
        }
        return SourceFile(name: name, header: files.first?.header ?? [], imports: imports, declarations: declarations)
    }
}
