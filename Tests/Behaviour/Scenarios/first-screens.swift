// Flows that decide their first screen (the first-screens fixture). Inbox, a tab, and Profile, pushed, decide at
// once; Inbox falls back to InboxOffline when its decision throws. Article (pushed, with an input) and Checkout
// (presented, with a result) decide asynchronously behind a placeholder, which the chosen screen (or Article's
// fallback) replaces once UIKit has finished the transition under way; a flow the person leaves while it decides ends
// then, with its result once, and its decision is dropped. Everything that leaves is released. Runs in every style and
// both instantiation modes, under every reading.

import UIKit

registerStoryboards()
Decisions.inbox = "empty"
let window = UIWindow(frame: .zero)
let tabBar = MainTabBarController()
window.rootViewController = tabBar
window.makeKeyAndVisible()
StandInDriver.settle()
let home = tabBar.homeCoordinator
let homeStack = home.navigationController

/// Home's stack, what is presented over the tab bar, and Home's coordinator tree.
@MainActor
func state() -> String {
    let presented = (tabBar.presentedViewController as? UINavigationController)?.viewControllers.map(named) ?? []
    return homeStack.viewControllers.map(named).joined(separator: ", ") + " | presented: "
        + presented.joined(separator: ", ") + " | "
        + tree(home)
}

/// Who waits for an answer, oldest first.
@MainActor
func askers() -> [String] {
    Decisions.waiting.map(\.asker)
}

/// The stack presented over the tab bar, if any.
@MainActor
func presentedStack() -> UINavigationController? {
    tabBar.presentedViewController as? UINavigationController
}

/// Turns the main run loop until every answer given has reached its decision (a resumed task runs on a later turn,
/// after a hop the scenario does not control), without finishing any animation; then what the decision does is done.
@MainActor
func deliverAnswers() {
    for _ in 0..<10_000 where Decisions.delivering > 0 {
        StandInDriver.turnRunLoop()
    }
    check(Decisions.delivering == 0, "an answer never reached its decision")
}

let atRest = "Home | presented:  | Home"

step("a tab decides at once: Inbox starts with what its decision chose") {
    checkEqual(tabBar.inboxCoordinator.navigationController.viewControllers.map(named), ["InboxEmpty"], "the Inbox tab")
    checkIdentical(
        tabBar.inboxCoordinator.rootViewController, tabBar.inboxCoordinator.navigationController.viewControllers.first,
        "Inbox's first screen")
}

step("a decision made at once that throws starts with the fallback; one that does not, with its choice") {
    for (answer, expected) in [("offline", "InboxOffline"), ("messages", "Inbox"), ("empty", "InboxEmpty")] {
        Decisions.inbox = answer
        let stack = UINavigationController()
        let inbox = InboxCoordinator(navigationController: stack)
        inbox.start()
        StandInDriver.settle()
        checkEqual(stack.viewControllers.map(named), [expected], "Inbox deciding \(answer)")
    }
}

step("a pushed flow decides at once, ends by the back button, and is released") {
    for (signedIn, expected) in [(false, "Guest"), (true, "Profile")] {
        let watched = inScope { () -> [Released] in
            Decisions.signedIn = signedIn
            top(homeStack, HomeViewController.self)?.simulateOpenProfile()
            StandInDriver.settle()
            checkEqual(state(), "Home, \(expected) | presented:  | Home[Profile]", "Profile started")
            let profile = home.childCoordinators.first
            let screen = homeStack.topViewController
            tapBack(in: homeStack)
            StandInDriver.settle()
            checkEqual(state(), atRest, "after back")
            return [Released(profile, "Profile"), Released(screen, expected)]
        }
        checkReleased(watched)
    }
}

step("a placeholder shows while Article decides, then the chosen screen takes its place, with the flow's input") {
    for (answer, expected) in [("article", "Article"), ("paywall", "Paywall"), ("fail", "ArticleUnavailable")] {
        let watched = inScope { () -> [Released] in
            top(homeStack, HomeViewController.self)?.simulateOpenArticle(id: 7)
            StandInDriver.settle()
            checkEqual(state(), "Home, ArticleLoading | presented:  | Home[Article]", "deciding")
            checkEqual(askers(), ["article 7"], "the decision under way")
            let article = home.childCoordinators.first
            let placeholder = homeStack.topViewController
            Decisions.answer(answer)
            deliverAnswers()
            StandInDriver.settle()
            checkEqual(state(), "Home, \(expected) | presented:  | Home[Article]", "decided \(answer)")
            checkIdentical(article?.rootViewController, homeStack.topViewController, "the flow's first screen")
            if let shown = homeStack.topViewController as? ArticleViewController {
                checkEqual(shown.id, 7, "Article's input")
            }
            if let shown = homeStack.topViewController as? PaywallViewController {
                checkEqual(shown.id, 7, "Paywall's input")
            }
            if let shown = homeStack.topViewController as? ArticleUnavailableViewController {
                checkEqual(shown.reason, "offline", "the fallback's default")
            }
            let screen = homeStack.topViewController
            tapBack(in: homeStack)
            StandInDriver.settle()
            checkEqual(state(), atRest, "after back")
            return [Released(article, "Article"), Released(placeholder, "ArticleLoading"), Released(screen, expected)]
        }
        checkReleased(watched)
    }
}

