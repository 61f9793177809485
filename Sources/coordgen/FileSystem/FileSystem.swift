#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file operation that failed, with a message for the user.
struct FileError: Error, Equatable {
    var message: String
}

/// The file operations coordgen performs. Paths are as the user gave them, relative to the current directory.
struct FileSystem: Sendable {
    /// The directory relative paths start from.
    var currentDirectory: String
    /// Whether `currentDirectory` is the process's own, so that the system resolves relative paths from it
    /// (``systemPath(_:)``). Tests that play other folders leave it off.
    var isProcessDirectory = false

    /// Makes a second name for a file, as `link(2)` does; tests replace it to play a file system without hard links.
    var hardLink: @Sendable (_ existing: String, _ new: String) -> Int32 = { link($0, $1) }

    /// Names a new temporary file (``TemporaryFiles``); tests replace it to make names collide.
    var temporaryName: @Sendable () -> String = TemporaryFiles.newName

    /// How long, in seconds, a read waits for something to write to a pipe.
    var pipeWait: Int32 = 5

    /// Swaps two names in one step (``SystemInterface/exchange(_:_:)``); tests replace it to play a file system that
    /// cannot.
    var exchangeNames: @Sendable (_ first: String, _ second: String) -> Int32 = SystemInterface.exchange

    /// The absolute form of `path`.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : Paths.join(currentDirectory, path)
    }

    /// `path` as handed to the system: as written when the system resolves it from `currentDirectory` anyway
    /// (``isProcessDirectory``), else its absolute form. A relative path spares the kernel walking the current
    /// directory's folders again for each of the thousands of files a large app's run creates and renames, and the
    /// process building each absolute path.
    func systemPath(_ path: String) -> String {
        isProcessDirectory ? path : absolute(path)
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter).
    func read(_ path: String, upTo count: Int) throws(FileError) -> [UInt8] {
        let descriptor = open(systemPath(path), O_RDONLY)
        guard descriptor >= 0 else { throw FileError(message: "\(path): cannot be read") }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: count)
        let total = Self.fill(&buffer, from: descriptor)
        return Array(buffer[..<total])
    }

    /// Reads from `descriptor` until `buffer` is full, the file ends or a read fails; returns how many bytes it read.
    private static func fill(_ buffer: inout [UInt8], from descriptor: Int32) -> Int {
        var total = 0
        while total < buffer.count {
            let read = buffer.withUnsafeMutableBytes { raw in
                systemRead(descriptor, raw.baseAddress.map { $0 + total }, raw.count - total)
            }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { break }
            total += read
        }
        return total
    }

    /// The whole file at `path`; one of more than `limit` bytes is refused, having read no more than one byte past it.
    ///
    /// A pipe is read to its end, once something has written to it; one that nothing writes to for ``pipeWait``
    /// seconds is refused, instead of waited on forever.
    func read(_ path: String, limit: Int = Int.max - 1) throws(FileError) -> [UInt8] {
        // Opening a pipe would block until something opens it to write, unless asked not to.
        let descriptor = open(systemPath(path), O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw FileError(message: errno == ENOENT ? "\(path): no such file" : "\(path): cannot be read")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFIFO {
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, pipeWait * 1_000) > 0 else {
                throw FileError(message: "\(path): is a pipe that nothing wrote to for \(pipeWait) s")
            }
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let expected = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        // Read straight into the array, sized for the whole file and one byte more to see its end; a file that grew
        // meanwhile is read on in doubling steps. A manifest is read without a second copy of its bytes.
        var bytes: [UInt8] = []
        var capacity = min(max(expected + 1, 4096), limit + 1)
        while true {
            var failure: Int32 = 0
            var ended = false
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = buffer.initialize(fromContentsOf: previous)
                while count < buffer.count {
                    let read = systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
                    if read < 0, errno == EINTR { continue }
                    if read < 0 { failure = errno }
                    guard read > 0 else {
                        ended = true
                        return
                    }
                    count += read
                }
            }
            if failure != 0 {
                throw FileError(message: "\(path): cannot be read (\(SystemInterface.describe(failure)))")
            }
            if ended { return bytes }
            guard bytes.count <= limit else {
                throw FileError(message: "\(path): is larger than \(limit) bytes, too large to be read whole")
            }
            capacity = capacity > limit / 2 ? limit + 1 : capacity * 2
        }
    }

    /// What is at a path, from one `lstat`: links are never followed.
    enum Kind: Equatable {
        case missing
        case regularFile
        case directory
        case symbolicLink
        case other
    }

    func kind(of path: String) -> Kind {
        var status = stat()
        guard lstat(systemPath(path), &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    func exists(_ path: String) -> Bool {
        kind(of: path) != .missing
    }

    /// Whether `path` is a folder, following links (the user may link a folder on purpose).
    func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(systemPath(path), &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    func isSymbolicLink(_ path: String) -> Bool {
        kind(of: path) == .symbolicLink
    }

    /// The entries directly in `directory` and whether each is a folder, from one directory read (no `stat` per
    /// entry where the file system reports types); empty when it does not exist.
    func entries(in directory: String) -> [(name: String, isDirectory: Bool)] {
        guard let stream = opendir(systemPath(directory)) else { return [] }
        defer { closedir(stream) }
        var result: [(name: String, isDirectory: Bool)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != ".." else { continue }
            let type = entry.pointee.d_type
            let isDirectory =
                type == UInt8(DT_UNKNOWN)
                ? kind(of: Paths.join(directory, name)) == .directory
                : type == UInt8(DT_DIR)
            result.append((name, isDirectory))
        }
        return result.sorted { $0.name < $1.name }
    }

    /// The names of all files below `directory`, each with the path where it was first found, skipping hidden
    /// folders, build folders and `skipping`.
    func fileNamesRecursively(under directory: String, skipping: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        var queue = [directory]
        let skipped = Set(skipping.map(absolute))
        while let current = queue.popLast() {
            for (name, isDirectory) in entries(in: current) where !name.hasPrefix(".") {
                let path = Paths.join(current, name)
                // A link counts as a file and is never followed; a folder is searched.
                if isDirectory {
                    if !Self.skippedFolders.contains(name), !skipped.contains(absolute(path)) {
                        queue.append(path)
                    }
                } else if result[name] == nil {
                    result[name] = path
                }
            }
        }
        return result
    }

    /// Folders that never hold a user's sources.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Creates the folder at `path` and any missing folders above it.
    func createDirectory(_ path: String) throws(FileError) {
        let target = absolute(path)
        guard !isDirectory(target) else { return }
        let parent = Paths.directory(of: target)
        if parent != target, !isDirectory(parent) {
            try createDirectory(parent)
        }
        // Another process may create it meanwhile; a folder that exists is what was asked for.
        guard mkdir(target, 0o755) == 0 || (errno == EEXIST && isDirectory(target)) else {
            throw FileError(message: "\(path): cannot create the folder (\(SystemInterface.describe(errno)))")
        }
    }

    /// Writes `bytes` to a temporary file beside `path`, then renames it over `path`.
    ///
    /// A reader sees the old file or the new one, never a part of either; an interrupted run leaves at most
    /// a hidden temporary file, never a half-written `path`, and the next run removes that file. With
    /// `keepingAttributes`, the new file takes the old one's permissions and, where the system lets it, its owner.
    func writeAtomically(_ bytes: [UInt8], to path: String, keepingAttributes: Bool = false) throws(FileError) {
        let staged = try stage(bytes, for: path)
        if keepingAttributes {
            copyAttributes(of: path, to: staged.temporary)
        }
        try commit(staged, replacing: true)
    }

    /// Whether the file at `path` may be changed: this process may write it, and its permissions give someone the
    /// right to (a file marked read-only for everyone is left alone, also by a process that could override that).
    func isWritable(_ path: String) -> Bool {
        var status = stat()
        guard stat(systemPath(path), &status) == 0 else { return false }
        return access(systemPath(path), W_OK) == 0 && status.st_mode & 0o222 != 0
    }

    /// A file written to a temporary name beside its destination, ready to be moved there.
    struct StagedFile: Sendable {
        var path: String
        var temporary: String
    }

    /// Writes `bytes` to a new hidden temporary file in `path`'s folder, named so that a later run recognizes it
    /// (``TemporaryFiles``). The name does not contain `path`'s, so it fits wherever `path` fits.
    /// A name that is taken is skipped for another (``createTemporary(in:for:_:)``): the exclusive create never opens an
    /// existing file.
    func stage(_ bytes: [UInt8], for path: String) throws(FileError) -> StagedFile {
        // No fsync: the rename is what makes the write atomic for readers and against an interrupted run. After a
        // power cut the newest generation may be lost, and `coordgen generate` recreates it; syncing every file
        // would cost milliseconds each.
        let temporary = try createTemporary(in: Paths.directory(of: systemPath(path)), for: path) {
            candidate throws(FileError) in try createExclusively(bytes, at: candidate, reportedAs: path)
        }
        return StagedFile(path: path, temporary: temporary)
    }

    /// Calls `create` with new temporary names in `folder` (``temporaryName``) until it finds one free (`create`
    /// returns `true`), as `mkstemp` does: a name that is taken, a leftover of a killed run whose process id came round
    /// again or two random parts that met, is skipped for another. Returns the name; after 100 taken names, fails as
    /// `path`'s.
    private func createTemporary(
        in folder: String, for path: String, _ create: (String) throws(FileError) -> Bool
    ) throws(FileError) -> String {
        for _ in 0..<100 {
            let candidate = Paths.join(folder, temporaryName())
            if try create(candidate) { return candidate }
        }
        throw FileError(message: "\(path): cannot be written (\(SystemInterface.describe(EEXIST)))")
    }

    /// Creates `path` only if nothing has that name and writes `bytes` into it; a file it could not fill is removed.
    /// Returns `false`, writing nothing, when the name is taken. Failures are reported as `name`'s.
    private func createExclusively(_ bytes: [UInt8], at path: String, reportedAs name: String) throws(FileError)
        -> Bool
    {
        let descriptor = open(systemPath(path), O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            throw FileError(message: "\(name): cannot be written (\(SystemInterface.describe(errno)))")
        }
        if let failure = Self.writeAll(bytes, closing: descriptor) {
            unlink(systemPath(path))
            throw FileError(message: "\(name): cannot be written (\(failure))")
        }
        return true
    }

    /// Writes every byte to `descriptor` (retrying interrupted and partial writes), then closes it. Returns why it
    /// failed, or `nil`.
    private static func writeAll(_ bytes: [UInt8], closing descriptor: Int32) -> String? {
        let failure = SystemInterface.writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, failure == nil {
            return SystemInterface.describe(errno)
        }
        return failure.map(SystemInterface.describe)
    }

    /// Moves a staged file to its destination: over what is there (`replacing`), or only where nothing is, as one
    /// exclusive step, so a file another process created meanwhile is never replaced. Returns whether the file was
    /// placed; `false` when `replacing` is off and a file exists.
    ///
    /// The exclusive step is a hard link, which fails when the name exists; the staged name is then removed. On a file
    /// system without hard links (FAT, exFAT, some network shares) the file is created exclusively under its own name and the staged
    /// bytes are copied into it: still never over another file, though an interrupted run could leave that one new
    /// file short.
    @discardableResult
    func commit(_ staged: StagedFile, replacing: Bool) throws(FileError) -> Bool {
        let target = systemPath(staged.path)
        if replacing {
            if rename(staged.temporary, target) == 0 { return true }
            let failure = errno
            unlink(staged.temporary)
            throw FileError(message: "\(staged.path): cannot be written (\(SystemInterface.describe(failure)))")
        }
        // The link leaves the staged name too; it goes whatever happens.
        defer { unlink(staged.temporary) }
        if hardLink(staged.temporary, target) == 0 { return true }
        // Read once: building the message below may allocate, which must not change what it reports.
        let failure = errno
        if failure == EEXIST { return false }
        if Self.meansNoHardLinks(failure) {
            return try copyExclusively(staged, to: target)
        }
        throw FileError(message: "\(staged.path): cannot be written (\(SystemInterface.describe(failure)))")
    }

    /// Whether `link(2)` failed because the file system has no hard links, not because of the names.
    private static func meansNoHardLinks(_ code: Int32) -> Bool {
        code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EMLINK || code == ENOSYS
    }

    /// Creates `target` only if nothing has that name, and copies the staged bytes into it.
    private func copyExclusively(_ staged: StagedFile, to target: String) throws(FileError) -> Bool {
        try createExclusively(try read(staged.temporary), at: target, reportedAs: staged.path)
    }

    /// Creates a new hidden folder beside `path` (in its parent folder), named as a temporary file is
    /// (``TemporaryFiles``), for files that will appear at `path` together when it is renamed there.
    func makeStagingDirectory(beside path: String) throws(FileError) -> String {
        try createTemporary(in: Paths.directory(of: systemPath(path)), for: path) { candidate throws(FileError) in
            if mkdir(candidate, 0o755) == 0 { return true }
            if errno == EEXIST { return false }
            throw FileError(message: "\(path): cannot create the folder (\(SystemInterface.describe(errno)))")
        }
    }

    /// Writes `bytes` to a new file at `path`, which must not exist: for files in a staging folder, which only this
    /// run can see until it is renamed into place.
    func writeNewFile(_ bytes: [UInt8], at path: String, reportedAs name: String) throws(FileError) {
        guard try createExclusively(bytes, at: path, reportedAs: name) else {
            throw FileError(message: "\(name): cannot be written (\(SystemInterface.describe(EEXIST)))")
        }
    }

    /// Renames the folder `source` to `destination`, which must be missing (or an empty folder). A folder that
    /// appeared there meanwhile with files in it is left as it is.
    func moveDirectory(_ source: String, to destination: String) throws(FileError) {
        guard rename(systemPath(source), systemPath(destination)) != 0 else { return }
        let failure = errno
        if failure == EEXIST || failure == ENOTEMPTY {
            throw FileError(message: "\(destination): was created by another program while coordgen ran")
        }
        throw FileError(message: "\(destination): cannot be written (\(SystemInterface.describe(failure)))")
    }

    /// Swaps the names of the folders `staged` and `destination` in one step (``exchangeNames``): a reader sees the
    /// whole old folder or the whole new one. Returns `false`, having changed nothing, where the system or the file
    /// system cannot swap names.
    func exchange(_ staged: String, with destination: String) throws(FileError) -> Bool {
        guard exchangeNames(systemPath(staged), systemPath(destination)) != 0 else { return true }
        let failure = errno
        if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP, EXDEV, EPERM].contains(failure) { return false }
        throw FileError(message: "\(destination): cannot be written (\(SystemInterface.describe(failure)))")
    }

    /// Gives the file or folder `path` the permissions (and, where the system lets it, the owner) of `model`.
    func copyAttributes(of model: String, to path: String) {
        var status = stat()
        guard stat(systemPath(model), &status) == 0 else { return }
        _ = chmod(systemPath(path), status.st_mode & 0o7777)
        // Only a privileged process can give a file away; anyone may keep their own group. Either may fail.
        _ = chown(systemPath(path), status.st_uid, status.st_gid)
    }

    /// Makes `name` in `folder` a second name of `existing`, keeping its bytes and dates; `false` where the file
    /// system has no hard links.
    func linkKeepingDates(_ existing: String, as name: String, reportedAs shown: String) throws(FileError) -> Bool {
        guard hardLink(systemPath(existing), systemPath(name)) != 0 else { return true }
        let failure = errno
        if Self.meansNoHardLinks(failure) { return false }
        throw FileError(message: "\(shown): cannot be written (\(SystemInterface.describe(failure)))")
    }

    /// Holds an exclusive lock on the folder `path` (`flock`), waiting up to `seconds` for another coordgen that holds
    /// it, until the lock is released. A file system without locks (some network shares) gives an unlocked one.
    func lock(_ path: String, waitingUpTo seconds: Int) throws(FileError) -> FolderLock {
        let descriptor = open(systemPath(path), O_RDONLY)
        guard descriptor >= 0 else { return FolderLock(descriptor: nil) }
        for attempt in 0...(seconds * 50) {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return FolderLock(descriptor: descriptor) }
            guard errno == EWOULDBLOCK || errno == EINTR else {
                close(descriptor)
                return FolderLock(descriptor: nil)
            }
            if attempt < seconds * 50 {
                usleep(20_000)
            }
        }
        close(descriptor)
        throw FileError(
            message: "\(path): another coordgen has been changing this folder for \(seconds) s; nothing was changed: "
                + "try again once it has finished")
    }

    /// Removes one of coordgen's temporary files, or a staging folder with the files in it (never a folder inside
    /// it, which coordgen does not make). Failures are ignored: the next run tries again.
    func removeTemporary(_ path: String) {
        guard kind(of: path) == .directory else {
            unlink(systemPath(path))
            return
        }
        for (name, isDirectory) in entries(in: path) where !isDirectory {
            unlink(systemPath(Paths.join(path, name)))
        }
        rmdir(systemPath(path))
    }

    /// Removes a staged file that will not be committed.
    func discard(_ staged: StagedFile) {
        unlink(staged.temporary)
    }

    /// Whether a process with this id is running (or exists but is not ours to signal).
    func isProcessRunning(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }

    func remove(_ path: String) throws(FileError) {
        guard unlink(systemPath(path)) == 0 else {
            throw FileError(message: "\(path): cannot be removed (\(SystemInterface.describe(errno)))")
        }
    }
}

