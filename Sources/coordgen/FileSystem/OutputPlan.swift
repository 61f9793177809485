import Generator

/// What a run will do to the disk, worked out before anything is written.
struct OutputPlan: Equatable {
    enum Step: Equatable {
        /// A generated file that is new or whose bytes changed.
        case write(path: String, bytes: [UInt8], isNew: Bool)
        /// A generated file whose bytes are already right.
        case keep(path: String)
        /// A file coordgen generated earlier that the manifest no longer produces.
        case remove(path: String)
        /// A scaffold for a screen that has none yet.
        case createScaffold(path: String, bytes: [UInt8])
        /// A screen whose view controller file exists somewhere under the scaffolds folder, at `path`.
        case keepScaffold(name: String, path: String)
        /// A temporary file that an interrupted run of coordgen left behind.
        case removeTemporary(path: String)
    }

    var steps: [Step]
    /// The output folder, when it does not exist yet. Its files are then written into a hidden folder beside it, which
    /// is renamed to it once all are written: the folder appears whole, and no file needs a rename of its own.
    var newOutputDirectory: String?
    /// The output folder, when it exists, changes, and holds only files: its new contents are then built whole in a
    /// hidden folder beside it (kept files as second names of themselves, so their dates stay), which takes its name
    /// in one step. A run killed at any moment leaves the old folder or the new one whole, and one hidden folder.
    var swappedOutputDirectory: String? = nil

    /// Compares `files` with the disk.
    ///
    /// Refuses, before anything is written, to write through a symbolic link, to write a name that is not a plain
    /// file name, or to replace a file in the output folder that coordgen did not generate. Without
    /// `managesOutput` (a target that uses the build-tool plugin), `files` are scaffolds only and the output folder is
    /// neither read nor made.
    static func make(
        files: [OutputFile], outputDirectory: String, scaffoldDirectory: String, fileSystem: FileSystem,
        managesOutput: Bool = true
    ) throws(FileError) -> OutputPlan {
        guard managesOutput else {
            return try scaffoldsOnly(files, scaffoldDirectory: scaffoldDirectory, fileSystem: fileSystem)
        }
        let outputKind = fileSystem.kind(of: outputDirectory)
        for folder in [outputDirectory, scaffoldDirectory] where fileSystem.kind(of: folder) == .symbolicLink {
            throw FileError(message: "\(folder): is a symbolic link; coordgen writes only into real folders")
        }
        if outputKind != .missing, !fileSystem.isDirectory(outputDirectory) {
            throw FileError(message: "\(outputDirectory): is a file, not a folder")
        }
        let isNewFolder = outputKind == .missing
        var steps: [Step] = []
        let owned = files.filter(\.kind.isOwnedByCoordgen)
        // Each file is compared with the disk on its own, on every core; the first problem in file order is reported.
        let comparisons = Parallel.map(owned) { file in
            Result { () throws(FileError) in
                try step(for: file, in: outputDirectory, isNewFolder: isNewFolder, fileSystem: fileSystem)
            }
        }
        for comparison in comparisons {
            steps.append(try comparison.get())
        }
        // One read of the output folder finds what an earlier run left: a file that starts with an ownership marker
        // and that this run does not produce (whatever its kind, only its first bytes are read to tell), and a
        // temporary file whose process has ended. The scaffolds folder can hold such temporaries too.
        let entries = fileSystem.entries(in: outputDirectory)
        let produced = entries.isEmpty ? [] : Set(owned.map(\.name))
        for (name, isDirectory) in entries where !isDirectory {
            let path = Paths.join(outputDirectory, name)
            if let step = Self.staleTemporary(name, in: outputDirectory, fileSystem: fileSystem) {
                steps.append(step)
            } else if !name.hasPrefix("."), !produced.contains(name), try isGeneratedFile(path, fileSystem: fileSystem)
            {
                steps.append(.remove(path: path))
            }
        }
        for folder in temporaryFolders(outputDirectory: outputDirectory, scaffoldDirectory: scaffoldDirectory)
        where folder != outputDirectory {
            for (name, _) in fileSystem.entries(in: folder) {
                if let step = Self.staleTemporary(name, in: folder, fileSystem: fileSystem) {
                    steps.append(step)
                }
            }
        }
        steps += try scaffoldSteps(
            files.filter { !$0.kind.isOwnedByCoordgen }, scaffoldDirectory: scaffoldDirectory,
            skipping: [outputDirectory], fileSystem: fileSystem)
        var plan = OutputPlan(steps: steps, newOutputDirectory: isNewFolder ? outputDirectory : nil)
        if !isNewFolder, plan.changes(outputDirectory),
            entries.allSatisfy({ entry in
                !entry.isDirectory && fileSystem.kind(of: Paths.join(outputDirectory, entry.name)) == .regularFile
            }),
            plan.holdsOnlyGeneratedFiles(outputDirectory, fileSystem: fileSystem)
        {
            plan.swappedOutputDirectory = outputDirectory
        }
        return plan
    }

