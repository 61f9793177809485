// Flows that return results (the repositories app): however a child flow ends, the screen that started it hears its
// result exactly once, with the right value, and nothing leaks. Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let app = RepositoriesCoordinator(navigationController: navigation)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()

/// What the screens heard since `body` began: `body` runs in a scope of its own and returns what must be released.
@MainActor
func heard(_ body: () -> [Released]) -> (results: [String], watched: [Released]) {
    let before = Received.results.count
    let watched = inScope(body)
    StandInDriver.settle()
    return (Array(Received.results.dropFirst(before)), watched)
}

/// Starts LanguageList modally from the list; returns it and its stack.
@MainActor
func chooseLanguage() -> (flow: LanguageListCoordinator?, stack: UIViewController?) {
    top(navigation, RepositoryListViewController.self)?.simulateChooseLanguage()
    StandInDriver.settle()
    let flow = app.childCoordinators.last as? LanguageListCoordinator
    check(flow != nil, "chooseLanguage starts LanguageList")
    return (flow, navigation.presentedViewController)
}

/// Pushes RepositoryDetail for `repository` from the list.
@MainActor
func openRepository(_ repository: String) -> RepositoryDetailCoordinator? {
    top(navigation, RepositoryListViewController.self)?.simulateOpenRepository(repository: repository)
    StandInDriver.settle()
    let flow = app.childCoordinators.last as? RepositoryDetailCoordinator
    check(flow != nil, "openRepository starts RepositoryDetail")
    return flow
}

/// Pushes Owner from the repository's screen.
@MainActor
func showOwner(of detail: RepositoryDetailCoordinator?) -> OwnerCoordinator? {
    top(navigation, RepositoryDetailViewController.self)?.simulateShowOwner()
    StandInDriver.settle()
    let flow = detail?.childCoordinators.last as? OwnerCoordinator
    check(flow != nil, "showOwner starts Owner")
    return flow
}

step("finishing with a case that has a value hands that value to the list") {
    let (results, watched) = heard {
        let (flow, stack) = chooseLanguage()
        (stack as? UINavigationController).flatMap { top($0, LanguageListViewController.self) }?
            .simulateSelectLanguage(language: "Swift")
        return [Released(flow, "LanguageListCoordinator"), Released(stack, "LanguageList's stack")]
    }
    checkEqual(results, ["list: language(language: \"Swift\")"], "what the list heard")
    checkEqual(app.childCoordinators.count, 0, "children")
    checkReleased(watched)
}

step("finishing with the case without values hands it over") {
    let (results, watched) = heard {
        let (flow, stack) = chooseLanguage()
        (stack as? UINavigationController).flatMap { top($0, LanguageListViewController.self) }?.simulateCancel()
        return [Released(flow, "LanguageListCoordinator"), Released(stack, "LanguageList's stack")]
    }
    checkEqual(results, ["list: cancel"], "what the list heard")
    checkReleased(watched)
}

step("a sheet swiped down hands over whenLeft") {
    let (results, watched) = heard {
        let (flow, stack) = chooseLanguage()
        if let stack {
            check(StandInDriver.swipeDownToDismiss(stack), "the sheet can be swiped down")
        }
        return [Released(flow, "LanguageListCoordinator"), Released(stack, "LanguageList's stack")]
    }
    checkEqual(results, ["list: cancel"], "what the list heard")
    checkEqual(app.childCoordinators.count, 0, "children")
    checkReleased(watched)
}

step("a sheet swiped down halfway hands over nothing; dismissed by code, it hands over whenLeft once") {
    let (results, watched) = heard {
        let (flow, stack) = chooseLanguage()
        if let stack {
            check(StandInDriver.swipeDownToDismiss(stack, completes: false), "the swipe starts")
            StandInDriver.settle()
            checkEqual(Received.results.last == "list: cancel" && app.childCoordinators.isEmpty, false, "ended early")
            navigation.dismiss(animated: true)
        }
        return [Released(flow, "LanguageListCoordinator"), Released(stack, "LanguageList's stack")]
    }
    checkEqual(results, ["list: cancel"], "what the list heard")
    checkReleased(watched)
}

step("the back button and a completed edge swipe hand over whenLeft; a cancelled swipe hands over nothing") {
    let (results, watched) = heard {
        let flow = openRepository("coordgen")
        StandInDriver.swipeBack(in: navigation, completes: false)
        checkEqual(app.childCoordinators.count, 1, "children after a cancelled swipe")
        tapBack(in: navigation)
        let second = openRepository("swift")
        StandInDriver.swipeBack(in: navigation, completes: true)
        return [Released(flow, "RepositoryDetailCoordinator"), Released(second, "the second RepositoryDetail")]
    }
    checkEqual(results, ["list: closed", "list: closed"], "what the list heard")
    checkReleased(watched)
}

step("a grandchild's result reaches its parent's screen while the grandparent keeps running") {
    let (results, watched) = heard {
        let detail = openRepository("coordgen")
        let owner = showOwner(of: detail)
        top(navigation, OwnerViewController.self)?.simulateFollow()
        StandInDriver.settle()
        checkEqual(detail?.childCoordinators.count, 0, "the detail's children")
        checkEqual(app.childCoordinators.count, 1, "the list's children")
        top(navigation, RepositoryDetailViewController.self)?.simulateStar(count: 5)
        return [Released(detail, "RepositoryDetailCoordinator"), Released(owner, "OwnerCoordinator")]
    }
    checkEqual(results, ["detail coordgen: followed", "list: starred(stars: 5)"], "what the screens heard")
    checkReleased(watched)
}

