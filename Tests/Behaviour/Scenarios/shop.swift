// The shop app (tabs, a child flow with data, a pushed screen), in any style and either instantiation mode.
// Every way the Buy flow's screen can leave must remove the Buy coordinator and release it and its screen.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let tabBar = MainTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()
let main = tabBar.mainCoordinator
let navigation = main.navigationController

step("tabs follow the manifest's order, with their items") {
    let tabs = tabBar.viewControllers ?? []
    checkEqual(tabs.count, 2, "number of tabs")
    checkIdentical(tabs.first, main.navigationController, "first tab")
    checkIdentical(tabs.last, tabBar.settingsCoordinator.navigationController, "second tab")
    let shop = main.navigationController.tabBarItem!
    checkEqual(StandInDriver.systemItem(of: shop), .favorites, "first tab's system item")
    checkEqual(shop.tag, 0, "first tab's tag")
    let settings = tabBar.settingsCoordinator.navigationController.tabBarItem!
    checkEqual(settings.title, "Settings", "second tab's title")
    checkEqual(settings.image.map(StandInDriver.symbolName(of:)), "gear", "second tab's symbol")
    checkEqual(settings.tag, 1, "second tab's tag")
    checkEqual(screens(navigation), ["HomeViewController"], "first tab's stack")
    checkEqual(screens(tabBar.settingsCoordinator.navigationController), ["SettingsViewController"], "second tab")
    check(navigation.delegate === main.navigationObserver, "the Main coordinator observes its stack")
}

/// Starts the Buy flow from Home and returns what must be released when it ends.
@MainActor
func startBuying(_ product: Int) -> [Released] {
    guard let home = top(navigation, HomeViewController.self) else { return [] }
    home.simulateBuySubscription(to: product)
    StandInDriver.settle()
    guard let buy = top(navigation, BuyViewController.self) else { return [] }
    checkEqual(buy.selectedProduct, product, "Buy's selectedProduct")
    checkEqual(main.childCoordinators.count, 1, "children while buying")
    let child = main.childCoordinators.first
    check(child is BuyCoordinator, "the child is a BuyCoordinator")
    checkIdentical(child?.parentCoordinator, main, "the child's parent")
    return [Released(buy, "BuyViewController"), Released(child, "BuyCoordinator")]
}

step("the back button ends the child flow") {
    let watched = startBuying(2)
    StandInDriver.tapBackButton(in: navigation)
    checkEqual(screens(navigation), ["HomeViewController"], "stack after back")
    checkEqual(main.childCoordinators.count, 0, "children after back")
    checkReleased(watched)
}

step("a cancelled edge swipe keeps the child; a completed one removes it") {
    let watched = startBuying(3)
    StandInDriver.beginSwipeBack(in: navigation)
    checkEqual(main.childCoordinators.count, 1, "children during the swipe")
    // App code compares the tree with UIKit while the screen is off the stack: the swipe may still bring it back.
    main.endFlowsThatLeft()
    checkEqual(main.childCoordinators.count, 1, "children after a comparison during the swipe")
    StandInDriver.endSwipeBack(in: navigation, completes: false)
    checkEqual(screens(navigation), ["HomeViewController", "BuyViewController"], "stack after a cancelled swipe")
    checkEqual(main.childCoordinators.count, 1, "children after a cancelled swipe")
    StandInDriver.swipeBack(in: navigation, completes: true)
    checkEqual(main.childCoordinators.count, 0, "children after a completed swipe")
    checkReleased(watched)
}

step("a pop without animation (no transition coordinator) ends the child flow") {
    let watched = startBuying(4)
    navigation.popViewController(animated: false)
    check(navigation.transitionCoordinator == nil, "no transition coordinator without animation")
    checkEqual(main.childCoordinators.count, 0, "children after a non-animated pop")
    checkReleased(watched)
}

step("popToRootViewController ends the child flow") {
    let watched = startBuying(5)
    navigation.popToRootViewController(animated: true)
    StandInDriver.settle()
    checkEqual(main.childCoordinators.count, 0, "children after popToRoot")
    checkReleased(watched)
}

step("setViewControllers ends the child flow") {
    let watched = startBuying(6)
    navigation.setViewControllers(Array(navigation.viewControllers.prefix(1)), animated: false)
    checkEqual(main.childCoordinators.count, 0, "children after setViewControllers")
    checkReleased(watched)
}

step("the child's own finish action pops its screen and ends it") {
    let watched = startBuying(7)
    top(navigation, BuyViewController.self)?.simulateFinishBuying()
    StandInDriver.settle()
    checkEqual(screens(navigation), ["HomeViewController"], "stack after finishBuying")
    checkEqual(main.childCoordinators.count, 0, "children after finishBuying")
    checkReleased(watched)
}

step("createAccount pushes a screen of the same flow") {
    top(navigation, HomeViewController.self)?.simulateCreateAccount()
    StandInDriver.settle()
    checkEqual(screens(navigation), ["HomeViewController", "CreateAccountViewController"], "stack")
    checkEqual(main.childCoordinators.count, 0, "a pushed screen starts no child")
    let account = Released(navigation.topViewController, "CreateAccountViewController")
    StandInDriver.tapBackButton(in: navigation)
    checkReleased([account])
}

step("tapping Buy again after everything still works") {
    let watched = startBuying(8)
    StandInDriver.tapBackButton(in: navigation)
    checkReleased(watched)
}

finishScenario()
