import Templates

/// Builds the ``AppModel`` from a validated manifest and runs the checks that need whole flows:
/// actions one coordinator would implement twice differently, `finish` in a flow without a parent,
/// names that clash inside a coordinator, and screens or coordinators nothing reaches.
struct FlowResolver {
    let manifest: Manifest
    /// The back end the code is generated for, which names the screens.
    private let backend: any Backend
    var sink: DiagnosticSink
    private var screens: [ScreenModel] = []
    private var protocols: [ProtocolModel] = []
    private var protocolIndex: [String: Int] = [:]
    /// Lookups by name: where the first screen of each name stands in the manifest's screens (and so, once they are
    /// modelled, in `screens`), and the first coordinator of each name.
    private let screenIndex: [String: Int]
    private let coordinatorSpecs: [String: CoordinatorSpec]
    /// The types validation parsed.
    private var types = TypeTable()
    private var symbols = SymbolTable()
    /// The screens whose navigation is generated once, for every flow that shows them.
    private let sharedScreens: Set<String>
    /// The first container of each embedded screen.
    private let containers: [String: String]
    /// The screens presented without a navigation controller.
    private let unwrappedScreens: Set<String>

    /// Resolves a manifest that validation accepted. A state that validation should have made impossible throws an
    /// ``InternalError`` instead of generating code from a guess.
    static func resolve(
        _ manifest: Manifest, for backend: any Backend, sink: inout DiagnosticSink, types: TypeTable,
        symbols: SymbolTable
    ) throws(InternalError) -> AppModel? {
        var resolver = FlowResolver(manifest: manifest, backend: backend, sink: sink)
        resolver.types = types
        resolver.symbols = symbols
        let model = try resolver.run()
        sink = resolver.sink
        return model
    }

    private init(manifest: Manifest, backend: any Backend, sink: DiagnosticSink) {
        self.manifest = manifest
        self.backend = backend
        self.sink = sink
        var screenIndex: [String: Int] = [:]
        for (number, spec) in manifest.screens.enumerated() where screenIndex[spec.name.value] == nil {
            screenIndex[spec.name.value] = number
        }
        let coordinators = Dictionary(
            manifest.coordinators.map { ($0.name.value, $0) },
            uniquingKeysWith: { first, _ in first })
        self.screenIndex = screenIndex
        coordinatorSpecs = coordinators
        sharedScreens = Set(manifest.sharedScreens().keys)
        unwrappedScreens = Set(manifest.unwrappedScreens.keys)
        containers = manifest.containers().compactMapValues(\.first)
        topLevelResultScreens = Self.screensShown(
            by: (manifest.app?.flows ?? []).compactMap { coordinators[$0.value] }.filter { $0.result != nil },
            spec: { name in screenIndex[name].map { manifest.screens[$0] } })
        // Each flow's screens are walked only in a manifest that has a `then` at all.
        let candidates = manifest.namesFollowUps ? manifest.coordinators : []
        flowsWithFollowUps = Set(
            candidates.filter { coordinator in
                Self.screensShown(by: [coordinator], spec: { name in screenIndex[name].map { manifest.screens[$0] } })
                    .contains { name in
                        screenIndex[name].map { manifest.screens[$0].actions.contains { $0.then != nil } } ?? false
                    }
            }.map(\.name.value))
    }

    /// The screens the top-level flows with a result show: a finish on them ends such a flow.
    private let topLevelResultScreens: Set<String>
    /// The flows whose finishes name a `then`: what they ask to run next is an action of the screen that started them.
    private let flowsWithFollowUps: Set<String>

    /// The screens `coordinators` show: their start screens and what those push or present, transitively.
    private static func screensShown(by coordinators: [CoordinatorSpec], spec: (String) -> ScreenSpec?) -> Set<String> {
        var shown = Set(coordinators.flatMap { $0.firstScreens.map(\.value) })
        var queue = Array(shown)
        while let name = queue.popLast() {
            for action in spec(name)?.actions ?? [] {
                for target in action.navigations.first?.value.shownScreens ?? []
                where shown.insert(target.value).inserted {
                    queue.append(target.value)
                }
            }
        }
        return shown
    }

    /// The first screen spec named `name`.
    private func screenSpec(named name: String) -> ScreenSpec? {
        screenIndex[name].map { manifest.screens[$0] }
    }

    /// The first screen model named `name`; only once the screens are modelled.
    private func screen(named name: String) -> ScreenModel? {
        screenIndex[name].map { screens[$0] }
    }

