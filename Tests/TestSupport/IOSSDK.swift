import Foundation
import Generator

/// Apple's iOS SDK, to type-check generated code against real UIKit instead of the stand-in.
///
/// Found, in order: `COORDGEN_IOS_SDK`; `shared/ios-sdk/iPhoneOS*.sdk` beside the repository; on macOS, Xcode's
/// simulator SDK. On Linux the toolchain's own module maps for Dispatch, os and CoreFoundation would shadow the SDK's,
/// so the type-check uses a resource directory of its own: the toolchain's clang headers and SwiftShims, and the API
/// notes Apple's toolchains ship (`COORDGEN_IOS_APINOTES`, else `apinotes/` beside the SDK).
public struct IOSSDK: Sendable {
    /// The SDK folder, repaired if its symbolic links arrived as small text files (see `prepared(_:)`).
    public let path: URL
    /// `SDKSettings.json`'s `Version`: the newest deployment target it can check.
    public let version: String
    private let resourceDirectory: URL?
    private let moduleCache: URL
    private let isSimulator: Bool

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The SDK of this machine, or why there is none. Found once per test run.
    public static let located: Result<IOSSDK, Failure> = locate()

    private static func locate() -> Result<IOSSDK, Failure> {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [(URL, isSimulator: Bool)] = []
        if let given = environment["COORDGEN_IOS_SDK"], !given.isEmpty {
            candidates.append((URL(fileURLWithPath: given), given.contains("Simulator")))
        }
        let shared = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/ios-sdk")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: shared.path)) ?? []
        for name in names.sorted() where name.hasPrefix("iPhoneOS") && name.hasSuffix(".sdk") {
            candidates.append((shared.appendingPathComponent(name), false))
        }
        #if os(macOS)
            let xcode = ProcessRunner.run("/usr/bin/xcrun", ["--sdk", "iphonesimulator", "--show-sdk-path"])
            if xcode.status == 0 {
                let path = xcode.output.trimmingCharacters(in: .whitespacesAndNewlines)
                candidates.append((URL(fileURLWithPath: path), true))
            }
        #endif
        guard let (found, isSimulator) = candidates.first(where: { isSDK($0.0) }) else {
            return .failure(
                Failure(
                    description: "no iOS SDK: set COORDGEN_IOS_SDK, or put one in ../shared/ios-sdk beside the "
                        + "repository (on macOS, Xcode's simulator SDK is found by xcrun)"))
        }
        return prepare(found, isSimulator: isSimulator, apinotes: environment["COORDGEN_IOS_APINOTES"])
    }

