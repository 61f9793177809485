import Foundation
import Generator
import TestSupport
import Testing

/// Seeded random sequences of taps, back buttons, swipes, swipe-downs, dismissals by code, tab switches, double taps,
/// pickers and settles, over random valid manifests in every style and mode. After every event the coordinator tree
/// must equal the set of flows whose screens UIKit holds, and nothing that left may stay alive
/// (`Tests/Behaviour/RandomDriver.swift`). Replay a failure with `COORDGEN_SCENARIO_SEED=<seed>`.
@Suite("Random scenarios")
struct RandomScenarioTests {
    static let manifestsPerBatch = 5
    static let batches = TestTier.pick(quick: 1, full: 2)
    static let sequencesPerManifest =
        Int(ProcessInfo.processInfo.environment["COORDGEN_SCENARIO_SEQUENCES"] ?? "")
        ?? TestTier.pick(quick: 4, full: 25)
    static let eventsPerSequence = 40
    static let seed: UInt64 =
        UInt64(ProcessInfo.processInfo.environment["COORDGEN_SCENARIO_SEED"] ?? "") ?? TestTier.fixedSeed

    /// How the `index`th app of a batch starts: each batch drives a root app, a tab bar app, split apps with two and
    /// three columns, and one app coordinator (which names types that only one app of a module can have), whatever the
    /// seed.
    static func shape(of index: Int) -> RandomManifest.Shape {
        [.root, .tabs, .split, .tripleColumnSplit, .flows][index % 5]
    }

    /// The app of a batch that has app actions: one app of a module alone may declare `AppAction`, so the tab bar app
    /// (with a tab that runs one) in even batches, the app coordinator (with a switch) in odd ones.
    static func appActionShape(of batch: Int) -> RandomManifest.Shape {
        batch % 2 == 0 ? .tabs : .flows
    }

