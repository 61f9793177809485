// Opening each route of the routes fixture with `open(in:animated:completion:)`, from every state the app can be in:
// at rest, deep in the other tab, under a sheet with a sheet on it, during an animated push, presentation or
// dismissal, and with another route already on its way. Each ends at the route's exact stacks, presentations and
// coordinator tree, with what it went past released. Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let tabBar = MainTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()
let feed = tabBar.feedCoordinator
let profile = tabBar.profileCoordinator
let feedStack = feed.navigationController
let profileStack = profile.navigationController

/// What is presented above the tab bar, outermost first: a stack as its screens, `[Options, Section]`.
@MainActor
func presented() -> [String] {
    var shown: [String] = []
    var current = tabBar.presentedViewController
    while let controller = current {
        let stack = (controller as? UINavigationController)?.viewControllers.map(named)
        shown.append(stack.map { "[" + $0.joined(separator: ", ") + "]" } ?? named(controller))
        current = controller.presentedViewController
    }
    return shown
}

/// Where the app is: the selected tab, each tab's stack, what is presented and the coordinator tree.
@MainActor
func state() -> String {
    let stacks = [feedStack, profileStack].map { $0.viewControllers.map(named).joined(separator: ", ") }
    return "tab \(tabBar.selectedIndex) | Feed: \(stacks[0]) | Profile: \(stacks[1]) | presented: "
        + "\(presented().joined(separator: " > ")) | \(tree(feed)), \(tree(profile))"
}

/// Puts UIKit back at rest: the first tab, one screen per tab, nothing presented.
@MainActor
func resetScreens() {
    StandInDriver.settle()
    tabBar.dismiss(animated: false)
    feedStack.popToRootViewController(animated: false)
    profileStack.popToRootViewController(animated: false)
    tabBar.selectedIndex = 0
    StandInDriver.settle()
}

let atRest = "tab 0 | Feed: Home | Profile: Account | presented:  | Feed, Profile"

/// A route, the state it ends in from rest, and a check of the values its screen got.
struct Expectation {
    var route: AppRoute
    var state: String
    var values: @MainActor () -> Void = {}
}

@MainActor
func topOfPresented() -> UINavigationController? {
    var current = tabBar.presentedViewController
    while let next = current?.presentedViewController {
        current = next
    }
    return current as? UINavigationController
}

let expectations: [Expectation] = [
    Expectation(route: .feed, state: atRest),
    Expectation(
        route: .article(id: 42, language: "fr"),
        state: "tab 0 | Feed: Home, Article | Profile: Account | presented:  | Feed, Profile",
        values: {
            let article = top(feedStack, ArticleViewController.self)
            checkEqual(article?.id, 42, "Article's id")
            checkEqual(article?.language, "fr", "Article's language")
        }),
    Expectation(
        route: .comments(id: 7, language: "en", page: 3),
        state: "tab 0 | Feed: Home, Article, Comments | Profile: Account | presented:  | Feed, Profile",
        values: {
            checkEqual(top(feedStack, CommentsViewController.self)?.page, 3, "Comments' page")
            let article = feedStack.viewControllers.dropLast().last as? ArticleViewController
            checkEqual(article?.id, 7, "Article's id, below Comments")
        }),
    Expectation(
        route: .search(query: "swift", exact: true),
        state: "tab 0 | Feed: Home, Search | Profile: Account | presented:  | Feed, Profile",
        values: {
            let search = top(feedStack, SearchViewController.self)
            checkEqual(search?.query, "swift", "Search's query")
            checkEqual(search?.exact, true, "Search's exact")
        }),
    Expectation(
        route: .badge, state: atRest,
        values: {
            let home = top(feedStack, HomeViewController.self)
            check(home?.children.contains { $0 is BadgeViewController } == true, "Home embeds Badge")
        }),
    Expectation(
        route: .topics, state: "tab 0 | Feed: Home | Profile: Account | presented: [TopicList] | Feed[Topics], Profile"),
    Expectation(
        route: .settings,
        state: "tab 1 | Feed: Home | Profile: Account | presented: [Options] | Feed, Profile[Settings]"),
    Expectation(
        route: .settingsSection(section: "privacy"),
        state: "tab 1 | Feed: Home | Profile: Account | presented: [Options, Section] | Feed, Profile[Settings]",
        values: {
            let section = topOfPresented().flatMap { top($0, SectionViewController.self) }
            checkEqual(section?.section, "privacy", "Section's section")
        }),
    Expectation(
        route: .profile(userID: 5),
        state: "tab 1 | Feed: Home | Profile: Account, PublicProfile | presented:  | Feed, Profile",
        values: { checkEqual(top(profileStack, PublicProfileViewController.self)?.userID, 5, "PublicProfile's userID") }
    ),
]

