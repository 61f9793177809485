import Templates

/// App actions (`app.actions`): navigation the app starts from outside any screen. Each is checked as a screen's
/// action would be, against a screen of no inputs, once its navigation is one that needs no screen of its own.
extension Validator {
    mutating func checkAppActions() {
        guard let app = manifest.app, !app.actions.isEmpty else { return }
        checkDuplicates(app.actions.map(\.name), kind: "app action")
        let place = app.actionPlace
        for (written, action) in zip(app.actions, app.presentingActions) {
            guard let navigation = action.navigations.first else {
                sink.error(Message.noNavigation(action: action.name.value), at: action.name.offset)
                continue
            }
            guard navigation.value.kind.isAppAction else {
                sink.error(
                    Message.appActionNavigation(action.name.value, key: navigation.value.key), at: navigation.offset)
                continue
            }
            if let tab = written.tab, app.tabs?.contains(where: { $0.value == action.name.value }) != true {
                sink.error(Message.appActionTabNotListed(action.name.value), at: tab.offset)
            }
            var checked = action
            if navigation.value.kind == .startChild {
                if let modal = written.modal, !modal.value {
                    sink.error(Message.appActionPushes(action.name.value), at: modal.offset)
                }
                if let flow = startedResultFlow(of: action) {
                    sink.error(Message.appActionStartsResultFlow(action.name.value, flow: flow.value), at: flow.offset)
                }
                if let style = action.modalPresentationStyle, [.popover, .custom].contains(style.value) {
                    sink.error(Message.appActionPresentationStyle(style.value.rawValue), at: style.offset)
                    checked.modalPresentationStyle = nil
                }
            }
            if navigation.value.kind == .selectTab, app.tabs == nil {
                sink.error(Message.appActionSelectTabNeedsTabs, at: navigation.offset)
                continue
            }
            for entry in action.pass {
                if case .input(let name) = entry.source {
                    sink.error(Message.appActionPassesInput(name.value), at: name.offset)
                }
            }
            checked.pass = action.pass.filter { if case .input = $0.source { false } else { true } }
            checkAction(checked, of: place, style: manifest.style)
        }
    }
}

// MARK: Messages

extension Message {
    static func appActionNavigation(_ name: String, key: String) -> Message {
        Message(
            .appActionNavigation,
            "app action '\(name)' has '\(key)', which needs a screen; an app action runs on the flow on screen, so it "
                + "starts a flow over it ('startChild'), selects a tab ('selectTab') or switches the top-level flow "
                + "('switchTo')")
    }

    static func appActionPushes(_ name: String) -> Message {
        Message(
            .appActionPushes,
            "app action '\(name)' has '\"modal\": false', but it starts its flow presented, over whatever is on screen; "
                + "remove 'modal'")
    }

    static func appActionStartsResultFlow(_ name: String, flow: String) -> Message {
        Message(
            .appActionStartsResultFlow,
            "app action '\(name)' starts '\(flow)', which has a result, but no screen asked for it to hear it; start "
                + "'\(flow)' from a screen's action, or remove its 'result'")
    }

    static func appActionStartsFlowWithThen(_ name: String, flow: String) -> Message {
        Message(
            .appActionStartsFlowWithThen,
            "app action '\(name)' starts '\(flow)', whose finishes name a 'then', an action of the screen that started "
                + "it, but no screen asked; start '\(flow)' from a screen's action, or remove the 'then'")
    }

    static func appActionPresentationStyle(_ style: String) -> Message {
        Message(
            .appActionPresentationStyle,
            "an app action cannot present with '\(style)': "
                + (style == "popover"
                    ? "a popover points at a view of the screen that asked, and no screen asks"
                    : "a custom presentation takes the presented screen's transitioning delegate, and a started flow's "
                        + "stack has none")
                + "; use another 'modalPresentationStyle'")
    }

    static func appActionTabNotListed(_ name: String) -> Message {
        Message(
            .appActionTabNotListed,
            "app action '\(name)' has a 'tab', but 'app.tabs' does not list it; add '\(name)' to 'app.tabs' where its "
                + "tab goes (only the app's own tab bar runs actions), or remove 'tab'")
    }

    static func appActionTabFirst(_ name: String) -> Message {
        Message(
            .appActionTabFirst,
            "the first tab is app action '\(name)', but the tab bar shows its first tab at launch, and a tab that runs an "
                + "action shows nothing; put a flow's tab first")
    }

    static let appActionSelectTabNeedsTabs = Message(
        .appActionSelectTabNeedsTabs,
        "an app action's 'selectTab' needs the app's tab bar, 'app.tabs'; in an app of 'flows', whose tab bar may not "
            + "be on screen, select the tab from a screen's action")

    static func appActionPassesInput(_ name: String) -> Message {
        Message(
            .appActionPassesInput,
            "'pass' reads input '\(name)' of the screen that asked, but an app action is asked by no screen; pass a "
                + "parameter of the action or a value")
    }
}
