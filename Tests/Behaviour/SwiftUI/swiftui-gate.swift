import Foundation

// The swiftui-gate fixture's navigation state: routes wait behind Login ("onRoute": "wait") from launch and from
// every switch to it, and open once the app switches to Main; while they wait, the last one that came takes the
// place of the one before.

@main
struct GateScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        expect(navigation.shown(WelcomeScreen.self) != nil, "the app does not start at Welcome")

        // At launch routes wait, even while Onboarding, which is not marked, is shown.
        expect(
            AppRoute.secret(id: 4).open(in: navigation) == .deferred(until: .login), "a route does not wait at launch")
        expect(navigation.shown(WelcomeScreen.self) != nil, "the waiting route left Welcome")
        navigation.shown(WelcomeScreen.self)?.getStarted()
        expect(navigation.shown(SignInScreen.self) != nil, "the waiting route slipped past SignIn")

        // Signing in switches to Main, which opens the route that waited.
        navigation.shown(SignInScreen.self)?.signIn()
        expect(navigation.flow == .main, "signIn does not show Main")
        expect(navigation.shown(SecretScreen.self)?.id == 4, "the waiting route does not open once Main shows")
        expect(navigation.shownEntries.count == 2, "Secret is not pushed on Home: \(navigation.shownEntries)")
        expect(navigation.waitingRoute == nil, "the route still waits after it opened")

        // In Main a route opens at once, from under a sheet.
        AppRoute.home.open(in: navigation)
        navigation.shown(HomeScreen.self)?.showSheet()
        expect(AppRoute.secret(id: 5).open(in: navigation) == .opened, "a route does not open in Main")
        expect(navigation.stacks.count == 1 && navigation.shown(SecretScreen.self)?.id == 5, "Secret 5 is not on top")

        // Signing out closes the gate again; the last route that came is the one that opens.
        navigation.shown(SecretScreen.self)?.signOut()
        expect(AppRoute.home.open(in: navigation) == .deferred(until: .login), "a route does not wait behind Login")
        expect(AppRoute.secret(id: 9).open(in: navigation) == .deferred(until: .login), "a second route does not wait")
        expect(navigation.shown(SignInScreen.self) != nil, "a waiting route left SignIn")

        // Backing out to Onboarding leaves the gate closed.
        navigation.shown(SignInScreen.self)?.back()
        expect(navigation.shown(WelcomeScreen.self) != nil, "back does not show Welcome")
        expect(
            AppRoute.secret(id: 10).open(in: navigation) == .deferred(until: .login),
            "a route does not wait after the person backed out of signing in")
        navigation.shown(WelcomeScreen.self)?.getStarted()
        navigation.shown(SignInScreen.self)?.signIn()
        expect(navigation.shown(SecretScreen.self)?.id == 10, "the last waiting route is not the one that opened")
        finishRun()
    }
}