    private mutating func run() throws(InternalError) -> AppModel? {
        guard let app = manifest.app else { return nil }
        screens = try manifest.screens.map { spec throws(InternalError) in try screenModel(spec) }
        // A container hears the results its embedded screens hand it.
        for screen in screens {
            for action in screen.actions {
                if case .container(let container) = action.resultRecipient, let index = screenIndex[container] {
                    screens[index].embeddedResultActions.append(action)
                }
            }
        }
        var coordinators = try scopedCoordinatorModels()
        let (specs, index) = (manifest.screens, screenIndex)
        FollowUpResolver.resolve(
            coordinators: &coordinators, screens: &screens, screenIndex: screenIndex,
            place: { action in
                let spec = index[action.screen].flatMap { specs[$0].actions.first { $0.name.value == action.name } }
                return spec?.then?.offset ?? spec?.name.offset ?? 0
            },
            backend: backend, prefix: manifest.prefix, sink: &sink)
        let shape: AppShape
        if let flows = app.flows {
            shape = .flows(try flowsModel(flows, app: app))
        } else if let root = app.root?.value {
            shape = .root(coordinator: root)
        } else if let split = app.split {
            shape = .split(controller: split.controller.value, try splitModel(split))
        } else {
            let tabs = (app.tabs ?? []).compactMap { name in coordinatorSpecs[name.value].map(tabModel) }
            shape = .tabs(controller: app.tabBarController?.value ?? Constants.defaultTabBarController, tabs: tabs)
        }
        let target = TargetOptions(
            access: manifest.access?.value ?? .internal, runtimePrefix: manifest.prefix,
            storyboardBundle: manifest.storyboardBundle?.value ?? .main,
            deploymentTarget: manifest.targetVersion(for: backend), reportsNavigation: manifest.reportsNavigation,
            isRestorable: manifest.isRestorable)
        let dependencyType = try manifest.dependencies.map { text throws(InternalError) in try type(text) }
        let model = AppModel(
            shape: shape, coordinators: coordinators, screens: screens, protocols: protocols, target: target,
            dependencyType: dependencyType, routes: try routeModels(), routeArrivals: routeArrivals(),
            linkTypes: manifest.linkTypes.compactMap { spec in spec.conversion.map { (spec.name.value, $0.value) } },
            appActions: try app.presentingActions.map { action throws(InternalError) in
                try actionModel(action, on: app.actionPlace)
            },
            actionTabs: actionTabs(of: app),
            symbols: symbols)
        checkFinish(in: model)
        checkAppActionFlows(in: model)
        checkDismiss(in: model)
        checkClose(in: model)
        checkDetailFlows(in: model)
        checkRemoving(in: model)
        checkReachability(of: model)
        checkTopLevelFlows(of: model)
        checkDeadEnds(of: model)
        return model
    }

    /// The routes, each with its patterns and its way; validation has checked that each pattern parses and that one
    /// way reaches the screen.
    private func routeModels() throws(InternalError) -> [RouteModel] {
        let finder = RoutePathFinder(manifest)
        return try manifest.routes.map { route throws(InternalError) in
            let patterns = route.patterns.compactMap {
                try? RoutePattern.parse($0.value, linkTypes: manifest.linkTypeNames).get()
            }
            let via = route.via.map { entry in
                let parts = entry.value.split(separator: ".")
                return (screen: String(parts.first ?? ""), action: String(parts.last ?? ""))
            }
            guard let screen = route.screen?.value, let first = patterns.first,
                case .one(let way, let end) = finder.way(to: screen, via: via)
            else {
                throw InternalError("route '\(route.name.value)' has no pattern or no one way, after validation")
            }
            var collapsedWay: [RouteStep]?
            if let start = RoutePathFinder.Start(collapsing: way.first) {
                guard case .one(let found, _) = finder.way(to: screen, via: via, from: start) else {
                    throw InternalError("route '\(route.name.value)' has no one way when collapsed, after validation")
                }
                collapsedWay = found
            }
            let entries = route.entries.map { spec in
                let keys = Dictionary(spec.keys.map { ($0.value.value, $0.key.value) }, uniquingKeysWith: { $1 })
                return RouteEntries(
                    quickAction: spec.quickAction?.value, activity: spec.activity?.value,
                    notification: (spec.notification ?? []).map { .init(key: $0.key.value, value: $0.value.value) },
                    keys: first.parameters.map { keys[$0.name] ?? $0.name })
            }
            return RouteModel(
                name: route.name.value, values: first.parameters, patterns: patterns, screen: screen,
                coordinator: end.coordinator, way: way, collapsedWay: collapsedWay, entries: entries)
        }
    }

    /// The flows and screens marked `onRoute`; validation has checked that only top-level flows wait.
    private func routeArrivals() -> RouteArrivals {
        let flows = manifest.coordinators.filter { $0.onRoute != nil }
        return RouteArrivals(
            waitingFlows: flows.filter { $0.onRoute?.value == .wait }.map(\.name.value),
            refusingFlows: flows.filter { $0.onRoute?.value == .reject }.map(\.name.value),
            refusingScreens: manifest.screens.filter { $0.onRoute?.value == .reject }.map(\.name.value))
    }

    /// The top-level flows in `flows`' order; validation has checked that each names a coordinator or a tab bar.
    private func flowsModel(_ flows: [Located<String>], app: AppSpec) throws(InternalError) -> FlowsModel {
        let models = try flows.map { flow throws(InternalError) -> TopLevelFlowModel in
            if coordinatorSpecs[flow.value] != nil {
                return TopLevelFlowModel(name: flow.value, content: .coordinator(flow.value))
            }
            if let split = app.split(named: flow.value) {
                return TopLevelFlowModel(
                    name: flow.value, content: .split(controller: split.controller.value, try splitModel(split)))
            }
            guard let tabBar = app.tabBars.first(where: { $0.name.value == flow.value }) else {
                throw InternalError("top-level flow '\(flow.value)' names nothing after validation")
            }
            let tabs = tabBar.tabs.compactMap { name in coordinatorSpecs[name.value].map(tabModel) }
            return TopLevelFlowModel(
                name: flow.value, content: .tabBar(controller: tabBar.controller.value, tabs: tabs))
        }
        guard let initial = app.initial?.value else { throw InternalError("the app has no initial flow") }
        return FlowsModel(flows: models, initial: initial == AppSpec.decide ? .decided : .fixed(initial))
    }

