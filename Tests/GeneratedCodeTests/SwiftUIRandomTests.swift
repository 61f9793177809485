import Foundation
import Generator
import TestSupport
import Testing

/// Random manifests for the SwiftUI back end, each in a random style: every one validates, and its navigation state,
/// built on Linux, holds its invariants through seeded random sequences (`Tests/Behaviour/SwiftUI/RandomDriver.swift`).
/// Replay a failure with `COORDGEN_SCENARIO_SEED=<seed>`.
@Suite("SwiftUI random sequences")
struct SwiftUIRandomTests {
    static let apps = TestTier.pick(quick: 4, full: 12)
    static let sequencesPerApp = TestTier.pick(quick: 20, full: 100)
    static let eventsPerSequence = 40

    @Test("random SwiftUI apps validate, and random sequences on their state hold every invariant")
    func randomSequencesHold() throws {
        var random = SeededGenerator(seed: RandomScenarioTests.seed)
        for index in 0..<Self.apps {
            let app = SwiftUIRandomApp(index: index, using: &random)
            let manifest = Array(app.json.utf8)
            let result = CoordinatorGenerator.standard.generate(manifest: manifest)
            try #require(
                !result.hasErrors,
                "random SwiftUI app \(index) (seed \(RandomScenarioTests.seed)) does not validate: \(result.diagnostics)\n\(app.json)"
            )
            let folder = TemporaryDirectory(prefix: "swiftui-random")
            var files = result.files.filter { $0.kind == .generated && !$0.contents.contains("import SwiftUI") }
                .map { folder.write($0.contents, to: $0.name) }
            files.append(folder.write(try SwiftUIShims.source(for: manifest), to: "Shims.swift"))
            files.append(folder.write(app.driverSource, to: "RandomApp.swift"))
            let scenarios = Repository.root.appendingPathComponent("Tests/Behaviour/SwiftUI")
            files += ["Driver.swift", "RandomDriver.swift"].map { scenarios.appendingPathComponent($0) }
            let executable = folder.url.appendingPathComponent("random")
            if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
                Issue.record("random SwiftUI app \(index) does not build:\n\(failure)\n\(app.json)")
                continue
            }
            let seed = RandomScenarioTests.seed &+ UInt64(index) &* 1000
            let output = ProcessRunner.run(
                executable.path, ["\(seed)", "\(Self.sequencesPerApp)", "\(Self.eventsPerSequence)"])
            #expect(
                output.status == 0 && output.output.contains("RANDOM \(Self.sequencesPerApp) sequences"),
                "random SwiftUI app \(index) (\(app.style)):\n\(output.combined)\n\(app.json)")
        }
    }
}

/// A random app of what the SwiftUI back end generates: a root or tab app whose flows start others (pushed or in a
/// sheet, forward only), screens that push and present the flow's own, go back, dismiss and finish, in a random style.
/// Each action is drawn only where validation accepts it: `pop` on a pushed screen, `dismiss` on a presented one,
/// `finish` outside the app's first flows.
struct SwiftUIRandomApp {
    struct Action {
        var name: String
        var key: String
        var value: Any
        var takesValue = false
        /// Further keys: how a presented stack shows.
        var extra: [String: Any] = [:]
    }

    struct Screen {
        var name: String
        var flow: Int
        var hasInput: Bool
        var actions: [Action] = []
    }

    /// How the app starts: one root flow, a tab per first flow, or two top-level flows it switches between.
    enum Shape: CaseIterable {
        case root
        case tabs
        case flows
        case split
    }

    var style: String
    var shape: Shape
    /// How many flows the app starts with (its first flows): one, two tabs, or two top-level flows.
    var tabs: Int
    var flows: [(name: String, start: String, result: Bool)] = []
    var screens: [Screen] = []
    /// The screens routes open, by index into `screens`: `app://r<i>`, with `/{value: Int}` for a screen of a flow the
    /// app's first flows start, which every action on the way and the flow's first screen take. In an app with
    /// top-level flows, routes open in the first, and wait behind the second (`"onRoute": "wait"`).
    var routes: [Int] = []
    /// In a split app, the flows started in the secondary column.
    var columnFlows: Set<Int> = []

