import Generator

/// A single file a command writes on request (`graph --output`, `schema --output`): written atomically, left alone when
/// its bytes are already right, and replacing an existing file only when coordgen wrote it.
struct OwnedOutput: Sendable {
    /// What the file is; its kind tells a file of its kind that coordgen wrote.
    var kind: OutputFile.Kind

    /// What the file is, for messages: "graph", "schema".
    var what: String { kind.what }

    /// Writes `bytes` to `path` and says so, or says the file is up to date.
    func write(_ bytes: [UInt8], to path: String, context: Context) throws(FileError) {
        if try write(bytes, to: path, fileSystem: context.fileSystem) {
            context.console.print("coordgen: wrote the \(what) to \(path)")
        } else {
            context.console.print("coordgen: \(path) is up to date")
        }
    }

    /// Writes atomically unless the bytes are already there (then returns false).
    func write(_ bytes: [UInt8], to path: String, fileSystem: FileSystem) throws(FileError) -> Bool {
        switch fileSystem.kind(of: path) {
        case .missing:
            break
        case .regularFile:
            let existing = try fileSystem.read(path)
            if existing == bytes { return false }
            guard kind.isWrittenByCoordgen(existing) else {
                throw FileError(
                    message: "\(path): exists and is not a \(what) coordgen wrote; move it away or choose another "
                        + "--output")
            }
        case .directory, .symbolicLink, .other:
            throw FileError(message: "\(path): is not a regular file; coordgen will not write through it")
        }
        try fileSystem.writeAtomically(bytes, to: path)
        return true
    }
}