    private func splitModel(_ split: SplitSpec) throws(InternalError) -> SplitModel {
        guard let primary = split.primary?.value, let secondary = split.secondary?.value,
            let compact = split.compact?.value
        else { throw InternalError("the split view lacks a column after validation") }
        return SplitModel(
            primary: primary, supplementary: split.supplementary?.value, secondary: secondary, compact: compact)
    }

    // MARK: Screens and actions

    private func screenModel(_ spec: ScreenSpec) throws(InternalError) -> ScreenModel {
        let style = manifest.style(of: spec)
        let instantiation: InstantiationModel
        switch manifest.instantiation(of: spec) {
        case .code:
            instantiation = .code
        case .swiftUI:
            instantiation = .swiftUI(view: Constants.screenView(spec.name.value))
        case .storyboard:
            instantiation = .storyboard(
                name: spec.storyboard?.name?.value ?? Constants.defaultStoryboard,
                identifier: spec.storyboard?.identifier?.value ?? backend.screenClass(spec.name.value))
        }
        let actions = try spec.actions.map { action throws(InternalError) in try actionModel(action, on: spec) }
        let inputs = try spec.inputs.map { input throws(InternalError) in
            InputModel(
                name: input.name.value, type: try type(input.type), defaultValue: input.defaultValue?.value,
                isWeak: input.isWeak?.value == true)
        }
        let messages = try spec.messages.map { message throws(InternalError) in
            MessageModel(
                name: message.name.value,
                parameters: try message.parameters.map { parameter throws(InternalError) in
                    ParameterModel(
                        label: parameter.label?.value, name: parameter.name.value, type: try type(parameter.type))
                })
        }
        return ScreenModel(
            name: spec.name.value,
            style: style,
            instantiation: instantiation,
            inputs: inputs,
            actions: actions,
            hasViewModel: manifest.hasViewModel(spec),
            isShared: sharedScreens.contains(spec.name.value),
            isUnwrapped: unwrappedScreens.contains(spec.name.value),
            embeds: try spec.embeds.map { embed throws(InternalError) in try embedModel(embed, in: spec) },
            embeddedFlows: spec.embeddedFlows.map { embed in
                FlowEmbedModel(
                    name: embed.name.value, flow: embed.flow.value,
                    containerView: embed.containerView?.value ?? Constants.embedContainerView(embed.name.value),
                    onDemand: embed.onDemand?.value == true)
            },
            messages: messages
        )
    }

    /// The model of `action`, of the screen `spec` (or of the place an app action runs from).
    private func actionModel(_ action: ActionSpec, on spec: ScreenSpec) throws(InternalError) -> ActionModel {
        var parameters = try action.parameters.map { parameter throws(InternalError) in
            ParameterModel(
                label: parameter.label?.value, name: parameter.name.value, type: try type(parameter.type))
        }
        // A popover points at what the screen passes, last: `showSort(from: sortButton)`.
        if Validator.takesSender(action, actionSheets: backend.actionSheetTakesSender) {
            parameters.append(
                ParameterModel(
                    label: "from", name: SystemPresentation.senderParameter,
                    type: try type(
                        Located(
                            value: backend.senderType(
                                deploymentTarget: manifest.targetVersion(for: backend), prefix: manifest.prefix),
                            offset: action.offset))))
        }
        return ActionModel(
            screen: spec.name.value,
            name: action.name.value,
            method: action.name.value,
            parameters: parameters,
            protocolName: action.protocolName?.value ?? Constants.defaultProtocol(spec.name.value),
            navigation: try navigationModel(action, on: spec),
            transition: TransitionModel(
                animated: action.animated?.value ?? true,
                modalStyle: action.modalPresentationStyle?.value,
                detents: action.detents?.value.map(\.value) ?? [],
                transitionStyle: action.modalTransitionStyle?.value,
                isModalInPresentation: action.modalInPresentation?.value == true,
                compactStyle: action.compactStyle?.value, regularStyle: action.regularStyle?.value,
                showsGrabber: action.grabber?.value == true, wraps: action.wrap?.value ?? true,
                presentsOutsideColumns: action.modal?.value == true
                    && action.navigations.contains { [.showDetail, .showSupplementary].contains($0.value.kind) }),
            startedResult: startedResult(of: action),
            readsScreenInputs: action.pass.contains { if case .input = $0.source { true } else { false } },
            resultRecipient: resultRecipient(of: action, on: spec.name.value),
            startsFlowWithFollowUps: startsFlowWithFollowUps(action),
            followUp: action.then.map { FollowUpModel(name: $0.value) },
            removing: action.removing?.value.map(\.value) ?? [],
            dismissesItsScreen: unwrappedScreens.contains(spec.name.value)
                && action.navigations.contains { [.dismiss, .close].contains($0.value.kind) }
        )
    }

