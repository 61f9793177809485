import Foundation
import Generator
import TestSupport
import Testing

@testable import coordgen

/// Mutated fixtures through `coordgen generate`: no crash, no hang, and every manifest coordgen accepts compiles.
/// Replay a failure with `COORDGEN_FUZZ_SEED=<seed>`; `COORDGEN_FUZZ_COUNT` sets the number of cases.
@Suite("Fuzz")
struct FuzzTests {
    static let count =
        Int(ProcessInfo.processInfo.environment["COORDGEN_FUZZ_COUNT"] ?? "") ?? TestTier.pick(quick: 60, full: 600)
    /// How many accepted manifests a run compiles; `COORDGEN_FUZZ_COMPILE_LIMIT` raises it for a long local run.
    static let compileLimit =
        Int(ProcessInfo.processInfo.environment["COORDGEN_FUZZ_COMPILE_LIMIT"] ?? "")
        ?? TestTier.pick(quick: 5, full: 50)
    /// How many of the compiled manifests are also type-checked against Apple's SDK, when there is one.
    static let realSDKSample = 6
    static let seed: UInt64 =
        UInt64(ProcessInfo.processInfo.environment["COORDGEN_FUZZ_SEED"] ?? "") ?? TestTier.fixedSeed

    /// A manifest coordgen accepted, with what it generated.
    struct Accepted {
        var index: Int
        var manifest: String
        var files: [OutputFile]
    }

    /// A manifest of its own with a value in every slot the fixtures without hand-written code leave empty: top-level
    /// flows and a tab bar, results, an embed and its messages, view models, dependencies, a runtime prefix, public
    /// access, a deployment target, a presentation style and detents, and styles mixed per screen.
    static let everySlot = """
        {
          "version": 1,
          "style": "closures",
          "viewControllers": "code",
          "architecture": "mvvm",
          "dependencies": "[String: Int]",
          "runtimePrefix": "Fz",
          "access": "public",
          "deploymentTarget": "14.0",
          "app": {
            "flows": ["Login", "Main"],
            "initial": "Login",
            "tabBars": [ { "name": "Main", "tabs": ["Feed", "Account"] } ],
            "actions": [
              { "name": "help", "startChild": "Help", "modalPresentationStyle": "formSheet", "detents": ["medium"] },
              { "name": "expire", "switchTo": "Login", "animated": false } ]
          },
          "coordinators": [
            { "name": "Login", "start": "SignIn",
              "result": { "cases": [
                { "name": "signedIn", "parameters": [ { "name": "user", "type": "String" } ],
                  "switchTo": "Main" } ] } },
            { "name": "Feed", "start": "Feed", "tab": { "title": "Feed", "systemItem": "featured" } },
            { "name": "Account", "start": "Account", "tab": { "title": "Account", "image": "person" } },
            { "name": "Help", "start": "Details" },
            { "name": "Picker", "start": "Picker",
              "result": {
                "cases": [
                  { "name": "picked", "parameters": [ { "name": "value", "type": "Int" } ] }, { "name": "cancelled" } ],
                "whenLeft": "cancelled" } }
          ],
          "screens": [
            { "name": "SignIn", "actions": [
              { "name": "signIn", "parameters": [ { "name": "user", "type": "String" } ], "finish": "signedIn" } ] },
            { "name": "Feed", "inputs": [ { "name": "text", "type": "String", "default": "\\"Hello\\"" } ],
              "embeds": [ { "screen": "Banner", "name": "banner" } ],
              "actions": [
                { "name": "pick", "startChild": "Picker", "modal": true },
                { "name": "details", "present": "Details", "modalPresentationStyle": "pageSheet",
                  "detents": ["medium", "large"] },
                { "name": "signOut", "switchTo": "Login" } ] },
            { "name": "Banner", "inputs": [ { "name": "text", "type": "String" } ],
              "messages": [
                { "name": "didTap", "parameters": [ { "name": "count", "type": "Int" } ] }, { "name": "didClose" } ] },
            { "name": "Details", "actions": [ { "name": "close", "dismiss": true } ] },
            { "name": "Picker", "actions": [
                { "name": "choose", "parameters": [ { "name": "value", "type": "Int" } ], "finish": "picked" },
                { "name": "cancel", "finish": "cancelled" } ] },
            { "name": "Account", "style": "events", "viewModel": false,
              "actions": [ { "name": "edit", "push": "Edit" },
                { "name": "open", "parameters": [ { "name": "page", "type": "URL" } ], "push": "Page" } ] },
            { "name": "Page", "inputs": [ { "name": "page", "type": "URL" } ] },
            { "name": "Edit", "style": "protocols",
              "inputs": [ { "name": "tags", "type": "[String]", "default": "[]" } ],
              "actions": [ { "name": "save", "protocol": "Saving", "pop": true } ] }
          ],
          "routes": [
            { "name": "edit", "screen": "Edit", "patterns": [ "fz://edit" ],
              "entries": { "quickAction": "fz.edit", "notification": { "kind": "edit" } } },
            { "name": "page", "screen": "Page", "patterns": [ "fz://page?u={page: URL}" ],
              "entries": { "activity": "fz.reading", "notification": { "kind": "page" }, "keys": { "page": "u" } } }
          ]
        }
        """

