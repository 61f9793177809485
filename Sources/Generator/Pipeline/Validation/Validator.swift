import Templates

/// Checks a decoded manifest and reports every problem it finds, each at the key or value that causes it.
///
/// Validation never stops at the first problem. It checks names, types, references, navigations, data passing,
/// tabs and clashes between generated names; flow-wide checks (conflicting actions, `finish` without a parent,
/// unreachable screens) follow in ``FlowResolver`` once the manifest is otherwise valid.
struct Validator {
    let manifest: Manifest
    /// The back end the code is generated for: its screens' names and the members they must not redeclare.
    let backend: any Backend
    var sink: DiagnosticSink
    /// Every type string parsed once, then handed to resolution.
    var types = TypeTable()
    /// The types the back end's frameworks declare, and which framework each is from.
    let frameworkTypes: [String: String]
    /// The first screen and coordinator of each name.
    let screens: [String: ScreenSpec]
    let coordinators: [String: CoordinatorSpec]
    /// The coordinator that may start at each screen (its `start`, or a screen its `decide` names), the first of them:
    /// worked out once, as embeds ask it per screen.
    let startScreenOwners: [String: String]
    /// Whether a screen has a view model, which makes some types Foundation-only; worked out once.
    let hasViewModels: Bool
    /// The screens whose navigation is generated once, each with the `shared` screen that makes it so.
    let sharedScreens: [String: String]
    /// The containers that embed each screen, once per embed, in the manifest's order.
    let containers: [String: [String]]
    /// The screens presented without a navigation controller, each with the first `"wrap": false` that makes it so.
    let unwrappedScreens: [String: Located<Bool>]
    /// The screens that embed each flow, with where each embed is, in the manifest's order.
    let flowContainers: [String: [(container: String, offset: Int)]]

    /// Checks `manifest`, and returns the app's ``SymbolTable``, from which it reported clashes.
    static func validate(
        _ manifest: Manifest, for backend: any Backend, sink: inout DiagnosticSink, types: inout TypeTable
    ) -> SymbolTable {
        var validator = Validator(manifest: manifest, backend: backend, sink: sink)
        validator.types = types
        let symbols = validator.run()
        sink = validator.sink
        types = validator.types
        return symbols
    }

    private init(manifest: Manifest, backend: any Backend, sink: DiagnosticSink) {
        self.manifest = manifest
        self.backend = backend
        self.sink = sink
        frameworkTypes = ReservedNames.frameworkTypes(of: backend)
        var screens: [String: ScreenSpec] = [:]
        for screen in manifest.screens where screens[screen.name.value] == nil {
            screens[screen.name.value] = screen
        }
        var coordinators: [String: CoordinatorSpec] = [:]
        for coordinator in manifest.coordinators where coordinators[coordinator.name.value] == nil {
            coordinators[coordinator.name.value] = coordinator
        }
        self.screens = screens
        self.coordinators = coordinators
        var owners: [String: String] = [:]
        for coordinator in manifest.coordinators {
            for first in coordinator.firstScreens where owners[first.value] == nil {
                owners[first.value] = coordinator.name.value
            }
        }
        startScreenOwners = owners
        hasViewModels = manifest.screens.contains(where: manifest.hasViewModel)
        sharedScreens = manifest.sharedScreens()
        containers = manifest.containers()
        unwrappedScreens = manifest.unwrappedScreens
        var flowContainers: [String: [(container: String, offset: Int)]] = [:]
        for screen in manifest.screens {
            for embed in screen.embeddedFlows {
                flowContainers[embed.flow.value, default: []].append((screen.name.value, embed.offset))
            }
        }
        self.flowContainers = flowContainers
    }

    /// Runs every check; the generated names last, once every name they are built from is checked.
    private mutating func run() -> SymbolTable {
        checkAllButGeneratedNames()
        return checkGeneratedNames()
    }

