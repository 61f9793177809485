// The app coordinator (the auth app): onboarding → login → tabs with a child flow and a sheet → sign-out → login.
// Every switch must leave no object of the previous flow alive (its coordinators, screens and presented stacks),
// wherever the switch comes from and whatever is on screen or animating. App actions: one starts Post over whatever
// top-level flow is on screen, handing it the app coordinator, so its own switch reaches it; one switches to login.
// Runs in every style and both modes.

import UIKit

registerStoryboards()

/// Starts a fresh app coordinator in a window of its own, after setting what the decision reads.
@MainActor
func launch(seenOnboarding: Bool, signedIn: Bool) -> (window: UIWindow, app: AppCoordinator) {
    Session.hasSeenOnboarding = seenOnboarding
    Session.isSignedIn = signedIn
    let window = UIWindow(frame: .zero)
    let app = AppCoordinator(window: window)
    app.start()
    StandInDriver.settle()
    return (window, app)
}

/// The window's root as a navigation controller (a navigation flow's stack).
@MainActor
func rootStack(_ window: UIWindow) -> UINavigationController? {
    let stack = window.rootViewController as? UINavigationController
    check(
        stack != nil,
        "the window's root is a navigation flow's stack, not \(String(describing: window.rootViewController))")
    return stack
}

/// The window's root as the Main tab bar.
@MainActor
func tabBar(_ window: UIWindow) -> MainTabBarController? {
    let tabs = window.rootViewController as? MainTabBarController
    check(tabs != nil, "the window's root is the Main tab bar, not \(String(describing: window.rootViewController))")
    return tabs
}

/// Weak references to everything the current flow holds: its coordinators and their children, every screen on
/// their stacks, and whatever is presented over the root.
@MainActor
func everything(in app: AppCoordinator) -> [Released] {
    var watched = watchedTree(app.coordinators)
    watched.append(Released(app.window.rootViewController, "the old root view controller"))
    var presented = app.window.rootViewController?.presentedViewController
    while let current = presented {
        watched.append(Released(current, "the presented \(type(of: current))"))
        if let stack = current as? UINavigationController {
            for screen in stack.viewControllers {
                watched.append(Released(screen, "the presented \(type(of: screen))"))
            }
        }
        presented = current.presentedViewController
    }
    return watched
}

/// The Feed tab's stack in the tab bar on screen.
@MainActor
func feedStack(_ window: UIWindow) -> UINavigationController? {
    tabBar(window)?.feedCoordinator.navigationController
}

step("the decision picks the first flow: onboarding, login or the tabs") {
    inScope {
        let (window, app) = launch(seenOnboarding: false, signedIn: false)
        /// The users the login flow's results carried, in order.
        var signedInUsers: [String] = []
        app.onLoginResult = { result in
            if case .signedIn(let user) = result {
                signedInUsers.append(user)
            }
        }
        checkEqual(app.flow, .onboarding, "the first flow of a new user")
        if let stack = rootStack(window) {
            _ = top(stack, WelcomeViewController.self)
        }
    }
    inScope {
        let (window, app) = launch(seenOnboarding: true, signedIn: false)
        checkEqual(app.flow, .login, "the first flow when signed out")
        if let stack = rootStack(window) {
            _ = top(stack, SignInViewController.self)
        }
    }
    inScope {
        let (window, app) = launch(seenOnboarding: true, signedIn: true)
        checkEqual(app.flow, .main, "the first flow when signed in")
        checkEqual(app.coordinators.count, 2, "the tab flows the app coordinator knows")
        checkEqual(tabBar(window)?.viewControllers?.count, 2, "tabs")
        checkEqual(StandInDriver.viewTransitions.count, 0, "cross-fades when the app starts")
    }
}

let (window, app) = launch(seenOnboarding: false, signedIn: false)
/// The users the login flow's results carried, in order.
var signedInUsers: [String] = []
app.onLoginResult = { result in
    if case .signedIn(let user) = result {
        signedInUsers.append(user)
    }
}

/// Runs `body` (which makes a switch happen), settles, and checks that everything of the flow before is gone.
@MainActor
func switching(to expected: AppFlow, crossFades: Bool = true, _ body: () -> Void) {
    let fades = StandInDriver.viewTransitions.count
    let watched = inScope { () -> [Released] in
        let watched = everything(in: app)
        body()
        StandInDriver.settle()
        return watched
    }
    checkEqual(app.flow, expected, "the flow after the switch")
    checkReleased(watched)
    checkEqual(StandInDriver.leftOverPresentations, [], "view controllers left presented in the window")
    let faded = StandInDriver.viewTransitions.dropFirst(fades)
    checkEqual(faded.count, crossFades ? 1 : 0, "cross-fades")
    if crossFades, let fade = faded.first {
        check(fade.options.contains(.transitionCrossDissolve), "the switch cross-dissolves")
        checkEqual(fade.view, "UIWindow", "the view the switch animates")
    }
}

step("getStarted switches from onboarding to login") {
    switching(to: .login) {
        rootStack(window).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
    }
    rootStack(window).map { _ = top($0, SignInViewController.self) }
}

step("signIn, with Help presented over the login flow, switches to the tabs and releases the sheet") {
    rootStack(window).flatMap { top($0, SignInViewController.self) }?.simulateShowHelp()
    StandInDriver.settle()
    check(window.rootViewController?.presentedViewController != nil, "Help is presented")
    switching(to: .main) {
        rootStack(window).flatMap { stack in stack.viewControllers.first as? SignInViewController }?.simulateSignIn(
            user: "ada")
    }
    checkEqual(app.coordinators.count, 2, "tab flows")
    check(app.coordinators.allSatisfy { $0.parentCoordinator == nil }, "tab flows have no parent")
    checkEqual(signedInUsers, ["ada"], "the users the login flow's result carried")
}

