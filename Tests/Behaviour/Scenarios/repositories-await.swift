// The awaiting form of results (protocols style): a `Task` awaits `coordinator.chooseLanguage()` while the person
// leaves the flow, in each way a flow can end. The task always resumes, once, with the right value: no continuation
// is leaked or resumed twice.

import UIKit

startWatchdog(seconds: 60)
registerStoryboards()
let window = UIWindow(frame: .zero)
let navigation = UINavigationController()
let app = RepositoriesCoordinator(navigationController: navigation)
app.start()
window.rootViewController = navigation
window.makeKeyAndVisible()

/// Tasks awaiting RepositoryDetail (pushed from the list) and Owner (pushed from it), once both run.
@MainActor
func startChildAndGrandchild() async -> (
    child: Task<RepositoryDetailResult, Never>, detail: RepositoryDetailCoordinator?,
    grandchild: Task<OwnerResult?, Never>
) {
    let child = Task { @MainActor in await app.openRepository(repository: "coordgen") }
    await Task.yield()
    StandInDriver.settle()
    let detail = app.childCoordinators.last as? RepositoryDetailCoordinator
    let grandchild = Task { @MainActor in await detail?.showOwner() }
    await Task.yield()
    StandInDriver.settle()
    return (child, detail, grandchild)
}

/// The stack LanguageList runs on, once it is presented.
@MainActor
func languageStack() -> UINavigationController? {
    navigation.presentedViewController as? UINavigationController
}

await asyncStep("finishing with a value resumes the awaiting task with it") {
    let result = await awaiting({ await app.chooseLanguage() }) {
        languageStack().flatMap { top($0, LanguageListViewController.self) }?.simulateSelectLanguage(language: "Swift")
    }
    checkEqual("\(result)", "language(language: \"Swift\")", "the awaited result")
    checkEqual(Received.results.last, "list: language(language: \"Swift\")", "the screen heard it too")
}

await asyncStep("a sheet swiped down resumes the task with whenLeft") {
    let result = await awaiting({ await app.chooseLanguage() }) {
        if let stack = languageStack() {
            check(StandInDriver.swipeDownToDismiss(stack), "the sheet can be swiped down")
        }
    }
    checkEqual("\(result)", "cancel", "the awaited result")
}

await asyncStep("a dismissal by code resumes the task with whenLeft") {
    let result = await awaiting({ await app.chooseLanguage() }) {
        navigation.dismiss(animated: true)
    }
    checkEqual("\(result)", "cancel", "the awaited result")
}

await asyncStep("the back button resumes the task with whenLeft") {
    let result = await awaiting({ await app.openRepository(repository: "coordgen") }) {
        tapBack(in: navigation)
    }
    checkEqual("\(result)", "closed", "the awaited result")
}

await asyncStep("a completed edge swipe resumes the task; a cancelled one does not") {
    let task = Task { @MainActor in await app.openRepository(repository: "swift") }
    await Task.yield()
    StandInDriver.settle()
    StandInDriver.swipeBack(in: navigation, completes: false)
    StandInDriver.settle()
    checkEqual(app.childCoordinators.count, 1, "children after a cancelled swipe")
    StandInDriver.swipeBack(in: navigation, completes: true)
    StandInDriver.settle()
    checkEqual("\(await task.value)", "closed", "the awaited result")
}

await asyncStep("popToRoot over a child and its grandchild resumes both awaiting tasks") {
    let (child, detail, grandchild) = await startChildAndGrandchild()
    checkEqual(detail?.childCoordinators.count, 1, "the grandchild runs")
    navigation.popToRootViewController(animated: true)
    StandInDriver.settle()
    checkEqual("\(await child.value)", "closed", "the child's result")
    checkEqual(await grandchild.value.map { "\($0)" }, "left", "the grandchild's result")
}

await asyncStep("a parent finishing resumes its child's awaiting task with whenLeft") {
    let (child, detail, grandchild) = await startChildAndGrandchild()
    detail?.star(count: 4)
    StandInDriver.settle()
    checkEqual("\(await child.value)", "starred(stars: 4)", "the child's result")
    checkEqual(await grandchild.value.map { "\($0)" }, "left", "the grandchild's result")
}

await asyncStep("a child UIKit refuses to show resumes the task with whenLeft at once") {
    navigation.present(UIViewController(), animated: false)
    let result = await app.chooseLanguage()
    checkEqual("\(result)", "cancel", "the awaited result")
    checkEqual(app.childCoordinators.count, 0, "children")
    navigation.dismiss(animated: false)
}

await asyncStep("a flow your code drops without ending it resumes the task with whenLeft, never leaking it") {
    let task = Task { @MainActor in await app.chooseLanguage() }
    await Task.yield()
    StandInDriver.settle()
    let dropped = Released(app.childCoordinators.first, "LanguageListCoordinator")
    app.childCoordinators.removeAll()
    checkEqual("\(await task.value)", "cancel", "the awaited result")
    checkReleased([dropped])
    navigation.dismiss(animated: false)
}

finishScenario()
