import Foundation
import Generator
import TestSupport
import Testing

/// The round-4 reports' route reproducers (`Tests/Reproducers/round4`) whose manifests validate: each one's
/// `AppRoute.swift` is built without UIKit with the checks below, which read links and build them back, and must all
/// hold. `expect(link, route)` reads `link`; `expectBack(route, route)` builds `route`'s link and reads it back.
@Suite("Route reproducers")
struct RouteReproducerTests {
    struct Case: CustomStringConvertible, Sendable {
        var file: String
        var checks: [String]

        var description: String { file }
    }

    static let cases: [Case] = [
        // D2: a literal segment beside a parameter of another type, and a Bool beside an Int, are told apart in
        // either order.
        Case(
            file: "route-literal-shadowed.json",
            checks: [
                #"expect("shop://item/5", .item(id: 5))"#, #"expect("shop://item/latest", .latest)"#,
                #"expect("shop://x/true", .flag(on: true))"#, #"expect("shop://x/5", .count(n: 5))"#,
                #"expect("shop://x/yes", nil)"#, "expectBack(.latest, .latest)",
                "expectBack(.count(n: 5), .count(n: 5))",
                "expectBack(.flag(on: false), .flag(on: false))",
            ]),
        // D5: an empty value in a path builds a link that reads as no route, not as another one.
        Case(
            file: "route-empty-string.json",
            checks: [
                #"expectBack(.section(section: ""), nil)"#, #"expectBack(.pair(a: "", b: "x"), nil)"#,
                #"expectBack(.pair(a: "x", b: ""), nil)"#,
                #"expectBack(.section(section: "a"), .section(section: "a"))"#,
                #"expect("app://settings/", .settings)"#, #"expect("app://settings//", nil)"#,
            ]),
        // D12, D13, D15, and D5's second form: a value given empty in a query where `url` writes it in the path.
        Case(
            file: "route-link-reading.json",
            checks: [
                #"expect("app://user/bob?lang=%FF", nil)"#, #"expect("app://user/bob?lang=%C3%28", nil)"#,
                #"expect("app://user/bob?page=%FF", nil)"#,
                #"expect("app://user/bob?utm_source=%FF", .user(name: "bob", page: nil, lang: "en"))"#,
                #"expect("app://user/b%FFob", nil)"#,
                #"expectBack(.item(ratio: .infinity, tag: "t"), nil)"#,
                #"expectBack(.item(ratio: -.infinity, tag: "t"), nil)"#,
                #"expectBack(.item(ratio: .nan, tag: "t"), nil)"#,
                #"expect("app://item/1/%EF%BB%BF", .item(ratio: 1, tag: "\u{FEFF}"))"#,
                #"expect("app://item/1/%EF%BB%BFabc", .item(ratio: 1, tag: "\u{FEFF}abc"))"#,
                #"expectBack(.item(ratio: 1, tag: "\u{FEFF}"), .item(ratio: 1, tag: "\u{FEFF}"))"#,
                #"expect("https://www.example.com/item/1.5?tag=", nil)"#,
                #"expect("https://www.example.com/item/1.5?tag=x", .item(ratio: 1.5, tag: "x"))"#,
                #"expectBack(.item(ratio: 1.5, tag: ""), nil)"#,
            ]),
        // D12, the reporter's own case: invalid UTF-8 in an optional or a defaulted value refuses the link.
        Case(
            file: "query-invalid-percent-encoding.json",
            checks: [
                #"expect("app://item?q=%C3%28", nil)"#, #"expect("app://item?lang=%C3%28", nil)"#,
                #"expect("app://item?q=ok", .item(q: "ok", lang: "en"))"#,
            ]),
        // D4: a default Swift's grammar would refuse as written is written as Swift spells the number.
        Case(
            file: "route-default-double-literal.json",
            checks: [#"expect("app://i", .item(x: 0.5))"#, #"expect("app://i?x=2", .item(x: 2))"#]),
    ]

    static let prelude = """
        import Foundation

        @MainActor var failures = 0

        @MainActor func expect(_ link: String, _ expected: AppRoute?, line: Int = #line) {
            let read = URL(string: link).flatMap { AppRoute(url: $0) }
            if read != expected {
                failures += 1
                print("FAIL check \\(line): \\(link) reads as \\(String(describing: read)), not \\(String(describing: expected))")
            }
        }

        @MainActor func expectBack(_ route: AppRoute, _ expected: AppRoute?, line: Int = #line) {
            let read = AppRoute(url: route.url)
            if read != expected {
                failures += 1
                print("FAIL check \\(line): \\(route) → \\(route.url) reads as \\(String(describing: read)), not \\(String(describing: expected))")
            }
        }

        """

    @Test("each route reproducer reads and builds its links as documented", arguments: cases)
    func links(_ reproducer: Case) throws {
        let url = Repository.root.appendingPathComponent("Tests/Reproducers/round4/" + reproducer.file)
        let generated = CoordinatorGenerator.standard.generate(manifest: try Array(Data(contentsOf: url)))
        try #require(!generated.hasErrors, "\(generated.diagnostics)")
        let routes = try #require(generated.linkFiles())
        let folder = TemporaryDirectory(prefix: "route-reproducer")
        let main =
            Self.prelude + "@main @MainActor enum Checks {\n    static func main() {\n"
            + reproducer.checks.map { "        " + $0 + "\n" }.joined()
            + "        print(\"\\(failures) failures\")\n    }\n}\n"
        let files = routes.map { folder.write($0.contents, to: $0.name) } + [folder.write(main, to: "main.swift")]
        let executable = folder.url.appendingPathComponent("links")
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
            Issue.record("\(reproducer.file): AppRoute.swift and the checks do not build:\n\(failure)")
            return
        }
        let result = ProcessRunner.run(executable.path, [])
        #expect(result.output.hasSuffix("0 failures\n"), "\(reproducer.file):\n\(result.combined)")
    }
}
