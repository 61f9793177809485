import Foundation
import Generator

/// Whole-file snapshots in `Snapshots/<fixture>/Generated` and `Snapshots/<fixture>/Scaffolds`.
///
/// Snapshots are recorded only when `COORDGEN_RECORD=1`; otherwise a missing or different file fails with a diff.
public enum Snapshots {
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["COORDGEN_RECORD"] == "1"
    }

    /// Compares `files` with the fixture's snapshot folder and returns one message per difference.
    public static func verify(_ files: [OutputFile], fixture: String) -> [String] {
        let folder = Repository.snapshots.appendingPathComponent(fixture)
        var failures: [String] = []
        var expectedPaths: Set<String> = []
        for file in files {
            let relative = subfolder(file.kind) + "/" + file.name
            expectedPaths.insert(relative)
            let url = folder.appendingPathComponent(relative)
            if isRecording {
                try? FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(),
                    withIntermediateDirectories: true)
                try? Data(file.contents.utf8).write(to: url)
                continue
            }
            guard let data = try? Data(contentsOf: url) else {
                failures.append(
                    "missing snapshot Snapshots/\(fixture)/\(relative); "
                        + "read the generated output, then record it with COORDGEN_RECORD=1 swift test")
                continue
            }
            let expected = String(decoding: data, as: UTF8.self)
            if expected != file.contents {
                failures.append(
                    "Snapshots/\(fixture)/\(relative) differs from the generator's output:\n"
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
                        "Snapshots/\(fixture)/\(subfolder(kind))/\(name) is no longer generated; "
                            + "remove it or record with COORDGEN_RECORD=1")
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
