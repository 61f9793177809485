// The gate routes wait at (the gate fixture: Onboarding, not marked; Login, marked "onRoute": "wait"; Main, where the
// routes open). A route waits from launch until the person signs in, whatever the app shows meanwhile: during the
// onboarding, after the person backs out of Login, and when the app signs out in the same turn as a push, a sheet or
// the route's own steps run. It then opens from the start of its way, once. The round-4 report's reproducer
// (route-skips-login-wait, cases A to F) is each step here. Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()

/// The app's top-level flow, its root stack and what is presented, and whether routes wait.
@MainActor
func state(_ app: AppCoordinator) -> String {
    let flow = app.flow.map { "\($0)" } ?? "none"
    let stack = (app.window.rootViewController as? UINavigationController)?.viewControllers.map(named) ?? []
    var presented: [String] = []
    var current = app.window.rootViewController?.presentedViewController
    while let controller = current {
        presented.append((controller as? UINavigationController)?.viewControllers.map(named).joined() ?? "?")
        current = controller.presentedViewController
    }
    let gate = app.routesWaitBehind.map { "waits behind \($0)" } ?? "open"
    return "\(flow) [\(stack.joined(separator: ", "))] presented: [\(presented.joined(separator: ", "))] routes \(gate)"
}

/// A fresh app, started: it shows Onboarding.
@MainActor
func launch(started: Bool = true) -> AppCoordinator {
    let app = AppCoordinator(window: UIWindow(frame: .zero))
    if started {
        app.start()
        StandInDriver.settle()
    }
    return app
}

/// The stack at the window's root.
@MainActor
func rootStack(_ app: AppCoordinator) -> UINavigationController? {
    app.window.rootViewController as? UINavigationController
}

/// The person taps Get started, then Sign in.
@MainActor
func signIn(_ app: AppCoordinator) {
    if app.flow == .onboarding {
        rootStack(app).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
        StandInDriver.settle()
    }
    rootStack(app).flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
    StandInDriver.settle()
}

/// Main's coordinator, while Main is on screen.
@MainActor
func main(_ app: AppCoordinator) -> MainCoordinator? {
    app.coordinators.first as? MainCoordinator
}

let home = "main [Home] presented: [] routes open"
let secret = "main [Home, Secret] presented: [] routes open"

step("launch: routes wait behind Login, the flow marked to wait, while Onboarding is on screen") {
    let app = launch()
    checkEqual(state(app), "onboarding [Welcome] presented: [] routes waits behind login", "at launch")
}

step("A: a route during the onboarding, which is not marked, waits until the person has signed in") {
    let app = launch()
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 1).open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "during the onboarding")
    checkEqual(state(app), "onboarding [Welcome] presented: [] routes waits behind login", "the app stays")
    rootStack(app).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "during login: told once")
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .login), .opened], "once signed in")
    checkEqual(state(app), secret, "the route's screen")
}

step("B: a route at Login keeps waiting when the person backs out to the onboarding, and opens at sign-in") {
    let app = launch()
    rootStack(app).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
    StandInDriver.settle()
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 2).open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    rootStack(app).flatMap { top($0, SignInViewController.self) }?.simulateBack()
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "backed out of Login")
    checkEqual(state(app), "onboarding [Welcome] presented: [] routes waits behind login", "at the onboarding")
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .login), .opened], "once signed in")
    checkEqual(state(app), secret, "the route's screen")
}

step("C: signed in, a sheet coming up; the app signs out, then a link arrives: it waits for the next sign-in") {
    let app = launch()
    signIn(app)
    main(app)?.showSheet()
    check(!StandInDriver.isSettled, "the sheet is coming up")
    app.switch(to: .login)
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 3).open(in: app) { outcomes.append($0) }
    checkEqual(outcomes, [.deferred(until: .login)], "at once: the app is switching to Login")
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "after the switch")
    checkEqual(state(app), "login [SignIn] presented: [] routes waits behind login", "Login, nothing behind it")
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .login), .opened], "once signed in again")
    checkEqual(state(app), secret, "the route's screen")
}

