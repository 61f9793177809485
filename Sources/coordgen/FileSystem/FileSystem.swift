import Foundation

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
struct FileSystem {
    /// The directory relative paths start from.
    var currentDirectory: String

    /// The absolute form of `path`.
    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : Paths.join(currentDirectory, path)
    }

    func read(_ path: String) throws(FileError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: absolute(path)) else {
            if !exists(path) {
                throw FileError(message: "\(path): no such file")
            }
            throw FileError(message: "\(path): cannot be read")
        }
        return Array(data)
    }

    func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(absolute(path), &status) == 0
    }

    func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute(path), isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        guard lstat(absolute(path), &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFLNK
    }

    func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        guard lstat(absolute(path), &status) == 0 else { return false }
        return (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The names of the regular files directly in `directory`, sorted; empty when it does not exist.
    func fileNames(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: absolute(directory))) ?? []
        return names.filter { isRegularFile(Paths.join(directory, $0)) }.sorted()
    }

    /// The names of all files below `directory`, skipping hidden folders, build folders and `skipping`.
    func fileNamesRecursively(under directory: String, skipping: Set<String>) -> Set<String> {
        var result: Set<String> = []
        var queue = [directory]
        let skipped = Set(skipping.map(absolute))
        while let current = queue.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: absolute(current)) else { continue }
            for name in names where !name.hasPrefix(".") {
                let path = Paths.join(current, name)
                if isSymbolicLink(path) {
                    result.insert(name)
                } else if isDirectory(path) {
                    if !Self.skippedFolders.contains(name), !skipped.contains(absolute(path)) {
                        queue.append(path)
                    }
                } else {
                    result.insert(name)
                }
            }
        }
        return result
    }

    /// Folders that never hold a user's sources.
    static let skippedFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    func createDirectory(_ path: String) throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: absolute(path), withIntermediateDirectories: true)
        } catch {
            throw FileError(message: "\(path): cannot create the folder (\(error.localizedDescription))")
        }
    }

    /// Writes `bytes` to a temporary file beside `path`, flushes it, then renames it over `path`.
    ///
    /// A reader sees the old file or the new one, never a part of either; an interrupted run leaves at most
    /// a hidden temporary file, never a half-written `path`.
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileError) {
        let target = absolute(path)
        let temporary = Paths.join(Paths.directory(of: target),
                                    ".\(Paths.fileName(of: target)).coordgen-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw FileError(message: "\(path): cannot be written (\(String(cString: strerror(errno))))")
        }
        var failure: String?
        var offset = 0
        while offset < bytes.count, failure == nil {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno != EINTR { failure = String(cString: strerror(errno)) }
            } else {
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = String(cString: strerror(errno))
        }
        close(descriptor)
        if failure == nil, rename(temporary, target) != 0 {
            failure = String(cString: strerror(errno))
        }
        if let failure {
            unlink(temporary)
            throw FileError(message: "\(path): cannot be written (\(failure))")
        }
    }

    func remove(_ path: String) throws(FileError) {
        guard unlink(absolute(path)) == 0 else {
            throw FileError(message: "\(path): cannot be removed (\(String(cString: strerror(errno))))")
        }
    }
}

/// Path arithmetic on strings, so paths print as the user wrote them.
enum Paths {
    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether `name` is a plain file name: no folders, no `..`, nothing hidden.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains("/") && !name.contains("\\") && !name.hasPrefix(".") && !name.contains("\0")
    }
}