    /// The plan of a run that writes scaffolds only: stale temporaries in the scaffolds folder go, missing scaffolds
    /// are created, and the output folder is not touched.
    private static func scaffoldsOnly(
        _ files: [OutputFile], scaffoldDirectory: String, fileSystem: FileSystem
    ) throws(FileError) -> OutputPlan {
        if fileSystem.kind(of: scaffoldDirectory) == .symbolicLink {
            throw FileError(message: "\(scaffoldDirectory): is a symbolic link; coordgen writes only into real folders")
        }
        var steps: [Step] = []
        for (name, _) in fileSystem.entries(in: scaffoldDirectory) {
            if let step = Self.staleTemporary(name, in: scaffoldDirectory, fileSystem: fileSystem) {
                steps.append(step)
            }
        }
        steps += try scaffoldSteps(
            files.filter { !$0.kind.isOwnedByCoordgen }, scaffoldDirectory: scaffoldDirectory, skipping: [],
            fileSystem: fileSystem)
        return OutputPlan(steps: steps, newOutputDirectory: nil)
    }

    /// What to do with each scaffold: keep it where it is, under `scaffoldDirectory` but not in `skipping`, or create
    /// it; the kept ones first, then the created ones, each in file order.
    private static func scaffoldSteps(
        _ scaffolds: [OutputFile], scaffoldDirectory: String, skipping: Set<String>, fileSystem: FileSystem
    ) throws(FileError) -> [Step] {
        var steps: [Step] = []
        if !scaffolds.isEmpty {
            let existing = fileSystem.fileNamesRecursively(under: scaffoldDirectory, skipping: skipping)
            // A name whose folded form is listed may be there, and is asked of the file system.
            let listed = Set(fileSystem.entries(in: scaffoldDirectory).map { OutputFile.foldedName($0.name) })
            // Each scaffold is looked up on its own, on every core, and rendered there when it is missing (a fresh
            // project renders them all). The steps list the kept scaffolds, then the created ones, each in file
            // order; the first problem in file order is thrown.
            let decisions = Parallel.map(scaffolds) { file in
                Result { () throws(FileError) -> Step in
                    try scaffoldStep(
                        for: file, in: scaffoldDirectory, listed: listed, existing: existing,
                        fileSystem: fileSystem)
                }
            }
            var created: [Step] = []
            for decision in decisions {
                let step = try decision.get()
                if case .createScaffold = step {
                    created.append(step)
                } else {
                    steps.append(step)
                }
            }
            steps.append(contentsOf: created)
        }
        return steps
    }

    /// Whether `path` is a regular file that `coordgen generate` wrote, told by its first bytes alone.
    static func isGeneratedFile(_ path: String, fileSystem: FileSystem) throws(FileError) -> Bool {
        guard fileSystem.kind(of: path) == .regularFile else { return false }
        return OutputFile.Kind.generated.isWrittenByCoordgen(
            try fileSystem.read(path, upTo: OutputFile.Kind.recognizedPrefix))
    }