step("the chosen screen can act: Paywall's close ends the flow it now starts") {
    let watched = inScope { () -> [Released] in
        top(homeStack, HomeViewController.self)?.simulateOpenArticle(id: 8)
        StandInDriver.settle()
        Decisions.answer("paywall")
        deliverAnswers()
        StandInDriver.settle()
        let article = home.childCoordinators.first
        top(homeStack, PaywallViewController.self)?.simulateNotNow()
        StandInDriver.settle()
        checkEqual(state(), atRest, "after not now")
        return [Released(article, "Article")]
    }
    checkReleased(watched)
}

step("a decision that arrives during the animated push waits for it, and is not dropped") {
    let watched = inScope { () -> [Released] in
        top(homeStack, HomeViewController.self)?.simulateOpenArticle(id: 9)
        // The flow's task runs up to its wait; the push is still animating.
        StandInDriver.turnRunLoop()
        checkEqual(askers(), ["article 9"], "the decision under way")
        check(homeStack.transitionCoordinator != nil, "the push is still animating")
        Decisions.answer("article")
        deliverAnswers()
        check(homeStack.transitionCoordinator != nil, "the decision came during the push")
        StandInDriver.settle()
        checkEqual(state(), "Home, Article | presented:  | Home[Article]", "decided after the push")
        let article = home.childCoordinators.first
        top(homeStack, ArticleViewController.self)?.simulateShowComments()
        StandInDriver.settle()
        checkEqual(state(), "Home, Article, Comments | presented:  | Home[Article]", "the chosen screen pushes")
        homeStack.popToRootViewController(animated: true)
        StandInDriver.settle()
        checkEqual(state(), atRest, "back home")
        return [Released(article, "Article")]
    }
    checkReleased(watched)
}

step("a flow left while it decides ends at once; its decision, when it comes, changes nothing") {
    for leave in ["back", "stopLoading", "swipe"] {
        let watched = inScope { () -> [Released] in
            top(homeStack, HomeViewController.self)?.simulateOpenArticle(id: 10)
            StandInDriver.settle()
            let article = home.childCoordinators.first
            let placeholder = homeStack.topViewController
            switch leave {
            case "back": tapBack(in: homeStack)
            case "stopLoading": top(homeStack, ArticleLoadingViewController.self)?.simulateStopLoading()
            default: StandInDriver.swipeBack(in: homeStack, completes: true)
            }
            StandInDriver.settle()
            checkEqual(state(), atRest, "left by \(leave) while deciding")
            Decisions.answer("article")
            deliverAnswers()
            StandInDriver.settle()
            checkEqual(state(), atRest, "after the decision came")
            checkEqual(askers(), [], "no decision under way")
            return [Released(article, "Article"), Released(placeholder, "ArticleLoading")]
        }
        checkReleased(watched)
    }
}

step("a swipe back from the placeholder that the person cancels keeps the flow; the decision then shows") {
    let watched = inScope { () -> [Released] in
        top(homeStack, HomeViewController.self)?.simulateOpenArticle(id: 11)
        StandInDriver.settle()
        let article = home.childCoordinators.first
        StandInDriver.swipeBack(in: homeStack, completes: false)
        StandInDriver.settle()
        checkEqual(state(), "Home, ArticleLoading | presented:  | Home[Article]", "after the cancelled swipe")
        Decisions.answer("paywall")
        deliverAnswers()
        StandInDriver.settle()
        checkEqual(state(), "Home, Paywall | presented:  | Home[Article]", "decided")
        tapBack(in: homeStack)
        StandInDriver.settle()
        return [Released(article, "Article")]
    }
    checkReleased(watched)
}

