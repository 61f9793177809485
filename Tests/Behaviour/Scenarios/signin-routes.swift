// Routes in an app that switches top-level flows (the signin-routes fixture: eight routes into tabs, a pushed flow, a
// modal flow with a result, a presented screen and an embedded one): each, from each state, a route that arrives
// during onboarding or login waits, and opens once the person has signed in, whatever they went through meanwhile;
// one that arrives before the app coordinator starts opens once it shows its first flow; from the main tabs a route
// opens at once, from deep in the other tab, under a sheet and a sheet on it, and during an animated push; while Compose (a flow) or Reply (a screen) that refuse routes is on
// screen, it is refused and nothing moves. Each ends at its exact stacks, presentations and coordinator tree, with
// what it went past released. Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()

/// Where the app is: its top-level flow, each root stack (the selected tab first marked), what is presented, and the
/// coordinator tree.
@MainActor
func state(_ app: AppCoordinator) -> String {
    let flow = app.flow.map { "\($0)" } ?? "none"
    let root = app.window.rootViewController
    let tabs = root as? UITabBarController
    let stacks = (tabs?.viewControllers ?? [root].compactMap { $0 }).map { controller in
        let stack = (controller as? UINavigationController)?.viewControllers.map(named) ?? []
        let selected = tabs?.selectedViewController === controller ? "*" : ""
        return selected + stack.joined(separator: ", ")
    }
    var presented: [String] = []
    var current = root?.presentedViewController
    while let controller = current {
        let stack = (controller as? UINavigationController)?.viewControllers.map(named)
        presented.append(stack.map { "[" + $0.joined(separator: ", ") + "]" } ?? named(controller))
        current = controller.presentedViewController
    }
    return "\(flow) | " + stacks.joined(separator: " | ") + " | presented: " + presented.joined(separator: " > ")
        + " | " + app.coordinators.map(tree).joined(separator: ", ")
}

/// The app's tab bar, when it shows the main flow.
@MainActor
func tabBar(_ app: AppCoordinator) -> MainTabBarController? {
    app.window.rootViewController as? MainTabBarController
}

/// The stack the window shows at its root, for a navigation flow (onboarding, login).
@MainActor
func rootStack(_ app: AppCoordinator) -> UINavigationController? {
    app.window.rootViewController as? UINavigationController
}

/// The stack presented over the window's root, if any.
@MainActor
func presentedStack(_ app: AppCoordinator) -> UINavigationController? {
    app.window.rootViewController?.presentedViewController as? UINavigationController
}

/// Everything the app holds now, to check what a route takes away is released.
@MainActor
func watched(_ app: AppCoordinator) -> [Released] {
    var watched: [Released] = []
    func watch(_ coordinator: any Coordinator) {
        for child in coordinator.childCoordinators {
            watched.append(Released(child, "\(type(of: child))"))
            watch(child)
        }
        for screen in coordinator.navigationController.viewControllers.dropFirst() {
            watched.append(Released(screen, "pushed \(type(of: screen))"))
        }
    }
    app.coordinators.forEach(watch)
    var current = app.window.rootViewController?.presentedViewController
    while let controller = current {
        watched.append(Released(controller, "presented \(type(of: controller))"))
        current = controller.presentedViewController
    }
    return watched
}

/// A fresh app in a window of its own, started (it shows Onboarding) unless `started` is false.
@MainActor
func launch(started: Bool = true) -> AppCoordinator {
    let app = AppCoordinator(window: UIWindow(frame: .zero))
    if started {
        app.start()
        StandInDriver.settle()
    }
    return app
}

/// Takes the person from Onboarding through Login into the main tabs.
@MainActor
func signIn(_ app: AppCoordinator) {
    rootStack(app).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
    StandInDriver.settle()
    rootStack(app).flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
    StandInDriver.settle()
}

let atRest = "main | *Feed | Inbox | presented:  | Feed, Inbox"