    private mutating func checkAllButGeneratedNames() {
        for key in manifest.writtenKeys {
            let name = String(key.name.split(separator: ".").last ?? "")
            if !backend.generates(key: key.name) {
                sink.error(Message.keyNotInBackend(name, backend: backend.module), at: key.offset)
            } else if let value = key.value, !backend.generates(value: value, of: key.name) {
                sink.error(Message.valueNotInBackend(value, key: name, backend: backend.module), at: key.offset)
            }
        }
        checkApp()
        checkRestorable()
        if let prefix = manifest.runtimePrefix, !prefix.value.isEmpty {
            if let message = SwiftNames.typeNameProblem(prefix.value, kind: "runtime prefix") {
                sink.error(message, at: prefix.offset)
            }
            // The runtime's files are named after its prefixed types.
            var files = backend.fixedFiles(prefix: prefix.value).map(\.stem) + [manifest.appTypes.appCoordinator]
            // No screen's file can take these names ('+' is in no Swift name), but their length counts.
            files += backend.runtimePartFiles(for: manifest, prefix: prefix.value)
            if let bytes = files.compactMap(GeneratedNameRegistry.tooLongFileName).max() {
                sink.error(
                    Message.fileNameTooLong(
                        origin: "runtime prefix '\(prefix.value)'", bytes: bytes,
                        limit: GeneratedNameRegistry.maximumFileNameBytes),
                    at: prefix.offset)
            }
        }
        if let target = manifest.deploymentTarget {
            if let version = IOSVersion(target.value) {
                let minimum = backend.minimumTarget
                if version < minimum.version {
                    sink.error(
                        Message.deploymentTargetTooLow(target.value, minimum: minimum.version, needs: minimum.reason),
                        at: target.offset)
                }
            } else {
                sink.error(Message.invalidDeploymentTarget(target.value), at: target.offset)
            }
        }
        if let dependencies = manifest.dependencies {
            checkType(dependencies)
            checkDependencyNames()
            checkFoundationOnly(dependencies, what: "the dependencies")
        }
        checkDuplicates(manifest.coordinators.map(\.name), kind: "coordinator")
        checkDuplicates(manifest.screens.map(\.name), kind: "screen")
        for coordinator in manifest.coordinators {
            checkCoordinator(coordinator)
        }
        for screen in manifest.screens {
            checkScreen(screen)
            checkEmbeds(of: screen)
        }
        checkAppActions()
        checkKeptFlowStarts()
        checkEmbedCycles()
        checkUnwrappedScreens()
        checkMessagesAreHeard()
        checkLinkTypes(used: checkRoutes())
        checkEntries()
        checkRouteArrivals()
    }

    // MARK: App and tabs

    private mutating func checkApp() {
        guard let app = manifest.app else {
            sink.error(Message.missingApp, at: manifest.offset)
            return
        }
        if app.flows == nil {
            if let tabBar = app.tabBars.first {
                sink.error(Message.keyNeedsFlows("tabBars"), at: tabBar.offset)
            }
            if let split = app.splits.first {
                sink.error(Message.keyNeedsFlows("splits"), at: split.offset)
            }
            if let initial = app.initial {
                sink.error(Message.keyNeedsFlows("initial"), at: initial.offset)
            }
        }
        if let split = app.split {
            checkSplit(split, app: app)
            return
        }
        if app.flows != nil {
            checkFlows(app)
            return
        }
        switch (app.root, app.tabs) {
        case (nil, nil):
            sink.error(Message.appNeedsRootOrTabs, at: app.offset)
        case (.some, .some):
            sink.error(Message.appHasRootAndTabs, at: app.offset)
        case (let root?, nil):
            checkCoordinatorReference(root)
            if let tabBarController = app.tabBarController {
                sink.warning(Message.tabBarControllerIgnored(has: "root"), at: tabBarController.offset)
            }
        case (nil, let tabs?):
            checkTabs(tabs, app: app)
        }
        if let name = app.tabBarController, app.tabs != nil {
            checkTypeName(name, kind: "tab bar controller")
        }
    }

