import Foundation

// Built with the routes fixture's generated AppRoute.swift, without UIKit, and run by RouteLinkTests: the links each
// route reads and refuses, every route's link read back, and hostile links from a seed. Prints one line per failure
// and exits with 1 when there is any.

@main
@MainActor
enum RouteLinks {
    static func expect(_ link: String, _ expected: AppRoute?, line: Int = #line) {
        LinkCheck.expect(URL(string: link).flatMap { AppRoute(url: $0) }, expected, link, line: line)
    }

    static func main() {
        let seed = CommandLine.arguments.dropFirst().first.flatMap { UInt64($0) } ?? 1
        reads()
        refuses()
        roundTrips(seed: seed)
        survivesHostileLinks(seed: seed)
        LinkCheck.report(seed: seed)
    }

    /// Links each route reads, with defaults, optional values, percent-encoding and either pattern.
    static func reads() {
        expect("news://feed", .feed)
        expect("NEWS://FEED", .feed)
        expect("news://feed/", .feed)
        expect("news://article/42", .article(id: 42, language: "en"))
        expect("news://article/42?lang=fr", .article(id: 42, language: "fr"))
        expect("https://news.example.com/article/-7?lang=de&utm_source=mail", .article(id: -7, language: "de"))
        expect("news://article/42/comments", .comments(id: 42, language: "en", page: nil))
        expect("news://article/42/comments?page=3", .comments(id: 42, language: "en", page: 3))
        expect("https://news.example.com/search?q=swift%20ui", .search(query: "swift ui", exact: false))
        expect("https://news.example.com/search?q=a%26b%3Dc&exact=true", .search(query: "a&b=c", exact: true))
        expect("https://news.example.com/search?q=", .search(query: "", exact: false))
        expect("news://badge", .badge)
        expect("news://topics", .topics)
        expect("news://settings", .settings)
        expect("news://settings/privacy%2Fads", .settingsSection(section: "privacy/ads"))
        expect("news://settings/caf%C3%A9", .settingsSection(section: "café"))
        expect("news://people/9", .profile(userID: 9))
        expect("https://news.example.com/people/9", .profile(userID: 9))
    }

    /// Links that are not a route's: wrong types, overflow, missing and extra parts, bad percent-encoding.
    static func refuses() {
        for link in [
            "news://article/abc", "news://article/4.2", "news://article/99999999999999999999999",
            "news://article/", "news://article", "news://article/42/extra", "news://article//42",
            "news://article/42/comments?page=two", "news://article/42/comments?page=",
            "https://news.example.com/search", "https://news.example.com/search?q=x&exact=yes",
            "https://news.example.com/search?q=x&exact=1", "http://news.example.com/article/1",
            "https://other.example.com/article/1", "news://people/%ZZ", "news://unknown", "news:feed",
            "news:///feed", "feed", "", "news://settings/a/b", "mailto:someone@example.com",
            "news://people/" + String(repeating: "9", count: 5000),
        ] {
            expect(link, nil)
        }
    }

    static func randomText(_ random: inout SequenceRandom) -> String {
        let alphabet = Array("aZ09 -._~/?#&=%+é🙂\"'<>\\")
        return String((0..<random.below(12)).map { _ in alphabet[random.below(alphabet.count)] })
    }

    /// Every route, with random values, reads back from its own link.
    static func roundTrips(seed: UInt64) {
        var random = SequenceRandom(seed: seed)
        for _ in 0..<300 {
            let int = Int(truncatingIfNeeded: random.next()) >> random.below(64)
            let text = randomText(&random)
            let routes: [AppRoute] = [
                .feed, .article(id: int, language: text), .comments(id: int, language: text, page: nil),
                .comments(id: int, language: text, page: int), .search(query: text, exact: random.below(2) == 0),
                .badge, .topics, .settings, .profile(userID: int),
            ]
            for route in routes where AppRoute(url: route.url) != route {
                LinkCheck.failures.append(
                    "seed \(seed): \(route) → \(route.url) reads as \(String(describing: AppRoute(url: route.url)))")
            }
            // A path segment is never empty: a section is written and read as it is only when it has text.
            let section = AppRoute.settingsSection(section: text.isEmpty ? "x" : text)
            if AppRoute(url: section.url) != section {
                LinkCheck.failures.append("seed \(seed): \(section) → \(section.url) does not read back")
            }
        }
    }

    /// Valid links with random bytes changed, cut or added: reading one never crashes, and what it reads builds a link
    /// that reads as the same route.
    static func survivesHostileLinks(seed: UInt64) {
        var random = SequenceRandom(seed: seed &+ 1)
        let bases = [
            "news://feed", "news://article/42?lang=fr", "news://article/42/comments?page=3",
            "https://news.example.com/search?q=x&exact=true", "news://settings/privacy", "news://people/9",
        ]
        let noise = "/?&=%#:.-0123456789azAZ ".map { String($0) } + ["%2F", "%00", "%", "🙂", "//", "?&", "=="]
        for link in LinkCheck.mutatedLinks(of: bases, noise: noise, count: 2000, using: &random) {
            LinkCheck.expectReadsBack(link, seed: seed)
        }
    }
}
