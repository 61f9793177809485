import Foundation
import Generator
import TestSupport
import Testing

/// One behaviour run: a manifest, the scenario that drives its app, and the user code it needs.
struct BehaviourCase: CustomStringConvertible, Sendable {
    var name: String
    var manifest: [UInt8]
    var scenario: String
    var userCode: [URL] = []
    /// Whether the executable also drives the app through random sequences (`RandomDriver.swift`), and the value the
    /// app hands down when it has `dependencies`.
    var random: (drives: Bool, dependencies: String?) = (false, nil)

    var description: String { name }

    /// The scenarios whose apps the random driver also drives, with the value each hands down (MVVM's dependencies).
    static let randomFixtures: [String: (drives: Bool, dependencies: String?)] = [
        "shop": (true, nil), "lifetime": (true, nil), "repositories": (true, nil), "maps": (true, nil),
        "mvvm": (true, "AppDependencies(github: InMemoryGithubService())"), "reuse": (true, nil), "menu": (true, nil),
        "onboarding": (true, nil), "presentations": (true, nil), "routes": (true, nil), "tab-flows": (true, nil),
        "split": (true, nil), "mail": (true, nil), "auth": (true, nil), "signin-routes": (true, nil),
        "signin-split": (true, nil), "gate": (true, nil), "flow-routes": (true, nil),
        "system-controllers": (true, nil), "app-actions": (true, nil), "choices": (true, nil),
        "containers": (true, nil), "first-screens": (true, nil), "swiftui-screens": (true, nil),
    ]

    /// The shop app in every style and both instantiation modes.
    static var shopVariants: [BehaviourCase] {
        variants(of: "shop-protocols", scenario: "shop")
    }

    /// The lifetime app (tabs, pushed and modal children, presented screens) in every style and mode.
    static var lifetimeVariants: [BehaviourCase] {
        variants(of: "lifetime", scenario: "lifetime")
    }

    /// A protocols-style, code-mode fixture rewritten into every style and both instantiation modes, with `setting`'s
    /// keys too, whose variants' names end with `suffix`.
    static func variants(
        of fixture: String, scenario: String, setting: [String: String] = [:], suffix: String = ""
    ) -> [BehaviourCase] {
        let source = Fixture.named(fixture)
        return Style.allCases.flatMap { style in
            ["code", "storyboard"].map { mode in
                BehaviourCase(
                    name: "\(scenario)-\(style.rawValue)-\(mode)\(suffix)",
                    manifest: Fixture.variant(
                        of: source.manifest,
                        setting: setting.merging(["style": style.rawValue, "viewControllers": mode]) { $1 }),
                    scenario: scenario, userCode: source.userCode, random: randomFixtures[scenario] ?? (false, nil))
            }
        }
    }

    /// The fixtures the behaviour tests build as they are (the protocols and code variant is the fixture itself), so
    /// the compile tests need not build them again.
    static let fixturesBuiltAsTheyAre: Set<String> = [
        "shop-protocols", "lifetime", "repositories", "auth", "maps", "mvvm", "notes", "deep", "custom", "reuse",
        "menu", "onboarding", "presentations", "routes", "signin-routes", "tab-flows",
        "first-screens", "split", "mail", "signin-split", "gate", "flow-routes", "system-controllers", "link-types",
        "app-actions", "choices", "containers", "swiftui-screens",
    ]

    static var resultVariants: [BehaviourCase] {
        variants(of: "repositories", scenario: "repositories")
            + variants(of: "repositories", scenario: "repositories-await").filter {
                $0.name.hasPrefix("repositories-await-protocols")
            }
            + variants(of: "repositories", scenario: "repositories-await-closures").filter {
                $0.name.hasPrefix("repositories-await-closures-closures")
            }
    }

    /// The auth app (an app coordinator switching between top-level flows) in every style and mode.
    static var appCoordinatorVariants: [BehaviourCase] {
        variants(of: "auth", scenario: "auth")
    }