    /// The kinds of app a run drives, drawn as `randomSequences` draws them.
    @Test(
        "the manifests a run drives include every shape of app, a gated app coordinator, SwiftUI screens, kept flows, a route past a decision"
    )
    func manifestsCoverTheShapes() {
        var texts: [String] = []
        for batch in 0..<Self.batches {
            var random = SeededGenerator(seed: Self.seed &+ UInt64(batch) &* 1_000_003)
            texts += (0..<Self.manifestsPerBatch).map { index in
                RandomManifest(
                    prefix: "S\(batch)x\(index)", sharesRuntime: true, shape: Self.shape(of: index),
                    appActions: Self.shape(of: index) == Self.appActionShape(of: batch) ? true : nil, using: &random
                )
                .json
            }
        }
        for shape in [#""root""#, #""tabs""#, #""split""#, #""supplementary""#, #""flows""#] {
            #expect(texts.contains { $0.contains(shape) }, "no manifest of seed \(Self.seed) has \(shape)")
        }
        #expect(
            texts.contains { $0.contains(#""viewControllers": "swiftui""#) },
            "no manifest of seed \(Self.seed) has a SwiftUI screen")
        #expect(
            texts.contains { $0.contains(#""keepsState": true"#) },
            "no manifest of seed \(Self.seed) has a flow that keeps its state")
        #expect(
            texts.contains { $0.contains(#""name": "routeDecided""#) },
            "no manifest of seed \(Self.seed) has a route past a flow that decides its first screen")
        // The app coordinator has a gate, unless a split view among its flows leaves it one flow to route into (the
        // gate, signin-routes and signin-split fixtures are driven with a gate whatever the seed).
        let flows = texts.filter { $0.contains(#""flows""#) }
        #expect(
            flows.contains { $0.contains(#""onRoute": "wait""#) } || flows.allSatisfy { $0.contains(#""splits""#) },
            "no app coordinator of seed \(Self.seed) has a gate")
    }

    @Test("random sequences keep the coordinator tree equal to the flows on screen", arguments: 0..<batches)
    func randomSequences(batch: Int) throws {
        let seed = Self.seed &+ UInt64(batch) &* 1_000_003
        var random = SeededGenerator(seed: seed)
        let folder = TemporaryDirectory(prefix: "scenarios-\(batch)")
        var files = [
            Repository.behaviour.appendingPathComponent("Expect.swift"),
            Repository.behaviour.appendingPathComponent("RandomDriver.swift"),
            Repository.behaviour.appendingPathComponent("RandomDecisions.swift"),
            Repository.behaviour.appendingPathComponent("SequenceRandom.swift"),
        ]
        var apps: [String] = []
        var manifests: [String] = []
        var runtimeWritten: Set<String> = []
        var registrations: [String] = []
        for index in 0..<Self.manifestsPerBatch {
            let prefix = "S\(batch)x\(index)"
            let manifest = RandomManifest(
                prefix: prefix, sharesRuntime: true, shape: Self.shape(of: index),
                appActions: Self.shape(of: index) == Self.appActionShape(of: batch) ? true : nil, using: &random)
            let bytes = Array(manifest.json.utf8)
            manifests.append(manifest.json)
            let result = CoordinatorGenerator.standard.generate(manifest: bytes)
            try #require(
                !result.hasErrors, "a random valid manifest was rejected (seed \(Self.seed)):\n\(manifest.json)")
            let generated = Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
            for file in result.files {
                // The runtime files are the same for every manifest; the module needs each once.
                let isRuntime = sharedRuntimeFileNames.contains(file.name)
                if isRuntime && !runtimeWritten.insert(file.name).inserted {
                    // The longer routes runtime of an app that waits for decisions serves the others too.
                    if Snapshots.isRoutesWaitingForDecisions(file) { folder.write(file.contents, to: file.name) }
                    continue
                }
                let contents = Self.awaitingTheDriver(file, in: generated) ?? file.contents
                files.append(folder.write(contents, to: isRuntime ? file.name : "\(index)/\(index)-\(file.name)"))
            }
            let userCode = manifest.userCode + manifest.chooserCode(awaitingTheDriver: true)
            if !userCode.isEmpty {
                files.append(folder.write("import UIKit\n\n" + userCode, to: "\(index)/\(index)-UserCode.swift"))
            }
            _ = folder.write(manifest.json, to: "\(index)/coordgen.json")
            let shims = try ScreenShims.source(for: bytes)
                .replacingOccurrences(of: "func registerStoryboards()", with: "func registerStoryboards\(index)()")
            files.append(folder.write(shims, to: "\(index)/\(index)-ScreenShims.swift"))
            files.append(folder.write(try RandomActionTable.source(for: bytes), to: "\(index)/\(index)-Actions.swift"))
            registrations.append("registerStoryboards\(index)()")
            apps.append(try RandomActionTable.app(for: bytes, name: prefix))
        }
        let main = """
            import UIKit

            \(registrations.joined(separator: "\n"))
            let apps: [RandomApp] = [
            \(apps.map { "    " + $0 + "," }.joined(separator: "\n"))
            ]
            let arguments = CommandLine.arguments
            let brokenSequences = runRandomSequences(
                apps: apps, seed: UInt64(arguments[1])!, sequences: Int(arguments[2])!, events: Int(arguments[3])!,
                only: arguments.count > 4 ? UInt64(arguments[4]) : nil)
            for failure in brokenSequences {
                emit("FAIL \\(failure)")
            }
            emit("decisions that arrived at a drawn moment: \\(RandomDecisions.arrived)")
            emit(brokenSequences.isEmpty ? "PASS" : "\\(brokenSequences.count) sequences broke the invariant")
            exit(brokenSequences.isEmpty ? 0 : 1)

            """
        files.append(folder.write(main, to: "main.swift"))
        let executable = folder.url.appendingPathComponent("scenarios")
        if case .failure(let failure) = SwiftCompiler.buildExecutable(files, output: executable) {
            Issue.record("random apps (seed \(Self.seed)) and the driver do not compile:\n\(failure.description)")
            return
        }
        if let keep = ProcessInfo.processInfo.environment["COORDGEN_SCENARIO_KEEP"] {
            // Keeps the apps and the driver to replay one sequence: `scenarios <seed> 1 40 <sequence seed>`.
            try? FileManager.default.copyItem(at: folder.url, to: URL(fileURLWithPath: keep + "/batch-\(batch)"))
        }
        // Flows that decide behind a placeholder await the driver, which makes their decisions arrive.
        let decides = manifests.contains { $0.contains(#""placeholder""#) }
        for suite in StandInReadings.suites {
            let output = ProcessRunner.run(
                executable.path, ["\(seed)", "\(Self.sequencesPerManifest)", "\(Self.eventsPerSequence)"],
                environment: [StandInReadings.environmentKey: suite])
            #expect(
                !decides || !output.output.contains("decisions that arrived at a drawn moment: 0\n"),
                "no decision arrived in batch \(batch) under \(StandInReadings.describe(suite)) (seed \(Self.seed))")
            #expect(
                output.status == 0 && output.output.contains("PASS"),
                """
                random scenarios broke the invariant under \(StandInReadings.describe(suite)) (replay with \
                \(TestTier.replayPrefix)COORDGEN_SCENARIO_SEED=\(Self.seed) \(StandInReadings.environmentKey)=\(suite)), batch \(batch):
                \(output.combined)
                """)
        }
        let count = Self.manifestsPerBatch * Self.sequencesPerManifest * StandInReadings.suites.count
        print(
            "random scenarios batch \(batch): \(count) sequences of \(Self.eventsPerSequence) events over "
                + "\(StandInReadings.suites.count) readings (seed \(Self.seed))")
    }
}

extension RandomScenarioTests {
    /// The scaffold of a flow that decides its first screen behind a placeholder, rewritten as its author might: the
    /// decision awaits something (here the driver, which makes it arrive at a moment it draws) and picks any of the
    /// flow's first screens, or fails where the flow has a fallback. `nil` for any other file.
    static func awaitingTheDriver(_ file: OutputFile, in generated: [String: String]) -> String? {
        guard file.name.hasSuffix("Coordinator+FirstScreen.swift"), file.contents.contains(" async") else { return nil }
        let coordinator = file.name.replacingOccurrences(of: "+FirstScreen.swift", with: ".swift")
        let lines = (generated[coordinator] ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.contains("enum FirstScreen") }) else { return nil }
        let cases = lines[(start + 1)...].prefix { $0.contains("case ") }.map {
            "." + $0.trimmingCharacters(in: .whitespaces).dropFirst("case ".count)
        }
        let mayFail = file.contents.contains("async throws")
        let signature = "func decideFirstScreen() async" + (mayFail ? " throws" : "") + " -> FirstScreen {"
        let decision =
            mayFail
            ? "try await RandomDecisions.decide(for: self, choices: \(cases.count), mayFail: true)"
            : "(try? await RandomDecisions.decide(for: self, choices: \(cases.count), mayFail: false)) ?? 0"
        let body = [
            "        let choices: [FirstScreen] = [\(cases.joined(separator: ", "))]",
            "        return choices[\(decision)]",
        ]
        var rewritten: [String] = []
        var skipping = false
        for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.contains(signature) {
                rewritten += [line] + body
                skipping = true
            } else if skipping {
                skipping = line != "    }"
                if !skipping { rewritten.append(line) }
            } else {
                rewritten.append(line)
            }
        }
        return skipping ? nil : rewritten.joined(separator: "\n")
    }
}

/// Writes, from a manifest, each screen's actions with argument values, and how to build its app, for the driver.
enum RandomActionTable {
    /// A value of each type random manifests and the fixtures they drive use.
    static func value(of type: String) -> String {
        let values: [String: String] = [
            "Int": "1", "String": "\"text\"", "Bool": "true", "Double": "1.5", "[String]": "[]", "[String: Int]": "[:]",
            "Int?": "nil", "URL": "URL(fileURLWithPath: \"/\")", "[URL]": "[URL(fileURLWithPath: \"/\")]",
            "UUID": "UUID()",
            "Set<Int>": "[]",
            "(Int, String)": "(1, \"\")", "Date": "Date()", "[Int]?": "nil", "() -> Void": "{}",
            "Dictionary<String, [Double]>": "[:]", "Result<Int, Never>": ".success(1)", "Character": "\"c\"",
            "Unicode.Scalar": "\"s\"", "MapMarker": "MapMarker(title: \"pin\")", "MailOutcome": ".sent",
            "[UIActivity]": "[]", "[NSItemProvider]": "[NSItemProvider()]", "Data": "Data([1])",
            "[Data]": "[Data([1]), Data([2])]", "UIImage": "UIImage(systemName: \"doc\")!",
        ]
        return values[type] ?? "nil"
    }

    static func source(for manifest: [UInt8]) throws -> String {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any])
        let screens = root["screens"] as? [[String: Any]] ?? []
        var lines = ["import UIKit", ""]
        for screen in screens {
            guard let name = screen["name"] as? String, let actions = screen["actions"] as? [[String: Any]],
                !actions.isEmpty
            else { continue }
            lines.append("extension \(name)ViewController: RandomActing {")
            lines.append("    var randomActions: [(name: String, run: () -> Void)] {")
            lines.append("        [")
            for action in actions {
                let actionName = action["name"] as? String ?? "unnamed"
                var arguments = (action["parameters"] as? [[String: Any]] ?? []).map { parameter in
                    // A web page's address is a page on the web: a file URL would not open it.
                    let value =
                        parameter["name"] as? String == "page" && parameter["type"] as? String == "URL"
                        ? "URL(string: \"https://example.com\")!" : value(of: parameter["type"] as? String ?? "")
                    switch parameter["label"] as? String {
                    case "_": return value
                    case nil: return "\(parameter["name"] as? String ?? "value"): \(value)"
                    case let label?: return "\(label): \(value)"
                    }
                }
                // What the popover points at: here, the screen's view.
                if ScreenShims.takesSender(action) {
                    arguments.append("from: self?.view ?? UIView(frame: .zero)")
                }
                let method = "simulate" + actionName.prefix(1).uppercased() + actionName.dropFirst()
                lines.append(
                    "            (\"\(actionName)\", { [weak self] in self?.\(method)(\(arguments.joined(separator: ", "))) }),"
                )
            }
            lines += ["        ]", "    }", "}", ""]
        }
        return lines.joined(separator: "\n")
    }

    /// A `RandomApp(…)` expression that builds a fresh copy of the manifest's app and watches the results of its
    /// flows; `dependencies` is the expression of the value the app hands down, if it has `dependencies`.
    static func app(for manifest: [UInt8], name: String, dependencies: String? = nil) throws -> String {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any])
        let app = root["app"] as? [String: Any] ?? [:]
        let make: String
        if app["flows"] != nil {
            // The app coordinator owns the window and shows its first flow; its root coordinators change with switches.
            let arguments = dependencies.map { ", dependencies: \($0)" } ?? ""
            make = """
                { window in
                        let app = \(appCoordinator(of: root))(window: window\(arguments))
                        app.start()
                        return (app, { [weak app] in app?.coordinators ?? [] })
                    }
                """
        } else if let container = container(of: app) {
            let arguments = dependencies.map { "dependencies: \($0)" } ?? ""
            make = """
                { window in
                        let container = \(container)(\(arguments))
                        window.rootViewController = container
                        let roots = Mirror(reflecting: container).children.compactMap { $0.value as? any Coordinator }
                        return (container, { roots })
                    }
                """
        } else {
            let rootFlow = app["root"] as? String ?? "Missing"
            let arguments = dependencies.map { ", dependencies: \($0)" } ?? ""
            make = """
                { window in
                        let navigation = FlowNavigationController.held()
                        let coordinator = \(rootFlow)Coordinator(navigationController: navigation\(arguments))
                        coordinator.start()
                        window.rootViewController = navigation
                        return (navigation, { [coordinator] })
                    }
                """
        }
        // Flows with a result for the screen that started them; a top-level flow's goes to the app coordinator.
        let topLevel = Set(app["flows"] as? [String] ?? [])
        let withResults = (root["coordinators"] as? [[String: Any]] ?? []).compactMap { coordinator -> String? in
            guard coordinator["result"] != nil, let name = coordinator["name"] as? String, !topLevel.contains(name)
            else { return nil }
            return name
        }
        let singleInstance = Set(
            (root["coordinators"] as? [[String: Any]] ?? []).compactMap { coordinator -> String? in
                coordinator["singleInstance"] as? Bool == true ? coordinator["name"] as? String : nil
            })
        let awaits = withResults.filter(singleInstance.contains).map { flow in
            """
                        if let flow = coordinator as? \(flow)Coordinator {
                            return flow.onResult != nil
                        }
            """
        }
        let watches = withResults.map { flow in
            """
                        if let flow = coordinator as? \(flow)Coordinator {
                            let handler = flow.onResult
                            flow.onResult = { result in
                                delivered()
                                handler?(result)
                            }
                            return true
                        }
            """
        }
        return """
            RandomApp(
                    name: "\(name)",
                    make: \(make),
                    watchResult: { coordinator, delivered in
            \(watches.joined(separator: "\n"))
                        return false
                    },
                    awaitsResult: { coordinator in
            \(awaits.joined(separator: "\n"))
                        return false
                    },
                    routes: [\(routes(of: root, opening: container(of: app) != nil || app["flows"] != nil ? "app" : "roots.first").joined(separator: ","))
                    ],
                    appActions: [\(appActions(of: root, performing: container(of: app) != nil || app["flows"] != nil ? "app" : "roots.first").joined(separator: ","))
                    ],
                    gate: \(gate(of: root) ?? "nil"))
            """
    }

    /// The gate of an app whose top-level flows include one marked `"onRoute": "wait"`, as a `RandomGate(…)`
    /// expression read from the manifest, not from the generated code: the flows behind it are the top-level flows not
    /// marked so from which a route's screen is reached, and the taps that sign in or out are the actions that switch
    /// to one of them, or to a marked flow (`switchTo`, or a finish whose result case does). `nil` for any other app.
    static func gate(of root: [String: Any]) -> String? {
        guard let app = root["app"] as? [String: Any], let flows = app["flows"] as? [String],
            let routes = root["routes"] as? [[String: Any]], !routes.isEmpty
        else { return nil }
        let coordinators = Dictionary(
            (root["coordinators"] as? [[String: Any]] ?? []).compactMap { coordinator in
                (coordinator["name"] as? String).map { ($0, coordinator) }
            }, uniquingKeysWith: { first, _ in first })
        let screens = Dictionary(
            (root["screens"] as? [[String: Any]] ?? []).compactMap { screen in
                (screen["name"] as? String).map { ($0, screen) }
            }, uniquingKeysWith: { first, _ in first })
        let waiting = flows.filter { (coordinators[$0]?["onRoute"] as? String) == "wait" }
        guard !waiting.isEmpty else { return nil }
        let routeScreens = Set(routes.compactMap { $0["screen"] as? String })
        let behind = flows.filter { flow in
            let reached = reachedScreens(from: members(of: flow, in: app), coordinators, screens)
            return !waiting.contains(flow) && !reached.isDisjoint(with: routeScreens)
        }
        // The flow each action asks for, by the tap the driver logs: a `switchTo` on any screen, and a finish on a
        // top-level flow's own screen whose result case switches.
        var asks: [(tap: String, flow: String)] = []
        for (name, screen) in screens {
            for action in screen["actions"] as? [[String: Any]] ?? [] {
                if let actionName = action["name"] as? String, let target = action["switchTo"] as? String {
                    asks.append(("\"\(name)ViewController.\(actionName)\"", target))
                }
            }
        }
        // An app action that switches asks for its flow too, from whatever is on screen; the driver logs it so.
        for action in app["actions"] as? [[String: Any]] ?? [] {
            if let name = action["name"] as? String, let target = action["switchTo"] as? String {
                asks.append(("\"app action \(name)\"", target))
            }
        }
        for flow in flows {
            guard let cases = (coordinators[flow]?["result"] as? [String: Any])?["cases"] as? [[String: Any]] else {
                continue
            }
            for name in reachedScreens(from: [flow], coordinators, screens, intoChildren: false) {
                for action in screens[name]?["actions"] as? [[String: Any]] ?? [] {
                    guard let actionName = action["name"] as? String, let finished = action["finish"] as? String,
                        let target = cases.first(where: { $0["name"] as? String == finished })?["switchTo"] as? String
                    else { continue }
                    asks.append(("\"\(name)ViewController.\(actionName)\"", target))
                }
            }
        }
        // An action may ask through another of its screen's: the one an alert's choice, the camera, the photo picker, an
        // export, an import, a web page, a mail, a web sign-in, a share sheet or the print options run once they have
        // gone, or the one your code chooses. Its tap may sign in at any later event, so it counts as opening, and the
        // reference stays open after it.
        // What runs what, by tap, so that a chain (a photo picker that runs a camera that runs a switch) counts too.
        var runsBy: [(tap: String, runs: String)] = []
        for (name, screen) in screens {
            for action in screen["actions"] as? [[String: Any]] ?? [] {
                guard let actionName = action["name"] as? String else { continue }
                let choices = (action["alert"] as? [String: Any])?["choices"] as? [[String: Any]] ?? []
                let presentations = [
                    "camera", "photoPicker", "exportFiles", "importFiles", "safari", "mail", "webAuthentication",
                    "share",
                    "print",
                ].compactMap {
                    action[$0] as? [String: Any]
                }
                // A choice runs one of the actions it chooses among, or its fallback, once your code has chosen.
                let chosen = (action["choose"] as? [String: Any]).map { choose in
                    (choose["among"] as? [String] ?? []) + [choose["fallback"] as? String].compactMap { $0 }
                }
                for run in (choices + presentations).compactMap({ $0["runs"] as? String }) + (chosen ?? []) {
                    runsBy.append(("\"\(name)ViewController.\(actionName)\"", "\"\(name)ViewController.\(run)\""))
                }
            }
        }
        var through: [(tap: String, flow: String)] = []
        var grew = true
        while grew {
            grew = false
            for (tap, run) in runsBy {
                for target in (asks + through).filter({ $0.tap == run }).map(\.flow)
                where !through.contains(where: { $0.tap == tap && $0.flow == target }) {
                    through.append((tap, target))
                    grew = true
                }
            }
        }
        let opening = Set(asks.filter { behind.contains($0.flow) }.map(\.tap)).sorted()
        let later = Set(through.filter { behind.contains($0.flow) }.map(\.tap)).subtracting(opening).sorted()
        let closing = asks.filter { waiting.contains($0.flow) }.map(\.tap).sorted()
        let cases = behind.map { "\"" + lowerCamelCase($0) + "\"" }.joined(separator: ", ")
        return """
            RandomGate(
                        openAtLaunch: \(behind.contains((app["initial"] as? String).flatMap { $0 == "decide" ? flows.first : $0 } ?? "")),
                        opening: [\(opening.joined(separator: ", "))], later: [\(later.joined(separator: ", "))],
                        closing: [\(closing.joined(separator: ", "))],
                        showsFlowBehind: { app in
                            (app as? \(appCoordinator(of: root)))?.flow.map { [\(cases)].contains("\\($0)") } ?? false
                        })
            """
    }

    /// The coordinators a top-level flow holds: its own, a tab bar's tabs, or a split view's columns.
    private static func members(of flow: String, in app: [String: Any]) -> [String] {
        let containers = (app["tabBars"] as? [[String: Any]] ?? []) + (app["splits"] as? [[String: Any]] ?? [])
        guard let container = containers.first(where: { $0["name"] as? String == flow }) else { return [flow] }
        if let tabs = container["tabs"] as? [String] { return tabs }
        return ["primary", "supplementary", "secondary", "compact"].compactMap { container[$0] as? String }
    }

    /// The screens the flows of `coordinators` show: their first screens and what their actions push, present or
    /// set, and with `intoChildren`, the screens of the flows they start, transitively.
    private static func reachedScreens(
        from coordinators: [String], _ specs: [String: [String: Any]], _ screens: [String: [String: Any]],
        intoChildren: Bool = true
    ) -> Set<String> {
        var found: Set<String> = []
        var pending = coordinators.compactMap { specs[$0]?["start"] as? String }
        var started = Set(coordinators)
        while let name = pending.popLast() {
            guard found.insert(name).inserted else { continue }
            for action in screens[name]?["actions"] as? [[String: Any]] ?? [] {
                pending += ["push", "present"].compactMap { action[$0] as? String }
                pending += action["setStack"] as? [String] ?? []
                for key in ["startChild", "showDetail", "showSupplementary"] where intoChildren {
                    guard let child = action[key] as? String, started.insert(child).inserted else { continue }
                    pending += [specs[child]?["start"] as? String].compactMap { $0 }
                }
            }
        }
        return found
    }

    /// A top-level flow's case of `AppFlow`, as the generated code spells it: `main` for `Main`.
    private static func lowerCamelCase(_ name: String) -> String {
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase {
            upperRun += 1
        }
        guard upperRun > 0 else { return name }
        let lowered = upperRun > 1 && upperRun < characters.count ? upperRun - 1 : upperRun
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// The class of the container view controller that holds the app's flows: its tab bar or split view controller;
    /// `nil` for an app with one root flow.
    static func container(of app: [String: Any]) -> String? {
        if app["tabs"] != nil {
            return app["tabBarController"] as? String ?? "MainTabBarController"
        }
        if let split = app["split"] as? [String: Any] {
            return split["splitViewController"] as? String ?? "MainSplitViewController"
        }
        return nil
    }

    /// The class of a manifest's app coordinator, named after its runtime prefix.
    static func appCoordinator(of root: [String: Any]) -> String {
        (root["runtimePrefix"] as? String ?? "") + "AppCoordinator"
    }

    /// Each app action of the manifest as `("name", { app, roots in … })`, which asks `performed` (what runs `perform(_:)`:
    /// the container view controller, the app coordinator or the root coordinator) to run it, with a value of each of
    /// its parameters.
    static func appActions(of root: [String: Any], performing performed: String) -> [String] {
        let manifestApp = root["app"] as? [String: Any] ?? [:]
        let appType =
            manifestApp["flows"] != nil
            ? appCoordinator(of: root)
            : container(of: manifestApp) ?? (manifestApp["root"] as? String ?? "Missing") + "Coordinator"
        let actionType = (root["runtimePrefix"] as? String ?? "") + "AppAction"
        return (manifestApp["actions"] as? [[String: Any]] ?? []).compactMap { action in
            guard let name = action["name"] as? String else { return nil }
            let values = (action["parameters"] as? [[String: Any]] ?? []).map { parameter in
                let label = parameter["label"] as? String ?? parameter["name"] as? String ?? ""
                return (label == "_" ? "" : label + ": ") + value(of: parameter["type"] as? String ?? "")
            }
            let arguments = values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"
            return """

                            ("\(name)", { app, roots in
                                guard let app = \(performed) as? \(appType) else { return }
                                app.perform(\(actionType).\(name)\(arguments))
                            })
                """
        }
    }

    /// Each route of the manifest as `("name", { app, roots, animated, heard in … })`, opened with a value of each of
    /// its parameters in `opened`, the expression of what `open(in:)` takes: the container view controller, the app
    /// coordinator or the root coordinator.
    static func routes(of root: [String: Any], opening opened: String) -> [String] {
        let manifestApp = root["app"] as? [String: Any] ?? [:]
        let appType =
            manifestApp["flows"] != nil
            ? appCoordinator(of: root)
            : container(of: manifestApp) ?? (manifestApp["root"] as? String ?? "Missing") + "Coordinator"
        let routeType = (root["runtimePrefix"] as? String ?? "") + "AppRoute"
        return (root["routes"] as? [[String: Any]] ?? []).compactMap { route in
            guard let name = route["name"] as? String, let pattern = (route["patterns"] as? [String])?.first else {
                return nil
            }
            // `{id: Int}`, `{page: Int?}`, `{language: String = en}`: each value, in the pattern's order.
            let values = pattern.matches(of: /\{([A-Za-z_][A-Za-z0-9_]*): *([A-Za-z]+\??)/).map { match in
                "\(match.output.1): \(value(of: String(match.output.2)))"
            }
            let route = routeType + "." + name + (values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")")
            return """

                            ("\(name)", { app, roots, animated, heard in
                                guard let app = \(opened) as? \(appType) else { return }
                                \(route).open(in: app, animated: animated) { heard("\\($0)") }
                            })
                """
        }
    }
}
