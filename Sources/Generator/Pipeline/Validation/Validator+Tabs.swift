extension Validator {
    /// The flows of the app's tab bars' tabs, in order: `app.tabs`, or each tab bar's of `app.tabBars`; not the tabs
    /// that run an app action.
    var tabNames: [String] {
        let actions = Set((manifest.app?.actions ?? []).map(\.name.value))
        return ((manifest.app?.tabs ?? []) + (manifest.app?.tabBars ?? []).flatMap(\.tabs)).map(\.value).filter {
            coordinators[$0] != nil || !actions.contains($0)
        }
    }

    /// Whether a tab bar lists a coordinator the manifest does not declare: its own error says so, and a coordinator
    /// that is not a tab may be the one it meant.
    var tabsNameUnknown: Bool {
        tabNames.contains { coordinators[$0] == nil }
    }

    /// A `selectTab` names a tab; the action its `runs` names is one of the tab's first screen's, takes no sender (a
    /// selected tab has none to give), and has each parameter filled by `action`'s of the same name and type.
    mutating func checkSelectedTab(_ name: Located<String>, runs: Located<String>?, of action: ActionSpec) {
        let tabs = tabNames
        guard tabs.contains(name.value) else {
            if !tabsNameUnknown || coordinators[name.value] == nil {
                sink.error(Message.selectTabNotATab(name.value, tabs: tabs), at: name.offset)
            }
            return
        }
        guard let runs, let start = coordinators[name.value]?.start?.value, let first = screens[start] else { return }
        guard coordinators[name.value]?.decide == nil else {
            sink.error(Message.runsInDecidingFlow(runs.value, tab: name.value), at: runs.offset)
            return
        }
        guard let target = first.actions.first(where: { $0.name.value == runs.value }) else {
            sink.error(
                Message.unknownReference(
                    runs.value, kind: "action of screen '\(start)'", known: first.actions.map(\.name.value)),
                at: runs.offset)
            return
        }
        if takesSender(target) {
            sink.error(Message.runsSenderAction(runs.value, screen: start), at: runs.offset)
        }
        for parameter in target.parameters {
            let type = parameter.type?.value ?? ""
            guard let own = action.parameters.first(where: { $0.name.value == parameter.name.value }) else {
                sink.error(
                    Message.runsValueUnfilled(
                        parameter.name.value, type: type, target: runs.value, action: action.name.value),
                    at: runs.offset)
                continue
            }
            if let mismatch = typeMismatch(parameter.type, own.type) {
                sink.error(
                    Message.runsValueTypeDiffers(
                        parameter.name.value, type: mismatch.expected, target: runs.value, own: mismatch.found,
                        action: action.name.value),
                    at: runs.offset)
            }
        }
    }
}

// MARK: Messages

extension Message {
    static func selectTabNotATab(_ name: String, tabs: [String]) -> Message {
        Message(.selectTabNotATab) {
            let start = "'selectTab' names '\(name)', which is not a tab"
            if let suggestion = Suggestions.closest(to: name, in: tabs) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start
                + (tabs.isEmpty ? "; the app has no tab bar" : "; the tabs are: " + tabs.joined(separator: ", "))
        }
    }

    static func runsSenderAction(_ target: String, screen: String) -> Message {
        Message(
            .runsSenderAction,
            "'runs' names '\(target)' of screen '\(screen)', which needs the view or bar button its popover points at, "
                + "and a selected tab has none to give")
    }

    static func runsValueUnfilled(_ name: String, type: String, target: String, action: String) -> Message {
        Message(
            .runsValueUnfilled,
            "'\(target)', which '\(action)' runs in its tab, takes '\(name): \(type)', which '\(action)' does not "
                + "give; add a parameter of that name and type to '\(action)'")
    }

    static func runsValueTypeDiffers(
        _ name: String, type: String, target: String, own: String, action: String
    ) -> Message {
        Message(
            .runsValueTypeDiffers,
            "'\(target)', which '\(action)' runs in its tab, takes '\(name)' as \(type), but '\(action)' gives it as "
                + "\(own)")
    }

    static func runsInDecidingFlow(_ action: String, tab: String) -> Message {
        Message(
            .runsInDecidingFlow,
            "'runs' names '\(action)', an action of the first screen of tab '\(tab)', whose flow decides that screen "
                + "only when it starts; remove 'runs'")
    }
}
