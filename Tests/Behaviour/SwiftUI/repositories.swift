import Foundation

// The repositories fixture for SwiftUI (the same manifest, `"backend": "swiftui"`): child flows with typed results,
// one in a sheet and two pushed, one inside another. Every exit (a finish, a sheet pulled down, a swipe back, the
// flow that started it ending) hands the result over once, and the flow is released.

@main
struct RepositoriesScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        guard let list = navigation.shown(RepositoryListScreen.self) else {
            expect(false, "the app does not start at RepositoryList")
            finishRun()
        }
        var heard: [String] = []
        list.onLanguageListResult = { heard.append("\($0)") }
        list.onRepositoryDetailResult = { heard.append("\($0)") }

        // A sheet's flow: its finish, then the person pulling it down.
        list.chooseLanguage()
        weak let languages = navigation.roots[0].childCoordinators.first
        navigation.shown(LanguageListScreen.self)?.selectLanguage(language: "swift")
        expect(heard == [#"language(language: "swift")"#], "selectLanguage hands over \(heard)")
        expect(navigation.stacks.count == 1 && languages == nil, "the finished sheet's flow stays")
        list.chooseLanguage()
        navigation.pullDownSheet()
        expect(heard.last == "cancel" && heard.count == 2, "pulling the sheet down hands over \(heard)")

        // A pushed flow: a finish that passes a value, then a swipe back.
        list.openRepository(repository: "coordgen")
        expect(navigation.shown(RepositoryDetailScreen.self)?.repository == "coordgen", "openRepository does not push")
        navigation.shown(RepositoryDetailScreen.self)?.star(count: 5)
        expect(heard.last == "starred(stars: 5)", "star hands over \(heard)")
        expect(navigation.rootStack.path.isEmpty, "the finished detail is still pushed")
        list.openRepository(repository: "swift")
        navigation.swipeBack()
        expect(heard.last == "closed" && heard.count == 4, "a swipe back hands over \(heard)")

        // A flow inside a flow: the owner's own exits, then both left at once.
        list.openRepository(repository: "swift")
        var owner: [String] = []
        let detail = navigation.shown(RepositoryDetailScreen.self)
        detail?.onOwnerResult = { owner.append("\($0)") }
        detail?.showOwner()
        navigation.shown(OwnerScreen.self)?.follow()
        expect(owner == ["followed"], "follow hands over \(owner)")
        detail?.showOwner()
        weak let ownerFlow = navigation.runningFlows.last
        weak let detailFlow = navigation.roots[0].childCoordinators.first
        navigation.rootStack.setPath([])
        expect(owner == ["followed", "left"], "going back past both hands the owner over \(owner)")
        expect(heard.last == "closed" && heard.count == 5, "going back past both hands the detail over \(heard)")
        expect(ownerFlow == nil && detailFlow == nil, "the flows left are still alive")
        expect(navigation.runningFlows.count == 1, "flows still run: \(navigation.runningFlows)")
        finishRun()
    }
}
