// Screens that reuse action names (docs/manifest.md, "Action names"): `done` pops on Article, Comments and Profile,
// dismisses on Filters, pops to the root on FilterDetail and finishes on Draft; `next` pushes on Article, Filters and
// Draft and finishes on Preview. Each screen's action must do what its own entry says, in every style and mode.
// Profile is shown by four flows: three tabs' and the Compose child's. `close` closes each screen as it was shown:
// Article and Profile are pushed, Filters is presented, Draft is the Compose child's first screen, and AccountHome is
// both the Account tab's root and presented by Feed. Profile is shared: its navigation, and that of Followers, which it
// pushes, is written once (ProfileNavigation, FollowersNavigation) and runs in each of the four flows; its `again`
// replaces it on the stack (`removing`).

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let tabBar = MainTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()
let feed = tabBar.feedCoordinator
let feedStack = feed.navigationController

/// Everything is back where the scenario starts: one screen per tab, no children, nothing presented.
@MainActor
func checkAtRest(line: UInt = #line) {
    StandInDriver.settle()
    checkEqual(screens(feedStack), ["FeedHomeViewController"], "Feed's stack", line: line)
    checkEqual(
        screens(tabBar.searchCoordinator.navigationController), ["SearchHomeViewController"], "Search's stack",
        line: line)
    checkEqual(
        screens(tabBar.accountCoordinator.navigationController), ["AccountHomeViewController"], "Account's stack",
        line: line)
    checkEqual(feed.childCoordinators.count, 0, "Feed's children", line: line)
    check(tabBar.presentedViewController == nil, "nothing is presented", line: line)
}

/// Starts the Compose child modally from Feed's home: its coordinator and stack, or `nil` (a failed check).
@MainActor
func startCompose() -> (coordinator: any Coordinator, stack: UINavigationController)? {
    top(feedStack, FeedHomeViewController.self)?.simulateStartCompose()
    StandInDriver.settle()
    guard let compose = feed.childCoordinators.first, compose is ComposeCoordinator else {
        check(false, "Compose is Feed's child")
        return nil
    }
    checkIdentical(tabBar.presentedViewController, compose.navigationController, "Compose's stack is presented")
    return (compose, compose.navigationController)
}