step("a presented flow decides behind its placeholder and hands its result over once") {
    for (answer, screen, leave, result) in [
        ("cart", "Cart", "pay", "paid"), ("signIn", "SignInFirst", "cancel", "cancelled"),
        ("cart", "Cart", "swipe", "cancelled"),
    ] {
        Received.results = []
        let watched = inScope { () -> [Released] in
            top(homeStack, HomeViewController.self)?.simulateCheckout()
            StandInDriver.settle()
            checkEqual(state(), "Home | presented: CheckoutLoading | Home[Checkout]", "deciding")
            let checkout = home.childCoordinators.first
            Decisions.answer(answer)
            deliverAnswers()
            StandInDriver.settle()
            checkEqual(state(), "Home | presented: \(screen) | Home[Checkout]", "decided \(answer)")
            guard let stack = presentedStack() else { return [] }
            switch leave {
            case "pay": top(stack, CartViewController.self)?.simulatePay()
            case "cancel": top(stack, SignInFirstViewController.self)?.simulateCancel()
            default: check(StandInDriver.swipeDownToDismiss(stack), "the sheet can be swiped down")
            }
            StandInDriver.settle()
            checkEqual(state(), atRest, "after \(leave)")
            checkEqual(Received.results, [result], "the result, once")
            return [Released(checkout, "Checkout"), Released(stack, "Checkout's stack")]
        }
        checkReleased(watched)
    }
}

step("a presented flow left while it decides hands over its result once; the decision then changes nothing") {
    for leave in ["swipe", "cancel", "dismiss"] {
        Received.results = []
        let watched = inScope { () -> [Released] in
            top(homeStack, HomeViewController.self)?.simulateCheckout()
            StandInDriver.settle()
            let checkout = home.childCoordinators.first
            guard let stack = presentedStack() else { return [] }
            switch leave {
            case "swipe": check(StandInDriver.swipeDownToDismiss(stack), "the sheet can be swiped down")
            case "cancel": top(stack, CheckoutLoadingViewController.self)?.simulateCancel()
            default: tabBar.dismiss(animated: true)
            }
            StandInDriver.settle()
            checkEqual(state(), atRest, "left by \(leave) while deciding")
            checkEqual(Received.results, ["cancelled"], "the result, once")
            Decisions.answer("cart")
            deliverAnswers()
            StandInDriver.settle()
            checkEqual(state(), atRest, "after the decision came")
            checkEqual(Received.results, ["cancelled"], "still once")
            return [Released(checkout, "Checkout"), Released(stack, "Checkout's stack")]
        }
        checkReleased(watched)
    }
}

step("a decision that arrives during the animated presentation waits for it") {
    Received.results = []
    let watched = inScope { () -> [Released] in
        top(homeStack, HomeViewController.self)?.simulateCheckout()
        StandInDriver.turnRunLoop()
        checkEqual(askers(), ["checkout"], "the decision under way")
        Decisions.answer("cart")
        deliverAnswers()
        StandInDriver.settle()
        checkEqual(state(), "Home | presented: Cart | Home[Checkout]", "decided after the presentation")
        let checkout = home.childCoordinators.first
        presentedStack().flatMap { top($0, CartViewController.self) }?.simulatePay()
        StandInDriver.settle()
        checkEqual(Received.results, ["paid"], "the result, once")
        return [Released(checkout, "Checkout")]
    }
    checkReleased(watched)
    checkEqual(state(), atRest, "at rest")
}

/// Opens `route`, lets UIKit finish, and returns what its completion heard so far.
@MainActor
func open(_ route: AppRoute) -> [AppRoute.Outcome] {
    var outcomes: [AppRoute.Outcome] = []
    route.open(in: tabBar) { outcomes.append($0) }
    StandInDriver.settle()
    return outcomes
}

step("a route that ends at a flow deciding at once opens only if it chose the route's screen") {
    Decisions.signedIn = true
    checkEqual(open(.profile), [.opened], "Profile chosen")
    checkEqual(state(), "Home, Profile | presented:  | Home[Profile]", "the route's screen")
    tapBack(in: homeStack)
    StandInDriver.settle()
    Decisions.signedIn = false
    checkEqual(open(.profile), [.rejected(.decided(by: "Profile"))], "Guest chosen")
    checkEqual(state(), "Home, Guest | presented:  | Home[Profile]", "the flow shows what it chose")
    tapBack(in: homeStack)
    StandInDriver.settle()
    checkEqual(state(), atRest, "at rest")
}