/// An exclusive lock on a folder, held by an open descriptor until ``release()``.
struct FolderLock: Sendable {
    fileprivate let descriptor: Int32?

    /// Gives the lock up; another coordgen waiting for it goes on.
    func release() {
        if let descriptor {
            close(descriptor)
        }
    }
}

/// The C library's `read`, which `FileSystem.read` would otherwise shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}

/// coordgen's temporary files: `.coordgen-<pid>-<random>.tmp` (and, from earlier versions,
/// `.<name>.coordgen-<pid>-<random>.tmp`). One whose process is gone was left by an interrupted run.
enum TemporaryFiles {
    /// `.coordgen-<pid>-`, made once: the process id does not change while coordgen runs (it never forks).
    private static let prefix = ".coordgen-\(getpid())-"

    /// A new name, with a random part: names that meet are skipped by the exclusive create (``FileSystem``).
    static func newName() -> String {
        "\(prefix)\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// The id of the process that wrote the temporary file `name`, or `nil` when `name` is not one of coordgen's.
    static func owner(of name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"),
            let marker = name.ranges(of: ".coordgen-").last
        else { return nil }
        let end = name.index(name.endIndex, offsetBy: -4)
        guard marker.upperBound <= end else { return nil }
        let parts = name[marker.upperBound..<end].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1]) != nil else { return nil }
        return pid
    }
}

/// Path arithmetic on strings, so paths print as the user wrote them.
enum Paths {
    /// `path` without empty and `.` components or a trailing slash, so `Generated/`, `Generated//.` and
    /// `./Generated` all name the folder itself (and `lstat` sees a link as a link). `..` is kept as written.
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let components = path.split(separator: "/").filter { $0 != "." }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func directory(of path: String) -> String {
        // Searched as bytes: a `/` followed by a combining mark is no `Character` of its own, but still a separator.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// Whether `name` is a plain file name: no folders, no `..`, nothing hidden.
    static func isPlainFileName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: ".") else { return false }
        return !name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 == 0 }
    }
}
