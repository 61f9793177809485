#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What coordgen asks of the operating system beyond files: its environment, its folder, its standard streams.
///
/// coordgen calls the C library directly instead of Foundation: on Linux, loading Foundation takes about 8 ms of
/// every run, more than an unchanged generate of a small app takes in all (Benchmarks/README.md).
enum SystemInterface {
    /// The process's environment variables.
    static func environment() -> [String: String] {
        let pointer = environmentPointer()
        var result: [String: String] = [:]
        var index = 0
        while let entry = pointer?[index] {
            let text = String(cString: entry)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            index += 1
        }
        return result
    }

    /// The C library's environment: `environ`, which Darwin reaches through `_NSGetEnviron`.
    static func environmentPointer() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
            _NSGetEnviron().pointee
        #else
            environ
        #endif
    }

    /// The current directory, or "." when it cannot be named (it was removed, or its path is too long).
    static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// Writes every byte to `descriptor`, retrying interrupted and partial writes. Returns `errno` of a failed write,
    /// or `nil`.
    @discardableResult
    static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
        let contiguous = Array(bytes)
        var offset = 0
        while offset < contiguous.count {
            let written = contiguous.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// Reads `descriptor` to its end. Returns what was read before a failure, too.
    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return result }
            result += chunk[..<count]
        }
    }

    /// Swaps the names of two existing entries in one step, so that a reader sees one or the other under each name,
    /// never neither: `renamex_np(RENAME_SWAP)` on macOS, `renameat2(RENAME_EXCHANGE)` on Linux (3.15 or later, on a
    /// file system that has it). Returns 0, or -1 with `errno` set.
    static func exchange(_ first: String, _ second: String) -> Int32 {
        #if canImport(Darwin)
            renamex_np(first, second, UInt32(RENAME_SWAP))
        #else
            guard let renameat2 = Self.renameat2 else {
                errno = ENOSYS
                return -1
            }
            // RENAME_EXCHANGE in <linux/fs.h>.
            return renameat2(AT_FDCWD, first, AT_FDCWD, second, 1 << 1)
        #endif
    }

    #if !canImport(Darwin)
        private typealias RenameAt2 =
            @convention(c) (
                Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
            ) -> Int32

        /// glibc's `renameat2` (2.28 and later), which Swift's Glibc module does not show: looked up by name.
        private static let renameat2: RenameAt2? = dlsym(dlopen(nil, RTLD_NOW), "renameat2").map {
            unsafeBitCast($0, to: RenameAt2.self)
        }
    #endif

    /// The text of `errno`'s code, as `strerror` words it.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