step("D: signed in, a sheet coming up; a link arrives, then the app signs out in the same turn") {
    let app = launch()
    signIn(app)
    main(app)?.showSheet()
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 4).open(in: app) { outcomes.append($0) }
    app.switch(to: .login)
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "the route waits")
    checkEqual(state(app), "login [SignIn] presented: [] routes waits behind login", "Login, nothing behind it")
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .login), .opened], "once signed in again")
    checkEqual(state(app), secret, "the route's screen")
}

step("E: signed in, a push under way; a link and the app's sign-out in the same turn: the route waits") {
    let app = launch()
    signIn(app)
    main(app)?.openSecret(id: 9)
    check(!StandInDriver.isSettled, "the push is under way")
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 5).open(in: app) { outcomes.append($0) }
    app.switch(to: .login)
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "the route waits")
    checkEqual(state(app), "login [SignIn] presented: [] routes waits behind login", "Login, nothing behind it")
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .login), .opened], "once signed in again")
    checkEqual(state(app), secret, "the route's screen, from a fresh Main")
    checkEqual(
        (rootStack(app)?.topViewController as? SecretViewController)?.id, 5, "the route's values, not the push's")
}

step("F: signed in; the app signs out, then a link arrives with nothing moving: it waits") {
    let app = launch()
    signIn(app)
    app.switch(to: .login)
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 6).open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "the route waits")
    checkEqual(state(app), "login [SignIn] presented: [] routes waits behind login", "at Login")
}

step("a route on its way, between two of its steps, waits when the person signs out, and starts again later") {
    let app = launch()
    signIn(app)
    var outcomes: [AppRoute.Outcome] = []
    // The route goes back to Home, then pushes Secret: the person signs out while it goes back.
    main(app)?.openSecret(id: 1)
    StandInDriver.settle()
    AppRoute.secret(id: 7).open(in: app) { outcomes.append($0) }
    check(!StandInDriver.isSettled, "the route's pop is under way")
    main(app)?.signOut()
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "the route waits")
    checkEqual(state(app), "login [SignIn] presented: [] routes waits behind login", "at Login")
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .login), .opened], "once signed in again")
    checkEqual(state(app), secret, "the route's screen")
}

step("signed in, nothing moving, a route opens at once; a route to Home takes the app back there") {
    let app = launch()
    signIn(app)
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 8).open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.opened], "at once")
    checkEqual(state(app), secret, "the route's screen")
    outcomes = []
    AppRoute.home.open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.opened], "home")
    checkEqual(state(app), home, "Home")
}

step("a route before the app coordinator starts waits through the onboarding, and opens at sign-in") {
    let app = launch(started: false)
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.home.open(in: app) { outcomes.append($0) }
    checkEqual(outcomes, [], "before start")
    app.start()
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login)], "once the onboarding shows")
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .login), .opened], "once signed in")
    checkEqual(state(app), home, "Home")
}

step("signing in while a route waits, then out again before it goes on: it waits again, told once") {
    let app = launch()
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 9).open(in: app) { outcomes.append($0) }
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .login), .opened], "first sign-in")
    main(app)?.signOut()
    StandInDriver.settle()
    var second: [AppRoute.Outcome] = []
    AppRoute.home.open(in: app) { second.append($0) }
    // The person signs in and, in the same turn, the app signs out again before the route's first step.
    rootStack(app).flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
    app.switch(to: .login)
    StandInDriver.settle()
    checkEqual(second, [.deferred(until: .login)], "still waiting, told once")
    checkEqual(state(app), "login [SignIn] presented: [] routes waits behind login", "at Login")
    signIn(app)
    checkEqual(second, [.deferred(until: .login), .opened], "opened once signed in for good")
    checkEqual(state(app), home, "Home")
}

finishScenario()