/// Whether UIKit is animating a transition on either tab's stack or on what is presented.
@MainActor
func transitionUnderWay() -> Bool {
    var controllers: [UIViewController] = [feedStack, profileStack]
    var current = tabBar.presentedViewController
    while let controller = current {
        controllers.append(controller)
        current = controller.presentedViewController
    }
    return controllers.contains { $0.transitionCoordinator != nil }
}

/// Opens `route` and lets UIKit finish every animation; returns what `open` reported, or nil if it never did.
@MainActor
func open(_ route: AppRoute, animated: Bool = true) -> [AppRoute.Outcome] {
    var outcomes: [AppRoute.Outcome] = []
    route.open(in: tabBar, animated: animated) { outcomes.append($0) }
    StandInDriver.settle()
    return outcomes
}

/// Everything on screen, to check it is released once the route and the reset have taken it away.
@MainActor
func watchedNow() -> [Released] {
    var watched: [Released] = []
    func watch(_ coordinator: any Coordinator) {
        for child in coordinator.childCoordinators {
            watched.append(Released(child, "\(type(of: child))"))
            watch(child)
        }
    }
    watch(feed)
    watch(profile)
    var current = tabBar.presentedViewController
    while let controller = current {
        watched.append(Released(controller, "presented \(type(of: controller))"))
        current = controller.presentedViewController
    }
    for stack in [feedStack, profileStack] {
        watched += stack.viewControllers.dropFirst().map { Released($0, "pushed \(type(of: $0))") }
    }
    return watched
}

/// Opens every route from the state `prepare` leaves, and checks the route's state, outcome, values and releases.
/// `prepare` may return how the state the route ends in differs from the one it ends in from rest: a tab the route
/// does not open in keeps its stack.
@MainActor
func openEveryRoute(
    from name: String, animated: Bool = true,
    _ prepare: @escaping @MainActor (AppRoute) -> (from: String, to: String)?
) {
    for expectation in expectations {
        step("\(expectation.route) from \(name)\(animated ? "" : ", not animated")") {
            let watched = inScope { () -> [Released] in
                let change = prepare(expectation.route)
                let before = watchedNow()
                let outcomes = open(expectation.route, animated: animated)
                checkEqual(outcomes, [.opened], "what open reported")
                let expected = change.map { expectation.state.replacingOccurrences(of: $0.from, with: $0.to) }
                checkEqual(state(), expected ?? expectation.state, "the state the route ends in")
                expectation.values()
                return before + watchedNow()
            }
            resetScreens()
            checkEqual(state(), atRest, "at rest after the reset")
            checkReleased(watched)
        }
    }
}

openEveryRoute(from: "a cold start") { _ in nil }
openEveryRoute(from: "a cold start", animated: false) { _ in nil }

// Deep in the other tab: a route into Feed from Profile's public profile, a route into Profile from an article's
// comments. The route selects its own tab and leaves the other tab's stack as it was.
openEveryRoute(from: "deep in the other tab") { route in
    switch route {
    case .settings, .settingsSection, .profile:
        tabBar.selectedIndex = 0
        top(feedStack, HomeViewController.self)?.simulateOpenArticle(id: 1, language: "de")
        StandInDriver.settle()
        top(feedStack, ArticleViewController.self)?.simulateShowComments(page: nil)
        StandInDriver.settle()
        return ("Feed: Home |", "Feed: Home, Article, Comments |")
    default:
        tabBar.selectedIndex = 1
        top(profileStack, AccountViewController.self)?.simulateShowProfile(userID: 9)
        StandInDriver.settle()
        return ("Profile: Account |", "Profile: Account, PublicProfile |")
    }
}