/// Each route, the state it ends in from the main tabs at rest, and the one it ends in from deep in the other tab
/// (Inbox with a thread for routes into Feed, Feed with a post for routes into Inbox), which keeps its stack.
let expectations: [(route: AppRoute, fromRest: String, fromOtherTab: String)] = [
    (.feed, atRest, "main | *Feed | Inbox, Thread | presented:  | Feed, Inbox[Thread]"),
    (
        .post(id: 7), "main | *Feed, Post | Inbox | presented:  | Feed, Inbox",
        "main | *Feed, Post | Inbox, Thread | presented:  | Feed, Inbox[Thread]"
    ),
    (
        .inbox, "main | Feed | *Inbox | presented:  | Feed, Inbox",
        "main | Feed, Post | *Inbox | presented:  | Feed, Inbox"
    ),
    (
        .thread(threadID: "a b"), "main | Feed | *Inbox, Thread | presented:  | Feed, Inbox[Thread]",
        "main | Feed, Post | *Inbox, Thread | presented:  | Feed, Inbox[Thread]"
    ),
    (
        .attachment(threadID: "x"), "main | Feed | *Inbox, Thread | presented: [Attachment] | Feed, Inbox[Thread]",
        "main | Feed, Post | *Inbox, Thread | presented: [Attachment] | Feed, Inbox[Thread]"
    ),
    (.stories, atRest, "main | *Feed | Inbox, Thread | presented:  | Feed, Inbox[Thread]"),
    (
        .filters, "main | *Feed | Inbox | presented: [Filters] | Feed, Inbox",
        "main | *Feed | Inbox, Thread | presented: [Filters] | Feed, Inbox[Thread]"
    ),
    (
        .contacts, "main | Feed | *Inbox | presented: [ContactList] | Feed, Inbox[Contacts]",
        "main | Feed, Post | *Inbox | presented: [ContactList] | Feed, Inbox[Contacts]"
    ),
]

/// Opens `route` and lets UIKit finish; returns every outcome the completion heard.
@MainActor
func open(_ route: AppRoute, in app: AppCoordinator, animated: Bool = true) -> [AppRoute.Outcome] {
    var outcomes: [AppRoute.Outcome] = []
    route.open(in: app, animated: animated) { outcomes.append($0) }
    StandInDriver.settle()
    return outcomes
}

