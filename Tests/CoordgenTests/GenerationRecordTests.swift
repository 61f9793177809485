import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

/// The record that lets an unchanged `generate` check the files instead of generating them (GenerationRecord).
/// Every other CLI test runs with records on as well (CLIHarness), so each test there that generates twice also
/// checks that a recorded run does what a full run does.
@Suite("Generation records")
struct GenerationRecordTests {
    let shop = String(decoding: Fixture.named("shop-protocols").manifest, as: UTF8.self)

    /// A project generated once, with its record.
    func generated() -> CLIHarness {
        let cli = CLIHarness()
        cli.write(shop, to: "coordgen.json")
        #expect(cli.run("generate", "-q").code == .success)
        return cli
    }

    func record(of cli: CLIHarness) throws -> GenerationRecord {
        let store = try #require(RecordStore(environment: ["COORDGEN_CACHE_DIR": cli.cache.path]))
        let fileSystem = FileSystem(currentDirectory: cli.folder.path)
        return try #require(store.load(forOutput: "Generated", fileSystem: fileSystem))
    }

    @Test("the checksum has the same values on every platform and reads whole words as little-endian")
    func checksumValues() {
        // Pinned, from a separate reference implementation of the algorithm Checksum describes (in Python): a big-endian
        // reading of the words, another padding or a change of constants changes them.
        #expect(Checksum.of([]) == 0x7acd_bb98_b134_4213)
        #expect(Checksum.of(Array("foobar".utf8)) == 0x3922_29b7_b371_7655)
        #expect(Checksum.of(Array("sixteen bytes!!!".utf8)) == 0x0d2c_aa36_9fdb_dfcf)
        #expect(Checksum.hex(0xab) == "00000000000000ab")
        #expect(Checksum.hex(0xcbf2_9ce4_8422_2325) == "cbf29ce484222325")
    }

