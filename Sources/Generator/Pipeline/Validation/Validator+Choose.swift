import Templates

/// A `choose`: an action that waits for your code to choose one of its screen's actions, then runs it.
extension Validator {
    /// What `choose` names are other actions of `screen`, none of which chooses or needs a sender, each filled by
    /// `action`'s values of its parameters' names and types. Not on an embedded or a shared screen, which the flow does
    /// not find on its stacks, or whose navigation one implementation serves for several flows.
    mutating func checkChoose(_ choose: ChooseSpec, of action: ActionSpec, on screen: ScreenSpec) {
        let name = screen.name.value
        if containers[name] != nil {
            sink.error(Message.chooseOnEmbeddedScreen(action.name.value, screen: name), at: choose.among.offset)
        } else if let shared = sharedScreens[name] {
            sink.error(
                Message.chooseOnSharedScreen(action.name.value, screen: name, sharedBy: shared), at: choose.among.offset
            )
        }
        if choose.among.value.isEmpty {
            sink.error(Message.chooseEmpty(action.name.value, screen: name), at: choose.among.offset)
        }
        checkDuplicates(choose.among.value, kind: "choice")
        for choice in choose.among.value + (choose.fallback.map { [$0] } ?? []) {
            guard let target = screen.actions.first(where: { $0.name.value == choice.value }) else {
                sink.error(
                    Message.unknownChoiceAction(
                        choice.value, screen: name, known: screen.actions.map(\.name.value), by: "'choose'"),
                    at: choice.offset)
                continue
            }
            if target.navigations.contains(where: { $0.value.kind == .choose }) {
                sink.error(Message.chooseChoosing(choice.value, action: action.name.value), at: choice.offset)
                continue
            }
            if takesSender(target) {
                sink.error(Message.chooseSender(choice.value, action: action.name.value), at: choice.offset)
            }
            checkValues(of: target, runBy: action, at: choice, given: [:]) { parameter in
                Message.chooseValueUnfilled(parameter, target: choice.value, action: action.name.value)
            }
        }
    }
}

// MARK: Messages

extension Message {
    static func chooseOnEmbeddedScreen(_ action: String, screen: String) -> Message {
        Message(
            .chooseOnEmbeddedScreen,
            "action '\(action)' of screen '\(screen)' chooses, but '\(screen)' is embedded, and its flow runs the choice "
                + "only while the screen that asked is on its stacks; choose in the container's action")
    }

    static func chooseOnSharedScreen(_ action: String, screen: String, sharedBy: String) -> Message {
        Message(
            .chooseOnSharedScreen,
            "action '\(action)' of screen '\(screen)' chooses, but '\(sharedBy)' is shared, so its navigation is written "
                + "once for every flow, and each flow chooses in its own code; remove 'shared' or choose elsewhere")
    }

    static func chooseEmpty(_ action: String, screen: String) -> Message {
        Message(
            .chooseEmpty,
            "action '\(action)' chooses among no action; name in 'among' the actions of screen '\(screen)' your code "
                + "chooses among")
    }

    static func chooseChoosing(_ target: String, action: String) -> Message {
        Message(
            .chooseChoosing,
            "'\(action)' chooses '\(target)', which chooses too; name actions that navigate, so that one choice leads "
                + "somewhere")
    }

    static func chooseSender(_ target: String, action: String) -> Message {
        Message(
            .chooseSender,
            "'\(action)' chooses '\(target)', which shows a popover or an action sheet and so needs the view it points "
                + "at, and a choice has none to give")
    }

    static func chooseValueUnfilled(_ parameter: String, target: String, action: String) -> Message {
        Message(
            .chooseValueUnfilled,
            "'\(target)', which '\(action)' may choose, takes '\(parameter)', which '\(action)' does not take; add a "
                + "parameter of that name and type to '\(action)'")
    }

    static let animatedOnChoose = Message(
        .animatedOnChoose, "'animated' does nothing on a choice: the action it chooses animates as it says")
}
