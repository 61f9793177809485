// Times `coordgen generate` on synthetic manifests, as a user's build would run it: a fresh process each time.
//
// Usage: Benchmarks/run.sh [--sizes 10,100,1000,5000] [--runs 7]
//        coordgen-benchmark --emit 1000 > coordgen.json   (one synthetic manifest, for profiling)
// (builds coordgen in release first; see Benchmarks/README.md)

import Foundation

struct Options {
    var coordgen = ".build/release/coordgen"
    /// Another build of coordgen, timed in turn with `coordgen` on the same manifests, for a comparison in one run.
    var baseline: String?
    var sizes = [10, 100, 1_000, 5_000]
    var runs = 7
    /// Where the synthetic projects are written; the file system's speed is part of what is measured.
    var folder = FileManager.default.temporaryDirectory.path

    static let usage = """
        usage: coordgen-benchmark [--coordgen PATH] [--baseline PATH] [--sizes N,N,...] [--runs N] [--folder PATH]
               coordgen-benchmark --emit N

          --coordgen PATH   the coordgen executable to time (default: .build/release/coordgen)
          --baseline PATH   another build to time in turn with it, run for run, in the same folders
          --sizes N,N,...   how many screens each synthetic app has (default: 10,100,1000,5000)
          --runs N          runs per size; each figure is their median (default: 7)
          --folder PATH     where the synthetic apps are written; its file system is part of what is measured
                            (default: the system's temporary folder; /dev/shm is a RAM disk on Linux)
          --emit N          print one synthetic manifest of N screens instead, for profiling
        """

    /// The options in `arguments`, or why they cannot be read.
    init(_ arguments: [String]) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let option = arguments[index]
            /// The value after the option.
            func value() throws(UsageError) -> String {
                guard index + 1 < arguments.count else { throw UsageError(message: "\(option) needs a value") }
                return arguments[index + 1]
            }
            switch option {
            case "--coordgen": coordgen = try value()
            case "--baseline": baseline = try value()
            case "--sizes":
                let text = try value()
                let parsed = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
                guard !parsed.isEmpty, parsed.allSatisfy({ ($0 ?? 0) > 0 }) else {
                    throw UsageError(message: "--sizes takes screen counts above 0, such as 10,100; got '\(text)'")
                }
                sizes = parsed.compactMap { $0 }
            case "--runs":
                let text = try value()
                guard let count = Int(text), count > 0 else {
                    throw UsageError(message: "--runs takes a count above 0; got '\(text)'")
                }
                runs = count
            case "--folder": folder = try value()
            default: throw UsageError(message: "unknown option '\(option)'")
            }
            index += 2
        }
    }
}

struct UsageError: Error {
    var message: String
}

/// A manifest with `screens` screens: flows of ten screens, each flow's first screen pushing the other nine
/// (with inputs and parameters), every flow after the first started as a child, styles mixed.
func syntheticManifest(screens: Int) -> String {
    let flows = max(1, (screens + 9) / 10)
    let styles = ["protocols", "closures", "events"]
    var coordinators: [String] = []
    var screenEntries: [String] = []
    for flow in 0..<flows {
        let first = flow * 10
        let last = min(screens, first + 10)
        coordinators.append("    { \"name\": \"Flow\(flow)\", \"start\": \"Screen\(first)\" }")
        for screen in first..<last {
            var actions: [String] = []
            if screen == first {
                for target in (first + 1)..<last {
                    actions.append(
                        "{ \"name\": \"open\(target)\", \"parameters\": [ { \"label\": \"_\", \"name\": \"id\", "
                            + "\"type\": \"Int\" } ], \"push\": \"Screen\(target)\" }")
                }
                let child = flow * 2 + 1
                if child < flows {
                    actions.append("{ \"name\": \"startFlow\(child)\", \"startChild\": \"Flow\(child)\" }")
                }
                if child + 1 < flows {
                    actions.append(
                        "{ \"name\": \"startFlow\(child + 1)\", \"startChild\": \"Flow\(child + 1)\", "
                            + "\"modal\": true }")
                }
            } else {
                actions.append("{ \"name\": \"back\(screen)\", \"pop\": true }")
            }
            if flow > 0, screen == first {
                actions.append("{ \"name\": \"done\(screen)\", \"finish\": true }")
            }
            let inputs = screen == first ? "" : ", \"inputs\": [ { \"name\": \"id\", \"type\": \"Int\" } ]"
            screenEntries.append(
                "    { \"name\": \"Screen\(screen)\", \"style\": \"\(styles[screen % 3])\"\(inputs), "
                    + "\"actions\": [\n      " + actions.joined(separator: ",\n      ") + " ] }")
        }
    }
    return """
        {
          "version": 1,
          "app": { "root": "Flow0" },
          "coordinators": [
        \(coordinators.joined(separator: ",\n"))
          ],
          "screens": [
        \(screenEntries.joined(separator: ",\n"))
          ]
        }

        """
}

