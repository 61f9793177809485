import Foundation
import Generator

/// Paths inside the coordgen repository, found from this file's location.
public enum Repository {
    /// The repository root.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    public static let snapshots = root.appendingPathComponent("Snapshots")
    public static let standIn = root.appendingPathComponent("Tests/UIKitStandIn")
    /// The stand-ins of the system frameworks beside UIKit that generated code imports, a folder per module.
    public static let systemStandIns = root.appendingPathComponent("Tests/SystemStandIns")
    public static let behaviour = root.appendingPathComponent("Tests/Behaviour")

    /// The Swift files directly in `folder`, sorted by name.
    public static func swiftFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }
}

/// A test manifest in `Tests/Fixtures/<name>/`, with the hand-written code an app would add to it.
public struct Fixture: Sendable, CustomStringConvertible {
    public var name: String
    public var folder: URL

    public var description: String { name }

    public var manifestURL: URL { folder.appendingPathComponent("coordgen.json") }

    /// The manifest's bytes. A fixture whose manifest cannot be read stops the run, naming the file, instead of
    /// testing an empty manifest.
    public var manifest: [UInt8] {
        do {
            return try Array(Data(contentsOf: manifestURL))
        } catch {
            preconditionFailure("fixture '\(name)': cannot read \(manifestURL.path): \(error)")
        }
    }

    /// The back end the manifest names: `uikit` when it names none.
    public var backend: String {
        let root = try? JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any]
        return root?["backend"] as? String ?? "uikit"
    }

    /// Whether the manifest is generated for SwiftUI, whose views the UIKit stand-in cannot build: its state builds
    /// on its own (`SwiftUIBehaviourTests`), and its views type-check against Apple's SDK.
    public var isSwiftUI: Bool { backend == "swiftui" }

    /// Swift files the app's author wrote, such as custom actions.
    public var userCode: [URL] {
        Repository.swiftFiles(in: folder.appendingPathComponent("UserCode"))
    }

    /// The user code an app on a device has: without the files named `StandIn*.swift`, which play Interface Builder
    /// or the device for the UIKit stand-in and use its test-only API. What the real-SDK check compiles.
    public var deviceUserCode: [URL] {
        userCode.filter { !$0.lastPathComponent.hasPrefix("StandIn") }
    }

    /// `files` without the scaffolds the user code replaces: a user code file named like a scaffold is the author's
    /// own version of that view controller (one that overrides `didReceive(_:)`, say), as the scaffold becomes in an
    /// app. `StandIn<Name>.swift` replaces the scaffold `<Name>.swift` in the stand-in's builds only: a SwiftUI view
    /// whose buttons call the behaviour tests' shims, say, where the device's build keeps the scaffold.
    public static func keeping(_ files: [OutputFile], replacedBy userCode: [URL]) -> [OutputFile] {
        let names = userCode.map(\.lastPathComponent)
        let replaced = Set(names + names.filter { $0.hasPrefix("StandIn") }.map { String($0.dropFirst(7)) })
        return files.filter { $0.kind != .scaffold || !replaced.contains($0.name) }
    }

    /// The fixtures generated for SwiftUI, by name: each has a scenario, `Tests/Behaviour/SwiftUI/<name>.swift`.
    public static var swiftUI: [String] { all.filter(\.isSwiftUI).map(\.name) }

    /// The UIKit fixtures whose manifests use only what the SwiftUI back end generates: the same manifest, for SwiftUI.
    public static let sameForSwiftUI = ["deep", "lifetime", "notes", "repositories", "signin-split"]

    /// The fixture's manifest for the SwiftUI back end: `"viewControllers": "code"`, which only UIKit reads, becomes
    /// `"backend": "swiftui"`, or the key goes after the version, and a split view's `"deploymentTarget": "14.0"`
    /// becomes SwiftUI's 16.0; every other byte is as it was.
    public var swiftUIManifest: [UInt8] {
        let text = String(decoding: manifest, as: UTF8.self)
            .replacingOccurrences(of: #""deploymentTarget": "14.0","#, with: #""deploymentTarget": "16.0","#)
        for (written, replacement) in [
            (#""viewControllers": "code","#, #""backend": "swiftui","#),
            (#""version": 1,"#, #""version": 1, "backend": "swiftui","#),
        ] where text.contains(written) {
            return Array(text.replacingOccurrences(of: written, with: replacement).utf8)
        }
        preconditionFailure("fixture '\(name)' writes neither viewControllers nor its version as expected")
    }

    /// Every fixture, sorted by name.
    public static var all: [Fixture] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.fixtures.path)) ?? []
        return names.sorted().map { Fixture(name: $0, folder: Repository.fixtures.appendingPathComponent($0)) }
            .filter { FileManager.default.fileExists(atPath: $0.manifestURL.path) }
    }

    public static func named(_ name: String) -> Fixture {
        Fixture(name: name, folder: Repository.fixtures.appendingPathComponent(name))
    }

    /// `manifest` with top-level keys set to other string values, every other byte as it was. Each key must be at the
    /// top level of the decoded manifest already, and the result is decoded again to prove it holds the new values: a
    /// variant can never be the fixture unchanged by accident.
    public static func variant(of manifest: [UInt8], setting values: [String: String]) -> [UInt8] {
        var text = String(decoding: manifest, as: UTF8.self)
        for (key, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let old = topLevel(of: Array(text.utf8))[key] as? String else {
                preconditionFailure("the manifest has no top-level string '\(key)' to vary")
            }
            let written = "\"\(key)\": \"\(old)\""
            precondition(text.components(separatedBy: written).count == 2, "'\(written)' is not written once")
            text = text.replacingOccurrences(of: written, with: "\"\(key)\": \"\(value)\"")
        }
        let decoded = topLevel(of: Array(text.utf8))
        for (key, value) in values {
            precondition(decoded[key] as? String == value, "the variant's '\(key)' is not '\(value)'")
        }
        return Array(text.utf8)
    }

    private static func topLevel(of manifest: [UInt8]) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(manifest))) as? [String: Any] ?? [:]
    }
}