step("Article's next pushes Comments; Comments' done and Article's done each go back one screen") {
    let watched = inScope { () -> [Released] in
        top(feedStack, FeedHomeViewController.self)?.simulateShowArticle(articleID: 7)
        StandInDriver.settle()
        top(feedStack, ArticleViewController.self)?.simulateNext()
        StandInDriver.settle()
        checkEqual(
            screens(feedStack), ["FeedHomeViewController", "ArticleViewController", "CommentsViewController"],
            "after Article's next")
        // Article's next passes Article's own input and a value (docs/manifest.md, "Data passing").
        checkEqual(top(feedStack, CommentsViewController.self)?.articleID, 7, "Comments' article is Article's")
        checkEqual(top(feedStack, CommentsViewController.self)?.order, "newest", "Comments' order is the value")
        let comments = Released(feedStack.topViewController, "CommentsViewController")
        top(feedStack, CommentsViewController.self)?.simulateDone()
        StandInDriver.settle()
        checkEqual(screens(feedStack), ["FeedHomeViewController", "ArticleViewController"], "after Comments' done")
        let article = Released(feedStack.topViewController, "ArticleViewController")
        top(feedStack, ArticleViewController.self)?.simulateDone()
        return [comments, article]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Filters' next pushes in its own stack; FilterDetail's done pops to Filters; Filters' done dismisses") {
    let watched = inScope { () -> [Released] in
        top(feedStack, FeedHomeViewController.self)?.simulateShowFilters()
        StandInDriver.settle()
        guard let presented = tabBar.presentedViewController as? UINavigationController else {
            check(false, "Filters is presented in a navigation controller")
            return []
        }
        // Filters is presented with "modalInPresentation": the person cannot swipe it away.
        checkEqual(presented.modalTransitionStyle, .crossDissolve, "Filters' transition style")
        check(!StandInDriver.swipeDownToDismiss(presented), "UIKit refuses to swipe Filters away")
        StandInDriver.settle()
        checkIdentical(tabBar.presentedViewController, presented, "Filters is still presented")
        top(presented, FiltersViewController.self)?.simulateNext()
        StandInDriver.settle()
        top(presented, FilterDetailViewController.self)?.simulateDone()
        StandInDriver.settle()
        checkEqual(screens(presented), ["FiltersViewController"], "after FilterDetail's done")
        checkEqual(screens(feedStack), ["FeedHomeViewController"], "Feed's stack is untouched")
        top(presented, FiltersViewController.self)?.simulateDone()
        return [Released(presented, "the presented stack"), Released(presented.topViewController, "Filters")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("in the Compose child: Preview's done pops, Profile's done pops, Preview's next finishes the flow") {
    let watched = inScope { () -> [Released] in
        guard let (compose, stack) = startCompose() else { return [] }
        top(stack, DraftViewController.self)?.simulateNext()
        StandInDriver.settle()
        top(stack, PreviewViewController.self)?.simulateDone()
        StandInDriver.settle()
        checkEqual(screens(stack), ["DraftViewController"], "after Preview's done")
        top(stack, DraftViewController.self)?.simulateShowProfile()
        StandInDriver.settle()
        top(stack, ProfileViewController.self)?.simulateDone()
        StandInDriver.settle()
        checkEqual(screens(stack), ["DraftViewController"], "after Profile's done")
        checkEqual(feed.childCoordinators.count, 1, "Compose is still running")
        top(stack, DraftViewController.self)?.simulateNext()
        StandInDriver.settle()
        top(stack, PreviewViewController.self)?.simulateNext()
        return [Released(compose, "ComposeCoordinator"), Released(stack, "Compose's stack")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Draft's done finishes the Compose flow") {
    let watched = inScope { () -> [Released] in
        guard let (compose, stack) = startCompose() else { return [] }
        top(stack, DraftViewController.self)?.simulateDone()
        return [Released(compose, "ComposeCoordinator"), Released(stack.topViewController, "DraftViewController")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("Profile's done goes back one screen in each tab that shows it") {
    let stacks = [
        feedStack, tabBar.searchCoordinator.navigationController, tabBar.accountCoordinator.navigationController,
    ]
    for stack in stacks {
        let watched = inScope { () -> [Released] in
            switch stack.viewControllers.first {
            case let home as FeedHomeViewController: home.simulateShowProfile()
            case let home as SearchHomeViewController: home.simulateShowProfile()
            case let home as AccountHomeViewController: home.simulateShowProfile()
            default: check(false, "a tab's first screen is its home")
            }
            StandInDriver.settle()
            let profile = Released(top(stack, ProfileViewController.self), "ProfileViewController")
            (stack.topViewController as? ProfileViewController)?.simulateDone()
            return [profile]
        }
        checkAtRest()
        checkReleased(watched)
    }
}

step("shared Profile, in all four flows: share runs the one implementation; next pushes Followers, which goes back") {
    SharedActionLog.entries = []
    let compose = startCompose()
    let stacks =
        [
            feedStack, tabBar.searchCoordinator.navigationController, tabBar.accountCoordinator.navigationController,
        ] + (compose.map { [$0.stack] } ?? [])
    for stack in stacks {
        switch stack.viewControllers.first {
        case let home as FeedHomeViewController: home.simulateShowProfile()
        case let home as SearchHomeViewController: home.simulateShowProfile()
        case let home as AccountHomeViewController: home.simulateShowProfile()
        case let draft as DraftViewController: draft.simulateShowProfile()
        default: check(false, "a flow's first screen is a home or Draft")
        }
        StandInDriver.settle()
        top(stack, ProfileViewController.self)?.simulateShare()
        // Profile's again replaces Profile on the stack, through the one shared implementation.
        let before = screens(stack)
        let first = Released(stack.topViewController, "the first ProfileViewController")
        top(stack, ProfileViewController.self)?.simulateAgain()
        StandInDriver.settle()
        checkEqual(screens(stack), before, "again replaces Profile")
        checkReleased([first])
        top(stack, ProfileViewController.self)?.simulateNext()
        StandInDriver.settle()
        checkEqual(
            screens(stack).suffix(2), ["ProfileViewController", "FollowersViewController"], "Followers is pushed")
        top(stack, FollowersViewController.self)?.simulateDone()
        StandInDriver.settle()
        top(stack, ProfileViewController.self)?.simulateDone()
        StandInDriver.settle()
        checkEqual(screens(stack).count, 1, "back at the flow's first screen")
    }
    checkEqual(
        SharedActionLog.entries,
        [
            "share in FeedCoordinator", "share in SearchCoordinator", "share in AccountCoordinator",
            "share in ComposeCoordinator",
        ], "each flow ran share")
    if let compose {
        top(compose.stack, DraftViewController.self)?.simulateDone()
    }
    checkAtRest()
}

step("Followers, pushed by shared Profile, starts Compose from a tab: the child flow belongs to that tab's flow") {
    let search = tabBar.searchCoordinator
    top(search.navigationController, SearchHomeViewController.self)?.simulateShowProfile()
    StandInDriver.settle()
    top(search.navigationController, ProfileViewController.self)?.simulateNext()
    StandInDriver.settle()
    top(search.navigationController, FollowersViewController.self)?.simulateStartCompose()
    StandInDriver.settle()
    guard let compose = search.childCoordinators.first as? ComposeCoordinator else {
        check(false, "Compose is Search's child")
        return
    }
    top(compose.navigationController, DraftViewController.self)?.simulateDone()
    StandInDriver.settle()
    checkEqual(search.childCoordinators.count, 0, "Compose ended")
    top(search.navigationController, FollowersViewController.self)?.simulateDone()
    StandInDriver.settle()
    top(search.navigationController, ProfileViewController.self)?.simulateDone()
    checkAtRest()
}

step("Search's Article: done goes back one screen there too") {
    let stack = tabBar.searchCoordinator.navigationController
    top(stack, SearchHomeViewController.self)?.simulateShowArticle(articleID: 7)
    StandInDriver.settle()
    top(stack, ArticleViewController.self)?.simulateDone()
    checkAtRest()
}

step("close pops a pushed screen: Article, and Profile in every tab") {
    let watched = inScope { () -> [Released] in
        top(feedStack, FeedHomeViewController.self)?.simulateShowArticle(articleID: 7)
        StandInDriver.settle()
        let article = Released(top(feedStack, ArticleViewController.self), "ArticleViewController")
        top(feedStack, ArticleViewController.self)?.simulateClose()
        StandInDriver.settle()
        checkEqual(screens(feedStack), ["FeedHomeViewController"], "after Article's close")
        let account = tabBar.accountCoordinator.navigationController
        top(account, AccountHomeViewController.self)?.simulateShowProfile()
        StandInDriver.settle()
        let profile = Released(top(account, ProfileViewController.self), "ProfileViewController")
        top(account, ProfileViewController.self)?.simulateClose()
        return [article, profile]
    }
    checkAtRest()
    checkReleased(watched)
}

step("close dismisses a presented screen: Filters") {
    let watched = inScope { () -> [Released] in
        top(feedStack, FeedHomeViewController.self)?.simulateShowFilters()
        StandInDriver.settle()
        guard let presented = tabBar.presentedViewController as? UINavigationController else {
            check(false, "Filters is presented")
            return []
        }
        top(presented, FiltersViewController.self)?.simulateClose()
        return [Released(presented, "the presented stack"), Released(presented.topViewController, "Filters")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("close ends a flow at its first screen: Draft ends Compose") {
    let watched = inScope { () -> [Released] in
        guard let (compose, stack) = startCompose() else { return [] }
        top(stack, DraftViewController.self)?.simulateClose()
        return [Released(compose, "ComposeCoordinator"), Released(stack.topViewController, "DraftViewController")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("AccountHome, presented by Feed, closes by dismissing; a Profile pushed over it closes by popping") {
    let watched = inScope { () -> [Released] in
        top(feedStack, FeedHomeViewController.self)?.simulateShowAccount()
        StandInDriver.settle()
        guard let presented = tabBar.presentedViewController as? UINavigationController else {
            check(false, "AccountHome is presented")
            return []
        }
        top(presented, AccountHomeViewController.self)?.simulateShowProfile()
        StandInDriver.settle()
        top(presented, ProfileViewController.self)?.simulateClose()
        StandInDriver.settle()
        checkEqual(screens(presented), ["AccountHomeViewController"], "after Profile's close on the presented stack")
        check(tabBar.presentedViewController === presented, "AccountHome is still presented")
        top(presented, AccountHomeViewController.self)?.simulateClose()
        return [Released(presented, "the presented stack"), Released(presented.topViewController, "AccountHome")]
    }
    checkAtRest()
    checkReleased(watched)
}

step("AccountHome embeds Badge twice, each with the value its embed passes") {
    let home = top(tabBar.accountCoordinator.navigationController, AccountHomeViewController.self)
    home?.loadViewIfNeeded()
    let badges = home?.children.compactMap { $0 as? BadgeViewController } ?? []
    checkEqual(badges.map(\.isPrivate), [false, true], "the public badge, then the private one")
    checkAtRest()
}

step("Avatar, embedded in AccountHome, starts a flow with a result: Avatar hears it, or AccountHome with resultTo") {
    AvatarResults.heard = []
    let account = tabBar.accountCoordinator
    let home = top(account.navigationController, AccountHomeViewController.self)
    home?.loadViewIfNeeded()
    let avatar = home?.children.compactMap { $0 as? AvatarViewController }.first
    check(avatar != nil, "AccountHome embeds Avatar")
    avatar?.simulateChoose()
    StandInDriver.settle()
    let picker = account.childCoordinators.first as? AvatarPickerCoordinator
    check(picker != nil, "AvatarPicker is Account's child")
    if let picker {
        top(picker.navigationController, AvatarListViewController.self)?.simulatePick(avatar: "cat")
        StandInDriver.settle()
    }
    avatar?.simulateChooseForAccount()
    StandInDriver.settle()
    if let second = account.childCoordinators.first as? AvatarPickerCoordinator {
        top(second.navigationController, AvatarListViewController.self)?.simulateCancel()
        StandInDriver.settle()
    } else {
        check(false, "AvatarPicker starts again")
    }
    checkEqual(
        AvatarResults.heard, [#"avatar: chosen(avatar: "cat")"#, "account home: cancelled"],
        "each result reached the screen the manifest says")
    checkEqual(account.childCoordinators.count, 0, "Account's children")
    checkAtRest()
}

step("AccountHome presented by Feed: its Avatar's flow is Feed's child, and the result reaches that Avatar") {
    AvatarResults.heard = []
    top(feedStack, FeedHomeViewController.self)?.simulateShowAccount()
    StandInDriver.settle()
    guard let presented = tabBar.presentedViewController as? UINavigationController,
        let home = top(presented, AccountHomeViewController.self)
    else {
        check(false, "AccountHome is presented")
        return
    }
    home.loadViewIfNeeded()
    home.children.compactMap { $0 as? AvatarViewController }.first?.simulateChoose()
    StandInDriver.settle()
    if let picker = feed.childCoordinators.first as? AvatarPickerCoordinator {
        top(picker.navigationController, AvatarListViewController.self)?.simulatePick(avatar: "dog")
        StandInDriver.settle()
    } else {
        check(false, "AvatarPicker is Feed's child")
    }
    checkEqual(AvatarResults.heard, [#"avatar: chosen(avatar: "dog")"#], "the presented Avatar heard it")
    home.simulateClose()
    checkAtRest()
}

step("AccountHome as the Account tab's root: close leaves it, since nothing shows it from below") {
    let account = tabBar.accountCoordinator.navigationController
    let home = top(account, AccountHomeViewController.self)
    home?.simulateClose()
    StandInDriver.settle()
    checkIdentical(account.topViewController, home, "the tab still shows its root")
    checkAtRest()
}

finishScenario()
