extension Validator {
    /// A `decide` names screens that exist, each once beside `start`, and decides something: another screen, or a
    /// fallback for a decision that fails. Each screen it names takes its inputs from the flow's (the start screen's)
    /// of the same names and types, or has a default: the flow has nothing else to give it.
    mutating func checkDecide(_ decide: DecideSpec, of coordinator: CoordinatorSpec) {
        let name = coordinator.name.value
        if decide.alternatives.isEmpty && decide.fallback == nil {
            sink.error(Message.decideNothing(name), at: decide.offset)
        }
        var listed = coordinator.start.map { [$0.value] } ?? []
        for alternative in decide.alternatives {
            if listed.contains(alternative.value) {
                sink.error(Message.decideScreenTwice(alternative.value, coordinator: name), at: alternative.offset)
            }
            listed.append(alternative.value)
        }
        let flowInputs = coordinator.start.flatMap { screens[$0.value] }?.inputs ?? []
        for screenName in decide.screens {
            guard checkScreenReference(screenName), let screen = screens[screenName.value] else { continue }
            for input in screen.inputs {
                if let given = flowInputs.first(where: { $0.name.value == input.name.value }) {
                    if let mismatch = typeMismatch(input.type, given.type) {
                        sink.error(
                            Message.decideInputType(
                                input.name.value, type: mismatch.expected, screen: screenName.value, coordinator: name,
                                given: mismatch.found, start: coordinator.start?.value ?? ""),
                            at: screenName.offset)
                    }
                } else if input.defaultValue == nil {
                    sink.error(
                        Message.decideInputUnfilled(
                            input.name.value, screen: screenName.value, coordinator: name,
                            start: coordinator.start?.value ?? ""),
                        at: screenName.offset)
                }
            }
        }
    }
}

// MARK: Messages

extension Message {
    static func decideNothing(_ coordinator: String) -> Message {
        Message(
            .decideNothing,
            "the 'decide' of coordinator '\(coordinator)' names no 'alternatives' and no 'fallback', so there is nothing "
                + "to decide; list the other screens the flow may start with, or remove 'decide'")
    }

    static func decideScreenTwice(_ screen: String, coordinator: String) -> Message {
        Message(
            .decideScreenTwice,
            "coordinator '\(coordinator)' already may start with '\(screen)'; list each screen once, and not 'start' "
                + "among 'alternatives'")
    }

    static func decideInputUnfilled(_ input: String, screen: String, coordinator: String, start: String) -> Message {
        Message(
            .decideInputUnfilled,
            "'\(screen)', which coordinator '\(coordinator)' may start with, needs input '\(input)', which the flow "
                + "does not take: it takes the inputs of its start screen '\(start)'; add '\(input)' there, or give it "
                + "a default")
    }

    static func decideInputType(
        _ input: String, type: String, screen: String, coordinator: String, given: String, start: String
    ) -> Message {
        Message(
            .decideInputType,
            "'\(screen)', which coordinator '\(coordinator)' may start with, takes '\(input)' as \(type), but the flow "
                + "takes it as \(given), from its start screen '\(start)'")
    }
}
