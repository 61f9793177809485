// Children and grandchildren on one stack and in a modal, mixed styles, and a screen two coordinators show.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let app = AppCoordinator(navigationController: navigation)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()

/// Starts Onboarding, then Profile from it; returns the objects that must go when both end.
@MainActor
func startProfile(userID: Int) -> [Released] {
    top(navigation, DashboardViewController.self)?.simulateStartOnboarding()
    StandInDriver.settle()
    let onboarding = app.childCoordinators.first as? OnboardingCoordinator
    check(onboarding != nil, "Dashboard starts Onboarding")
    top(navigation, WelcomeViewController.self)?.simulateNext(for: userID)
    StandInDriver.settle()
    checkEqual(top(navigation, ProfileHomeViewController.self)?.userID, userID, "Profile's userID")
    let profile = onboarding?.childCoordinators.first
    check(profile is ProfileCoordinator, "Onboarding starts Profile")
    checkIdentical(profile?.parentCoordinator, onboarding, "Profile's parent")
    checkEqual(app.childCoordinators.count, 1, "App's children")
    return [Released(onboarding, "OnboardingCoordinator"), Released(profile, "ProfileCoordinator")]
        + navigation.viewControllers.dropFirst().map { Released($0, "\(type(of: $0))") }
}

step("popToRoot in a grandchild stays inside it; the stack's own popToRoot removes both flows") {
    let watched = startProfile(userID: 7)
    top(navigation, ProfileHomeViewController.self)?.simulateEdit()
    StandInDriver.settle()
    let edit = Released(navigation.topViewController, "ProfileEditViewController")
    // popToRoot from a screen Profile pushed: that screen goes, Profile's first screen stays.
    top(navigation, ProfileEditViewController.self)?.simulateStartOver()
    StandInDriver.settle()
    checkEqual(
        screens(navigation), ["DashboardViewController", "WelcomeViewController", "ProfileHomeViewController"],
        "stack after restart, which goes to Profile's first screen")
    checkEqual(app.childCoordinators.count, 1, "App's children after restart")
    checkReleased([edit])
    navigation.popToRootViewController(animated: true)
    StandInDriver.settle()
    checkEqual(screens(navigation), ["DashboardViewController"], "stack after popToRootViewController")
    checkEqual(app.childCoordinators.count, 0, "App's children after popToRootViewController")
    checkReleased(watched)
}

step("a screen pushed inside a grandchild flow pops back without ending it") {
    let watched = startProfile(userID: 11)
    top(navigation, ProfileHomeViewController.self)?.simulateEdit()
    StandInDriver.settle()
    let edit = Released(navigation.topViewController, "ProfileEditViewController")
    check(edit.object is ProfileEditViewController, "edit pushes ProfileEdit")
    top(navigation, ProfileEditViewController.self)?.simulateSave()
    StandInDriver.settle()
    checkEqual(top(navigation, ProfileHomeViewController.self)?.userID, 11, "back on ProfileHome after save")
    checkEqual(
        (app.childCoordinators.first as? OnboardingCoordinator)?.childCoordinators.count, 1, "Profile is still running")
    checkReleased([edit])
    navigation.popToRootViewController(animated: true)
    StandInDriver.settle()
    checkReleased(watched)
}

step("a non-animated popToViewController removes both too") {
    let watched = startProfile(userID: 8)
    navigation.popToViewController(navigation.viewControllers[0], animated: false)
    checkEqual(app.childCoordinators.count, 0, "App's children")
    checkReleased(watched)
}

step("setViewControllers removes both too") {
    let watched = startProfile(userID: 9)
    navigation.setViewControllers([navigation.viewControllers[0]], animated: true)
    StandInDriver.settle()
    checkEqual(app.childCoordinators.count, 0, "App's children")
    checkReleased(watched)
}

step("a grandchild's finish returns to its parent, which finishes in turn") {
    let watched = startProfile(userID: 10)
    top(navigation, ProfileHomeViewController.self)?.simulateDone()
    StandInDriver.settle()
    checkEqual(screens(navigation), ["DashboardViewController", "WelcomeViewController"], "stack after done")
    checkEqual(
        (app.childCoordinators.first as? OnboardingCoordinator)?.childCoordinators.count, 0,
        "Onboarding's children after done")
    top(navigation, WelcomeViewController.self)?.simulateSkip()
    StandInDriver.settle()
    checkEqual(screens(navigation), ["DashboardViewController"], "stack after skip")
    checkEqual(app.childCoordinators.count, 0, "App's children after skip")
    checkReleased(watched)
}

