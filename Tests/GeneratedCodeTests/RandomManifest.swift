import Generator
import TestSupport

/// A random manifest that is valid by construction: coordinators form a tree of children (some modal) under a
/// root, tabs, top-level flows (some in a tab bar or a split view) that switch to one another, or a split view's
/// columns (two or three),
/// which show child flows in the secondary and supplementary columns; screens mix styles and instantiation
/// modes, and every input is filled by a parameter, a `pass` entry or a default. Some are public with a runtime prefix,
/// and some transitions have no animation, a presentation style (a popover among them, with a compact style or not)
/// or sheet detents. Screens show alerts, action sheets, share sheets, the camera and the document picker, and some
/// flows keep their state once dismissed. Every name
/// starts with `prefix`, so many manifests can share one module.
struct RandomManifest {
    let prefix: String
    private(set) var json = ""
    /// Extensions implementing the manifest's custom actions, as the app's author would write them.
    private(set) var userCode = ""
    /// The manifest's `deploymentTarget`, when it declares one.
    private(set) var deploymentTarget: String?
    /// The choosers of the manifest's `choose` actions, which the app's author writes in an extension of the flow's
    /// coordinator: ``chooserCode(awaitingTheDriver:)``.
    private var choosers: [(coordinator: Int, action: String, choices: [String], throwing: Bool, access: String)] = []

    private struct Input {
        var name: String
        var type: String
        var defaultValue: String?
    }

    private struct Screen {
        var name: String
        var inputs: [Input]
        var actions: [String] = []
        var style: String?
        var storyboard: String?
        var embeds: [String] = []
        var messages: [String] = []
        var viewModel = false
        /// A SwiftUI view in a hosting controller, with a view model.
        var swiftUI = false
        var shared = false
        /// Presented without a navigation controller: its actions only dismiss it.
        var unwrapped = false
    }

    /// Types with a default expression for each, or nil when the type has no natural default.
    private static let types: [(String, String?)] = [
        ("Int", "0"), ("String", "\"\""), ("Bool", "false"), ("Double", "1.5"), ("[String]", "[]"),
        ("[String: Int]", "[:]"), ("Int?", "nil"), ("URL", nil), ("UUID", "UUID()"), ("Set<Int>", "[]"),
        ("(Int, String)", "(0, \"\")"), ("Date", nil), ("[Int]?", "nil"), ("() -> Void", nil),
        ("Dictionary<String, [Double]>", "[:]"), ("Result<Int, Never>", nil), ("Character", "\"\\u{65}\\u{301}\""),
        ("Unicode.Scalar", "\"x\""),
    ]

    /// How the app starts, when a test chooses it.
    enum Shape {
        case root
        case tabs
        /// A split view with two columns.
        case split
        /// A split view with three columns.
        case tripleColumnSplit
        /// Top-level flows that an app coordinator switches between; without a runtime prefix when the runtime is
        /// shared, so one such app at most may share a module.
        case flows
    }

    /// A manifest whose names start with `prefix`. With `sharesRuntime`, it never has a runtime prefix or public
    /// access, so code that handles several such apps can use one `Coordinator` protocol. `shape`, when given, is how
    /// the app starts; otherwise that is drawn too.
    /// With `appActions`, the app declares app actions, or none when it is false; an app with a runtime prefix of its
    /// own, which names its `AppAction`, draws whether it does when it is `nil`.
    init(
        prefix: String, sharesRuntime: Bool = false, shape: Shape? = nil, appActions: Bool? = nil,
        using random: inout SeededGenerator
    ) {
        self.prefix = prefix
        build(sharesRuntime: sharesRuntime, shape: shape, appActions: appActions, &random)
    }

