import Generator

/// What a command needs from the outside world.
struct Context {
    var console: Console
    var fileSystem: FileSystem
    var environment: [String: String]
    /// The core, with every back end; each manifest picks its own.
    var generator = CoordinatorGenerator(backends: BackendChoice.backends)
}

/// A subcommand of coordgen: what it accepts (``spec``, for parsing and help), its typed arguments, and what it does.
protocol Command {
    associatedtype Arguments: CommandArguments
    static var spec: CommandSpec { get }
    static func run(_ arguments: Arguments, context: Context) throws -> ExitCode
}

extension Command {
    /// Reads the command's typed arguments once from the parsed command line, then runs it.
    static func run(parsed: ParsedArguments, context: Context) throws -> ExitCode {
        try run(try Arguments(parsed), context: context)
    }
}

/// A failure whose message was already shown (diagnostics) and that ends the command with `code`.
struct ReportedFailure: Error {
    var code: ExitCode
}

extension Context {
    /// Reads a manifest, reporting a missing or unreadable file as an error that says what to do.
    func readManifest(_ path: String) throws -> [UInt8] {
        guard fileSystem.exists(path) else {
            console.fail("\(path): no such file; run 'coordgen init' to create a manifest, or pass its path")
            throw ReportedFailure(code: .fileSystem)
        }
        return try fileSystem.read(path, limit: Self.maximumManifestBytes)
    }

    /// Runs `body` holding the locks of the folders `run` reads and writes: the manifest's, the output folder's
    /// parent (where it is swapped in) and the scaffolds'. So two coordgen runs that change one manifest, or write one
    /// output, run one after the other: neither loses the other's edit, nor mixes its output with the other's. The
    /// locks are taken in one order, so two runs never wait for each other. A run waits up to ``lockWait`` for
    /// another; a dry run, which writes nothing, takes none.
    func holdingLocks<Result>(for run: GenerationRun, dryRun: Bool = false, _ body: () throws -> Result) throws
        -> Result
    {
        guard !dryRun else { return try body() }
        let folders = Set(
            [Paths.directory(of: run.manifestPath), Paths.directory(of: run.outputDirectory), run.scaffoldDirectory]
                .filter(fileSystem.isDirectory).map(fileSystem.absolute)
        ).sorted()
        var locks: [FolderLock] = []
        defer {
            for lock in locks {
                lock.release()
            }
        }
        for folder in folders {
            // A lock that is not given in time is a file-system failure, reported as every other.
            locks.append(try fileSystem.lock(folder, waitingUpTo: Self.lockWait))
        }
        return try body()
    }

    /// How long, in seconds, a run waits for another that holds the lock of its manifest's folder.
    static let lockWait = 60

    /// The most a manifest may hold: far more than any app's navigation, and a bound for an endless input.
    static let maximumManifestBytes = 64 << 20

    /// Writes a new manifest (and its folder), or says it would in a dry run; says nothing when `verbosity` is quiet.
    func writeManifest(
        _ bytes: [UInt8], to path: String, dryRun: Bool, verbosity: Verbosity, note: String = ""
    ) throws {
        if dryRun {
            console.print("would write  \(path)\(note)", from: .summary, at: verbosity)
            return
        }
        let folder = Paths.directory(of: path)
        if !fileSystem.isDirectory(folder) {
            try fileSystem.createDirectory(folder)
        }
        try fileSystem.writeAtomically(bytes, to: path)
        console.print("wrote        \(path)\(note)", from: .summary, at: verbosity)
    }

    /// Prints diagnostics; returns whether they stop the command.
    func report(_ diagnostics: [Diagnostic], warningsAsErrors: Bool = false) -> Bool {
        diagnostics.forEach(console.report)
        return diagnostics.contains { $0.severity == .error || ($0.severity == .warning && warningsAsErrors) }
    }
}