    /// Whether `screen` is created from a storyboard scene.
    private func usesStoryboard(_ screen: ScreenSpec) -> Bool {
        manifest.instantiation(of: screen) == .storyboard
    }

    /// An embed, resolved: a storyboard container embeds a storyboard screen by its embed segue, anything else in code.
    /// Each input of the embedded screen takes the container's input that `pass` names, or the one of its own name,
    /// or its default.
    private func embedModel(_ embed: EmbedSpec, in container: ScreenSpec) throws(InternalError) -> EmbedModel {
        guard let embedded = screenSpec(named: embed.screen.value) else {
            throw InternalError("embedded screen '\(embed.screen.value)' is missing after validation")
        }
        let method: EmbedModel.Method =
            usesStoryboard(container) && usesStoryboard(embedded)
            ? .segue(identifier: embed.segue?.value ?? Constants.embedSegue(embed.name.value))
            : .code(containerView: embed.containerView?.value ?? Constants.embedContainerView(embed.name.value))
        var fromContainer: Set<String> = []
        let arguments = try embedded.inputs.map { input throws(InternalError) -> InputArgument in
            let entry = embed.pass.first { $0.input.value == input.name.value }
            if let entry, case .value(let value) = entry.source {
                return InputArgument(input: input.name.value, expression: value.value)
            }
            let source = entry?.containerInput?.value ?? input.name.value
            if container.inputs.contains(where: { $0.name.value == source }) {
                fromContainer.insert(input.name.value)
                return InputArgument(input: input.name.value, expression: source)
            }
            guard let defaultValue = input.defaultValue?.value else {
                throw InternalError(
                    "input '\(input.name.value)' of embedded screen '\(embedded.name.value)' is unfilled after validation"
                )
            }
            return InputArgument(input: input.name.value, expression: defaultValue)
        }
        return EmbedModel(
            name: embed.name.value, screen: embed.screen.value, method: method, arguments: arguments,
            fromContainer: fromContainer)
    }

    /// Who hears the result of the flow `action` starts: on an embedded screen, the embedded screen or, as `resultTo`
    /// says, its only container (validation made it the only one).
    private func resultRecipient(of action: ActionSpec, on screen: String) -> ResultRecipientModel {
        guard startedResult(of: action) != nil, let container = containers[screen] else { return .askingScreen }
        return action.resultTo?.value == .container ? .container(container) : .embeddedScreen
    }

    /// The result of the flow `action` starts, if it starts one that has a result.
    private func startsFlowWithFollowUps(_ action: ActionSpec) -> Bool {
        guard let name = action.navigations.first?.value.startedFlow else { return false }
        return flowsWithFollowUps.contains(name.value)
    }

    private func startedResult(of action: ActionSpec) -> StartedResult? {
        guard let name = action.navigations.first?.value.startedFlow,
            let result = coordinatorSpecs[name.value]?.result, let whenLeft = result.whenLeft
        else { return nil }
        return StartedResult(
            typeName: Constants.result(name.value), whenLeft: whenLeft.value,
            waiterType: manifest.appTypes.resultWaiter)
    }

    /// A type that validation has already accepted.
    private func type(_ text: Located<String>?) throws(InternalError) -> SwiftType {
        guard let text else { throw InternalError("a type is missing after validation") }
        guard case .success(let type) = types.parsed(text.value) else {
            throw InternalError("the type '\(text.value)' was accepted by validation but does not parse")
        }
        return type
    }