/// Profile's Settings sheet, with a sheet of your own on top of it.
@MainActor
func openTwoSheets() {
    tabBar.selectedIndex = 1
    top(profileStack, AccountViewController.self)?.simulateOpenSettings()
    StandInDriver.settle()
    let sheet = UIViewController()
    tabBar.presentedViewController?.present(sheet, animated: true)
    StandInDriver.settle()
    checkEqual(presented(), ["[Options]", "UI"], "two sheets")
}

openEveryRoute(from: "two sheets") { _ in
    openTwoSheets()
    return nil
}

// During an animated transition UIKit refuses a dismissal and drops a push: the route waits for it to end.
openEveryRoute(from: "an animated push") { route in
    top(feedStack, HomeViewController.self)?.simulateSearch(query: "x", exact: false)
    check(transitionUnderWay(), "the push is under way")
    // A route into Profile leaves Feed's stack as the push left it.
    switch route {
    case .settings, .settingsSection, .profile: return ("Feed: Home |", "Feed: Home, Search |")
    default: return nil
    }
}
openEveryRoute(from: "an animated presentation") { _ in
    top(feedStack, HomeViewController.self)?.simulateChooseTopic()
    check(transitionUnderWay(), "the presentation is under way")
    return nil
}
openEveryRoute(from: "an animated dismissal") { _ in
    openTwoSheets()
    tabBar.dismiss(animated: true)
    check(transitionUnderWay(), "the dismissal is under way")
    return nil
}

step("a route whose way starts a flow the app shows as the way would keeps it, and only what is above it goes") {
    let watched = inScope { () -> [Released] in
        openTwoSheets()
        let settingsStack = tabBar.presentedViewController
        let settings = profile.childCoordinators.first
        let ownSheet = settingsStack?.presentedViewController
        checkEqual(open(.settingsSection(section: "terms")), [.opened], "what open reported")
        checkEqual(
            state(), "tab 1 | Feed: Home | Profile: Account | presented: [Options, Section] | Feed, Profile[Settings]",
            "the route's state")
        checkIdentical(tabBar.presentedViewController, settingsStack, "Settings' stack, kept")
        checkIdentical(profile.childCoordinators.first, settings, "the Settings flow, kept")
        checkEqual(open(.settings), [.opened], "back to Settings' first screen")
        checkEqual(
            state(), "tab 1 | Feed: Home | Profile: Account | presented: [Options] | Feed, Profile[Settings]",
            "Settings' first screen")
        checkIdentical(profile.childCoordinators.first, settings, "the Settings flow, kept again")
        return [Released(ownSheet, "the sheet above Settings")]
    }
    checkReleased(watched)
    resetScreens()
}

step("two routes opened back to back end at the second, and the first hears it was replaced") {
    let watched = inScope { () -> [Released] in
        var first: [AppRoute.Outcome] = []
        var second: [AppRoute.Outcome] = []
        AppRoute.settingsSection(section: "a").open(in: tabBar) { first.append($0) }
        AppRoute.comments(id: 3, language: "en", page: nil).open(in: tabBar) { second.append($0) }
        StandInDriver.settle()
        checkEqual(first, [.rejected(.replaced)], "the first route's outcome")
        checkEqual(second, [.opened], "the second route's outcome")
        checkEqual(
            state(), "tab 0 | Feed: Home, Article, Comments | Profile: Account | presented:  | Feed, Profile",
            "the second route's state")
        return watchedNow()
    }
    resetScreens()
    checkReleased(watched)
}

step("a route opened while the first is half way replaces it where it stopped") {
    var first: [AppRoute.Outcome] = []
    AppRoute.settingsSection(section: "a").open(in: tabBar) { first.append($0) }
    // Settings' sheet is coming in; the route's next step waits for it.
    StandInDriver.turnRunLoop()
    var second: [AppRoute.Outcome] = []
    AppRoute.profile(userID: 2).open(in: tabBar) { second.append($0) }
    StandInDriver.settle()
    checkEqual(first, [.rejected(.replaced)], "the first route's outcome")
    checkEqual(second, [.opened], "the second route's outcome")
    checkEqual(
        state(), "tab 1 | Feed: Home | Profile: Account, PublicProfile | presented:  | Feed, Profile",
        "the second route's state")
    resetScreens()
}

finishScenario()
