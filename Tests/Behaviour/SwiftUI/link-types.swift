import Foundation

// The link-types fixture for SwiftUI, without its entries: routes whose values are the app's own types (through a raw
// value, a description, or a RouteLinkValue conformance of the app's) and a URL, read from links and opened.

@main
struct LinkTypesScenario {
    @MainActor
    static func main() {
        let navigation = AppNavigation()
        let account = URL(string: "app://account/acct-42/@ann").flatMap(AppRoute.init(url:))
        expect(
            account == .account(account: AccountID(number: 42), handle: Handle(name: "ann")),
            "\(String(describing: account))")
        expect(URL(string: "app://account/acct-x/@ann").flatMap(AppRoute.init(url:)) == nil, "a bad AccountID reads")
        expect(account?.open(in: navigation) == .opened, "the account route does not open")
        let screen = navigation.shown(AccountScreen.self)
        expect(
            screen?.account.number == 42 && screen?.handle.name == "ann", "Account shows \(String(describing: screen))")

        let settings = URL(string: "app://prefs?s=privacy&tab=2").flatMap(AppRoute.init(url:))
        expect(settings == .settings(section: .privacy, tab: .search), "\(String(describing: settings))")
        settings?.open(in: navigation)
        expect(navigation.shown(SettingsScreen.self)?.tab == .search, "Settings does not show the search tab")
        expect(navigation.shownEntries.count == 2, "the route did not go back to Home first")
        for route in [
            AppRoute.settings(section: .general, tab: nil), .page(page: URL(string: "https://a.example/b?c=d")!),
        ] {
            expect(AppRoute(url: route.url) == route, "\(route) does not read back from \(route.url)")
        }
        finishRun()
    }
}
