// Routes whose values are a URL or the app's own types (the link-types fixture): a link read from outside the app
// opens its route, and the screen gets the values its link held, converted, from rest and from deep in the stack.
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

finishScenario()
