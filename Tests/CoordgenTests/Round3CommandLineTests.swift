import Foundation
import TestSupport
import Testing

@testable import coordgen

/// The command-line reproducers of the third hardening pass (`../shared/reproducers/round3/*.sh`), each run here
/// in-process: nothing is written in the wrong place, and an endless input ends.
@Suite("Hardening round 3, command line")
struct Round3CommandLineTests {
    /// The notes fixture's manifest in a fresh folder.
    private func notes() -> CLIHarness {
        let cli = CLIHarness()
        cli.write(String(decoding: Fixture.named("notes").manifest, as: UTF8.self), to: "coordgen.json")
        return cli
    }

    @Test(
        "an empty --output or --scaffolds is a usage error, and nothing is written",
        arguments: ["--output", "--scaffolds"])
    func emptyFolderOption(_ option: String) {
        let cli = notes()
        for spelling in [[option, ""], [option + "="]] {
            let run = cli.run(["generate"] + spelling)
            #expect(run.code == .usage, "\(spelling): \(run.errors)")
            #expect(run.errors.contains("'\(option)' needs a value"), "\(run.errors)")
        }
        #expect(cli.files() == ["coordgen.json"])
    }

    @Test("add-screen on a manifest that is a symbolic link changes neither the link nor the manifest")
    func addScreenOnALinkedManifest() throws {
        let cli = CLIHarness()
        let manifest = String(decoding: Fixture.named("notes").manifest, as: UTF8.self)
        cli.write(manifest, to: "real/coordgen.json")
        try FileManager.default.createDirectory(
            at: cli.folder.url.appendingPathComponent("proj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: cli.folder.url.appendingPathComponent("proj/coordgen.json").path,
            withDestinationPath: "../real/coordgen.json")
        let run = cli.run(
            "add-screen", "Settings", "--coordinator", "Notes", "--from", "NoteList", "--action", "showSettings",
            "--manifest", "proj/coordgen.json")
        #expect(run.code == .fileSystem, "\(run.output)\(run.errors)")
        #expect(run.errors.contains("proj/coordgen.json: is a symbolic link"), "\(run.errors)")
        let link = cli.folder.url.appendingPathComponent("proj/coordgen.json").path
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == "../real/coordgen.json")
        #expect(cli.read("real/coordgen.json") == manifest)
        #expect(!cli.files().contains { $0.hasSuffix(".swift") })
    }

    @Test("--scaffolds refuses a symbolically linked folder, as --output does")
    func linkedScaffoldsFolder() throws {
        let cli = notes()
        try FileManager.default.createDirectory(
            at: cli.folder.url.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: cli.folder.url.appendingPathComponent("Screens").path, withDestinationPath: "outside")
        let run = cli.run("generate", "--scaffolds", "Screens")
        #expect(run.code == .fileSystem, "\(run.output)\(run.errors)")
        #expect(run.errors.contains("Screens: is a symbolic link; coordgen writes only into real folders"))
        #expect(cli.files() == ["coordgen.json"])
    }

    @Test("an argument that is not UTF-8 is refused, instead of naming another folder, and nothing is written")
    func nonUTF8Argument() throws {
        let coordgen = try #require(Products.coordgen, "the coordgen executable was not built")
        let cli = notes()
        // The shell passes the bytes 0xFF 0xFE as they are; Swift strings cannot hold them.
        let script = #""$0" generate --output "$(printf '\377\376Gen')" --no-scaffolds -q"#
        let result = ProcessRunner.run(
            "/bin/sh", ["-c", script, coordgen], in: cli.folder.url, environment: [:])
        #expect(result.status == 64, "\(result.combined)")
        #expect(result.combined.contains("argument 3 is not valid UTF-8"), "\(result.combined)")
        #expect(cli.files() == ["coordgen.json"])
    }

    @Test("add-screen keeps a manifest's CR-only line ends (classic Mac OS) in the lines it inserts")
    func keepsCROnly() throws {
        let cli = CLIHarness()
        let manifest = Fixture.named("notes").manifest.map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: "\r") : $0 }
        try Data(manifest).write(to: cli.folder.url.appendingPathComponent("coordgen.json"))
        let run = cli.run(
            "add-screen", "Settings", "--coordinator", "Notes", "--from", "NoteList", "--action", "showSettings", "-q")
        #expect(run.code == .success, "\(run.errors)")
        let edited = try Array(Data(contentsOf: cli.folder.url.appendingPathComponent("coordgen.json")))
        #expect(edited.count > manifest.count, "nothing was added")
        #expect(!edited.contains(UInt8(ascii: "\n")), "an inserted line ends in LF")
    }

    @Test(
        "a manifest saved as UTF-16 or UTF-32 is named as such",
        arguments: [
            (String.Encoding.utf16LittleEndian, "UTF-16 (little-endian)"), (.utf16BigEndian, "UTF-16 (big-endian)"),
            (.utf16, "UTF-16 (little-endian)"), (.utf32LittleEndian, "UTF-32 (little-endian)"),
            (.utf32BigEndian, "UTF-32 (big-endian)"),
        ])
    func otherEncodings(_ encoding: String.Encoding, _ name: String) throws {
        let cli = CLIHarness()
        let text = String(decoding: Fixture.named("notes").manifest, as: UTF8.self)
        let bytes = try #require(text.data(using: encoding))
        try bytes.write(to: cli.folder.url.appendingPathComponent("coordgen.json"))
        let run = cli.run("validate")
        #expect(run.code == .invalidManifest, "\(run.errors)")
        #expect(
            run.errors.contains(
                "coordgen.json:1:1: error: the manifest is \(name); coordgen reads UTF-8, so save it as UTF-8 (in "
                    + "Xcode: File Inspector, Text Encoding)"), "\(run.errors)")
    }

    /// A root flow of `count` screens, each pushing the next.
    static func chain(_ count: Int) -> String {
        let screens = (0..<count).map { index in
            index + 1 < count
                ? #"{ "name": "S\#(index)", "actions": [ { "name": "next\#(index)", "push": "S\#(index + 1)" } ] }"#
                : #"{ "name": "S\#(index)" }"#
        }
        return #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "S0" } ], "#
            + #""screens": [ \#(screens.joined(separator: ", ")) ] }"#
    }

    @Test("two generate runs racing on one fresh folder leave a whole tree whenever one of them succeeds")
    func racingRuns() throws {
        let coordgen = try #require(Products.coordgen, "the coordgen executable was not built")
        for round in 0..<8 {
            let folder = TemporaryDirectory(prefix: "race-\(round)")
            folder.write(Self.chain(150), to: "coordgen.json")
            let runs = (0..<2).map { _ in
                let process = Process()
                process.executableURL = URL(fileURLWithPath: coordgen)
                process.arguments = ["generate", "-q"]
                process.currentDirectoryURL = folder.url
                process.environment = [:]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                return process
            }
            for process in runs {
                try process.run()
            }
            for process in runs {
                process.waitUntilExit()
            }
            guard runs.contains(where: { $0.terminationStatus == 0 }) else { continue }
            let check = ProcessRunner.run(coordgen, ["check"], in: folder.url, environment: [:])
            #expect(check.status == 0, "round \(round): a run exited 0, but check says:\n\(check.combined)")
        }
    }

    @Test("an endless input is refused once it passes the largest manifest, instead of filling memory")
    func endlessInput() {
        let run = CLIHarness().run("validate", "/dev/zero")
        #expect(run.code == .fileSystem, "\(run.errors)")
        #expect(run.errors.contains("/dev/zero: is larger than \(Context.maximumManifestBytes) bytes"), "\(run.errors)")
    }
}
