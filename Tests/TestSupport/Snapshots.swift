import Foundation
import Generator

/// Whole-file snapshots in `Snapshots/<fixture>/Generated` and `Snapshots/<fixture>/Scaffolds`.
///
/// Snapshots are recorded only when `COORDGEN_RECORD=1`; otherwise a missing or different file fails with a diff.
public enum Snapshots {
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["COORDGEN_RECORD"] == "1"
    }

    /// The folder of the runtime files every app with coordgen's default runtime shares: `Snapshots/Runtime`.
    public static let runtimeFolder = "Runtime"

    /// Whether `name` is a file of coordgen's runtime, named as it is without a `runtimePrefix`: the `Coordinator`
    /// protocol, its optional parts, the result waiter and the `Storyboarded` protocol. Their text depends only on the
    /// manifest's `runtimePrefix`, `access` and `storyboardBundle`. The SwiftUI back end's navigation state is the same
    /// text in every app (its views file holds the app's own `ScreenView`).
    public static func isRuntimeFile(_ name: String) -> Bool {
        ["Coordinator.swift", "ResultWaiter.swift", "Storyboarded.swift", "Navigation.swift", "NavigationViews.swift"]
            .contains(name)
            || (name.hasPrefix("Coordinator+") && name.hasSuffix(".swift"))
    }

    /// Whether `file` is the longer `Coordinator+Routes.swift` that only an app whose routes wait for a flow to
    /// decide its first screen gets: its fixture's own folder holds it, as every app's snapshot of it stays the same.
    public static func isRoutesWaitingForDecisions(_ file: OutputFile) -> Bool {
        file.name.hasSuffix("+Routes.swift")
            && file.contents.contains("static func decided(by flow: String) -> Outcome")
    }

    /// Whether the app of `manifest` has the runtime every app shares: its manifest sets none of the keys its text
    /// depends on. Its runtime files are then snapshotted once, in ``runtimeFolder``, not in its own folder.
    public static func sharesRuntime(_ manifest: [UInt8]) -> Bool {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(manifest))) as? [String: Any] else {
            return false
        }
        return ["runtimePrefix", "access", "storyboardBundle"].allSatisfy { object[$0] == nil }
    }

    /// Compares `files` with the fixture's snapshot folder and returns one message per difference. When the fixture
    /// shares the runtime, its runtime files are compared with ``runtimeFolder`` instead.
    public static func verify(_ files: [OutputFile], fixture: String, sharesRuntime: Bool) -> [String] {
        let folder = Repository.snapshots.appendingPathComponent(fixture)
        var failures: [String] = []
        var expectedPaths: Set<String> = []
        for file in files {
            let shared =
                sharesRuntime && file.kind == .generated && isRuntimeFile(file.name)
                && !isRoutesWaitingForDecisions(file)
            let relative = subfolder(file.kind) + "/" + file.name
            let shown = shared ? runtimeFolder + "/" + file.name : fixture + "/" + relative
            if !shared {
                expectedPaths.insert(relative)
            }
            let url = Repository.snapshots.appendingPathComponent(shown)
            if isRecording {
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(),
                    withIntermediateDirectories: true)
                // Fixtures that share the runtime record the same bytes, each at once.
                try? Data(file.contents.utf8).write(to: url, options: .atomic)
                continue
            }
            guard let data = try? Data(contentsOf: url) else {
                failures.append(
                    "missing snapshot Snapshots/\(shown); "
                        + "read the generated output, then record it with COORDGEN_RECORD=1 swift test")
                continue
            }
            let expected = String(decoding: data, as: UTF8.self)
            if expected != file.contents {
                failures.append(
                    "Snapshots/\(shown) differs from the generator's output for \(fixture):\n"
                        + LineDiff.unified(expected: expected, actual: file.contents))
            }
        }
        for kind in [OutputFile.Kind.generated, .scaffold] {
            let names =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: folder.appendingPathComponent(subfolder(kind)).path)) ?? []
            for name in names.sorted() where !expectedPaths.contains(subfolder(kind) + "/" + name) {
                if isRecording {
                    try? FileManager.default.removeItem(at: folder.appendingPathComponent(subfolder(kind) + "/" + name))
                } else {
                    failures.append(
                        "Snapshots/\(fixture)/\(subfolder(kind))/\(name) is no longer generated"
                            + (sharesRuntime && isRuntimeFile(name)
                                ? " there (it is in Snapshots/\(runtimeFolder))" : "")
                            + "; remove it or record with COORDGEN_RECORD=1")
                }
            }
        }
        return failures
    }

    /// Compares one text output (a graph) with `Snapshots/<fixture>/<relative>`; the message explains a difference.
    public static func verifyText(_ text: String, at relative: String, fixture: String) -> String? {
        let url = Repository.snapshots.appendingPathComponent(fixture).appendingPathComponent(relative)
        if isRecording {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
            return nil
        }
        guard let data = try? Data(contentsOf: url) else {
            return "missing snapshot Snapshots/\(fixture)/\(relative); read the output, then record it with "
                + "COORDGEN_RECORD=1 swift test"
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != text else { return nil }
        return "Snapshots/\(fixture)/\(relative) differs from the generator's output:\n"
            + LineDiff.unified(expected: expected, actual: text)
    }

    private static func subfolder(_ kind: OutputFile.Kind) -> String {
        kind == .generated ? "Generated" : "Scaffolds"
    }
}
