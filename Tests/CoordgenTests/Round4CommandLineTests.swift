import Foundation
import TestSupport
import Testing

@testable import coordgen

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file and command reproducers of the fourth hardening pass (`../shared/reproducers/round4`: D8, D10, D17,
/// D19): edits that run at once both land, a run killed at any moment leaves one whole output, a manifest keeps its
/// permissions, and the messages say what is wrong.
@Suite("Hardening round 4, command line")
struct Round4CommandLineTests {
    /// A fixture's manifest in a fresh folder.
    private func cli(with fixture: String) -> CLIHarness {
        let cli = CLIHarness()
        cli.write(String(decoding: Fixture.named(fixture).manifest, as: UTF8.self), to: "coordgen.json")
        return cli
    }

    // MARK: D19: messages

    @Test(
        "each message names what is wrong (D19)",
        arguments: [
            (
                "split", ["add-coordinator", "Pay", "--start", "Cart", "--tab", "Pay", "--image", "star"],
                "--tab needs an app with tabs; this manifest's app is a split view, which has no tabs; coordgen.json "
                    + "is unchanged"
            ),
            (
                "notes", ["add-coordinator", "Pay", "--start", "Cart", "--from", "NoteLst", "--action", "go"],
                "no screen named 'NoteLst'; did you mean 'NoteList'?; coordgen.json is unchanged"
            ),
            (
                "routes", ["generate", "--output", ".", "--single-file", "HomeViewController.swift"],
                "--single-file 'HomeViewController.swift' is the file of a screen's view controller, "
                    + "'HomeViewController.swift' (on macOS, names that differ only in case are one file); choose "
                    + "another name, or add --no-scaffolds; nothing was written"
            ),
        ])
    func messages(fixture: String, arguments: [String], message: String) {
        let cli = cli(with: fixture)
        let before = cli.snapshot()
        let run = cli.run(arguments)
        #expect(run.code != .success)
        #expect(run.errors == "coordgen: error: \(message)\n", "\(run.errors)")
        #expect(cli.snapshot() == before, "a file was written")
    }

    @Test("the option that clashes with a scaffold is a usage error, not the manifest's (D19)")
    func singleFileClashIsAUsageError() {
        let cli = cli(with: "routes")
        #expect(cli.run("generate", "--single-file", "homeviewcontroller.swift").code == .usage)
    }

    // MARK: D17: the manifest's file

    @Test("an edit keeps the manifest's permissions, and its owner where the system lets it (D17)")
    func editKeepsPermissions() throws {
        let cli = cli(with: "notes")
        let path = cli.folder.url.appendingPathComponent("coordgen.json").path
        #expect(chmod(path, 0o600) == 0)
        let owner: uid_t = getuid() == 0 ? 65_534 : getuid()
        #expect(chown(path, owner, getgid()) == 0)
        let run = cli.run(
            "add-coordinator", "Checkout", "--start", "Cart", "--from", "NoteList", "--action", "checkOut")
        #expect(run.code == .success, "\(run.errors)")
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == 0o600, "the mode became \(String(status.st_mode & 0o7777, radix: 8))")
        #expect(status.st_uid == owner, "the owner became \(status.st_uid)")
        #expect(cli.read("coordgen.json")?.contains("\"Checkout\"") == true)
    }

    @Test("a read-only manifest is not edited, even by a process that could replace it (D17)")
    func readOnlyManifest() throws {
        let cli = cli(with: "notes")
        let path = cli.folder.url.appendingPathComponent("coordgen.json").path
        #expect(chmod(path, 0o444) == 0)
        let before = cli.snapshot()
        let run = cli.run("add-screen", "Settings", "--coordinator", "Notes", "--from", "NoteList", "--action", "go")
        #expect(run.code == .fileSystem)
        #expect(
            run.errors
                == "coordgen: error: coordgen.json: is read-only, so it is unchanged: make it writable to edit it\n",
            "\(run.errors)")
        #expect(cli.snapshot() == before)
    }

    @Test("a manifest that is a pipe nothing writes to is refused after a while, never waited on forever (D17)")
    func pipeManifest() throws {
        let coordgen = try #require(Products.coordgen, "the coordgen executable was not built")
        let folder = TemporaryDirectory(prefix: "pipe")
        #expect(mkfifo(folder.url.appendingPathComponent("coordgen.json").path, 0o644) == 0)
        // In a process of its own, killed if it waits too long: the reproducer's validate never ended.
        let validate = ProcessRunner.run(coordgen, ["validate"], in: folder.url, timeout: 30)
        #expect(validate.status == ExitCode.fileSystem.rawValue, "\(validate.combined)")
        #expect(
            validate.error == "coordgen: error: coordgen.json: is a pipe that nothing wrote to for 5 s\n",
            "\(validate.error)")
    }

    @Test("an add command on a manifest that is not a regular file leaves it as it is (D17)")
    func addOnAPipe() throws {
        let cli = CLIHarness()
        cli.write(String(decoding: Fixture.named("notes").manifest, as: UTF8.self), to: "real.json")
        #expect(mkfifo(cli.folder.url.appendingPathComponent("coordgen.json").path, 0o644) == 0)
        // A pipe that gives a valid manifest: the edit is refused once it has read it.
        let pipe = cli.folder.url.appendingPathComponent("coordgen.json").path
        let writer = Thread {
            let descriptor = open(pipe, O_WRONLY)
            let bytes = Array(Fixture.named("notes").manifest)
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        // The reader opens the pipe without waiting for a writer: let the writer come first.
        usleep(200_000)
        let run = cli.run("add-coordinator", "Checkout", "--start", "Cart", "--from", "NoteList", "--action", "go")
        #expect(run.code == .fileSystem, "\(run.errors)")
        #expect(
            run.errors.contains(
                "coordgen.json: is not a regular file, so it is unchanged: run the command on the manifest file itself"),
            "\(run.errors)")
    }

    // MARK: D8: edits at once

    @Test("a folder's lock held by another coordgen makes a run wait, then fail with a message saying so (D8)")
    func lockTimeout() throws {
        let folder = TemporaryDirectory(prefix: "lock")
        let fileSystem = FileSystem(currentDirectory: folder.path)
        let held = try fileSystem.lock(".", waitingUpTo: 1)
        defer { held.release() }
        #expect {
            try fileSystem.lock(".", waitingUpTo: 0)
        } throws: { error in
            (error as? FileError)?.message
                == ".: another coordgen has been changing this folder for 0 s; nothing was changed: try again once it "
                + "has finished"
        }
        held.release()
        let again = try fileSystem.lock(".", waitingUpTo: 0)
        again.release()
    }

    @Test("add-screen and add-coordinator run at once on one manifest both land, every time (D8)")
    func concurrentEditsBothLand() throws {
        let coordgen = try #require(Products.coordgen, "the coordgen executable was not built")
        for round in 0..<TestTier.pick(quick: 8, full: 24) {
            let cli = cli(with: "notes")
            #expect(cli.run("generate", "-q").code == .success)
            let commands = [
                ["add-screen", "Settings", "--coordinator", "Notes", "--from", "NoteList", "--action", "showSettings"],
                ["add-coordinator", "Checkout", "--start", "Cart", "--from", "NoteList", "--action", "checkOut"],
            ]
            let results = Locked([Int32](repeating: -1, count: 2))
            let folder = cli.folder.url
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let run = ProcessRunner.run(coordgen, commands[index] + ["-q"], in: folder)
                results.withLock { $0[index] = run.status }
            }
            #expect(results.withLock { $0 } == [0, 0], "round \(round)")
            let manifest = cli.read("coordgen.json") ?? ""
            #expect(
                manifest.contains("\"Settings\"") && manifest.contains("\"Checkout\""),
                "round \(round): an edit was lost")
            #expect(cli.run("check").code == .success, "round \(round): the output does not follow the manifest")
        }
    }

    @Test("two generates of different manifests into one output folder at once leave one of them whole (race.py)")
    func racingGeneratesLeaveOneWholeOutput() throws {
        let coordgen = try #require(Products.coordgen, "the coordgen executable was not built")
        let folder = TemporaryDirectory(prefix: "race")
        let manifest = String(decoding: Fixture.named("routes").manifest, as: UTF8.self)
        let manifests = [
            manifest, manifest.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "access": "public","#),
        ]
        var expected: [[String: Data]] = []
        for (index, text) in manifests.enumerated() {
            _ = folder.write(text, to: "m\(index)/coordgen.json")
            let reference = ProcessRunner.run(
                coordgen, ["generate", "m\(index)/coordgen.json", "--output", "ref\(index)", "--no-scaffolds", "-q"],
                in: folder.url)
            try #require(reference.status == 0, "\(reference.combined)")
            expected.append(try contents(of: folder.url.appendingPathComponent("ref\(index)")))
        }
        try #require(expected[0] != expected[1])
        for round in 0..<TestTier.pick(quick: 6, full: 20) {
            let root = folder.url
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                _ = ProcessRunner.run(
                    coordgen, ["generate", "m\(index)/coordgen.json", "--output", "out", "--no-scaffolds", "-q"],
                    in: root)
            }
            let output = try contents(of: folder.url.appendingPathComponent("out"))
            #expect(output == expected[0] || output == expected[1], "round \(round): the output mixes the two")
            let hidden = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
            #expect(hidden.isEmpty, "round \(round): \(hidden) left behind")
        }
    }

    // MARK: D10: killed runs

    @Test(
        "a generate killed at any moment leaves the old output or the new, whole, and one hidden folder at most (D10)")
    func killedGenerateLeavesOneWholeOutput() throws {
        let coordgen = try #require(Products.coordgen, "the coordgen executable was not built")
        let benchmark = try #require(Products.benchmark, "the coordgen-benchmark executable was not built")
        let folder = TemporaryDirectory(prefix: "killed")
        let emitted = ProcessRunner.run(benchmark, ["--emit", "800"])
        try #require(emitted.status == 0, "\(emitted.combined)")
        let old = emitted.output
        // Public access changes every generated file.
        let new = old.replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "access": "public","#)
        try #require(new != old, "the synthetic manifest has no version line to follow")
        let manifests = ["old": old, "new": new]
        // What each manifest generates, as a reference.
        var expected: [String: [String: Data]] = [:]
        for (name, manifest) in manifests {
            _ = folder.write(manifest, to: "\(name)/coordgen.json")
            let run = ProcessRunner.run(
                coordgen, ["generate", "\(name)/coordgen.json", "--no-scaffolds", "-q"], in: folder.url)
            try #require(run.status == 0, "\(run.combined)")
            expected[name] = try contents(of: folder.url.appendingPathComponent("\(name)/Generated"))
        }
        try #require(expected["old"] != expected["new"], "the two manifests generate the same files")
        let app = folder.url.appendingPathComponent("app")
        // Each run is killed once it has begun to write (a hidden file or folder appears beside the output or in it),
        // after a wait that grows from run to run, so that the kills fall all over the writing.
        let waits = TestTier.pick(quick: [0, 2, 8, 25, 60], full: (0..<24).map { $0 * $0 / 4 })
        for wait in waits {
            try replaceOutput(in: app, with: folder.url.appendingPathComponent("old/Generated"), manifest: new)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: coordgen)
            process.arguments = ["generate", "coordgen.json", "--no-scaffolds", "-q"]
            process.currentDirectoryURL = app
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            while process.isRunning && !writes(in: app) {
                usleep(200)
            }
            usleep(useconds_t(wait * 1_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let moment = "\(wait) ms after it began to write"
            let output = try contents(of: app.appendingPathComponent("Generated"))
            #expect(
                output == expected["old"] || output == expected["new"],
                "killed \(moment): the output is neither the old nor the new one whole")
            let hidden = try FileManager.default.contentsOfDirectory(atPath: app.path).filter { $0.hasPrefix(".") }
            #expect(hidden.count <= 1, "killed \(moment): \(hidden.count) temporaries were left")
            let rerun = ProcessRunner.run(coordgen, ["generate", "coordgen.json", "--no-scaffolds", "-q"], in: app)
            #expect(rerun.status == 0, "\(rerun.combined)")
            #expect(try contents(of: app.appendingPathComponent("Generated")) == expected["new"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: app.path).filter { $0.hasPrefix(".") } == [])
        }
    }

    /// Whether a run has begun to write in `app`: a hidden entry (a temporary file or folder) is beside the output
    /// folder or in it.
    private func writes(in app: URL) -> Bool {
        [app, app.appendingPathComponent("Generated")].contains { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains { $0.hasPrefix(".") }
        }
    }

    /// Every file in `folder`, by name.
    private func contents(of folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    /// A fresh `app` folder holding `manifest` and a copy of `output` as its `Generated/`.
    private func replaceOutput(in app: URL, with output: URL, manifest: String) throws {
        try? FileManager.default.removeItem(at: app)
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: output, to: app.appendingPathComponent("Generated"))
        try Data(manifest.utf8).write(to: app.appendingPathComponent("coordgen.json"))
    }
}