for (route, fromRest, fromOtherTab) in expectations {
    step("\(route) during onboarding waits, and opens once the person has signed in") {
        let app = launch()
        var outcomes: [AppRoute.Outcome] = []
        route.open(in: app) { outcomes.append($0) }
        StandInDriver.settle()
        checkEqual(outcomes, [.deferred(until: .onboarding)], "while Onboarding is on screen")
        rootStack(app).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
        StandInDriver.settle()
        checkEqual(outcomes, [.deferred(until: .onboarding)], "while Login is on screen: told once")
        checkEqual(app.flow, .login, "the person is at Login")
        rootStack(app).flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
        StandInDriver.settle()
        checkEqual(outcomes, [.deferred(until: .onboarding), .opened], "once signed in")
        checkEqual(state(app), fromRest, "the state the route ends in")
    }

    step("\(route) during login waits, and opens once the person has signed in") {
        let app = launch()
        rootStack(app).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
        StandInDriver.settle()
        var outcomes: [AppRoute.Outcome] = []
        route.open(in: app) { outcomes.append($0) }
        StandInDriver.settle()
        checkEqual(outcomes, [.deferred(until: .login)], "while Login is on screen")
        rootStack(app).flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
        StandInDriver.settle()
        checkEqual(outcomes, [.deferred(until: .login), .opened], "once signed in")
        checkEqual(state(app), fromRest, "the state the route ends in")
    }

    step("\(route) with a sheet and a sheet on it opens at once, and both sheets go") {
        let app = launch()
        signIn(app)
        let gone = inScope { () -> [Released] in
            tabBar(app)?.present(UIViewController(), animated: true)
            StandInDriver.settle()
            tabBar(app)?.presentedViewController?.present(UIViewController(), animated: true)
            StandInDriver.settle()
            let sheets = watched(app).filter { $0.what.hasPrefix("presented") }
            checkEqual(sheets.count, 2, "two sheets are up")
            checkEqual(open(route, in: app), [.opened], "what open reported")
            checkEqual(state(app), fromRest, "the state the route ends in")
            return sheets
        }
        checkReleased(gone)
    }

    step("\(route) during an animated push waits for it to end") {
        let app = launch()
        signIn(app)
        tabBar(app).flatMap { top($0.feedCoordinator.navigationController, FeedViewController.self) }?.simulateOpenPost(
            id: 1)
        check(!StandInDriver.isSettled, "the push is under way")
        checkEqual(open(route, in: app), [.opened], "what open reported")
        // A route into Inbox leaves Feed's stack as the push left it.
        let expected =
            fromRest.contains("*Feed")
            ? fromRest : fromRest.replacingOccurrences(of: "main | Feed |", with: "main | Feed, Post |")
        checkEqual(state(app), expected, "the state the route ends in")
    }

    step("\(route) during an animated push, with the app signing out in the same turn, waits for the next sign-in") {
        let app = launch()
        signIn(app)
        tabBar(app).flatMap { top($0.feedCoordinator.navigationController, FeedViewController.self) }?.simulateOpenPost(
            id: 1)
        var outcomes: [AppRoute.Outcome] = []
        route.open(in: app) { outcomes.append($0) }
        app.switch(to: .login)
        StandInDriver.settle()
        checkEqual(outcomes, [.deferred(until: .login)], "the route waits behind Login")
        checkEqual(state(app), "login | SignIn | presented:  | Login", "Login, and nothing of Main behind it")
        rootStack(app).flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
        StandInDriver.settle()
        checkEqual(outcomes, [.deferred(until: .login), .opened], "once signed in again")
        checkEqual(state(app), fromRest, "the state the route ends in, from a new Main")
    }

    step("\(route) from deep in the other tab under a sheet opens at once, animated or not, and the sheet goes") {
        for animated in [true, false] {
            let app = launch()
            signIn(app)
            checkEqual(state(app), atRest, "signed in")
            let gone = inScope { () -> [Released] in
                // A route into Feed finds Inbox deep in a thread; one into Inbox finds Feed on a post.
                if fromRest.contains("*Feed") {
                    tabBar(app)?.selectedIndex = 1
                    tabBar(app).flatMap { top($0.inboxCoordinator.navigationController, InboxViewController.self) }?
                        .simulateOpenThread(threadID: "old")
                } else {
                    tabBar(app).flatMap { top($0.feedCoordinator.navigationController, FeedViewController.self) }?
                        .simulateOpenPost(id: 1)
                }
                StandInDriver.settle()
                tabBar(app)?.present(UIViewController(), animated: true)
                StandInDriver.settle()
                let sheet = watched(app).filter { $0.what.hasPrefix("presented") }
                checkEqual(sheet.count, 1, "the sheet is up")
                checkEqual(open(route, in: app, animated: animated), [.opened], "what open reported")
                checkEqual(state(app), fromOtherTab, "the state the route ends in (animated: \(animated))")
                return sheet
            }
            checkReleased(gone)
        }
    }
}

step("a route opened before the app coordinator starts waits for its first flow, then for the sign-in") {
    let app = launch(started: false)
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.post(id: 1).open(in: app) { outcomes.append($0) }
    checkEqual(outcomes, [], "before start")
    app.start()
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .onboarding)], "once Onboarding shows")
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .onboarding), .opened], "once signed in")
    checkEqual(state(app), "main | *Feed, Post | Inbox | presented:  | Feed, Inbox", "the route's screen")
}

step("a second route replaces one that waits; skipping login back to onboarding keeps it waiting") {
    let app = launch()
    var first: [AppRoute.Outcome] = []
    var second: [AppRoute.Outcome] = []
    AppRoute.post(id: 1).open(in: app) { first.append($0) }
    rootStack(app).flatMap { top($0, WelcomeViewController.self) }?.simulateGetStarted()
    StandInDriver.settle()
    AppRoute.thread(threadID: "t").open(in: app) { second.append($0) }
    checkEqual(first, [.deferred(until: .onboarding), .rejected(.replaced)], "the first route")
    checkEqual(second, [.deferred(until: .login)], "the second route, during login")
    rootStack(app).flatMap { top($0, SignInViewController.self) }?.simulateSkip()
    StandInDriver.settle()
    checkEqual(app.flow, .onboarding, "skipping login goes back to onboarding")
    checkEqual(second, [.deferred(until: .login)], "still waiting, told once")
    signIn(app)
    checkEqual(second, [.deferred(until: .login), .opened], "opened once signed in")
    checkEqual(
        state(app), "main | Feed | *Inbox, Thread | presented:  | Feed, Inbox[Thread]", "the second route's screen")
    checkEqual(first, [.deferred(until: .onboarding), .rejected(.replaced)], "the first route heard nothing more")
}