    mutating func checkTabs(_ tabs: [Located<String>], app: AppSpec) {
        if tabs.isEmpty {
            sink.error(Message.emptyTabs, at: app.offset)
        }
        checkTabCoordinators(tabs, of: "the app", at: app.offset, actions: app.actions)
    }

    /// The coordinators of a tab bar's tabs, each with its tab bar item. `owner` names the tab bar in messages. In the
    /// app's own tab bar (`actions`), a tab may be an app action with a `tab`, which it runs instead of being selected.
    mutating func checkTabCoordinators(
        _ tabs: [Located<String>], of owner: String, at offset: Int, actions: [ActionSpec] = []
    ) {
        if tabs.count > Self.maximumVisibleTabs {
            sink.error(Message.tooManyTabs(tabs.count, visible: Self.maximumVisibleTabs, owner: owner), at: offset)
        }
        checkDuplicates(tabs, kind: "tab")
        for tab in tabs {
            if coordinators[tab.value] == nil, let action = actions.first(where: { $0.name.value == tab.value }) {
                checkTabItem(action.tab, of: "app action '\(tab.value)'", at: action.offset)
                if tab.offset == tabs.first?.offset {
                    sink.error(Message.appActionTabFirst(tab.value), at: tab.offset)
                }
                continue
            }
            guard checkCoordinatorReference(tab), let coordinator = coordinators[tab.value] else { continue }
            checkTabItem(coordinator.tab, of: "coordinator '\(tab.value)'", at: coordinator.offset)
        }
    }

    /// A tab's item, `spec`, of `owner` ("coordinator 'Feed'"), which `offset` locates: a title, and a system item or
    /// an image.
    private mutating func checkTabItem(_ spec: TabSpec?, of owner: String, at offset: Int) {
        guard let spec else {
            sink.error(Message.tabNeedsTitle(owner, hasTab: false), at: offset)
            return
        }
        if let title = spec.title {
            if title.value.isBlank {
                sink.error(Message.emptyValue("title"), at: title.offset)
            }
        } else {
            sink.error(Message.tabNeedsTitle(owner, hasTab: true), at: spec.offset)
        }
        if let systemItem = spec.systemItem, let image = spec.image {
            sink.error(Message.tabHasSystemItemAndImage, at: max(systemItem.offset, image.offset))
        }
        if let systemItem = spec.systemItem, systemItem.value == TabSystemItem.more {
            sink.error(Message.moreSystemItem, at: systemItem.offset)
        } else if let systemItem = spec.systemItem, !TabSystemItem.allowed.contains(systemItem.value) {
            sink.error(
                Message.unknownValue(systemItem.value, for: "systemItem", known: TabSystemItem.allowed),
                at: systemItem.offset)
        }
        if let image = spec.image, let problem = Self.symbolNameProblem(image.value) {
            sink.error(Message.invalidSymbolName(image.value, problem: problem), at: image.offset)
        }
    }

    /// An iPhone tab bar shows this many tabs at most; past it, UIKit makes a More tab, and moves the screens of the
    /// tabs it lists there onto its own stack, which Apple does not document, so coordgen refuses more.
    static let maximumVisibleTabs = 5