    @Test("the fuzz base with every slot generates code that compiles")
    func everySlotCompiles() throws {
        let result = CoordinatorGenerator.standard.generate(manifest: Array(Self.everySlot.utf8))
        try #require(!result.hasErrors, "\(result.diagnostics)")
        for failure in SwiftCompiler.failuresAgainstBothUIKits(result.files, moduleName: "EverySlot", minimum: "14.0") {
            Issue.record("the fuzz base \(failure)")
        }
    }

    /// A route of each type whose default is `value`, or a route named `name`, each app with a runtime prefix of its
    /// own so that their `AppRoute`s build together.
    private static func routeManifest(prefix: String, type: String, value: String, name: String) -> String {
        let pattern = "app://r?v={v: \(type) = \(value)}"
        let manifest: [String: Any] = [
            "version": 1, "runtimePrefix": prefix, "app": ["root": prefix + "Main"],
            "coordinators": [["name": prefix + "Main", "start": prefix + "Home"]],
            "screens": [
                [
                    "name": prefix + "Home",
                    "actions": [
                        ["name": "open", "parameters": [["name": "v", "type": type]], "push": prefix + "Item"]
                    ],
                ],
                ["name": prefix + "Item"],
            ],
            "routes": [["name": name, "screen": prefix + "Item", "patterns": [pattern]]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("every hostile route default and route name is refused, or reaches Swift as code that compiles")
    func hostileRouteDefaultsAndNames() throws {
        var cases: [(type: String, value: String, name: String)] = []
        for type in ["String", "Int", "Double", "Bool"] {
            for value in ManifestMutator.hostileRouteDefaults {
                cases.append((type, value, "item"))
            }
        }
        for name in ManifestMutator.hostileRouteNames {
            cases.append(("String", "en", name))
        }
        let folder = TemporaryDirectory(prefix: "route-defaults")
        var files: [URL] = []
        var accepted = 0
        for (index, item) in cases.enumerated() {
            let prefix = "F\(index)x"
            let manifest = Self.routeManifest(prefix: prefix, type: item.type, value: item.value, name: item.name)
            let harness = CLIHarness()
            harness.folder.write(manifest, to: "coordgen.json")
            let run = harness.run("generate", "-q")
            #expect(
                run.code == .success || run.code == .invalidManifest,
                "exit \(run.code) for default '\(item.value)' of \(item.type), route '\(item.name)':\n\(run.errors)")
            let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
            guard !result.hasErrors, let routes = result.linkFiles(prefix: prefix) else { continue }
            accepted += 1
            files += routes.map { folder.write($0.contents, to: $0.name) }
        }
        try #require(accepted > 20, "too few hostile routes were accepted to compile (\(accepted))")
        files.append(folder.write("@main enum Main { static func main() {} }\n", to: "Main.swift"))
        let executable = folder.url.appendingPathComponent("routes")
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
            Issue.record("hostile routes were accepted but do not compile:\n\(failure)")
        }
    }

    @Test("mutated manifests never crash or hang coordgen, and every accepted one compiles")
    func mutatedManifests() throws {
        print(
            "fuzz: seed \(Self.seed), \(Self.count) cases (replay with \(TestTier.replayPrefix)COORDGEN_FUZZ_SEED=\(Self.seed))"
        )
        // Fixtures with hand-written code are left out: a renamed custom action is the user's code to follow. Not
        // presentations, whose code only gives its Card a transitioning delegate: its scaffold compiles without one.
        let bases =
            Fixture.all.filter { $0.userCode.isEmpty || $0.name == "presentations" }.map(\.manifest)
            + [Array(Self.everySlot.utf8)]
        try #require(!bases.isEmpty)
        var mutator = ManifestMutator(seed: Self.seed)
        var accepted: [Accepted] = []
        var seenOutputs: Set<Int> = []
        var outcomes: [ExitCode: Int] = [:]
        let watchdog = Watchdog(seed: Self.seed, limit: 20)
        for index in 0..<Self.count {
            let base = bases[index % bases.count]
            let manifest = mutator.mutate(base)
            watchdog.reached(index)
            let harness = CLIHarness()
            harness.folder.write(String(decoding: manifest, as: UTF8.self), to: "coordgen.json")
            let run = harness.run("generate", "-q")
            outcomes[run.code, default: 0] += 1
            let context = "case \(index) (replay with \(TestTier.replayPrefix)COORDGEN_FUZZ_SEED=\(Self.seed))"
            guard run.code != .internalFailure else {
                Issue.record("coordgen failed internally on \(context):\n\(run.errors)\n\(Self.text(manifest))")
                return
            }
            let result = CoordinatorGenerator.standard.generate(manifest: manifest)
            if result.hasErrors != (run.code == .invalidManifest) {
                let message =
                    "the core and the command disagree on \(context): exit \(run.code), core errors "
                    + "\(result.hasErrors)\n\(run.errors)\n\(Self.text(manifest))"
                Issue.record(Comment(rawValue: message))
            }
            guard run.code == .success else {
                #expect(run.code == .invalidManifest, "exit \(run.code) on \(context):\n\(run.errors)")
                continue
            }
            let names = result.files.map { $0.name.lowercased() }
            #expect(Set(names).count == names.count, "two outputs share a file on \(context)")
            var hasher = Hasher()
            for file in result.files { hasher.combine(file.contents) }
            if accepted.count < Self.compileLimit, Self.isSelfContained(manifest),
                seenOutputs.insert(hasher.finalize()).inserted
            {
                accepted.append(Accepted(index: index, manifest: Self.text(manifest), files: result.files))
            }
        }
        watchdog.finish()
        let summary = outcomes.sorted { $0.key.rawValue < $1.key.rawValue }.map {
            "exit \($0.key.rawValue): \($0.value)"
        }
        print("fuzz: \(summary.joined(separator: ", ")); compiling \(accepted.count) accepted manifests")
        try #require(Self.count < 100 || accepted.count >= 10, "too few mutated manifests were accepted to compile")
        compileEach(accepted)
    }

    /// Compiles each accepted manifest's output as a module of its own (their names clash), two at a time.
    private func compileEach(_ accepted: [Accepted]) {
        let failures = Locked<[String]>([])
        let (sdk, missing) = IOSSDK.forTest()
        if let missing {
            Issue.record(Comment(rawValue: missing))
        }
        DispatchQueue.concurrentPerform(iterations: accepted.count) { position in
            let item = accepted[position]
            let folder = TemporaryDirectory(prefix: "fuzz-\(item.index)")
            let root = try? JSONSerialization.jsonObject(with: Data(item.manifest.utf8)) as? [String: Any]
            let isSwiftUI = root?["backend"] as? String == "swiftui"
            let files = item.files.map { folder.write($0.contents, to: $0.name) }
            // The stand-in has no SwiftUI views: a SwiftUI app's state builds against it, its views against the SDK.
            let standInFiles =
                isSwiftUI
                ? zip(item.files, files).filter { !$0.0.contents.contains("import SwiftUI") }.map(\.1) : files
            if case .failure(let failure) = SwiftCompiler.compile(standInFiles, moduleName: "Fuzz\(item.index)") {
                if let keep = ProcessInfo.processInfo.environment["COORDGEN_FUZZ_KEEP"] {
                    try? item.manifest.write(
                        toFile: "\(keep)/case-\(item.index).json", atomically: true, encoding: .utf8)
                }
                failures.withLock {
                    $0.append(
                        "case \(item.index) (\(TestTier.replayPrefix)COORDGEN_FUZZ_SEED=\(Self.seed)) was accepted but does not compile:\n"
                            + "\(failure.description)\n\(item.manifest)")
                }
            } else if position < Self.realSDKSample, let sdk {
                // At the deployment target the manifest states, as an app of it builds: what needs a newer iOS is
                // refused below it, and allowed at or above it.
                let minimum = root?["deploymentTarget"] as? String ?? (isSwiftUI ? "16.0" : IOSSDK.minimumTarget)
                for failure in sdk.typecheckAtMinimumAndNewest(
                    files, moduleName: "Fuzz\(item.index)", minimum: minimum)
                {
                    failures.withLock {
                        $0.append(
                            "case \(item.index) (\(TestTier.replayPrefix)COORDGEN_FUZZ_SEED=\(Self.seed)) \(failure)\n\(item.manifest)"
                        )
                    }
                }
            }
        }
        for failure in failures.withLock({ $0 }) {
            Issue.record(Comment(rawValue: failure))
        }
    }

    /// Types that need no declaration of the user's: a manifest that names others, or whose defaults name values or
    /// call functions, is the user's code to complete, so it is checked for crashes but not compiled.
    static let knownTypes: Set<String> = [
        "Int", "String", "Bool", "Double", "Float", "Character", "Void", "Never", "Any", "Optional",
        "Array", "Dictionary", "Set", "Result", "Error", "UUID", "URL", "Date", "Data", "Swift", "UIViewController",
        "UINavigationController", "UIImage", "any", "async", "throws", "Sendable", "MainActor",
    ]

    /// Whether the manifest's types are all known and its defaults are all literals.
    static func isSelfContained(_ manifest: [UInt8]) -> Bool {
        guard let root = try? JSONSerialization.jsonObject(with: Data(manifest), options: [.fragmentsAllowed]) else {
            return false
        }
        var contained = true
        ManifestMutator.walk(root) { value in
            guard let object = value as? [String: Any] else { return }
            // A type the manifest names: an input's or a parameter's, or the app's dependencies.
            for key in ["type", "dependencies"] {
                if let type = object[key] as? String, !identifiers(in: type).allSatisfy(knownTypes.contains) {
                    contained = false
                }
            }
            if let value = object["default"] as? String {
                let code = removingStringLiterals(value)
                if !identifiers(in: code).allSatisfy(["nil", "true", "false"].contains) || code.hasPrefix(".") {
                    contained = false
                }
            }
        }
        return contained
    }

    /// The names in `text`, leaving out the letters of number literals such as `0x1F` and `1e3`.
    static func identifiers(in text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text + " " {
            if character.isLetter || character == "_" || (character.isNumber && !current.isEmpty) {
                if current.isEmpty, previous.isNumber || previous == "." || previous == "@" {
                    previous = character
                    continue
                }
                current.append(character)
            } else {
                if !current.isEmpty { names.append(current) }
                current = ""
            }
            previous = character
        }
        return names
    }

    /// `text` with the contents of its string literals removed, quotes kept.
    static func removingStringLiterals(_ text: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                    result.append(character)
                }
                continue
            }
            if character == "\"" { inString = true }
            result.append(character)
        }
        return result
    }

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}

/// Fails the run, naming the seed and the case, when a case takes longer than `limit` seconds: a hang.
final class Watchdog: Sendable {
    private let state = Locked<(index: Int, since: Date, done: Bool)>((0, Date(), false))

    init(seed: UInt64, limit: TimeInterval) {
        let state = self.state
        Thread.detachNewThread {
            while true {
                Thread.sleep(forTimeInterval: 1)
                let (index, since, done) = state.withLock { $0 }
                if done { return }
                if Date().timeIntervalSince(since) > limit {
                    fatalError("fuzz: case \(index) has run for over \(Int(limit)) s (COORDGEN_FUZZ_SEED=\(seed))")
                }
            }
        }
    }

    func reached(_ index: Int) {
        state.withLock { $0 = (index, Date(), false) }
    }

    func finish() {
        state.withLock { $0.done = true }
    }
}
