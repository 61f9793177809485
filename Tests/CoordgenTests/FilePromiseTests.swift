import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The README's promises about files, one test each (section "Files").
@Suite("File promises")
struct FilePromiseTests {
    let notes = String(decoding: Fixture.named("notes").manifest, as: UTF8.self)

    @Test(
        "it never writes through a symlink, however the output folder is spelled",
        arguments: ["Generated", "Generated/", "Generated//", "./Generated", "Generated/.", "./Generated//./"])
    func neverWritesThroughASymlink(spelling: String) throws {
        let cli = CLIHarness()
        cli.write(notes, to: "coordgen.json")
        let outside = TemporaryDirectory(prefix: "outside")
        try FileManager.default.createSymbolicLink(
            atPath: cli.folder.path + "/Generated", withDestinationPath: outside.path)
        let run = cli.run("generate", "--output", spelling, "--no-scaffolds")
        #expect(run.code == .fileSystem)
        #expect(
            run.errors == "coordgen: error: Generated: is a symbolic link; coordgen writes only into real folders\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test("it never overwrites a user's file, even one created while it runs")
    func neverOverwritesAUsersFile() throws {
        let (cli, fileSystem, plan) = try planNotes()
        #expect(plan.steps.contains(.createScaffold(path: "NoteListViewController.swift", bytes: [])) == false)
        // Between the plan and the writes, the user (or an editor) creates a view controller the plan would create.
        cli.write("// my hand-written file\n", to: "NoteListViewController.swift")
        let skipped = try plan.apply(fileSystem: fileSystem)
        #expect(skipped == ["NoteListViewController.swift"])
        #expect(cli.read("NoteListViewController.swift") == "// my hand-written file\n")
        #expect(cli.read("NoteDetailViewController.swift")?.contains("Created by coordgen") == true)
    }

    @Test("a name taken in the scaffolds folder is kept, matched as the file system matches names")
    func existingScaffoldsAreKept() throws {
        let cli = CLIHarness()
        cli.write(notes, to: "coordgen.json")
        cli.write("// mine\n", to: "NoteCell.swift")
        // Not a file, but the name is taken: coordgen creates nothing there.
        cli.write("// inside\n", to: "NoteListViewController.swift/Inside.swift")
        // Another file for the same name but for case: macOS's file systems take it for the scaffold, Linux's do not.
        cli.write("// mine too\n", to: "notedetailviewcontroller.swift")
        let sameButForCase = FileManager.default.fileExists(atPath: cli.folder.path + "/NoteDetailViewController.swift")
        let files = CoordinatorGenerator.standard.generate(manifest: Array(notes.utf8)).files
        let plan = try OutputPlan.make(
            files: files, outputDirectory: "Generated", scaffoldDirectory: ".",
            fileSystem: FileSystem(currentDirectory: cli.folder.path))
        let kept = plan.steps.compactMap { step -> String? in
            if case .keepScaffold(let name, let path) = step { "\(name) at \(path)" } else { nil }
        }
        let expected = ["NoteListViewController.swift at NoteListViewController.swift"]
        #expect(
            kept == expected
                + (sameButForCase ? ["NoteDetailViewController.swift at NoteDetailViewController.swift"] : []))
    }

