// Routes whose values are a URL or the app's own types (the link-types fixture): a link read from outside the app
// opens its route, and the screen gets the values its link held, converted, from rest and from deep in the stack; a
// quick action, an activity and a notification without a link open the routes the manifest's entries map them to.
// Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let stack = UINavigationController()
window.rootViewController = stack
window.makeKeyAndVisible()
let main = MainCoordinator(navigationController: stack)
main.start()
StandInDriver.settle()

/// Opens the route `link` reads, from whatever is on screen, and says how it ended.
@MainActor
func open(_ link: String) -> [AppRoute.Outcome] {
    var outcomes: [AppRoute.Outcome] = []
    guard let url = URL(string: link), let route = AppRoute(url: url) else {
        check(false, "\(link) reads as no route")
        return outcomes
    }
    route.open(in: main) { outcomes.append($0) }
    StandInDriver.settle()
    return outcomes
}

step("a URL in a query value reaches the page screen whole") {
    checkEqual(open("app://open?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1"), [.opened], "opened")
    checkEqual(stack.viewControllers.map(named), ["Home", "Page"], "the stack")
    let page = stack.topViewController as? PageViewController
    checkEqual(page?.page, URL(string: "https://example.com/a?b=1"), "the page's URL")
}

step("raw values: a section in the path and a tab in the query, from deep in another screen") {
    checkEqual(open("app://settings/privacy?tab=2"), [.opened], "opened")
    checkEqual(stack.viewControllers.map(named), ["Home", "Settings"], "the page went, settings came")
    let settings = stack.topViewController as? SettingsViewController
    checkEqual(settings?.section, .privacy, "the section")
    checkEqual(settings?.tab, .search, "the tab")
}

step("the second pattern gives the same route, with no tab") {
    checkEqual(open("app://prefs?s=notifications"), [.opened], "opened")
    let settings = stack.topViewController as? SettingsViewController
    checkEqual(settings?.section, .notifications, "the section")
    checkEqual(settings?.tab, nil, "no tab")
}

step("a description and the app's own conversion") {
    checkEqual(open("app://account/acct-42/@ann"), [.opened], "opened")
    checkEqual(stack.viewControllers.map(named), ["Home", "Account"], "the stack")
    let account = stack.topViewController as? AccountViewController
    checkEqual(account?.account, AccountID(number: 42), "the account")
    checkEqual(account?.handle, Handle(name: "ann"), "the handle")
}

step("a route built in code opens the same way, and its link reads back as it") {
    let route = AppRoute.account(account: AccountID(number: 7), handle: Handle(name: "b/c"))
    checkEqual(AppRoute(url: route.url), route, "the link reads back")
    checkEqual(open(route.url.absoluteString), [.opened], "opened from its own link")
    let account = stack.topViewController as? AccountViewController
    checkEqual(account?.handle, Handle(name: "b/c"), "a handle with a slash, percent-encoded in its segment")
}

step("entries: a quick action, an activity and a notification without a link, and the same with a link") {
    let settings = UIApplicationShortcutItem(
        type: "com.example.settings", localizedTitle: "Privacy", localizedSubtitle: nil, icon: nil,
        userInfo: ["section": "privacy" as NSString, "tab": NSNumber(value: 2)])
    let route = AppRoute(shortcutItem: settings)
    checkEqual(route, .settings(section: .privacy, tab: .search), "the settings quick action")
    route?.open(in: main)
    StandInDriver.settle()
    checkEqual(stack.viewControllers.map(named), ["Home", "Settings"], "settings")
    checkEqual((stack.topViewController as? SettingsViewController)?.tab, .search, "the tab the payload gave")
    let home = UIApplicationShortcutItem(
        type: "com.example.home", localizedTitle: "Home", localizedSubtitle: nil, icon: nil, userInfo: nil)
    AppRoute(shortcutItem: home)?.open(in: main)
    StandInDriver.settle()
    checkEqual(stack.viewControllers.map(named), ["Home"], "back home")
    let reading = NSUserActivity(activityType: "com.example.reading")
    reading.userInfo = ["url": "https://example.com/b"]
    checkEqual(AppRoute(userActivity: reading), URL(string: "https://example.com/b").map { .page(page: $0) }, "reading")
    let web = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    web.webpageURL = URL(string: "app://home")
    checkEqual(AppRoute(userActivity: web), .home, "a web page's activity is still read as its link")
    let mention: [AnyHashable: Any] = [
        "aps": ["alert": "Ann mentioned you"], "kind": "mention", "account_id": "acct-9",
        "from": "@ann",
    ]
    checkEqual(
        AppRoute(userInfo: mention), .account(account: AccountID(number: 9), handle: Handle(name: "ann")), "a mention")
    checkEqual(AppRoute(userInfo: ["kind": "mention", "link": "app://home"]), .home, "a payload's link comes first")
    checkEqual(AppRoute(userInfo: ["kind": "mention", "link": "app://nowhere"]), nil, "a link that is no route's")
    let linked = UIApplicationShortcutItem(
        type: "com.example.settings", localizedTitle: "x", localizedSubtitle: nil, icon: nil,
        userInfo: ["link": "app://home" as NSString])
    checkEqual(AppRoute(shortcutItem: linked), .home, "a quick action's link comes first")
}

finishScenario()
