import Foundation

// The swiftui-shop fixture's navigation state, driven as the person and SwiftUI would drive it, in every style (the
// screens' shims perform their actions in the manifest's style).

@main
struct ShopScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        guard let home = navigation.shown(HomeScreen.self) else {
            expect(false, "the app does not start at Home")
            finishRun()
        }
        var results: [BuyResult] = []
        home.onBuyResult = { results.append($0) }

        // Pushes and goes back: by the action, and by SwiftUI's back button.
        home.createAccount()
        expect(navigation.shown(CreateAccountScreen.self) != nil, "createAccount does not show CreateAccount")
        navigation.shown(CreateAccountScreen.self)?.back()
        expect(navigation.shownEntry == navigation.rootStack.root, "back does not return to Home")
        home.createAccount()
        navigation.swipeBack()
        expect(navigation.rootStack.path.isEmpty, "the back button leaves \(navigation.rootStack.path)")

        // A screen presented on a stack of its own: dismissed by the action, and pulled down.
        home.showTerms()
        expect(navigation.stacks.count == 2, "showTerms presents no stack")
        navigation.shown(TermsScreen.self)?.close()
        expect(navigation.stacks.count == 1, "close does not dismiss Terms")
        home.showTerms()
        expect(!navigation.canPullDownSheet, "Terms, presented modally in presentation, can be pulled down")
        navigation.shown(TermsScreen.self)?.close()
        expect(navigation.stacks.count == 1, "close does not dismiss Terms")
        home.showIntro()
        expect(navigation.topStack.presentation == .fullScreenCover, "Intro is not a full-screen cover")
        navigation.shown(IntroScreen.self)?.closeIntro()
        expect(navigation.stacks.count == 1, "closeIntro does not dismiss Intro")

        // A child flow in a sheet hands its result over once, however it ends.
        home.buySubscription(to: 3)
        let sheet = navigation.topStack.sheet
        expect(sheet.detents == [.medium, .large] && sheet.showsGrabber, "Buy's sheet shows \(sheet)")
        weak let firstBuy = navigation.roots[0].childCoordinators.first
        expect(navigation.shown(BuyScreen.self)?.selectedProduct == 3, "Buy does not get the product")
        navigation.shown(BuyScreen.self)?.confirm(product: 3)
        expect(results == [.bought(product: 3)], "confirm hands over \(results)")
        expect(navigation.stacks.count == 1, "the finished flow's sheet is still presented")
        expect(navigation.roots[0].childCoordinators.isEmpty, "the finished flow is still a child")
        expect(firstBuy == nil, "the finished flow is still alive")

        results = []
        home.buySubscription(to: 4)
        weak let staleBuy = navigation.shown(BuyScreen.self)
        navigation.pullDownSheet()
        expect(results == [.cancelled], "pulling the flow's sheet down hands over \(results)")
        staleBuy?.confirm(product: 4)
        expect(results == [.cancelled], "a screen of an ended flow hands over a second result: \(results)")
        expect(staleBuy == nil, "the pulled-down flow's screen is still alive")

        results = []
        home.buySubscription(to: 5)
        navigation.shown(BuyScreen.self)?.cancel()
        expect(results == [.cancelled], "cancel hands over \(results)")

        // close closes a screen as it was shown: a pushed one goes back, the first of a presented stack is dismissed,
        // the first of a flow ends the flow.
        results = []
        home.buySubscription(to: 8)
        navigation.shown(BuyScreen.self)?.details()
        navigation.shown(ProductDetailScreen.self)?.more()
        navigation.shown(ProductDetailScreen.self)?.done()
        expect(navigation.topStack.path.count == 1, "done does not go back one screen: \(navigation.topStack.path)")
        navigation.shown(ProductDetailScreen.self)?.done()
        expect(navigation.shown(BuyScreen.self) != nil, "done does not go back to Buy")
        navigation.shown(BuyScreen.self)?.closeBuy()
        expect(results == [.cancelled], "closing the flow's first screen hands over \(results)")
        expect(navigation.stacks.count == 1, "closing Buy leaves its sheet")
        home.showTerms()
        navigation.shown(TermsScreen.self)?.closeTerms()
        expect(navigation.stacks.count == 1, "closeTerms does not dismiss Terms")

        // Deep in a flow: going back to its first screen is one change, and leaves the flow running.
        results = []
        home.buySubscription(to: 6)
        navigation.shown(BuyScreen.self)?.details()
        navigation.shown(ProductDetailScreen.self)?.more()
        navigation.shown(ProductDetailScreen.self)?.more()
        expect(navigation.topStack.path.count == 3, "three details are not pushed: \(navigation.topStack.path)")
        expect(navigation.shown(ProductDetailScreen.self)?.product == 6, "the detail does not get the product")
        home.showTerms()  // Home's flow presents over its own stack, beneath Buy's sheet: Buy's flow ends.
        expect(results == [.cancelled], "a presentation in place of Buy's sheet hands over \(results)")
        home.buySubscription(to: 7)
        navigation.shown(BuyScreen.self)?.details()
        navigation.shown(ProductDetailScreen.self)?.more()
        let counter = ChangeCounter(navigation.stacks)
        navigation.shown(ProductDetailScreen.self)?.startOver()
        expect(counter.changes == 1, "going back to the flow's first screen is \(counter.changes) changes")
        expect(navigation.shown(BuyScreen.self) != nil, "startOver does not return to Buy")
        expect(navigation.roots[0].childCoordinators.count == 1, "startOver ends the flow")
        navigation.pullDownSheet()
        expect(results == [.cancelled, .cancelled], "the Buy flows over Terms hand over \(results)")
        navigation.shown(TermsScreen.self)?.close()
        expect(navigation.stacks.count == 1, "Terms is still presented")

        // A pushed child flow: ended by its finish, and by the back button on its first screen.
        var settings: [SettingsResult] = []
        let settingsFlow = { () -> SettingsCoordinator? in
            navigation.roots[0].childCoordinators.last as? SettingsCoordinator
        }
        home.openSettings()
        settingsFlow()?.onResult = { settings.append($0) }
        navigation.shown(SettingsScreen.self)?.advanced()
        expect(navigation.rootStack.path.count == 2, "Settings and Advanced are not pushed on Home's stack")
        navigation.shown(AdvancedScreen.self)?.done()
        expect(settings == [.saved], "done hands over \(settings)")
        expect(navigation.rootStack.path.isEmpty, "the finished flow's screens are still pushed")
        home.openSettings()
        settingsFlow()?.onResult = { settings.append($0) }
        navigation.shown(SettingsScreen.self)?.advanced()
        navigation.swipeBack()
        expect(settings == [.saved], "going back to the flow's first screen ends it")
        navigation.swipeBack()
        expect(settings == [.saved, .left], "going back past the flow's first screen hands over \(settings)")
        expect(navigation.runningFlows.count == 2, "flows still run: \(navigation.runningFlows)")

        // Each tab keeps its own stack; tapping a tab changes the selection only.
        expect(navigation.tabItems.map(\.title) == ["Shop", "Account"], "the tabs are \(navigation.tabItems)")
        home.createAccount()
        navigation.tapTab(1)
        expect(navigation.shown(AccountScreen.self) != nil, "the Account tab does not show Account")
        navigation.shown(AccountScreen.self)?.orders()
        expect(navigation.shown(OrdersScreen.self) != nil, "orders does not push Orders on the Account tab")
        navigation.tapTab(0)
        expect(navigation.shown(CreateAccountScreen.self) != nil, "the Shop tab lost its stack")
        expect(navigation.rootStacks[1].path.count == 1, "the Account tab lost its stack")
        navigation.tapTab(1)
        navigation.swipeBack()
        expect(
            navigation.rootStacks[1].path.isEmpty && navigation.rootStacks[0].path.count == 1,
            "a swipe left the wrong tab")

        // An alert's choice runs its action once the alert has gone; a cancel choice only closes it.
        navigation.tapTab(0)
        navigation.swipeBack()
        results = []
        home.offerPlans(to: 9)
        expect(navigation.shownAlert?.title == "Subscribe?", "offerPlans shows no alert")
        navigation.tapAlertChoice("Not now")
        expect(navigation.shownAlert == nil && navigation.stacks.count == 1, "Not now does not just close the alert")
        home.offerPlans(to: 9)
        navigation.tapAlertChoice("Subscribe")
        expect(navigation.shownAlert == nil, "the alert stays after its choice")
        expect(navigation.shown(BuyScreen.self)?.selectedProduct == 9, "Subscribe does not start Buy with the product")
        navigation.pullDownSheet()
        expect(results == [.cancelled], "the Buy flow the alert started hands over \(results)")
        home.openSettings()
        settingsFlow()?.onResult = { settings.append($0) }
        navigation.shown(SettingsScreen.self)?.confirmSave()
        expect(navigation.shownAlert?.message == "They apply everywhere.", "the alert's localized message is not shown")
        navigation.tapAlertChoice("Save")
        expect(settings == [.saved, .left, .saved], "Save does not finish Settings: \(settings)")
        expect(navigation.rootStack.path.isEmpty, "the finished Settings flow's screen is still pushed")

        // An action sheet is a confirmation dialog; its choice runs once it has gone.
        navigation.tapTab(1)
        navigation.shown(AccountScreen.self)?.showOrders()
        expect(navigation.shownAlert?.isDialog == true, "showOrders shows no confirmation dialog")
        navigation.tapAlertChoice("Show All")
        expect(navigation.shownAlert == nil, "the dialog stays after its choice")
        expect(navigation.shown(OrdersScreen.self) != nil, "Show All does not push Orders")
        finishRun()
    }
}

// The results compare as they print: the generated enums declare no conformances.
extension BuyResult: Equatable {
    static func == (lhs: BuyResult, rhs: BuyResult) -> Bool { "\(lhs)" == "\(rhs)" }
}

extension SettingsResult: Equatable {
    static func == (lhs: SettingsResult, rhs: SettingsResult) -> Bool { "\(lhs)" == "\(rhs)" }
}
