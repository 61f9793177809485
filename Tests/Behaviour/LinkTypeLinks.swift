import Foundation

// Built with the link-types fixture's generated AppRoute.swift and its user code, without UIKit, and run by
// RouteLinkTests: routes whose values are a URL or the app's own types read the links they should, refuse those whose
// values do not convert, read back every route built from random values, and survive hostile links. Prints one line
// per failure and exits with 1 when there is any.

@main
@MainActor
enum LinkTypeLinks {
    static var failures: [String] = []

    static func expect(_ link: String, _ expected: AppRoute?, line: Int = #line) {
        let read = URL(string: link).flatMap { AppRoute(url: $0) }
        if read != expected {
            failures.append(
                "line \(line): \(link) reads as \(String(describing: read)), not \(String(describing: expected))")
        }
    }

    static func main() {
        let seed = CommandLine.arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1
        reads()
        refuses()
        roundTrips(seed: seed)
        survivesHostileLinks(seed: seed)
        for failure in failures {
            print("FAIL \(failure)")
        }
        print("checked with seed \(seed): \(failures.count) failures")
        exit(failures.isEmpty ? 0 : 1)
    }

    /// Each conversion: a whole URL in a query value, raw values of String and Int, a description, the app's own.
    static func reads() {
        let page = URL(string: "https://example.com/a?b=1&c=2")
        expect("app://open?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2", page.map { .page(page: $0) })
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
                .page(page: pages[random.below(pages.count)]),
                .settings(section: sections[random.below(sections.count)], tab: tabs[random.below(tabs.count)]),
                .account(account: AccountID(number: random.below(100_000)), handle: Handle(name: name)),
            ]
            for route in routes where AppRoute(url: route.url) != route {
                failures.append(
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
        for _ in 0..<2000 {
            var text = Array(bases[random.below(bases.count)])
            for _ in 0...random.below(3) {
                let at = random.below(text.count + 1)
                switch random.below(3) {
                case 0: text.insert(contentsOf: Array(noise[random.below(noise.count)]), at: at)
                case 1 where at < text.count: text.remove(at: at)
                default: text = Array(text[..<at])
                }
            }
            let link = String(text)
            guard let url = URL(string: link), let route = AppRoute(url: url) else { continue }
            if AppRoute(url: route.url) != route {
                failures.append("seed \(seed): \(link) reads as \(route), whose link \(route.url) does not read back")
            }
        }
    }
}