    /// Whether the plan writes or removes a file in `folder`.
    private func changes(_ folder: String) -> Bool {
        steps.contains { step in
            switch step {
            case .write(let path, _, _), .remove(let path), .removeTemporary(let path):
                Paths.directory(of: path) == folder
            case .keep, .createScaffold, .keepScaffold: false
            }
        }
    }

    /// What to do with a scaffold: keep the file by its name in the scaffolds folder, or anywhere under it
    /// (`existing`), or create it. `listed` holds the folder's folded names.
    private static func scaffoldStep(
        for file: OutputFile, in scaffoldDirectory: String, listed: Set<String>, existing: [String: String],
        fileSystem: FileSystem
    ) throws(FileError) -> Step {
        let name = file.name
        let path = try checkedPath(name, in: scaffoldDirectory)
        // One read of the folder tells which names are surely missing. A name that may be there, the same but for case
        // (which macOS ignores) or with letters beyond ASCII (whose forms it equates), is asked of the file system,
        // which knows its own rules.
        let mayExist = listed.contains(OutputFile.foldedName(name)) || !name.utf8.allSatisfy { $0 < 0x80 }
        if mayExist, fileSystem.exists(path) {
            return .keepScaffold(name: name, path: path)
        }
        if let found = existing[name] {
            return .keepScaffold(name: name, path: found)
        }
        return .createScaffold(path: path, bytes: file.bytes)
    }

    /// What to do with a generated file: write it when it is missing or differs, keep it when its bytes are right, and
    /// refuse to replace anything that is not a regular file coordgen generated. In a folder that does not exist yet,
    /// every file is new.
    private static func step(
        for file: OutputFile, in outputDirectory: String, isNewFolder: Bool, fileSystem: FileSystem
    ) throws(FileError) -> Step {
        let path = try checkedPath(file.name, in: outputDirectory)
        let bytes = file.bytes
        switch isNewFolder ? .missing : fileSystem.kind(of: path) {
        case .missing:
            return .write(path: path, bytes: bytes, isNew: true)
        case .regularFile:
            break
        case .directory, .symbolicLink, .other:
            throw FileError(message: "\(path): is not a regular file; coordgen will not write through it")
        }
        let existing = try fileSystem.read(path)
        if existing == bytes {
            return .keep(path: path)
        }
        guard OutputFile.Kind.generated.isWrittenByCoordgen(existing) else {
            throw FileError(
                message: "\(path): exists and was not generated by coordgen; move it away or choose another --output")
        }
        return .write(path: path, bytes: bytes, isNew: false)
    }

    /// The folders where a run leaves temporary files: the output folder and the scaffolds folder hold staged files,
    /// and the output folder's parent holds the staging folder of a new output folder.
    static func temporaryFolders(outputDirectory: String, scaffoldDirectory: String) -> [String] {
        var folders = [outputDirectory]
        for folder in [scaffoldDirectory, Paths.directory(of: outputDirectory)] where !folders.contains(folder) {
            folders.append(folder)
        }
        return folders
    }

    /// The step that removes `name` when it is a temporary file (or staging folder) of a coordgen run that has ended.
    private static func staleTemporary(_ name: String, in directory: String, fileSystem: FileSystem) -> Step? {
        guard let pid = TemporaryFiles.owner(of: name), !fileSystem.isProcessRunning(pid) else { return nil }
        return .removeTemporary(path: Paths.join(directory, name))
    }

    private static func checkedPath(_ name: String, in directory: String) throws(FileError) -> String {
        guard Paths.isPlainFileName(name) else {
            throw FileError(message: "refusing to write '\(name)': it is not a plain file name")
        }
        return Paths.join(directory, name)
    }

