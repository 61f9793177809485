import Templates

/// The checks of embedded screens: what `embeds` names and how the embedded screen's inputs are filled, cycles, and
/// the messages an embedded screen sends its container.
extension Validator {
    mutating func checkEmbeds(of screen: ScreenSpec) {
        checkDuplicates(screen.embeds.map(\.name) + screen.embeddedFlows.map(\.name), kind: "embed")
        for embed in screen.embeddedFlows {
            checkEmbedNames(embed.name, containerView: embed.containerView)
            guard checkCoordinatorReference(embed.flow) else { continue }
            checkEmbeddedFlow(embed, in: screen)
        }
        for embed in screen.embeds {
            checkEmbedNames(embed.name, containerView: embed.containerView)
            if let segue = embed.segue, segue.value.isBlank {
                sink.error(Message.emptyValue("segue"), at: segue.offset)
            }
            guard checkScreenReference(embed.screen), let embedded = screens[embed.screen.value] else { continue }
            if let coordinator = startScreenOwners[embed.screen.value] {
                sink.error(
                    Message.embedsStartScreen(embed.screen.value, coordinator: coordinator), at: embed.screen.offset)
            }
            checkEmbeddedInputs(embed, of: embedded, in: screen)
            // The flow finds the embedded screen that asked inside the screen on top of its stacks: it must be the only
            // one of its kind there, in a container that is on a stack itself.
            let embeddings = containers[embed.screen.value] ?? []
            let unambiguous = embeddings.count == 1 && containers[screen.name.value] == nil
            for action in embedded.actions where !unambiguous {
                guard let child = startedResultFlow(of: action) else { continue }
                sink.error(
                    Message.embeddedStartsResultFlow(
                        action: action.name.value, screen: embedded.name.value, coordinator: child.value,
                        containers: embeddings, nested: containers[screen.name.value] != nil),
                    at: embed.screen.offset)
            }
        }
        checkDuplicates(screen.messages.map(\.name), kind: "message")
        for message in screen.messages {
            checkMemberName(message.name, kind: "message")
            if backend.screenClassMembers.contains(message.name.value) {
                sink.error(
                    Message.messageNamedLikeScreenClassMember(
                        message.name.value, superclass: backend.screenSuperclass), at: message.name.offset)
            }
            checkDuplicates(message.parameters.map(\.name), kind: "value")
            let sender = SwiftSpelling.lowerCamelCase(backend.screenClass(screen.name.value))
            for (index, parameter) in message.parameters.enumerated() {
                checkMemberName(parameter.name, kind: "value")
                if parameter.name.value == sender {
                    sink.error(
                        Message.messageValueNamedLikeSender(sender, message: message.name.value),
                        at: parameter.name.offset)
                }
                checkType(parameter.type)
                if index == 0, let label = parameter.label {
                    sink.error(Message.messageFirstLabel(label.value, message: message.name.value), at: label.offset)
                }
            }
        }
    }

    /// An embed's property and container view are members of the container's base class.
    private mutating func checkEmbedNames(_ name: Located<String>, containerView: Located<String>?) {
        checkMemberName(name, kind: "embed")
        for name in [name, containerView].compactMap({ $0 }) where backend.screenClassMembers.contains(name.value) {
            sink.error(
                Message.embedClashesWithScreenClass(name.value, superclass: backend.screenSuperclass), at: name.offset)
        }
        if let containerView {
            checkMemberName(containerView, kind: "container view")
        }
    }

    /// A flow lives in one container, which keeps it: it is embedded once, in a screen that is not one of its own, and
    /// is nothing else (a tab, the root, a flow an action starts).
    private mutating func checkEmbeddedFlow(_ embed: FlowEmbedSpec, in screen: ScreenSpec) {
        let flow = embed.flow.value
        let embeds = flowContainers[flow] ?? []
        if embeds.count > 1, embeds.first?.offset != embed.offset {
            sink.error(Message.flowEmbeddedTwice(flow, containers: embeds.map(\.container)), at: embed.flow.offset)
            return
        }
        let elsewhere = { (what: String) in
            Message.embeddedFlowElsewhere(flow, container: screen.name.value, as: what)
        }
        if let role = shapeRole(of: flow) {
            sink.error(elsewhere(role.phrase), at: embed.flow.offset)
        } else if let start = (manifest.screens.flatMap(\.actions) + manifest.appActions).first(where: {
            $0.navigations.first?.value.startedFlow?.value == flow
        }) {
            sink.error(elsewhere("a flow action '\(start.name.value)' starts"), at: embed.flow.offset)
        } else if let owner = startScreenOwners[screen.name.value], embedsFromTheStart(flow, reaching: owner) {
            sink.error(Message.flowEmbedCycle(flow, container: screen.name.value, owner: owner), at: embed.flow.offset)
        }
    }