step("a route that ends at a flow deciding behind a placeholder waits for the decision, then hears what it chose") {
    var outcomes: [AppRoute.Outcome] = []
    AppRoute.article(id: 7).open(in: tabBar) { outcomes.append($0) }
    StandInDriver.settle()
    checkEqual(askers(), ["article 7"], "the decision under way")
    checkEqual(outcomes, [], "nothing while the placeholder shows")
    Decisions.answer("article")
    deliverAnswers()
    StandInDriver.settle()
    checkEqual(outcomes, [.opened], "Article chosen")
    checkEqual(state(), "Home, Article | presented:  | Home[Article]", "the route's screen")
    var second: [AppRoute.Outcome] = []
    AppRoute.article(id: 8).open(in: tabBar) { second.append($0) }
    StandInDriver.settle()
    Decisions.answer("paywall")
    deliverAnswers()
    StandInDriver.settle()
    checkEqual(second, [.rejected(.decided(by: "Article"))], "Paywall chosen")
    checkEqual(state(), "Home, Paywall | presented:  | Home[Article]", "the flow shows what it chose")
    tapBack(in: homeStack)
    StandInDriver.settle()
    checkEqual(state(), atRest, "at rest")
}

step("a route to or past a deciding flow the person leaves before it decides hears so once the decision returns") {
    for (route, asker) in [(AppRoute.article(id: 9), "article 9"), (.comments(id: 5), "article 5")] {
        var outcomes: [AppRoute.Outcome] = []
        route.open(in: tabBar) { outcomes.append($0) }
        StandInDriver.settle()
        checkEqual(askers(), [asker], "\(route): the decision under way")
        tapBack(in: homeStack)
        StandInDriver.settle()
        checkEqual(outcomes, [], "\(route): nothing yet: the decision has not returned")
        Decisions.answer("article")
        deliverAnswers()
        StandInDriver.settle()
        checkEqual(outcomes, [.rejected(.decided(by: "Article"))], "\(route): the flow ended before it decided")
        checkEqual(state(), atRest, "\(route): at rest, nothing pushed after the flow ended")
    }
}

step("a route to a tab that decided its first screen opens only if the tab chose the route's screen") {
    checkEqual(open(.inbox), [.rejected(.decided(by: "Inbox"))], "the Inbox tab chose InboxEmpty at launch")
    tabBar.selectedIndex = 0
    StandInDriver.settle()
}

step("a route past a flow deciding behind a placeholder waits for the decision, and goes on if it chose the way's") {
    let watched = inScope { () -> [Released] in
        var outcomes: [AppRoute.Outcome] = []
        AppRoute.comments(id: 3).open(in: tabBar) { outcomes.append($0) }
        StandInDriver.settle()
        checkEqual(askers(), ["article 3"], "the decision under way")
        checkEqual(state(), "Home, ArticleLoading | presented:  | Home[Article]", "the placeholder, nothing pushed")
        checkEqual(outcomes, [], "nothing while the placeholder shows")
        Decisions.answer("article")
        deliverAnswers()
        StandInDriver.settle()
        checkEqual(outcomes, [.opened], "Article chosen: the way went on")
        checkEqual(state(), "Home, Article, Comments | presented:  | Home[Article]", "the route's screen")
        let first = home.childCoordinators.first
        var second: [AppRoute.Outcome] = []
        AppRoute.comments(id: 4).open(in: tabBar) { second.append($0) }
        StandInDriver.settle()
        checkEqual(askers(), ["article 4"], "another Article, for another id, deciding")
        Decisions.answer("paywall")
        deliverAnswers()
        StandInDriver.settle()
        checkEqual(second, [.rejected(.decided(by: "Article"))], "Paywall chosen: the way stopped there")
        checkEqual(state(), "Home, Paywall | presented:  | Home[Article]", "the flow shows what it chose")
        let article = home.childCoordinators.first
        tapBack(in: homeStack)
        StandInDriver.settle()
        checkEqual(state(), atRest, "at rest")
        return [Released(first, "the first Article"), Released(article, "the second Article")]
    }
    checkReleased(watched)
}

step("a route past a deciding flow that another route replaces goes no further") {
    var replaced: [AppRoute.Outcome] = []
    AppRoute.comments(id: 6).open(in: tabBar) { replaced.append($0) }
    StandInDriver.settle()
    Decisions.signedIn = true
    checkEqual(open(.profile), [.opened], "the route that replaced it")
    checkEqual(replaced, [.rejected(.replaced)], "the first route, replaced while it waited")
    Decisions.answer("article")
    deliverAnswers()
    StandInDriver.settle()
    checkEqual(replaced, [.rejected(.replaced)], "once: the decision arriving later takes no step")
    checkEqual(state(), "Home, Profile | presented:  | Home[Profile]", "the second route's screen, nothing above")
    tapBack(in: homeStack)
    StandInDriver.settle()
    checkEqual(state(), atRest, "at rest")
}