    /// Creates folders, stages every new and changed file under a temporary name, then moves them into place and
    /// removes stale generated files. A failure while staging leaves every file as it was; a failure while moving
    /// (which only renames) names the files already in place. Returns the scaffolds another program created while
    /// this ran, which were left as they are.
    ///
    /// A new output folder is staged whole: its files are written under their own names into a hidden folder, which
    /// is renamed to the output folder once every file is staged, before any other file moves. Scaffolds take their
    /// free names only then: a run that loses a race for a new output folder has placed none, so undoing it removes
    /// nothing that another run counted as there.
    @discardableResult
    func apply(fileSystem: FileSystem) throws(FileError) -> [String] {
        if let folder = swappedOutputDirectory, let skipped = try applySwapping(folder, fileSystem: fileSystem) {
            return skipped
        }
        let newFolder = newOutputDirectory.flatMap { folder in
            holdsOnlyGeneratedFiles(folder, fileSystem: fileSystem) ? folder : nil
        }
        var checked: Set<String> = newFolder.map { [$0] } ?? []
        var writes: [Write] = []
        // Files of one folder come together: a folder is looked up in `checked` only when it changes.
        var previousDirectory: String?
        for step in steps {
            let directory: String
            switch step {
            case .write(let path, let bytes, _):
                directory = Paths.directory(of: path)
                let inNewFolder = directory == newFolder
                writes.append(Write(path: path, bytes: bytes, placement: inNewFolder ? .inNewFolder : .replacing))
            case .createScaffold(let path, let bytes):
                directory = Paths.directory(of: path)
                writes.append(Write(path: path, bytes: bytes, placement: .new))
            case .keep, .remove, .keepScaffold, .removeTemporary: continue
            }
            guard directory != previousDirectory else { continue }
            previousDirectory = directory
            if checked.insert(directory).inserted, !fileSystem.isDirectory(directory) {
                do {
                    try fileSystem.createDirectory(directory)
                } catch {
                    throw FileError(message: error.message + "; nothing was written")
                }
            }
        }
        let staging: String?
        do {
            staging = try newFolder.map { folder throws(FileError) in
                try fileSystem.makeStagingDirectory(beside: folder)
            }
        } catch {
            throw FileError(message: error.message + "; nothing was written")
        }
        // Each file is staged on its own, so staging runs on every core.
        let attempts = Parallel.map(writes) { write in
            Result { () throws(FileError) -> Staging in
                if let staging, write.placement == .inNewFolder {
                    let name = Paths.join(staging, Paths.fileName(of: write.path))
                    try fileSystem.writeNewFile(write.bytes, at: name, reportedAs: write.path)
                    return .inStagingFolder
                }
                return .staged(try fileSystem.stage(write.bytes, for: write.path))
            }
        }
        var staged: [(file: FileSystem.StagedFile, replacing: Bool)] = []
        var scaffolds: [FileSystem.StagedFile] = []
        var skipped: [String] = []
        var firstFailure: FileError?
        for (write, attempt) in zip(writes, attempts) {
            switch attempt {
            case .success(.staged(let file)) where write.placement == .new: scaffolds.append(file)
            case .success(.staged(let file)): staged.append((file, write.placement == .replacing))
            case .success(.inStagingFolder): continue
            case .failure(let failure): firstFailure = firstFailure ?? failure
            }
        }
        /// Undoes the staging: the staged files and folder go. Nothing else has changed yet.
        func undoStaging(_ failure: FileError) -> FileError {
            for file in staged.map(\.file) + scaffolds {
                fileSystem.discard(file)
            }
            if let staging {
                fileSystem.removeTemporary(staging)
            }
            return FileError(message: failure.message + "; nothing was written")
        }
        if let firstFailure {
            throw undoStaging(firstFailure)
        }
        if let staging, let newFolder {
            do {
                try fileSystem.moveDirectory(staging, to: newFolder)
            } catch {
                throw undoStaging(error)
            }
        }
        // A scaffold only ever takes a free name; one another program created meanwhile is left as it is.
        let placements = Parallel.map(scaffolds) { file in
            Result { () throws(FileError) in try fileSystem.commit(file, replacing: false) }
        }
        var failure: FileError?
        var placedScaffolds: [String] = []
        for (file, placement) in zip(scaffolds, placements) {
            switch placement {
            case .success(true): placedScaffolds.append(file.path)
            case .success(false): skipped.append(file.path)
            case .failure(let error): failure = failure ?? error
            }
        }
        // Each staged file moves to its own name, so the moves run on every core too. After a failure the others
        // still move (a move cannot be undone), and the error names every file already in place.
        let moves = Parallel.map(staged) { item in
            Result { () throws(FileError) in try fileSystem.commit(item.file, replacing: item.replacing) }
        }
        for (item, move) in zip(staged, moves) {
            switch move {
            case .success(true): continue
            case .success(false): skipped.append(item.file.path)
            case .failure(let error): failure = failure ?? error
            }
        }
        if let failure {
            // Listed only now, in the plan's order: the files of the new folder, the scaffolds and the moved files.
            let moved = Set(zip(staged, moves).filter { (try? $0.1.get()) == true }.map(\.0.file.path))
            let placed = zip(writes, attempts).compactMap { write, attempt -> String? in
                switch attempt {
                case .success(.inStagingFolder): write.path
                case .success(.staged(let file)) where moved.contains(file.path) || placedScaffolds.contains(file.path):
                    write.path
                case .success, .failure: nil
                }
            }
            throw FileError(message: failure.message + "; " + Self.written(placed))
        }
        for step in steps {
            switch step {
            case .remove(let path): try fileSystem.remove(path)
            case .removeTemporary(let path): fileSystem.removeTemporary(path)
            case .write, .keep, .createScaffold, .keepScaffold: continue
            }
        }
        return skipped
    }

