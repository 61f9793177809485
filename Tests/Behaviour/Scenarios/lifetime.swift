// The lifetime of child flows, checked against UIKit's rules as the stand-in models them: a flow ends when UIKit
// removes its screens, however that happens, and only then. Tabs A and B; A pushes Detail, presents Sheet, starts
// child K on its stack and child M modally; K1 presents K2 (whose action is `finish`) and pushes K3.
// Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let tabBar = MainTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()
let a = tabBar.aCoordinator
let b = tabBar.bCoordinator
let stackA = a.navigationController
let stackB = b.navigationController

@MainActor
func kinds(_ coordinators: [any Coordinator]) -> [String] {
    coordinators.map { "\(type(of: $0))" }
}

/// Puts UIKit back where the scenario starts, whatever the previous step left, so each case is checked alone.
@MainActor
func resetScreens() {
    StandInDriver.settle()
    tabBar.dismiss(animated: false)
    stackA.popToRootViewController(animated: false)
    stackB.popToRootViewController(animated: false)
    StandInDriver.settle()
}

/// The hook calls since the last check; each ended child of A or B must be reported exactly once.
@MainActor
func checkHooks(_ expected: [String], line: UInt = #line) {
    checkEqual(HookLog.entries, expected, "hooks called (case 5: your implementation runs on every path)", line: line)
    HookLog.entries.removeAll()
}

/// Everything is back where the scenario starts: one screen per tab, no children, nothing presented.
@MainActor
func checkAtRest(line: UInt = #line) {
    StandInDriver.settle()
    checkEqual(screens(stackA), ["AHomeViewController"], "A's stack", line: line)
    checkEqual(screens(stackB), ["BHomeViewController"], "B's stack", line: line)
    checkEqual(kinds(a.childCoordinators), [], "A's children", line: line)
    checkEqual(kinds(b.childCoordinators), [], "B's children", line: line)
    check(tabBar.presentedViewController == nil, "nothing is presented", line: line)
}

/// One case: `body` runs in a scope of its own and returns what must be released; then UIKit must be back at rest,
/// the hooks must have heard `hooks`, everything watched must be gone, and the screens are reset for the next case.
@MainActor
func lifetimeStep(_ name: String, hooks: [String], line: UInt = #line, _ body: () -> [Released]) {
    step(name) {
        let watched = inScope(body)
        checkAtRest(line: line)
        checkHooks(hooks, line: line)
        checkReleased(watched, line: line)
        resetScreens()
    }
}

@MainActor
func home() -> AHomeViewController? {
    top(stackA, AHomeViewController.self)
}

/// Starts M modally from A's home and returns M and its screen, to watch.
@MainActor
func startM() -> (coordinator: (any Coordinator)?, screen: M1ViewController?) {
    home()?.simulateStartM()
    StandInDriver.settle()
    let m = a.childCoordinators.first
    checkEqual(kinds(a.childCoordinators), ["MCoordinator"], "A's children with M up")
    checkIdentical(tabBar.presentedViewController, m?.navigationController, "M's stack is presented")
    return (m, m?.navigationController.topViewController as? M1ViewController)
}

/// Starts K on A's stack and returns K, to watch.
@MainActor
func startK() -> (any Coordinator)? {
    home()?.simulateStartK()
    StandInDriver.settle()
    checkEqual(screens(stackA), ["AHomeViewController", "K1ViewController"], "A's stack with K")
    checkEqual(kinds(a.childCoordinators), ["KCoordinator"], "A's children with K")
    return a.childCoordinators.first
}

// MARK: Case 1: a modal child dismissed by code ends

lifetimeStep(
    "case 1: a modal child dismissed by user code ends, when the dismissal ends", hooks: ["A ended MCoordinator"]
) {
    let (m, m1) = startM()
    m1?.presentingViewController?.dismiss(animated: true)
    checkEqual(kinds(a.childCoordinators), ["MCoordinator"], "A's children while M's sheet animates away")
    StandInDriver.settle()
    return [Released(m, "MCoordinator"), Released(m1, "M1ViewController")]
}

