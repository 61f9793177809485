/// Resolves the `then` of finishes (docs/manifest.md, "Then: what the parent runs next"): which action of the screens
/// that start a flow each names, the values it takes, and how each starting coordinator calls it.
///
/// A finish's `then` names an action of the screen that started its flow. Every screen that starts the flow must
/// declare it, with the same parameters; the finish fills them from its own parameters of the same names and types.
struct FollowUpResolver {
    private var coordinators: [CoordinatorModel]
    private var screens: [ScreenModel]
    private let screenIndex: [String: Int]
    /// Where the `then` of an action is written, for its messages.
    private let place: (ActionModel) -> Int
    private var sink: DiagnosticSink
    /// The back end, which knows what a popover's sender is, and the manifest's `runtimePrefix`, which it may name.
    private let backend: any Backend
    private let prefix: String

    /// One screen's action that starts a flow, in the coordinator that implements it.
    private struct Starter {
        var coordinator: Int
        var screen: ScreenModel
        var action: ActionModel
    }

    /// Fills in the follow-ups of `coordinators`' finishes and the calls of the actions that start their flows, in
    /// `coordinators` and, for shared screens' navigation, in `screens`.
    static func resolve(
        coordinators: inout [CoordinatorModel], screens: inout [ScreenModel], screenIndex: [String: Int],
        place: @escaping (ActionModel) -> Int, backend: any Backend, prefix: String, sink: inout DiagnosticSink
    ) {
        var resolver = FollowUpResolver(
            coordinators: coordinators, screens: screens, screenIndex: screenIndex, place: place, sink: sink,
            backend: backend, prefix: prefix)
        resolver.run()
        coordinators = resolver.coordinators
        screens = resolver.screens
        sink = resolver.sink
    }

    private mutating func run() {
        let names = coordinators.indices.filter { index in
            coordinators[index].actions.contains { $0.followUp != nil }
        }
        guard !names.isEmpty else { return }
        for index in names {
            resolve(flow: index, starters: starters(of: coordinators[index].name))
        }
    }

    /// Every screen's action that starts `flow`, with the coordinator that shows the screen.
    private func starters(of flow: String) -> [Starter] {
        var found: [Starter] = []
        for (index, coordinator) in coordinators.enumerated() {
            for name in coordinator.screens + coordinator.embedded {
                guard let screen = screenIndex[name].map({ screens[$0] }) else { continue }
                for action in screen.actions {
                    if case .startChild(flow, _, _) = action.navigation {
                        found.append(Starter(coordinator: index, screen: screen, action: action))
                    }
                }
            }
        }
        return found
    }

    private mutating func resolve(flow index: Int, starters: [Starter]) {
        var followUps: [FollowUpModel] = []
        for actionIndex in coordinators[index].actions.indices {
            let finish = coordinators[index].actions[actionIndex]
            guard let name = finish.followUp?.name else { continue }
            guard !coordinators[index].keepsState else {
                sink.error(
                    Message.keptFlowFollowUp(finish.name, coordinator: coordinators[index].name), at: place(finish))
                continue
            }
            guard !starters.isEmpty else {
                sink.error(
                    Message.followUpWithoutStarter(action: finish.name, coordinator: coordinators[index].name),
                    at: place(finish))
                continue
            }
            guard let values = values(of: name, finish: finish, flow: coordinators[index].name, starters: starters)
            else { continue }
            let followUp = FollowUpModel(name: name, values: values)
            coordinators[index].actions[actionIndex].followUp = followUp
            if !followUps.contains(where: { $0.name == name }) {
                followUps.append(followUp)
                addCalls(for: followUp, starters: starters)
            }
        }
        coordinators[index].followUps = followUps
    }