/// Runs coordgen once and returns the wall time in milliseconds and what it printed.
///
/// It spawns with `posix_spawn` and waits with `waitpid`: Foundation's `Process` adds tens of milliseconds on
/// Linux, which would be measured as coordgen's.
func timedRun(_ coordgen: String, _ arguments: [String], in folder: URL) -> (milliseconds: Double, output: String) {
    let outputPath = folder.appendingPathComponent(".benchmark-output").path
    // Darwin declares the type as an optional pointer, Glibc as a struct.
    #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
    #else
        var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ([coordgen] + arguments).map { strdup($0) } + [nil]
    defer {
        for argument in argv {
            free(argument)
        }
    }
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, coordgen, &actions, nil, argv, environ) == 0 else {
        fatalError("cannot run \(coordgen); build it with: swift build -c release --product coordgen")
    }
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    try? FileManager.default.removeItem(atPath: outputPath)
    guard status == 0 else {
        fatalError("\(coordgen) failed:\n" + output)
    }
    return (elapsed, output)
}

/// The floor a fresh run is measured against: copying the same tree (`cp -r`), timed the same way.
func timedCopy(of folder: URL) -> Double {
    let copy = folder.path + "-copy"
    defer { try? FileManager.default.removeItem(atPath: copy) }
    return timedRun("/bin/cp", ["-r", folder.path, copy], in: folder.deletingLastPathComponent()).milliseconds
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

func bytes(under folder: URL) -> Int {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
    var total = 0
    while let url = enumerator?.nextObject() as? URL {
        if url.pathExtension == "swift" {
            total += (try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
        }
    }
    return total
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
    print(Options.usage)
    exit(0)
}
if arguments.first == "--emit" {
    // Prints one synthetic manifest, for profiling: coordgen-benchmark --emit 1000 > coordgen.json
    guard arguments.count == 2, let size = Int(arguments[1]), size > 0 else {
        FileHandle.standardError.write(Data("coordgen-benchmark: error: --emit takes one count above 0\n".utf8))
        exit(64)
    }
    print(syntheticManifest(screens: size), terminator: "")
    exit(0)
}
let options: Options
do {
    options = try Options(arguments)
} catch {
    FileHandle.standardError.write(Data("coordgen-benchmark: error: \(error.message)\n\n\(Options.usage)\n".utf8))
    exit(64)
}
/// The medians of one build's runs at one size.
struct Figures {
    var fresh: [Double] = []
    var unchanged: [Double] = []
}

/// Removes everything but the manifest, runs `coordgen` fresh and again, and records both times.
func measure(_ coordgen: String, in folder: URL, into figures: inout Figures) throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix("coordgen.json")
    {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
    }
    // No flag: coordgen prints its one summary line (before quiet output became the default, --quiet did), which says
    // whether the unchanged run wrote anything.
    figures.fresh.append(timedRun(coordgen, ["generate"], in: folder).milliseconds)
    let again = timedRun(coordgen, ["generate"], in: folder)
    guard again.output.contains(" 0 written,"), again.output.contains(" 0 scaffolds created") else {
        fatalError("an unchanged run rewrote files: \(again.output)")
    }
    figures.unchanged.append(again.milliseconds)
}

let builds = [options.coordgen] + (options.baseline.map { [$0] } ?? [])
let executables = builds.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
print("coordgen generate, median of \(options.runs) runs, wall time including process start")
print("copy: cp -r of the generated tree, run between the two, so the ratios are measured side by side")
if executables.count > 1 {
    print("build A: \(executables[0])\nbuild B (baseline): \(executables[1])")
    print("the builds take turns, run for run, each going first in every other run")
}
print(
    "screens | build | files | output bytes | fresh run ms | unchanged run ms | copy ms | fresh ÷ copy | unchanged ÷ fresh"
)
print(
    "------: | :---: | ----: | -----------: | -----------: | ---------------: | ------: | -----------: | ----------------:"
)
for size in options.sizes {
    let folder = URL(fileURLWithPath: options.folder).appendingPathComponent("coordgen-benchmark-\(size)-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(syntheticManifest(screens: size).utf8).write(to: folder.appendingPathComponent("coordgen.json"))
    var figures = Array(repeating: Figures(), count: executables.count)
    var copies: [Double] = []
    var files = 0
    var outputBytes = 0
    for run in 0..<options.runs {
        // Which build goes first alternates: the first run after the copy pays for freeing its pages, and a build
        // that always went first would look slower than it is.
        for index in run.isMultiple(of: 2) ? Array(executables.indices) : executables.indices.reversed() {
            try measure(executables[index], in: folder, into: &figures[index])
        }
        // The tree as generated: the manifest, Generated/ and the scaffolds.
        copies.append(timedCopy(of: folder))
        files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects.count ?? 1) - 2
        outputBytes = bytes(under: folder)
    }
    for (index, build) in figures.enumerated() {
        let name = index == 0 ? "    A" : "    B"
        print(
            String(format: "%7d | ", size) + name
                + String(
                    format: " | %5d | %12d | %12.1f | %16.1f | %7.1f | %12.2f | %17.2f", files, outputBytes,
                    median(build.fresh), median(build.unchanged), median(copies), median(build.fresh) / median(copies),
                    median(build.unchanged) / median(build.fresh)))
    }
}