    private func navigationModel(_ action: ActionSpec, on screen: ScreenSpec) throws(InternalError) -> NavigationModel {
        guard let navigation = action.navigations.first?.value else {
            throw InternalError("action '\(action.name.value)' has no navigation after validation")
        }
        switch navigation {
        case .push(let target):
            return .push(screen: target.value, arguments: try arguments(action, on: screen, destination: target.value))
        case .present(let target):
            return .present(
                screen: target.value, arguments: try arguments(action, on: screen, destination: target.value))
        case .setStack(let targets):
            return .setStack(
                try targets.map { target throws(InternalError) in
                    StackScreen(
                        screen: target.value, arguments: try arguments(action, on: screen, destination: target.value))
                })
        case .startChild(let name), .showDetail(let name), .showSupplementary(let name):
            guard let start = coordinatorSpecs[name.value]?.start?.value else {
                throw InternalError("coordinator '\(name.value)' has no start screen after validation")
            }
            let placement: ChildPlacement =
                switch navigation.kind {
                case .showDetail: .detail
                case .showSupplementary: .supplementary
                default: action.modal?.value == true ? .modal : .pushed
                }
            return .startChild(
                coordinator: name.value, placement: placement,
                arguments: try arguments(action, on: screen, destination: start))
        case .finish:
            return .finish(
                action.finishCase.map { resultCase in
                    FinishModel(
                        caseName: resultCase.value,
                        passes: Dictionary(
                            action.pass.compactMap { entry in entry.parameter.map { (entry.input.value, $0.value) } },
                            uniquingKeysWith: { first, _ in first }),
                        switchesApp: topLevelResultScreens.contains(screen.name.value))
                })
        case .alert(let alert):
            return .alert(
                AlertModel(
                    title: alert.title.map { TextModel($0.value) }, message: alert.message.map { TextModel($0.value) },
                    style: alert.style?.value ?? .alert,
                    textFields: alert.textFields.map {
                        TextFieldModel(
                            name: $0.name.value, placeholder: $0.placeholder.map { TextModel($0.value) },
                            secure: $0.secure?.value ?? false,
                            value: $0.type?.value ?? .string)
                    },
                    choices: alert.choices.value.map {
                        ChoiceModel(
                            title: TextModel($0.title.value), style: $0.style?.value ?? .default, runs: $0.runs?.value,
                            each: $0.each.map { EachChoice(list: $0.list.value, element: $0.element.value) })
                    }))
        case .share(let share):
            return .share(
                ShareModel(
                    items: share.items.value.map(\.value), runs: share.runs?.value, activities: share.activities?.value)
            )
        case .camera(let camera):
            guard let runs = camera.runs else { throw InternalError("a camera has no 'runs' after validation") }
            return .camera(runs: runs.value)
        case .photoPicker(let picker):
            guard let runs = picker.runs else { throw InternalError("a photo picker has no 'runs' after validation") }
            return .photoPicker(
                PhotoPickerModel(limit: picker.limit?.value ?? 1, filter: picker.filter?.value, runs: runs.value))
        case .exportFiles(let export):
            guard let files = export.files, let runs = export.runs,
                let parameter = action.parameters.first(where: { $0.name.value == files.value })
            else { throw InternalError("an export has no 'files' or 'runs' after validation") }
            guard let type = parameter.type.flatMap({ try? SwiftType.parse($0.value).get() }),
                let isList = Validator.exportsList(type)
            else { throw InternalError("an export's files are not a URL or [URL] after validation") }
            return .exportFiles(ExportFilesModel(files: files.value, isList: isList, runs: runs.value))
        case .importFiles(let importing):
            guard let types = importing.types, let runs = importing.runs else {
                throw InternalError("an import has no 'types' or 'runs' after validation")
            }
            return .importFiles(
                ImportFilesModel(
                    types: types.value.map(\.value), multiple: importing.multiple?.value ?? false, runs: runs.value))
        case .safari(let safari):
            guard let url = safari.url else { throw InternalError("a web page has no 'url' after validation") }
            return .safari(SafariModel(url: url.value, runs: safari.runs?.value))
        case .mail(let mail):
            return .mail(
                MailModel(
                    to: mail.to?.value, subject: mail.subject?.value, body: mail.body?.value, runs: mail.runs?.value))
        case .webAuthentication(let signIn):
            guard let url = signIn.url, let runs = signIn.runs else {
                throw InternalError("a web sign-in has no 'url' or 'runs' after validation")
            }
            return .webAuthentication(
                WebAuthenticationModel(
                    url: url.value, callbackScheme: signIn.callbackScheme?.value,
                    ephemeral: signIn.ephemeral?.value ?? false, runs: runs.value))
        case .print(let job):
            guard let item = job.item, let parameter = action.parameters.first(where: { $0.name.value == item.value }),
                let type = parameter.type.flatMap({ try? SwiftType.parse($0.value).get() }),
                let isList = Validator.printsList(type, imageType: backend.imageType)
            else { throw InternalError("a print job's item is not a parameter of a printable type after validation") }
            return .print(PrintModel(item: item.value, isList: isList, runs: job.runs?.value))
        case .choose(let choose):
            return .choose(ChooseModel(among: choose.among.value.map(\.value), fallback: choose.fallback?.value))
        case .switchTo(let flow): return .switchTo(flow: flow.value)
        case .selectTab(let tab): return .selectTab(tab: tab.value, runs: action.runs?.value)
        case .pop: return .pop
        case .popToRoot: return .popToRoot
        case .dismiss: return .dismiss
        case .close: return .close
        case .toScreen: return .toScreen
        case .custom: return .custom
        }
    }

    /// The expression for each input of `destination`, in the input's order. An input of the action's own screen is
    /// read from the screen that asked, which the action's method finds first (``Backend/askingScreen``).
    private func arguments(_ action: ActionSpec, on sourceScreen: ScreenSpec, destination: String)
        throws(InternalError) -> [InputArgument]
    {
        guard let screen = screenSpec(named: destination) else {
            throw InternalError("screen '\(destination)' is missing after validation")
        }
        let asking = backend.askingScreen + (manifest.hasViewModel(sourceScreen) ? ".viewModel" : "")
        return try screen.inputs.map { input throws(InternalError) in
            switch DataPassing.source(of: input, in: action, on: sourceScreen) {
            case .parameter(let parameter, _):
                return InputArgument(input: input.name.value, expression: parameter.name.value)
            case .screenInput(let own, _):
                return InputArgument(input: input.name.value, expression: asking + "." + own.name.value)
            case .value(let value):
                return InputArgument(input: input.name.value, expression: value.value)
            case .defaultValue(let expression):
                return InputArgument(input: input.name.value, expression: expression)
            case .brokenPass, .unfilled:
                throw InternalError(
                    "input '\(input.name.value)' of screen '\(destination)' is unfilled by action "
                        + "'\(action.name.value)' after validation")
            }
        }
    }

