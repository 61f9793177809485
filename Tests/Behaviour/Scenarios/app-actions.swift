// App actions (the app-actions fixture): navigation the app starts from outside any screen. The Compose tab presents
// Compose instead of being selected; `perform(_:)` runs an action on the flow on screen, as the same action of the
// screen on top of it would: over a tab, over a pushed flow (whose child it becomes), over a screen a flow presented,
// and over another flow it started. A double tap starts one flow; an action asked during a transition waits for it and
// runs once; one asked while an alert is on top does nothing. The debug menu runs once in the app: asked again, it comes
// forward. Selecting a tab from over a presented flow dismisses it, then runs the tab's action with the value. Routes
// whose way takes an app action open from anywhere: back to the first tab's first screen, then the action, with the
// route's values; a running debug menu is kept. Each flow ends by its own action or the person's swipe, and everything
// that leaves is released. Runs in every style and both instantiation modes, under every reading.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let tabBar = MainTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()
let feed = tabBar.feedCoordinator
let profile = tabBar.profileCoordinator

/// The selected tab, each tab's stack, what is presented, and the coordinator tree.
@MainActor
func state() -> String {
    let roots: [any Coordinator] = [feed, profile]
    let stacks: [String] = roots.map { coordinator in
        coordinator.navigationController.viewControllers.map(named).joined(separator: ", ")
    }
    var presented: [String] = []
    var current = tabBar.presentedViewController
    while let controller = current {
        let names: [String] = (controller as? UINavigationController)?.viewControllers.map(named) ?? [named(controller)]
        presented.append("[" + names.joined(separator: ", ") + "]")
        current = controller.presentedViewController
    }
    let tabs = "tab \(tabBar.selectedIndex) | Feed: \(stacks[0]) | Profile: \(stacks[1])"
    let shown = " | presented: " + presented.joined(separator: " > ")
    return tabs + shown + " | " + tree(feed) + ", " + tree(profile)
}

/// The view controller presented last over the tab bar.
@MainActor
func topPresented() -> UIViewController? {
    var top = tabBar.presentedViewController
    while let next = top?.presentedViewController {
        top = next
    }
    return top
}

/// The screen on top of the stack presented last, as `type`.
@MainActor
func presentedTop<Screen: UIViewController>(_ type: Screen.Type, line: UInt = #line) -> Screen? {
    guard let stack = topPresented() as? UINavigationController else {
        check(false, "no stack is presented on top", line: line)
        return nil
    }
    return top(stack, type, line: line)
}

/// Back to one screen per tab, the first tab selected, nothing presented.
@MainActor
func reset() {
    StandInDriver.settle()
    tabBar.dismiss(animated: false)
    StandInDriver.settle()
    feed.navigationController.popToRootViewController(animated: false)
    profile.navigationController.popToRootViewController(animated: false)
    tabBar.selectedIndex = 0
    StandInDriver.settle()
    checkEqual(state(), atRest, "back at rest")
}

let atRest = "tab 0 | Feed: Feed | Profile: Profile | presented:  | Feed, Profile"

step("the Compose tab presents Compose over the Feed tab, which stays selected; Send ends it") {
    let watched = inScope { () -> [Released] in
        StandInDriver.selectTab(1, in: tabBar)
        checkEqual(
            state(), "tab 0 | Feed: Feed | Profile: Profile | presented: [Draft] | Feed[Compose], Profile",
            "Compose over Feed, the Feed tab still selected")
        let compose = feed.childCoordinators.first
        presentedTop(DraftViewController.self)?.simulateSend()
        StandInDriver.settle()
        checkEqual(state(), atRest, "Compose ended")
        return [Released(compose, "Compose")]
    }
    checkReleased(watched)
}

step("two taps on the Compose tab in one turn start one Compose") {
    let watched = inScope { () -> [Released] in
        tabBar.perform(.compose)
        tabBar.perform(.compose)
        StandInDriver.settle()
        checkEqual(
            state(), "tab 0 | Feed: Feed | Profile: Profile | presented: [Draft] | Feed[Compose], Profile",
            "one Compose")
        let compose = watchedTree(feed.childCoordinators)
        check(
            StandInDriver.swipeDownToDismiss(topPresented() ?? tabBar), "the person can swipe Compose down")
        checkEqual(state(), atRest, "the swipe ended Compose")
        return compose
    }
    checkReleased(watched)
}

