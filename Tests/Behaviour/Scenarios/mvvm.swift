// MVVM-C (the repositories app with view models and dependencies): coordinators create each screen's view model with
// its inputs and the app's dependencies, the view controller sends the person's events to it, the view model tells the
// coordinator, results reach the view model, dependencies reach grandchildren, and everything goes with its flow.
// Runs in every style and both instantiation modes.

import UIKit

registerStoryboards()
let github = InMemoryGithubService()
let dependencies = AppDependencies(github: github)
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let app = RepositoriesCoordinator(navigationController: navigation, dependencies: dependencies)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()
StandInDriver.settle()

step("the first screen's view model holds the dependencies it was created with") {
    let list = top(navigation, RepositoryListViewController.self)
    check(list?.viewModel.dependencies.github === github, "the list's view model has the app's service")
    checkIdentical(app.dependencies.github, github, "the root flow's dependencies")
}

step("an event sent to the view model navigates through the coordinator, with the screen's inputs") {
    let watched = inScope { () -> [Released] in
        top(navigation, RepositoryListViewController.self)?.simulateOpenRepository(repository: "coordgen")
        StandInDriver.settle()
        let detail = top(navigation, RepositoryDetailViewController.self)
        let flow = app.childCoordinators.last as? RepositoryDetailCoordinator
        checkEqual(detail?.viewModel.repository, "coordgen", "the detail's view model's input")
        check(detail?.viewModel.dependencies.github === github, "the detail's view model has the app's service")
        check(flow?.dependencies.github === github, "the child flow has the app's service")
        tapBack(in: navigation)
        return [
            Released(flow, "RepositoryDetailCoordinator"), Released(detail, "RepositoryDetailViewController"),
            Released(detail?.viewModel, "RepositoryDetailViewModel"),
        ]
    }
    checkReleased(watched)
    checkEqual(Received.results, ["list: closed"], "what the list's view model heard")
}

step("dependencies reach a grandchild flow and its screen's view model") {
    let watched = inScope { () -> [Released] in
        top(navigation, RepositoryListViewController.self)?.simulateOpenRepository(repository: "swift")
        StandInDriver.settle()
        top(navigation, RepositoryDetailViewController.self)?.simulateShowOwner()
        StandInDriver.settle()
        let detailFlow = app.childCoordinators.last as? RepositoryDetailCoordinator
        let ownerFlow = detailFlow?.childCoordinators.last as? OwnerCoordinator
        let owner = top(navigation, OwnerViewController.self)
        check(ownerFlow?.dependencies.github === github, "the grandchild flow has the app's service")
        check(owner?.viewModel.dependencies.github === github, "the grandchild's screen's view model has it too")
        owner?.simulateFollow()
        StandInDriver.settle()
        top(navigation, RepositoryDetailViewController.self)?.simulateStar(count: 3)
        StandInDriver.settle()
        return [
            Released(detailFlow, "RepositoryDetailCoordinator"), Released(ownerFlow, "OwnerCoordinator"),
            Released(owner, "OwnerViewController"), Released(owner?.viewModel, "OwnerViewModel"),
        ]
    }
    checkReleased(watched)
    checkEqual(
        Received.results.suffix(2), ["detail swift: followed", "list: starred(stars: 3)"],
        "what the view models heard")
}

step("a result reaches the starting screen's view model, which loads through its dependencies") {
    let watched = inScope { () -> [Released] in
        top(navigation, RepositoryListViewController.self)?.simulateChooseLanguage()
        StandInDriver.settle()
        let stack = navigation.presentedViewController as? UINavigationController
        let picker = stack.flatMap { top($0, LanguageListViewController.self) }
        let flow = app.childCoordinators.last as? LanguageListCoordinator
        picker?.simulateSelectLanguage(language: "Swift")
        StandInDriver.settle()
        return [
            Released(flow, "LanguageListCoordinator"), Released(picker, "LanguageListViewController"),
            Released(picker?.viewModel, "LanguageListViewModel"), Released(stack, "its stack"),
        ]
    }
    checkReleased(watched)
    checkEqual(Received.results.last, "list: language(language: \"Swift\")", "what the list's view model heard")
    checkEqual(github.requests, ["Swift"], "what the list's view model asked the service")
    let list = top(navigation, RepositoryListViewController.self)
    checkEqual(list?.viewModel.repositories, ["Swift/one", "Swift/two"], "the repositories it loaded")
}

finishScenario()