step("signing out, then a route during login: it waits for the next sign-in") {
    let app = launch()
    signIn(app)
    tabBar(app)?.selectedIndex = 1
    tabBar(app).flatMap { top($0.inboxCoordinator.navigationController, InboxViewController.self) }?.simulateSignOut()
    StandInDriver.settle()
    checkEqual(app.flow, .login, "signed out")
    checkEqual(open(.feed, in: app), [.deferred(until: .login)], "during login")
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.post(id: 2).open(in: app) { outcomes.append($0) }
    rootStack(app).flatMap { top($0, SignInViewController.self) }?.simulateSignIn()
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .login), .opened], "the route that waited")
    checkEqual(state(app), "main | *Feed, Post | Inbox | presented:  | Feed, Inbox", "its screen")
}

step("while Compose, a flow that refuses routes, is on screen, a route is refused and nothing moves") {
    let app = launch()
    signIn(app)
    tabBar(app).flatMap { top($0.feedCoordinator.navigationController, FeedViewController.self) }?.simulateCompose()
    StandInDriver.settle()
    let before = state(app)
    checkEqual(before, "main | *Feed | Inbox | presented: [Draft] | Feed[Compose], Inbox", "Compose is up")
    for route in expectations.map(\.route) {
        checkEqual(open(route, in: app), [.rejected(.refused(by: "Compose"))], "\(route)")
        checkEqual(state(app), before, "nothing moved for \(route)")
    }
    presentedStack(app).flatMap { top($0, DraftViewController.self) }?.simulateSend()
    StandInDriver.settle()
    checkEqual(open(.inbox, in: app), [.opened], "once Compose has ended")
}

step("while Reply, a screen that refuses routes, is on screen, a route is refused; once it goes, the route opens") {
    let app = launch()
    signIn(app)
    checkEqual(open(.thread(threadID: "r"), in: app), [.opened], "to the thread")
    tabBar(app).flatMap { top($0.inboxCoordinator.navigationController, ThreadViewController.self) }?.simulateReply()
    StandInDriver.settle()
    let before = state(app)
    checkEqual(open(.feed, in: app), [.rejected(.refused(by: "Reply"))], "while Reply is up")
    checkEqual(state(app), before, "nothing moved")
    presentedStack(app).flatMap { top($0, ReplyViewController.self) }?.simulateCancel()
    StandInDriver.settle()
    checkEqual(open(.feed, in: app), [.opened], "once Reply has gone")
    checkEqual(
        state(app),
        atRest.replacingOccurrences(of: "| Inbox |", with: "| Inbox, Thread |")
            .replacingOccurrences(of: "Feed, Inbox", with: "Feed, Inbox[Thread]"), "Feed, with Inbox as it was")
}

step("a route during an animated push and an animated presentation waits for each to end") {
    let app = launch()
    signIn(app)
    tabBar(app).flatMap { top($0.feedCoordinator.navigationController, FeedViewController.self) }?.simulateOpenPost(
        id: 3)
    checkEqual(open(.attachment(threadID: "p"), in: app), [.opened], "during the push")
    checkEqual(
        state(app),
        "main | Feed, Post | *Inbox, Thread | presented: [Attachment] | Feed, Inbox[Thread]", "after the push")
    checkEqual(open(.post(id: 4), in: app), [.opened], "from the attachment's sheet")
    checkEqual(state(app), "main | *Feed, Post | Inbox, Thread | presented:  | Feed, Inbox[Thread]", "Post 4")
}