step("over a pushed flow, Compose is that flow's child; the swipe ends it and the pushed flow stays") {
    let watched = inScope { () -> [Released] in
        top(feed.navigationController, FeedViewController.self)?.simulateOpenArticle()
        StandInDriver.settle()
        top(feed.navigationController, ArticleViewController.self)?.simulateComments()
        StandInDriver.settle()
        tabBar.perform(.compose)
        StandInDriver.settle()
        checkEqual(
            state(),
            "tab 0 | Feed: Feed, Article, Comments | Profile: Profile | presented: [Draft] | Feed[Article[Compose]], "
                + "Profile",
            "Compose, Article's child")
        let compose = watchedTree(feed.childCoordinators.first?.childCoordinators ?? [])
        check(StandInDriver.swipeDownToDismiss(topPresented() ?? tabBar), "the person can swipe Compose down")
        checkEqual(
            state(), "tab 0 | Feed: Feed, Article, Comments | Profile: Profile | presented:  | Feed[Article], Profile",
            "Article as it was")
        return compose
    }
    checkReleased(watched)
    reset()
}

step("over a screen Profile presented, Compose is Profile's child, with the value; Send goes back to that screen") {
    let watched = inScope { () -> [Released] in
        StandInDriver.selectTab(2, in: tabBar)
        top(profile.navigationController, ProfileViewController.self)?.simulateEdit()
        StandInDriver.settle()
        tabBar.perform(.draft(text: "Hello"))
        StandInDriver.settle()
        checkEqual(
            state(),
            "tab 2 | Feed: Feed | Profile: Profile | presented: [EditProfile] > [Draft] | Feed, Profile[Compose]",
            "Compose over EditProfile")
        checkEqual(presentedTop(DraftViewController.self)?.text, "Hello", "the draft's text")
        checkEqual(topPresented()?.modalPresentationStyle, .pageSheet, "the draft's style")
        let compose = watchedTree(profile.childCoordinators)
        presentedTop(DraftViewController.self)?.simulateSend()
        StandInDriver.settle()
        checkEqual(
            state(), "tab 2 | Feed: Feed | Profile: Profile | presented: [EditProfile] | Feed, Profile",
            "EditProfile, as it was")
        return compose
    }
    checkReleased(watched)
    reset()
}

step("while an alert is on top, an app action does nothing, before or after the alert goes") {
    top(feed.navigationController, FeedViewController.self)?.simulateOpenArticle()
    StandInDriver.settle()
    top(feed.navigationController, ArticleViewController.self)?.simulateConfirm()
    StandInDriver.settle()
    guard let alert = topPresented() as? UIAlertController else {
        return check(false, "the alert is on top")
    }
    tabBar.perform(.compose)
    StandInDriver.settle()
    check(topPresented() === alert, "the alert is still on top, alone")
    check(StandInDriver.tapChoice("Cancel", in: alert), "the person can tap Cancel")
    StandInDriver.settle()
    checkEqual(
        state(), "tab 0 | Feed: Feed, Article | Profile: Profile | presented:  | Feed[Article], Profile",
        "nothing started")
    reset()
}

step("asked during an animated push, Compose waits for the push and starts once, over the pushed flow") {
    let watched = inScope { () -> [Released] in
        top(feed.navigationController, FeedViewController.self)?.simulateOpenArticle()
        tabBar.perform(.compose)
        StandInDriver.settle()
        checkEqual(
            state(),
            "tab 0 | Feed: Feed, Article | Profile: Profile | presented: [Draft] | Feed[Article[Compose]], Profile",
            "Article pushed, then Compose over it")
        let article = feed.childCoordinators.first
        return watchedTree(article?.childCoordinators ?? [])
            + [Released(article, "Article"), Released(article?.rootViewController, "the Article screen")]
    }
    reset()
    checkReleased(watched)
}

