// The library fixture, built as its own module (ShopKit) with "access": "public" and the runtime prefix "Shop",
// driven from an app module that imports it. Only the public API is used: the app creates the tab bar, reaches each
// tab's coordinator and calls its actions. The per-action options reach UIKit: transitions without animation are
// done at once, presented stacks have the manifest's style and sheet detents, and a `@MainActor` closure input is
// called from the main actor without `MainActor.assumeIsolated`.

import ShopKit
import UIKit

ShopKitScenes.register()
let window = UIWindow(frame: .zero)
let tabBar = ShopTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()
let catalog: CatalogCoordinator = tabBar.catalogCoordinator
let navigation = catalog.navigationController
var appliedFilters: [String] = []

step("another module creates the tab bar and reaches every tab's flow through the prefixed runtime") {
    checkEqual(tabBar.viewControllers?.count, 2, "tabs")
    checkEqual(screens(navigation), ["CatalogViewController"], "Catalog's stack")
    let account: any ShopCoordinator = tabBar.accountCoordinator
    checkEqual(account.navigationController.viewControllers.count, 1, "Account's stack")
    check(navigation.delegate === catalog.navigationObserver, "the Catalog flow observes its stack")
}

step("a push and a pop without animation are done at once") {
    catalog.showProduct(productID: 7)
    checkEqual(screens(navigation), ["CatalogViewController", "ProductViewController"], "stack right after the push")
    check(navigation.transitionCoordinator == nil, "no transition is running after a push without animation")
    checkEqual((navigation.topViewController as? ProductViewControllerBase)?.productID, 7, "Product's input")
    catalog.back()
    checkEqual(screens(navigation), ["CatalogViewController"], "stack right after the pop")
}

step("a presented screen comes up as a form sheet with its detents, and is dismissed at once") {
    catalog.showProduct(productID: 8)
    catalog.showReviews()
    StandInDriver.settle()
    let presented = navigation.presentedViewController
    checkEqual(presented?.presentationController?.presentationStyle, .formSheet, "the presented stack's style")
    checkEqual(presented?.sheetPresentationController?.detents.map(\.identifier), [.large], "its detents")
    catalog.close()
    check(navigation.presentedViewController == nil, "the sheet is gone right after a dismissal without animation")
    catalog.back()
}

step("a modal child flow is a page sheet with two detents; its main-actor closure input runs") {
    let watched: [Released] = inScope {
        catalog.filter { value in appliedFilters.append(value) }
        StandInDriver.settle()
        let sheet = navigation.presentedViewController
        checkEqual(sheet?.presentationController?.presentationStyle, .pageSheet, "the child's stack style")
        checkEqual(sheet?.sheetPresentationController?.detents.map(\.identifier), [.medium, .large], "its detents")
        checkEqual(catalog.childCoordinators.count, 1, "children while filtering")
        guard let filter = catalog.childCoordinators.first as? FilterCoordinator else {
            check(false, "the child is not a FilterCoordinator")
            return []
        }
        filter.onApply("red")
        checkEqual(appliedFilters, ["red"], "what the closure received")
        filter.apply()
        check(navigation.presentedViewController == nil, "the flow's sheet is gone right after finishing")
        checkEqual(catalog.childCoordinators.count, 0, "children right after finishing")
        return [Released(filter, "FilterCoordinator"), Released(sheet, "the Filter flow's stack")]
    }
    checkReleased(watched)
}

step("a full-screen child flow starts without animation and ends when its stack is dismissed") {
    let watched: [Released] = inScope {
        catalog.checkout()
        let stack = navigation.presentedViewController as? UINavigationController
        checkEqual(stack?.presentationController?.presentationStyle, .fullScreen, "the child's stack style")
        check(stack?.sheetPresentationController == nil, "a full-screen stack has no sheet")
        checkEqual(catalog.childCoordinators.count, 1, "the child is kept at once")
        guard let checkout = catalog.childCoordinators.first as? CheckoutCoordinator, let stack else {
            check(false, "the child is not a CheckoutCoordinator on a presented stack")
            return []
        }
        checkout.pay()
        StandInDriver.settle()
        checkEqual(stack.viewControllers.count, 2, "Cart and Paid")
        checkout.done()
        checkEqual(stack.viewControllers.count, 1, "back to Cart right after popping without animation")
        checkout.cancel()
        StandInDriver.settle()
        check(navigation.presentedViewController == nil, "the stack is dismissed")
        checkEqual(catalog.childCoordinators.count, 0, "children after the dismissal")
        return [Released(checkout, "CheckoutCoordinator"), Released(stack, "the Checkout flow's stack")]
    }
    checkReleased(watched)
}

step("a custom action implemented in the library runs from the app") {
    tabBar.accountCoordinator.signOut()
    checkEqual(tabBar.accountCoordinator.navigationController.viewControllers.count, 1, "Account's stack")
}

finishScenario()