step("a screen pushed inside a child flow leaves without ending the flow") {
    top(navigation, DashboardViewController.self)?.simulateStartOnboarding()
    StandInDriver.settle()
    top(navigation, WelcomeViewController.self)?.simulateShowHelp(topic: "onboarding")
    StandInDriver.settle()
    checkEqual(top(navigation, HelpViewController.self)?.topic, "onboarding", "topic from Onboarding")
    StandInDriver.tapBackButton(in: navigation)
    checkEqual(app.childCoordinators.count, 1, "Onboarding is still running")
    StandInDriver.tapBackButton(in: navigation)
    checkEqual(app.childCoordinators.count, 0, "Onboarding ended with its first screen")
}

step("the same screen shown by the root flow") {
    top(navigation, DashboardViewController.self)?.simulateShowHelp(topic: "dashboard")
    StandInDriver.settle()
    checkEqual(top(navigation, HelpViewController.self)?.topic, "dashboard", "topic from App")
    checkEqual(app.childCoordinators.count, 0, "pushing Help starts no child")
    StandInDriver.tapBackButton(in: navigation)
}

/// Opens Settings in a modal and Account inside it.
@MainActor
func openAccount() -> (UINavigationController, [Released])? {
    top(navigation, DashboardViewController.self)?.simulateOpenSettings()
    StandInDriver.settle()
    guard let settings = app.childCoordinators.first as? SettingsCoordinator,
        let modal = navigation.presentedViewController as? UINavigationController
    else {
        check(false, "openSettings presents the Settings flow")
        return nil
    }
    checkIdentical(settings.navigationController, modal, "Settings runs on the presented stack")
    check(modal.delegate === settings.navigationObserver, "Settings observes its modal stack")
    top(modal, SettingsHomeViewController.self)?.simulateOpenAccount()
    StandInDriver.settle()
    checkEqual(top(modal, AccountHomeViewController.self)?.accountName, "Guest", "accountName (default)")
    let account = settings.childCoordinators.first
    check(account is AccountCoordinator, "Settings starts Account on its stack")
    return (
        modal,
        [
            Released(settings, "SettingsCoordinator"), Released(account, "AccountCoordinator"),
            Released(modal, "the Settings navigation controller"),
        ]
            + modal.viewControllers.map { Released($0, "\(type(of: $0))") }
    )
}

step("swiping the modal child down removes it and its grandchild") {
    let watched = inScope { () -> [Released] in
        guard let (modal, watched) = openAccount() else { return [] }
        check(StandInDriver.swipeDownToDismiss(modal), "the modal can be swiped down")
        return watched
    }
    checkEqual(app.childCoordinators.count, 0, "App's children after the swipe")
    checkReleased(watched)
}

step("a grandchild in a modal finishes back to its parent; the modal child's finish dismisses it") {
    let watched = inScope { () -> [Released] in
        guard let (modal, watched) = openAccount() else { return [] }
        top(modal, AccountHomeViewController.self)?.simulateSignOut()
        StandInDriver.settle()
        checkEqual(screens(modal), ["SettingsHomeViewController"], "modal stack after signOut")
        checkEqual(
            (app.childCoordinators.first as? SettingsCoordinator)?.childCoordinators.count, 0,
            "Settings' children")
        top(modal, SettingsHomeViewController.self)?.simulateClose()
        StandInDriver.settle()
        return watched
    }
    check(navigation.presentedViewController == nil, "the modal is dismissed")
    checkEqual(app.childCoordinators.count, 0, "App's children after close")
    checkReleased(watched)
}

step("a cancelled swipe in a child flow keeps it; the back button ends it") {
    top(navigation, DashboardViewController.self)?.simulateStartOnboarding()
    StandInDriver.settle()
    StandInDriver.swipeBack(in: navigation, completes: false)
    checkEqual(app.childCoordinators.count, 1, "children after a cancelled swipe")
    StandInDriver.tapBackButton(in: navigation)
    checkEqual(app.childCoordinators.count, 0, "children after back")
}

finishScenario()
