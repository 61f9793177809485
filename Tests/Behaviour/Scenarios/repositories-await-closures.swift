// The awaiting form of results in closures style: the screen awaits its own `chooseLanguage()` while the person
// leaves the flow. The task always resumes, once, with the right value, also when the flow is dropped without
// ending or no coordinator is set.

import UIKit

startWatchdog(seconds: 60)
registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let app = RepositoriesCoordinator(navigationController: navigation)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()

/// The list screen, which awaits.
@MainActor
func list() -> RepositoryListViewController? {
    top(navigation, RepositoryListViewController.self)
}

await asyncStep("finishing with a value resumes the screen's awaiting task with it") {
    let result = await awaiting({ await list()?.chooseLanguage() }) {
        let stack = navigation.presentedViewController as? UINavigationController
        stack.flatMap { top($0, LanguageListViewController.self) }?.simulateSelectLanguage(language: "Swift")
    }
    checkEqual(result.map { "\($0)" }, "language(language: \"Swift\")", "the awaited result")
    checkEqual(Received.results.last, "list: language(language: \"Swift\")", "didReceive heard it too")
}

await asyncStep("a sheet swiped down resumes the task with whenLeft") {
    let result = await awaiting({ await list()?.chooseLanguage() }) {
        if let stack = navigation.presentedViewController {
            check(StandInDriver.swipeDownToDismiss(stack), "the sheet can be swiped down")
        }
    }
    checkEqual(result.map { "\($0)" }, "cancel", "the awaited result")
}

await asyncStep("the back button resumes the task of a pushed flow with whenLeft") {
    let result = await awaiting({ await list()?.openRepository(repository: "coordgen") }) {
        tapBack(in: navigation)
    }
    checkEqual(result.map { "\($0)" }, "closed", "the awaited result")
}

await asyncStep("a flow your code drops without ending it resumes the task with whenLeft") {
    let task = Task { @MainActor in await list()?.chooseLanguage() }
    await Task.yield()
    StandInDriver.settle()
    checkEqual(app.childCoordinators.count, 1, "the flow runs")
    app.childCoordinators.removeAll()
    checkEqual((await task.value).map { "\($0)" }, "cancel", "the awaited result")
    navigation.dismiss(animated: false)
}

await asyncStep("a screen no coordinator wired returns whenLeft at once") {
    let lonely = RepositoryListViewController()
    checkEqual("\(await lonely.chooseLanguage())", "cancel", "the awaited result")
}

finishScenario()
