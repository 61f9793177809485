import Foundation

/// Compiles generated code with the toolchain's `swiftc` against the UIKit stand-in, in Swift 6 mode with
/// warnings as errors, as an iOS app in Xcode would build it.
public enum SwiftCompiler {
    /// The flags every compilation of generated code uses.
    public static let strictFlags = ["-swift-version", "6", "-warnings-as-errors"]

    /// `swiftc`: `$SWIFTC`, or the one on `PATH`.
    public static var swiftc: String? {
        ProcessInfo.processInfo.environment["SWIFTC"] ?? ProcessRunner.which("swiftc")
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The stand-in's modules, in the order they build, each importing those before it: UIKit, and the system
    /// frameworks beside it that generated code imports.
    static let standInModules: [(name: String, folder: URL)] = [
        ("UniformTypeIdentifiers", Repository.systemStandIns.appendingPathComponent("UniformTypeIdentifiers")),
        ("UIKit", Repository.standIn),
        ("SafariServices", Repository.systemStandIns.appendingPathComponent("SafariServices")),
        ("MessageUI", Repository.systemStandIns.appendingPathComponent("MessageUI")),
        ("AuthenticationServices", Repository.systemStandIns.appendingPathComponent("AuthenticationServices")),
        ("PhotosUI", Repository.systemStandIns.appendingPathComponent("PhotosUI")),
        ("SwiftUI", Repository.systemStandIns.appendingPathComponent("SwiftUI")),
    ]

    /// The stand-in built once per test run as modules named `UIKit`, `SafariServices`… (a static library and its
    /// module each, in one folder), cached on disk by the hash of their sources so later runs skip the build.
    public static let standIn: Result<URL, Failure> = buildStandIn()

    /// What links the stand-in's libraries, those that import others first.
    static var standInLinkFlags: [String] {
        standInModules.reversed().map { "-l" + $0.name }
    }

    private static func buildStandIn() -> Result<URL, Failure> {
        guard let swiftc else { return .failure(Failure(description: "swiftc was not found on PATH")) }
        let sources = standInModules.map { Repository.swiftFiles(in: $0.folder) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in sources.joined().flatMap({ (try? Data(contentsOf: $0)).map(Array.init) ?? [] }) + Array(swiftc.utf8)
        {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-standin-\(hash)")
        let last = standInModules[standInModules.count - 1].name
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("lib\(last).a").path) {
            return .success(folder)
        }
        let staging = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-standin-\(UUID())")
        try? FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        for (module, files) in zip(standInModules, sources) {
            // One package, so that a system framework's stand-in can reach UIKit's, as Apple's frameworks reach
            // each other's private parts.
            let result = ProcessRunner.run(
                swiftc,
                strictFlags + ["-I", staging.path, "-package-name", "CoordgenStandIn"]
                    + libraryFlags(moduleName: module.name, in: staging) + files.map(\.path))
            guard result.status == 0 else {
                return .failure(
                    Failure(description: "the \(module.name) stand-in does not compile:\n" + result.combined))
            }
        }
        if (try? FileManager.default.moveItem(at: staging, to: folder)) == nil {
            try? FileManager.default.removeItem(at: staging)
        }
        return .success(folder)
    }

    /// Builds an executable from `files` without the stand-in: nothing named `UIKit` can be imported, so the build
    /// proves the files need no UIKit. With `-parse-as-library`, one file declares `@main`.
    public static func buildExecutableWithoutUIKit(_ files: [URL], output: URL) -> Result<Void, Failure> {
        guard let swiftc else { return .failure(Failure(description: "swiftc was not found on PATH")) }
        let result = ProcessRunner.run(
            swiftc,
            strictFlags + ["-parse-as-library", "-module-name", "App", "-o", output.path] + files.map(\.path))
        return result.status == 0 ? .success(()) : .failure(Failure(description: result.combined))
    }

    /// Builds `moduleName` as a static library and its module, `lib<name>.a` and `<name>.swiftmodule` in `folder`.
    private static func libraryFlags(moduleName: String, in folder: URL) -> [String] {
        [
            "-parse-as-library", "-module-name", moduleName, "-emit-library", "-static",
            "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(moduleName).swiftmodule").path,
            "-o", folder.appendingPathComponent("lib\(moduleName).a").path,
        ]
    }

    /// Builds `files` as the library module `moduleName` against the stand-in, into `folder`, so another module
    /// can import it: what a framework or feature module is in an app.
    public static func buildLibrary(_ files: [URL], moduleName: String, in folder: URL) -> Result<Void, Failure> {
        runSwiftc { standIn in
            ["-I", standIn.path] + libraryFlags(moduleName: moduleName, in: folder) + files.map(\.path)
        }
    }

    /// Compiles `files` as one module, whole-module, to an object file: every diagnostic the compiler has.
    public static func compile(_ files: [URL], moduleName: String = "App") -> Result<Void, Failure> {
        let object = FileManager.default.temporaryDirectory.appendingPathComponent("\(moduleName)-\(UUID()).o")
        defer { try? FileManager.default.removeItem(at: object) }
        return runSwiftc { standIn in
            ["-parse-as-library", "-module-name", moduleName, "-I", standIn.path, "-wmo", "-c", "-o", object.path]
                + files.map(\.path)
        }
    }

    /// Builds an executable from `files` (one of them `main.swift`) linked with the stand-in and with `libraries`,
    /// modules that `buildLibrary` built, each named with the folder it is in.
    ///
    /// An executable built before from the same files (names and bytes), flags and stand-in is copied from the
    /// temporary folder instead: CI's full tier builds every behaviour variant, the quick tier's among them.
    public static func buildExecutable(
        _ files: [URL], output: URL, libraries: [(name: String, folder: URL)] = []
    ) -> Result<Void, Failure> {
        let arguments = { (standIn: URL, output: URL) in
            ["-module-name", "App", "-I", standIn.path, "-L", standIn.path]
                + libraries.flatMap { ["-I", $0.folder.path, "-L", $0.folder.path, "-l" + $0.name] }
                + standInLinkFlags + ["-o", output.path] + files.map(\.path)
        }
        guard libraries.isEmpty, case .success(let standIn) = standIn, let swiftc else {
            return runSwiftc { arguments($0, output) }
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let named = files.map { ($0.lastPathComponent, (try? Data(contentsOf: $0)) ?? Data()) }
        for byte in named.flatMap({ Array($0.0.utf8) + [0] + Array($0.1) + [0] })
            + Array((strictFlags + [swiftc, standIn.path]).joined(separator: " ").utf8)
        {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let cached = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-executable-\(hash)")
        if FileManager.default.fileExists(atPath: cached.path) {
            try? FileManager.default.removeItem(at: output)
            if (try? FileManager.default.copyItem(at: cached, to: output)) != nil { return .success(()) }
        }
        let built = runSwiftc { arguments($0, output) }
        if case .success = built {
            // Copied under a name of its own, then moved, so that a parallel test never finds half a file.
            let staging = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-executable-\(UUID())")
            if (try? FileManager.default.copyItem(at: output, to: staging)) != nil,
                (try? FileManager.default.moveItem(at: staging, to: cached)) == nil
            {
                try? FileManager.default.removeItem(at: staging)
            }
        }
        return built
    }

    /// Runs `swiftc` with the strict flags and the arguments `arguments` makes from the stand-in's folder.
    private static func runSwiftc(_ arguments: (URL) -> [String]) -> Result<Void, Failure> {
        guard let swiftc else { return .failure(Failure(description: "swiftc was not found on PATH")) }
        switch standIn {
        case .failure(let failure):
            return .failure(failure)
        case .success(let folder):
            let result = ProcessRunner.run(swiftc, strictFlags + arguments(folder))
            return result.status == 0 ? .success(()) : .failure(Failure(description: result.combined))
        }
    }
}
