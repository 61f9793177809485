import Foundation

// Closing the first screen of the app's first flow, which validation allows because a child flow starts at the same
// screen: there is nothing to close back to, so the flow keeps running (as a finish of such a flow would). The child
// flow's instance of the screen closes by ending the child flow.

@main
struct CloseFirstScreenScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        guard let home = navigation.shown(HomeScreen.self) else {
            expect(false, "the app does not start at Home")
            finishRun()
        }
        home.leave()
        expect(!navigation.roots[0].hasEnded, "closing the app's first screen ended the app's first flow")
        expect(navigation.shownEntry == navigation.rootStack.root, "the app's first screen went")
        home.more()
        navigation.shown(DetailScreen.self)?.home()
        expect(navigation.roots[0].childCoordinators.count == 1, "home does not start the child flow")
        navigation.shown(HomeScreen.self)?.leave()
        expect(navigation.rootStack.path.count == 1, "the child flow's Home does not close back to Detail")
        expect(navigation.roots[0].childCoordinators.isEmpty, "closing the child flow's Home does not end it")
        expect(!navigation.roots[0].hasEnded, "closing the child flow's Home ended the app's first flow")
        finishRun()
    }
}