    // MARK: Protocols

    /// Groups protocols-style actions by protocol; one requirement per distinct method.
    private mutating func groupProtocols(sink: inout DiagnosticSink) -> [ProtocolModel] {
        var result: [ProtocolModel] = []
        // Each protocol's requirements by selector.
        var requirements: [[String: ActionModel]] = []
        for screen in screens where screen.style.behaviour.groupsActionsIntoProtocols {
            for action in screen.actions {
                let selector = action.selector
                guard let index = protocolIndex[action.protocolName] else {
                    protocolIndex[action.protocolName] = result.count
                    result.append(
                        ProtocolModel(name: action.protocolName, requirements: [action], screens: [screen.name]))
                    requirements.append([selector: action])
                    continue
                }
                if !result[index].screens.contains(screen.name) {
                    result[index].screens.append(screen.name)
                }
                if let existing = requirements[index][selector] {
                    if !existing.hasSameRequirement(as: action) {
                        sink.error(
                            Message.protocolRequirementConflict(
                                action.protocolName, selector: action.selector, first: existing.screen,
                                second: action.screen),
                            at: place(of: action).name)
                    }
                    continue
                }
                result[index].requirements.append(action)
                requirements[index][selector] = action
            }
        }
        return result
    }

    // MARK: Coordinators

    /// An action by its screen and name, which validation made unique: what scoping marks.
    private struct ActionKey: Hashable {
        var screen: String
        var name: String

        init(_ action: ActionModel) {
            screen = action.screen
            name = action.name
        }
    }

    /// The coordinators, once every action that one of them would implement differently from another screen's under
    /// the same selector is scoped to its screen.
    private mutating func scopedCoordinatorModels() throws(InternalError) -> [CoordinatorModel] {
        scopeSharedSelectors()
        var reported = sink
        protocols = groupProtocols(sink: &reported)
        var coordinators: [CoordinatorModel] = []
        for spec in manifest.coordinators {
            guard let start = spec.start?.value, let startScreen = screen(named: start) else { continue }
            coordinators.append(try coordinatorModel(spec, startScreen: startScreen, sink: &reported))
        }
        sink = reported
        return coordinators
    }

    /// The rule docs/manifest.md gives: when a coordinator shows several screens whose actions share a selector but
    /// not an implementation, each of those actions gets the method scoped to its screen (`articleDone()`). What a
    /// coordinator shows is its start screen, what the screens push or present, and what they embed, at any depth.
    /// A shared screen's actions are always scoped: their one implementation is in every flow that shows the screen,
    /// beside whatever else each of those flows implements.
    private mutating func scopeSharedSelectors() {
        var scoped = Set(screens.filter(\.isShared).flatMap { $0.actions.map(ActionKey.init) })
        for spec in manifest.coordinators {
            guard spec.start != nil else { continue }
            var shown = spec.firstScreens.map(\.value)
            var seen = Set(shown)
            var bySelector: [String: [ActionModel]] = [:]
            var next = 0
            while next < shown.count, let screen = screen(named: shown[next]) {
                next += 1
                for action in screen.actions {
                    bySelector[action.ownSelector, default: []].append(action)
                }
                let targets = screen.embeds.map(\.screen) + screen.actions.flatMap(\.navigation.shownScreens)
                for target in targets where seen.insert(target).inserted {
                    shown.append(target)
                }
            }
            for actions in bySelector.values
            where actions.contains(where: { !$0.hasSameImplementation(as: actions[0]) }) {
                scoped.formUnion(actions.map(ActionKey.init))
            }
        }
        guard !scoped.isEmpty else { return }
        for index in screens.indices {
            for actionIndex in screens[index].actions.indices
            where scoped.contains(ActionKey(screens[index].actions[actionIndex])) {
                screens[index].actions[actionIndex].method = screens[index].actions[actionIndex].scopedMethod
            }
        }
    }