step("a universal link, a quick action and a notification's payload are read as routes; anything else is nil") {
    let web = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    web.webpageURL = URL(string: "https://chat.example.com/post/5")
    checkEqual(AppRoute(userActivity: web), .post(id: 5), "a universal link")
    web.webpageURL = URL(string: "https://chat.example.com/people/5")
    checkEqual(AppRoute(userActivity: web), nil, "a universal link that is no route's")
    let other = NSUserActivity(activityType: "com.example.reading")
    other.webpageURL = URL(string: "https://chat.example.com/post/5")
    checkEqual(AppRoute(userActivity: other), nil, "another activity, though it has a route's link")
    for route in expectations.map(\.route) {
        checkEqual(AppRoute(shortcutItem: route.shortcutItem(title: "\(route)")), route, "a quick action of \(route)")
        checkEqual(
            AppRoute(userInfo: ["aps": [:] as [String: Int], "link": route.url.absoluteString]), route, "a payload")
    }
    let plain = UIApplicationShortcutItem(
        type: "compose", localizedTitle: "Compose", localizedSubtitle: nil, icon: nil, userInfo: nil)
    checkEqual(AppRoute(shortcutItem: plain), nil, "a quick action of the app's own")
    let number = UIApplicationShortcutItem(
        type: "link", localizedTitle: "x", localizedSubtitle: nil, icon: nil, userInfo: ["link": NSNumber(value: 3)])
    checkEqual(AppRoute(shortcutItem: number), nil, "a quick action whose link is not text")
    checkEqual(AppRoute(userInfo: ["link": "chat://nowhere"]), nil, "a payload whose link is no route's")
    checkEqual(AppRoute(userInfo: ["link": 7]), nil, "a payload whose link is not text")
    checkEqual(AppRoute(userInfo: [:]), nil, "a payload without a link")
}

step("a cold start from a universal link, as the guide's scene delegate reads it, waits for the sign-in") {
    let app = launch(started: false)
    let launchedWith = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    launchedWith.webpageURL = URL(string: "https://chat.example.com/post/8")
    app.start()
    var outcomes: [AppRoute.Outcome] = []
    AppRoute(userActivity: launchedWith)?.open(in: app) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(outcomes, [.deferred(until: .onboarding)], "during onboarding")
    signIn(app)
    checkEqual(outcomes, [.deferred(until: .onboarding), .opened], "once signed in")
    checkEqual(state(app), "main | *Feed, Post | Inbox | presented:  | Feed, Inbox", "the link's post")
}

step("a warm start from a quick action and from a notification opens at once") {
    let app = launch()
    signIn(app)
    let item = AppRoute.thread(threadID: "q").shortcutItem(title: "Thread")
    checkEqual(open(AppRoute(shortcutItem: item) ?? .feed, in: app), [.opened], "the quick action")
    checkEqual(state(app), "main | Feed | *Inbox, Thread | presented:  | Feed, Inbox[Thread]", "its thread")
    let route = AppRoute(userInfo: ["link": "chat://post/9"])
    checkEqual(route, .post(id: 9), "the notification's route")
    checkEqual(open(route ?? .inbox, in: app), [.opened], "the notification")
    checkEqual(state(app), "main | *Feed, Post | Inbox, Thread | presented:  | Feed, Inbox[Thread]", "its post")
}

step("a route to a flow started with other values starts it afresh; the one on screen goes") {
    let app = launch()
    signIn(app)
    checkEqual(open(.thread(threadID: "a"), in: app), [.opened], "the first thread")
    let first = inScope { tabBar(app)?.inboxCoordinator.childCoordinators.first.map { Released($0, "thread a") } }
    checkEqual(open(.thread(threadID: "b"), in: app), [.opened], "the second thread")
    let stack = tabBar(app)?.inboxCoordinator.navigationController
    checkEqual(stack.flatMap { top($0, ThreadViewController.self) }?.threadID, "b", "the thread shown")
    checkEqual(state(app), "main | Feed | *Inbox, Thread | presented:  | Feed, Inbox[Thread]", "one thread")
    checkReleased(first.map { [$0] } ?? [])
}

finishScenario()