    /// The cases this run takes: in the full tier every case, in the quick tier each scenario once (its first
    /// variant: the fixture as written); only those whose name starts with `COORDGEN_BEHAVIOUR_ONLY` when it is set
    /// (for working on one).
    static var selected: [BehaviourCase] {
        var seen: Set<String> = []
        let tier = TestTier.current == .full ? all : all.filter { seen.insert($0.scenario).inserted }
        guard let prefix = ProcessInfo.processInfo.environment["COORDGEN_BEHAVIOUR_ONLY"] else { return tier }
        return all.filter { $0.name.hasPrefix(prefix) }
    }

    /// The maps app (containers embedding screens, nested) in every style and mode.
    static var embedVariants: [BehaviourCase] {
        variants(of: "maps", scenario: "maps")
    }

    /// The repositories app with view models and dependencies (MVVM-C) in every style and mode.
    static var viewModelVariants: [BehaviourCase] {
        variants(of: "mvvm", scenario: "mvvm")
    }

    /// Screens that reuse action names, and one screen shown by four flows, in every style and mode.
    static var reuseVariants: [BehaviourCase] {
        variants(of: "reuse", scenario: "reuse")
    }

    /// Finishes that name what the flow that started theirs runs next ("dismiss, then"), in every style and mode.
    static var followUpVariants: [BehaviourCase] {
        variants(of: "menu", scenario: "menu")
    }

    /// Pushes that take screens off the stack, in every style and mode.
    static var stackEditVariants: [BehaviourCase] {
        variants(of: "onboarding", scenario: "onboarding")
    }

    /// Alerts, action sheets and popovers, in every style and mode; and below iOS 16, where popovers point at their
    /// sender through `sourceView` or `barButtonItem`.
    static var presentationVariants: [BehaviourCase] {
        variants(of: "presentations", scenario: "presentations")
            + variants(
                of: "presentations", scenario: "presentations", setting: ["deploymentTarget": "15.0"], suffix: "-ios15")
    }

    /// The system's controllers: document imports and web pages, in every style and mode.
    static var systemControllerVariants: [BehaviourCase] {
        variants(of: "system-controllers", scenario: "system-controllers")
    }

    /// Routes opened from every state the app can be in, in every style and mode.
    static var routeVariants: [BehaviourCase] {
        variants(of: "routes", scenario: "routes") + variants(of: "signin-routes", scenario: "signin-routes")
            + variants(of: "gate", scenario: "gate") + variants(of: "flow-routes", scenario: "flow-routes")
            + variants(of: "link-types", scenario: "link-types")
    }

    /// Flows that run once in the app, started again from the other tab, from inside them, and after they ended.
    static var tabFlowVariants: [BehaviourCase] {
        variants(of: "tab-flows", scenario: "tab-flows")
    }

    /// Flows that decide their first screen, at once or behind a placeholder, left before or after they decide.
    static var firstScreenVariants: [BehaviourCase] {
        variants(of: "first-screens", scenario: "first-screens")
    }

    /// App actions, run from a tab that presents and by `perform(_:)` over whatever is on screen.
    static var appActionVariants: [BehaviourCase] {
        variants(of: "app-actions", scenario: "app-actions")
    }

    /// Actions that wait for your code's choice of the action that runs next, in every style and mode.
    static var choiceVariants: [BehaviourCase] {
        variants(of: "choices", scenario: "choices")
    }

    /// Containers that embed flows on stacks of their own, from the start and on demand.
    static var containerVariants: [BehaviourCase] {
        variants(of: "containers", scenario: "containers")
    }

    /// A split view: a flow per column, `showDetail` into the secondary column, collapsing and expanding.
    static var splitVariants: [BehaviourCase] {
        variants(of: "split", scenario: "split")
    }

