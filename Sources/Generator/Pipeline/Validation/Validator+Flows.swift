/// The checks of an app with top-level flows: what `flows` names, the tab bars, `initial`, and `switchTo`.
extension Validator {
    /// The names `flows` may list: every coordinator, then every tab bar, then every split view.
    private var flowCandidates: [String] {
        manifest.coordinators.map(\.name.value) + (manifest.app?.tabBars.map(\.name.value) ?? [])
            + (manifest.app?.splits.compactMap(\.name?.value) ?? [])
    }

    mutating func checkFlows(_ app: AppSpec) {
        let flows = app.flows ?? []
        if app.root != nil || app.tabs != nil {
            sink.error(Message.flowsWithRootOrTabs, at: app.offset)
        }
        if let controller = app.tabBarController {
            sink.error(Message.tabBarControllerWithFlows, at: controller.offset)
        }
        checkDuplicates(flows, kind: "top-level flow")
        let tabBarNames = Set(app.tabBars.map(\.name.value))
        let splitNames = Set(app.splits.compactMap(\.name?.value))
        for flow in flows {
            let kinds = [
                coordinators[flow.value] != nil ? "coordinator" : nil,
                tabBarNames.contains(flow.value) ? "tab bar" : nil,
                splitNames.contains(flow.value) ? "split view" : nil,
            ]
            .compactMap { $0 }
            if kinds.count > 1 {
                sink.error(Message.flowNamedTwice(flow.value, kinds: kinds), at: flow.offset)
            } else if kinds.isEmpty {
                sink.error(
                    Message.unknownReference(
                        flow.value, kind: "coordinator, tab bar or split view", known: flowCandidates),
                    at: flow.offset)
            }
        }
        checkDuplicates(app.tabBars.map(\.name), kind: "tab bar")
        for tabBar in app.tabBars {
            checkTypeName(tabBar.name, kind: "tab bar")
            if let controller = tabBar.tabBarController {
                checkTypeName(controller, kind: "tab bar controller")
            }
            if tabBar.tabs.isEmpty {
                sink.error(Message.emptyTabBar(tabBar.name.value), at: tabBar.offset)
            }
            checkTabCoordinators(tabBar.tabs, of: "tab bar '\(tabBar.name.value)'", at: tabBar.offset)
            if !flows.contains(where: { $0.value == tabBar.name.value }) {
                sink.warning(Message.containerNotInFlows(tabBar.name.value, kind: "tab bar"), at: tabBar.name.offset)
            }
        }
        checkDuplicates(app.splits.compactMap(\.name), kind: "split view")
        for split in app.splits {
            checkSplitColumns(split)
            if let name = split.name, !flows.contains(where: { $0.value == name.value }) {
                sink.warning(Message.containerNotInFlows(name.value, kind: "split view"), at: name.offset)
            }
        }
        checkInitial(app, flows: flows)
    }

    private mutating func checkInitial(_ app: AppSpec, flows: [Located<String>]) {
        guard let initial = app.initial else {
            sink.error(Message.missingInitial(first: flows.first?.value ?? "Login"), at: app.offset)
            return
        }
        if initial.value == AppSpec.decide {
            if flows.isEmpty {
                sink.error(Message.decideOverNoFlows, at: initial.offset)
            }
            return
        }
        if flows.isEmpty {
            sink.error(Message.emptyFlows, at: app.offset)
        }
        if !flows.contains(where: { $0.value == initial.value }) {
            sink.error(
                Message.unknownReference(
                    initial.value, kind: "top-level flow", known: flows.map(\.value) + [AppSpec.decide]),
                at: initial.offset)
        }
    }

    /// `switchTo` names one of the app's top-level flows.
    mutating func checkSwitchTarget(_ name: Located<String>) {
        guard let flows = manifest.app?.flows else {
            sink.error(Message.switchWithoutFlows, at: name.offset)
            return
        }
        guard !flows.contains(where: { $0.value == name.value }) else { return }
        if coordinators[name.value] != nil {
            sink.error(Message.switchTargetNotTopLevel(name.value), at: name.offset)
        } else {
            sink.error(
                Message.unknownReference(name.value, kind: "top-level flow", known: flows.map(\.value)),
                at: name.offset)
        }
    }
}

// MARK: Messages

extension Message {
    static let flowsWithRootOrTabs = Message(
        .flowsWithRootOrTabs,
        "'app' has 'flows' and also 'root' or 'tabs'; an app with top-level flows lists every flow in 'flows', so "
            + "remove 'root' and 'tabs' (a tab bar goes in 'tabBars')")

    static let tabBarControllerWithFlows = Message(
        .tabBarControllerWithFlows,
        "'tabBarController' is not read here in an app with 'flows': give it to the tab bar in 'tabBars' it names "
            + "(each is otherwise named after its 'name': MainTabBarController for \"Main\")")

    static let emptyFlows = Message(
        .emptyFlows, "'flows' is empty; list the coordinators and tab bars the app switches between")

    static let decideOverNoFlows = Message(
        .decideOverNoFlows,
        "'initial' is \"decide\", but 'flows' lists no flows to decide between; list the app's top-level flows")

    static func missingInitial(first: String) -> Message {
        Message(
            .missingInitial,
            "'app' needs an 'initial': the flow the app starts in, such as \"\(first)\", or \"decide\" for a decision "
                + "your code makes")
    }

    /// `kinds`: what `name` names among the candidates of `flows`, in order ("coordinator", "tab bar", "split view").
    static func flowNamedTwice(_ name: String, kinds: [String]) -> Message {
        Message(
            .flowNamedTwice,
            "'\(name)' names both a \(kinds.joined(separator: " and a ")); rename one, so each top-level flow is one "
                + "thing")
    }

    static func emptyTabBar(_ name: String) -> Message {
        Message(.emptyTabBar, "tab bar '\(name)' has no 'tabs'; list at least one coordinator")
    }

    /// `kind`: "tab bar" or "split view".
    static func containerNotInFlows(_ name: String, kind: String) -> Message {
        Message(.containerNotInFlows, "\(kind) '\(name)' is not listed in app.flows, so the app never shows it")
    }

    static let switchWithoutFlows = Message(
        .switchWithoutFlows,
        "'switchTo' needs an app with top-level flows: declare them in app.flows, with an 'initial'")

    static func switchTargetNotTopLevel(_ name: String) -> Message {
        Message(
            .switchTargetNotTopLevel,
            "'switchTo' names coordinator '\(name)', which is not a top-level flow; list it in app.flows, or start it "
                + "with 'startChild'")
    }
}
