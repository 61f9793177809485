// Actions that choose (the choices fixture): Home's openVault waits for the coordinator's chooser, then runs what it
// chose with the action's values: Vault (a modal flow), Unlock (a push), or Failure when the chooser throws. A double
// tap asks once; a choice that arrives during an animated push waits for it.
// Vault's own choice is cancelled when the flow ends first, by its finish or the person's swipe, and runs nothing once
// answered; Vault is then released. Runs in every style and both instantiation modes, under every reading.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let tabBar = MainTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()
let home = tabBar.homeCoordinator

/// Home's stack, what is presented over the tab bar, and the coordinator tree.
@MainActor
func state() -> String {
    let stack = home.navigationController.viewControllers.map(named).joined(separator: ", ")
    let presented = (tabBar.presentedViewController as? UINavigationController)?.viewControllers.map(named) ?? []
    return "Home: \(stack) | presented: " + presented.joined(separator: ", ") + " | " + tree(home)
}

/// The screen on top of the stack presented over the tab bar, as `type`.
@MainActor
func presentedTop<Screen: UIViewController>(_ type: Screen.Type, line: UInt = #line) -> Screen? {
    guard let stack = tabBar.presentedViewController as? UINavigationController else {
        check(false, "no stack is presented", line: line)
        return nil
    }
    return top(stack, type, line: line)
}

/// Back to Home alone, nothing presented, no choice under way.
@MainActor
func reset() {
    StandInDriver.settle()
    tabBar.dismiss(animated: false)
    home.navigationController.popToRootViewController(animated: false)
    StandInDriver.settle()
    checkEqual(Choices.waiting.map(\.asker), [], "no choice left under way")
    checkEqual(state(), atRest, "back at rest")
}

let atRest = "Home: Home | presented:  | Home"

/// Answers the oldest choice under way, turns the main run loop until the chooser has resumed (a resumed task runs on
/// a later turn), then lets what it runs finish.
@MainActor
func answer(_ text: String, line: UInt = #line) {
    check(Choices.answer(text), "a choice is under way to answer \(text)", line: line)
    for _ in 0..<10_000 where Choices.delivering > 0 {
        StandInDriver.turnRunLoop()
    }
    check(Choices.delivering == 0, "the answer never reached its chooser", line: line)
    StandInDriver.settle()
}

step("openVault waits for its choice, then starts Vault with the action's value") {
    top(home.navigationController, HomeViewController.self)?.simulateOpenVault(id: 7)
    StandInDriver.settle()
    checkEqual(Choices.waiting.map(\.asker), ["openVault 7"], "the chooser asked, with the value")
    checkEqual(state(), atRest, "nothing shown while the choice is under way")
    answer("vault")
    checkEqual(state(), "Home: Home | presented: Vault | Home[Vault]", "Vault, chosen")
    checkEqual(presentedTop(VaultViewController.self)?.id, 7, "Vault's id")
}

step("Vault's choice is cancelled when the flow finishes first, and runs nothing once answered") {
    let watched = inScope { () -> [Released] in
        let watched = watchedTree(home.childCoordinators)
        presentedTop(VaultViewController.self)?.simulateExport()
        StandInDriver.settle()
        checkEqual(Choices.waiting.map(\.asker), ["export"], "Vault's chooser asked")
        presentedTop(VaultViewController.self)?.simulateClose()
        StandInDriver.settle()
        checkEqual(state(), atRest, "Vault ended")
        answer("share")
        checkEqual(state(), atRest, "nothing ran")
        checkEqual(Choices.cancelled, [true], "the chooser's task was cancelled")
        return watched
    }
    checkReleased(watched)
}

step("a swipe that ends Vault cancels its choice too") {
    let watched = inScope { () -> [Released] in
        top(home.navigationController, HomeViewController.self)?.simulateOpenVault(id: 8)
        StandInDriver.settle()
        answer("vault")
        let watched = watchedTree(home.childCoordinators)
        presentedTop(VaultViewController.self)?.simulateExport()
        StandInDriver.settle()
        check(
            StandInDriver.swipeDownToDismiss(tabBar.presentedViewController ?? tabBar),
            "the person can swipe Vault down")
        checkEqual(state(), atRest, "Vault ended")
        answer("share")
        checkEqual(state(), atRest, "nothing ran")
        checkEqual(Choices.cancelled, [true, true], "the chooser's task was cancelled")
        return watched
    }
    checkReleased(watched)
}

step("a choice Vault answers while it runs pushes what it chose") {
    top(home.navigationController, HomeViewController.self)?.simulateOpenVault(id: 9)
    StandInDriver.settle()
    answer("vault")
    presentedTop(VaultViewController.self)?.simulateExport()
    StandInDriver.settle()
    answer("share")
    checkEqual(state(), "Home: Home | presented: Vault, Export | Home[Vault]", "Export pushed")
    checkEqual(Choices.cancelled, [true, true, false], "not cancelled")
    reset()
}

step("unlock pushes Unlock with the value; a double tap asks once") {
    top(home.navigationController, HomeViewController.self)?.simulateOpenVault(id: 3)
    top(home.navigationController, HomeViewController.self)?.simulateOpenVault(id: 4)
    StandInDriver.settle()
    checkEqual(Choices.waiting.map(\.asker), ["openVault 3"], "one choice")
    answer("unlock")
    checkEqual(state(), "Home: Home, Unlock | presented:  | Home", "Unlock pushed")
    checkEqual(top(home.navigationController, UnlockViewController.self)?.id, 3, "Unlock's id")
    reset()
}

step("a chooser that throws runs the fallback: Failure") {
    top(home.navigationController, HomeViewController.self)?.simulateOpenVault(id: 5)
    StandInDriver.settle()
    answer("offline")
    checkEqual(state(), "Home: Home | presented: Failure | Home", "Failure presented")
    reset()
}

step("a choice that arrives during an animated push waits for it, then runs once") {
    top(home.navigationController, HomeViewController.self)?.simulateOpenVault(id: 6)
    StandInDriver.settle()
    top(home.navigationController, HomeViewController.self)?.simulateDetails()
    answer("unlock")
    checkEqual(state(), "Home: Home, Details, Unlock | presented:  | Home", "Details, then Unlock")
    reset()
}

finishScenario()