    private static func isSDK(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("SDKSettings.json").path)
    }

    private static func prepare(_ sdk: URL, isSimulator: Bool, apinotes: String?) -> Result<IOSSDK, Failure> {
        guard let settings = try? Data(contentsOf: sdk.appendingPathComponent("SDKSettings.json")),
            let object = try? JSONSerialization.jsonObject(with: settings) as? [String: Any],
            let version = object["Version"] as? String
        else { return .failure(Failure(description: "\(sdk.path): SDKSettings.json has no Version")) }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
            "coordgen-ios-sdk-\(stableHash(sdk.path + version))")
        let repaired: URL
        switch prepared(sdk, in: cache) {
        case .success(let folder): repaired = folder
        case .failure(let failure): return .failure(failure)
        }
        var resourceDirectory: URL?
        #if !os(macOS)
            let notes =
                apinotes.map { URL(fileURLWithPath: $0) }
                ?? sdk.deletingLastPathComponent()
                .appendingPathComponent("apinotes")
            switch linuxResourceDirectory(in: cache, apinotes: notes) {
            case .success(let folder): resourceDirectory = folder
            case .failure(let failure): return .failure(failure)
            }
        #endif
        return .success(
            IOSSDK(
                path: repaired, version: version, resourceDirectory: resourceDirectory,
                moduleCache: cache.appendingPathComponent("ModuleCache"), isSimulator: isSimulator))
    }

    /// The SDK as the compiler needs it. A copy that went through a tool without symbolic links (an archive, a
    /// checkout on a file system without them) holds each link as a small file whose text is the link's target
    /// (`usr/include/pthread.h` reading `pthread/pthread.h`); then a copy with those files made links again is built
    /// once in `cache`. An SDK without such files is used where it is.
    public static func prepared(_ sdk: URL, in cache: URL) -> Result<URL, Failure> {
        let flattened = flattenedLinks(in: sdk)
        guard !flattened.isEmpty else { return .success(sdk) }
        let copy = cache.appendingPathComponent(sdk.lastPathComponent)
        let done = cache.appendingPathComponent("repaired")
        if FileManager.default.fileExists(atPath: done.path) {
            return .success(copy)
        }
        let manager = FileManager.default
        try? manager.removeItem(at: copy)
        do {
            try manager.createDirectory(at: cache, withIntermediateDirectories: true)
            try manager.copyItem(at: sdk, to: copy)
            for (file, target) in flattened {
                let inCopy = copy.appendingPathComponent(file)
                // Copies of a read-only SDK are read-only too: make the folder writable to replace the file.
                try manager.setAttributes(
                    [.posixPermissions: 0o755], ofItemAtPath: inCopy.deletingLastPathComponent().path)
                try manager.removeItem(at: inCopy)
                try manager.createSymbolicLink(atPath: inCopy.path, withDestinationPath: target)
            }
            try Data().write(to: done)
        } catch {
            return .failure(Failure(description: "cannot repair a copy of \(sdk.path) in \(cache.path): \(error)"))
        }
        return .success(copy)
    }

    /// The files below `sdk` that stand for symbolic links: a single line of at most 200 bytes, no newline, naming a
    /// file relative to the file's folder that exists. Paths relative to `sdk`, with their targets.
    public static func flattenedLinks(in sdk: URL) -> [(file: String, target: String)] {
        guard let walker = FileManager.default.enumerator(atPath: sdk.path) else { return [] }
        var found: [(String, String)] = []
        while let relative = walker.nextObject() as? String {
            let file = sdk.appendingPathComponent(relative)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
                attributes[.type] as? FileAttributeType == .typeRegular,
                let size = attributes[.size] as? Int, size > 0, size <= 200,
                let data = try? Data(contentsOf: file), let text = String(data: data, encoding: .utf8),
                !text.contains("\n"), !text.contains(" "), !text.hasPrefix("/")
            else { continue }
            let target = file.deletingLastPathComponent().appendingPathComponent(text)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder), !isFolder.boolValue {
                found.append((relative, text))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// A resource directory with the toolchain's `clang` and `shims`, and the API notes, but not its Linux module maps.
    private static func linuxResourceDirectory(in cache: URL, apinotes: URL) -> Result<URL, Failure> {
        guard let swiftc = SwiftCompiler.swiftc else { return .failure(Failure(description: "no swiftc")) }
        guard FileManager.default.fileExists(atPath: apinotes.appendingPathComponent("Dispatch.apinotes").path) else {
            return .failure(
                Failure(
                    description: "no Dispatch.apinotes in \(apinotes.path): set COORDGEN_IOS_APINOTES to the folder "
                        + "of the API notes Apple's toolchains ship (swiftlang/swift's apinotes/)"))
        }
        let info = ProcessRunner.run(swiftc, ["-print-target-info"])
        guard let data = info.output.data(using: .utf8),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let paths = object["paths"] as? [String: Any], let runtime = paths["runtimeResourcePath"] as? String
        else { return .failure(Failure(description: "swiftc -print-target-info gave no runtimeResourcePath")) }
        let folder = cache.appendingPathComponent("resource-dir")
        let manager = FileManager.default
        try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let links = [
            ("clang", URL(fileURLWithPath: runtime).appendingPathComponent("clang").path),
            ("shims", URL(fileURLWithPath: runtime).appendingPathComponent("shims").path), ("apinotes", apinotes.path),
        ]
        for (name, target) in links {
            let link = folder.appendingPathComponent(name)
            if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != target {
                try? manager.removeItem(at: link)
                do {
                    try manager.createSymbolicLink(atPath: link.path, withDestinationPath: target)
                } catch {
                    return .failure(Failure(description: "cannot link \(link.path): \(error)"))
                }
            }
        }
        return .success(folder)
    }

    private static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// Type-checks `files` as one module against this SDK at deployment target `target` (`"15.0"`), in Swift 6 mode
    /// with warnings as errors, as an app in Xcode builds them.
    public func typecheck(_ files: [URL], target: String, moduleName: String = "App") -> Result<Void, Failure> {
        guard let swiftc = SwiftCompiler.swiftc else { return .failure(Failure(description: "no swiftc")) }
        var arguments = ["-typecheck", "-target", triple(target), "-sdk", path.path]
        if let resourceDirectory {
            arguments += ["-resource-dir", resourceDirectory.path]
        }
        arguments += ["-module-cache-path", moduleCache.path] + SwiftCompiler.strictFlags
        // One frontend for the whole module: batch mode would load the SDK's modules once per batch of files.
        arguments += ["-wmo", "-parse-as-library", "-module-name", moduleName] + files.map(\.path)
        let result = ProcessRunner.run(swiftc, arguments)
        return result.status == 0 ? .success(()) : .failure(Failure(description: result.combined))
    }

    /// The target triple for deployment target `target` (`"15.0"`): a device's, or the simulator's on a Mac.
    private func triple(_ target: String) -> String {
        isSimulator ? "\(Self.simulatorArchitecture)-apple-ios\(target)-simulator" : "arm64-apple-ios\(target)"
    }

    /// The interface the compiler synthesizes for `module` of this SDK, submodules included.
    public func synthesizedInterface(of module: String) -> Result<SynthesizedInterface, Failure> {
        guard let swiftc = SwiftCompiler.swiftc else { return .failure(Failure(description: "no swiftc")) }
        let tool = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
            .appendingPathComponent("swift-synthesize-interface").path
        var arguments = ["-module-name", module, "-include-submodules", "-target", triple(version), "-sdk", path.path]
        if let resourceDirectory {
            arguments += ["-resource-dir", resourceDirectory.path]
        }
        arguments += ["-module-cache-path", moduleCache.path]
        let result = ProcessRunner.run(tool, arguments)
        guard result.status == 0 else { return .failure(Failure(description: result.combined)) }
        return .success(SynthesizedInterface(result.output))
    }

    private static var simulatorArchitecture: String {
        #if arch(arm64)
            "arm64"
        #else
            "x86_64"
        #endif
    }
}

extension IOSSDK {
    /// Said once per run of the quick tier.
    private static let quickTierNotice: Void = print(
        "skipped: the real-SDK type-check, which runs in the full tier (\(TestTier.environmentKey)=full)")

    /// The deployment target the generated code needs at least (docs/manifest.md).
    public static let minimumTarget = "13.0"

    /// The SDK a test type-checks against. Without one, the test says it skipped the check; where the check is required
    /// (`COORDGEN_REQUIRE_IOS_SDK=1`, as in CI) it also gets a failure to record. The quick tier skips the check: a
    /// first type-check builds the SDK's module cache, which alone takes most of a minute (`TestTier`).
    public static func forTest() -> (sdk: IOSSDK?, failure: String?) {
        guard TestTier.current == .full else {
            _ = quickTierNotice
            return (nil, nil)
        }
        switch located {
        case .success(let sdk):
            return (sdk, nil)
        case .failure(let failure):
            if ProcessInfo.processInfo.environment["COORDGEN_REQUIRE_IOS_SDK"] == "1" {
                return (nil, "the real-SDK check is required here, but \(failure.description)")
            }
            print("skipped: the real-SDK type-check (\(failure.description))")
            return (nil, nil)
        }
    }

    /// Type-checks `files` at the minimum deployment target (or the app's own, `minimum`) and at the SDK's newest;
    /// one description per failure.
    public func typecheckAtMinimumAndNewest(
        _ files: [URL], moduleName: String = "App", minimum: String = minimumTarget
    ) -> [String] {
        [minimum, version].compactMap { target in
            guard case .failure(let failure) = typecheck(files, target: target, moduleName: moduleName) else {
                return nil
            }
            return "does not type-check against the iOS \(version) SDK at iOS \(target):\n\(failure)"
        }
    }
}

extension SwiftCompiler {
    /// Why `files` fail against either UIKit: compiled as one module against the stand-in, then type-checked against
    /// Apple's SDK at `minimum` and its newest target. A missing SDK is a failure only where the check is required.
    public static func failuresAgainstBothUIKits(
        _ files: [OutputFile], moduleName: String, minimum: String = IOSSDK.minimumTarget
    ) -> [String] {
        let folder = TemporaryDirectory(prefix: moduleName)
        let urls = files.map { folder.write($0.contents, to: $0.name) }
        var failures: [String] = []
        if case .failure(let failure) = compile(urls, moduleName: moduleName) {
            failures.append("does not compile against the stand-in:\n\(failure)")
        }
        let (sdk, missing) = IOSSDK.forTest()
        failures += missing.map { [$0] } ?? []
        failures += sdk?.typecheckAtMinimumAndNewest(urls, moduleName: moduleName, minimum: minimum) ?? []
        return failures
    }
}