    /// A split view with three columns: `showSupplementary` into the supplementary column, `showDetail` from either
    /// column before the secondary, collapsing and expanding.
    static var tripleColumnVariants: [BehaviourCase] {
        variants(of: "mail", scenario: "mail")
    }

    /// A split view among the app's top-level flows: signing in builds it, signing out from any column releases it.
    static var topLevelSplitVariants: [BehaviourCase] {
        variants(of: "signin-split", scenario: "signin-split")
    }

    /// SwiftUI screens in UIKit flows: hosting controllers of the author's views, in every style and mode.
    static var swiftUIVariants: [BehaviourCase] {
        variants(of: "swiftui-screens", scenario: "swiftui-screens")
    }

    /// Reproducers of reported defects whose manifest is no fixture, each with its scenario, as written.
    static var reproducers: [BehaviourCase] {
        [("route-refused-by-background-tab", "background-tab")].map { file, scenario in
            let url = Repository.root.appendingPathComponent("Tests/Reproducers/round4/\(file).json")
            return BehaviourCase(
                name: scenario, manifest: (try? Array(Data(contentsOf: url))) ?? [], scenario: scenario)
        }
    }

    static var all: [BehaviourCase] {
        shopVariants + lifetimeVariants + resultVariants + appCoordinatorVariants + embedVariants + viewModelVariants
            + reuseVariants + followUpVariants + stackEditVariants + presentationVariants + systemControllerVariants
            + routeVariants
            + tabFlowVariants + firstScreenVariants + splitVariants + tripleColumnVariants + topLevelSplitVariants
            + appActionVariants + choiceVariants + containerVariants + swiftUIVariants
            + [BehaviourCase(name: "stand-in", manifest: Fixture.named("notes").manifest, scenario: "standin")]
            + reproducers
            + ["notes", "deep", "custom"].map { name in
                let fixture = Fixture.named(name)
                return BehaviourCase(name: name, manifest: fixture.manifest, scenario: name, userCode: fixture.userCode)
            }
    }
}

/// Drives generated apps through the UIKit stand-in as a person would, and checks stacks, passed inputs,
/// child coordinators, tab items, and that everything that left the screen was released.
@Suite("Behaviour")
struct BehaviourTests {
    @Test("every style and mode variant of a fixture generates code of its own")
    func variantsDiffer() {
        let groups = Dictionary(grouping: BehaviourCase.all.filter { $0.name.split(separator: "-").count >= 3 }) {
            $0.scenario
        }
        for (scenario, variants) in groups {
            let outputs = variants.map { variant in
                CoordinatorGenerator.standard.generate(manifest: variant.manifest).files.map(\.contents)
            }
            #expect(Set(outputs).count == outputs.count, "two variants of \(scenario) generate the same code")
        }
    }

