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

    /// A route acts on the screens of the flows on its way, so it cannot go past the first screen of a flow that
    /// decides it: which one shows, and when, is known only once the app runs. It may end there.
    mutating func checkDecidingFlows(on steps: [RouteStep], of route: RouteSpec) {
        var flow: String?
        for step in steps {
            switch step {
            case .flow(let coordinator, _):
                flow = coordinator
            case .action(let screenName, let actionName):
                if let flow, coordinators[flow]?.decide != nil {
                    sink.error(Message.routeThroughDecidingFlow(route.name.value, flow: flow), at: route.name.offset)
                    return
                }
                let action = screens[screenName]?.actions.first { $0.name.value == actionName }
                for case .startChild(let child) in action?.navigations.map(\.value) ?? [] {
                    flow = child.value
                }
            case .embed:
                if let flow, coordinators[flow]?.decide != nil {
                    sink.error(Message.routeThroughDecidingFlow(route.name.value, flow: flow), at: route.name.offset)
                    return
                }
            }
        }
    }
}
