import Foundation

// Built with the link-types fixture's generated AppRoute.swift and its user code, without UIKit, and run by
// RouteLinkTests: routes whose values are a URL or the app's own types read the links they should, refuse those whose
// values do not convert, read back every route built from random values, and survive hostile links; the routes'
// entries read quick actions, activities and notifications without a link, and survive hostile payloads. Prints one
// line per failure and exits with 1 when there is any.

@main
@MainActor
enum LinkTypeLinks {
    static func expect(_ link: String, _ expected: AppRoute?, line: Int = #line) {
        LinkCheck.expect(URL(string: link).flatMap { AppRoute(url: $0) }, expected, link, line: line)
    }

    static func main() {
        let seed = CommandLine.arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1
        reads()
        refuses()
        roundTrips(seed: seed)
        survivesHostileLinks(seed: seed)
        readsEntries()
        survivesHostilePayloads(seed: seed)
        LinkCheck.report(seed: seed)
    }

    /// Each conversion: a whole URL in a query value, raw values of String and Int, a description, the app's own.
    static func reads() {
        let page = URL(string: "https://example.com/a?b=1&c=2")
        expect("app://open?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2", page.map { .page(page: $0) })
        expect("app://home", .home)
        expect("app://settings/privacy?tab=2", .settings(section: .privacy, tab: .search))
        expect("app://settings/privacy", .settings(section: .privacy, tab: nil))
        expect("app://prefs?s=general&tab=1", .settings(section: .general, tab: .home))
        expect("app://account/acct-7/@ann", .account(account: AccountID(number: 7), handle: Handle(name: "ann")))
        expect("app://account/acct-7/%40ann", .account(account: AccountID(number: 7), handle: Handle(name: "ann")))
    }

    /// Values that do not convert refuse the whole link, as a value of a standard type that does not read does.
    static func refuses() {
        expect("app://settings/unknown", nil)
        expect("app://settings/Privacy", nil)
        expect("app://settings/privacy?tab=9", nil)
        expect("app://settings/privacy?tab=home", nil)
        expect("app://prefs?s=nope", nil)
        // The first pattern writes the section in its path, which has no empty segment: an empty one would not read
        // back.
        expect("app://prefs?s=", nil)
        expect("app://account/7/@ann", nil)
        expect("app://account/acct-7/ann", nil)
        expect("app://account/acct-7/@", nil)
        expect("app://open", nil)
        expect("app://open?url=", nil)
    }

    /// Any route built from values that convert reads back as itself from its `url`.
    static func roundTrips(seed: UInt64) {
        var random = SequenceRandom(seed: seed)
        let characters = Array("abcz09-._~ /?#&=%+@:é日")
        let pages = [
            "https://example.com", "https://example.com/a/b?c=d&e=f#g", "mailto:someone@example.com",
            "app://settings/privacy?tab=2", "https://example.com/%20x",
        ].compactMap { URL(string: $0) }
        for _ in 0..<300 {
            let name = String((0..<(1 + random.below(6))).map { _ in characters[random.below(characters.count)] })
            let sections: [SettingsSection] = [.general, .privacy, .notifications]
            let tabs: [Tab?] = [nil, .home, .search]
            let routes: [AppRoute] = [
                .home, .page(page: pages[random.below(pages.count)]),
                .settings(section: sections[random.below(sections.count)], tab: tabs[random.below(tabs.count)]),
                .account(account: AccountID(number: random.below(100_000)), handle: Handle(name: name)),
            ]
            for route in routes where AppRoute(url: route.url) != route {
                LinkCheck.failures.append(
                    "\(route) builds \(route.url), which reads as \(String(describing: AppRoute(url: route.url)))")
            }
        }
    }

    /// Valid links with random bytes changed, cut or added: reading one never crashes, and what it reads builds a link
    /// that reads as the same route.
    static func survivesHostileLinks(seed: UInt64) {
        var random = SequenceRandom(seed: seed &+ 1)
        let bases = [
            "app://open?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1", "app://settings/privacy?tab=2",
            "app://prefs?s=general&tab=1", "app://account/acct-7/@ann",
        ]
        let noise =
            "/?&=%#:.-0123456789azAZ@ ".map { String($0) } + ["%2F", "%00", "%", "🙂", "//", "?&", "==", "acct-"]
        for link in LinkCheck.mutatedLinks(of: bases, noise: noise, count: 2000, using: &random) {
            LinkCheck.expectReadsBack(link, seed: seed)
        }
    }