    private mutating func build(
        sharesRuntime: Bool, shape: Shape?, appActions: Bool?, _ random: inout SeededGenerator
    ) {
        let styles = Style.allCases.map(\.rawValue)
        let style = styles.randomElement(using: &random) ?? Style.manifestDefault.rawValue
        let mode = Bool.random(using: &random) ? "code" : "storyboard"
        // A public manifest takes its own runtime prefix, so its public runtime does not meet another's internal one.
        let isPublic = !sharesRuntime && Int.random(in: 0..<3, using: &random) == 0
        let runtimePrefix = !sharesRuntime && (isPublic || Int.random(in: 0..<4, using: &random) == 0) ? prefix : nil
        let coordinatorCount = Int.random(
            in: (shape == .split ? 4 : shape == .tripleColumnSplit ? 6 : 2)...6, using: &random)
        // Top-level flows only with a runtime prefix, which also names the app coordinator, so that apps sharing a
        // module each have their own; or when a test asks for them, which then builds one such app per module.
        let useFlows = shape == .flows || (shape == nil && runtimePrefix != nil && Bool.random(using: &random))
        let useTabs = shape.map { $0 == .tabs } ?? (!useFlows && Bool.random(using: &random))
        // A split view: flows 0, 1 and 2 in the primary, secondary and compact columns, and a child flow that
        // `showDetail` starts (docs/manifest.md, "Split view").
        let useSplit =
            shape.map { $0 == .split || $0 == .tripleColumnSplit }
            ?? (!useFlows && !useTabs && coordinatorCount > 3 && Int.random(in: 0..<3, using: &random) == 0)
        // With six flows, half the split views have three columns: flow 3 in the supplementary column, and two child
        // flows, one for each column a flow replaces.
        let tripleColumn =
            shape.map { $0 == .tripleColumnSplit }
            ?? (useSplit && coordinatorCount == 6 && Bool.random(using: &random))
        // In an app with flows, the roots after the first may be a split view's primary, secondary and compact
        // columns (docs/manifest.md, "A split view among top-level flows"), with a child flow that `showDetail` starts.
        let flowsSplit = useFlows && coordinatorCount >= 5 && Int.random(in: 0..<3, using: &random) == 0
        let rootCount =
            useSplit
            ? (tripleColumn ? 4 : 3)
            : flowsSplit
                ? 4
                // The app coordinator a test asks for switches between two flows at least.
                : useTabs || useFlows
                    ? Int.random(in: (shape == .flows ? 2 : 1)...min(3, coordinatorCount), using: &random) : 1
        let splitRoots = flowsSplit ? [1, 2, 3] : []
        // Otherwise, the roots after the first may be the tabs of one tab bar.
        let tabBarRoots =
            useFlows && !flowsSplit && rootCount > 1 && Bool.random(using: &random) ? Array(1..<rootCount) : []
        var actionNumber = 0
        var custom: [(coordinator: Int, signature: String)] = []
        var screens: [Screen] = []
        var flows: [[Int]] = []
        for index in 0..<coordinatorCount {
            var flow: [Int] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let isRootStart = index < rootCount && flow.isEmpty
                var inputs: [Input] = []
                for inputIndex in 0..<Int.random(in: 0...2, using: &random) {
                    let (type, defaultValue) = Self.types.randomElement(using: &random) ?? ("Int", "0")
                    let keepDefault = isRootStart || Bool.random(using: &random)
                    inputs.append(
                        Input(
                            name: "value\(inputIndex)", type: type,
                            defaultValue: keepDefault ? defaultValue : nil))
                    if isRootStart, defaultValue == nil {
                        inputs[inputs.count - 1].type = "Int"
                        inputs[inputs.count - 1].defaultValue = "0"
                    }
                }
                var screen = Screen(name: "\(prefix)S\(screens.count)", inputs: inputs)
                if Int.random(in: 0..<4, using: &random) == 0 {
                    screen.style = styles.randomElement(using: &random)
                }
                if mode == "storyboard", Bool.random(using: &random) {
                    screen.storyboard = "{ \"name\": \"\(prefix)Board\", \"identifier\": \"\(screen.name)Scene\" }"
                }
                flow.append(screens.count)
                screens.append(screen)
            }
            flows.append(flow)
        }
        func nextAction() -> String {
            actionNumber += 1
            return "act\(actionNumber)"
        }
        // Each flow's start screen pushes or presents its other screens.
        var presentedScreens: Set<Int> = []
        var modalFlows: Set<Int> = []
        for flow in flows {
            for target in flow.dropFirst() {
                let kind = Bool.random(using: &random) ? "push" : "present"
                if kind == "present" { presentedScreens.insert(target) }
                var action = Self.action(
                    nextAction(), kind: kind, target: "\"\(screens[target].name)\"",
                    inputs: screens[target].inputs, own: screens[flow[0]].inputs, random: &random)
                // Some pushes take the flow's first screen off the stack (docs/manifest.md, "Taking screens off").
                if kind == "push", Int.random(in: 0..<4, using: &random) == 0 {
                    action = action.dropLast(2) + ", \"removing\": [ \"\(screens[flow[0]].name)\" ] }"
                }
                screens[flow[0]].actions.append(action)
            }
            // Sometimes the first screen sets the stack to its own screens, the flow's first one last, filling their
            // inputs as a push does (docs/manifest.md, "Taking screens off the stack").
            if flow.count > 1, Int.random(in: 0..<4, using: &random) == 0 {
                let listed = Array(flow.dropFirst()) + [flow[0]]
                let names = listed.map { "\"\(screens[$0].name)\"" }.joined(separator: ", ")
                let inputs = listed.flatMap { screens[$0].inputs }
                // One parameter per input name, so each name has one type.
                var seen: Set<String> = []
                // An input of that name without a default anywhere in the list needs a value.
                let unique = inputs.filter { seen.insert($0.name).inserted }.map { input in
                    var input = input
                    if inputs.contains(where: { $0.name == input.name && $0.defaultValue == nil }) {
                        input.defaultValue = nil
                    }
                    return input
                }
                let sameTypes = unique.allSatisfy { input in
                    inputs.allSatisfy { $0.name != input.name || $0.type == input.type }
                }
                if sameTypes {
                    screens[flow[0]].actions.append(
                        Self.action(
                            nextAction(), kind: "setStack", target: "[ \(names) ]", inputs: unique,
                            random: &random))
                }
            }
        }
        // Every flow after the roots is started by a screen of an earlier flow: children and grandchildren. Half of
        // them get an action on that screen that their finishes may name in `then`.
        var followUps: [Int: String] = [:]
        for index in rootCount..<coordinatorCount {
            let parentFlow = flows[Int.random(in: 0..<index, using: &random)]
            let from = parentFlow.randomElement(using: &random) ?? parentFlow[0]
            let isModal = Bool.random(using: &random)
            if isModal { modalFlows.insert(index) }
            let modal = isModal ? ", \"modal\": true" : ""
            let target = "\"\(prefix)C\(index)\"\(modal)"
            let action = Self.action(
                nextAction(), kind: "startChild", target: target,
                inputs: screens[flows[index][0]].inputs, own: screens[from].inputs, random: &random)
            screens[from].actions.append(action)
            if Bool.random(using: &random) {
                let name = nextAction()
                followUps[index] = name
                screens[from].actions.append("{ \"name\": \"\(name)\", \"popToRoot\": true }")
            }
        }
        // In a split app, the primary column's first screen shows a child flow in the secondary column, and the
        // compact column's and the secondary column's push it (the supplementary column's shows it in the secondary
        // column too); that flow never finishes (validation refuses it).
        let detailFlow =
            useSplit || flowsSplit ? Int.random(in: rootCount..<coordinatorCount, using: &random) : nil
        // With three columns, the primary column's first screen shows another child flow in the supplementary column,
        // and the compact column's may push it; it never finishes either.
        let supplementaryFlow =
            tripleColumn
            ? (rootCount..<coordinatorCount).filter { $0 != detailFlow }.randomElement(using: &random) : nil
        let columnFlows = Set([detailFlow, supplementaryFlow].compactMap { $0 })
        if let supplementaryFlow {
            for column in [0, 2] where column == 0 || Bool.random(using: &random) {
                let from = flows[column][0]
                screens[from].actions.append(
                    Self.action(
                        nextAction(), kind: "showSupplementary", target: "\"\(prefix)C\(supplementaryFlow)\"",
                        inputs: screens[flows[supplementaryFlow][0]].inputs, own: screens[from].inputs,
                        random: &random))
            }
        }
        if let detailFlow {
            let columns = flowsSplit ? splitRoots : Array(0..<rootCount)
            for column in columns where column == columns[0] || Bool.random(using: &random) {
                let from = flows[column][0]
                screens[from].actions.append(
                    Self.action(
                        nextAction(), kind: "showDetail", target: "\"\(prefix)C\(detailFlow)\"",
                        inputs: screens[flows[detailFlow][0]].inputs, own: screens[from].inputs, random: &random))
            }
        }
        // Each top-level flow switches to the next, from its first screen (a tab bar's, from its first tab's).
        var topLevel: [(name: String, root: Int)] = []
        if useFlows {
            let containers = [(tabBarRoots, "\(prefix)Bar"), (splitRoots, "\(prefix)Split")]
            topLevel = (0..<rootCount).filter { index in
                !containers.contains { $0.0.dropFirst().contains(index) }
            }.map { index in
                (containers.first { $0.0.first == index }?.1 ?? "\(prefix)C\(index)", index)
            }
            for (position, flow) in topLevel.enumerated() {
                let next = topLevel[(position + 1) % topLevel.count].name
                screens[flows[flow.root][0]].actions.append(
                    "{ \"name\": \"\(nextAction())\", \"switchTo\": \"\(next)\" }")
            }
        }
        // Some flows that have a parent return a result: a case with a value, and `cancel` when they are left.
        var results: [Int: (json: String, valueType: String)] = [:]
        for index in rootCount..<coordinatorCount where !columnFlows.contains(index) && Bool.random(using: &random) {
            let sendable = Self.types.map(\.0).filter { !$0.contains("->") }
            let valueType = sendable.randomElement(using: &random) ?? "Int"
            results[index] = (
                "{ \"cases\": [ { \"name\": \"done\", \"parameters\": [ { \"name\": \"value\", "
                    + "\"type\": \"\(valueType)\" } ] }, { \"name\": \"cancel\" } ], \"whenLeft\": \"cancel\" }",
                valueType
            )
        }
        // Leaving actions, `finish` only where the flow has a parent, and custom actions.
        for (index, flow) in flows.enumerated() {
            for screenIndex in flow {
                var kinds = ["pop", "popToRoot", "custom"]
                if index >= rootCount && !columnFlows.contains(index) {
                    kinds.append("finish")
                }
                // `dismiss` only where there is something to dismiss: a presented screen or a modal flow.
                if presentedScreens.contains(screenIndex) || modalFlows.contains(index) {
                    kinds.append("dismiss")
                }
                // `close` wherever it closes something: any screen but the first of a flow without a parent.
                if (index >= rootCount && !columnFlows.contains(index)) || screenIndex != flow[0] {
                    kinds.append("close")
                }
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let kind = kinds.randomElement(using: &random) ?? "pop"
                    let name = nextAction()
                    if kind == "custom" {
                        let label = ["_", "with", nil].randomElement(using: &random) ?? nil
                        let type = Self.types.randomElement(using: &random)?.0 ?? "Int"
                        let parameter =
                            "{ " + (label.map { "\"label\": \"\($0)\", " } ?? "")
                            + "\"name\": \"argument\", \"type\": \"\(type)\" }"
                        screens[screenIndex].actions.append(
                            "{ \"name\": \"\(name)\", \"parameters\": [\(parameter)], \"custom\": true }")
                        let escaping = type.contains("->") ? "@escaping " : ""
                        let access = isPublic ? "public " : ""
                        let labelText = label.map { $0 + " " } ?? ""
                        custom.append((index, "\(access)func \(name)(\(labelText)argument: \(escaping)\(type)) {}"))
                    } else if kind == "finish" {
                        // A finish in a flow with a result names its case and fills its value; some name what the
                        // screen that started the flow runs next.
                        let then = followUps[index].flatMap { Bool.random(using: &random) ? $0 : nil }
                        let next = then.map { ", \"then\": \"\($0)\"" } ?? ""
                        guard let result = results[index] else {
                            screens[screenIndex].actions.append("{ \"name\": \"\(name)\", \"finish\": true\(next) }")
                            continue
                        }
                        screens[screenIndex].actions.append(
                            Bool.random(using: &random)
                                ? "{ \"name\": \"\(name)\", \"finish\": \"cancel\"\(next) }"
                                : "{ \"name\": \"\(name)\", \"parameters\": [ { \"name\": \"value\", "
                                    + "\"type\": \"\(result.valueType)\" } ], \"finish\": \"done\"\(next) }")
                    } else {
                        screens[screenIndex].actions.append("{ \"name\": \"\(name)\", \"\(kind)\": true }")
                    }
                }
            }
        }
        // Some screens embed a screen of their own (which may embed another), with messages for its container; its
        // inputs come from the container's input of the same name or from defaults, and its actions go back.
        for flow in flows where Int.random(in: 0..<3, using: &random) == 0 {
            var container = flow.randomElement(using: &random) ?? flow[0]
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                var inputs: [Input] = []
                let passed = screens[container].inputs.filter { _ in Bool.random(using: &random) }
                inputs += passed
                if Bool.random(using: &random) {
                    inputs.append(Input(name: "extra\(screens.count)", type: "Int", defaultValue: "0"))
                }
                var embedded = Screen(name: "\(prefix)S\(screens.count)", inputs: inputs)
                if Int.random(in: 0..<4, using: &random) == 0 {
                    embedded.style = styles.randomElement(using: &random)
                }
                for index in 0..<Int.random(in: 0...2, using: &random) {
                    let type = Self.types.randomElement(using: &random)?.0 ?? "Int"
                    let values =
                        Bool.random(using: &random)
                        ? ", \"parameters\": [ { \"name\": \"first\", \"type\": \"\(type)\" }, "
                            + "{ \"label\": \"with\", \"name\": \"second\", \"type\": \"Bool\" } ]" : ""
                    embedded.messages.append("{ \"name\": \"didChange\(index)\"\(values) }")
                }
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let kind = ["pop", "popToRoot"].randomElement(using: &random) ?? "pop"
                    embedded.actions.append("{ \"name\": \"\(nextAction())\", \"\(kind)\": true }")
                }
                let index = screens.count
                screens.append(embedded)
                // Sometimes the embedded screen is also pushed on its own, by the flow's first screen.
                if Int.random(in: 0..<4, using: &random) == 0 {
                    screens[flow[0]].actions.append(
                        Self.action(
                            nextAction(), kind: "push", target: "\"\(embedded.name)\"", inputs: embedded.inputs,
                            random: &random))
                }
                screens[container].embeds.append(
                    "{ \"screen\": \"\(embedded.name)\", \"name\": \"part\(screens[container].embeds.count)\" }")
                container = index
            }
        }
        // Group some actions into protocols shared across screens (used by protocols-style screens); a coordinator
        // then implements the whole protocol, including other screens' actions. Actions that show a screen, finish,
        // dismiss (which needs something presented in each flow that implements it) or are custom stay out: sharing those would pull another flow's screens into a coordinator, which the
        // documentation tells authors not to do (and validation rejects where it breaks a rule).
        let shareable = ["\"startChild\"", "\"pop\"", "\"popToRoot\""]
        for index in screens.indices {
            screens[index].actions = screens[index].actions.map { action in
                guard shareable.contains(where: action.contains), Int.random(in: 0..<3, using: &random) == 0
                else { return action }
                let name = "\(prefix)P\(Int.random(in: 0..<2, using: &random))"
                return "{ \"protocol\": \"\(name)\", " + action.dropFirst(2)
            }
        }
        for index in screens.indices {
            screens[index].actions = screens[index].actions.map { Self.withTransition($0, random: &random) }
        }
        var options: [String] = []
        // View models (for all screens, or some) and dependencies, when the manifest has a module of its own.
        if !sharesRuntime, Int.random(in: 0..<3, using: &random) == 0 {
            options.append("\"architecture\": \"mvvm\"")
        } else if !sharesRuntime {
            for index in screens.indices where Int.random(in: 0..<4, using: &random) == 0 {
                screens[index].viewModel = true
            }
        }
        // Some screens are SwiftUI views, which have view models, in apps of every kind: not a container, nor one that
        // tells its container something, which need a view controller's views and delegate.
        for index in screens.indices
        where screens[index].embeds.isEmpty && screens[index].messages.isEmpty && screens[index].storyboard == nil
            && Int.random(in: 0..<5, using: &random) == 0
        {
            screens[index].swiftUI = true
            screens[index].viewModel = true
        }
        if !sharesRuntime, Bool.random(using: &random) {
            options.append("\"dependencies\": \"\(prefix)Dependencies\"")
            userCode += (isPublic ? "public " : "") + "struct \(prefix)Dependencies {}\n\n"
        }
        if isPublic { options.append("\"access\": \"public\"") }
        if let runtimePrefix { options.append("\"runtimePrefix\": \"\(runtimePrefix)\"") }
        var app: String
        if useFlows {
            let initial = Bool.random(using: &random) ? "decide" : topLevel[0].name
            let tabBar =
                tabBarRoots.isEmpty
                ? ""
                : ", \"tabBars\": [ { \"name\": \"\(prefix)Bar\", \"tabs\": ["
                    + tabBarRoots.map { "\"\(prefix)C\($0)\"" }.joined(separator: ", ") + "] } ]"
            let split =
                splitRoots.isEmpty
                ? ""
                : ", \"splits\": [ { \"name\": \"\(prefix)Split\", \"primary\": \"\(prefix)C1\", "
                    + "\"secondary\": \"\(prefix)C2\", \"compact\": \"\(prefix)C3\" } ]"
            app =
                "{ \"flows\": [" + topLevel.map { "\"\($0.name)\"" }.joined(separator: ", ") + "], "
                + "\"initial\": \"\(initial)\"\(tabBar)\(split) }"
        } else if useTabs {
            app =
                "{ \"tabs\": [\((0..<rootCount).map { "\"\(prefix)C\($0)\"" }.joined(separator: ", "))], "
                + "\"tabBarController\": \"\(prefix)TabBarController\" }"
        } else if useSplit {
            app =
                "{ \"split\": { \"primary\": \"\(prefix)C0\", "
                + (tripleColumn ? "\"supplementary\": \"\(prefix)C3\", " : "") + "\"secondary\": \"\(prefix)C1\", "
                + "\"compact\": \"\(prefix)C2\", \"splitViewController\": \"\(prefix)SplitViewController\" } }"
        } else {
            app = "{ \"root\": \"\(prefix)C0\" }"
        }
        // Some screens are shared, which shares what they show too (docs/manifest.md, "Shared screens"): only where none
        // of those has a custom action, which the user code implements per coordinator, or a finish naming a case or
        // a `then`.
        for index in screens.indices where Int.random(in: 0..<5, using: &random) == 0 {
            let shown = Self.shown(from: index, in: screens)
            let shareable = shown.allSatisfy { screen in
                screens[screen].actions.allSatisfy { action in
                    !action.contains("\"custom\"") && !action.contains("\"finish\": \"")
                        && !action.contains("\"then\"")
                }
            }
            screens[index].shared = shareable
        }
        // Some screens get an alert whose choices run their actions that take no values, with a cancel choice or not
        // (docs/manifest.md, "Alerts and action sheets"); drawn last, so the rest of each manifest is as before. The
        // first choice may run an action whose values text fields can give, with a field for each.
        for index in screens.indices where Int.random(in: 0..<4, using: &random) == 0 {
            let actions = screens[index].actions.filter { !$0.contains("\"custom\"") }
            let runnable = actions.filter { !$0.contains("\"parameters\"") }
                .compactMap { Self.named(after: "\"name\": \"", in: $0) }
            let typed = actions.compactMap { action in
                Self.textFields(filling: action).flatMap { fields in
                    Self.named(after: "\"name\": \"", in: action).map { (name: $0, fields: fields) }
                }
            }
            guard !runnable.isEmpty || !typed.isEmpty else { continue }
            var fields: [String] = []
            var choices = (0..<Int.random(in: 1...2, using: &random)).compactMap { number -> String? in
                var runs = runnable.randomElement(using: &random)
                if number == 0, !typed.isEmpty, runs == nil || Bool.random(using: &random) {
                    let target = typed[Int.random(in: typed.indices, using: &random)]
                    (runs, fields) = (target.name, target.fields)
                }
                return runs.map { "{ \"title\": \"Choice \(number)\", \"runs\": \"\($0)\" }" }
            }
            if Bool.random(using: &random) {
                choices.append("{ \"title\": \"Cancel\", \"style\": \"cancel\" }")
            }
            let textFields = fields.isEmpty ? "" : "\"textFields\": [ " + fields.joined(separator: ", ") + " ], "
            // The title is fixed, one of the app's localized strings, or a value the action takes; some alerts also
            // make choices from a list the action takes, each running an action that takes no values.
            let title: String
            var parameters: [String]
            (title, parameters) =
                [
                    ("\"Sure?\"", [String]()),
                    ("{ \"localized\": \"sure.title\", \"default\": \"Sure?\" }", []),
                    ("{ \"parameter\": \"alertTitle\" }", ["{ \"name\": \"alertTitle\", \"type\": \"String\" }"]),
                ].randomElement(using: &random) ?? ("\"Sure?\"", [])
            if !choices.isEmpty, let runs = runnable.randomElement(using: &random),
                Int.random(in: 0..<3, using: &random) == 0
            {
                parameters.append("{ \"name\": \"alertItems\", \"type\": \"[String]\" }")
                choices.insert("{ \"each\": \"alertItems\", \"as\": \"alertItem\", \"runs\": \"\(runs)\" }", at: 0)
            }
            let declared = parameters.isEmpty ? "" : "\"parameters\": [ " + parameters.joined(separator: ", ") + " ], "
            screens[index].actions.append(
                "{ \"name\": \"\(nextAction())\", \(declared)\"alert\": { \"title\": \(title), \(textFields)\"choices\": [ "
                    + choices.joined(separator: ", ") + " ] } }")
        }
        // Some screens get a camera that runs one of their actions that take no values (docs/manifest.md, "The
        // camera"); drawn after the alerts, for the same reason.
        for index in screens.indices where Int.random(in: 0..<5, using: &random) == 0 {
            guard let runs = Self.actionTakingNoValues(of: screens[index], using: &random) else { continue }
            screens[index].actions.append("{ \"name\": \"\(nextAction())\", \"camera\": { \"runs\": \"\(runs)\" } }")
        }
        // An app with a runtime prefix of its own, which also names its AppRoute, sometimes gets a route to each root
        // flow's first screen, whose way takes no action (docs/manifest.md, "Routes"); the one app coordinator a test
        // asks for in a module always does, so that random sequences open links in it. Drawn last, as alerts are.
        var routes: [String] = []
        if shape == .flows || (runtimePrefix != nil && !useSplit && Bool.random(using: &random)) {
            // A split view's secondary and compact columns' flows are no entries of a way: only its primary column's
            // is, while expanded, and then the compact column's must reach the same screen too.
            // Some open from a quick action or a notification too (docs/manifest.md, "Entry points without a link"),
            // by the route's index rather than a draw, so that the rest of the manifest stays as the seed made it.
            routes = (0..<rootCount).filter { !splitRoots.contains($0) }.map { index in
                let entries =
                    switch index % 3 {
                    case 0: ", \"entries\": { \"quickAction\": \"\(prefix.lowercased()).flow\(index)\" }"
                    case 1: ", \"entries\": { \"notification\": { \"flow\": \"\(index)\" } }"
                    default: ""
                    }
                return "{ \"name\": \"route\(index)\", \"patterns\": [ \"\(prefix.lowercased())://flow\(index)\" ], "
                    + "\"screen\": \"\(screens[flows[index][0]].name)\"\(entries) }"
            }
            options.append("\"routes\": [ " + routes.joined(separator: ", ") + " ]")
        }
        // Some child flows run once in the app (one with a result hands it to the screen that asked last), and in an
        // app with routes some refuse them; some
        // screens of an app with tabs show a tab and run an action of its first screen that takes no values and no
        // sender (docs/manifest.md, "Coordinators" and "Actions"); drawn last, as routes are.
        var flowKeys: [Int: String] = [:]
        for index in rootCount..<flows.count where Int.random(in: 0..<4, using: &random) == 0 {
            flowKeys[index] =
                options.contains { $0.hasPrefix("\"routes\"") } && Bool.random(using: &random)
                ? ", \"singleInstance\": true, \"onRoute\": \"reject\"" : ", \"singleInstance\": true"
        }
        let tabFlows = useTabs ? Array(0..<rootCount) : tabBarRoots
        for index in screens.indices where !tabFlows.isEmpty && Int.random(in: 0..<5, using: &random) == 0 {
            guard let tab = tabFlows.randomElement(using: &random) else { continue }
            let runnable = screens[flows[tab][0]].actions.filter { action in
                !["\"parameters\"", "\"custom\"", "popover", "actionSheet", "\"share\""].contains {
                    action.contains($0)
                }
            }
            let runs = runnable.compactMap { Self.named(after: "\"name\": \"", in: $0) }.randomElement(using: &random)
            screens[index].actions.append(
                "{ \"name\": \"\(nextAction())\", \"selectTab\": \"\(prefix)C\(tab)\""
                    + (runs.map { ", \"runs\": \"\($0)\"" } ?? "") + " }")
        }
        // Some child flows decide their first screen among their other screens whose inputs the flow's fill, behind a
        // placeholder or not, with a fallback or not (docs/manifest.md, "Choosing the first screen"); drawn last.
        // Not the flow a `showDetail` starts: a close on a screen it may start with would end it, which validation
        // refuses there.
        for index in rootCount..<flows.count
        where !columnFlows.contains(index) && Int.random(in: 0..<5, using: &random) == 0 {
            let own = screens[flows[index][0]].inputs
            let fitting = flows[index].dropFirst().filter { screen in
                screens[screen].inputs.allSatisfy { input in
                    own.contains { $0.name == input.name && $0.type == input.type }
                        || (input.defaultValue != nil && !own.contains { $0.name == input.name })
                }
            }
            .map { "\"\(screens[$0].name)\"" }
            guard let fallback = fitting.randomElement(using: &random) else { continue }
            var members = ["\"alternatives\": [ " + fitting.filter { $0 != fallback }.joined(separator: ", ") + " ]"]
            if Bool.random(using: &random), let placeholder = fitting.randomElement(using: &random) {
                members.append("\"placeholder\": " + placeholder)
            }
            if fitting.count == 1 || Bool.random(using: &random) {
                members.append("\"fallback\": " + fallback)
            }
            flowKeys[index, default: ""] += ", \"decide\": { " + members.joined(separator: ", ") + " }"
        }
        // Some screens export a file and run one of their actions that take no values (docs/manifest.md, "Exporting
        // files"), which needs iOS 14; drawn last.
        var exports = false
        for index in screens.indices where Int.random(in: 0..<6, using: &random) == 0 {
            guard let runs = Self.actionTakingNoValues(of: screens[index], using: &random) else { continue }
            exports = true
            screens[index].actions.append(
                "{ \"name\": \"\(nextAction())\", \"parameters\": [ { \"name\": \"file\", \"type\": \"URL\" } ], "
                    + "\"exportFiles\": { \"files\": \"file\", \"runs\": \"\(runs)\" } }")
        }
        // Some screens present a viewer without a navigation controller (docs/manifest.md, "Transitions"): a screen of
        // its own, which only dismisses itself. Not from a shared screen, whose navigation is written once.
        for index in screens.indices where !screens[index].shared && Int.random(in: 0..<6, using: &random) == 0 {
            var viewer = Screen(name: "\(prefix)S\(screens.count)", inputs: [])
            viewer.unwrapped = true
            viewer.actions = ["{ \"name\": \"\(nextAction())\", \"dismiss\": true }"]
            screens[index].actions.append(
                Self.withTransition(
                    "{ \"name\": \"\(nextAction())\", \"present\": \"\(viewer.name)\", \"wrap\": false }",
                    random: &random))
            screens.append(viewer)
        }
        // What takes a sender, the view or bar button item it points at on iPad (docs/manifest.md, "Transitions",
        // "Alerts and action sheets", "Share sheets", "Printing"), through `sourceItem` from iOS 16 and `sourceView` or
        // `barButtonItem` before; drawn last. Some presentations of a screen or a modal flow become popovers, some with
        // a style of their own on a compact width, and some screens get a share sheet, an action sheet or the print
        // options that run one of their actions that take no values. Not on a screen with a view model (it cannot pass
        // a sender) or a shared one, and not an action that another runs (a choice, a camera's, an export's, a tab's),
        // which passes no sender.
        var senders = false
        if !options.contains("\"architecture\": \"mvvm\"") {
            let ran = Set(screens.flatMap(\.actions).flatMap { Self.allNamed(after: "\"runs\": \"", in: $0) })
            for index in screens.indices where !screens[index].viewModel && !screens[index].shared {
                screens[index].actions = screens[index].actions.map { action in
                    guard Self.presentsStack(action), !action.contains("\"modalPresentationStyle\""),
                        let name = Self.named(after: "\"name\": \"", in: action), !ran.contains(name),
                        Bool.random(using: &random)
                    else { return action }
                    senders = true
                    let compact = [nil, "fullScreen", "overFullScreen", "popover"].randomElement(using: &random) ?? nil
                    return String(action.dropLast(2)) + ", \"modalPresentationStyle\": \"popover\""
                        + (compact.map { ", \"compactStyle\": \"\($0)\"" } ?? "") + " }"
                }
            }
            // Some form and page sheets (a screen's or a modal flow's) show full screen on a compact width; they take no
            // sender.
            for index in screens.indices {
                screens[index].actions = screens[index].actions.map { action in
                    // Not one that takes another style on a regular width: the two keys adapt opposite ways.
                    guard Self.presentsStack(action), !action.contains("\"regularStyle\""),
                        action.contains("\"modalPresentationStyle\": \"formSheet\"")
                            || action.contains("\"modalPresentationStyle\": \"pageSheet\""),
                        Bool.random(using: &random)
                    else { return action }
                    let compact = Bool.random(using: &random) ? "fullScreen" : "overFullScreen"
                    return String(action.dropLast(2)) + ", \"compactStyle\": \"\(compact)\" }"
                }
            }
            for index in screens.indices
            where !screens[index].viewModel && !screens[index].shared && !screens[index].unwrapped {
                guard Int.random(in: 0..<4, using: &random) == 0,
                    let runs = Self.actionTakingNoValues(of: screens[index], using: &random)
                else { continue }
                senders = true
                // Share sheets of odd screens offer the app's own activities too, without a draw of their own.
                let activities =
                    index % 2 == 1
                    ? (#", { "name": "extras", "type": "[UIActivity]" } ]"#, #", "activities": "extras""#) : (" ]", "")
                // Or the print options, for a page or several (docs/manifest.md, "Printing").
                let drawn =
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0:
                        "{ \"name\": \"\(nextAction())\", \"parameters\": [ { \"name\": \"text\", \"type\": \"String\" }"
                            + activities.0 + ", "
                            + "\"share\": { \"items\": [ \"text\" ], \"runs\": \"\(runs)\"\(activities.1) } }"
                    case 1:
                        "{ \"name\": \"\(nextAction())\", \"alert\": { \"style\": \"actionSheet\", \"title\": \"Which?\", "
                            + "\"choices\": [ { \"title\": \"Go\", \"runs\": \"\(runs)\" }, "
                            + "{ \"title\": \"Cancel\", \"style\": \"cancel\" } ] } }"
                    default:
                        "{ \"name\": \"\(nextAction())\", \"parameters\": [ { \"name\": \"pages\", \"type\": \""
                            + (index % 2 == 1 ? "[Data]" : "URL") + "\" } ], "
                            + "\"print\": { \"item\": \"pages\", \"runs\": \"\(runs)\" } }"
                    }
                screens[index].actions.append(drawn)
            }
        }
        // Some apps with top-level flows and routes make their first flow, where they start, a login that routes wait
        // behind (docs/manifest.md, "Routes"): it loses its own route, and the switch to the next flow lets them open.
        // The app coordinator a test asks for always does, so that random sequences try the gate. Drawn last.
        if useFlows, routes.count > 1, topLevel.first?.name == "\(prefix)C0",
            let index = options.firstIndex(where: { $0.hasPrefix("\"routes\"") }),
            shape == .flows || Bool.random(using: &random)
        {
            flowKeys[0, default: ""] += ", \"onRoute\": \"wait\""
            options[index] = "\"routes\": [ " + routes.dropFirst().joined(separator: ", ") + " ]"
        }
        // Some screens get an action that hands its values to the screen (docs/manifest.md, "Handing values to the
        // screen"), which what the presentations below run may be. Not an embedded screen, which the flow does not find
        // on its stacks, nor one presented without a navigation controller, which has no such actions.
        let embedded = Set(screens.flatMap(\.embeds).compactMap { Self.named(after: "\"screen\": \"", in: $0) })
        for index in screens.indices
        where !screens[index].unwrapped && !embedded.contains(screens[index].name)
            && Int.random(in: 0..<6, using: &random) == 0
        {
            screens[index].actions.append("{ \"name\": \"\(nextAction())\", \"toScreen\": true }")
        }
        // Some screens open files, sign in on the web, write a mail, or show a web page, and run one of their actions that take no values
        // (docs/manifest.md, "Opening files", "Signing in on the web", "Mail", "Web pages"); an import needs iOS 14. Not a screen presented without a
        // navigation controller, which has no stack to present on. Drawn last, so that the apps of earlier seeds stay
        // as they were up to here.
        for index in screens.indices where !screens[index].unwrapped && Int.random(in: 0..<8, using: &random) == 0 {
            guard let runs = Self.actionTakingNoValues(of: screens[index], using: &random) else { continue }
            exports = true
            let types = [
                #"[ "public.image" ]"#, #"[ "com.adobe.pdf", "com.example.note" ]"#, #"[ "org.unknown.kind" ]"#,
            ]
            let multiple = Bool.random(using: &random) ? "\"multiple\": true, " : ""
            screens[index].actions.append(
                "{ \"name\": \"\(nextAction())\", \"importFiles\": { \"types\": "
                    + (types.randomElement(using: &random) ?? types[0]) + ", \(multiple)\"runs\": \"\(runs)\" } }")
        }
        for index in screens.indices where !screens[index].unwrapped && Int.random(in: 0..<10, using: &random) == 0 {
            guard let runs = Self.actionTakingNoValues(of: screens[index], using: &random) else { continue }
            let scheme = Bool.random(using: &random) ? "\"callbackScheme\": \"myapp\", " : "\"ephemeral\": true, "
            screens[index].actions.append(
                "{ \"name\": \"\(nextAction())\", \"parameters\": [ { \"name\": \"page\", \"type\": \"URL\" } ], "
                    + "\"webAuthentication\": { \"url\": \"page\", \(scheme)\"runs\": \"\(runs)\" } }")
        }
        for index in screens.indices where !screens[index].unwrapped && Int.random(in: 0..<10, using: &random) == 0 {
            let runs = Bool.random(using: &random) ? Self.actionTakingNoValues(of: screens[index], using: &random) : nil
            screens[index].actions.append(
                Self.withTransition(
                    "{ \"name\": \"\(nextAction())\", \"parameters\": [ { \"name\": \"subject\", \"type\": \"String\" } ], "
                        + "\"mail\": { \"subject\": \"subject\"" + (runs.map { ", \"runs\": \"\($0)\"" } ?? "")
                        + " } }",
                    random: &random))
        }
        for index in screens.indices where !screens[index].unwrapped && Int.random(in: 0..<8, using: &random) == 0 {
            let runs = Bool.random(using: &random) ? Self.actionTakingNoValues(of: screens[index], using: &random) : nil
            screens[index].actions.append(
                Self.withTransition(
                    "{ \"name\": \"\(nextAction())\", \"parameters\": [ { \"name\": \"page\", \"type\": \"URL\" } ], "
                        + "\"safari\": { \"url\": \"page\"" + (runs.map { ", \"runs\": \"\($0)\"" } ?? "") + " } }",
                    random: &random))
        }
        // Some apps start flows, select a tab or switch the top-level flow from outside any screen (docs/manifest.md,
        // "App actions"), and a tab bar app may show the first such action as a tab of its own. Only an app whose
        // `AppAction` is its own: one with a runtime prefix, or the one a test asks for. Drawn last.
        if appActions ?? (runtimePrefix != nil && Bool.random(using: &random)) {
            // A flow that hands nothing back to a screen, whose first screen's inputs take their defaults or a value
            // the action passes.
            let passed = Dictionary(
                Self.types.compactMap { type, value in value.map { (type, $0) } }
                    + [
                        ("URL", #"URL(fileURLWithPath: "/")"#), ("Date", "Date()"),
                        ("Result<Int, Never>", ".success(0)"),
                    ],
                uniquingKeysWith: { first, _ in first })
            let startable = (rootCount..<flows.count).filter { index in
                results[index] == nil
                    && screens[flows[index][0]].inputs.allSatisfy { $0.defaultValue != nil || passed[$0.type] != nil }
                    && !Self.shown(from: flows[index][0], in: screens).contains { screen in
                        screens[screen].actions.contains { $0.contains("\"then\"") }
                    }
            }
            // The app a test asks for starts every such flow, and shows a tab that runs the first.
            let asked = appActions == true
            var actions = startable.filter { _ in asked || Bool.random(using: &random) }.map { index in
                let pass = screens[flows[index][0]].inputs.compactMap { input in
                    input.defaultValue == nil
                        ? passed[input.type].map { "\"\(input.name)\": { \"value\": \"\(Self.escaped($0))\" }" } : nil
                }
                return "{ \"name\": \"appStart\(index)\", \"startChild\": \"\(prefix)C\(index)\""
                    + (pass.isEmpty ? "" : ", \"pass\": { " + pass.joined(separator: ", ") + " }")
                    + (Bool.random(using: &random) ? ", \"modalPresentationStyle\": \"fullScreen\"" : "") + " }"
            }
            if useTabs, actions.count > 0, rootCount < 5, asked || Int.random(in: 0..<4, using: &random) != 0 {
                // A tab that runs it, after the first tab.
                actions[0] = String(actions[0].dropLast(2)) + ", \"tab\": { \"title\": \"New\", \"image\": \"plus\" } }"
                var tabs = (0..<rootCount).map { "\"\(prefix)C\($0)\"" }
                let name = Self.named(after: "\"name\": \"", in: actions[0]) ?? ""
                tabs.insert("\"\(name)\"", at: Int.random(in: 1...tabs.count, using: &random))
                app = app.replacingOccurrences(
                    of: "\"tabs\": [\((0..<rootCount).map { "\"\(prefix)C\($0)\"" }.joined(separator: ", "))]",
                    with: "\"tabs\": [\(tabs.joined(separator: ", "))]")
            }
            if useTabs, let tab = (0..<rootCount).randomElement(using: &random) {
                actions.append("{ \"name\": \"appShowTab\(tab)\", \"selectTab\": \"\(prefix)C\(tab)\" }")
            }
            if useFlows, let flow = topLevel.randomElement(using: &random) {
                actions.append("{ \"name\": \"appSwitch\", \"switchTo\": \"\(flow.name)\" }")
            }
            if !actions.isEmpty {
                app = String(app.dropLast(2)) + ", \"actions\": [ " + actions.joined(separator: ", ") + " ] }"
            }
        }
        // Some screens show the photo picker, for one asset, a few or any number, of one kind or every kind, and it runs
        // one of their actions that take no values (docs/manifest.md, "Picking photos"). It needs iOS 14.
        for index in screens.indices where !screens[index].unwrapped && Int.random(in: 0..<10, using: &random) == 0 {
            guard let runs = Self.actionTakingNoValues(of: screens[index], using: &random) else { continue }
            exports = true
            let limit = ["", ", \"limit\": 0", ", \"limit\": 3"].randomElement(using: &random) ?? ""
            let filter =
                ["", ", \"filter\": \"images\"", ", \"filter\": \"livePhotos\""].randomElement(using: &random) ?? ""
            screens[index].actions.append(
                "{ \"name\": \"\(nextAction())\", \"photoPicker\": { \"runs\": \"\(runs)\"\(limit)\(filter) } }")
        }
        // Some apps with a prefix of their own, which names their `NavigationReport`, report their navigations
        // (docs/manifest.md, "Analytics"). Some screens embed a flow of their own, from the start or on demand
        // (docs/manifest.md, "Embedded flows"): a flow drawn for it, which nothing else starts. Drawn last.
        if runtimePrefix != nil, Int.random(in: 0..<3, using: &random) == 0 {
            options.append("\"analytics\": true")
        }
        // Not a SwiftUI screen, whose view has no container view.
        let containers = screens.indices.filter { !screens[$0].shared && !screens[$0].swiftUI }
        /// Appends a flow drawn for one purpose, which nothing else starts: `own`, its screens, after the others.
        /// Returns its name and its index among the flows.
        func appendFlowOfItsOwn(_ own: [Screen]) -> (name: String, index: Int) {
            let first = screens.count
            screens += own
            flows.append(Array(first..<screens.count))
            return ("\(prefix)C\(flows.count - 1)", flows.count - 1)
        }
        if Int.random(in: 0..<4, using: &random) == 0, let container = containers.randomElement(using: &random) {
            let flow = appendFlowOfItsOwn([
                Screen(
                    name: "\(prefix)SE0", inputs: [],
                    actions: ["{ \"name\": \"\(nextAction())\", \"push\": \"\(prefix)SE1\" }"]),
                Screen(name: "\(prefix)SE1", inputs: [], actions: ["{ \"name\": \"\(nextAction())\", \"pop\": true }"]),
            ])
            let onDemand = Bool.random(using: &random) ? ", \"onDemand\": true" : ""
            screens[container].embeds.append("{ \"flow\": \"\(flow.name)\", \"name\": \"embeddedFlow\"\(onDemand) }")
        }
        // Some child flows keep their state once dismissed (docs/manifest.md, "Bringing back a dismissed flow"): one that
        // hands nothing back, whose first screen takes no inputs and whose screens name no `then`, and that only
        // screens start, none of them shared, without a style per size class; its starts present it. Drawn last.
        // A shared screen shares what it shows too: none of them can keep a flow.
        let sharing = Set(screens.indices.filter { screens[$0].shared }.flatMap { Self.shown(from: $0, in: screens) })
        for index in rootCount..<coordinatorCount
        where !columnFlows.contains(index) && results[index] == nil && flowKeys[index] == nil
            && screens[flows[index][0]].inputs.isEmpty && Int.random(in: 0..<4, using: &random) != 0
        {
            let start = "\"startChild\": \"\(prefix)C\(index)\""
            let starts = screens.indices.filter { screens[$0].actions.contains { $0.contains(start) } }
            let keepable =
                !app.contains(start)
                && starts.allSatisfy { from in
                    !sharing.contains(from)
                        && !screens[from].actions.contains { action in
                            action.contains(start)
                                && (action.contains("\"compactStyle\"") || action.contains("\"regularStyle\""))
                        }
                }
                && !Self.shown(from: flows[index][0], in: screens).contains { screen in
                    screens[screen].actions.contains { $0.contains("\"then\"") }
                }
            guard keepable else { continue }
            flowKeys[index] = ", \"keepsState\": true"
            for from in starts {
                screens[from].actions = screens[from].actions.map { action in
                    action.contains(start) && !action.contains(start + ", \"modal\": true")
                        ? action.replacingOccurrences(of: start, with: start + ", \"modal\": true") : action
                }
            }
        }
        // And some screens present a flow of their own that keeps its state, one that pushes a second screen: a flow
        // drawn for it, which nothing else starts.
        let starters = (0..<coordinatorCount).map { flows[$0][0] }.filter { !sharing.contains($0) }
        if Bool.random(using: &random), let from = starters.randomElement(using: &random) {
            let flow = appendFlowOfItsOwn([
                Screen(
                    name: "\(prefix)SK0", inputs: [],
                    actions: [
                        "{ \"name\": \"\(nextAction())\", \"push\": \"\(prefix)SK1\" }",
                        "{ \"name\": \"\(nextAction())\", \"finish\": true }",
                    ]),
                Screen(
                    name: "\(prefix)SK1", inputs: [],
                    actions: [
                        "{ \"name\": \"\(nextAction())\", \"pop\": true }",
                        "{ \"name\": \"\(nextAction())\", \"dismiss\": true }",
                    ]),
            ])
            screens[from].actions.append(
                "{ \"name\": \"\(nextAction())\", \"startChild\": \"\(flow.name)\", \"modal\": true }")
            flowKeys[flow.index] = ", \"keepsState\": true"
        }
        // And some first screens of the roots, which sequences reach most, start a flow of their own that decides its
        // first screen behind a placeholder, whose decision random scenarios make arrive at any moment
        // (docs/manifest.md, "Choosing the first screen"). The app coordinator a test asks for always has one, from a
        // root that routes open in where it can (a shared screen too), so that random sequences open a route past the
        // decision (below).
        let rootStarters = (0..<rootCount).map { flows[$0][0] }.filter { !sharing.contains($0) }
        let routesOption = options.first { $0.hasPrefix("\"routes\"") } ?? ""
        let routedStarters = (0..<rootCount).filter { routesOption.contains("\"name\": \"route\($0)\"") }
            .map { flows[$0][0] }
        let deciders = shape == .flows && !routedStarters.isEmpty ? routedStarters : rootStarters
        if shape == .flows || Bool.random(using: &random), let from = deciders.randomElement(using: &random) {
            let flow = appendFlowOfItsOwn([
                Screen(
                    name: "\(prefix)SD0", inputs: [], actions: ["{ \"name\": \"\(nextAction())\", \"finish\": true }"]),
                Screen(
                    name: "\(prefix)SD1", inputs: [], actions: ["{ \"name\": \"\(nextAction())\", \"close\": true }"]),
                Screen(
                    name: "\(prefix)SDL", inputs: [], actions: ["{ \"name\": \"\(nextAction())\", \"close\": true }"]),
            ])
            let modal = Bool.random(using: &random) ? ", \"modal\": true" : ""
            screens[from].actions.append("{ \"name\": \"\(nextAction())\", \"startChild\": \"\(flow.name)\"\(modal) }")
            flowKeys[flow.index] =
                ", \"decide\": { \"alternatives\": [ \"\(prefix)SD1\" ], \"placeholder\": \"\(prefix)SDL\""
                + (Bool.random(using: &random) ? ", \"fallback\": \"\(prefix)SD1\"" : "") + " }"
            // An app whose routes open in that root gets one past the decision, to a screen SD0 pushes: it waits for
            // the decision, and goes on only if the flow chose SD0 (docs/manifest.md, "Routes"). Not drawn, so that
            // the rest of the manifest stays as the seed made it.
            if let root = (0..<rootCount).first(where: { flows[$0][0] == from }),
                let index = options.firstIndex(where: { $0.hasPrefix("\"routes\"") }),
                options[index].contains("\"name\": \"route\(root)\"")
            {
                screens[flows[flow.index][0]].actions.append(
                    "{ \"name\": \"\(nextAction())\", \"push\": \"\(prefix)SDP\" }")
                flows[flow.index].append(screens.count)
                screens.append(Screen(name: "\(prefix)SDP", inputs: [], actions: []))
                options[index] =
                    options[index].dropLast(2) + ", { \"name\": \"routeDecided\", \"patterns\": [ "
                    + "\"\(prefix.lowercased())://decided\" ], \"screen\": \"\(prefix)SDP\" } ]"
            }
        }
        // Some screens of a flow's own choose their next action asynchronously among one or two of their actions that
        // take no values, with a fallback or not (docs/manifest.md, "Choosing the next action"). Not a shared or an
        // embedded screen, which validation refuses, nor one presented without a navigation controller. Drawn last.
        for (flowIndex, flow) in flows.enumerated() {
            for screenIndex in flow
            where !sharing.contains(screenIndex) && !embedded.contains(screens[screenIndex].name)
                && !screens[screenIndex].unwrapped && Int.random(in: 0..<6, using: &random) == 0
            {
                let excluded = [
                    "\"parameters\"", "\"custom\"", "popover", "\"actionSheet\"", "\"share\"", "\"choose\"",
                ]
                let runnable = screens[screenIndex].actions.filter { action in
                    !excluded.contains(where: action.contains)
                }
                .compactMap { Self.named(after: "\"name\": \"", in: $0) }
                guard let first = runnable.randomElement(using: &random) else { continue }
                let second = runnable.filter { $0 != first }.randomElement(using: &random)
                let among = [first] + (second.map { [$0] } ?? [])
                let fallback = Bool.random(using: &random) ? runnable.randomElement(using: &random) : nil
                let name = nextAction()
                screens[screenIndex].actions.append(
                    "{ \"name\": \"\(name)\", \"choose\": { \"among\": [ "
                        + among.map { "\"\($0)\"" }.joined(separator: ", ") + " ]"
                        + (fallback.map { ", \"fallback\": \"\($0)\"" } ?? "") + " } }")
                choosers.append((flowIndex, name, among, fallback != nil, isPublic ? "public " : ""))
            }
        }
        if senders || exports || useSplit || flowsSplit {
            deploymentTarget = senders ? ["14.0", "15.0", "16.0"].randomElement(using: &random) ?? "16.0" : "14.0"
            options.append("\"deploymentTarget\": \"\(deploymentTarget ?? "")\"")
        }
        write(
            style: style, mode: mode, options: options, app: app,
            tabs: useTabs ? Set(0..<rootCount) : Set(tabBarRoots), flows: flows,
            screens: screens, results: results.mapValues(\.json), flowKeys: flowKeys)
        let byCoordinator = Dictionary(grouping: custom, by: \.coordinator)
        userCode += byCoordinator.keys.sorted().map { index in
            "extension \(prefix)C\(index)Coordinator {\n"
                + (byCoordinator[index] ?? []).map { "    " + $0.signature }.joined(separator: "\n") + "\n}\n"
        }.joined(separator: "\n")
    }

    /// The choosers of the manifest's `choose` actions, by flow: each returns the first action it may choose, or, when
    /// `awaitingTheDriver`, awaits the random driver's decision, which picks any of them, or fails where the action
    /// has a fallback (`Tests/Behaviour/RandomDecisions.swift`).
    func chooserCode(awaitingTheDriver: Bool) -> String {
        let byCoordinator = Dictionary(grouping: choosers, by: \.coordinator)
        return byCoordinator.keys.sorted().map { index in
            let methods = (byCoordinator[index] ?? []).map { chooser in
                let type = chooser.action.prefix(1).uppercased() + chooser.action.dropFirst() + "Choice"
                let signature =
                    "    \(chooser.access)func choose\(type.dropLast("Choice".count))() async"
                    + (chooser.throwing ? " throws" : "") + " -> \(type) {\n"
                guard awaitingTheDriver else { return signature + "        .\(chooser.choices[0])\n    }" }
                let cases = chooser.choices.map { "." + $0 }.joined(separator: ", ")
                let decision =
                    "RandomDecisions.decide(for: self, choices: \(chooser.choices.count), mayFail: \(chooser.throwing))"
                return signature + "        let choices: [\(type)] = [\(cases)]\n" + "        return choices["
                    + (chooser.throwing ? "try await \(decision)" : "(try? await \(decision)) ?? 0") + "]\n    }"
            }
            return "extension \(prefix)C\(index)Coordinator {\n" + methods.joined(separator: "\n\n") + "\n}\n"
        }.joined(separator: "\n")
    }

    /// The screens `start` shows in its own flow, itself included: what it pushes, presents or embeds, at any depth.
    private static func shown(from start: Int, in screens: [Screen]) -> [Int] {
        let index = Dictionary(screens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var shown = [start]
        var next = 0
        while next < shown.count {
            let screen = screens[shown[next]]
            next += 1
            let keys = ["\"push\": \"", "\"present\": \""]
            let targets =
                screen.actions.flatMap { action in
                    keys.compactMap { named(after: $0, in: action) } + stacked(in: action)
                }
                + screen.embeds.compactMap { named(after: "\"screen\": \"", in: $0) }
            for target in targets {
                if let target = index[target], !shown.contains(target) {
                    shown.append(target)
                }
            }
        }
        return shown
    }

    /// The screens a `setStack` in `json` lists.
    private static func stacked(in json: String) -> [String] {
        guard let range = json.range(of: "\"setStack\": [") else { return [] }
        let list = json[range.upperBound...].prefix { $0 != "]" }
        return list.split(separator: ",").map { String($0.filter { $0 != " " && $0 != "\"" }) }
    }

    /// The name that follows `key` in `json`, up to the closing quote.
    /// The text fields that give every value `action` takes, by the parameters' names: a plain field for a `String`, a
    /// number field for an `Int?`; nil when it takes none, or one of a type no text field gives.
    private static func textFields(filling action: String) -> [String]? {
        let parameters = action.matches(of: /\{ (?:"label": "[^"]*", )?"name": "([A-Za-z0-9_]+)", "type": "([^"]+)" \}/)
        guard !parameters.isEmpty else { return nil }
        var fields: [String] = []
        for parameter in parameters {
            let (name, type) = (parameter.output.1, parameter.output.2)
            switch type {
            case "String": fields.append("{ \"name\": \"\(name)\" }")
            case "Int?": fields.append("{ \"name\": \"\(name)\", \"type\": \"Int\" }")
            default: return nil
            }
        }
        return fields
    }

    /// The name of a random action of `screen` that takes no values and is not `custom`: what a camera or an export
    /// can run.
    private static func actionTakingNoValues(
        of screen: Screen, using random: inout some RandomNumberGenerator
    ) -> String? {
        // Not one that takes a sender either: a popover's, an action sheet's or a share sheet's.
        let runnable = screen.actions.filter { action in
            !["\"parameters\"", "\"custom\"", "\"popover\"", "\"actionSheet\"", "\"share\""].contains {
                action.contains($0)
            }
        }
        return runnable.compactMap { named(after: "\"name\": \"", in: $0) }.randomElement(using: &random)
    }

    /// Every name that follows `key` in `json`: the actions an alert's choices run.
    private static func allNamed(after key: String, in json: String) -> [String] {
        json.components(separatedBy: key).dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    private static func named(after key: String, in json: String) -> String? {
        guard let range = json.range(of: key) else { return nil }
        return String(json[range.upperBound...].prefix { $0 != "\"" })
    }

    /// Whether `action` presents a stack: a screen's, or a modal flow's.
    private static func presentsStack(_ action: String) -> Bool {
        action.contains("\"present\"") || action.contains("\"modal\": true")
    }

    /// `action` with, sometimes, `"animated": false`, and where it presents a stack, a presentation style and detents.
    private static func withTransition(_ action: String, random: inout SeededGenerator) -> String {
        guard !action.contains("\"custom\": true") else { return action }
        var options: [String] = []
        if Int.random(in: 0..<4, using: &random) == 0 {
            options.append("\"animated\": false")
        }
        let presents = presentsStack(action)
        if presents, Bool.random(using: &random) {
            // A custom presentation only for a screen, which may hold a transitioning delegate (the random screens
            // hold none: UIKit then uses its plain presentation controller).
            let styles =
                [
                    "automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen", "currentContext",
                    "overCurrentContext",
                ] + (action.contains("\"present\"") ? ["custom"] : [])
            let style = styles.randomElement(using: &random) ?? "pageSheet"
            options.append("\"modalPresentationStyle\": \"\(style)\"")
            if Int.random(in: 0..<3, using: &random) == 0 {
                let transitions = ["coverVertical", "flipHorizontal", "crossDissolve"]
                options.append("\"modalTransitionStyle\": \"\(transitions.randomElement(using: &random) ?? "")\"")
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                options.append("\"modalInPresentation\": true")
            }
            if ["automatic", "pageSheet", "formSheet"].contains(style), Bool.random(using: &random) {
                let detents = [["medium"], ["large"], ["medium", "large"], ["large", "medium"]]
                let chosen = detents.randomElement(using: &random) ?? ["large"]
                options.append("\"detents\": [" + chosen.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            }
            // Some take another style on a regular width, chosen when they present; some sheets show their grabber.
            let choosable = ["automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen"]
            if choosable.contains(style), Int.random(in: 0..<4, using: &random) == 0 {
                let regular = choosable.dropFirst().randomElement(using: &random) ?? "fullScreen"
                options.append("\"regularStyle\": \"\(regular)\"")
                if ["automatic", "pageSheet", "formSheet"].contains(style)
                    || ["pageSheet", "formSheet"].contains(regular)
                {
                    options.append("\"grabber\": true")
                }
            }
        }
        guard !options.isEmpty else { return action }
        return String(action.dropLast(2)) + ", " + options.joined(separator: ", ") + " }"
    }

    /// An action that shows a screen with `inputs`, filling each one that has no default from a parameter:
    /// by the same name, or through `pass` from a differently named parameter, with a random label; and some that have
    /// one with their default's expression as a `pass` value; some from an input of the same type of `own`, the inputs
    /// of the screen the action is on.
    private static func action(
        _ name: String, kind: String, target: String, inputs: [Input], own: [Input] = [],
        random: inout SeededGenerator
    ) -> String {
        var parameters: [String] = []
        var pass: [String] = []
        for input in inputs where input.defaultValue == nil || Bool.random(using: &random) {
            // Some inputs come from an input of the same type of the screen the action is on.
            if let source = own.first(where: { $0.type == input.type }), Int.random(in: 0..<3, using: &random) == 0 {
                pass.append("\"\(input.name)\": { \"input\": \"\(source.name)\" }")
                continue
            }
            let label =
                ["_", "for" + input.name.prefix(1).uppercased() + input.name.dropFirst(), nil]
                .randomElement(using: &random) ?? nil
            let labelText = label.map { "\"label\": \"\($0)\", " } ?? ""
            if let defaultValue = input.defaultValue, Bool.random(using: &random) {
                // The default's expression, passed as a value.
                pass.append("\"\(input.name)\": { \"value\": \"\(escaped(defaultValue))\" }")
            } else if Bool.random(using: &random) {
                parameters.append("{ \(labelText)\"name\": \"\(input.name)\", \"type\": \"\(input.type)\" }")
            } else {
                parameters.append("{ \(labelText)\"name\": \"given\(input.name)\", \"type\": \"\(input.type)\" }")
                pass.append("\"\(input.name)\": \"given\(input.name)\"")
            }
        }
        var members = ["\"name\": \"\(name)\""]
        if !parameters.isEmpty {
            members.append("\"parameters\": [\(parameters.joined(separator: ", "))]")
        }
        members.append("\"\(kind)\": \(target)")
        if !pass.isEmpty {
            members.append("\"pass\": { \(pass.joined(separator: ", ")) }")
        }
        return "{ " + members.joined(separator: ", ") + " }"
    }

    private mutating func write(
        style: String, mode: String, options: [String], app: String, tabs: Set<Int>, flows: [[Int]],
        screens: [Screen], results: [Int: String], flowKeys: [Int: String]
    ) {
        let coordinators = flows.enumerated().map { index, flow in
            let tab =
                tabs.contains(index)
                ? ", \"tab\": { \"title\": \"Tab \(index)\", \"image\": \"circle\" }" : ""
            let result = results[index].map { ", \"result\": " + $0 } ?? ""
            let keys = flowKeys[index] ?? ""
            return
                "    { \"name\": \"\(prefix)C\(index)\", \"start\": \"\(screens[flow[0]].name)\"\(tab)\(result)\(keys) }"
        }
        let screenLines = screens.map { screen -> String in
            var members = ["\"name\": \"\(screen.name)\""]
            if let style = screen.style { members.append("\"style\": \"\(style)\"") }
            if screen.swiftUI {
                members.append("\"viewControllers\": \"swiftui\"")
            } else if screen.viewModel {
                members.append("\"viewModel\": true")
            }
            if screen.shared { members.append("\"shared\": true") }
            if let storyboard = screen.storyboard { members.append("\"storyboard\": \(storyboard)") }
            if !screen.inputs.isEmpty {
                let inputs = screen.inputs.map { input in
                    "{ \"name\": \"\(input.name)\", \"type\": \"\(input.type)\""
                        + (input.defaultValue.map { ", \"default\": \"\(Self.escaped($0))\"" } ?? "") + " }"
                }
                members.append("\"inputs\": [\(inputs.joined(separator: ", "))]")
            }
            if !screen.actions.isEmpty {
                members.append("\"actions\": [\n      " + screen.actions.joined(separator: ",\n      ") + " ]")
            }
            if !screen.embeds.isEmpty {
                members.append("\"embeds\": [" + screen.embeds.joined(separator: ", ") + "]")
            }
            if !screen.messages.isEmpty {
                members.append("\"messages\": [" + screen.messages.joined(separator: ", ") + "]")
            }
            return "    { " + members.joined(separator: ", ") + " }"
        }
        json = """
            {
              "version": 1,
              "style": "\(style)",
              "viewControllers": "\(mode)",\(options.map { "\n  " + $0 + "," }.joined())
              "app": \(app),
              "coordinators": [
            \(coordinators.joined(separator: ",\n"))
              ],
              "screens": [
            \(screenLines.joined(separator: ",\n"))
              ]
            }

            """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