    @Test("a changed byte, an added zero or a moved byte changes the checksum")
    func checksumSeesChanges() {
        let bytes = (0..<37).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }
        let original = Checksum.of(bytes)
        for index in bytes.indices {
            for change: UInt8 in [1, 0x80, 0xff] {
                var changed = bytes
                changed[index] ^= change
                #expect(Checksum.of(changed) != original, "byte \(index) ^ \(change)")
            }
        }
        // Zeros pad the last word, so only the length tells these apart.
        let zeros = (0...17).map { Checksum.of([UInt8](repeating: 0, count: $0)) }
        #expect(Set(zeros).count == zeros.count)
        var swapped = bytes
        swapped.swapAt(3, 20)
        #expect(Checksum.of(swapped) != original)
    }

    @Test("bytes added in pieces give the checksum of the bytes added at once")
    func checksumInPieces() {
        var generator = SeededGenerator(seed: 0xc0de)
        let bytes = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let whole = Checksum.of(bytes)
        for round in 0..<50 {
            var checksum = Checksum()
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 0...19, using: &generator))
                checksum.add(Array(bytes[start..<end]))
                start = end
            }
            #expect(checksum.value == whole, "round \(round), seed 0xc0de")
        }
        var lines = Checksum()
        lines.add(line: "ab")
        #expect(lines.value == Checksum.of(Array("ab\n".utf8)))
    }

    @Test("a record reads back as written, and anything short of a whole record is no record")
    func encoding() {
        let record = GenerationRecord(
            key: 0x0123_4567_89ab_cdef,
            generated: [.init(name: "A B.swift", size: 12, checksum: 7), .init(name: "C.swift", size: 0, checksum: 0)],
            scaffolds: ["Screens/Home ViewController.swift"])
        let bytes = record.encoded()
        #expect(GenerationRecord(decoding: bytes) == record)
        #expect(GenerationRecord(decoding: Array(bytes.dropLast())) == nil, "a record cut short")
        #expect(GenerationRecord(decoding: Array("other\n".utf8) + bytes) == nil)
        #expect(
            GenerationRecord(
                decoding: Array(String(decoding: bytes, as: UTF8.self).replacing(" 12 ", with: " x ").utf8)) == nil)
        #expect(GenerationRecord(decoding: []) == nil)
    }

    @Test("the key changes with the manifest, every option, the folder and the coordgen binary")
    func key() {
        let manifest = Array(shop.utf8)
        let run = GenerationRun(manifestPath: "coordgen.json")
        let base = GenerationRecord.key(manifest: manifest, run: run, currentDirectory: "/p", executable: "1:2:3:4.5")
        var variants: [UInt64] = [
            GenerationRecord.key(manifest: manifest + [32], run: run, currentDirectory: "/p", executable: "1:2:3:4.5"),
            GenerationRecord.key(manifest: manifest, run: run, currentDirectory: "/q", executable: "1:2:3:4.5"),
            GenerationRecord.key(manifest: manifest, run: run, currentDirectory: "/p", executable: "1:2:3:4.6"),
        ]
        var other = run
        other.mergedFileName = "All.swift"
        variants.append(
            GenerationRecord.key(manifest: manifest, run: other, currentDirectory: "/p", executable: "1:2:3:4.5"))
        other = run
        other.includeScaffolds = false
        variants.append(
            GenerationRecord.key(manifest: manifest, run: other, currentDirectory: "/p", executable: "1:2:3:4.5"))
        for locations in [OutputLocations(output: "Out"), OutputLocations(scaffolds: "Screens")] {
            other = GenerationRun(manifestPath: "coordgen.json", locations: locations)
            variants.append(
                GenerationRecord.key(manifest: manifest, run: other, currentDirectory: "/p", executable: "1:2:3:4.5"))
        }
        #expect(!variants.contains(base))
        #expect(Set(variants).count == variants.count)
    }

    @Test("a generate records its files and scaffolds; a second one that finds them intact is believed")
    func shortcutIsTaken() throws {
        let cli = generated()
        let record = try record(of: cli)
        #expect(record.generated.map(\.name).contains("MainCoordinator.swift"))
        #expect(record.scaffolds.contains("HomeViewController.swift"))
        // Edit a generated file and record the edit: the next run believes the record and leaves the file, which
        // shows it checked the files instead of generating them. (A full run restores the file: see below.)
        let edited = "// edited\n"
        cli.write(edited, to: "Generated/MainCoordinator.swift")
        var forged = record
        forged.generated = forged.generated.map { file in
            file.name == "MainCoordinator.swift"
                ? .init(name: file.name, size: edited.utf8.count, checksum: Checksum.of(Array(edited.utf8))) : file
        }
        let store = try #require(RecordStore(environment: ["COORDGEN_CACHE_DIR": cli.cache.path]))
        store.save(forged, forOutput: "Generated", fileSystem: FileSystem(currentDirectory: cli.folder.path))
        let run = cli.run("generate")
        #expect(run.output.hasSuffix("coordgen: 0 written, 10 unchanged, 0 removed, 0 scaffolds created\n"))
        #expect(cli.read("Generated/MainCoordinator.swift") == edited)
    }

    @Test("a record the same as the saved one is not written again; a different one replaces it")
    func sameRecordIsKept() throws {
        let cli = generated()
        let store = try #require(RecordStore(environment: ["COORDGEN_CACHE_DIR": cli.cache.path]))
        let fileSystem = FileSystem(currentDirectory: cli.folder.path)
        let path = store.path(forOutput: "Generated", fileSystem: fileSystem)
        // Dated in 2000, so that a file written since, whatever its inode, has a later date.
        let marked = Date(timeIntervalSince1970: 946_684_800)
        try FileManager.default.setAttributes([.modificationDate: marked], ofItemAtPath: path)
        func date() throws -> Date? {
            try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        }
        // A fresh run of the same output, as after deleting the output folder: the same record, left as it was.
        try FileManager.default.removeItem(atPath: cli.folder.path + "/Generated")
        #expect(cli.run("generate", "-q").code == .success)
        #expect(try date() == marked)
        var changed = try record(of: cli)
        changed.scaffolds.removeLast()
        store.save(changed, forOutput: "Generated", fileSystem: fileSystem)
        #expect(try date() != marked)
        #expect(try record(of: cli) == changed)
    }

    @Test("a recorded run prints what a full run prints")
    func sameOutput() {
        let recorded = generated()
        let full = generated()
        let withRecord = recorded.run("generate")
        let withoutRecord = full.run(["generate"], environment: ["COORDGEN_CACHE_DIR": ""])
        #expect(withRecord.output == withoutRecord.output)
        #expect(withRecord.output.contains("kept         Generated/MainCoordinator.swift\n"))
    }

    @Test(
        "whatever differs from the record, the next run generates and puts it right",
        arguments: [
            "edited", "same size", "removed", "replaced by a link", "stray", "temporary", "scaffold removed",
            "scaffold temporary",
        ])
    func disagreement(change: String) throws {
        let cli = generated()
        let original = try #require(cli.read("Generated/MainCoordinator.swift"))
        let path = cli.folder.path + "/Generated/MainCoordinator.swift"
        let deadProcess = ".coordgen-999999-1.tmp"
        switch change {
        case "edited": cli.write(original + "// mine\n", to: "Generated/MainCoordinator.swift")
        case "same size":
            cli.write(String(original.dropLast()) + "!", to: "Generated/MainCoordinator.swift")
        case "removed": try FileManager.default.removeItem(atPath: path)
        case "replaced by a link":
            cli.write(original, to: "elsewhere.swift")
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(
                atPath: path, withDestinationPath: cli.folder.path + "/elsewhere.swift")
        case "stray": cli.write("// Generated by coordgen from coordgen.json\n", to: "Generated/Old.swift")
        case "temporary": cli.write("partial", to: "Generated/" + deadProcess)
        case "scaffold removed":
            try FileManager.default.removeItem(atPath: cli.folder.path + "/HomeViewController.swift")
        case "scaffold temporary": cli.write("partial", to: deadProcess)
        default: Issue.record("unknown change \(change)")
        }
        let run = cli.run("generate", "-q")
        switch change {
        case "replaced by a link":
            // As without a record: coordgen never writes through a link.
            #expect(run.code == .fileSystem)
            #expect(run.errors.contains("Generated/MainCoordinator.swift: is not a regular file"))
        case "stray":
            #expect(run.output.hasSuffix("0 written, 10 unchanged, 1 removed, 0 scaffolds created\n"))
            #expect(!cli.folder.exists("Generated/Old.swift"))
        case "temporary", "scaffold temporary":
            #expect(!cli.folder.exists("Generated/" + deadProcess) && !cli.folder.exists(deadProcess))
        case "scaffold removed":
            #expect(run.output.hasSuffix("0 written, 10 unchanged, 0 removed, 1 scaffold created\n"))
        default:
            #expect(run.code == .success)
            #expect(cli.read("Generated/MainCoordinator.swift") == original)
        }
    }

    @Test("hidden files of other programs in the output folder do not stop the shortcut")
    func hiddenFiles() throws {
        let cli = generated()
        cli.write("finder", to: "Generated/.DS_Store")
        let run = GenerationRun(manifestPath: "coordgen.json")
        let fileSystem = FileSystem(currentDirectory: cli.folder.path)
        #expect(run.unchangedPlan(try record(of: cli), fileSystem: fileSystem) != nil)
        cli.write("// mine\n", to: "Generated/Extra.swift")
        #expect(run.unchangedPlan(try record(of: cli), fileSystem: fileSystem) == nil)
    }

    @Test("a manifest with warnings is never recorded, so every run prints them")
    func warningsAreNotRecorded() throws {
        let rule = try #require(ValidationCases.all.first { !$0.hasErrors })
        let cli = CLIHarness()
        cli.write(rule.manifest.text, to: "coordgen.json")
        let first = cli.run("generate", "-q")
        let second = cli.run("generate", "-q")
        #expect(first.code == .success && second.code == .success)
        #expect(!first.errors.isEmpty)
        #expect(second.errors == first.errors)
        let store = try #require(RecordStore(environment: ["COORDGEN_CACHE_DIR": cli.cache.path]))
        #expect(store.load(forOutput: "Generated", fileSystem: FileSystem(currentDirectory: cli.folder.path)) == nil)
    }

    @Test("a dry run neither reads nor writes records; a cache that cannot be written costs only the shortcut")
    func bestEffort() throws {
        let dry = CLIHarness()
        dry.write(shop, to: "coordgen.json")
        #expect(dry.run("generate", "--dry-run").code == .success)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dry.cache.path).isEmpty)

        let blocked = CLIHarness()
        blocked.write(shop, to: "coordgen.json")
        blocked.write("a file, not a folder", to: "cache")
        let environment = ["COORDGEN_CACHE_DIR": blocked.folder.path + "/cache/coordgen"]
        #expect(blocked.run(["generate", "-q"], environment: environment).code == .success)
        let again = blocked.run(["generate", "-q"], environment: environment)
        #expect(again.output == "coordgen: 0 written, 10 unchanged, 0 removed, 0 scaffolds created\n")
        #expect(again.errors.isEmpty)
    }

    @Test("the cache folder comes from COORDGEN_CACHE_DIR, XDG_CACHE_HOME or the home folder; empty turns it off")
    func location() {
        #expect(RecordStore(environment: ["COORDGEN_CACHE_DIR": "/c", "HOME": "/h"], executable: "x")?.folder == "/c")
        #expect(RecordStore(environment: ["COORDGEN_CACHE_DIR": "", "HOME": "/h"], executable: "x") == nil)
        #expect(
            RecordStore(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"], executable: "x")?.folder == "/x/coordgen")
        #expect(RecordStore(environment: [:], executable: "x") == nil)
        #expect(RecordStore(environment: ["HOME": "/h"], executable: nil) == nil)
        #if canImport(Darwin)
            #expect(RecordStore(environment: ["HOME": "/h"], executable: "x")?.folder == "/h/Library/Caches/coordgen")
        #else
            #expect(RecordStore(environment: ["HOME": "/h"], executable: "x")?.folder == "/h/.cache/coordgen")
        #endif
        #expect(SystemInterface.executableIdentity() != nil)
    }
}