    private static func symbolNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if let bad = name.unicodeScalars.first(where: { $0.value < 0x21 || $0 == "\"" || $0 == "\\" }) {
            return "it contains \(SwiftNames.describe(bad))"
        }
        return nil
    }

    // MARK: Coordinators

    private mutating func checkCoordinator(_ coordinator: CoordinatorSpec) {
        checkTypeName(coordinator.name, kind: "coordinator")
        if let start = coordinator.start {
            checkScreenReference(start)
        }
        let role = parentlessRole(of: coordinator.name.value)
        // A misspelt tab's own error explains a coordinator that is not in the tabs it meant to be in.
        if let tab = coordinator.tab, role != .tab, !tabsNameUnknown {
            sink.warning(
                Message.tabIgnored(coordinator: coordinator.name.value, hasFlows: manifest.app?.flows != nil),
                at: tab.offset)
        }
        if let result = coordinator.result {
            checkResult(result, of: coordinator.name.value, topLevel: role == .topLevel)
            if let role, role != .topLevel {
                sink.error(Message.resultOnRootFlow(coordinator: coordinator.name.value, role: role), at: result.offset)
            }
        }
        if let single = coordinator.singleInstance, single.value {
            if let role {
                sink.error(Message.singleInstanceParentless(coordinator.name.value, role: role), at: single.offset)
            }
        }
        if let kept = coordinator.keepsState, kept.value {
            checkKeepsState(kept, of: coordinator, role: role)
        }
        if let decide = coordinator.decide {
            checkDecide(decide, of: coordinator)
        }
        if let role, let startName = coordinator.start?.value, let screen = screens[startName] {
            for input in screen.inputs where input.defaultValue == nil {
                sink.error(
                    Message.rootInputUnfilled(
                        input: input.name.value, screen: startName, coordinator: coordinator.name.value, role: role),
                    at: input.name.offset)
            }
        }
    }

    /// In an app with view models, the dependencies and the result enums are in files that import Foundation only.
    private mutating func checkFoundationOnly(_ type: Located<String>, what: String) {
        guard hasViewModels, namesFrameworkType(type.value) else { return }
        sink.error(
            Message.frameworkTypeInViewModelApp(type.value, what: what, framework: backend.module), at: type.offset)
    }

    /// Whether `type` is a type coordgen accepts that names a type of the back end's framework, which a
    /// Foundation-only file cannot use.
    mutating func namesFrameworkType(_ type: String) -> Bool {
        guard case .success(let parsed) = types.parse(type) else { return false }
        return backend.namesFrameworkType(parsed)
    }

    /// With `dependencies`, every coordinator and screen has a `dependencies` property and initializer parameter, so
    /// nothing the manifest names may take that name.
    private mutating func checkDependencyNames() {
        let name = Constants.dependencies
        for screen in manifest.screens {
            var taken: [(kind: String, name: Located<String>)] = screen.inputs.map { ("input", $0.name) }
            taken += screen.embeds.map { ("embed", $0.name) }
            for action in screen.actions {
                taken.append(("action", action.name))
                taken += action.parameters.map { ("parameter", $0.name) }
            }
            for entry in taken where entry.name.value == name {
                sink.error(Message.clashesWithDependencies(entry.name.value, kind: entry.kind), at: entry.name.offset)
            }
        }
    }

    /// What starts `coordinator` without a parent, if anything does: a tab comes first, since its tab bar item is
    /// what the manifest must supply.
    private func parentlessRole(of coordinator: String) -> FlowRole? {
        shapeRole(of: coordinator) ?? (flowContainers[coordinator] != nil ? .embedded : nil)
    }

    /// What the app's shape makes `coordinator`: its root, a tab, a top-level flow or a split view's column.
    func shapeRole(of coordinator: String) -> FlowRole? {
        guard let app = manifest.app else { return nil }
        let tabs = (app.tabs ?? []) + (app.flows == nil ? [] : app.tabBars.flatMap(\.tabs))
        if tabs.contains(where: { $0.value == coordinator }) { return .tab }
        if app.root?.value == coordinator { return .appRoot }
        if app.flows?.contains(where: { $0.value == coordinator }) == true { return .topLevel }
        let splits = (app.split.map { [$0] } ?? []) + (app.flows == nil ? [] : app.splits)
        if splits.contains(where: { $0.columns.contains { $0.value == coordinator } }) { return .column }
        return nil
    }

    /// A result's cases are members of a generated enum, their values typed like parameters; `whenLeft` names a case
    /// without values, since nothing fills them when the flow ends on its own.
    ///
    /// A top-level flow's result goes to the app coordinator instead: each case names the flow the app switches to,
    /// and there is no `whenLeft`, since only a finish ends such a flow.
    private mutating func checkResult(_ result: ResultSpec, of coordinator: String, topLevel: Bool) {
        if result.cases.isEmpty {
            sink.error(Message.resultWithoutCases(coordinator: coordinator), at: result.offset)
        }
        checkDuplicates(result.cases.map(\.name), kind: "result case")
        for resultCase in result.cases {
            checkMemberName(resultCase.name, kind: "result case")
            if ["none", "some"].contains(resultCase.name.value) {
                sink.error(Message.resultCaseNamedLikeOptional(resultCase.name.value), at: resultCase.name.offset)
            }
            checkDuplicates(resultCase.parameters.map(\.name), kind: "value")
            for value in resultCase.parameters {
                checkMemberName(value.name, kind: "value")
                checkType(value.type)
                if let type = value.type, case .success(let parsed) = types.parse(type.value),
                    let part = parsed.knownNonSendablePart(isSender: { backend.isSender($0, prefix: manifest.prefix) })
                {
                    sink.error(Message.resultValueNotSendable(type.value, part: part.canonical), at: type.offset)
                }
                if let label = value.label {
                    sink.error(Message.resultValueLabel(label.value), at: label.offset)
                }
                if let type = value.type {
                    checkFoundationOnly(type, what: "a result value")
                }
            }
        }
        for resultCase in result.cases {
            switch (resultCase.switchTo, topLevel) {
            case (let target?, true):
                checkSwitchTarget(target)
            case (nil, true):
                sink.error(
                    Message.resultCaseNeedsSwitch(resultCase.name.value, coordinator: coordinator),
                    at: resultCase.name.offset)
            case (let target?, false):
                sink.error(Message.resultSwitchOutsideTopLevel(coordinator: coordinator), at: target.offset)
            case (nil, false):
                break
            }
        }
        if topLevel {
            if let whenLeft = result.whenLeft {
                sink.error(Message.whenLeftInTopLevelFlow(coordinator: coordinator), at: whenLeft.offset)
            }
            return
        }
        guard let whenLeft = result.whenLeft else {
            if !result.cases.isEmpty {
                sink.error(
                    Message.missingWhenLeft(coordinator: coordinator, cases: result.cases.map(\.name.value)),
                    at: result.offset)
            }
            return
        }
        guard let leftCase = result.cases.first(where: { $0.name.value == whenLeft.value }) else {
            sink.error(
                Message.unknownReference(
                    whenLeft.value, kind: "result case", known: result.cases.map(\.name.value)),
                at: whenLeft.offset)
            return
        }
        if !leftCase.parameters.isEmpty {
            sink.error(Message.whenLeftHasValues(whenLeft.value), at: whenLeft.offset)
        }
    }

    // MARK: References

    @discardableResult
    mutating func checkScreenReference(_ name: Located<String>) -> Bool {
        guard screens[name.value] == nil else { return true }
        sink.error(
            Message.unknownReference(name.value, kind: "screen", known: manifest.screens.map(\.name.value)),
            at: name.offset)
        return false
    }

    @discardableResult
    mutating func checkCoordinatorReference(_ name: Located<String>) -> Bool {
        guard coordinators[name.value] == nil else { return true }
        sink.error(
            Message.unknownReference(name.value, kind: "coordinator", known: manifest.coordinators.map(\.name.value)),
            at: name.offset)
        return false
    }

    /// Reports every name after the first that repeats an earlier one.
    mutating func checkDuplicates(_ names: [Located<String>], kind: String) {
        // Most lists (a screen's inputs, an action's parameters) have a few names: a table would cost more than it saves.
        guard names.count > 1 else { return }
        var seen: [String: Int] = [:]
        for name in names {
            if let first = seen[name.value] {
                let line = sink.source.location(of: first).line
                sink.error(Message.duplicateName(name.value, kind: kind, firstLine: line), at: name.offset)
            } else {
                seen[name.value] = name.offset
            }
        }
    }
}

