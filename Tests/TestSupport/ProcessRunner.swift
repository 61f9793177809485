import Foundation

/// The outcome of running a program.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var output: String
    public var error: String

    public init(status: Int32, output: String, error: String) {
        self.status = status
        self.output = output
        self.error = error
    }

    /// Both streams, for failure messages.
    public var combined: String {
        [output, error].filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

/// Runs programs and collects their output without deadlocking on full pipes.
public enum ProcessRunner {
    /// Runs `executable` to its end; with `timeout`, kills it after that many seconds, and the result says so.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        timeout: Double? = nil
    ) -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory {
            process.currentDirectoryURL = directory
        }
        if let environment {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString)")
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("err-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outputFile)
            try? FileManager.default.removeItem(at: errorFile)
        }
        guard let output = try? FileHandle(forWritingTo: outputFile),
            let error = try? FileHandle(forWritingTo: errorFile)
        else {
            return ProcessResult(status: -1, output: "", error: "cannot create output files")
        }
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            return ProcessResult(status: -1, output: "", error: "cannot run \(executable): \(error)")
        }
        let killed = Locked(false)
        if let timeout {
            let identifier = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                guard process.isRunning else { return }
                killed.withLock { $0 = true }
                kill(identifier, SIGKILL)
            }
        }
        process.waitUntilExit()
        try? output.close()
        try? error.close()
        let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
        let timedOut = killed.withLock { $0 } ? "\n(killed after \(timeout ?? 0) s: it did not end)" : ""
        return ProcessResult(
            status: process.terminationStatus, output: read(outputFile), error: read(errorFile) + timedOut)
    }

    /// The absolute path of a program on `PATH`.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return nil
    }
}

/// Executables the package builds, found beside the test bundle.
public enum Products {
    /// The `coordgen` executable of this build, or `nil` when it was not built.
    public static let coordgen = executable(named: "coordgen")
    /// The benchmark's executable of this build, or `nil` when it was not built.
    public static let benchmark = executable(named: "coordgen-benchmark")

    /// The executable `name` in this build's folder (found from the test runner's path), or `nil`.
    private static func executable(named name: String) -> String? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