step("the debug menu runs once in the app: asked again over a flow it started, it comes forward") {
    let watched = inScope { () -> [Released] in
        tabBar.perform(.showDebugMenu)
        StandInDriver.settle()
        checkEqual(topPresented()?.modalPresentationStyle, .fullScreen, "the debug menu covers the screen")
        let debug = feed.childCoordinators.first
        tabBar.perform(.compose)
        StandInDriver.settle()
        checkEqual(
            state(),
            "tab 0 | Feed: Feed | Profile: Profile | presented: [DebugMenu] > [Draft] | Feed[Debug[Compose]], Profile",
            "Compose over the debug menu, its child")
        let compose = watchedTree(debug?.childCoordinators ?? [])
        tabBar.perform(.showDebugMenu)
        StandInDriver.settle()
        checkEqual(
            state(), "tab 0 | Feed: Feed | Profile: Profile | presented: [DebugMenu] | Feed[Debug], Profile",
            "the same debug menu, what it started dismissed")
        checkIdentical(feed.childCoordinators.first, debug, "the running debug menu")
        presentedTop(DebugMenuViewController.self)?.simulateDone()
        StandInDriver.settle()
        checkEqual(state(), atRest, "the debug menu ended")
        return compose + [Released(debug, "Debug")]
    }
    checkReleased(watched)
}

step("openProfile over Compose dismisses it, shows Profile and pushes User once, with the value") {
    let watched = inScope { () -> [Released] in
        tabBar.perform(.compose)
        StandInDriver.settle()
        let compose = watchedTree(feed.childCoordinators)
        tabBar.perform(.openProfile(userID: 7))
        StandInDriver.settle()
        checkEqual(
            state(), "tab 2 | Feed: Feed | Profile: Profile, User | presented:  | Feed, Profile",
            "User on the Profile tab")
        checkEqual(top(profile.navigationController, UserViewController.self)?.userID, 7, "the user")
        return compose
    }
    checkReleased(watched)
    reset()
}

/// Opens `route` and returns what its completion heard, once everything has settled.
@MainActor
func open(_ route: AppRoute) -> [AppRoute.Outcome] {
    var heard: [AppRoute.Outcome] = []
    route.open(in: tabBar) { heard.append($0) }
    StandInDriver.settle()
    return heard
}

step("a route through an app action opens from a screen Profile presented: back to Feed, then Compose with its text") {
    let watched = inScope { () -> [Released] in
        StandInDriver.selectTab(2, in: tabBar)
        top(profile.navigationController, ProfileViewController.self)?.simulateEdit()
        StandInDriver.settle()
        let edit = topPresented()
        checkEqual(open(.draft(text: "From a link")), [.opened], "the route's outcome")
        checkEqual(
            state(), "tab 0 | Feed: Feed | Profile: Profile | presented: [Draft] | Feed[Compose], Profile",
            "Compose over Feed")
        checkEqual(presentedTop(DraftViewController.self)?.text, "From a link", "the draft's text")
        return [Released(edit, "EditProfile's stack")]
    }
    checkReleased(watched)
    reset()
}

step("a route to the debug menu keeps the running one, and opens it once") {
    checkEqual(open(.debug), [.opened], "the first opening")
    let debug = feed.childCoordinators.first
    checkEqual(open(.debug), [.opened], "the second opening")
    checkEqual(
        state(), "tab 0 | Feed: Feed | Profile: Profile | presented: [DebugMenu] | Feed[Debug], Profile",
        "one debug menu")
    checkIdentical(feed.childCoordinators.first, debug, "the running debug menu")
    reset()
}

// Analytics: the fixture reports its navigations. Each action, app action and route step reports once, with the screen
// on top, where it goes and what UIKit did with it, refused ones included; without a hook nothing is reported.

/// What the hook heard while `run` ran and everything settled, one line a report:
/// "Feed.openArticle from Feed to flow Article: startChild, changed".
@MainActor
func reported(_ run: () -> Void) -> [String] {
    var heard: [NavigationReport] = []
    NavigationReport.hook = { heard.append($0) }
    run()
    StandInDriver.settle()
    NavigationReport.hook = nil
    return heard.map { report in
        let to: String =
            switch report.to {
            case .screen(let screen)?: " to screen " + screen.rawValue
            case .flow(let flow)?: " to flow " + flow.rawValue
            case nil: ""
            }
        return "\(report.flow.rawValue).\(report.action) from \(report.from?.rawValue ?? "none")\(to): "
            + "\(report.kind.rawValue), \(report.outcome)"
    }
}

