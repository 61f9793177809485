// A tab flow that refuses routes ("onRoute": "reject") refuses them only while its tab is selected (the round-4
// reproducer route-refused-by-background-tab: tabs Feed and Vault, Vault marked "reject", a route into Feed).

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let tabs = MainTabBarController()
window.rootViewController = tabs
window.makeKeyAndVisible()
StandInDriver.settle()

/// Opens `route`, lets UIKit finish, and returns what its completion heard.
@MainActor
func open(_ route: AppRoute) -> [AppRoute.Outcome] {
    var outcomes: [AppRoute.Outcome] = []
    route.open(in: tabs) { outcomes.append($0) }
    StandInDriver.settle()
    return outcomes
}

step("with Feed selected, Vault is not on screen: a route into Feed opens") {
    checkEqual(tabs.selectedIndex, 0, "Feed is selected")
    checkEqual(open(.post), [.opened], "what the route heard")
    checkEqual(
        screens(tabs.feedCoordinator.navigationController), ["FeedViewController", "PostViewController"], "Feed")
}

step("with Vault selected, the route is refused and nothing moves") {
    tabs.selectedIndex = 1
    StandInDriver.settle()
    checkEqual(open(.post), [.rejected(.refused(by: "Vault"))], "what the route heard")
    checkEqual(tabs.selectedIndex, 1, "Vault stays selected")
}

step("back in Feed, the route opens again") {
    tabs.selectedIndex = 0
    StandInDriver.settle()
    checkEqual(open(.post), [.opened], "what the route heard")
}

finishScenario()