/// The files coordgen generates the same for every manifest with the same runtime names: tests that build several
/// manifests' output into one module keep each of them once.
public let sharedRuntimeFileNames: Set<String> = [
    "Coordinator.swift", "Storyboarded.swift", "ResultWaiter.swift", "Coordinator+Presenting.swift",
    "Coordinator+SingleInstance.swift", "Coordinator+Tabs.swift", "Coordinator+FirstScreen.swift",
    "Coordinator+Camera.swift", "Coordinator+FileExport.swift", "Coordinator+FileImport.swift",
    "Coordinator+Safari.swift", "Coordinator+Mail.swift", "Coordinator+MailOutcome.swift",
    "Coordinator+WebAuthentication.swift", "Coordinator+Adaptive.swift",
    "Coordinator+Unwrapped.swift", "Coordinator+Split.swift", "Coordinator+Routes.swift", "Coordinator+Links.swift",
    "Coordinator+LinkValues.swift", "Coordinator+Payloads.swift",
    "Coordinator+PopoverSources.swift", "Coordinator+PhotoPicker.swift", "Coordinator+Print.swift",
    "Coordinator+KeptFlows.swift", "Coordinator+Choices.swift",
]

/// A folder under the system's temporary directory, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init(prefix: String = "coordgen-test") {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    /// Writes `text` at `relativePath`, creating folders.
    @discardableResult
    public func write(_ text: String, to relativePath: String) -> URL {
        let file = url.appendingPathComponent(relativePath)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        return file
    }

    public func read(_ relativePath: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(relativePath))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in the folder at `relativePath` (this folder by default), hidden ones too, sorted; empty when it
    /// cannot be read.
    public func names(in relativePath: String = ".") -> [String] {
        let folder = url.appendingPathComponent(relativePath).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(relativePath).path)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