    /// Whether `flow`'s first screens embed `owner` as it starts, directly or through the flows they embed: each would
    /// then make the other as its view loads, without end.
    private func embedsFromTheStart(_ flow: String, reaching owner: String) -> Bool {
        var seen: Set<String> = []
        var pending = [flow]
        while let next = pending.popLast() {
            guard next != owner else { return true }
            guard seen.insert(next).inserted else { continue }
            for first in coordinators[next]?.firstScreens ?? [] {
                pending += (screens[first.value]?.embeddedFlows ?? []).filter { $0.onDemand?.value != true }.map(
                    \.flow.value)
            }
        }
        return false
    }

    /// Each input of the embedded screen takes the container's input that `pass` names, or the one of its own name,
    /// of the same type, or its default.
    private mutating func checkEmbeddedInputs(_ embed: EmbedSpec, of embedded: ScreenSpec, in container: ScreenSpec) {
        let inputs = embedded.inputs.map(\.name.value)
        for entry in embed.pass where !inputs.contains(entry.input.value) {
            sink.error(
                Message.unknownPassInput(entry.input.value, screen: embedded.name.value, known: inputs),
                at: entry.input.offset)
        }
        for input in embedded.inputs {
            let entry = embed.pass.first { $0.input.value == input.name.value }
            if let entry, case .value(let value) = entry.source {
                checkPassedValue(value, to: input)
                continue
            }
            let named = entry?.containerInput
            let sourceName = named?.value ?? input.name.value
            guard let source = container.inputs.first(where: { $0.name.value == sourceName }) else {
                if let named {
                    sink.error(
                        Message.unknownReference(
                            named.value, kind: "input of screen '\(container.name.value)'",
                            known: container.inputs.map(\.name.value)),
                        at: named.offset)
                } else if input.defaultValue == nil {
                    sink.error(
                        Message.embeddedInputUnfilled(
                            input.name.value, screen: embedded.name.value, container: container.name.value),
                        at: embed.screen.offset)
                }
                continue
            }
            guard let mismatch = typeMismatch(input.type, source.type) else { continue }
            sink.error(
                Message.embeddedInputMismatch(
                    input.name.value, screen: embedded.name.value, expected: mismatch.expected,
                    source: source.name.value, container: container.name.value, found: mismatch.found),
                at: named?.offset ?? embed.screen.offset)
        }
    }

    /// A screen cannot contain itself, directly or through screens it embeds.
    mutating func checkEmbedCycles() {
        var reported: Set<String> = []
        for screen in manifest.screens {
            var path = [screen.name.value]
            var stack: [(name: String, next: Int)] = [(screen.name.value, 0)]
            while let top = stack.last {
                let embeds = screens[top.name]?.embeds ?? []
                guard top.next < embeds.count else {
                    stack.removeLast()
                    path.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = embeds[top.next].screen.value
                if target == screen.name.value {
                    let cycle = Set(path)
                    if reported.isDisjoint(with: cycle) {
                        reported.formUnion(cycle)
                        sink.error(
                            Message.embedCycle(path + [target]), at: embeds[top.next].screen.offset)
                    }
                    continue
                }
                guard !path.contains(target), screens[target] != nil else { continue }
                path.append(target)
                stack.append((target, 0))
            }
        }
    }

    /// Messages go to the container that embeds the screen; a screen that nothing embeds sends them nowhere.
    mutating func checkMessagesAreHeard() {
        let embedded = Set(manifest.screens.flatMap { $0.embeds.map(\.screen.value) })
        for screen in manifest.screens where !screen.messages.isEmpty && !embedded.contains(screen.name.value) {
            sink.warning(Message.messagesUnheard(screen.name.value), at: screen.messages[0].name.offset)
        }
    }
}

// MARK: Messages

extension Message {
    static func embedClashesWithScreenClass(_ name: String, superclass: String) -> Message {
        Message(
            .embedClashesWithScreenClass,
            "embed name '\(name)' clashes with \(superclass)'s '\(name)'; choose another name")
    }