    @Test("a scaffold created meanwhile is reported as kept, not created")
    func raceIsReported() throws {
        let (cli, fileSystem, plan) = try planNotes()
        cli.write("// mine\n", to: "ShareViewController.swift")
        var printed = ""
        let console = Console(output: { printed += $0 }, error: { printed += $0 }, usesColor: false)
        let context = Context(console: console, fileSystem: fileSystem, environment: [:])
        try GenerationRun.apply(plan, dryRun: false, verbosity: .summary, context: context)
        #expect(
            printed.contains(
                "kept         ShareViewController.swift (another program created it meanwhile; not replaced)\n"))
        #expect(printed.hasSuffix("coordgen: 8 written, 0 unchanged, 0 removed, 4 scaffolds created\n"))
    }

    @Test("an interrupted run leaves nothing half-written, and nothing behind after the next run")
    func interruptedRunsLeaveNothing() throws {
        let coordgen = try #require(Products.coordgen, "the coordgen executable was not built")
        let manifest = Self.chain(screens: 600)
        let reference = TemporaryDirectory(prefix: "kill-reference")
        reference.write(manifest, to: "coordgen.json")
        let started = Date()
        let full = ProcessRunner.run(coordgen, ["generate", "-q"], in: reference.url)
        let duration = Date().timeIntervalSince(started)
        try #require(full.status == 0, "\(full.combined)")
        let expected = Self.contents(of: reference.url)
        var interrupted = 0
        // Kills at points spread over a run, until five have landed: a run that finished before its kill (the
        // reference run's time is only a guide on a busy machine) tests the rerun alone, so more points follow.
        let fractions = [0.1, 0.3, 0.5, 0.7, 0.9, 0.05, 0.2, 0.4, 0.6, 0.15, 0.25, 0.35, 0.02, 0.08, 0.12]
        for fraction in fractions where interrupted < 5 {
            let folder = TemporaryDirectory(prefix: "kill")
            folder.write(manifest, to: "coordgen.json")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: coordgen)
            process.arguments = ["generate", "-q"]
            process.currentDirectoryURL = folder.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: duration * fraction)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal { interrupted += 1 }
            for (path, bytes) in Self.contents(of: folder.url) where !Self.isTemporary(path) {
                #expect(bytes == expected[path], "\(path) is half-written after a kill at \(fraction) of a run")
            }
            let rerun = ProcessRunner.run(coordgen, ["generate", "-q"], in: folder.url)
            #expect(rerun.status == 0, "\(rerun.combined)")
            let after = Self.contents(of: folder.url)
            #expect(after.keys.filter(Self.isTemporary).isEmpty, "temporary files stay after the next run")
            #expect(after == expected, "the next run does not restore the whole output")
        }
        #expect(interrupted >= 3, "too few runs were interrupted to test anything; the machine may be too fast")
    }

    @Test("the manifest is untouched on any error of an add command")
    func manifestUntouchedOnErrors() {
        let cli = CLIHarness()
        cli.write(notes, to: "coordgen.json")
        cli.run("generate", "-q")
        // A file coordgen did not write stands where the new screen's base class would go.
        cli.write("mine\n", to: "Generated/SettingsViewControllerBase.swift")
        let attempts: [[String]] = [
            ["add-screen", "Settings", "--coordinator", "Notes", "--from", "NoteList", "--action", "showSettings"],
            ["add-screen", "Other", "--coordinator", "Notes", "--from", "Nowhere", "--action", "showOther"],
            ["add-screen", "UI", "--coordinator", "Notes", "--from", "NoteList", "--action", "showUI"],
            ["add-coordinator", "Flow", "--start", "NoteList", "--from", "NoteList", "--action", "compose"],
            [
                "add-screen", "Extra", "--coordinator", "Notes", "--from", "NoteList", "--action", "showExtra",
                "--input", "topNavigationController:Int",
            ],
            ["add-screen", "Extra", "--coordinator", "Notes", "--input", "m:Int=a:b"],
        ]
        for attempt in attempts {
            let run = cli.run(attempt)
            #expect(run.code != .success, "\(attempt) succeeded")
            #expect(cli.read("coordgen.json") == notes, "\(attempt) changed the manifest")
        }
        #expect(cli.read("Generated/SettingsViewControllerBase.swift") == "mine\n")
        // Once the file is moved away, the same command works the first time.
        try? FileManager.default.removeItem(atPath: cli.folder.path + "/Generated/SettingsViewControllerBase.swift")
        let retry = cli.run(attempts[0])
        #expect(retry.code == .success, "\(retry.errors)")
        #expect(cli.read("coordgen.json")?.contains("\"Settings\"") == true)
    }

    @Test("a temporary file of a run that was killed is removed by the next run, and one in use is not")
    func staleTemporariesAreRemoved() throws {
        let cli = CLIHarness()
        cli.write(notes, to: "coordgen.json")
        cli.run("generate", "-q")
        // A process that has ended leaves its id free: its temporary file is stale.
        let ended = try Self.endedProcessID()
        let stale = ".coordgen-\(ended)-12345.tmp"
        let older = ".NotesCoordinator.swift.coordgen-\(ended)-678.tmp"
        let live = ".coordgen-\(getpid())-999.tmp"
        for name in [stale, older, live] {
            cli.write("partial", to: "Generated/\(name)")
        }
        let run = cli.run("generate")
        #expect(run.code == .success)
        #expect(run.output.contains("removed      Generated/\(stale) (left by an interrupted run)\n"))
        #expect(!cli.folder.exists("Generated/\(stale)"))
        #expect(!cli.folder.exists("Generated/\(older)"))
        #expect(cli.folder.exists("Generated/\(live)"), "a running coordgen's temporary file was removed")
    }

    @Test("a write that fails while staging writes nothing at all")
    func failedStagingWritesNothing() throws {
        let folder = TemporaryDirectory(prefix: "staging")
        folder.write("old\n", to: "A.swift")
        folder.write("not a folder\n", to: "Blocked")
        let plan = OutputPlan(steps: [
            .write(path: "A.swift", bytes: Array("new\n".utf8), isNew: false),
            .write(path: "Blocked/B.swift", bytes: Array("b\n".utf8), isNew: true),
        ])
        #expect(throws: FileError.self) { try plan.apply(fileSystem: FileSystem(currentDirectory: folder.path)) }
        #expect(folder.read("A.swift") == "old\n")
        #expect(folder.names() == ["A.swift", "Blocked"], "a temporary file stayed behind")
    }

    @Test("a scaffold placed while staging is taken back when a later file fails to stage")
    func failedStagingTakesBackScaffolds() throws {
        let folder = TemporaryDirectory(prefix: "staging-scaffolds")
        // The third file's temporary name cannot be created (its folder does not exist): staging fails there, after
        // the first scaffold was placed and the second found its name taken.
        let fileSystem = NameSequence.fileSystem(
            in: folder, temporaryNames: [".coordgen-1-1.tmp", ".coordgen-1-2.tmp", "Missing/.coordgen-1-3.tmp"])
        folder.write("mine\n", to: "Taken.swift")
        let plan = OutputPlan(steps: [
            .createScaffold(path: "New.swift", bytes: Array("new\n".utf8)),
            .createScaffold(path: "Taken.swift", bytes: Array("scaffold\n".utf8)),
            .write(path: "B.swift", bytes: Array("b\n".utf8), isNew: true),
        ])
        #expect {
            try plan.apply(fileSystem: fileSystem)
        } throws: { error in
            (error as? FileError)?.message
                == "B.swift: cannot be written (No such file or directory); nothing was written"
        }
        #expect(folder.read("Taken.swift") == "mine\n", "a file that was there was changed")
        #expect(folder.names() == ["Taken.swift"], "a scaffold or a temporary file stayed behind")
    }

    @Test("a temporary name that is taken (another run's leftover) is not an error: staging picks another")
    func takenTemporaryName() throws {
        let folder = TemporaryDirectory(prefix: "taken")
        folder.write("left by a killed run\n", to: ".coordgen-1-1.tmp")
        let fileSystem = NameSequence.fileSystem(
            in: folder, temporaryNames: [".coordgen-1-1.tmp", ".coordgen-1-1.tmp", ".coordgen-1-2.tmp"])
        let staged = try fileSystem.stage(Array("new\n".utf8), for: "A.swift")
        #expect(staged.temporary.hasSuffix("/.coordgen-1-2.tmp"))
        #expect(folder.read(".coordgen-1-1.tmp") == "left by a killed run\n", "a file that was there was replaced")
        #expect(try fileSystem.commit(staged, replacing: false))
        #expect(folder.read("A.swift") == "new\n")
    }

    @Test("a move that fails after staging names the files already in place and leaves no temporary file")
    func failedMoveNamesWhatWasWritten() throws {
        let folder = TemporaryDirectory(prefix: "moving")
        folder.write("old\n", to: "A.swift")
        folder.write("x\n", to: "Taken.swift/inside")
        let plan = OutputPlan(steps: [
            .write(path: "A.swift", bytes: Array("new\n".utf8), isNew: false),
            .write(path: "Taken.swift", bytes: Array("b\n".utf8), isNew: true),
            .createScaffold(path: "C.swift", bytes: Array("c\n".utf8)),
        ])
        #expect {
            try plan.apply(fileSystem: FileSystem(currentDirectory: folder.path))
        } throws: { error in
            (error as? FileError)?.message
                == "Taken.swift: cannot be written (Is a directory); already written: A.swift, C.swift"
        }
        #expect(folder.read("A.swift") == "new\n")
        #expect(folder.names() == ["A.swift", "C.swift", "Taken.swift"], "a temporary file stayed behind")
    }

    @Test(
        "scaffolds are placed by a hard link, or copied where there are none; never over a file",
        arguments: [true, false])
    func scaffoldsPlacedExclusively(hasHardLinks: Bool) throws {
        let folder = TemporaryDirectory(prefix: "exclusive")
        folder.write("mine\n", to: "Taken.swift")
        var fileSystem = FileSystem(currentDirectory: folder.path)
        if !hasHardLinks {
            fileSystem.hardLink = { _, _ in
                errno = EPERM  // What Linux answers on FAT; macOS answers ENOTSUP.
                return -1
            }
        }
        let plan = OutputPlan(steps: [
            .createScaffold(path: "New.swift", bytes: Array("new\n".utf8)),
            .createScaffold(path: "Taken.swift", bytes: Array("scaffold\n".utf8)),
        ])
        #expect(try plan.apply(fileSystem: fileSystem) == ["Taken.swift"])
        #expect(folder.read("New.swift") == "new\n")
        #expect(folder.read("Taken.swift") == "mine\n", "a file that exists was replaced")
        #expect(folder.names() == ["New.swift", "Taken.swift"], "a temporary file stayed behind")
    }

    @Test("bound to the process's folder, it hands the system relative paths, which reach the same files")
    func relativePathsFromTheProcessFolder() throws {
        let folder = TemporaryDirectory(prefix: "relative")
        let current = SystemInterface.currentDirectory()
        // The temporary folder, reached from the process's folder: up to the root, then down.
        let relative =
            String(repeating: "../", count: current.split(separator: "/").count) + folder.path.drop { $0 == "/" }
        let fileSystem = FileSystem(currentDirectory: current, isProcessDirectory: true)
        #expect(fileSystem.systemPath(relative + "/A.swift") == relative + "/A.swift")
        let staged = try fileSystem.stage(Array("a\n".utf8), for: relative + "/A.swift")
        #expect(!staged.temporary.hasPrefix("/"), "the temporary file was named by an absolute path")
        #expect(try fileSystem.commit(staged, replacing: false))
        #expect(folder.read("A.swift") == "a\n")
        #expect(folder.names() == ["A.swift"], "a temporary file stayed behind")
        // Playing another folder, a file system hands the system absolute paths.
        let elsewhere = FileSystem(currentDirectory: folder.path)
        #expect(elsewhere.systemPath("B.swift") == folder.path + "/B.swift")
        #expect(elsewhere.systemPath("/B.swift") == "/B.swift")
    }

    @Test("temporary names carry this process's id, and no two are alike, however many threads ask at once")
    func temporaryNamesAreUnique() {
        let names = Parallel.map(Array(0..<4_000)) { _ in TemporaryFiles.newName() }
        #expect(Set(names).count == names.count, "two temporary names were alike")
        #expect(names.allSatisfy { TemporaryFiles.owner(of: $0) == getpid() })
    }

    @Test("a new output folder appears whole: it is written beside itself, then renamed into place")
    func newOutputFolderAppearsWhole() throws {
        let (cli, fileSystem, plan) = try planNotes()
        #expect(plan.newOutputDirectory == "Generated")
        var watching = fileSystem
        // Looks at the folder while the files are written: nothing may be at the output folder's name yet.
        let seen = Locked(0)
        let output = cli.folder.path + "/Generated"
        watching.temporaryName = {
            let exists = FileManager.default.fileExists(atPath: output)
            seen.withLock { $0 += exists ? 1 : 0 }
            return TemporaryFiles.newName()
        }
        try plan.apply(fileSystem: watching)
        #expect(seen.withLock { $0 } == 0, "the output folder existed while its files were written")
        let staging = try FileManager.default.contentsOfDirectory(atPath: cli.folder.path).filter {
            $0.hasSuffix(".tmp")
        }
        #expect(staging.isEmpty, "a staging folder stayed behind")
        #expect(cli.folder.names(in: "Generated").count == 8)
        #expect(cli.read("Generated/NotesCoordinator.swift")?.hasPrefix("// Generated by coordgen") == true)
    }

    @Test("a new output folder that fails to be written, or is taken meanwhile, leaves nothing behind")
    func newOutputFolderFailures() throws {
        // A scaffold that cannot be staged: the output folder's files are already in the staging folder.
        /// A new `Generated/` with one file, and a scaffold at `scaffold`.
        func plan(scaffold: String) -> OutputPlan {
            OutputPlan(
                steps: [
                    .write(path: "Generated/A.swift", bytes: Array("a\n".utf8), isNew: true),
                    .createScaffold(path: scaffold, bytes: Array("b\n".utf8)),
                ],
                newOutputDirectory: "Generated")
        }
        let blocked = TemporaryDirectory(prefix: "new-folder")
        blocked.write("not a folder\n", to: "Blocked")
        #expect(throws: FileError.self) {
            try plan(scaffold: "Blocked/B.swift").apply(fileSystem: FileSystem(currentDirectory: blocked.path))
        }
        #expect(blocked.names() == ["Blocked"])
        // Another program makes the folder, with a file in it, after the plan was made.
        let taken = TemporaryDirectory(prefix: "taken-folder")
        taken.write("theirs\n", to: "Generated/Theirs.swift")
        #expect {
            try plan(scaffold: "C.swift").apply(fileSystem: FileSystem(currentDirectory: taken.path))
        } throws: { error in
            (error as? FileError)?.message
                == "Generated: was created by another program while coordgen ran; nothing was written"
        }
        #expect(taken.names() == ["Generated"])
        #expect(taken.names(in: "Generated") == ["Theirs.swift"])
    }

    @Test("a staging folder of a run that was killed is removed by the next run, and one in use is not")
    func staleStagingFoldersAreRemoved() throws {
        let cli = CLIHarness()
        cli.write(notes, to: "coordgen.json")
        let ended = try Self.endedProcessID()
        let stale = ".coordgen-\(ended)-12345.tmp"
        let live = ".coordgen-\(getpid())-999.tmp"
        for name in [stale, live] {
            cli.write("partial", to: "\(name)/NotesCoordinator.swift")
        }
        let run = cli.run("generate")
        #expect(run.code == .success, "\(run.errors)")
        #expect(run.output.contains("removed      \(stale) (left by an interrupted run)\n"))
        #expect(!cli.folder.exists(stale))
        #expect(cli.folder.exists("\(live)/NotesCoordinator.swift"), "a running coordgen's staging folder was removed")
        // The shortcut of an unchanged run is not taken while a temporary file of another run is there.
        #expect(cli.run("generate").output.hasPrefix("coordgen: 0 written"))
    }

    @Test("add-screen keeps a CRLF manifest's line endings")
    func keepsCRLF() {
        let cli = CLIHarness()
        let crlf = notes.replacingOccurrences(of: "\n", with: "\r\n")
        cli.write(crlf, to: "coordgen.json")
        let run = cli.run([
            "add-screen", "Settings", "--coordinator", "Notes", "--from", "NoteList", "--action", "go",
        ])
        #expect(run.code == .success, "\(run.errors)")
        let edited = cli.read("coordgen.json") ?? ""
        #expect(edited.contains("Settings"))
        #expect(!edited.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a line ends in LF only")
        #expect(!edited.replacingOccurrences(of: "\r\n", with: "").contains("\r"), "a lone CR")
        #expect(
            run.output == "coordgen: 9 written, 0 unchanged, 0 removed, 6 scaffolds created\n",
            "add-screen prints the summary only")
    }

    // MARK: Helpers

    /// The notes fixture's manifest in a new folder, and the plan for generating it there, not yet carried out.
    private func planNotes() throws -> (CLIHarness, FileSystem, OutputPlan) {
        let cli = CLIHarness()
        cli.write(notes, to: "coordgen.json")
        let fileSystem = FileSystem(currentDirectory: cli.folder.path)
        let files = CoordinatorGenerator.standard.generate(manifest: Array(notes.utf8)).files
        let plan = try OutputPlan.make(
            files: files, outputDirectory: "Generated", scaffoldDirectory: ".", fileSystem: fileSystem)
        return (cli, fileSystem, plan)
    }

    /// The id of a process that has run and ended, which no running process has.
    static func endedProcessID() throws -> Int32 {
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/sh")
        ended.arguments = ["-c", "exit 0"]
        try ended.run()
        ended.waitUntilExit()
        return ended.processIdentifier
    }

    /// A root flow of `screens` screens, each pushing the next.
    static func chain(screens: Int) -> String {
        let entries = (0..<screens).map { index in
            index + 1 < screens
                ? #"{ "name": "S\#(index)", "actions": [ { "name": "next\#(index)", "push": "S\#(index + 1)" } ] }"#
                : #"{ "name": "S\#(index)" }"#
        }
        return #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "S0" } ], "#
            + #""screens": [ "# + entries.joined(separator: ",\n") + " ] }\n"
    }

    /// Whether `path` is a temporary file, or a file in a staging folder (which a new output folder is written into).
    static func isTemporary(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix(".") && $0.hasSuffix(".tmp") }
    }

    /// Every file under `folder` (hidden ones too), by relative path.
    static func contents(of folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let root = folder.resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result[path] = FileManager.default.contents(atPath: root + "/" + path)
            }
        }
        return result
    }
}

/// Names handed out in order, for a file system whose temporary names a test chooses.
final class NameSequence: @unchecked Sendable {
    private var names: [String]

    init(_ names: [String]) {
        self.names = names
    }

    func next() -> String {
        names.isEmpty ? ".coordgen-1-\(UInt32.random(in: 3...UInt32.max)).tmp" : names.removeFirst()
    }

    /// A file system of `folder` that hands out `temporaryNames` first, then random ones.
    static func fileSystem(in folder: TemporaryDirectory, temporaryNames: [String]) -> FileSystem {
        var fileSystem = FileSystem(currentDirectory: folder.path)
        let names = NameSequence(temporaryNames)
        fileSystem.temporaryName = { names.next() }
        return fileSystem
    }
}