lifetimeStep(
    "case 1: a modal child dismissed by its presenter, without animation, ends", hooks: ["A ended MCoordinator"]
) {
    let (m, m1) = startM()
    tabBar.dismiss(animated: false)
    return [Released(m, "MCoordinator"), Released(m1, "M1ViewController")]
}

lifetimeStep("case 1: flows above a dismissed ancestor end with it", hooks: ["A ended MCoordinator"]) {
    let (m, m1) = startM()
    m1?.simulateStartMK()
    StandInDriver.settle()
    let k = m?.childCoordinators.first
    checkEqual(kinds(m?.childCoordinators ?? []), ["KCoordinator"], "M's children")
    let k1 = k?.navigationController.topViewController as? K1ViewController
    k1?.simulateShowK2()
    StandInDriver.settle()
    let k2 = k?.navigationController.presentedViewController
    check(k2 != nil, "K2's stack is presented over M's")
    // A deep link resets the app: everything presented goes.
    tabBar.dismiss(animated: true)
    StandInDriver.settle()
    return [
        Released(m, "MCoordinator"), Released(k, "KCoordinator"), Released(m1, "M1ViewController"),
        Released(k1, "K1ViewController"), Released(k2, "K2's navigation controller"),
    ]
}

lifetimeStep("case 1: a swipe down ends a modal child; a cancelled one keeps it", hooks: ["A ended MCoordinator"]) {
    let (m, m1) = startM()
    guard let presented = m?.navigationController, tabBar.presentedViewController === presented else {
        check(false, "M's stack is the one presented")
        return []
    }
    StandInDriver.swipeDownToDismiss(presented, completes: false)
    checkEqual(kinds(a.childCoordinators), ["MCoordinator"], "A's children after a cancelled swipe down")
    StandInDriver.swipeDownToDismiss(presented)
    return [Released(m, "MCoordinator"), Released(m1, "M1ViewController")]
}

lifetimeStep("case 1: the modal child's own dismiss action ends it", hooks: ["A ended MCoordinator"]) {
    let (m, m1) = startM()
    m1?.simulateCloseM()
    StandInDriver.settle()
    return [Released(m, "MCoordinator"), Released(m1, "M1ViewController")]
}

// MARK: Case 2: actions navigate on the acting screen's stack

lifetimeStep(
    "case 2: with a system picker up, a push goes on the flow's stack, not into the picker",
    hooks: ["A ended KCoordinator"]
) {
    let picker = UIImagePickerController()
    home()?.present(picker, animated: true)
    StandInDriver.settle()
    let pickerScreens = picker.viewControllers.count
    let aHome = home()
    aHome?.simulateShowDetail()
    StandInDriver.settle()
    aHome?.simulateStartK()
    StandInDriver.settle()
    checkEqual(picker.viewControllers.count, pickerScreens, "the picker's stack")
    checkEqual(
        screens(stackA), ["AHomeViewController", "DetailViewController", "K1ViewController"],
        "the push and the child went on A's stack")
    checkEqual(kinds(a.childCoordinators), ["KCoordinator"], "A's children with the picker up")
    picker.dismiss(animated: true)
    StandInDriver.settle()
    let pushed = stackA.viewControllers.dropFirst().map { Released($0, "\(type(of: $0))") }
    stackA.popToRootViewController(animated: false)
    return pushed + [Released(picker, "the picker")]
}

lifetimeStep(
    "case 2: tab B's child runs on B's stack even while A's sheet is up, and outlives the sheet",
    hooks: ["B finished KCoordinator"]
) {
    home()?.simulateShowSheet()
    StandInDriver.settle()
    let sheet = tabBar.presentedViewController
    check(sheet is UINavigationController, "A's sheet is presented from the tab bar")
    let bHome = top(stackB, BHomeViewController.self)
    bHome?.simulateStartBK()
    StandInDriver.settle()
    checkEqual(screens(stackB), ["BHomeViewController", "K1ViewController"], "B's stack")
    checkEqual(kinds(b.childCoordinators), ["KCoordinator"], "B's children")
    let k = b.childCoordinators.first
    checkIdentical(k?.navigationController, stackB, "B's child runs on B's stack")
    if let sheet { StandInDriver.swipeDownToDismiss(sheet) }
    checkEqual(kinds(b.childCoordinators), ["KCoordinator"], "B's children after A's sheet goes")
    tapBack(in: stackB)
    return [Released(k, "B's KCoordinator"), Released(sheet, "A's sheet")]
}

