/// The checks that need whole flows, once the model is built: `finish` where a flow has no parent, `dismiss`, `close`
/// and `removing` where nothing they name can be, and flows or screens nothing reaches.
extension FlowResolver {
    /// A flow that is the app's root or a tab has no parent, so `finish` there would do nothing.
    mutating func checkFinish(in model: AppModel) {
        // A top-level flow with a result ends with a finish that names a case; the app coordinator switches on it.
        let roots = model.parentlessFlows.filter { root in
            model.coordinator(named: root.coordinator)?.result?.receiver != .appCoordinator
        }
        for root in roots {
            guard let coordinator = model.coordinator(named: root.coordinator) else { continue }
            for action in coordinator.actions {
                guard case .finish = action.navigation else { continue }
                sink.error(
                    Message.finishWithoutParent(
                        action: action.name, screen: action.screen, coordinator: root.coordinator, role: root.role),
                    at: place(of: action).navigation)
            }
        }
        let rootNames = Set(roots.map(\.coordinator))
        for coordinator in model.coordinators where !rootNames.contains(coordinator.name) {
            for action in coordinator.actions {
                guard case .finish(let finish) = action.navigation else { continue }
                checkFinishResult(action, finish: finish, of: coordinator)
            }
        }
    }

    /// A finish in a flow with a result names one of its cases and fills every value of it, like `pass` fills
    /// inputs; a finish in a flow without one names none.
    mutating func checkFinishResult(
        _ action: ActionModel, finish: FinishModel?, of coordinator: CoordinatorModel
    ) {
        let at = place(of: action).navigation
        switch (coordinator.result, finish) {
        case (nil, nil):
            return
        case (nil, let finish?):
            sink.error(
                Message.finishCaseWithoutResult(finish.caseName, action: action.name, coordinator: coordinator.name),
                at: at)
        case (let result?, nil):
            sink.error(
                Message.finishNeedsCase(
                    action: action.name, screen: action.screen, coordinator: coordinator.name,
                    cases: result.cases.map(\.name)),
                at: at)
        case (let result?, let finish?):
            guard let resultCase = result.cases.first(where: { $0.name == finish.caseName }) else {
                sink.error(
                    Message.unknownResultCase(
                        finish.caseName, coordinator: coordinator.name, known: result.cases.map(\.name)),
                    at: at)
                return
            }
            let spec = actionSpec(of: action)?.spec
            for entry in spec?.pass ?? [] where !resultCase.values.contains(where: { $0.name == entry.input.value }) {
                sink.error(
                    Message.unknownPassValue(
                        entry.input.value, resultCase: resultCase.name, known: resultCase.values.map(\.name)),
                    at: entry.input.offset)
            }
            for value in resultCase.values {
                let name = finish.expression(for: value.name)
                guard let parameter = action.parameters.first(where: { $0.name == name }) else {
                    let entry = spec?.pass.first { $0.input.value == value.name }
                    sink.error(
                        entry == nil
                            ? Message.resultValueUnfilled(value.name, resultCase: resultCase.name, action: action.name)
                            : Message.unknownPassParameter(
                                name, action: action.name, known: action.parameters.map(\.name)),
                        at: entry?.sourceText.offset ?? at)
                    continue
                }
                if parameter.type.canonical != value.type.canonical {
                    sink.error(
                        Message.resultValueMismatch(
                            value.name, resultCase: resultCase.name, expected: "'\(value.type.canonical)'",
                            parameter: parameter.name, found: "'\(parameter.type.canonical)'"),
                        at: at)
                }
            }
        }
    }

    /// `dismiss` closes what its flow presented. In a flow that is not started modally, a screen that is neither
    /// presented nor pushed inside something presented has nothing to dismiss: the action would end the flow as
    /// `finish` does, so it is refused and the author picks `pop` or `finish`.
    mutating func checkDismiss(in model: AppModel) {
        let modalFlows = Self.startedChildren(in: model).modal
        for coordinator in model.coordinators where !modalFlows.contains(coordinator.name) {
            let presented = Self.screensInPresentedStacks(of: coordinator)
            for action in coordinator.actions where action.navigation == .dismiss && !presented.contains(action.screen)
            {
                sink.error(
                    Message.dismissWithoutPresentation(
                        action: action.name, screen: action.screen, coordinator: coordinator.name),
                    at: place(of: action).navigation)
            }
        }
    }

