import Foundation

// The swiftui-auth fixture's navigation state: an app that switches top-level flows (onboarding, login, a tab bar),
// in every style. The app starts where AppCoordinator+InitialFlow.swift decides: onboarding.

@main
struct AuthScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        expect(navigation.shown(WelcomeScreen.self) != nil, "the app does not start at Welcome")
        weak let onboarding = navigation.roots.first

        // A switch ends every flow of the app and shows the next one's first screen.
        navigation.shown(WelcomeScreen.self)?.getStarted()
        expect(navigation.shown(SignInScreen.self) != nil, "getStarted does not show SignIn")
        expect(onboarding == nil, "the onboarding flow is still alive after the switch")
        expect(navigation.tabItems.isEmpty, "the login flow has tabs: \(navigation.tabItems)")

        // A presentation in a top-level flow, dismissed.
        navigation.shown(SignInScreen.self)?.showHelp()
        navigation.shown(HelpScreen.self)?.closeHelp()
        expect(navigation.stacks.count == 1, "closeHelp does not dismiss Help")

        // A top-level flow's result switches the app to the flow its case names.
        weak let login = navigation.roots.first
        navigation.shown(SignInScreen.self)?.signIn(user: "ada")
        expect(login == nil, "the login flow is still alive after it finished")
        expect(navigation.tabItems.map(\.title) == ["Feed", "Settings"], "signIn does not show the tabs")
        expect(navigation.shown(FeedScreen.self) != nil, "the tab bar does not start at Feed")

        // A switch from deep in a tab ends every flow of the tab bar, the pushed child and the sheet included.
        navigation.shown(FeedScreen.self)?.openPost(id: 7)
        expect(navigation.shown(PostScreen.self)?.id == 7, "openPost does not push Post with its id")
        weak let post = navigation.roots[0].childCoordinators.first
        weak let feed = navigation.roots[0]
        navigation.tapTab(1)
        navigation.tapTab(0)
        navigation.shown(PostScreen.self)?.signOut()
        expect(navigation.shown(SignInScreen.self) != nil, "signOut does not show SignIn")
        expect(post == nil && feed == nil, "the tab bar's flows are still alive after the switch")
        expect(navigation.selectedTab == 0, "the switch keeps the tab bar's selection")

        // A result that names another flow; a switch from a sheet.
        navigation.shown(SignInScreen.self)?.skip()
        expect(navigation.shown(WelcomeScreen.self) != nil, "skip does not show Welcome")
        navigation.shown(WelcomeScreen.self)?.getStarted()
        navigation.shown(SignInScreen.self)?.signIn(user: "bo")
        navigation.shown(FeedScreen.self)?.compose()
        expect(navigation.stacks.count == 2, "compose does not present Compose")
        navigation.shown(ComposeScreen.self)?.signOut()
        expect(navigation.stacks.count == 1, "the sheet of the flow switched away from is still presented")
        expect(navigation.shown(SignInScreen.self) != nil, "signOut from the sheet does not show SignIn")
        expect(navigation.runningFlows.count == 1, "flows still run: \(navigation.runningFlows)")

        // A switch ends a child flow with a result as any exit does: it hands over its case for leaving, once.
        navigation.shown(SignInScreen.self)?.signIn(user: "cy")
        navigation.tapTab(1)
        var names: [String] = []
        let settings = navigation.shown(SettingsScreen.self)
        settings?.onEditNameResult = { names.append("\($0)") }
        settings?.editName()
        navigation.shown(EditNameScreen.self)?.save(name: "Cy")
        expect(names == ["saved(name: \"Cy\")"], "save hands over \(names)")
        settings?.editName()
        settings?.replayOnboarding()  // The app switches while the sheet is up: the session expired, say.
        expect(names == ["saved(name: \"Cy\")", "cancelled"], "the switch hands over \(names)")
        expect(navigation.shown(WelcomeScreen.self) != nil, "replayOnboarding does not show Welcome")
        finishRun()
    }
}
