// Routes in an app of top-level flows none of which keeps routes waiting (the flow-routes fixture: Login, then Main,
// where the routes open). A route switches to Main from Login and opens there; a route before the app coordinator
// starts opens once its first flow shows; and a route begun during a transition, while the app switches in the same
// turn, starts its way once. Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()

/// The app's top-level flow, and its root stack.
@MainActor
func state(_ app: AppCoordinator) -> String {
    let flow = app.flow.map { "\($0)" } ?? "none"
    let stack = (app.window.rootViewController as? UINavigationController)?.viewControllers.map(named) ?? []
    return "\(flow) [\(stack.joined(separator: ", "))]"
}

/// A fresh app, started: it shows Login.
@MainActor
func launch(started: Bool = true) -> AppCoordinator {
    let app = AppCoordinator(window: UIWindow(frame: .zero))
    if started {
        app.start()
        StandInDriver.settle()
    }
    return app
}

/// The person signs in.
@MainActor
func signIn(_ app: AppCoordinator) {
    let stack = app.window.rootViewController as? UINavigationController
    stack.flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
    StandInDriver.settle()
}

/// Main's coordinator, while Main is on screen.
@MainActor
func main(_ app: AppCoordinator) -> MainCoordinator? {
    app.coordinators.first as? MainCoordinator
}

step("a route at Login switches to Main, and opens there") {
    let app = launch()
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 1).open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.opened], "switched and opened")
    checkEqual(state(app), "main [Home, Secret]", "the route's screen")
    checkEqual(main(app)?.childCoordinators.count, 0, "no flow left behind")
}

step("a route before the app coordinator starts opens once the app shows its first flow") {
    let app = launch(started: false)
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.home.open(in: app) { outcomes.append($0) }
    checkEqual(outcomes, [], "before start")
    app.start()
    StandInDriver.settle()
    checkEqual(outcomes, [.opened], "once Login showed, the route switched to Main")
    checkEqual(state(app), "main [Home]", "Home")
}

step("a route begun during a push, while the app signs out in the same turn, starts its way once and opens") {
    let app = launch()
    signIn(app)
    main(app)?.openSecret(id: 9)
    check(!StandInDriver.isSettled, "the push is under way")
    var outcomes: [AppRoute.Outcome] = []
    var switches: [AppFlow] = []
    AppRoute.secret(id: 2).open(in: app) { outcomes.append($0) }
    let heard = app.onFlowShown
    app.onFlowShown = { flow in
        switches.append(flow)
        heard?(flow)
    }
    app.switch(to: .login)
    StandInDriver.settle()
    checkEqual(outcomes, [.opened], "one outcome: the route's screen")
    checkEqual(switches, [.login, .main], "the sign-out, then one switch to Main by the route")
    checkEqual(state(app), "main [Home, Secret]", "the route's screen")
    let secret = (app.window.rootViewController as? UINavigationController)?.topViewController
    checkEqual((secret as? SecretViewController)?.id, 2, "the route's values")
}

step("a route opened twice: the second replaces the first") {
    let app = launch()
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.secret(id: 3).open(in: app) { outcomes.append($0) }
    AppRoute.home.open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.rejected(.replaced), .opened], "replaced, then the second opened")
    checkEqual(state(app), "main [Home]", "Home")
}

finishScenario()