lifetimeStep(
    "case 2: during a sheet's dismissal animation, a push goes on the flow's stack, not the dying sheet", hooks: []
) {
    home()?.simulateShowSheet()
    StandInDriver.settle()
    let sheet = tabBar.presentedViewController as? UINavigationController
    (sheet?.topViewController as? SheetViewController)?.simulateCloseSheet()
    check(tabBar.presentedViewController != nil, "the sheet is still presented while it animates away")
    home()?.simulateShowDetail()
    StandInDriver.settle()
    checkEqual(screens(stackA), ["AHomeViewController", "DetailViewController"], "A's stack")
    let detail = stackA.topViewController
    tapBack(in: stackA)
    return [Released(sheet, "the sheet"), Released(detail, "Detail")]
}

lifetimeStep(
    "case 2: while the person holds a sheet half-way down, an action from code acts on the sheet, not under it",
    hooks: []
) {
    home()?.simulateShowSheet()
    StandInDriver.settle()
    guard let sheet = tabBar.presentedViewController as? UINavigationController else {
        check(false, "A's sheet is presented")
        return []
    }
    check(StandInDriver.beginSwipeDown(sheet), "the person starts dragging the sheet down")
    (sheet.topViewController as? SheetViewController)?.simulateShowSheetDetail()
    checkEqual(screens(stackA), ["AHomeViewController"], "A's stack: nothing was pushed under the sheet")
    StandInDriver.endSwipeDown(completes: false)
    StandInDriver.settle()
    (sheet.topViewController as? SheetViewController)?.simulateShowSheetDetail()
    StandInDriver.settle()
    checkEqual(screens(sheet), ["SheetViewController", "DetailViewController"], "the sheet's stack once back")
    StandInDriver.swipeDownToDismiss(sheet)
    return [Released(sheet, "the sheet")]
}

// MARK: Case 3: children are kept only once UIKit agrees, and removed only once UIKit removed them

lifetimeStep("case 3: a refused presentation leaves no half-started child", hooks: []) {
    let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
    home()?.present(alert, animated: true)
    StandInDriver.settle()
    let messages = StandInDriver.consoleMessages.count
    home()?.simulateStartM()
    StandInDriver.settle()
    check(StandInDriver.consoleMessages.count > messages, "UIKit refused the presentation")
    checkEqual(kinds(a.childCoordinators), [], "A's children after a refused presentation")
    alert.dismiss(animated: true)
    StandInDriver.settle()
    return [Released(alert, "the alert")]
}

lifetimeStep(
    "case 3: finish while a transition runs is dropped with the pop, and the flow keeps working",
    hooks: ["A ended KCoordinator"]
) {
    let k = startK()
    (stackA.topViewController as? K1ViewController)?.simulateShowK3()
    let k3 = stackA.topViewController as? K3ViewController
    // A double tap: the second action arrives while the push animates, and UIKit drops its pop.
    k3?.simulateEndK()
    StandInDriver.settle()
    checkEqual(screens(stackA), ["AHomeViewController", "K1ViewController", "K3ViewController"], "A's stack")
    checkEqual(kinds(a.childCoordinators), ["KCoordinator"], "A's children after a dropped finish")
    k3?.simulateEndK()
    StandInDriver.settle()
    return [Released(k, "KCoordinator"), Released(k3, "K3ViewController")]
}

// MARK: Case 4: finish on a screen that a pushed child presented

lifetimeStep(
    "case 4: finish on a screen the child presented dismisses it, then pops the child", hooks: ["A ended KCoordinator"]
) {
    let k = startK()
    let k1 = stackA.topViewController as? K1ViewController
    k1?.simulateShowK2()
    StandInDriver.settle()
    let presented = tabBar.presentedViewController as? UINavigationController
    let k2 = presented?.topViewController as? K2ViewController
    check(k2 != nil, "K2 is presented")
    k2?.simulateFinishK()
    StandInDriver.settle()
    return [
        Released(k, "KCoordinator"), Released(k1, "K1ViewController"), Released(k2, "K2ViewController"),
        Released(presented, "K2's navigation controller"),
    ]
}