    /// The flows that some action starts as a child, and those of them that one starts modally.
    /// A push's `removing` names screens of the flows that run it: any other screen is never on their stacks.
    mutating func checkRemoving(in model: AppModel) {
        for coordinator in model.coordinators {
            for action in coordinator.actions where !action.removing.isEmpty {
                for name in actionSpec(of: action)?.spec.removing?.value ?? []
                where !coordinator.screens.contains(name.value) {
                    sink.error(
                        Message.removingScreenNotShown(
                            name.value, coordinator: coordinator.name, shown: coordinator.screens),
                        at: name.offset)
                }
            }
        }
    }

    /// An app action is asked by no screen, so the flow it starts can ask none back with a `then`.
    mutating func checkAppActionFlows(in model: AppModel) {
        for (spec, action) in zip(manifest.app?.actions ?? [], model.appActions) where action.startsFlowWithFollowUps {
            guard case .startChild(let child, _, _) = action.navigation else { continue }
            sink.error(
                Message.appActionStartsFlowWithThen(spec.name.value, flow: child),
                at: spec.navigations.first?.offset ?? spec.offset)
        }
    }

    /// The flows that actions start as children: all of them, the modal ones, and those started in a split view's
    /// column, with how each starts there (one placement per flow: `showDetail`'s wins over `showSupplementary`'s).
    static func startedChildren(in model: AppModel) -> (
        all: Set<String>, modal: Set<String>, inColumn: [String: ChildPlacement]
    ) {
        var all: Set<String> = []
        var modal: Set<String> = []
        var inColumn: [String: ChildPlacement] = [:]
        // An app action's flow starts presented, over the flow on screen.
        for actions in model.coordinators.map(\.actions) + [model.appActions] {
            for action in actions {
                if case .startChild(let child, let placement, _) = action.navigation {
                    all.insert(child)
                    switch placement {
                    case .pushed: break
                    case .modal: modal.insert(child)
                    case .detail: inColumn[child] = placement
                    case .supplementary: inColumn[child] = inColumn[child] ?? placement
                    }
                }
            }
        }
        return (all, modal, inColumn)
    }

    /// A flow that `showDetail` (or `showSupplementary`) starts may be the first in the split view's secondary (or
    /// supplementary) column, where its first screen is the column's: a finish, or a close on its first screen, would
    /// have nothing to go back to, so they are refused (another `showDetail` replaces the flow there).
    mutating func checkDetailFlows(in model: AppModel) {
        let inColumn = Self.startedChildren(in: model).inColumn
        for coordinator in model.coordinators {
            guard let placement = inColumn[coordinator.name], let column = placement.splitColumn else { continue }
            for action in coordinator.actions {
                let ends: Bool
                switch action.navigation {
                case .finish: ends = true
                case .close: ends = coordinator.firstScreens.contains(action.screen)
                default: ends = false
                }
                guard ends else { continue }
                sink.error(
                    Message.endsDetailFlow(
                        action: action.name, screen: action.screen, coordinator: coordinator.name,
                        key: action.navigation.kind.key, startedBy: placement.kind.key, column: column),
                    at: place(of: action).navigation)
            }
        }
    }

    /// A `close` pops a pushed screen, dismisses a presented one and ends a flow at its first screen: it must close
    /// the screen somewhere. It closes nothing only on a screen shown as nothing but the first screen of flows that no
    /// action starts as a child (a tab's, the app's root).
    mutating func checkClose(in model: AppModel) {
        let children = Self.startedChildren(in: model).all
        var closable: Set<String> = []
        var firstScreenOf: [String: [String]] = [:]
        for coordinator in model.coordinators {
            for screen in coordinator.screens + coordinator.embedded {
                if !coordinator.firstScreens.contains(screen) || children.contains(coordinator.name) {
                    closable.insert(screen)
                } else {
                    firstScreenOf[screen, default: []].append(coordinator.name)
                }
            }
        }
        // A screen nothing shows has its own warning.
        for screen in model.screens where !closable.contains(screen.name) {
            guard let flows = firstScreenOf[screen.name] else { continue }
            for action in screen.actions where action.navigation == .close {
                sink.error(
                    Message.closeClosesNothing(action: action.name, screen: screen.name, coordinators: flows),
                    at: place(of: action).navigation)
            }
        }
    }

