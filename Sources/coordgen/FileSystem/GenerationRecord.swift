import Generator

/// What a `generate` run left in its output folder, kept in coordgen's cache folder (never in the user's tree), so
/// that the next run with the same manifest, options and coordgen checks the files instead of generating them again.
///
/// The record is only a shortcut: it is used when its ``key`` matches, the output folder holds exactly the recorded
/// files with the recorded sizes and checksums, and every recorded scaffold is still there. Anything else (an edited
/// or removed file, a stray or temporary file, a new manifest, another coordgen binary) runs the whole pipeline,
/// which then records its result. A record that cannot be read or written is never an error.
struct GenerationRecord: Equatable {
    /// A generated file as it was written.
    struct GeneratedFile: Equatable {
        var name: String
        var size: Int
        var checksum: UInt64
    }

    /// The checksum of everything the output depends on (``key(manifest:run:currentDirectory:executable:)``).
    var key: UInt64
    /// The generated files in the output folder, in the order generate lists them.
    var generated: [GeneratedFile]
    /// Where each screen's scaffold was found or created.
    var scaffolds: [String]

    /// The first line of every record, which also versions its format.
    static let signature = "coordgen generation record 2"

    /// The checksum of the inputs of a run: the manifest's bytes, every option that changes the output, the folder
    /// relative paths start from, and the coordgen binary itself (`executable`), so a rebuilt coordgen never trusts
    /// an older one's record.
    static func key(manifest: [UInt8], run: GenerationRun, currentDirectory: String, executable: String) -> UInt64 {
        var checksum = Checksum()
        for field in [
            signature, CoordgenTool.version, executable, currentDirectory, run.manifestPath, run.outputDirectory,
            run.scaffoldDirectory, run.mergedFileName ?? "", run.includeScaffolds ? "scaffolds" : "no scaffolds",
        ] {
            checksum.add(line: field)
        }
        checksum.add(manifest)
        return checksum.value
    }

    /// The record as text: the signature, the key, then one line per file.
    func encoded() -> [UInt8] {
        // Written as bytes, a field at a time: a large app's record has thousands of lines.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + generated.count * 64 + scaffolds.reduce(0) { $0 + 16 + $1.utf8.count })
        bytes.append(contentsOf: Self.signature.utf8)
        bytes.append(contentsOf: "\nkey ".utf8)
        Checksum.appendHex(key, to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        for file in generated {
            bytes.append(contentsOf: "generated ".utf8)
            Checksum.appendHex(file.checksum, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: String(file.size).utf8)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: file.name.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        for path in scaffolds {
            bytes.append(contentsOf: "scaffold ".utf8)
            bytes.append(contentsOf: path.utf8)
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    /// Reads a record; `nil` for anything that is not one, in full. (It works on bytes: a record lists every file.)
    init?(decoding bytes: [UInt8]) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard lines.count >= 3, lines[0].elementsEqual(Self.signature.utf8), lines[lines.count - 1].isEmpty,
            lines[1].starts(with: "key ".utf8), let key = Self.hexNumber(lines[1].dropFirst(4))
        else { return nil }
        var generated: [GeneratedFile] = []
        var scaffolds: [String] = []
        for line in lines[2..<(lines.count - 1)] {
            if line.starts(with: "scaffold ".utf8) {
                scaffolds.append(String(decoding: line.dropFirst(9), as: UTF8.self))
                continue
            }
            let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, fields[0].elementsEqual("generated".utf8),
                let checksum = Self.hexNumber(fields[1]), let size = Int(String(decoding: fields[2], as: UTF8.self))
            else { return nil }
            generated.append(
                GeneratedFile(name: String(decoding: fields[3], as: UTF8.self), size: size, checksum: checksum))
        }
        self.init(key: key, generated: generated, scaffolds: scaffolds)
    }

    private static func hexNumber(_ digits: ArraySlice<UInt8>) -> UInt64? {
        UInt64(String(decoding: digits, as: UTF8.self), radix: 16)
    }

    init(key: UInt64, generated: [GeneratedFile], scaffolds: [String]) {
        self.key = key
        self.generated = generated
        self.scaffolds = scaffolds
    }
}

/// Where records are kept: `$COORDGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/coordgen`, else `~/Library/Caches/coordgen`
/// on macOS and `~/.cache/coordgen` elsewhere. `COORDGEN_CACHE_DIR=""` turns records off.
struct RecordStore {
    var folder: String
    /// The running coordgen, part of every key (``SystemInterface/executableIdentity()``).
    var executable: String

    init(folder: String, executable: String) {
        self.folder = folder
        self.executable = executable
    }

    /// The store the environment names, or `nil` when records are off, there is no home folder, or the running
    /// executable cannot be told apart from other builds.
    init?(environment: [String: String], executable: String? = SystemInterface.executableIdentity()) {
        guard let executable else { return nil }
        self.executable = executable
        if let folder = environment["COORDGEN_CACHE_DIR"] {
            guard !folder.isEmpty else { return nil }
            self.folder = folder
        } else if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            folder = Paths.join(cache, "coordgen")
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            #if canImport(Darwin)
                folder = Paths.join(home, "Library/Caches/coordgen")
            #else
                folder = Paths.join(home, ".cache/coordgen")
            #endif
        } else {
            return nil
        }
    }

    /// The record's file for an output folder: one per folder, named by the folder's absolute path.
    func path(forOutput outputDirectory: String, fileSystem: FileSystem) -> String {
        var checksum = Checksum()
        checksum.add(line: fileSystem.absolute(outputDirectory))
        return Paths.join(folder, "record-" + checksum.hex)
    }

    func load(forOutput outputDirectory: String, fileSystem: FileSystem) -> GenerationRecord? {
        let path = path(forOutput: outputDirectory, fileSystem: fileSystem)
        guard let bytes = try? fileSystem.read(path) else { return nil }
        return GenerationRecord(decoding: bytes)
    }

    /// Saves `record`, or removes the folder's record when `record` is `nil`. Best effort: a cache that cannot be
    /// written (a read-only home, the build plugin's sandbox) only costs the next run its shortcut.
    ///
    /// A record with the same bytes as the one saved (a run that generated what an earlier run left, as after the
    /// output folder was deleted) is left as it is: reading it costs far less than replacing it.
    func save(_ record: GenerationRecord?, forOutput outputDirectory: String, fileSystem: FileSystem) {
        let path = path(forOutput: outputDirectory, fileSystem: fileSystem)
        guard let record else {
            try? fileSystem.remove(path)
            return
        }
        let bytes = record.encoded()
        if fileSystem.readRegularFile(path) == bytes { return }
        try? fileSystem.createDirectory(folder)
        try? fileSystem.writeAtomically(bytes, to: path)
    }
}
