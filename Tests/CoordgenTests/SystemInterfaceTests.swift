import Foundation
import TestSupport
import Testing

@testable import coordgen

/// The C-library calls coordgen makes instead of Foundation's, checked against Foundation.
@Suite("System interface")
struct SystemInterfaceTests {
    @Test("the environment and the current folder are the ones Foundation reports")
    func environmentAndFolder() {
        #expect(SystemInterface.environment() == ProcessInfo.processInfo.environment)
        #expect(SystemInterface.currentDirectory() == FileManager.default.currentDirectoryPath)
    }

    @Test("a child process gets its input and returns both outputs and its exit status")
    func childProcess() throws {
        // More input than a pipe holds, so a child that echoes it blocks unless both ends are served at once.
        let input = Array(String(repeating: "0123456789abcdef\n", count: 20_000).utf8)
        let result = try ChildProcess.run(
            "/bin/sh", arguments: ["-c", "cat; echo 'went wrong' >&2; exit 3"], input: input)
        #expect(result.status == 3)
        #expect(result.output == input)
        #expect(String(decoding: result.errors, as: UTF8.self) == "went wrong\n")
    }

    @Test("a child that cannot start is an error naming it")
    func missingExecutable() {
        #expect {
            try ChildProcess.run("/nonexistent/dot", arguments: [], input: [])
        } throws: { error in
            (error as? FileError)?.message == "/nonexistent/dot: cannot be run (No such file or directory)"
        }
    }

    @Test("a file is read whole, whatever its size, and so is one whose size is unknown until it ends")
    func readsWholeFiles() throws {
        let folder = TemporaryDirectory(prefix: "reads")
        let fileSystem = FileSystem(currentDirectory: folder.path)
        for size in [0, 1, 4_095, 4_096, 4_097, 100_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
            try Data(bytes).write(to: URL(fileURLWithPath: folder.path + "/file-\(size)"))
            #expect(try fileSystem.read("file-\(size)") == bytes, "a file of \(size) bytes")
        }
        // A pipe reports no size: the bytes beyond the first guess are read on, however many there are.
        let pipe = folder.path + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        let sent = Array(String(repeating: "0123456789abcdef", count: 2_000).utf8)
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: pipe) {
                handle.write(Data(sent))
                try? handle.close()
            }
        }
        writer.start()
        #expect(try fileSystem.read("pipe") == sent)
    }

    @Test("creating a folder creates the folders above it, and an existing folder is no error")
    func nestedFolders() throws {
        let folder = TemporaryDirectory(prefix: "folders")
        let fileSystem = FileSystem(currentDirectory: folder.path)
        try fileSystem.createDirectory("a/b/c")
        #expect(fileSystem.isDirectory("a/b/c"))
        try fileSystem.createDirectory("a/b/c")
        _ = folder.write("x", to: "file")
        #expect(throws: FileError.self) { try fileSystem.createDirectory("file/d") }
    }

    @Test("whitespace is trimmed at both ends only")
    func trimming() {
        #expect("  \tdot: syntax error \n".trimmingWhitespace() == "dot: syntax error")
        #expect(" \n ".trimmingWhitespace() == "")
        #expect("a b".trimmingWhitespace() == "a b")
    }
}

/// coordgen's own sources import the C library, not Foundation: loading Foundation would add about 8 ms to every run
/// on Linux (Benchmarks/README.md), and the core does no I/O at all.
@Suite("Imports")
struct ImportTests {
    @Test("no source of the coordgen tool or its core imports Foundation")
    func noFoundation() throws {
        var offenders: [String] = []
        var checked = 0
        for folder in ["Sources/coordgen", "Sources/Generator", "Sources/Templates"] {
            let root = Repository.root.appendingPathComponent(folder).path
            for path in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
            where path.hasSuffix(".swift") {
                checked += 1
                let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
                // `import Foundation`, `@_exported import FoundationEssentials`, `import class Foundation.URL`…
                if text.split(separator: "\n").contains(where: {
                    $0.contains(/^\s*(@\w+\s+)*import\s+(\w+\s+)?Foundation/)
                }) {
                    offenders.append(folder + "/" + path)
                }
            }
        }
        #expect(checked > 60, "only \(checked) source files were found")
        #expect(offenders == [], "these files import Foundation: \(offenders)")
    }
}

/// Path arithmetic on the strings the user gave.
@Suite("Paths")
struct PathsTests {
    @Test("a path's folder and file name, split at its last slash")
    func splitting() {
        #expect(Paths.directory(of: "Generated/HomeCoordinator.swift") == "Generated")
        #expect(Paths.fileName(of: "Generated/HomeCoordinator.swift") == "HomeCoordinator.swift")
        #expect(Paths.directory(of: "/Coordinator.swift") == "/")
        #expect(Paths.directory(of: "Coordinator.swift") == ".")
        #expect(Paths.fileName(of: "Coordinator.swift") == "Coordinator.swift")
        #expect(Paths.directory(of: "a/b/") == "a/b")
        #expect(Paths.fileName(of: "a/b/") == "")
        // A name that starts with a combining mark keeps it: the split is by byte, not by character.
        #expect(Paths.fileName(of: "Écrans/\u{301}x.swift") == "\u{301}x.swift")
        #expect(Paths.directory(of: "Écrans/\u{301}x.swift") == "Écrans")
        #expect(Paths.join("Generated", "A.swift") == "Generated/A.swift")
        #expect(Paths.join(".", "A.swift") == "A.swift")
    }
}
