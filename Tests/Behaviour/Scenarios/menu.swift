// "Dismiss, then" (docs/manifest.md, "Then: what the parent runs next"): Menu's finishes name what Home runs once the
// menu is gone, and Picker's pick names what the screen that started it runs. Each follow-up runs exactly once, after
// UIKit has completed the dismissal or the pop, and never when the flow ends any other way: closed without one, swiped
// away, refused by UIKit, ended with the flow that started it, or after the screen that started it has gone. Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let app = HomeCoordinator(navigationController: navigation)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()

/// Everything is back where the scenario starts: Home alone, no children, nothing presented.
@MainActor
func checkAtRest(line: UInt = #line) {
    StandInDriver.settle()
    checkEqual(screens(navigation), ["HomeViewController"], "Home's stack", line: line)
    checkEqual(app.childCoordinators.count, 0, "Home's children", line: line)
    check(navigation.presentedViewController == nil, "nothing is presented", line: line)
}

/// Starts Menu modally from Home: its coordinator and stack.
@MainActor
func openMenu(line: UInt = #line) -> (flow: MenuCoordinator?, stack: UINavigationController?) {
    top(navigation, HomeViewController.self, line: line)?.simulateOpenMenu()
    StandInDriver.settle()
    let flow = app.childCoordinators.last as? MenuCoordinator
    check(flow != nil, "openMenu starts Menu", line: line)
    return (flow, navigation.presentedViewController as? UINavigationController)
}

/// The stack presented over Home, and its top screen as `type`.
@MainActor
func presented<ViewController: UIViewController>(_ type: ViewController.Type, line: UInt = #line) -> ViewController? {
    guard let stack = navigation.presentedViewController as? UINavigationController else {
        check(false, "a stack is presented over Home", line: line)
        return nil
    }
    return top(stack, type, line: line)
}

step("Menu's settings dismisses the menu; Home then opens Settings at the section, once, after the dismissal") {
    let watched = inScope { () -> [Released] in
        let (flow, stack) = openMenu()
        guard let stack else { return [] }
        top(stack, MenuViewController.self)?.simulateSettings(section: "privacy")
        // The person taps again while the menu slides down.
        top(stack, MenuViewController.self)?.simulateSettings(section: "privacy")
        checkIdentical(navigation.presentedViewController, stack, "the menu is still going while it animates")
        checkEqual(app.childCoordinators.count, 1, "Home's children while the menu goes")
        StandInDriver.settle()
        checkEqual(presented(SettingsViewController.self)?.section, "privacy", "Settings' section")
        checkEqual(app.childCoordinators.count, 1, "Home's children after the follow-up")
        check(app.childCoordinators.first is SettingsCoordinator, "Home's child is Settings, started once")
        let settings = Released(app.childCoordinators.first, "SettingsCoordinator")
        let settingsStack = Released(navigation.presentedViewController, "Settings' stack")
        presented(SettingsViewController.self)?.simulateDone()
        return [Released(flow, "MenuCoordinator"), Released(stack, "Menu's stack"), settings, settingsStack]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Menu's help dismisses the menu; Home then presents Help") {
    let watched = inScope { () -> [Released] in
        let (flow, stack) = openMenu()
        guard let stack else { return [] }
        top(stack, MenuViewController.self)?.simulateHelp()
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 0, "Help is Home's own screen")
        let help = Released(navigation.presentedViewController, "Help's stack")
        presented(HelpViewController.self)?.simulateDone()
        return [Released(flow, "MenuCoordinator"), Released(stack, "Menu's stack"), help]
    }
    checkAtRest()
    checkReleased(watched)
}