    /// The end of a failure's message: which files are in place, if any.
    private static func written(_ paths: [String]) -> String {
        paths.isEmpty ? "nothing was written" : "already written: " + paths.joined(separator: ", ")
    }

    /// What staging did with one file.
    private enum Staging: Sendable {
        /// Written under a temporary name, to be moved into place once every file is staged.
        case staged(FileSystem.StagedFile)
        /// Written into the staging folder of a new output folder.
        case inStagingFolder
    }

    /// A file to write, and how it reaches its place.
    private struct Write: Sendable {
        enum Placement: Sendable {
            /// Renamed over whatever is there once every file is staged: a generated file.
            case replacing
            /// Placed only where nothing is, once the output folder is in place: a scaffold.
            case new
            /// Written under its own name into the staging folder of a new output folder.
            case inNewFolder
        }

        var path: String
        var bytes: [UInt8]
        var placement: Placement
    }

    /// Whether no scaffold is to be written inside `folder`, which would make it before its staging folder moves.
    fileprivate func holdsOnlyGeneratedFiles(_ folder: String, fileSystem: FileSystem) -> Bool {
        let inside = fileSystem.absolute(folder) + "/"
        return !steps.contains { step in
            guard case .createScaffold(let path, _) = step else { return false }
            return fileSystem.absolute(path).hasPrefix(inside)
        }
    }
}

