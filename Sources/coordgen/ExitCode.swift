/// coordgen's exit codes. Each is documented in docs/commands.md and in `coordgen --help`.
enum ExitCode: Int32, CaseIterable {
    /// Everything worked.
    case success = 0
    /// The manifest has errors (or warnings, with `--warnings-as-errors`), or an add command's request was refused;
    /// nothing was written.
    case invalidManifest = 1
    /// `check`: the generated files on disk differ from what the manifest produces.
    case outOfDate = 2
    /// The command line is wrong: an unknown option, a missing argument.
    case usage = 64
    /// A bug in coordgen. Please report it.
    case internalFailure = 70
    /// A file could not be read or written, or coordgen refused to touch it.
    case fileSystem = 74

    var meaning: String {
        switch self {
        case .success: return "success"
        case .invalidManifest:
            return "the manifest has errors, or an add command's request was refused; nothing was written"
        case .outOfDate: return "check: generated files are out of date"
        case .usage: return "the command line is wrong"
        case .internalFailure: return "internal failure (a bug in coordgen)"
        case .fileSystem: return "a file could not be read or written, or was refused"
        }
    }
}