    /// The screens of `coordinator` that can be in a stack it presented: what its actions present, and what those
    /// screens push, transitively.
    static func screensInPresentedStacks(of coordinator: CoordinatorModel) -> Set<String> {
        let presented = coordinator.actions.compactMap { action -> String? in
            if case .present(let screen, _) = action.navigation { screen } else { nil }
        }
        return stacks(from: presented) { screen in coordinator.actions.filter { $0.screen == screen } }
    }

    mutating func checkReachability(of model: AppModel) {
        let started = model.appActions.compactMap { action in
            if case .startChild(let child, _, _) = action.navigation { child } else { nil }
        }
        let reached = Set(Self.flowTree(from: model.parentlessFlows.map(\.coordinator) + started, in: model))
        for spec in manifest.coordinators where !reached.contains(spec.name.value) {
            sink.warning(Message.coordinatorNeverStarted(spec.name.value), at: spec.name.offset)
        }
        let shown = Set(model.coordinators.flatMap { $0.screens + $0.embedded })
        for spec in manifest.screens where !shown.contains(spec.name.value) {
            sink.warning(Message.screenNeverShown(spec.name.value), at: spec.name.offset)
        }
    }

    /// Warns about a presentation the person cannot swipe away (full screen, or `modalInPresentation`) in which no
    /// action leaves: a screen presented, with what it pushes, or a flow started modally, with the flows it starts.
    /// Only an action your code calls would leave it then.
    mutating func checkDeadEnds(of model: AppModel) {
        let screens = Dictionary(model.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var warned: Set<String> = []
        for screen in model.screens {
            for action in screen.actions {
                guard let style = Self.unswipeableStyle(action.transition) else { continue }
                let shown: (kind: String, name: String, screens: Set<String>)
                switch action.navigation {
                case .present(let presented, _):
                    shown = ("screen", presented, Self.stacks(from: [presented]) { screens[$0]?.actions ?? [] })
                case .startChild(let child, .modal, _):
                    let flows = Self.flowTree(from: [child], in: model)
                    shown = ("flow", child, Set(flows.flatMap { model.coordinator(named: $0)?.screens ?? [] }))
                default:
                    continue
                }
                let leaves = shown.screens.contains { name in
                    screens[name]?.actions.contains { Self.leavesPresentation($0.navigation) } ?? true
                }
                guard !leaves, warned.insert(shown.kind + " " + shown.name).inserted else { continue }
                sink.warning(
                    Message.presentationNeverLeft(shown.name, kind: shown.kind, style: style),
                    at: place(of: action).navigation)
            }
        }
    }

    /// The style that keeps the person from swiping a presentation away, as the manifest names it; `nil` for a sheet
    /// or a popover, which a swipe or a tap outside dismisses.
    static func unswipeableStyle(_ transition: TransitionModel) -> String? {
        if transition.isModalInPresentation { return "modalInPresentation" }
        switch transition.modalStyle {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return transition.modalStyle?.rawValue
        case .automatic, .pageSheet, .formSheet, .popover, .custom, nil: break
        }
        switch transition.compactStyle {
        case .fullScreen, .overFullScreen: return "compactStyle: \(transition.compactStyle?.rawValue ?? "")"
        case .popover, nil: return nil
        }
    }

    /// `firsts` and the screens the actions of each push or set on its stack, transitively; `actions` gives the
    /// actions a screen has there.
    static func stacks(from firsts: [String], actions: (String) -> [ActionModel]) -> Set<String> {
        var stacks = Set(firsts)
        var queue = Array(stacks)
        while let name = queue.popLast() {
            for action in actions(name) {
                var pushed: [String] = []
                if case .push(let screen, _) = action.navigation { pushed = [screen] }
                if case .setStack(let screens) = action.navigation { pushed = screens.map(\.screen) }
                for screen in pushed where stacks.insert(screen).inserted {
                    queue.append(screen)
                }
            }
        }
        return stacks
    }

    /// Whether a navigation can take the person out of a presentation: it dismisses, closes or ends the flow, shows
    /// another top-level flow or tab, is your own code's, or your code chooses what it does.
    static func leavesPresentation(_ navigation: NavigationModel) -> Bool {
        switch navigation {
        case .dismiss, .close, .finish, .switchTo, .selectTab, .custom, .choose: true
        case .toScreen: false
        case .push, .present, .setStack, .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari,
            .mail,
            .webAuthentication, .print, .startChild, .pop, .popToRoot:
            false
        }
    }

    /// The coordinators `roots` start and every flow they start, transitively, in the order they are met.
    static func flowTree(from roots: [String], in model: AppModel) -> [String] {
        var reached: [String] = []
        // Membership is asked of a set: a large app has hundreds of flows, each starting a few.
        var met: Set<String> = []
        for root in roots where met.insert(root).inserted {
            reached.append(root)
        }
        var index = 0
        while index < reached.count {
            for action in model.coordinator(named: reached[index])?.actions ?? [] {
                if case .startChild(let child, _, _) = action.navigation, met.insert(child).inserted {
                    reached.append(child)
                }
            }
            index += 1
        }
        return reached
    }

    /// Warns about a top-level flow the app never shows (with a fixed `initial`) and one no action leaves.
    mutating func checkTopLevelFlows(of model: AppModel) {
        guard let flows = model.shape.switchableFlows, let specs = manifest.app?.flows else { return }
        /// Where a coordinator's actions, and its result's cases, switch the app to.
        func switches(of coordinator: CoordinatorModel) -> [String] {
            coordinator.actions.compactMap { action -> String? in
                if case .switchTo(let flow) = action.navigation { flow } else { nil }
            } + (coordinator.result?.cases.compactMap(\.switchTo) ?? [])
        }
        let targets = Set(model.coordinators.flatMap(switches))
        for (flow, spec) in zip(flows.flows, specs) {
            if case .fixed(let initial) = flows.initial, initial != flow.name, !targets.contains(flow.name) {
                sink.warning(Message.flowNeverReached(flow.name), at: spec.offset)
            }
            let roots: [String]
            switch flow.content {
            case .coordinator(let name): roots = [name]
            case .tabBar(_, let tabs): roots = tabs.map(\.coordinator)
            case .split(_, let split): roots = split.columns
            }
            let leaves = Self.flowTree(from: roots, in: model).contains { name in
                model.coordinator(named: name).map { switches(of: $0).contains { $0 != flow.name } } ?? false
            }
            if !leaves {
                sink.warning(Message.flowNeverLeft(flow.name), at: spec.offset)
            }
        }
    }
}

// MARK: Messages

extension Message {
    /// `kind` is "screen" or "flow"; `style` names what keeps the person from swiping it away.
    static func presentationNeverLeft(_ name: String, kind: String, style: String) -> Message {
        Message(
            .presentationNeverLeft,
            "\(kind) '\(name)' is presented with '\(style)', which the person cannot swipe away, and no action of what "
                + "it shows leaves it; add one that dismisses, closes or finishes, or present it as a sheet")
    }