extension String {
    /// Whether the string is empty or only spaces and tabs.
    var isBlank: Bool {
        allSatisfy { $0 == " " || $0 == "\t" }
    }
}

// MARK: Messages

extension Message {
    static func valueNotInBackend(_ value: String, key: String, backend: String) -> Message {
        Message(
            .valueNotInBackend,
            "the \(backend) back end generates nothing for '\(key)': \"\(value)\"; choose another value, or generate for a "
                + "back end that has it")
    }

    static func keyNotInBackend(_ key: String, backend: String) -> Message {
        Message(
            .keyNotInBackend,
            "the \(backend) back end generates nothing for '\(key)'; remove it, or generate for a back end that has it")
    }

    static let missingApp = Message(
        .missingApp,
        "the manifest needs an 'app': {\"root\": \"Coordinator\"}, {\"tabs\": [\"Coordinator\", …]}, "
            + "{\"split\": {\"primary\": …}} or {\"flows\": [\"Coordinator\", …]}")

    static let appNeedsRootOrTabs = Message(
        .appNeedsRootOrTabs, "'app' needs a 'root' coordinator, a list of 'tabs', a 'split' view or top-level 'flows'")

    static let appHasRootAndTabs = Message(
        .appHasRootAndTabs, "'app' has both 'root' and 'tabs'; an app starts one way, so keep one")

