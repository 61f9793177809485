// Alerts, action sheets, share sheets, the camera, exports, popovers and custom presentations (docs/manifest.md,
// "Alerts and action sheets", "Share sheets", "The camera", "Exporting files", "Transitions"). Alerts: each choice runs its action of the same
// screen exactly once, after UIKit has dismissed the alert, with the text typed and the action's own values; cancel,
// a tap outside an action sheet, a dismissal by your code, a refused presentation and a flow that ended meanwhile run
// nothing, and nothing is left alive. Popovers point at the sender the screen passes, and a tap outside one dismisses
// it as a swipe dismisses a sheet: the flow it holds ends. On a compact width a popover shows as its compact style
// says (full screen, or still a popover), for a modal flow too, and as UIKit's sheet without one. Whether UIKit runs
// a choice's handler before or after the dismissal is an open order (StandInReading.alertHandlerBeforeDismissal), so
// this runs under both; so are whether the document picker dismisses itself, and when it tells its delegate
// (StandInReading.documentPicker…). Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let app = HomeCoordinator(navigationController: navigation)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()

/// What `popover` points at, however the generated code told it: `sourceItem` (from iOS 16), or `sourceView` at the
/// view's bounds, or `barButtonItem` (below iOS 16). `nil` when it points at nothing, at two things, or at part of a
/// view only.
@MainActor
func source(of popover: UIPopoverPresentationController?) -> AnyObject? {
    guard let popover else { return nil }
    let told: [AnyObject] = [popover.sourceItem, popover.sourceView, popover.barButtonItem].compactMap { $0 }
    guard told.count == 1 else { return nil }
    if let view = popover.sourceView, popover.sourceRect != view.bounds {
        return nil
    }
    return told[0]
}

/// Everything is back where the scenario starts: Home alone, no children, nothing presented.
@MainActor
func checkAtRest(line: UInt = #line) {
    StandInDriver.settle()
    checkEqual(screens(navigation), ["HomeViewController"], "Home's stack", line: line)
    checkEqual(app.childCoordinators.count, 0, "Home's children", line: line)
    check(navigation.presentedViewController == nil, "nothing is presented", line: line)
}

/// The alert presented over Home, once it is on screen.
@MainActor
func shownAlert(line: UInt = #line) -> UIAlertController? {
    StandInDriver.settle()
    let alert = navigation.presentedViewController as? UIAlertController
    check(alert != nil, "an alert is presented over Home", line: line)
    return alert
}

@MainActor
func home(line: UInt = #line) -> HomeViewController? {
    top(navigation, HomeViewController.self, line: line)
}