step("popToRoot over a child and its grandchild hands over both whenLeft values, the deepest first") {
    let (results, watched) = heard {
        let detail = openRepository("coordgen")
        let owner = showOwner(of: detail)
        navigation.popToRootViewController(animated: true)
        return [Released(detail, "RepositoryDetailCoordinator"), Released(owner, "OwnerCoordinator")]
    }
    // The repository's screen left with its flow: it may hear its child's result on the way out, never later.
    checkEqual(results.filter { $0.hasPrefix("list") }, ["list: closed"], "what the list heard")
    check(results.filter { !$0.hasPrefix("list") }.allSatisfy { $0 == "detail coordgen: left" }, "\(results)")
    checkEqual(results.last, "list: closed", "the child's result comes after its grandchild's")
    checkReleased(watched)
}

step("a parent finishing while its child is up hands over the child's whenLeft, then its own case") {
    let (results, watched) = heard {
        let detail = openRepository("coordgen")
        let owner = showOwner(of: detail)
        // The repository's screen, under the owner's, finishes its flow (code calling its action).
        (navigation.viewControllers.first { $0 is RepositoryDetailViewController } as? RepositoryDetailViewController)?
            .simulateStar(count: 3)
        return [Released(detail, "RepositoryDetailCoordinator"), Released(owner, "OwnerCoordinator")]
    }
    checkEqual(results.filter { $0.hasPrefix("list") }, ["list: starred(stars: 3)"], "what the list heard")
    check(results.filter { !$0.hasPrefix("list") }.allSatisfy { $0 == "detail coordgen: left" }, "\(results)")
    checkEqual(app.childCoordinators.count, 0, "children")
    checkReleased(watched)
}

step("a child UIKit refuses to show hands over whenLeft at once") {
    let (results, watched) = heard {
        let blocker = UIViewController()
        navigation.present(blocker, animated: false)
        top(navigation, RepositoryListViewController.self)?.simulateChooseLanguage()
        checkEqual(app.childCoordinators.count, 0, "children after a refused presentation")
        navigation.dismiss(animated: false)
        return [Released(blocker, "the blocking view controller")]
    }
    checkEqual(results, ["list: cancel"], "what the list heard")
    checkReleased(watched)
}

step("an action run by code while another screen is on top hands the result to the screen that started the flow") {
    let (results, watched) = heard {
        let list = top(navigation, RepositoryListViewController.self)
        let other = UIViewController()
        navigation.pushViewController(other, animated: false)
        list?.simulateChooseLanguage()
        StandInDriver.settle()
        let flow = app.childCoordinators.last as? LanguageListCoordinator
        let stack = navigation.presentedViewController as? UINavigationController
        stack.flatMap { top($0, LanguageListViewController.self) }?.simulateSelectLanguage(language: "Go")
        StandInDriver.settle()
        navigation.popViewController(animated: false)
        return [Released(flow, "LanguageListCoordinator"), Released(other, "the other screen")]
    }
    checkEqual(results, ["list: language(language: \"Go\")"], "what the list heard")
    checkReleased(watched)
}

step("a finish UIKit drops keeps no case: the back button after it hands over whenLeft") {
    let (results, watched) = heard {
        top(navigation, RepositoryListViewController.self)?.simulateOpenRepository(repository: "coordgen")
        let flow = app.childCoordinators.last as? RepositoryDetailCoordinator
        // The push still animates: UIKit drops the finish's pop.
        top(navigation, RepositoryDetailViewController.self)?.simulateStar(count: 5)
        StandInDriver.settle()
        checkEqual(app.childCoordinators.count, 1, "children after a dropped finish")
        tapBack(in: navigation)
        return [Released(flow, "RepositoryDetailCoordinator")]
    }
    checkEqual(results, ["list: closed"], "what the list heard")
    checkReleased(watched)
}

step("a finish UIKit refuses while the sheet still comes in keeps no case: swiped away later, it hands over whenLeft") {
    let (results, watched) = heard {
        top(navigation, RepositoryListViewController.self)?.simulateChooseLanguage()
        let flow = app.childCoordinators.last as? LanguageListCoordinator
        guard let stack = navigation.presentedViewController as? UINavigationController else {
            check(false, "LanguageList's sheet is being presented")
            return []
        }
        // The sheet still animates in: UIKit refuses its dismissal.
        top(stack, LanguageListViewController.self)?.simulateSelectLanguage(language: "Swift")
        StandInDriver.settle()
        checkIdentical(navigation.presentedViewController, stack, "the sheet after a refused finish")
        check(StandInDriver.swipeDownToDismiss(stack), "the sheet can be swiped down")
        return [Released(flow, "LanguageListCoordinator"), Released(stack, "LanguageList's stack")]
    }
    checkEqual(results, ["list: cancel"], "what the list heard")
    checkReleased(watched)
}

finishScenario()