    /// `startedBy` is the key that starts the flow in `column`: "showDetail" in "secondary", "showSupplementary" in
    /// "supplementary".
    static func endsDetailFlow(
        action: String, screen: String, coordinator: String, key: String, startedBy: String, column: String
    ) -> Message {
        Message(
            .endsDetailFlow,
            "action '\(action)' of screen '\(screen)' ends coordinator '\(coordinator)', which a '\(startedBy)' starts: "
                + "in the split view's \(column) column its first screen is the column's, with nothing to go back to; "
                + "remove the '\(key)' (another '\(startedBy)' replaces the flow), or start it with 'startChild' only")
    }

    static func flowNeverReached(_ name: String) -> Message {
        Message(
            .flowNeverReached,
            "top-level flow '\(name)' is never shown: it is not 'initial' and no action switches to it")
    }

    static func flowNeverLeft(_ name: String) -> Message {
        Message(
            .flowNeverLeft,
            "top-level flow '\(name)' is never left: no action in it has 'switchTo', so only your code's "
                + "'switch(to:)' can leave it")
    }

    static func unknownPassValue(_ name: String, resultCase: String, known: [String]) -> Message {
        Message(.unknownPassValue) {
            let base = "result case '\(resultCase)' has no value named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return base + "; did you mean '\(suggestion)'?"
            }
            return known.isEmpty ? base + "; it has no values" : base
        }
    }