    static let emptyTabs = Message(.emptyTabs, "'tabs' is empty; list at least one coordinator, or use 'root'")

    static let tabHasSystemItemAndImage = Message(
        .tabHasSystemItemAndImage, "a tab has either a 'systemItem' or an 'image', not both")

    /// `owner` is "the app", or "tab bar 'Main'".
    static func tooManyTabs(_ count: Int, visible: Int, owner: String) -> Message {
        Message(
            .tooManyTabs,
            "\(owner) has \(count) tabs; coordgen makes at most \(visible): past \(visible), UIKit moves the screens of a "
                + "tab it lists under More onto the More tab's own stack, in a way Apple does not document, so the tab's "
                + "flow could not follow them; keep \(visible) or fewer (a screen of your own can list the rest)")
    }

    static func invalidDeploymentTarget(_ text: String) -> Message {
        Message(
            .invalidDeploymentTarget,
            "'deploymentTarget' is \"\(text)\"; write the app's iOS deployment target as a version, such as \"15.0\"")
    }

    static func deploymentTargetTooLow(_ text: String, minimum: IOSVersion, needs reason: String) -> Message {
        Message(
            .deploymentTargetTooLow,
            "'deploymentTarget' is \(text), but the generated code needs iOS \(minimum) at least (\(reason)); raise it "
                + "to \"\(minimum)\"")
    }

    static let moreSystemItem = Message(
        .moreSystemItem,
        "'more' is the item of the More tab that UIKit makes itself when there are too many tabs; choose another item")

    /// `owner` is what the tab is: "coordinator 'Feed'", "app action 'compose'".
    static func tabNeedsTitle(_ owner: String, hasTab: Bool) -> Message {
        Message(
            .tabNeedsTitle,
            hasTab
                ? "the tab of \(owner) needs a 'title'"
                : "\(owner) is a tab, so it needs \"tab\": {\"title\": …}")
    }

    static func tabIgnored(coordinator: String, hasFlows: Bool) -> Message {
        Message(
            .tabIgnored,
            hasFlows
                ? "'tab' is ignored: coordinator '\(coordinator)' is not in the 'tabs' of a tab bar in app.tabBars"
                : "'tab' is ignored: coordinator '\(coordinator)' is not listed in app.tabs")
    }

    static func invalidSymbolName(_ name: String, problem: String) -> Message {
        Message(.invalidSymbolName, "'\(name)' is not an SF Symbol name: \(problem)")
    }

    static func rootInputUnfilled(input: String, screen: String, coordinator: String, role: FlowRole) -> Message {
        Message(
            .rootInputUnfilled,
            "input '\(input)' of screen '\(screen)' has no value when coordinator '\(coordinator)' starts as "
                + "\(role.phrase); give the input a \"default\"")
    }