    init(index: Int, using random: inout SeededGenerator) {
        style = ["protocols", "closures", "events"][Int.random(in: 0..<3, using: &random)]
        shape = Shape.allCases[index % Shape.allCases.count]
        tabs = shape == .root ? 1 : shape == .split ? 3 : 2
        let flowCount = Int.random(in: tabs + 1...tabs + 3, using: &random)
        // In a split app, some flows are started in the secondary column (showDetail): they neither finish nor close
        // their first screen, which has nothing to go back to there.
        if shape == .split {
            columnFlows = Set((tabs..<flowCount).filter { _ in Bool.random(using: &random) })
        }
        for flow in 0..<flowCount {
            let name = "F\(flow)"
            // A flow started in a column has a result, which it hands over when another takes its place.
            flows.append(
                (name, name + "S0", flow >= tabs && (columnFlows.contains(flow) || Bool.random(using: &random))))
            // A flow's first screen; the flows the app starts with take no input.
            var own = [Screen(name: name + "S0", flow: flow, hasInput: flow >= tabs)]
            var presented = [false]
            for index in 1..<Int.random(in: 2...4, using: &random) {
                let from = Int.random(in: 0..<index, using: &random)
                let presents = Bool.random(using: &random)
                let fullScreen = presents && Int.random(in: 0..<3, using: &random) == 0
                var show = Action(
                    name: "\(name.lowercased())s\(from)a\(own[from].actions.count)",
                    key: fullScreen ? "presentFullScreen" : presents ? "present" : "push", value: name + "S\(index)")
                if presents, !fullScreen, Int.random(in: 0..<3, using: &random) == 0 {
                    show.extra = ["detents": ["medium", "large"], "modalInPresentation": Bool.random(using: &random)]
                }
                own[from].actions.append(show)
                own.append(Screen(name: name + "S\(index)", flow: flow, hasInput: false))
                presented.append(presents || presented[from])
                let back = presents ? "dismiss" : (Bool.random(using: &random) ? "pop" : "popToRoot")
                own[index].actions.append(
                    Action(name: "\(name.lowercased())s\(index)a0", key: back, value: true))
                if presented[from], !presents, Bool.random(using: &random) {
                    own[index].actions.append(
                        Action(name: "\(name.lowercased())s\(index)a1", key: "dismiss", value: true))
                }
            }
            screens += own
        }
        for index in screens.indices {
            let flow = screens[index].flow
            let prefix = screens[index].name.lowercased()
            if flow + 1 < flowCount, Bool.random(using: &random) {
                let child = Int.random(in: max(flow + 1, tabs)..<flowCount, using: &random)
                var start = Action(
                    name: prefix + "c\(screens[index].actions.count)", key: "startChild", value: "F\(child)",
                    takesValue: true)
                start.key = columnFlows.contains(child) ? "showDetail" : "startChild"
                screens[index].actions.append(start)
                if Bool.random(using: &random) {
                    screens[index].actions[screens[index].actions.count - 1].name += "m"
                    screens[index].actions[screens[index].actions.count - 1].key = "startChildModal"
                }
            }
            if flow >= tabs, !columnFlows.contains(flow), Int.random(in: 0..<3, using: &random) == 0 {
                screens[index].actions.append(
                    Action(
                        name: prefix + "f\(screens[index].actions.count)", key: "finish",
                        value: flows[flow].result ? "done" : true))
            }
            if (flow >= tabs && !columnFlows.contains(flow)) || screens[index].name != flows[flow].start,
                Int.random(in: 0..<4, using: &random) == 0
            {
                screens[index].actions.append(
                    Action(name: prefix + "x\(screens[index].actions.count)", key: "close", value: true))
            }
            let targets = screens[index].actions.map(\.name)
            if !targets.isEmpty, Int.random(in: 0..<3, using: &random) == 0 {
                let choices: [[String: Any]] =
                    (0..<Int.random(in: 1...2, using: &random)).map { number in
                        ["title": "Choice \(number)", "runs": targets.randomElement(using: &random) ?? ""]
                    } + [["title": "Cancel", "style": "cancel"]]
                screens[index].actions.append(
                    Action(
                        name: prefix + "l\(screens[index].actions.count)", key: "alert",
                        value: [
                            "title": "Sure?", "choices": choices,
                            "style": Bool.random(using: &random) ? "actionSheet" : "alert",
                        ], takesValue: true))
            }
            if shape == .flows, Int.random(in: 0..<4, using: &random) == 0 {
                screens[index].actions.append(
                    Action(
                        name: prefix + "w\(screens[index].actions.count)", key: "switchTo",
                        value: "F\(Int.random(in: 0..<tabs, using: &random))"))
            }
        }
        // The second top-level flow finishes with a result that switches back to the first.
        if shape == .flows {
            screens[screens.firstIndex { $0.flow == 1 } ?? 0].actions.append(
                Action(name: "f1s0back", key: "finish", value: "back"))
        }
        // Every flow past the app's first is started by some screen before it.
        for flow in tabs..<flowCount
        where !screens.contains(where: { $0.actions.contains { ($0.value as? String) == "F\(flow)" } }) {
            let from = screens.indices.filter { screens[$0].flow < flow }.randomElement(using: &random) ?? 0
            screens[from].actions.append(
                Action(
                    name: screens[from].name.lowercased() + "c\(screens[from].actions.count)",
                    key: columnFlows.contains(flow) ? "showDetail" : "startChild", value: "F\(flow)", takesValue: true))
        }
        addRoutes(using: &random)
    }