step("analytics: each action reports once, with the screen on top, where it goes and what UIKit did") {
    let heard = reported {
        top(feed.navigationController, FeedViewController.self)?.simulateOpenArticle()
        StandInDriver.settle()
        top(feed.navigationController, ArticleViewController.self)?.simulateComments()
        StandInDriver.settle()
        feed.navigationController.popViewController(animated: false)
        StandInDriver.settle()
        top(feed.navigationController, ArticleViewController.self)?.simulateConfirm()
        StandInDriver.settle()
        if let alert = topPresented() as? UIAlertController {
            check(StandInDriver.tapChoice("Cancel", in: alert), "the person can tap Cancel")
        }
        StandInDriver.settle()
        StandInDriver.selectTab(2, in: tabBar)
        top(profile.navigationController, ProfileViewController.self)?.simulateEdit()
        StandInDriver.settle()
        presentedTop(EditProfileViewController.self)?.simulateDone()
    }
    checkEqual(
        heard,
        [
            "Feed.openArticle from Feed to flow Article: startChild, changed",
            "Article.comments from Article to screen Comments: push, changed",
            "Article.confirm from Article: alert, changed",
            "Profile.edit from Profile to screen EditProfile: present, changed",
            "Profile.done from EditProfile: dismiss, changed",
        ], "the reports")
    reset()
}

step("analytics: what UIKit refuses is reported as refused, once") {
    let heard = reported {
        // The second start comes while the first Article is still being pushed: UIKit drops it. Article is on top by
        // then, as the report says.
        let feedScreen = top(feed.navigationController, FeedViewController.self)
        feedScreen?.simulateOpenArticle()
        feedScreen?.simulateOpenArticle()
        StandInDriver.settle()
        StandInDriver.selectTab(2, in: tabBar)
        // The second presentation comes while the first is still coming in: UIKit refuses it. EditProfile is on top
        // by then, as the report says.
        let profileScreen = top(profile.navigationController, ProfileViewController.self)
        profileScreen?.simulateEdit()
        profileScreen?.simulateEdit()
    }
    checkEqual(
        heard,
        [
            "Feed.openArticle from Feed to flow Article: startChild, changed",
            "Feed.openArticle from Article to flow Article: startChild, refused",
            "Profile.edit from Profile to screen EditProfile: present, changed",
            "Profile.edit from EditProfile to screen EditProfile: present, refused",
        ], "the reports")
    reset()
}

step("analytics: app actions and routes report each navigation they run, once") {
    let heard = reported {
        tabBar.perform(.compose)
        StandInDriver.settle()
        presentedTop(DraftViewController.self)?.simulateSend()
        StandInDriver.settle()
        tabBar.perform(.openProfile(userID: 7))
        StandInDriver.settle()
        _ = open(.draft(text: "From a link"))
    }
    checkEqual(
        heard,
        [
            "Feed.app.compose from Feed to flow Compose: startChild, changed",
            "Compose.send from Draft: finish, changed",
            // The tab's action runs as soon as the tab is shown, before the selection is reported.
            "Profile.show from Profile to screen User: push, changed",
            "Feed.app.openProfile from Feed to flow Profile: selectTab, changed",
            "Feed.app.draft from Feed to flow Compose: startChild, changed",
        ], "the reports")
    reset()
}

step("analytics: without a hook, nothing is reported and the app navigates as before") {
    var heard = 0
    NavigationReport.hook = { _ in heard += 1 }
    NavigationReport.hook = nil
    top(feed.navigationController, FeedViewController.self)?.simulateOpenArticle()
    StandInDriver.settle()
    checkEqual(heard, 0, "reports")
    checkEqual(
        state(), "tab 0 | Feed: Feed, Article | Profile: Profile | presented:  | Feed[Article], Profile", "Article")
    reset()
}

finishScenario()