    static func embedsStartScreen(_ screen: String, coordinator: String) -> Message {
        Message(
            .embedsStartScreen,
            "screen '\(screen)' is the start screen of coordinator '\(coordinator)', so its flow shows it on a stack; "
                + "a container cannot also embed it: embed a screen of its own")
    }

    static func embeddedInputUnfilled(_ input: String, screen: String, container: String) -> Message {
        Message(
            .embeddedInputUnfilled,
            "input '\(input)' of embedded screen '\(screen)' has no value: give screen '\(container)' an input named "
                + "'\(input)', a 'pass' entry for it, or give the input a \"default\"")
    }

    static func embeddedInputMismatch(
        _ input: String, screen: String, expected: String, source: String, container: String, found: String
    ) -> Message {
        Message(
            .embeddedInputMismatch,
            "input '\(input)' of embedded screen '\(screen)' is '\(expected)', but input '\(source)' of screen "
                + "'\(container)' that fills it is '\(found)'")
    }

    static func embeddedStartsResultFlow(
        action: String, screen: String, coordinator: String, containers: [String], nested: Bool
    ) -> Message {
        Message(.embeddedStartsResultFlow) {
            let why =
                nested
                ? "it is embedded in a screen that is embedded itself"
                : "it is embedded \(containers.count) times (in " + containers.map { "'\($0)'" }.joined(separator: ", ")
                    + ")"
            return
                "action '\(action)' of embedded screen '\(screen)' starts coordinator '\(coordinator)', whose result goes "
                + "to the screen that asked, found inside the screen on top of the flow's stacks; \(why), so the flow "
                + "cannot tell which one asked: embed '\(screen)' once, in a screen on a stack, or start the flow from the "
                + "container"
        }
    }

    static func embedCycle(_ path: [String]) -> Message {
        Message(.embedCycle, "screen '\(path[0])' would contain itself: " + path.joined(separator: " embeds "))
    }

    static func messageNamedLikeScreenClassMember(_ name: String, superclass: String) -> Message {
        Message(
            .messageNamedLikeScreenClassMember,
            "message '\(name)' is named like \(superclass)'s '\(name)'; name it for what happened, such as "
                + "'didSelectMarker'")
    }

    static func messageFirstLabel(_ label: String, message: String) -> Message {
        Message(
            .messageFirstLabel,
            "the first value of message '\(message)' takes the message's name as its label, so '\(label)' is never used; "
                + "remove it")
    }

    static func messagesUnheard(_ screen: String) -> Message {
        Message(.messagesUnheard, "screen '\(screen)' has messages but no screen embeds it, so nothing hears them")
    }

    static func messageValueNamedLikeSender(_ name: String, message: String) -> Message {
        Message(
            .messageValueNamedLikeSender,
            "value '\(name)' of message '\(message)' would clash with the delegate method's first parameter, the sender, "
                + "which is named '\(name)'; choose another name")
    }
}

// MARK: Messages of embedded flows

extension Message {
    static func flowEmbeddedTwice(_ flow: String, containers: [String]) -> Message {
        Message(
            .flowEmbeddedTwice,
            "flow '\(flow)' is embedded in " + containers.map { "'\($0)'" }.joined(separator: " and ")
                + ", but an embedded flow lives in the one container that keeps it; embed it once, or declare a flow "
                + "for each container")
    }

    static func flowEmbedCycle(_ flow: String, container: String, owner: String) -> Message {
        Message(
            .flowEmbedCycle,
            "'\(container)', the first screen of '\(owner)', embeds flow '\(flow)', which embeds '\(owner)' as it "
                + "starts: each would make the other without end; embed one of them with '\"onDemand\": true'")
    }

    static func embeddedFlowElsewhere(_ flow: String, container: String, as what: String) -> Message {
        Message(
            .embeddedFlowElsewhere,
            "flow '\(flow)' is embedded in '\(container)', which keeps it, so it cannot also be \(what); declare "
                + "another flow for that")
    }
}
