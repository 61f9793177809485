import Foundation

// SwiftUI's side of a behaviour scenario, on Linux: it changes the bound state exactly as SwiftUI documents it does.
// `NavigationStack(path:)` writes the shorter path when the person goes back (the back button or a swipe);
// `sheet(item:)` writes nil when the person pulls the sheet down (a full-screen cover cannot be pulled down); SwiftUI
// reads the state again after each change. Nothing here calls a coordinator.

/// The failed checks of the run, printed at its end.
@MainActor var failures: [String] = []

/// Records a failed check, with the line of the scenario that made it.
@MainActor func expect(_ condition: Bool, _ message: @autoclosure () -> String, line: Int = #line) {
    if !condition { failures.append("line \(line): \(message())") }
}

/// Ends the run: 0 when every check held.
@MainActor func finishRun() -> Never {
    for failure in failures { print("FAIL " + failure) }
    print(failures.isEmpty ? "PASS" : "\(failures.count) failed")
    exit(failures.isEmpty ? 0 : 1)
}

extension AppNavigation {
    /// The stack on top: the last one presented.
    var topStack: ScreenStack { stacks.last ?? rootStack }

    /// The screen the person sees.
    var shownEntry: ScreenEntry { topStack.path.last ?? topStack.root }

    /// The object of the screen the person sees, when it is of type `Screen`.
    func shown<Screen: AnyObject>(_ type: Screen.Type) -> Screen? { shownEntry.screen.object as? Screen }

    /// Every entry shown, bottom first.
    var shownEntries: [ScreenEntry] { stacks.flatMap(\.entries) }

    /// The person taps the back button, or swipes back, on the top stack: SwiftUI writes the path without its last
    /// screen.
    func swipeBack() {
        let stack = topStack
        expect(!stack.path.isEmpty, "there is no screen to go back from")
        stack.setPath(Array(stack.path.dropLast()))
    }

    /// Whether the top stack is a sheet the person can pull down: not a full-screen cover, and not one whose
    /// `interactiveDismissDisabled` is set.
    var canPullDownSheet: Bool {
        stacks.count > 1 && topStack.presentation == .sheet && !topStack.sheet.isModal
    }

    /// The person pulls the top sheet down: SwiftUI writes nil to the binding of the stack below it.
    func pullDownSheet() {
        let stacks = stacks
        guard canPullDownSheet else {
            expect(false, "there is no sheet the person can pull down")
            return
        }
        stacks[stacks.count - 2].setPresented(nil)
    }

    /// The alert shown, over the top stack.
    var shownAlert: AlertState? { topStack.alert }

    /// The person taps the alert's choice titled `title`: SwiftUI runs the button's action, then writes `false` to the
    /// alert's binding, as Apple documents ("All actions in an alert dismiss the alert after the action runs").
    func tapAlertChoice(_ title: String) {
        let stack = topStack
        guard let alert = stack.alert, let index = alert.choices.firstIndex(where: { $0.title == title }) else {
            expect(false, "no alert with a choice titled '\(title)' is shown")
            return
        }
        stack.choose(index, of: alert)
        stack.alertDismissed(alert)
    }

    /// The person taps the tab at `index`: SwiftUI writes the selection.
    func tapTab(_ index: Int) {
        setSelectedTab(index)
    }

    /// Every flow running, each tab's first flow before the flows it started, depth first.
    var runningFlows: [Coordinator] {
        var flows: [Coordinator] = []
        func visit(_ flow: Coordinator) {
            flows.append(flow)
            flow.childCoordinators.forEach(visit)
        }
        roots.forEach(visit)
        return flows
    }
}

/// Counts the changes a stack tells SwiftUI about, as `ScreenStackObserver` hears them.
@MainActor final class ChangeCounter {
    private(set) var changes = 0

    init(_ stacks: [ScreenStack]) {
        for stack in stacks { stack.willChange = { [weak self] in self?.changes += 1 } }
    }
}

/// Each first stack's screens, by type name, and those of each stack presented over it, with how it is presented.
@MainActor
func layout(of navigation: AppNavigation) -> [String] {
    navigation.rootStacks.map { root in
        var names: [String] = []
        var stack: ScreenStack? = root
        while let shown = stack {
            names += shown.entries.map { "\(type(of: $0.screen.object))" }
            stack = shown.presented
            if let presented = stack { names.append("\(presented.presentation):") }
        }
        return names.joined(separator: " ")
    }
}