step("Rename's text reaches the action its choice runs: Name is pushed once, after the alert has gone") {
    let watched = inScope { () -> [Released] in
        home()?.simulateRename()
        guard let alert = shownAlert() else { return [] }
        checkEqual(alert.preferredStyle, .alert, "the style")
        checkEqual(alert.title, "Rename", "the title")
        checkEqual(alert.message, "The name others see.", "the message")
        checkEqual(alert.actions.map(\.style), [.default, .cancel], "the choices' styles")
        checkEqual(alert.textFields?.map(\.placeholder), ["Name"], "the text field's placeholder")
        alert.textFields?.first?.text = "Ada"
        check(StandInDriver.tapChoice("Rename", in: alert), "the person can tap Rename")
        check(!StandInDriver.tapChoice("Rename", in: alert), "a second tap while the alert goes does nothing")
        StandInDriver.settle()
        checkEqual(screens(navigation), ["HomeViewController", "NameViewController"], "Name is pushed, once")
        checkEqual((navigation.topViewController as? NameViewController)?.name, "Ada", "Name's input")
        check(navigation.presentedViewController == nil, "the alert has gone")
        tapBack(in: navigation)
        return [Released(alert, "the alert")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Rename's cancel runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateRename()
        guard let alert = shownAlert() else { return [] }
        StandInDriver.tapChoice("Cancel", in: alert)
        return [Released(alert, "the alert")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("an alert's texts from the app: its localized strings, a key's default where they lack it, the action's values") {
    let watched = inScope { () -> [Released] in
        StandInDriver.setLocalizedString("Renommer", for: "rename.title")
        home()?.simulateRenameAccount(account: "Ada", hint: nil)
        guard let alert = shownAlert() else { return [] }
        checkEqual(alert.title, "Renommer", "the title, from the app's strings")
        checkEqual(alert.message, nil, "no message: the action passed none")
        checkEqual(alert.textFields?.map(\.placeholder), ["Ada"], "the placeholder, the action's value")
        checkEqual(alert.actions.map(\.title), ["rename.save", "Ada"], "the key without a default, and a value")
        alert.textFields?.first?.text = "Bea"
        check(StandInDriver.tapChoice("rename.save", in: alert), "the person can tap the localized choice")
        StandInDriver.settle()
        checkEqual((navigation.topViewController as? NameViewController)?.name, "Bea", "the field's text, passed on")
        tapBack(in: navigation)
        StandInDriver.setLocalizedString(nil, for: "rename.title")
        home()?.simulateRenameAccount(account: "Cy", hint: "Choose a name others see.")
        guard let second = shownAlert() else { return [] }
        checkEqual(second.title, "Rename", "the default, where the app's strings lack the key")
        checkEqual(second.message, "Choose a name others see.", "the message, the action's value")
        check(StandInDriver.tapChoice("Cy", in: second), "the cancel choice titled by the action's value")
        return [Released(alert, "the first alert"), Released(second, "the second alert")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("choices made from a list: one per element, each running its action with its element; none for an empty list") {
    let watched = inScope { () -> [Released] in
        home()?.simulateSwitchAccount(accounts: ["Ada", "Bea"])
        guard let alert = shownAlert() else { return [] }
        checkEqual(alert.actions.map(\.title), ["Ada", "Bea", "Cancel"], "a choice per element, then Cancel")
        check(StandInDriver.tapChoice("Bea", in: alert), "the person can tap Bea")
        StandInDriver.settle()
        checkEqual(screens(navigation), ["HomeViewController", "NameViewController"], "Name is pushed, once")
        checkEqual((navigation.topViewController as? NameViewController)?.name, "Bea", "the element chosen")
        tapBack(in: navigation)
        home()?.simulateSwitchAccount(accounts: [])
        guard let empty = shownAlert() else { return [] }
        checkEqual(empty.actions.map(\.title), ["Cancel"], "an empty list: Cancel alone")
        StandInDriver.tapChoice("Cancel", in: empty)
        return [Released(alert, "the alert"), Released(empty, "the empty alert")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("the action sheet points its popover at the sender, and its choice passes the action's own value") {
    let watched = inScope { () -> [Released] in
        let sender = UIView(frame: CGRect(x: 12, y: 20, width: 44, height: 30))
        home()?.simulateChooseSort(name: "by date", from: sender)
        guard let sheet = shownAlert() else { return [] }
        checkEqual(sheet.preferredStyle, .actionSheet, "the style")
        checkIdentical(source(of: sheet.popoverPresentationController), sender, "the popover's source")
        StandInDriver.tapChoice("Name", in: sheet)
        StandInDriver.settle()
        checkEqual((navigation.topViewController as? NameViewController)?.name, "by date", "Name's input")
        tapBack(in: navigation)
        return [Released(sheet, "the action sheet"), Released(sender, "the sender")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("the action sheet's Settings starts the modal flow once the sheet has gone, which UIKit would otherwise refuse") {
    let watched = inScope { () -> [Released] in
        let sender = UIBarButtonItem()
        home()?.simulateChooseSort(name: "", from: sender)
        guard let sheet = shownAlert() else { return [] }
        StandInDriver.tapChoice("Settings", in: sheet)
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 1, "Home's children: Settings, started once")
        let stack = navigation.presentedViewController as? UINavigationController
        check(stack?.topViewController is SettingsViewController, "Settings is presented")
        let settings = Released(app.childCoordinators.first, "SettingsCoordinator")
        (stack?.topViewController as? SettingsViewController)?.simulateDone()
        return [Released(sheet, "the action sheet"), Released(stack, "Settings' stack"), settings]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a choice that runs while the run loop turns during the sheet's dismissal still waits for it to complete") {
    let watched = inScope { () -> [Released] in
        home()?.simulateChooseSort(name: "", from: UIView(frame: .zero))
        guard let sheet = shownAlert() else { return [] }
        StandInDriver.tapChoice("Settings", in: sheet)
        // The main queue turns while UIKit is still animating the sheet away.
        StandInDriver.turnRunLoop()
        StandInDriver.turnRunLoop()
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 1, "Home's children: Settings, started once")
        let stack = navigation.presentedViewController as? UINavigationController
        check(stack?.topViewController is SettingsViewController, "Settings is presented")
        let settings = Released(app.childCoordinators.first, "SettingsCoordinator")
        (stack?.topViewController as? SettingsViewController)?.simulateDone()
        return [Released(sheet, "the action sheet"), Released(stack, "Settings' stack"), settings]
    }
    checkAtRest()
    checkReleased(watched)
}

step("tapping outside the action sheet's popover runs its cancel choice, which runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateChooseSort(name: "", from: UIView(frame: .zero))
        guard let sheet = shownAlert() else { return [] }
        check(StandInDriver.tapOutside(sheet), "the popover closes when the person taps outside it")
        return [Released(sheet, "the action sheet")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("an alert UIKit refuses (something else is presented) is never shown, and nothing runs") {
    let watched = inScope { () -> [Released] in
        let other = UIViewController()
        navigation.present(other, animated: false)
        let messages = StandInDriver.consoleMessages.count
        home()?.simulateRename()
        StandInDriver.settle()
        check(StandInDriver.consoleMessages.count > messages, "UIKit refused the alert")
        checkIdentical(navigation.presentedViewController, other, "what was presented stays")
        navigation.dismiss(animated: false)
        return [Released(other, "the other view controller")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a second tap on Rename while its alert comes in shows one alert") {
    let watched = inScope { () -> [Released] in
        home()?.simulateRename()
        home()?.simulateRename()
        guard let alert = shownAlert() else { return [] }
        check(alert.presentedViewController == nil, "no second alert on top")
        StandInDriver.tapChoice("Cancel", in: alert)
        return [Released(alert, "the alert")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Account's Sign out ends the pushed flow once the alert has gone; Stay keeps it") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        check(flow != nil, "Account is started")
        top(navigation, AccountViewController.self)?.simulateSignOut()
        guard let stay = shownAlert() else { return [] }
        checkEqual(stay.actions.map(\.style), [.destructive, .cancel], "the choices' styles")
        StandInDriver.tapChoice("Stay", in: stay)
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 1, "Stay keeps the flow")
        top(navigation, AccountViewController.self)?.simulateSignOut()
        guard let signOut = shownAlert() else { return [] }
        StandInDriver.tapChoice("Sign out", in: signOut)
        return [
            Released(flow, "AccountCoordinator"), Released(stay, "the first alert"),
            Released(signOut, "the second alert"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a choice of a flow that ended while its alert was up runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateSignOut()
        guard let alert = shownAlert() else { return [] }
        // Your code ends the flow under the alert; the person then taps Sign out.
        flow?.finish(animated: false)
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "the flow has ended")
        StandInDriver.tapChoice("Sign out", in: alert)
        StandInDriver.settle()
        checkEqual(screens(navigation), ["HomeViewController"], "nothing was popped or pushed by the late choice")
        return [Released(flow, "AccountCoordinator"), Released(alert, "the alert")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("your code dismissing the alert runs none of its choices") {
    let watched = inScope { () -> [Released] in
        home()?.simulateRename()
        guard let alert = shownAlert() else { return [] }
        navigation.dismiss(animated: true)
        StandInDriver.settle()
        check(!StandInDriver.tapChoice("Rename", in: alert), "a dismissed alert takes no tap")
        return [Released(alert, "the alert")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("your code dismissing Settings under its alert ends the flow, and the alert goes with it, running nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateOpenSettings()
        StandInDriver.settle()
        guard let stack = navigation.presentedViewController as? UINavigationController else {
            check(false, "Settings is presented")
            return []
        }
        let flow = Released(app.childCoordinators.first, "SettingsCoordinator")
        top(stack, SettingsViewController.self)?.simulateClose()
        StandInDriver.settle()
        let alert = stack.presentedViewController as? UIAlertController
        check(alert != nil, "the alert is presented over Settings")
        // From a view controller coordgen generated: UIKit reports a chain dismissed from below to no one else, and
        // the alert on top is not coordgen's (docs/lifetime.md, "What UIKit does not report").
        home()?.dismiss(animated: true)
        return [flow, Released(stack, "Settings' stack"), Released(alert, "the alert")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Settings' Discard ends the modal flow once the alert has gone; Keep editing keeps it") {
    let watched = inScope { () -> [Released] in
        home()?.simulateOpenSettings()
        StandInDriver.settle()
        guard let stack = navigation.presentedViewController as? UINavigationController else {
            check(false, "Settings is presented")
            return []
        }
        let flow = Released(app.childCoordinators.first, "SettingsCoordinator")
        top(stack, SettingsViewController.self)?.simulateClose()
        StandInDriver.settle()
        guard let keep = stack.presentedViewController as? UIAlertController else {
            check(false, "the alert is presented over Settings")
            return []
        }
        StandInDriver.tapChoice("Keep editing", in: keep)
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, stack, "Keep editing keeps Settings")
        top(stack, SettingsViewController.self)?.simulateClose()
        StandInDriver.settle()
        guard let discard = stack.presentedViewController as? UIAlertController else {
            check(false, "the alert is presented over Settings again")
            return []
        }
        StandInDriver.tapChoice("Discard", in: discard)
        return [
            flow, Released(stack, "Settings' stack"), Released(keep, "the first alert"),
            Released(discard, "the second alert"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a popover points at the sender; a tap outside it dismisses it, and its Done dismisses it too") {
    let watched = inScope { () -> [Released] in
        let sender = UIBarButtonItem()
        home()?.simulateShowFilter(from: sender)
        StandInDriver.settle()
        guard let stack = navigation.presentedViewController as? UINavigationController else {
            check(false, "Filter is presented")
            return []
        }
        checkEqual(stack.modalPresentationStyle, .popover, "the style")
        checkIdentical(source(of: stack.popoverPresentationController), sender, "the popover's source")
        check(StandInDriver.tapOutside(stack), "a tap outside closes the popover")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the popover has gone")
        home()?.simulateShowFilter(from: sender)
        StandInDriver.settle()
        let again = navigation.presentedViewController as? UINavigationController
        (again?.topViewController as? FilterViewController)?.simulateDone()
        return [Released(stack, "the popover's stack"), Released(again, "the second popover's stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a custom presentation takes the card's own transitioning delegate; its Done and a dismissal by code end it") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowCard()
        StandInDriver.settle()
        guard let stack = navigation.presentedViewController as? UINavigationController,
            let card = stack.topViewController as? CardViewController
        else {
            check(false, "Card is presented in a stack")
            return []
        }
        checkEqual(stack.modalPresentationStyle, .custom, "the style")
        checkIdentical(stack.transitioningDelegate, card.cardTransition, "the stack's transitioning delegate")
        card.simulateDone()
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "Done dismissed the card")
        home()?.simulateShowCard()
        StandInDriver.settle()
        let again = navigation.presentedViewController as? UINavigationController
        let second = again?.topViewController as? CardViewController
        check(second != nil, "Card is presented again")
        navigation.dismiss(animated: true)
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "your code dismissed the card")
        return [
            Released(stack, "the card's stack"), Released(card, "the card"),
            Released(card.cardTransition, "the card's transitioning delegate"),
            Released(again, "the second card's stack"), Released(second?.cardTransition, "the second delegate"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a modal flow in a popover ends when the person taps outside it, and when it finishes") {
    let watched = inScope { () -> [Released] in
        let sender = UIView(frame: CGRect(x: 12, y: 20, width: 44, height: 30))
        home()?.simulateOpenSettingsHere(from: sender)
        StandInDriver.settle()
        guard let stack = navigation.presentedViewController as? UINavigationController else {
            check(false, "Settings is presented")
            return []
        }
        checkIdentical(source(of: stack.popoverPresentationController), sender, "the popover's source")
        checkEqual(app.childCoordinators.count, 1, "Home's children: Settings")
        let first = Released(app.childCoordinators.first, "the first SettingsCoordinator")
        check(StandInDriver.tapOutside(stack), "a tap outside closes the popover")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "the tap outside ended the flow")
        home()?.simulateOpenSettingsHere(from: sender)
        StandInDriver.settle()
        let again = navigation.presentedViewController as? UINavigationController
        let second = Released(app.childCoordinators.first, "the second SettingsCoordinator")
        (again?.topViewController as? SettingsViewController)?.simulateDone()
        return [first, second, Released(stack, "the first stack"), Released(again, "the second stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

/// Runs `body` with the app's window on a compact width (an iPhone), then goes back to a regular one.
@MainActor
func onCompactWidth(_ body: () -> Void) {
    StandInDriver.horizontalSizeClass = .compact
    body()
    StandInDriver.settle()
    StandInDriver.horizontalSizeClass = .regular
}

/// The stack presented over Home, once it is on screen.
@MainActor
func presentedStack(_ what: String, line: UInt = #line) -> UINavigationController? {
    StandInDriver.settle()
    let stack = navigation.presentedViewController as? UINavigationController
    check(stack != nil, "\(what) is presented", line: line)
    return stack
}

step("on a compact width, a popover whose compact style is full screen covers Home, and only its Done dismisses it") {
    let watched = inScope { () -> [Released] in
        var stacks: [Released] = []
        onCompactWidth {
            home()?.simulateShowFullFilter(from: UIBarButtonItem())
            guard let stack = presentedStack("Filter") else { return }
            checkEqual(stack.modalPresentationStyle, .popover, "the style asked for")
            check(!StandInDriver.isOnScreen(navigation), "shown full screen, the popover covers Home")
            check(!StandInDriver.tapOutside(stack), "nothing is outside a full-screen presentation to tap")
            check(!StandInDriver.swipeDownToDismiss(stack), "a full-screen presentation cannot be swiped down")
            (stack.topViewController as? FilterViewController)?.simulateDone()
            StandInDriver.settle()
            check(navigation.presentedViewController == nil, "Done dismissed it")
            check(StandInDriver.isOnScreen(navigation), "Home is on screen again")
            stacks.append(Released(stack, "the full-screen popover's stack"))
        }
        return stacks
    }
    checkAtRest()
    checkReleased(watched)
}

step("a style per width: full screen on a regular width, a sheet with its detents and grabber on a compact one") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowFilterAdaptive()
        guard let full = presentedStack("Filter") else { return [] }
        checkEqual(full.modalPresentationStyle, .fullScreen, "the style on a regular width")
        check(!StandInDriver.isOnScreen(navigation), "full screen, it covers Home")
        check(!StandInDriver.swipeDownToDismiss(full), "a full-screen presentation cannot be swiped down")
        (full.topViewController as? FilterViewController)?.simulateDone()
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "Done dismissed it")
        var sheets = [Released(full, "the full-screen stack")]
        onCompactWidth {
            home()?.simulateShowFilterAdaptive()
            guard let sheet = presentedStack("Filter") else { return }
            checkEqual(sheet.modalPresentationStyle, .pageSheet, "the style on a compact width")
            checkEqual(
                sheet.sheetPresentationController?.detents.map(\.identifier), [.medium], "the sheet's detents")
            checkEqual(sheet.sheetPresentationController?.prefersGrabberVisible, true, "the sheet's grabber")
            check(StandInDriver.swipeDownToDismiss(sheet), "the person can swipe the sheet down")
            StandInDriver.settle()
            check(navigation.presentedViewController == nil, "the swipe dismissed it")
            sheets.append(Released(sheet, "the sheet"))
        }
        home()?.simulateOpenSettingsAdaptive()
        guard let form = presentedStack("Settings") else { return sheets }
        checkEqual(form.modalPresentationStyle, .formSheet, "a modal flow's style on a regular width")
        checkEqual(app.childCoordinators.count, 1, "Settings runs")
        check(StandInDriver.swipeDownToDismiss(form), "the person can swipe the form sheet down")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "the swipe ended Settings")
        sheets.append(Released(form, "the form sheet"))
        onCompactWidth {
            home()?.simulateOpenSettingsAdaptive()
            guard let compact = presentedStack("Settings") else { return }
            checkEqual(compact.modalPresentationStyle, .automatic, "UIKit's default on a compact width")
            check(StandInDriver.swipeDownToDismiss(compact), "the person can swipe it down")
            StandInDriver.settle()
            checkEqual(app.childCoordinators.count, 0, "the swipe ended Settings")
            sheets.append(Released(compact, "the compact sheet"))
        }
        return sheets
    }
    checkAtRest()
    checkReleased(watched)
}

step("on a compact width, a popover whose compact style is popover stays one: a tap outside dismisses it") {
    let watched = inScope { () -> [Released] in
        var stacks: [Released] = []
        onCompactWidth {
            home()?.simulatePinFilter(from: UIView(frame: .zero))
            // Not animated: it is up when the call returns.
            guard let stack = navigation.presentedViewController as? UINavigationController else {
                check(false, "Filter is presented at once")
                return
            }
            check(StandInDriver.isOnScreen(navigation), "a popover leaves Home on screen")
            check(StandInDriver.tapOutside(stack), "a tap outside closes the popover, on a compact width too")
            StandInDriver.settle()
            check(navigation.presentedViewController == nil, "the popover has gone")
            stacks.append(Released(stack, "the popover's stack"))
        }
        return stacks
    }
    checkAtRest()
    checkReleased(watched)
}

step("on a compact width, a popover without a compact style is UIKit's sheet, and swiping it down ends its flow") {
    let watched = inScope { () -> [Released] in
        var released: [Released] = []
        onCompactWidth {
            let sender = UIBarButtonItem()
            home()?.simulateShowFilter(from: sender)
            guard let stack = presentedStack("Filter") else { return }
            check(!StandInDriver.tapOutside(stack), "a sheet has no outside to tap")
            check(StandInDriver.swipeDownToDismiss(stack), "the person swipes the sheet down")
            StandInDriver.settle()
            check(navigation.presentedViewController == nil, "the sheet has gone")
            home()?.simulateOpenSettingsHere(from: sender)
            guard let flowStack = presentedStack("Settings") else { return }
            checkEqual(app.childCoordinators.count, 1, "Home's children: Settings")
            released.append(Released(app.childCoordinators.first, "the SettingsCoordinator"))
            check(StandInDriver.swipeDownToDismiss(flowStack), "the person swipes Settings' sheet down")
            StandInDriver.settle()
            checkEqual(app.childCoordinators.count, 0, "the swipe ended Settings")
            released += [Released(stack, "Filter's stack"), Released(flowStack, "Settings' stack")]
        }
        return released
    }
    checkAtRest()
    checkReleased(watched)
}

step("a form sheet whose compact style is full screen covers Home on a compact width, and is a sheet on iPad") {
    let watched = inScope { () -> [Released] in
        var stacks: [Released] = []
        onCompactWidth {
            home()?.simulateShowFilterSheet()
            guard let stack = presentedStack("Filter") else { return }
            checkEqual(stack.modalPresentationStyle, .formSheet, "the style asked for")
            check(!StandInDriver.isOnScreen(navigation), "shown full screen, the sheet covers Home")
            check(!StandInDriver.swipeDownToDismiss(stack), "a full-screen presentation cannot be swiped down")
            (stack.topViewController as? FilterViewController)?.simulateDone()
            StandInDriver.settle()
            check(navigation.presentedViewController == nil, "Done dismissed it")
            stacks.append(Released(stack, "the full-screen sheet's stack"))
        }
        home()?.simulateShowFilterSheet()
        guard let stack = presentedStack("Filter") else { return stacks }
        check(StandInDriver.isOnScreen(navigation), "a form sheet leaves Home on screen")
        check(StandInDriver.swipeDownToDismiss(stack), "the person swipes the form sheet down")
        return stacks + [Released(stack, "the form sheet's stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a modal flow in a popover whose compact style is full screen covers Home on a compact width, and ends on Done") {
    let watched = inScope { () -> [Released] in
        var released: [Released] = []
        let sender = UIBarButtonItem()
        onCompactWidth {
            home()?.simulateOpenSettingsFull(from: sender)
            guard let stack = presentedStack("Settings") else { return }
            checkEqual(app.childCoordinators.count, 1, "Home's children: Settings")
            released.append(Released(app.childCoordinators.first, "the full-screen SettingsCoordinator"))
            check(!StandInDriver.isOnScreen(navigation), "shown full screen, the flow's popover covers Home")
            check(!StandInDriver.tapOutside(stack), "nothing is outside a full-screen presentation to tap")
            check(!StandInDriver.swipeDownToDismiss(stack), "a full-screen presentation cannot be swiped down")
            (stack.topViewController as? SettingsViewController)?.simulateDone()
            StandInDriver.settle()
            checkEqual(app.childCoordinators.count, 0, "Done ended Settings")
            released.append(Released(stack, "the full-screen flow's stack"))
        }
        home()?.simulateOpenSettingsFull(from: sender)
        guard let stack = presentedStack("Settings") else { return released }
        checkIdentical(source(of: stack.popoverPresentationController), sender, "the popover's source")
        check(StandInDriver.isOnScreen(navigation), "on a regular width, a popover leaves Home on screen")
        released.append(Released(app.childCoordinators.first, "the popover's SettingsCoordinator"))
        check(StandInDriver.tapOutside(stack), "a tap outside closes the popover")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "the tap outside ended Settings")
        return released + [Released(stack, "the popover flow's stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("on a regular width, a popover with a compact style is a popover: a tap outside dismisses it") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowFullFilter(from: UIBarButtonItem())
        guard let stack = presentedStack("Filter") else { return [] }
        check(StandInDriver.isOnScreen(navigation), "a popover leaves Home on screen")
        check(StandInDriver.tapOutside(stack), "a tap outside closes the popover")
        return [Released(stack, "the popover's stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

/// The Viewer presented over Home, itself and on no stack, once it is on screen.
@MainActor
func presentedViewer(line: UInt = #line) -> ViewerViewController? {
    StandInDriver.settle()
    let viewer = navigation.presentedViewController as? ViewerViewController
    check(viewer != nil, "Viewer itself is presented, without a navigation controller", line: line)
    check(viewer?.navigationController == nil, "Viewer is on no stack", line: line)
    return viewer
}

step("a route to a screen presented without a navigation controller reports it opened, with the screen on top") {
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.viewer(name: "Linus").open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.opened], "what the route heard")
    checkEqual(presentedViewer()?.name, "Linus", "the route's Viewer")
    navigation.dismiss(animated: false)
    StandInDriver.settle()
    checkAtRest()
}

step("a screen presented without a navigation controller is presented itself, and its Done dismisses it once") {
    let watched = inScope { () -> [Released] in
        home()?.simulateView(name: "Ada")
        guard let viewer = presentedViewer() else { return [] }
        checkEqual(viewer.name, "Ada", "Viewer's input")
        checkEqual(viewer.modalPresentationStyle, .overFullScreen, "the style asked for")
        checkEqual(viewer.modalTransitionStyle, .crossDissolve, "the transition asked for")
        checkEqual(app.childCoordinators.count, 0, "Home's children: none, Viewer is no flow")
        // A second tap while the first dismissal runs changes nothing.
        viewer.simulateDone()
        viewer.simulateDone()
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "Done dismissed Viewer")
        checkEqual(screens(navigation), ["HomeViewController"], "Home's stack is untouched")
        // Its close does the same, here without animation: at once.
        home()?.simulateView(name: "Grace")
        guard let again = presentedViewer() else { return [Released(viewer, "the Viewer")] }
        again.simulateBack()
        check(navigation.presentedViewController == nil, "Back closed Viewer at once")
        checkEqual(screens(navigation), ["HomeViewController"], "Home's stack is still untouched")
        return [Released(viewer, "the Viewer"), Released(again, "the second Viewer")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("your code dismissing Settings from below, under a screen it presented without a stack, ends the flow") {
    let watched = inScope { () -> [Released] in
        home()?.simulateOpenSettings()
        guard let stack = presentedStack("Settings") else { return [] }
        let flow = Released(app.childCoordinators.first, "SettingsCoordinator")
        top(stack, SettingsViewController.self)?.simulateView(name: "Ada")
        StandInDriver.settle()
        guard let viewer = stack.presentedViewController as? ViewerViewController else {
            check(false, "Viewer itself is presented over Settings")
            return [flow]
        }
        // From your own plain navigation controller: UIKit tells only the top-most, Viewer, which tells Settings.
        navigation.dismiss(animated: true)
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "the dismissal ended Settings")
        return [flow, Released(stack, "Settings' stack"), Released(viewer, "the Viewer over Settings")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Settings ending by code under a screen it presented without a stack takes the screen with it") {
    let watched = inScope { () -> [Released] in
        home()?.simulateOpenSettings()
        guard let stack = presentedStack("Settings") else { return [] }
        let flow = app.childCoordinators.first
        let released = Released(flow, "SettingsCoordinator")
        top(stack, SettingsViewController.self)?.simulateView(name: "Ada")
        StandInDriver.settle()
        let viewer = stack.presentedViewController as? ViewerViewController
        check(viewer != nil, "Viewer itself is presented over Settings")
        flow?.finish()
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "Settings ended")
        return [released, Released(stack, "Settings' stack"), Released(viewer, "the Viewer over Settings")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a screen without a stack, and a flow with a compact style, that UIKit refuses leave nothing behind") {
    let watched = inScope { () -> [Released] in
        let other = UIViewController()
        navigation.present(other, animated: false)
        var messages = StandInDriver.consoleMessages.count
        home()?.simulateView(name: "Ada")
        StandInDriver.settle()
        check(StandInDriver.consoleMessages.count > messages, "UIKit refused Viewer")
        checkIdentical(navigation.presentedViewController, other, "what was presented stays")
        messages = StandInDriver.consoleMessages.count
        home()?.simulateOpenSettingsFull(from: UIBarButtonItem())
        StandInDriver.settle()
        check(StandInDriver.consoleMessages.count > messages, "UIKit refused Settings' popover")
        checkEqual(app.childCoordinators.count, 0, "a refused flow is not kept")
        checkIdentical(navigation.presentedViewController, other, "what was presented still stays")
        navigation.dismiss(animated: false)
        return [Released(other, "the other view controller")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a screen presented without a navigation controller as a sheet goes when the person swipes it down") {
    let watched = inScope { () -> [Released] in
        home()?.simulateGlance(name: "Grace")
        // Not animated: it is up when the call returns.
        guard let viewer = navigation.presentedViewController as? ViewerViewController else {
            check(false, "Viewer is presented at once")
            return []
        }
        check(StandInDriver.swipeDownToDismiss(viewer), "the person swipes Viewer down")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the swipe dismissed Viewer")
        // Its Done, from a Viewer no longer presented, dismisses nothing else.
        viewer.simulateDone()
        home()?.simulateGlance(name: "Grace")
        guard let again = presentedViewer() else { return [Released(viewer, "the swiped Viewer")] }
        again.simulateDone()
        return [Released(viewer, "the swiped Viewer"), Released(again, "the second Viewer")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a screen presented without a navigation controller in a popover is full screen on a compact width") {
    let watched = inScope { () -> [Released] in
        var viewers: [Released] = []
        onCompactWidth {
            home()?.simulatePeek(name: "Ada", from: UIBarButtonItem())
            guard let viewer = presentedViewer() else { return }
            check(!StandInDriver.isOnScreen(navigation), "shown full screen, the popover covers Home")
            check(!StandInDriver.tapOutside(viewer), "nothing is outside a full-screen presentation to tap")
            viewer.simulateDone()
            StandInDriver.settle()
            check(navigation.presentedViewController == nil, "Done dismissed Viewer")
            viewers.append(Released(viewer, "the full-screen Viewer"))
        }
        home()?.simulatePeek(name: "Ada", from: UIBarButtonItem())
        guard let viewer = presentedViewer() else { return viewers }
        check(StandInDriver.isOnScreen(navigation), "on a regular width, a popover leaves Home on screen")
        check(StandInDriver.tapOutside(viewer), "a tap outside closes the popover")
        return viewers + [Released(viewer, "the Viewer's popover")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a number field gives the number typed, in the person's locale, and nil for text that is not one") {
    let watched = inScope { () -> [Released] in
        var alerts: [Released] = []
        for (age, height, expected) in [
            ("42", "1.8", (Int?.some(42), Double?.some(1.8))), ("4.5", "tall", (Int?.none, Double?.none)),
            ("", "2", (Int?.none, Double?.some(2))),
        ] {
            home()?.simulateMeasure()
            guard let alert = shownAlert() else { return alerts }
            checkEqual(alert.textFields?.map(\.keyboardType), [.numberPad, .decimalPad], "the keyboards")
            alert.textFields?[0].text = age
            alert.textFields?[1].text = height
            check(StandInDriver.tapChoice("Save", in: alert), "the person can tap Save")
            StandInDriver.settle()
            let shown = navigation.topViewController as? MeasuresViewController
            checkEqual(shown?.age, expected.0, "the age typed as '\(age)'")
            checkEqual(shown?.height, expected.1, "the height typed as '\(height)'")
            tapBack(in: navigation)
            StandInDriver.settle()
            alerts.append(Released(alert, "the alert for '\(age)'"))
        }
        return alerts
    }
    checkAtRest()
    checkReleased(watched)
}

/// The Shared screen on top of Home after a share, with what the sheet told it.
@MainActor
func shared(line: UInt = #line) -> (completed: Bool, activity: String?)? {
    StandInDriver.settle()
    checkEqual(
        screens(navigation), ["HomeViewController", "SharedViewController"], "Shared is pushed, once", line: line)
    return (navigation.topViewController as? SharedViewController).map { ($0.completed, $0.activity) }
}

step("the share sheet shares the action's values, points at the sender, and tells what was done once it has gone") {
    let watched = inScope { () -> [Released] in
        let sender = UIView(frame: CGRect(x: 12, y: 20, width: 44, height: 30))
        home()?.simulateShareName(name: "Ada", from: sender)
        StandInDriver.settle()
        guard let sheet = navigation.presentedViewController as? UIActivityViewController else {
            check(false, "the share sheet is presented")
            return []
        }
        checkEqual(StandInDriver.activityItems(of: sheet).compactMap { $0 as? String }, ["Ada"], "the shared items")
        checkIdentical(source(of: sheet.popoverPresentationController), sender, "the popover's source")
        check(StandInDriver.performActivity(.mail, in: sheet), "the person can pick Mail")
        check(!StandInDriver.performActivity(.mail, in: sheet), "a second pick while the sheet goes does nothing")
        let told = shared()
        checkEqual(told?.completed, true, "completed")
        checkEqual(told?.activity, UIActivity.ActivityType.mail.rawValue, "the activity")
        tapBack(in: navigation)
        return [Released(sheet, "the share sheet"), Released(sender, "the sender")]
    }
    checkAtRest()
    checkReleased(watched)
}

/// An activity of the app's own that a share sheet offers.
final class StarActivity: UIActivity {
    static let type = UIActivity.ActivityType("com.example.star")
    override var activityType: UIActivity.ActivityType? { Self.type }
    override var activityTitle: String? { "Star" }
}

step("a share sheet offers the app's own activities beside the system's, and tells which the person picked") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShareName(name: "Ada", from: UIView(frame: .zero))
        StandInDriver.settle()
        guard let plain = navigation.presentedViewController as? UIActivityViewController else {
            check(false, "the share sheet is presented")
            return []
        }
        check(!StandInDriver.performActivity(StarActivity.type, in: plain), "a sheet without them offers none")
        check(StandInDriver.tapOutside(plain), "a tap outside closes the sheet")
        _ = shared()
        tapBack(in: navigation)
        StandInDriver.settle()
        let star = StarActivity()
        home()?.simulateShareWithExtras(name: "Ada", extras: [star], from: UIView(frame: .zero))
        StandInDriver.settle()
        guard let sheet = navigation.presentedViewController as? UIActivityViewController else {
            check(false, "the share sheet is presented")
            return []
        }
        check(StandInDriver.performActivity(StarActivity.type, in: sheet), "the person can pick the app's activity")
        let told = shared()
        checkEqual(told?.completed, true, "completed")
        checkEqual(told?.activity, StarActivity.type.rawValue, "the app's activity")
        tapBack(in: navigation)
        return [Released(plain, "the plain sheet"), Released(sheet, "the share sheet"), Released(star, "the activity")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a tap outside the share sheet tells that nothing was done; so does a sheet UIKit refuses") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShareName(name: "Ada", from: UIView(frame: .zero))
        StandInDriver.settle()
        guard let sheet = navigation.presentedViewController as? UIActivityViewController else {
            check(false, "the share sheet is presented")
            return []
        }
        check(StandInDriver.tapOutside(sheet), "a tap outside closes the sheet")
        var told = shared()
        checkEqual(told?.completed, false, "completed after a tap outside")
        checkEqual(told?.activity, nil, "no activity after a tap outside")
        tapBack(in: navigation)
        StandInDriver.settle()
        let other = UIViewController()
        navigation.present(other, animated: false)
        home()?.simulateShareName(name: "Ada", from: UIView(frame: .zero))
        told = shared()
        checkEqual(told?.completed, false, "completed when UIKit refused the sheet")
        navigation.dismiss(animated: false)
        tapBack(in: navigation)
        return [Released(sheet, "the share sheet"), Released(other, "the other view controller")]
    }
    checkAtRest()
    checkReleased(watched)
}

/// The camera presented over Home's stack, once it is on screen.
@MainActor
func shownCamera(line: UInt = #line) -> UIImagePickerController? {
    StandInDriver.settle()
    let picker = navigation.presentedViewController as? UIImagePickerController
    check(picker != nil, "the camera is presented", line: line)
    checkEqual(picker?.sourceType, .camera, "the picker's source", line: line)
    checkEqual(picker?.modalPresentationStyle, .fullScreen, "the camera's style", line: line)
    return picker
}

/// The Photo screen on top of Home after the camera, with the photo and the name it was given.
@MainActor
func photo(line: UInt = #line) -> PhotoViewController? {
    StandInDriver.settle()
    check(navigation.presentedViewController == nil, "the camera has gone", line: line)
    checkEqual(screens(navigation), ["HomeViewController", "PhotoViewController"], "Photo is pushed, once", line: line)
    return navigation.topViewController as? PhotoViewController
}

step("the camera's photo reaches the action it runs, with the action's values, once the camera has gone") {
    let watched = inScope { () -> [Released] in
        home()?.simulateTakePhoto(name: "Ada")
        guard let picker = shownCamera() else { return [] }
        let image = UIImage(systemName: "photo")!
        check(StandInDriver.takePhoto(image, in: picker), "the person can take a photo")
        check(!StandInDriver.takePhoto(image, in: picker), "a second photo while the camera goes does nothing")
        StandInDriver.turnRunLoop()
        checkEqual(screens(navigation), ["HomeViewController"], "nothing is pushed while the camera goes")
        let shown = photo()
        checkIdentical(shown?.image, image, "the photo")
        checkEqual(shown?.name, "Ada", "the action's own value")
        tapBack(in: navigation)
        return [Released(picker, "the camera"), Released(image, "the photo")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Cancel, a device without a camera and a camera UIKit refuses each run the action once, with no photo") {
    let watched = inScope { () -> [Released] in
        home()?.simulateTakePhoto(name: "Ada")
        guard let picker = shownCamera() else { return [] }
        check(StandInDriver.cancelCamera(picker), "the person can cancel")
        checkEqual(photo()?.image, nil, "no photo after Cancel")
        tapBack(in: navigation)
        StandInDriver.settle()
        StandInDriver.hasCamera = false
        home()?.simulateTakePhoto(name: "Ada")
        StandInDriver.hasCamera = true
        checkEqual(photo()?.image, nil, "no photo without a camera")
        tapBack(in: navigation)
        StandInDriver.settle()
        let other = UIViewController()
        navigation.present(other, animated: false)
        home()?.simulateTakePhoto(name: "Ada")
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, other, "UIKit refused the camera")
        checkEqual(screens(navigation), ["HomeViewController", "PhotoViewController"], "Photo is pushed, once")
        checkEqual((navigation.topViewController as? PhotoViewController)?.image, nil, "no photo when refused")
        navigation.dismiss(animated: false)
        tapBack(in: navigation)
        return [Released(picker, "the camera"), Released(other, "the other view controller")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a second camera while one shows runs its action at once with no photo; the first still hands over its photo") {
    let watched = inScope { () -> [Released] in
        home()?.simulateTakePhoto(name: "first")
        guard let picker = shownCamera() else { return [] }
        home()?.simulateTakePhoto(name: "second")
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, picker, "the first camera still shows")
        checkEqual(screens(navigation), ["HomeViewController", "PhotoViewController"], "the second's action ran")
        checkEqual((navigation.topViewController as? PhotoViewController)?.name, "second", "with its own value")
        let image = UIImage(systemName: "photo")!
        check(StandInDriver.takePhoto(image, in: picker), "the person can take a photo")
        StandInDriver.settle()
        checkEqual(
            screens(navigation), ["HomeViewController", "PhotoViewController", "PhotoViewController"],
            "the first's action ran once")
        checkIdentical((navigation.topViewController as? PhotoViewController)?.image, image, "the first's photo")
        navigation.popToRootViewController(animated: false)
        return [Released(picker, "the camera"), Released(image, "the photo")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("the camera's photo ends Account through the action it runs; a camera your code dismisses runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        check(flow != nil, "Account is started")
        top(navigation, AccountViewController.self)?.simulateTakePhoto()
        check(navigation.presentedViewController is UIImagePickerController, "the camera is up at once, not animated")
        guard let dismissed = shownCamera() else { return [] }
        navigation.dismiss(animated: true)
        StandInDriver.settle()
        check(top(navigation, AccountViewController.self) != nil, "Account still shows")
        checkEqual(app.childCoordinators.count, 1, "nothing ran: Account goes on")
        top(navigation, AccountViewController.self)?.simulateTakePhoto()
        guard let picker = shownCamera() else { return [] }
        check(StandInDriver.takePhoto(UIImage(systemName: "photo")!, in: picker), "the person can take a photo")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "Account has finished")
        return [
            Released(flow, "AccountCoordinator"), Released(dismissed, "the dismissed camera"),
            Released(picker, "the camera"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a camera whose flow ended under it still leaves when the person cancels, and runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateTakePhoto()
        guard let picker = shownCamera() else { return [] }
        // Your code ends the flow under the camera (a timer, a notification); the person then cancels.
        flow?.finish(animated: false)
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "the flow has ended")
        checkIdentical(navigation.presentedViewController, picker, "the camera is still up")
        check(StandInDriver.cancelCamera(picker), "the person can cancel")
        check(navigation.presentedViewController == nil, "the camera has gone at once: Account's is not animated")
        checkEqual(screens(navigation), ["HomeViewController"], "nothing was popped or pushed")
        return [Released(flow, "AccountCoordinator"), Released(picker, "the camera")]
    }
    checkAtRest()
    checkReleased(watched)
}

/// The document picker presented over Home's stack, once it is on screen, exporting copies of `files`.
@MainActor
func shownExport(of files: [URL], line: UInt = #line) -> UIDocumentPickerViewController? {
    StandInDriver.settle()
    let picker = navigation.presentedViewController as? UIDocumentPickerViewController
    check(picker != nil, "the document picker is presented", line: line)
    if let picker {
        let exported = StandInDriver.exported(by: picker)
        checkEqual(exported.urls, files, "the files exported", line: line)
        checkEqual(exported.asCopy, true, "the picker exports copies", line: line)
    }
    return picker
}

/// The Exported screen on top of Home after an export, with where the files went and the name it was given.
@MainActor
func exported(line: UInt = #line) -> ExportedViewController? {
    StandInDriver.settle()
    check(navigation.presentedViewController == nil, "the picker has gone", line: line)
    checkEqual(
        screens(navigation), ["HomeViewController", "ExportedViewController"], "Exported is pushed, once", line: line)
    return navigation.topViewController as? ExportedViewController
}

let notes = URL(fileURLWithPath: "/app/Documents/notes.txt")
let drive = URL(fileURLWithPath: "/Files/Drive")

step("an export's destinations reach the action it runs, with the action's values, once the picker has gone") {
    let watched = inScope { () -> [Released] in
        home()?.simulateExportNotes(notes: notes, name: "Ada")
        guard let picker = shownExport(of: [notes]) else { return [] }
        check(StandInDriver.exportFiles(to: drive, in: picker), "the person can pick a folder")
        check(!StandInDriver.exportFiles(to: drive, in: picker), "a second pick while the picker goes does nothing")
        StandInDriver.turnRunLoop()
        checkEqual(screens(navigation), ["HomeViewController"], "nothing is pushed while the picker goes")
        let shown = exported()
        checkEqual(shown?.urls, [drive.appendingPathComponent("notes.txt")], "where the file went")
        checkEqual(shown?.name, "Ada", "the action's own value")
        tapBack(in: navigation)
        return [Released(picker, "the document picker")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Cancel, a swipe and a picker UIKit refuses each run the action once, with no destination") {
    let watched = inScope { () -> [Released] in
        home()?.simulateExportNotes(notes: notes, name: "Ada")
        guard let cancelled = shownExport(of: [notes]) else { return [] }
        check(StandInDriver.cancelDocumentPicker(cancelled), "the person can cancel")
        checkEqual(exported()?.urls, [], "no destination after Cancel")
        tapBack(in: navigation)
        StandInDriver.settle()
        home()?.simulateExportNotes(notes: notes, name: "Ada")
        guard let swiped = shownExport(of: [notes]) else { return [] }
        check(StandInDriver.swipeDownToDismiss(swiped), "the person can swipe the picker down")
        checkEqual(exported()?.urls, [], "no destination after a swipe")
        check(!StandInDriver.cancelDocumentPicker(swiped), "the swiped picker is gone")
        tapBack(in: navigation)
        StandInDriver.settle()
        let other = UIViewController()
        navigation.present(other, animated: false)
        home()?.simulateExportNotes(notes: notes, name: "Ada")
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, other, "UIKit refused the picker")
        checkEqual(screens(navigation), ["HomeViewController", "ExportedViewController"], "Exported is pushed, once")
        checkEqual((navigation.topViewController as? ExportedViewController)?.urls, [], "no destination when refused")
        navigation.dismiss(animated: false)
        tapBack(in: navigation)
        return [
            Released(cancelled, "the cancelled picker"), Released(swiped, "the swiped picker"),
            Released(other, "the other view controller"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("an export ends Account through the action it runs; a picker your code dismisses runs nothing") {
    let files = [notes, URL(fileURLWithPath: "/app/Documents/photo.jpg")]
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        check(flow != nil, "Account is started")
        top(navigation, AccountViewController.self)?.simulateExportAll(files: files)
        check(navigation.presentedViewController is UIDocumentPickerViewController, "the picker is up at once")
        guard let dismissed = shownExport(of: files) else { return [] }
        navigation.dismiss(animated: true)
        StandInDriver.settle()
        check(top(navigation, AccountViewController.self) != nil, "Account still shows")
        checkEqual(app.childCoordinators.count, 1, "nothing ran: Account goes on")
        top(navigation, AccountViewController.self)?.simulateExportAll(files: files)
        guard let picker = shownExport(of: files) else { return [] }
        check(StandInDriver.exportFiles(to: drive, in: picker), "the person can pick a folder")
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "Account has finished")
        return [
            Released(flow, "AccountCoordinator"), Released(dismissed, "the dismissed picker"),
            Released(picker, "the document picker"),
        ]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a picker whose flow ended under it still leaves when the person cancels, and runs nothing") {
    let watched = inScope { () -> [Released] in
        home()?.simulateShowAccount()
        StandInDriver.settle()
        let flow = app.childCoordinators.first as? AccountCoordinator
        top(navigation, AccountViewController.self)?.simulateExportAll(files: [notes])
        guard let picker = shownExport(of: [notes]) else { return [] }
        // Your code ends the flow under the picker (a timer, a notification); the person then cancels.
        flow?.finish(animated: false)
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "the flow has ended")
        checkIdentical(navigation.presentedViewController, picker, "the picker is still up")
        check(StandInDriver.cancelDocumentPicker(picker), "the person can cancel")
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the picker has gone")
        checkEqual(screens(navigation), ["HomeViewController"], "nothing was popped or pushed")
        return [Released(flow, "AccountCoordinator"), Released(picker, "the document picker")]
    }
    checkAtRest()
    checkReleased(watched)
}

finishScenario()