    private func coordinatorModel(
        _ spec: CoordinatorSpec, startScreen: ScreenModel, sink: inout DiagnosticSink
    ) throws(InternalError) -> CoordinatorModel {
        var shown = [startScreen.name]
        for first in spec.decide?.screens ?? [] where !shown.contains(first.value) {
            shown.append(first.value)
        }
        var embedded: [String] = []
        var queue = shown
        var implemented: [ActionModel] = []
        var implementedBySelector: [String: ActionModel] = [:]
        while !queue.isEmpty {
            let name = queue.removeFirst()
            guard let screen = screen(named: name) else { continue }
            // The coordinator handles the actions of the screens embedded in those it shows, at any depth.
            for embed in screen.embeds where !embedded.contains(embed.screen) {
                embedded.append(embed.screen)
                queue.append(embed.screen)
            }
            for action in actionsImplemented(for: screen) {
                let selector = action.selector
                if let existing = implementedBySelector[selector] {
                    // Scoping kept apart what shared a selector; what still does is an error.
                    if !existing.hasSameImplementation(as: action) {
                        sink.error(
                            Message.coordinatorActionConflict(
                                coordinator: spec.name.value, selector: selector, first: existing.screen,
                                second: action.screen,
                                scoped: [existing, action].filter { $0.method != $0.name }.map {
                                    ($0.screen, $0.name, self.screen(named: $0.screen)?.isShared == true)
                                }),
                            at: place(of: action).name)
                    }
                    continue
                }
                implemented.append(action)
                implementedBySelector[selector] = action
                for destination in action.navigation.shownScreens where !shown.contains(destination) {
                    shown.append(destination)
                    queue.append(destination)
                }
            }
        }
        implemented = implemented.map { (manifestPosition(of: $0), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        shown = inManifestOrder(shown)
        embedded = inManifestOrder(embedded)
        var conformances: [String] = []
        for name in shown + embedded.filter({ !shown.contains($0) }) {
            guard let screen = screen(named: name), screen.style.behaviour.groupsActionsIntoProtocols else { continue }
            for protocolName in screen.protocolNames where !conformances.contains(protocolName) {
                conformances.append(protocolName)
            }
        }
        var model = CoordinatorModel(
            name: spec.name.value, startScreen: startScreen.name, startInputs: startScreen.inputs,
            screens: shown, embedded: embedded, actions: implemented, protocols: conformances)
        model.result = try resultModel(spec)
        model.isSingleInstance = spec.singleInstance?.value == true
        model.keepsState = spec.keepsState?.value == true
        model.decision = spec.decide.map { decision(of: $0, inputs: startScreen.inputs) }
        checkMembers(of: model, sink: &sink)
        return model
    }

    /// A `decide`, resolved: each screen it names gets the flow's inputs of the same names, and defaults for the rest.
    private func decision(of spec: DecideSpec, inputs: [InputModel]) -> FirstScreenDecision {
        let flowInputs = Set(inputs.map(\.name))
        let choice = { (name: Located<String>) in
            FirstScreenDecision.Choice(
                screen: name.value,
                arguments: (screen(named: name.value)?.inputs ?? []).map { input in
                    InputArgument(
                        input: input.name,
                        expression: flowInputs.contains(input.name) ? input.name : input.defaultValue ?? input.name)
                })
        }
        return FirstScreenDecision(
            alternatives: spec.alternatives.map(choice), placeholder: spec.placeholder.map(choice),
            fallback: spec.fallback.map(choice))
    }

    /// `names` of screens in the order the manifest lists them, each looked up once rather than at every comparison.
    private func inManifestOrder(_ names: [String]) -> [String] {
        names.map { (screenIndex[$0] ?? 0, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The actions a coordinator implements because it shows `screen`: in protocols style, every requirement
    /// of the screen's protocols (which other screens may add to); otherwise the screen's own actions.
    private func actionsImplemented(for screen: ScreenModel) -> [ActionModel] {
        guard screen.style.behaviour.groupsActionsIntoProtocols else { return screen.actions }
        return screen.protocolNames.flatMap { name in protocolIndex[name].map { protocols[$0].requirements } ?? [] }
    }

    /// The screen's place in the manifest, then the action's place in the screen.
    private func manifestPosition(of action: ActionModel) -> (Int, Int) {
        actionSpec(of: action).map { ($0.screen, $0.action) } ?? (0, 0)
    }

    /// Where the action's name and its navigation key stand in the manifest.
    func place(of action: ActionModel) -> (name: Int, navigation: Int) {
        guard let spec = actionSpec(of: action)?.spec else { return (manifest.offset, manifest.offset) }
        return (spec.name.offset, spec.navigations.first?.offset ?? spec.name.offset)
    }

    /// The action's spec, with its screen's place among the screens and its own among the screen's actions. A screen
    /// model's actions are its spec's, in order, and a screen has a few: they are searched, not kept in a table.
    func actionSpec(of action: ActionModel) -> (spec: ActionSpec, screen: Int, action: Int)? {
        guard let screen = screenIndex[action.screen] else { return nil }
        let actions = manifest.screens[screen].actions
        return actions.firstIndex { $0.name.value == action.name }.map { (actions[$0], screen, $0) }
    }

    /// Start inputs become properties of the coordinator; they must not clash with its methods.
    private func checkMembers(of coordinator: CoordinatorModel, sink: inout DiagnosticSink) {
        let properties = coordinator.startInputs.map(\.name)
        // A flow with a result also has its `result` property, and one that decides its first screen the type of the
        // screens it may show first.
        let taken = backend.coordinatorMembers.union(coordinator.result == nil ? [] : [Constants.flowResult])
            .union(coordinator.decision == nil ? [] : [Constants.firstScreenType])
        for input in screenSpec(named: coordinator.startScreen)?.inputs ?? [] where taken.contains(input.name.value) {
            sink.error(
                Message.startInputReserved(input.name.value, coordinator: coordinator.name),
                at: input.name.offset)
        }
        let factories = Set(coordinator.screens.map(backend.screenFactory))
        for action in coordinator.actions {
            if properties.contains(action.method) {
                sink.error(
                    Message.actionClashesWithStartInput(action.method, coordinator: coordinator.name),
                    at: place(of: action).name)
            }
            if factories.contains(action.method) {
                sink.error(
                    Message.actionClashesWithFactory(action.method, coordinator: coordinator.name),
                    at: place(of: action).name)
            }
            // Validation checked the manifest's names; a scoped one is made here.
            if action.method != action.name, backend.isCoordinatorMember(action.method) {
                sink.error(
                    Message.scopedActionReserved(
                        action.name, screen: action.screen, method: action.method, coordinator: coordinator.name,
                        shared: screen(named: action.screen)?.isShared == true),
                    at: place(of: action).name)
            }
        }
    }

    // MARK: Tabs

    private func tabModel(_ spec: CoordinatorSpec) -> TabModel {
        TabModel(
            coordinator: spec.name.value, title: spec.tab?.title?.value ?? spec.name.value, item: Self.tabItem(spec.tab)
        )
    }

    private static func tabItem(_ spec: TabSpec?) -> TabModel.Item {
        if let systemItem = spec?.systemItem?.value {
            return .system(systemItem)
        } else if let image = spec?.image?.value {
            return .image(image)
        }
        return .titleOnly
    }

    /// The tabs of the app's tab bar that run an app action, each at its place among the tabs.
    private func actionTabs(of app: AppSpec) -> [ActionTabModel] {
        guard app.flows == nil else { return [] }
        return (app.tabs ?? []).enumerated().compactMap { index, name in
            guard coordinatorSpecs[name.value] == nil,
                let action = app.actions.first(where: { $0.name.value == name.value })
            else { return nil }
            return ActionTabModel(
                index: index, action: name.value, title: action.tab?.title?.value ?? name.value,
                item: Self.tabItem(action.tab))
        }
    }

    /// The result a coordinator declares, with its types parsed; validation has accepted them. A top-level flow's
    /// result goes to the app coordinator; any other's to the screen that started the flow.
    private func resultModel(_ spec: CoordinatorSpec) throws(InternalError) -> ResultModel? {
        guard let result = spec.result else { return nil }
        let receiver: ResultModel.Receiver
        if manifest.app?.flows?.contains(where: { $0.value == spec.name.value }) == true {
            receiver = .appCoordinator
        } else if let whenLeft = result.whenLeft?.value {
            receiver = .startingScreen(whenLeft: whenLeft)
        } else {
            throw InternalError("the result of '\(spec.name.value)' has no whenLeft after validation")
        }
        let cases = try result.cases.map { resultCase throws(InternalError) in
            ResultCaseModel(
                name: resultCase.name.value,
                values: try resultCase.parameters.map { value throws(InternalError) in
                    ParameterModel(label: nil, name: value.name.value, type: try type(value.type))
                },
                switchTo: resultCase.switchTo?.value)
        }
        return ResultModel(typeName: Constants.result(spec.name.value), cases: cases, receiver: receiver)
    }
}

// MARK: Messages

extension Message {
    /// Why an action is implemented under its screen's name (docs/manifest.md, "Action names").
    private static func scopingReason(_ action: String, screen: String, shared: Bool) -> String {
        shared ? "as every action of shared screen '\(screen)' is" : "to stay apart from another screen's '\(action)'"
    }

    static func protocolRequirementConflict(_ name: String, selector: String, first: String, second: String) -> Message
    {
        Message(
            .protocolRequirementConflict,
            "protocol '\(name)' would require '\(selector)' twice, differently for screens '\(first)' and '\(second)'; "
                + "rename one of the actions")
    }

    /// Two actions still share a selector after the actions that shared one were scoped to their screens: `scoped`
    /// lists those of the two that were, as (screen, action name).
    static func coordinatorActionConflict(
        coordinator: String, selector: String, first: String, second: String,
        scoped: [(screen: String, action: String, shared: Bool)]
    ) -> Message {
        Message(.coordinatorActionConflict) {
            let because = scoped.map { screen, action, shared in
                "\(screen)'s '\(action)' becomes '\(selector)' "
                    + Self.scopingReason(action, screen: screen, shared: shared)
            }
            return
                "coordinator '\(coordinator)' would implement '\(selector)' twice, differently for screens '\(first)' "
                + "and '\(second)'" + (because.isEmpty ? "" : " (" + because.joined(separator: "; ") + ")")
                + "; rename one of the actions"
        }
    }

    static func scopedActionReserved(
        _ action: String, screen: String, method: String, coordinator: String, shared: Bool
    ) -> Message {
        Message(
            .scopedActionReserved,
            "action '\(action)' of screen '\(screen)' is implemented as '\(method)', "
                + scopingReason(action, screen: screen, shared: shared)
                + ", but coordinator '\(coordinator)' already has '\(method)'; rename the action")
    }

    static func startInputReserved(_ name: String, coordinator: String) -> Message {
        Message(
            .startInputReserved,
            "input '\(name)' becomes a property of coordinator '\(coordinator)', which already has '\(name)'; "
                + "choose another name")
    }

    static func actionClashesWithStartInput(_ name: String, coordinator: String) -> Message {
        Message(
            .actionClashesWithStartInput,
            "action '\(name)' clashes with the input '\(name)' that coordinator '\(coordinator)' keeps; rename one")
    }

    static func actionClashesWithFactory(_ name: String, coordinator: String) -> Message {
        Message(
            .actionClashesWithFactory,
            "action '\(name)' clashes with coordinator '\(coordinator)''s own '\(name)(…)'; choose another name")
    }
}
