// Custom actions in every style run the user's code; a custom tab bar controller; a closure passed as input.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let tabBar = RootTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()

step("three tabs: an image, a system item, a title only") {
    let items = (tabBar.viewControllers ?? []).map { $0.tabBarItem! }
    checkEqual(items.count, 3, "number of tabs")
    guard items.count == 3 else { return }
    checkEqual(items[0].title, "Feed", "Feed's title")
    checkEqual(items[0].image.map(StandInDriver.symbolName(of:)), "list.bullet", "Feed's symbol")
    checkEqual(StandInDriver.systemItem(of: items[1]), .recents, "Inbox's system item")
    checkEqual(items[2].title, "Me", "Me's title")
    check(items[2].image == nil, "Me has no image")
    checkEqual(items.map(\.tag), [0, 1, 2], "tags")
}

step("custom actions run the user's code in protocols, events and closures style") {
    CustomActionLog.entries = []
    let feed = tabBar.feedCoordinator.navigationController
    top(feed, FeedViewController.self)?.simulateOpenLink(URL(string: "https://example.com")!)
    let inbox = tabBar.inboxCoordinator.navigationController
    top(inbox, InboxViewController.self)?.simulateRefresh()
    top(inbox, InboxViewController.self)?.simulateSelect(3, animated: false)
    top(tabBar.meCoordinator.navigationController, MeViewController.self)?.simulateLogOut()
    checkEqual(
        CustomActionLog.entries,
        ["openLink https://example.com", "refresh", "select 3 animated false", "logOut"], "custom actions")
    checkEqual(top(tabBar.meCoordinator.navigationController, MeViewController.self)?.tags, [:], "tags (default)")
}

/// Collects what the compose flow posts.
@MainActor
final class Posts {
    var texts: [String] = []
}

step("a closure passed to a modal child is called by its custom action, which finishes the flow") {
    let posts = Posts()
    let feed = tabBar.feedCoordinator.navigationController
    let watched = inScope { () -> [Released] in
        top(feed, FeedViewController.self)?.simulateCompose(onPost: { text in
            MainActor.assumeIsolated { posts.texts.append(text) }
        })
        StandInDriver.settle()
        guard let modal = feed.presentedViewController as? UINavigationController else {
            check(false, "compose presents the Compose flow")
            return []
        }
        let child = Released(tabBar.feedCoordinator.childCoordinators.first, "ComposeCoordinator")
        check(child.object is ComposeCoordinator, "compose starts a ComposeCoordinator")
        top(modal, ComposeViewController.self)?.simulatePost(text: "hello")
        StandInDriver.settle()
        return [
            child, Released(modal, "the Compose navigation controller"),
            Released(modal.viewControllers.first, "ComposeViewController"),
        ]
    }
    checkEqual(posts.texts, ["hello"], "posted texts")
    checkEqual(CustomActionLog.entries.last, "child ended: ComposeCoordinator", "Feed's childDidEnd hook")
    checkEqual(
        CustomActionLog.entries.filter { $0.hasPrefix("child ended") }.count, 1, "the hook runs once per child")
    check(feed.presentedViewController == nil, "the modal is dismissed")
    checkEqual(tabBar.feedCoordinator.childCoordinators.count, 0, "Feed's children")
    checkReleased(watched)
}

step("a modal child's cancel (finish) dismisses it without posting") {
    let feed = tabBar.feedCoordinator.navigationController
    let watched = inScope { () -> [Released] in
        top(feed, FeedViewController.self)?.simulateCompose(onPost: { _ in })
        StandInDriver.settle()
        guard let modal = feed.presentedViewController as? UINavigationController else {
            check(false, "compose presents the Compose flow")
            return []
        }
        let child = Released(tabBar.feedCoordinator.childCoordinators.first, "ComposeCoordinator")
        top(modal, ComposeViewController.self)?.simulateCancel()
        StandInDriver.settle()
        return [child, Released(modal, "the Compose navigation controller")]
    }
    check(feed.presentedViewController == nil, "cancel dismissed the modal")
    checkEqual(
        CustomActionLog.entries.filter { $0.hasPrefix("child ended") }.count, 2, "the hook runs once per child")
    checkEqual(tabBar.feedCoordinator.childCoordinators.count, 0, "Feed's children")
    checkReleased(watched)
}

finishScenario()