    static func expectEntry(_ read: AppRoute?, _ expected: AppRoute?, _ what: String, line: Int = #line) {
        LinkCheck.expect(read, expected, what, line: line)
    }

    /// Entry points without a link: each value from the payload under its key, as text or as a JSON number.
    static func readsEntries() {
        expectEntry(AppRoute(quickAction: "com.example.home", payload: [:]), .home, "the home quick action")
        expectEntry(
            AppRoute(quickAction: "com.example.settings", payload: ["section": "privacy", "tab": 2]),
            .settings(section: .privacy, tab: .search), "a tab as a number")
        expectEntry(
            AppRoute(quickAction: "com.example.settings", payload: ["section": "privacy", "tab": "1"]),
            .settings(section: .privacy, tab: .home), "a tab as text")
        expectEntry(
            AppRoute(quickAction: "com.example.settings", payload: ["section": "general"]),
            .settings(section: .general, tab: nil), "no tab")
        expectEntry(AppRoute(quickAction: "com.example.settings", payload: [:]), nil, "no section")
        expectEntry(AppRoute(quickAction: "com.example.settings", payload: ["section": "nope"]), nil, "a bad section")
        expectEntry(
            AppRoute(quickAction: "com.example.settings", payload: ["section": 5]), nil, "a number for a section")
        expectEntry(
            AppRoute(quickAction: "com.example.settings", payload: ["section": "general", "tab": 9]), nil, "a bad tab")
        expectEntry(AppRoute(quickAction: "com.example.other", payload: ["section": "general"]), nil, "another type")
        expectEntry(
            AppRoute(activityType: "com.example.reading", payload: ["url": "https://example.com/x"]),
            URL(string: "https://example.com/x").map { .page(page: $0) }, "an activity")
        expectEntry(AppRoute(activityType: "com.example.reading", payload: [:]), nil, "an activity without its url")
        expectEntry(
            AppRoute(activityType: "com.example.settings", payload: ["section": "general"]), nil,
            "a quick action's type as an activity")
        expectEntry(
            AppRoute(notification: ["kind": "settings", "section": "general", "aps": ["alert": "Hi"]]),
            .settings(section: .general, tab: nil), "a settings notification")
        expectEntry(
            AppRoute(notification: ["kind": "mention", "account_id": "acct-3", "from": "@bo"]),
            .account(account: AccountID(number: 3), handle: Handle(name: "bo")), "a mention, under its keys")
        expectEntry(
            AppRoute(notification: ["kind": "mention", "account": "acct-3", "handle": "@bo"]), nil,
            "a mention under the values' names, not its keys")
        expectEntry(AppRoute(notification: ["kind": "mention", "account_id": 3, "from": "@bo"]), nil, "a bare number")
        expectEntry(AppRoute(notification: ["kind": "other", "section": "general"]), nil, "another kind")
        expectEntry(AppRoute(notification: ["kind": 1, "section": "general"]), nil, "a kind that is not text")
        expectEntry(AppRoute(notification: [1: "settings", "section": "general"]), nil, "a key that is not text")
    }

    /// Random payloads of every kind of value JSON and property lists give: reading one never crashes, and what it
    /// reads builds a link that reads as the same route.
    static func survivesHostilePayloads(seed: UInt64) {
        var random = SequenceRandom(seed: seed &+ 2)
        let keys: [AnyHashable] = [
            "kind", "section", "tab", "url", "account_id", "from", "link", "aps", "", 1, 2.5, true,
        ]
        let values: [Any] = [
            "settings", "mention", "general", "privacy", "2", "acct-1", "@a", "@", "", "https://example.com/ü",
            "%", "🙂", 1, 2, -1, Int.max, 2.5, Double.nan, Double.infinity, true, false, NSNull(), [1, 2],
            ["kind": "settings"], Data([0xff]), Date(timeIntervalSince1970: 0),
        ]
        let types = ["com.example.home", "com.example.settings", "com.example.reading", "", "com.example.other"]
        for _ in 0..<3000 {
            var payload: [AnyHashable: Any] = [:]
            for _ in 0..<random.below(6) {
                payload[keys[random.below(keys.count)]] = values[random.below(values.count)]
            }
            let type = types[random.below(types.count)]
            for route in [
                AppRoute(quickAction: type, payload: payload), AppRoute(activityType: type, payload: payload),
                AppRoute(notification: payload),
            ].compactMap({ $0 }) where AppRoute(url: route.url) != route {
                LinkCheck.failures.append("seed \(seed): \(payload) reads as \(route), whose link does not read back")
            }
        }
    }
}
