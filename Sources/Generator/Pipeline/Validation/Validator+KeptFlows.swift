import Templates

/// Flows that keep their state (`keepsState`): once dismissed, the flow that started one keeps it, with its screens,
/// and a start from there brings it back as it was. What it brings back must be whole: a presented stack the flow
/// owns, kept by a coordinator of the starting screen's own, with nothing a start would give it afresh.
extension Validator {
    /// A flow that keeps its state is one actions present, which hands nothing back (a result is handed over once) and
    /// whose first screen takes no inputs (a start that brings it back passes none).
    mutating func checkKeepsState(_ kept: Located<Bool>, of coordinator: CoordinatorSpec, role: FlowRole?) {
        let name = coordinator.name.value
        if let role {
            sink.error(Message.keepsStateParentless(name, role: role), at: kept.offset)
        }
        if coordinator.result != nil {
            sink.error(Message.keepsStateResult(name), at: kept.offset)
        }
        for first in coordinator.firstScreens {
            if let input = screens[first.value]?.inputs.first {
                sink.error(
                    Message.keepsStateInputs(name, screen: first.value, input: input.name.value), at: kept.offset)
            }
        }
    }

    /// Each start of a flow that keeps its state presents it, from a screen whose coordinator has its own code to keep
    /// it in: not pushed or in a split view's column, not from a shared screen or an app action, and without a style of
    /// its own for compact widths, whose delegate a brought-back stack would not have.
    mutating func checkKeptFlowStarts() {
        let starts =
            manifest.screens.flatMap { screen in screen.actions.map { (screen: Optional(screen), action: $0) } }
            + manifest.appActions.map { (screen: ScreenSpec?.none, action: $0) }
        for (screen, action) in starts {
            guard let navigation = action.navigations.first, let flow = navigation.value.startedFlow,
                coordinators[flow.value]?.keepsState?.value == true
            else { continue }
            let reason: String? =
                if screen == nil {
                    "from an app action, which runs on whichever flow is on screen and keeps nothing"
                } else if navigation.value.kind != .startChild || action.modal?.value != true {
                    "without presenting it; add '\"modal\": true', so that it can be dismissed and brought back"
                } else if let shared = sharedScreens[screen?.name.value ?? ""] {
                    "from '\(shared)', which is shared: its navigation is written once for every flow, with nowhere to "
                        + "keep a flow"
                } else if action.compactStyle != nil || action.regularStyle != nil {
                    "with a style per size class, whose delegate the stack it brings back would not have"
                } else {
                    nil
                }
            if let reason {
                sink.error(Message.keptFlowStart(action.name.value, flow: flow.value, reason: reason), at: flow.offset)
            }
        }
    }
}

// MARK: Messages

extension Message {
    static func keepsStateParentless(_ coordinator: String, role: FlowRole) -> Message {
        Message(
            .keepsStateParentless,
            "coordinator '\(coordinator)' is \(role.phrase), which is never dismissed; 'keepsState' is for a flow that "
                + "actions present; remove it")
    }

    static func keepsStateResult(_ coordinator: String) -> Message {
        Message(
            .keepsStateResult,
            "coordinator '\(coordinator)' keeps its state, but has a 'result', which a flow hands over once: a flow "
                + "brought back would have none to give; remove 'result' or 'keepsState'")
    }

    static func keepsStateInputs(_ coordinator: String, screen: String, input: String) -> Message {
        Message(
            .keepsStateInputs,
            "coordinator '\(coordinator)' keeps its state, but its first screen '\(screen)' takes '\(input)': a start "
                + "that brings the flow back passes nothing, and its screens keep the values they had; remove the "
                + "input or 'keepsState'")
    }

    static func keptFlowStart(_ action: String, flow: String, reason: String) -> Message {
        Message(.keptFlowStart, "action '\(action)' starts '\(flow)', which keeps its state, \(reason)")
    }

    static func keptFlowFollowUp(_ action: String, coordinator: String) -> Message {
        Message(
            .keptFlowFollowUp,
            "action '\(action)' of '\(coordinator)' names a 'then', but '\(coordinator)' keeps its state: what a "
                + "finish asks to run next is handed over once, and a flow brought back would ask again; remove 'then' "
                + "or 'keepsState'")
    }
}