step("signOut in a child flow of a tab switches to login and releases the tabs, their flows and the child") {
    feedStack(window).flatMap { top($0, FeedViewController.self) }?.simulateOpenPost(id: 7)
    StandInDriver.settle()
    checkEqual(app.coordinators.first?.childCoordinators.count, 1, "Feed's children")
    switching(to: .login) {
        feedStack(window).flatMap { top($0, PostViewController.self) }?.simulateSignOut()
    }
}

step("signOut from a sheet presented in a tab switches to login and releases the sheet") {
    switching(to: .main) {
        rootStack(window).flatMap { top($0, SignInViewController.self) }?.simulateSignIn(user: "ada")
    }
    feedStack(window).flatMap { top($0, FeedViewController.self) }?.simulateCompose()
    StandInDriver.settle()
    check(window.rootViewController?.presentedViewController is UINavigationController, "Compose is presented")
    switching(to: .login) {
        (window.rootViewController?.presentedViewController as? UINavigationController)
            .flatMap { top($0, ComposeViewController.self) }?.simulateSignOut()
    }
}

step("replayOnboarding in the second tab switches without a cross-fade") {
    switching(to: .main) {
        rootStack(window).flatMap { top($0, SignInViewController.self) }?.simulateSignIn(user: "ada")
    }
    if let tabs = tabBar(window) {
        StandInDriver.selectTab(1, in: tabs)
    }
    switching(to: .onboarding, crossFades: false) {
        tabBar(window).flatMap { top($0.settingsCoordinator.navigationController, SettingsViewController.self) }?
            .simulateReplayOnboarding()
    }
    switching(to: .login) {
        rootStack(window).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
    }
}

step("signOut in the second tab switches to login") {
    switching(to: .main) {
        rootStack(window).flatMap { top($0, SignInViewController.self) }?.simulateSignIn(user: "ada")
    }
    switching(to: .login) {
        tabBar(window).flatMap { top($0.settingsCoordinator.navigationController, SettingsViewController.self) }?
            .simulateSignOut()
    }
}

step("a switch while a push is animating releases the flow once the push ends") {
    switching(to: .main) {
        rootStack(window).flatMap { top($0, SignInViewController.self) }?.simulateSignIn(user: "ada")
    }
    switching(to: .login) {
        feedStack(window).flatMap { top($0, FeedViewController.self) }?.simulateOpenPost(id: 8)
        check(!StandInDriver.isSettled, "the push is animating")
        feedStack(window).flatMap { top($0, PostViewController.self) }?.simulateSignOut()
    }
}

step("a switch while a sheet is being presented waits for the presentation, then dismisses it") {
    switching(to: .main) {
        rootStack(window).flatMap { top($0, SignInViewController.self) }?.simulateSignIn(user: "ada")
    }
    switching(to: .login) {
        feedStack(window).flatMap { top($0, FeedViewController.self) }?.simulateCompose()
        check(!StandInDriver.isSettled, "the sheet is being presented")
        app.switch(to: .login)
        checkEqual(app.flow, .main, "the flow while the presentation runs")
    }
}

step("your code's switch(to:) during a dismissal waits for it; the last flow asked for wins") {
    switching(to: .main) {
        rootStack(window).flatMap { top($0, SignInViewController.self) }?.simulateSignIn(user: "ada")
    }
    feedStack(window).flatMap { top($0, FeedViewController.self) }?.simulateCompose()
    StandInDriver.settle()
    switching(to: .onboarding) {
        (window.rootViewController?.presentedViewController as? UINavigationController)
            .flatMap { top($0, ComposeViewController.self) }?.simulateDiscard()
        check(!StandInDriver.isSettled, "the sheet is being dismissed")
        app.switch(to: .login)
        app.switch(to: .onboarding)
    }
}

step("skip ends the login flow with a case that switches back to onboarding") {
    switching(to: .login) {
        rootStack(window).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
    }
    switching(to: .onboarding) {
        rootStack(window).flatMap { top($0, SignInViewController.self) }?.simulateSkip()
    }
    checkEqual(signedInUsers.count, 7, "sign-ins heard")
}

step("a switch to the flow on screen starts it afresh") {
    switching(to: .onboarding) {
        app.switch(to: .onboarding)
    }
    rootStack(window).map { _ = top($0, WelcomeViewController.self) }
}

step("an app action starts Post over the flow on screen; Post's own switch reaches the app coordinator") {
    /// Post, on the stack presented over the window's root.
    @MainActor
    func post() -> PostViewController? {
        (window.rootViewController?.presentedViewController as? UINavigationController).flatMap {
            top($0, PostViewController.self)
        }
    }
    app.perform(.showPost(id: 3))
    StandInDriver.settle()
    checkEqual(post()?.id, 3, "Post, with its id")
    checkEqual(app.coordinators.map(tree), ["Onboarding[Post]"], "Post, the onboarding flow's child")
    switching(to: .login) {
        post()?.simulateSignOut()
    }
}

step("an app action switches from the tabs, with a sheet up, to login without a cross-fade") {
    switching(to: .main) {
        rootStack(window).flatMap { top($0, SignInViewController.self) }?.simulateSignIn(user: "grace")
    }
    feedStack(window).flatMap { top($0, FeedViewController.self) }?.simulateCompose()
    StandInDriver.settle()
    switching(to: .login, crossFades: false) {
        app.perform(.expireSession)
    }
}

finishScenario()
