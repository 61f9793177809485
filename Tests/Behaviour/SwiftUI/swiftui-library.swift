import Foundation

// The swiftui-library fixture's navigation state: a public API with the runtime prefix Shop (this scenario reaches
// the prefixed types through the aliases its build adds), screens in three styles, sheets and a full-screen cover,
// actions without animation, a closure input, a custom action the app implements, and a route.

@main
struct LibraryScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        expect(navigation.tabItems.map(\.title) == ["Catalog", "Account"], "the tabs are \(navigation.tabItems)")
        var announced: [Bool] = []
        navigation.rootStack.willChange = { announced.append(navigation.animates) }

        // A push without animation, from the closures style to the events style and back.
        navigation.shown(CatalogScreen.self)?.showProduct(productID: 3)
        expect(navigation.shown(ProductScreen.self)?.productID == 3, "showProduct does not push Product 3")
        expect(announced == [false], "showProduct announced \(announced)")
        navigation.shown(ProductScreen.self)?.showReviews()
        expect(navigation.stacks.last?.sheet.detents == [.large], "Reviews is not a large sheet")
        navigation.shown(ReviewsScreen.self)?.close()
        navigation.shown(ProductScreen.self)?.back()
        expect(navigation.shown(CatalogScreen.self) != nil, "back does not go back to Catalog")

        // A closure input reaches the started flow's first screen, which calls it.
        var applied: [String] = []
        navigation.shown(CatalogScreen.self)?.filter(onApply: { applied.append($0) })
        expect(navigation.stacks.last?.sheet.detents == [.medium, .large], "Filter is not a medium and large sheet")
        navigation.shown(FilterScreen.self)?.onApply("red")
        expect(applied == ["red"], "Filter's onApply does not reach the closure: \(applied)")
        navigation.shown(FilterScreen.self)?.apply()
        expect(navigation.stacks.count == 1, "apply does not end the Filter flow")

        // A full-screen cover with a push, back to its first screen, and dismissed.
        navigation.shown(CatalogScreen.self)?.checkout()
        expect(navigation.stacks.last?.presentation == .fullScreenCover, "checkout is not a full-screen cover")
        navigation.shown(CartScreen.self)?.pay()
        navigation.shown(PaidScreen.self)?.done()
        expect(navigation.shown(CartScreen.self) != nil, "done does not go back to Cart")
        navigation.shown(CartScreen.self)?.cancel()
        expect(navigation.stacks.count == 1 && navigation.runningFlows.count == 2, "cancel does not end Checkout")

        // The custom action runs the app's own method (UserCode/AccountActions.swift).
        navigation.tapTab(1)
        navigation.shown(AccountScreen.self)?.signOut()
        expect(navigation.shown(AccountScreen.self) != nil, "signOut does not run the app's method")

        // A route.
        let route = URL(string: "shop://product/9").flatMap(AppRoute.init(url:))
        expect(route?.open(in: navigation) == .opened, "the product route does not open")
        expect(navigation.selectedTab == 0 && navigation.shown(ProductScreen.self)?.productID == 9, "not Product 9")
        finishRun()
    }
}
