import Foundation

// What the checks of links built without UIKit share (RouteLinks.swift, LinkTypeLinks.swift), each with its app's
// AppRoute: the failures found, the check that something reads as a route, links mutated at random, and the report
// that ends a run.

@MainActor
enum LinkCheck {
    static var failures: [String] = []

    /// A failure unless `read` is `expected`; `what` says what was read.
    static func expect(_ read: AppRoute?, _ expected: AppRoute?, _ what: String, line: Int) {
        if read != expected {
            failures.append(
                "line \(line): \(what) reads as \(String(describing: read)), not \(String(describing: expected))")
        }
    }

    /// `count` links made from `bases`, each with random edits: a piece of `noise` inserted, a character removed, or
    /// the rest cut off.
    static func mutatedLinks(
        of bases: [String], noise: [String], count: Int, using random: inout SequenceRandom
    ) -> [String] {
        (0..<count).map { _ in
            var text = Array(bases[random.below(bases.count)])
            for _ in 0...random.below(3) {
                let at = random.below(text.count + 1)
                switch random.below(3) {
                case 0: text.insert(contentsOf: Array(noise[random.below(noise.count)]), at: at)
                case 1 where at < text.count: text.remove(at: at)
                default: text = Array(text[..<at])
                }
            }
            return String(text)
        }
    }

    /// A failure when `link` reads as a route whose own link does not read as it again.
    static func expectReadsBack(_ link: String, seed: UInt64) {
        guard let url = URL(string: link), let route = AppRoute(url: url) else { return }
        if AppRoute(url: route.url) != route {
            failures.append("seed \(seed): \(link) reads as \(route), whose link \(route.url) does not read back")
        }
    }

    /// Prints each failure and the summary line, and exits with 1 when there is any.
    static func report(seed: UInt64) -> Never {
        for failure in failures {
            print("FAIL \(failure)")
        }
        print("checked with seed \(seed): \(failures.count) failures")
        exit(failures.isEmpty ? 0 : 1)
    }
}