// MARK: Case 7: popToRoot stays inside the flow

lifetimeStep(
    "case 7: popToRoot in a child goes to the child's first screen, not the tab's", hooks: ["A ended KCoordinator"]
) {
    let k = startK()
    (stackA.topViewController as? K1ViewController)?.simulateShowK3()
    StandInDriver.settle()
    let k3 = stackA.topViewController as? K3ViewController
    k3?.simulateBackToK1()
    StandInDriver.settle()
    checkEqual(screens(stackA), ["AHomeViewController", "K1ViewController"], "A's stack after popToRoot in K")
    checkEqual(kinds(a.childCoordinators), ["KCoordinator"], "A's children after popToRoot in K")
    tapBack(in: stackA)
    return [Released(k, "KCoordinator"), Released(k3, "K3ViewController")]
}

// MARK: Found by the random scenario test

lifetimeStep(
    "a modal flow ends by its own dismiss while a picker is over it (only the picker hears the dismissal)",
    hooks: ["A ended MCoordinator"]
) {
    let (m, m1) = startM()
    let picker = UIImagePickerController()
    m1?.present(picker, animated: true)
    StandInDriver.settle()
    m1?.simulateCloseM()
    StandInDriver.settle()
    return [Released(m, "MCoordinator"), Released(m1, "M1ViewController"), Released(picker, "the picker")]
}

lifetimeStep(
    "code that pops a flow from under its sheet takes the sheet with the flow", hooks: ["A ended KCoordinator"]
) {
    let k = startK()
    (stackA.topViewController as? K1ViewController)?.simulateShowK2()
    StandInDriver.settle()
    let sheet = tabBar.presentedViewController
    check(sheet != nil, "K2's sheet is up")
    stackA.popToRootViewController(animated: false)
    return [Released(k, "KCoordinator"), Released(sheet, "K2's sheet")]
}

lifetimeStep(
    "code that pops a flow while its sheet is still animating in takes the sheet once the presentation ends",
    hooks: ["A ended KCoordinator"]
) {
    let k = startK()
    (stackA.topViewController as? K1ViewController)?.simulateShowK2()
    let sheet = tabBar.presentedViewController
    check(sheet != nil, "K2's sheet is being presented")
    stackA.popToRootViewController(animated: false)
    StandInDriver.settle()
    check(tabBar.presentedViewController == nil, "K2's sheet is gone with its flow, not left on screen")
    return [Released(k, "KCoordinator"), Released(sheet, "K2's sheet")]
}

lifetimeStep(
    "a child and its grandchild popped off a modal flow's stack leave that modal flow up",
    hooks: ["A ended MCoordinator"]
) {
    let (m, m1) = startM()
    m1?.simulateStartMK()
    StandInDriver.settle()
    let k = m?.childCoordinators.first
    (k?.navigationController.topViewController as? K1ViewController)?.simulateStartL()
    StandInDriver.settle()
    let l = k?.childCoordinators.first
    checkEqual(kinds(k?.childCoordinators ?? []), ["LCoordinator"], "K's children")
    guard let stackM = m?.navigationController else { return [] }
    checkEqual(screens(stackM), ["M1ViewController", "K1ViewController", "L1ViewController"], "M's stack")
    stackM.popToRootViewController(animated: false)
    StandInDriver.settle()
    checkIdentical(tabBar.presentedViewController, stackM, "M's stack is still presented")
    checkEqual(kinds(m?.childCoordinators ?? []), [], "M's children")
    checkEqual(kinds(a.childCoordinators), ["MCoordinator"], "A's children")
    m1?.simulateCloseM()
    StandInDriver.settle()
    return [Released(m, "MCoordinator"), Released(k, "KCoordinator"), Released(l, "LCoordinator")]
}

// MARK: Your own hooks