    /// The values of the follow-up `name` that `finish` names: the parameters of the starting screens' actions of
    /// that name, which must agree; `nil` after reporting what is wrong.
    private mutating func values(
        of name: String, finish: ActionModel, flow: String, starters: [Starter]
    ) -> [ParameterModel]? {
        var first: (screen: String, action: ActionModel, coordinator: Int)?
        var agree = true
        for starter in starters {
            guard let target = starter.screen.actions.first(where: { $0.name == name }) else {
                sink.error(
                    Message.unknownFollowUpAction(
                        name, screen: starter.screen.name, coordinator: flow, known: starter.screen.actions.map(\.name)),
                    at: place(finish))
                agree = false
                continue
            }
            guard let earlier = first else {
                first = (starter.screen.name, target, starter.coordinator)
                continue
            }
            let sameParameters =
                earlier.action.parameters.map(\.name) == target.parameters.map(\.name)
                && earlier.action.parameters.map(\.type) == target.parameters.map(\.type)
            let sameMethod = earlier.coordinator != starter.coordinator || earlier.action.selector == target.selector
            if earlier.screen != starter.screen.name, !sameParameters || !sameMethod {
                sink.error(
                    Message.followUpTargetsDiffer(
                        name, first: earlier.screen, second: starter.screen.name, coordinator: flow),
                    at: place(finish))
                agree = false
            }
        }
        guard agree, let values = first?.action.parameters else { return nil }
        for value in values {
            if backend.isSender(value.type, prefix: prefix) {
                sink.error(Message.followUpTakesSender(value.name, then: name), at: place(finish))
                agree = false
                continue
            }
            if let part = value.type.knownNonSendablePart(isSender: { backend.isSender($0, prefix: prefix) }) {
                sink.error(
                    Message.followUpValueNotSendable(value.type.canonical, part: part.canonical), at: place(finish))
                agree = false
            }
            let filled = finish.parameters.contains { $0.name == value.name && $0.type == value.type }
            if !filled {
                sink.error(
                    Message.followUpValueUnfilled(
                        value.name, type: value.type.canonical, then: name, action: finish.name),
                    at: place(finish))
                agree = false
            }
        }
        return agree ? values : nil
    }

    /// Adds to each action that starts the flow how its coordinator runs `followUp`: the method that implements the
    /// starting screen's action of that name, its values passed by name.
    private mutating func addCalls(for followUp: FollowUpModel, starters: [Starter]) {
        for starter in starters {
            guard let target = starter.screen.actions.first(where: { $0.name == followUp.name }) else { continue }
            let call = FollowUpCall(
                caseName: followUp.name, values: followUp.values.map(\.name), call: target.callPassingValuesByName)
            let selector = starter.action.selector
            for actionIndex in coordinators[starter.coordinator].actions.indices
            where coordinators[starter.coordinator].actions[actionIndex].selector == selector {
                add(call, to: &coordinators[starter.coordinator].actions[actionIndex])
            }
            if let screenIndex = screenIndex[starter.screen.name] {
                for actionIndex in screens[screenIndex].actions.indices
                where screens[screenIndex].actions[actionIndex].name == starter.action.name {
                    add(call, to: &screens[screenIndex].actions[actionIndex])
                }
            }
        }
    }

    private func add(_ call: FollowUpCall, to action: inout ActionModel) {
        if !action.followUpCalls.contains(where: { $0.caseName == call.caseName }) {
            action.followUpCalls.append(call)
        }
    }
}

// MARK: Messages

extension Message {
    static func followUpWithoutStarter(action: String, coordinator: String) -> Message {
        Message(
            .followUpWithoutStarter,
            "action '\(action)' names a 'then', but no screen starts coordinator '\(coordinator)' with 'startChild', "
                + "so no screen would run it; remove 'then'")
    }

    static func unknownFollowUpAction(_ name: String, screen: String, coordinator: String, known: [String]) -> Message {
        Message(.unknownFollowUpAction) {
            let start = "screen '\(screen)' starts coordinator '\(coordinator)' and has no action '\(name)' to run next"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + (known.isEmpty ? "; add it there" : "; its actions are: " + known.joined(separator: ", "))
        }
    }

    static func followUpValueUnfilled(_ name: String, type: String, then: String, action: String) -> Message {
        Message(
            .followUpValueUnfilled,
            "'\(then)' takes '\(name): \(type)', and action '\(action)' has no parameter '\(name)' of that type "
                + "to fill it; add one")
    }

    static func followUpTargetsDiffer(_ name: String, first: String, second: String, coordinator: String) -> Message {
        Message(
            .followUpTargetsDiffer,
            "screens '\(first)' and '\(second)' both start coordinator '\(coordinator)', and their actions '\(name)' "
                + "differ in parameters or in the method that implements them; a 'then' runs one of them, so make "
                + "them the same")
    }

    static func followUpTakesSender(_ name: String, then: String) -> Message {
        Message(
            .followUpTakesSender,
            "'then' cannot run '\(then)', which takes '\(name)', the view or bar button item its popover points at: "
                + "the finishing flow's views are gone once UIKit has dismissed it, and the sender cannot wait for that "
                + "(it is not Sendable); run an action that needs no sender, or finish with a result")
    }

    static func followUpValueNotSendable(_ type: String, part: String) -> Message {
        Message(.followUpValueNotSendable) {
            let what = type == part ? "'\(type)'" : "'\(type)' holds '\(part)', which"
            return "the values of a 'then' must be Sendable, since the flow that started this one runs it after "
                + "UIKit's dismissal, and \(what) is not; use @Sendable or @MainActor for a function type"
        }
    }
}