    static func closeClosesNothing(action: String, screen: String, coordinators: [String]) -> Message {
        Message(.closeClosesNothing) {
            let names = coordinators.map { "'\($0)'" }.joined(separator: ", ")
            let flows = (coordinators.count == 1 ? "flow " : "flows ") + names
            return
                "action '\(action)' of screen '\(screen)' closes nothing: '\(screen)' is only shown as the first screen "
                + "of \(flows), which no action pushes or presents as a child flow; push or present '\(screen)' somewhere, or use another "
                + "navigation"
        }
    }

    static func removingScreenNotShown(_ name: String, coordinator: String, shown: [String]) -> Message {
        Message(.removingScreenNotShown) {
            let start =
                "'removing' names screen '\(name)', which coordinator '\(coordinator)' does not show, so it is never "
                + "on its stacks"
            if let suggestion = Suggestions.closest(to: name, in: shown) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + "; it shows: " + shown.joined(separator: ", ")
        }
    }

    static func finishWithoutParent(action: String, screen: String, coordinator: String, role: FlowRole) -> Message {
        Message(
            .finishWithoutParent,
            "action '\(action)' of screen '\(screen)' finishes coordinator '\(coordinator)', which is \(role.phrase) "
                + "and has no parent to return to")
    }

    static func finishNeedsCase(action: String, screen: String, coordinator: String, cases: [String]) -> Message {
        Message(
            .finishNeedsCase,
            "action '\(action)' of screen '\(screen)' finishes coordinator '\(coordinator)', which has a result; "
                + "say which case it ends with, \"finish\": \"\(cases.first ?? "case")\" (one of: "
                + cases.joined(separator: ", ") + ")")
    }

    static func finishCaseWithoutResult(_ name: String, action: String, coordinator: String) -> Message {
        Message(
            .finishCaseWithoutResult,
            "action '\(action)' finishes with '\(name)', but coordinator '\(coordinator)' has no result; "
                + "add a 'result' to it or use \"finish\": true")
    }

    static func unknownResultCase(_ name: String, coordinator: String, known: [String]) -> Message {
        Message(.unknownResultCase) {
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return "the result of coordinator '\(coordinator)' has no case '\(name)'; did you mean '\(suggestion)'?"
            }
            return "the result of coordinator '\(coordinator)' has no case '\(name)'; its cases are: "
                + known.joined(separator: ", ")
        }
    }

    static func resultValueUnfilled(_ value: String, resultCase: String, action: String) -> Message {
        Message(
            .resultValueUnfilled,
            "action '\(action)' finishes with '\(resultCase)' but nothing fills its value '\(value)'; add a parameter "
                + "named '\(value)' or a 'pass' entry for it")
    }

    static func resultValueMismatch(
        _ value: String, resultCase: String, expected: String, parameter: String, found: String
    ) -> Message {
        Message(
            .resultValueMismatch,
            "value '\(value)' of '\(resultCase)' is \(expected), but parameter '\(parameter)' that fills it is \(found)"
        )
    }

    static func dismissWithoutPresentation(action: String, screen: String, coordinator: String) -> Message {
        Message(
            .dismissWithoutPresentation,
            "action '\(action)' of screen '\(screen)' dismisses, but coordinator '\(coordinator)' is not started modally "
                + "and never presents '\(screen)' or a screen that pushes it, so there is nothing to dismiss; "
                + "use 'pop' or 'finish'")
    }

    static func coordinatorNeverStarted(_ name: String) -> Message {
        Message(
            .coordinatorNeverStarted,
            "coordinator '\(name)' is never started: it is not the app's root or a tab, and no action starts it")
    }

    static func screenNeverShown(_ name: String) -> Message {
        Message(
            .screenNeverShown,
            "screen '\(name)' is never shown: no coordinator starts at it and no action pushes or presents it")
    }
}