lifetimeStep(
    "a childDidFinish of your own that does not remove the child is called once, however many changes follow",
    hooks: ["K finished LCoordinator", "A ended KCoordinator"]
) {
    let k = startK()
    (stackA.topViewController as? K1ViewController)?.simulateStartL()
    StandInDriver.settle()
    let l = k?.childCoordinators.first
    checkEqual(kinds(k?.childCoordinators ?? []), ["LCoordinator"], "K's children")
    tapBack(in: stackA)
    checkEqual(kinds(k?.childCoordinators ?? []), [], "K's children after L's screen left")
    // More changes UIKit reports: each compares the tree with UIKit again.
    (stackA.topViewController as? K1ViewController)?.simulateShowK3()
    StandInDriver.settle()
    tapBack(in: stackA)
    tapBack(in: stackA)
    return [Released(k, "KCoordinator"), Released(l, "LCoordinator")]
}

// MARK: Changes only the call itself reveals

lifetimeStep(
    "code on a screen that dismisses a modal flow from below a picker over it ends the flow",
    hooks: ["A ended MCoordinator"]
) {
    let (m, m1) = startM()
    let picker = UIImagePickerController()
    m1?.present(picker, animated: true)
    StandInDriver.settle()
    home()?.dismiss(animated: true)
    StandInDriver.settle()
    return [Released(m, "MCoordinator"), Released(m1, "M1ViewController"), Released(picker, "the picker")]
}

lifetimeStep(
    "code that dismisses from the tab bar, below a picker over a modal flow, ends the flow",
    hooks: ["A ended MCoordinator"]
) {
    let (m, m1) = startM()
    let picker = UIImagePickerController()
    m1?.present(picker, animated: true)
    StandInDriver.settle()
    tabBar.dismiss(animated: false)
    return [Released(m, "MCoordinator"), Released(m1, "M1ViewController"), Released(picker, "the picker")]
}

lifetimeStep(
    "setViewControllers on a modal flow's stack that removes a child below an unchanged top ends the child",
    hooks: ["A ended MCoordinator"]
) {
    let (m, m1) = startM()
    m1?.simulateStartMK()
    StandInDriver.settle()
    let k = m?.childCoordinators.first
    guard let stackM = m?.navigationController, let m1 else { return [] }
    let plain = UIViewController()
    stackM.pushViewController(plain, animated: false)
    stackM.setViewControllers([m1, plain], animated: false)
    checkEqual(kinds(m?.childCoordinators ?? []), [], "M's children once K's screen is gone")
    m1.simulateCloseM()
    StandInDriver.settle()
    return [Released(m, "MCoordinator"), Released(k, "KCoordinator"), Released(plain, "the plain screen")]
}

lifetimeStep(
    "code that dismisses from a tab's own stack, below a picker over a modal flow, ends the flow",
    hooks: ["A ended MCoordinator"]
) {
    let (m, m1) = startM()
    let picker = UIImagePickerController()
    m1?.present(picker, animated: true)
    StandInDriver.settle()
    stackA.dismiss(animated: false)
    return [Released(m, "MCoordinator"), Released(m1, "M1ViewController"), Released(picker, "the picker")]
}

lifetimeStep(
    "setViewControllers on a tab's stack that removes a child below an unchanged top ends the child",
    hooks: ["A ended KCoordinator"]
) {
    let k = startK()
    let plain = UIViewController()
    stackA.pushViewController(plain, animated: false)
    StandInDriver.settle()
    guard let first = stackA.viewControllers.first else { return [] }
    stackA.setViewControllers([first, plain], animated: false)
    checkEqual(kinds(a.childCoordinators), [], "A's children once K's screen is gone")
    stackA.popToRootViewController(animated: false)
    return [Released(k, "KCoordinator"), Released(plain, "the plain screen")]
}

// MARK: Stack changes by code

lifetimeStep("setViewControllers by user code ends the flows whose screens it removed", hooks: ["A ended KCoordinator"])
{
    let k = startK()
    stackA.setViewControllers(Array(stackA.viewControllers.prefix(1)), animated: true)
    checkEqual(kinds(a.childCoordinators), ["KCoordinator"], "A's children while the stack animates")
    StandInDriver.settle()
    return [Released(k, "KCoordinator")]
}

finishScenario()