    /// Routes to a few screens whose way is the only one: the app's first flows' (the first top-level flow's, in an
    /// app that switches them), and those of a flow only one action starts, from such a screen.
    mutating func addRoutes(using random: inout SeededGenerator) {
        // A split app's routes need a way from the compact column too; its random apps have none.
        guard shape != .split else { return }
        var routable = Set(shape == .flows ? [0] : Array(0..<tabs))
        for flow in tabs..<flows.count {
            let starts = screens.filter { screen in screen.actions.contains { ($0.value as? String) == "F\(flow)" } }
            if starts.count == 1, starts[0].actions.filter({ ($0.value as? String) == "F\(flow)" }).count == 1,
                routable.contains(starts[0].flow)
            {
                routable.insert(flow)
            }
        }
        let candidates = screens.indices.filter { routable.contains(screens[$0].flow) }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            if let screen = candidates.randomElement(using: &random), !routes.contains(screen) {
                routes.append(screen)
            }
        }
    }

    var json: String {
        let flowObjects: [[String: Any]] = flows.map { flow in
            var object: [String: Any] = ["name": flow.name, "start": flow.start]
            if flow.result {
                object["result"] = ["cases": [["name": "done"], ["name": "left"]], "whenLeft": "left"]
            }
            if shape == .flows, flow.name == "F1" {
                object["result"] = ["cases": [["name": "back", "switchTo": "F0"]]]
                object["onRoute"] = "wait"
            }
            if shape == .tabs, let index = flows.firstIndex(where: { $0.name == flow.name }), index < tabs {
                object["tab"] = ["title": flow.name]
            }
            return object
        }
        let screenObjects: [[String: Any]] = screens.map { screen in
            var object: [String: Any] = ["name": screen.name]
            if screen.hasInput {
                object["inputs"] = [["name": "value", "type": "Int"]]
            }
            if !screen.actions.isEmpty {
                object["actions"] = screen.actions.map { action -> [String: Any] in
                    var entry: [String: Any] = ["name": action.name]
                    if action.key == "startChildModal" {
                        entry[
                            columnFlows.contains(Int(String((action.value as? String ?? "F0").dropFirst())) ?? 0)
                                ? "showDetail" : "startChild"] = action.value
                        entry["modal"] = true
                    } else if action.key == "presentFullScreen" {
                        entry["present"] = action.value
                        entry["modalPresentationStyle"] = "fullScreen"
                    } else {
                        entry[action.key] = action.value
                    }
                    entry.merge(action.extra) { $1 }
                    if action.takesValue {
                        entry["parameters"] = [["name": "value", "type": "Int"]]
                    }
                    return entry
                }
            }
            return object
        }
        let app: [String: Any] =
            switch shape {
            case .root: ["root": flows[0].name]
            case .tabs: ["tabs": flows.prefix(tabs).map(\.name)]
            case .flows: ["flows": flows.prefix(tabs).map(\.name), "initial": flows[0].name]
            case .split: ["split": ["primary": "F0", "secondary": "F1", "compact": "F2"]]
            }
        let routeObjects: [[String: Any]] = routes.enumerated().map { index, screen in
            let value = screens[screen].flow >= tabs ? "/{value: Int}" : ""
            return ["name": "r\(index)", "patterns": ["app://r\(index)" + value], "screen": screens[screen].name]
        }
        let manifest: [String: Any] = [
            "version": 1, "backend": "swiftui", "style": style, "restorable": true, "app": app,
            "coordinators": flowObjects, "screens": screenObjects, "routes": routeObjects,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: manifest, options: [.sortedKeys, .prettyPrinted]))
        return String(decoding: data ?? Data(), as: UTF8.self)
    }

    /// The app's part of the driver, written from the manifest: performing a random action of a shown screen (through
    /// the shims, which call it in the manifest's style), and watching the results of flows that have one.
    var driverSource: String {
        var lines = [
            "// Written by the SwiftUI random tests from the manifest.", "", "import Foundation", "",
            "/// Performs a random action of the screen `entry` shows, and says which.", "@MainActor",
            "func performAction(on entry: ScreenEntry, _ pick: (Int) -> Int) -> String {",
            "    switch entry.screen {",
        ]
        for screen in screens {
            let object = String(screen.name.prefix(1)).lowercased() + screen.name.dropFirst() + "Screen"
            lines.append("    case .\(object)(let screen):")
            guard !screen.actions.isEmpty else {
                lines.append("        _ = screen")
                lines.append("        return \"\(screen.name): nothing\"")
                continue
            }
            lines.append("        switch pick(\(screen.actions.count)) {")
            for (index, action) in screen.actions.enumerated() {
                let call = "screen.\(action.name)(\(action.takesValue ? "value: pick(100)" : ""))"
                lines.append("        \(index == screen.actions.count - 1 ? "default" : "case \(index)"):")
                lines.append("            \(call)")
                lines.append("            return \"\(screen.name).\(action.name)\"")
            }
            lines.append("        }")
        }
        lines += ["    }", "}", ""]
        lines += [
            "/// Hears, through `heard`, each result the flow hands over; whether the flow has a result.", "@MainActor",
            "func watchResult(of flow: Coordinator, _ heard: @escaping @MainActor (ObjectIdentifier) -> Void) -> Bool {",
        ]
        for flow in flows where flow.result {
            lines += [
                "    if let flow = flow as? \(flow.name)Coordinator {",
                "        let original = flow.onResult",
                "        let id = ObjectIdentifier(flow)",
                "        flow.onResult = { heard(id); original?($0) }",
                "        return true",
                "    }",
            ]
        }
        lines += ["    return false", "}", ""]
        lines += [
            "/// How many routes the app has.", "let routeCount = \(routes.count)", "",
            "/// The link of route `index`, with `value` where it takes one.",
            "func routeLink(_ index: Int, value: Int) -> String {", "    switch index {",
        ]
        for (index, screen) in routes.enumerated() {
            lines.append(
                "    case \(index): return \"app://r\(index)\""
                    + (screens[screen].flow >= tabs ? " + \"/\\(value)\"" : ""))
        }
        lines += ["    default: return \"\"", "    }", "}", ""]
        lines += [
            "/// Whether `entry` shows route `index`'s screen.", "@MainActor",
            "func showsRouteScreen(_ index: Int, _ entry: ScreenEntry) -> Bool {", "    switch (index, entry.screen) {",
        ]
        for (index, screen) in routes.enumerated() {
            let object =
                String(screens[screen].name.prefix(1)).lowercased() + screens[screen].name.dropFirst() + "Screen"
            lines.append("    case (\(index), .\(object)): return true")
        }
        lines += ["    default: return false", "    }", "}", ""]
        lines += [
            "/// Opens the route of `link` in `navigation`: what `open(in:)` did, or `nil` when the link reads as no route,",
            "/// or not back as itself.",
            "@MainActor",
            "func openRoute(_ link: String, in navigation: AppNavigation) -> String? {",
        ]
        lines +=
            routes.isEmpty
            ? ["    nil", "}", ""]
            : [
                "    guard let url = URL(string: link), let route = AppRoute(url: url), AppRoute(url: route.url) == route else {",
                "        return nil",
                "    }",
                "    return \"\\(route.open(in: navigation))\"",
                "}", "",
            ]
        return lines.joined(separator: "\n")
    }
}
