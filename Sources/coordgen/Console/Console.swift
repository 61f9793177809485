import Generator

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where coordgen's output goes: results on standard output, diagnostics and errors on standard error.
final class Console {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether diagnostics are coloured: only on a terminal, and never when `NO_COLOR` is set.
    let usesColor: Bool

    init(output: @escaping (String) -> Void, error: @escaping (String) -> Void, usesColor: Bool) {
        writeOutput = output
        writeError = error
        self.usesColor = usesColor
    }

    /// The process's standard output and error.
    static func standard(environment: [String: String]) -> Console {
        let colors = isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        return Console(
            output: { SystemInterface.writeAll($0.utf8, to: STDOUT_FILENO) },
            error: { SystemInterface.writeAll($0.utf8, to: STDERR_FILENO) },
            usesColor: colors)
    }

    func print(_ line: String) {
        writeOutput(line + "\n")
    }

    /// A line that `verbosity` shows from `level` up, built only when it is printed.
    func print(_ line: @autoclosure () -> String, from level: Verbosity, at verbosity: Verbosity) {
        if verbosity >= level {
            print(line())
        }
    }

    /// Text that already ends in a newline, such as help.
    func printText(_ text: String) {
        writeOutput(text)
    }

    /// Text for standard error that already ends in a newline, such as help shown after a usage error.
    func failText(_ text: String) {
        writeError(text)
    }

    /// `file:line:column: severity: message`, as compilers print it, so editors and Xcode link it.
    func report(_ diagnostic: Diagnostic) {
        let location = "\(diagnostic.file):\(diagnostic.location.line):\(diagnostic.location.column): "
        writeError(location + styled(diagnostic.severity) + diagnostic.message + "\n")
    }

    /// A problem that is not about a place in the manifest.
    func fail(_ message: String) {
        writeError("coordgen: " + styled(.error) + message + "\n")
    }

    private func styled(_ severity: Diagnostic.Severity) -> String {
        let word = severity.rawValue + ": "
        guard usesColor else { return word }
        let color: String
        switch severity {
        case .error: color = "\u{1B}[1;31m"
        case .warning: color = "\u{1B}[1;35m"
        }
        return color + severity.rawValue + ":\u{1B}[0m "
    }
}
