import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run to its end with bytes on its standard input, collecting what it prints.
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    /// Runs `executable`, writes `input` to it while reading both of its outputs (so a full pipe never blocks it),
    /// and waits for it to exit.
    static func run(_ executable: String, arguments: [String], input: [UInt8]) throws(FileError) -> Result {
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                for descriptor in pipes.joined() {
                    close(descriptor)
                }
                throw FileError(message: "\(executable): cannot be run (\(SystemInterface.describe(errno)))")
            }
            pipes.append(ends)
        }
        let (stdinPipe, stdoutPipe, stderrPipe) = (pipes[0], pipes[1], pipes[2])
        // Darwin declares the type as an optional pointer, Glibc as a struct.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, stderrPipe[1], 2)
        for descriptor in pipes.joined() {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer {
            for argument in argv {
                free(argument)
            }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, SystemInterface.environmentPointer())
        for descriptor in [stdinPipe[0], stdoutPipe[1], stderrPipe[1]] {
            close(descriptor)
        }
        guard spawned == 0 else {
            for descriptor in [stdinPipe[1], stdoutPipe[0], stderrPipe[0]] {
                close(descriptor)
            }
            throw FileError(message: "\(executable): cannot be run (\(SystemInterface.describe(spawned)))")
        }
        let reading = DispatchGroup()
        let output = Collected()
        let errors = Collected()
        for (descriptor, box) in [(stdoutPipe[0], output), (stderrPipe[0], errors)] {
            DispatchQueue.global().async(group: reading) {
                box.bytes = SystemInterface.readAll(descriptor)
                close(descriptor)
            }
        }
        // A program that exits without reading all its input closes the pipe; the write then fails, harmlessly.
        signal(SIGPIPE, SIG_IGN)
        SystemInterface.writeAll(input, to: stdinPipe[1])
        close(stdinPipe[1])
        reading.wait()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitCode, output: output.bytes, errors: errors.bytes)
    }

    /// Bytes one reader fills; read only after the group it runs in has finished.
    private final class Collected: @unchecked Sendable {
        var bytes: [UInt8] = []
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    func trimmingWhitespace() -> String {
        let isWhitespace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isWhitespace($0) }), let last = lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