step("a route past a flow deciding at once goes on in it if it chose the way's screen, and keeps it on screen") {
    Decisions.signedIn = true
    checkEqual(open(.editProfile), [.opened], "Profile chosen")
    checkEqual(state(), "Home, Profile, EditProfile | presented:  | Home[Profile]", "the route's screen")
    let profile = home.childCoordinators.first
    checkEqual(open(.editProfile), [.opened], "again, from EditProfile")
    checkIdentical(home.childCoordinators.first, profile, "the Profile flow on screen, kept")
    checkEqual(state(), "Home, Profile, EditProfile | presented:  | Home[Profile]", "the route's screen again")
    tapBack(in: homeStack)
    StandInDriver.settle()
    tapBack(in: homeStack)
    StandInDriver.settle()
    Decisions.signedIn = false
    checkEqual(open(.editProfile), [.rejected(.decided(by: "Profile"))], "Guest chosen")
    checkEqual(state(), "Home, Guest | presented:  | Home[Profile]", "the flow shows what it chose")
    checkEqual(open(.editProfile), [.rejected(.decided(by: "Profile"))], "Guest, kept, is not the way's screen")
    tapBack(in: homeStack)
    StandInDriver.settle()
    checkEqual(state(), atRest, "at rest")
}

step("a route past a tab's first screen goes on only if the tab chose the way's screen") {
    checkEqual(open(.conversation(thread: 2)), [.rejected(.decided(by: "Inbox"))], "Inbox chose InboxEmpty at launch")
    checkEqual(
        tabBar.inboxCoordinator.navigationController.viewControllers.map(named), ["InboxEmpty"], "nothing pushed")
    tabBar.selectedIndex = 0
    StandInDriver.settle()
}

step("a route hears how it ended when its deciding flow is leaving as the decision arrives") {
    for (route, asker) in [(AppRoute.article(id: 10), "article 10"), (.comments(id: 11), "article 11")] {
        let watched = inScope { () -> [Released] in
            var outcomes: [AppRoute.Outcome] = []
            route.open(in: tabBar) { outcomes.append($0) }
            StandInDriver.settle()
            checkEqual(askers(), [asker], "the decision under way")
            // Held weakly: nothing here may keep the flow alive past the pop.
            let article = Released(home.childCoordinators.first, "Article")
            top(homeStack, ArticleLoadingViewController.self)?.simulateStopLoading()
            // The decision lands while the placeholder's pop runs: it waits for the pop to end.
            Decisions.answer("article")
            deliverAnswers()
            StandInDriver.settle()
            checkEqual(outcomes, [.rejected(.decided(by: "Article"))], "\(route): the flow ended before it decided")
            checkEqual(state(), atRest, "at rest")
            return [article]
        }
        checkReleased(watched)
    }
}

step("a route hears how it ended when its presented deciding flow is leaving as the decision arrives") {
    let watched = inScope { () -> [Released] in
        Received.results = []
        var outcomes: [AppRoute.Outcome] = []
        AppRoute.checkout.open(in: tabBar) { outcomes.append($0) }
        StandInDriver.settle()
        checkEqual(askers(), ["checkout"], "the decision under way")
        // Held weakly: nothing here may keep the flow alive past the dismissal.
        let checkout = Released(home.childCoordinators.first, "Checkout")
        presentedStack().flatMap { top($0, CheckoutLoadingViewController.self) }?.simulateCancel()
        // The decision lands while the placeholder's dismissal runs: it waits for the dismissal to end.
        Decisions.answer("cart")
        deliverAnswers()
        StandInDriver.settle()
        checkEqual(outcomes, [.rejected(.decided(by: "Checkout"))], "the flow ended before it decided")
        checkEqual(Received.results, ["cancelled"], "the result, once")
        checkEqual(state(), atRest, "at rest")
        return [checkout]
    }
    checkReleased(watched)
}

step("a flow that ends before its decision returns cancels it") {
    let watched = inScope { () -> [Released] in
        Decisions.cancelled = []
        top(homeStack, HomeViewController.self)?.simulateOpenArticle(id: 12)
        StandInDriver.settle()
        checkEqual(askers(), ["article 12"], "the decision under way")
        let article = Released(home.childCoordinators.first, "Article")
        StandInDriver.turnRunLoop()
        checkEqual(Decisions.cancelled, [], "not cancelled while the flow shows its placeholder")
        tapBack(in: homeStack)
        StandInDriver.settle()
        StandInDriver.turnRunLoop()
        checkEqual(Decisions.cancelled, ["article 12"], "cancelled once the flow ended")
        Decisions.answer("article")
        deliverAnswers()
        StandInDriver.settle()
        checkEqual(state(), atRest, "at rest: the late answer shows nothing")
        return [article]
    }
    checkReleased(watched)
}

finishScenario()