    static func keyNeedsFlows(_ key: String) -> Message {
        Message(
            .keyNeedsFlows,
            "'\(key)' is only read in an app with top-level flows; list them in app.flows, or remove '\(key)'")
    }

    static func resultCaseNeedsSwitch(_ resultCase: String, coordinator: String) -> Message {
        Message(
            .resultCaseNeedsSwitch,
            "case '\(resultCase)' of top-level flow '\(coordinator)' needs a 'switchTo': the app coordinator receives the "
                + "result and switches to the flow the case names")
    }

    static func resultSwitchOutsideTopLevel(coordinator: String) -> Message {
        Message(
            .resultSwitchOutsideTopLevel,
            "'switchTo' in a result is only read for a top-level flow; coordinator '\(coordinator)' hands its result to "
                + "the screen that started it, so remove it")
    }

    static func whenLeftInTopLevelFlow(coordinator: String) -> Message {
        Message(
            .whenLeftInTopLevelFlow,
            "top-level flow '\(coordinator)' ends only through a finish that names a case, so its result has no "
                + "'whenLeft'; remove it")
    }

    static func frameworkTypeInViewModelApp(_ type: String, what: String, framework: String) -> Message {
        Message(
            .frameworkTypeInViewModelApp,
            "'\(type)' is a \(framework) type, but \(what) of an app with view models must build without \(framework), "
                + "as the view models do; use a type of your own")
    }

    static func clashesWithDependencies(_ name: String, kind: String) -> Message {
        Message(
            .clashesWithDependencies,
            "\(kind) '\(name)' clashes with the dependencies every coordinator and screen keeps; choose another name")
    }

    static func resultCaseNamedLikeOptional(_ name: String) -> Message {
        Message(
            .resultCaseNamedLikeOptional,
            "result case '\(name)' would be read as Optional's '.\(name)' where a result is optional (an awaited "
                + "result, 'result' before the flow ends); choose another name")
    }

    static func resultOnRootFlow(coordinator: String, role: FlowRole) -> Message {
        Message(
            .resultOnRootFlow,
            "coordinator '\(coordinator)' is \(role.phrase): no screen starts it, so nothing would receive its result; "
                + "remove 'result'")
    }

    static func singleInstanceParentless(_ coordinator: String, role: FlowRole) -> Message {
        Message(
            .singleInstanceParentless,
            "coordinator '\(coordinator)' is \(role.phrase), which runs once already; 'singleInstance' is for a flow "
                + "that actions start; remove it")
    }

    static func resultWithoutCases(coordinator: String) -> Message {
        Message(
            .resultWithoutCases,
            "the result of coordinator '\(coordinator)' has no cases; list at least one, such as { \"name\": \"cancel\" }"
        )
    }

    static func resultValueLabel(_ label: String) -> Message {
        Message(
            .resultValueLabel,
            "result values have no labels: the case's values are labelled with their names; remove 'label' ('\(label)')"
        )
    }

    static func resultValueNotSendable(_ type: String, part: String) -> Message {
        Message(.resultValueNotSendable) {
            let what = type == part ? "'\(type)'" : "'\(type)' holds '\(part)', which"
            return "result values must be Sendable, since a result can be awaited, and \(what) is not; "
                + "use @Sendable or @MainActor for a function type"
        }
    }

    static func missingWhenLeft(coordinator: String, cases: [String]) -> Message {
        Message(
            .missingWhenLeft,
            "the result of coordinator '\(coordinator)' needs 'whenLeft': the case it hands over when it ends without a "
                + "finish (the back button, a swipe-down, its parent ending), one of: \(cases.joined(separator: ", "))")
    }

    static func whenLeftHasValues(_ name: String) -> Message {
        Message(
            .whenLeftHasValues,
            "'whenLeft' case '\(name)' has values, and nothing fills them when the flow ends on its own; "
                + "name a case without values")
    }
}