    @Test("the generated app behaves as the manifest says", arguments: BehaviourCase.selected)
    func scenarioPasses(_ behaviour: BehaviourCase) throws {
        guard let (folder, executable) = try build(behaviour) else { return }
        defer { withExtendedLifetime(folder) {} }
        for suite in StandInReadings.suites {
            let output = ProcessRunner.run(executable.path, [], environment: [StandInReadings.environmentKey: suite])
            #expect(
                output.status == 0 && output.output.contains("PASS"),
                """
                scenario '\(behaviour.scenario)' for \(behaviour.name) failed under \(StandInReadings.describe(suite)) \
                (\(StandInReadings.environmentKey)=\(suite)):
                \(output.combined)
                """)
            guard behaviour.random.drives else { continue }
            let random = ProcessRunner.run(
                executable.path, [],
                environment: [
                    StandInReadings.environmentKey: suite, Self.randomEnvironmentKey: "\(Self.randomSequences)",
                    "COORDGEN_SCENARIO_SEED": "\(RandomScenarioTests.seed)",
                ])
            #expect(
                random.status == 0 && random.output.contains("RANDOM \(Self.randomSequences) sequences")
                    && random.output.contains("PASS"),
                """
                random sequences of \(behaviour.name) broke the invariant under \(StandInReadings.describe(suite)) \
                (replay with COORDGEN_SCENARIO_SEED=\(RandomScenarioTests.seed) \
                \(StandInReadings.environmentKey)=\(suite)):
                \(random.combined)
                """)
        }
    }

    /// How many random sequences each fixture app runs under each reading, and their seed: the random scenarios'.
    static let randomSequences =
        Int(ProcessInfo.processInfo.environment["COORDGEN_FIXTURE_SEQUENCES"] ?? "")
        ?? TestTier.pick(quick: 3, full: 10)
    static let randomEnvironmentKey = "COORDGEN_RANDOM_SEQUENCES"

    /// The start of a scenario's program that, when `COORDGEN_RANDOM_SEQUENCES` is set, drives the fixture's app
    /// through random sequences instead of the scenario.
    static func randomMode(app: String) -> String {
        """

        if let sequences = ProcessInfo.processInfo.environment["\(randomEnvironmentKey)"].flatMap({ Int($0) }) {
            registerStoryboards()
            let seed = UInt64(ProcessInfo.processInfo.environment["COORDGEN_SCENARIO_SEED"] ?? "") ?? 1
            let failures = runRandomSequences(apps: [\(app)], seed: seed, sequences: sequences, events: 40)
            for failure in failures {
                emit("FAIL \\(failure)")
            }
            emit("RANDOM \\(sequences) sequences of 40 events")
            emit(failures.isEmpty ? "PASS" : "\\(failures.count) sequences broke the invariant")
            exit(failures.isEmpty ? 0 : 1)
        }

        """
    }

    /// Generates, writes shims and the scenario, and builds one executable in the returned folder, which is removed
    /// once released; `nil` (with an issue recorded) when it does not compile.
    func build(_ behaviour: BehaviourCase) throws -> (TemporaryDirectory, URL)? {
        let result = CoordinatorGenerator.standard.generate(manifest: behaviour.manifest)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let folder = TemporaryDirectory(prefix: "behaviour-\(behaviour.name)")
        var files = Fixture.keeping(result.files, replacedBy: behaviour.userCode).map {
            folder.write($0.contents, to: $0.name)
        }
        files.append(folder.write(try ScreenShims.source(for: behaviour.manifest), to: "ScreenShims.swift"))
        files.append(Repository.behaviour.appendingPathComponent("Expect.swift"))
        files.append(Repository.behaviour.appendingPathComponent("Describe.swift"))
        var scenario = try String(
            contentsOf: Repository.behaviour.appendingPathComponent("Scenarios/\(behaviour.scenario).swift"),
            encoding: .utf8)
        if behaviour.random.drives {
            files.append(Repository.behaviour.appendingPathComponent("RandomDriver.swift"))
            files.append(Repository.behaviour.appendingPathComponent("RandomDecisions.swift"))
            files.append(Repository.behaviour.appendingPathComponent("SequenceRandom.swift"))
            files.append(folder.write(try RandomActionTable.source(for: behaviour.manifest), to: "RandomActions.swift"))
            let app = try RandomActionTable.app(
                for: behaviour.manifest, name: behaviour.name, dependencies: behaviour.random.dependencies)
            guard let imports = scenario.range(of: "import UIKit\n") else {
                Issue.record("the \(behaviour.scenario) scenario does not import UIKit where the random mode goes")
                return nil
            }
            scenario.insert(contentsOf: Self.randomMode(app: app), at: imports.upperBound)
        }
        files.append(folder.write(scenario, to: "main.swift"))
        files += behaviour.userCode
        let executable = folder.url.appendingPathComponent("scenario")
        if case .failure(let failure) = SwiftCompiler.buildExecutable(files, output: executable) {
            Issue.record("the \(behaviour.name) app and its scenario do not compile:\n\(failure.description)")
            return nil
        }
        return (folder, executable)
    }
}