step("your code dismissing the menu runs nothing next") {
    let watched = inScope { () -> [Released] in
        let (flow, stack) = openMenu()
        navigation.dismiss(animated: true)
        return [Released(flow, "MenuCoordinator"), Released(stack, "Menu's stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Menu's close, a finish without 'then', runs nothing next") {
    let watched = inScope { () -> [Released] in
        let (flow, stack) = openMenu()
        guard let stack else { return [] }
        top(stack, MenuViewController.self)?.simulateClose()
        return [Released(flow, "MenuCoordinator"), Released(stack, "Menu's stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("the person swiping the menu away runs nothing next") {
    let watched = inScope { () -> [Released] in
        let (flow, stack) = openMenu()
        guard let stack else { return [] }
        check(StandInDriver.swipeDownToDismiss(stack), "the menu can be swiped down")
        return [Released(flow, "MenuCoordinator"), Released(stack, "Menu's stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("a finish UIKit refuses (the menu is still coming in) runs nothing, even when the menu goes later") {
    let watched = inScope { () -> [Released] in
        top(navigation, HomeViewController.self)?.simulateOpenMenu()
        guard let stack = navigation.presentedViewController as? UINavigationController else {
            check(false, "the menu is being presented")
            return []
        }
        top(stack, MenuViewController.self)?.simulateSettings(section: "privacy")
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, stack, "the menu stays: UIKit refused its dismissal")
        let flow = app.childCoordinators.last as? MenuCoordinator
        check(flow != nil, "Menu is still Home's child")
        check(StandInDriver.swipeDownToDismiss(stack), "the menu can be swiped down")
        return [Released(flow, "MenuCoordinator"), Released(stack, "Menu's stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Picker's pick pops it and hands its result; Home then pushes Color with the colour, after the pop") {
    let watched = inScope { () -> [Released] in
        top(navigation, HomeViewController.self)?.simulatePickColor()
        StandInDriver.settle()
        let flow = app.childCoordinators.last as? PickerCoordinator
        check(flow != nil, "pickColor starts Picker")
        top(navigation, PickerViewController.self)?.simulatePick(color: "red")
        checkEqual(app.childCoordinators.count, 1, "Picker stays Home's child while it is popped")
        StandInDriver.settle()
        checkEqual(Received.results, ["home: picked(color: \"red\")"], "what Home heard, once")
        checkEqual(screens(navigation), ["HomeViewController", "ColorViewController"], "after the pick")
        checkEqual(top(navigation, ColorViewController.self)?.color, "red", "Color's colour")
        checkEqual(app.childCoordinators.count, 0, "Home's children after the pick")
        let color = Released(navigation.topViewController, "ColorViewController")
        top(navigation, ColorViewController.self)?.simulateDone()
        return [Released(flow, "PickerCoordinator"), color]
    }
    checkAtRest()
    checkReleased(watched)
}

step("the back button on Picker runs nothing next") {
    let watched = inScope { () -> [Released] in
        top(navigation, HomeViewController.self)?.simulatePickColor()
        StandInDriver.settle()
        let flow = app.childCoordinators.last as? PickerCoordinator
        tapBack(in: navigation)
        return [Released(flow, "PickerCoordinator")]
    }
    checkAtRest()
    checkEqual(Received.results.last, "home: cancel", "what Home heard after the back button")
    checkEqual(Received.results.count, 2, "results Home heard in all")
    checkReleased(watched)
}

step("Picker started from the menu: its pick has Menu push Color on the menu's stack") {
    let watched = inScope { () -> [Released] in
        let (flow, stack) = openMenu()
        guard let stack else { return [] }
        top(stack, MenuViewController.self)?.simulatePickColor()
        StandInDriver.settle()
        let picker = flow?.childCoordinators.last as? PickerCoordinator
        check(picker != nil, "Menu's pickColor starts Picker")
        top(stack, PickerViewController.self)?.simulatePick(color: "blue")
        StandInDriver.settle()
        checkEqual(screens(stack), ["MenuViewController", "ColorViewController"], "the menu's stack after the pick")
        checkEqual(top(stack, ColorViewController.self)?.color, "blue", "Color's colour")
        checkEqual(flow?.childCoordinators.count, 0, "Menu's children after the pick")
        top(stack, ColorViewController.self)?.simulateDone()
        StandInDriver.settle()
        top(stack, MenuViewController.self)?.simulateClose()
        return [Released(flow, "MenuCoordinator"), Released(stack, "Menu's stack"), Released(picker, "Picker")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("when the menu goes while Picker's pick pops it, nothing runs next") {
    let watched = inScope { () -> [Released] in
        let (flow, stack) = openMenu()
        guard let stack else { return [] }
        top(stack, MenuViewController.self)?.simulatePickColor()
        StandInDriver.settle()
        let picker = flow?.childCoordinators.last as? PickerCoordinator
        top(stack, PickerViewController.self)?.simulatePick(color: "green")
        // Your code dismisses the menu while Picker's screen is being popped.
        navigation.dismiss(animated: true)
        StandInDriver.settle()
        checkEqual(screens(stack).contains("ColorViewController"), false, "Color is not pushed on the gone menu")
        return [Released(flow, "MenuCoordinator"), Released(stack, "Menu's stack"), Released(picker, "Picker")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("when the screen that opened the menu has gone, the menu's settings runs nothing next") {
    let watched = inScope { () -> [Released] in
        top(navigation, HomeViewController.self)?.simulateShowShelf()
        StandInDriver.settle()
        top(navigation, ShelfViewController.self)?.simulateOpenMenu()
        StandInDriver.settle()
        let flow = app.childCoordinators.last as? MenuCoordinator
        check(flow != nil, "Shelf's openMenu starts Menu")
        guard let stack = navigation.presentedViewController as? UINavigationController else {
            check(false, "the menu is presented")
            return []
        }
        let shelf = Released(navigation.topViewController, "ShelfViewController")
        // Your code pops the shelf from under the menu.
        navigation.popToRootViewController(animated: false)
        top(stack, MenuViewController.self)?.simulateSettings(section: "privacy")
        return [Released(flow, "MenuCoordinator"), Released(stack, "Menu's stack"), shelf]
    }
    checkAtRest()
    checkReleased(watched)
}

finishScenario()