extension OutputPlan {
    /// Brings the existing output `folder` in line by building its new contents whole in a hidden folder beside it,
    /// then swapping the two folders' names in one step (``FileSystem/exchange(_:with:)``), and removing the hidden
    /// one, which then holds the old contents. A file the plan keeps, and any file that is not coordgen's, is carried
    /// over as a second name of itself, so its bytes and dates do not change. The scaffolds are placed after.
    ///
    /// Returns the scaffolds another program created meanwhile, or `nil`, having changed nothing, where the file
    /// system has no hard links or cannot swap names: ``apply(fileSystem:)`` then moves file by file.
    fileprivate func applySwapping(_ folder: String, fileSystem: FileSystem) throws(FileError) -> [String]? {
        var written: [String: [UInt8]] = [:]
        var dropped: Set<String> = []
        var scaffolds: [(path: String, bytes: [UInt8])] = []
        for step in steps {
            switch step {
            case .write(let path, let bytes, _) where Paths.directory(of: path) == folder:
                written[Paths.fileName(of: path)] = bytes
            case .remove(let path) where Paths.directory(of: path) == folder,
                .removeTemporary(let path) where Paths.directory(of: path) == folder:
                dropped.insert(Paths.fileName(of: path))
            case .createScaffold(let path, let bytes):
                scaffolds.append((path, bytes))
            case .write, .remove, .removeTemporary, .keep, .keepScaffold:
                continue
            }
        }
        let staging: String
        do {
            staging = try fileSystem.makeStagingDirectory(beside: folder)
        } catch {
            throw FileError(message: error.message + "; nothing was written")
        }
        // What the folder holds now, carried over unless the plan writes or drops it; then the files it adds.
        let carried = fileSystem.entries(in: folder).map(\.name).filter { !dropped.contains($0) }
        let present = Set(carried)
        let added = written.keys.filter { !present.contains($0) }.sorted()
        let contents = written
        let filled = Parallel.map(carried + added) { name in
            Result { () throws(FileError) -> Bool in
                let path = Paths.join(folder, name)
                let target = Paths.join(staging, name)
                guard let bytes = contents[name] else {
                    return try fileSystem.linkKeepingDates(path, as: target, reportedAs: path)
                }
                try fileSystem.writeNewFile(bytes, at: target, reportedAs: path)
                return true
            }
        }
        var swapped = false
        do {
            for result in filled where try !result.get() {
                fileSystem.removeTemporary(staging)
                return nil
            }
            fileSystem.copyAttributes(of: folder, to: staging)
            swapped = try fileSystem.exchange(staging, with: folder)
        } catch {
            fileSystem.removeTemporary(staging)
            throw FileError(message: error.message + "; nothing was written")
        }
        // Swapped, the hidden folder holds the old contents; not swapped, the new ones, unused.
        fileSystem.removeTemporary(staging)
        guard swapped else { return nil }
        let skipped = try placeScaffolds(scaffolds, fileSystem: fileSystem, written: Array(written.keys).sorted())
        for step in steps {
            if case .removeTemporary(let path) = step, Paths.directory(of: path) != folder {
                fileSystem.removeTemporary(path)
            }
        }
        return skipped
    }

    /// Places each scaffold where nothing has its name yet, from one hidden folder beside them, so that a run killed
    /// meanwhile leaves at most that folder. Returns the scaffolds another program created meanwhile.
    private func placeScaffolds(
        _ scaffolds: [(path: String, bytes: [UInt8])], fileSystem: FileSystem, written: [String]
    ) throws(FileError) -> [String] {
        guard let first = scaffolds.first else { return [] }
        let alreadyWritten = "; " + Self.written(written)
        let folder = Paths.directory(of: first.path)
        do {
            if !fileSystem.isDirectory(folder) {
                try fileSystem.createDirectory(folder)
            }
        } catch {
            throw FileError(message: error.message + alreadyWritten)
        }
        let staging: String
        do {
            staging = try fileSystem.makeStagingDirectory(beside: first.path)
        } catch {
            throw FileError(message: error.message + alreadyWritten)
        }
        defer { fileSystem.removeTemporary(staging) }
        let staged = Parallel.map(scaffolds) { scaffold in
            Result { () throws(FileError) -> FileSystem.StagedFile in
                let temporary = Paths.join(staging, Paths.fileName(of: scaffold.path))
                try fileSystem.writeNewFile(scaffold.bytes, at: temporary, reportedAs: scaffold.path)
                return FileSystem.StagedFile(path: scaffold.path, temporary: fileSystem.systemPath(temporary))
            }
        }
        var files: [FileSystem.StagedFile] = []
        for result in staged {
            do {
                files.append(try result.get())
            } catch {
                throw FileError(message: error.message + alreadyWritten)
            }
        }
        var skipped: [String] = []
        for file in files where try !fileSystem.commit(file, replacing: false) {
            skipped.append(file.path)
        }
        return skipped
    }
}
