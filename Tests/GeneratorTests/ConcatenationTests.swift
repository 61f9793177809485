import Testing

@testable import Generator

@Suite("Concatenation")
struct ConcatenationTests {
    @Test("parts are joined in order, whether the result is short, long, empty or beyond ASCII")
    func joinsParts() {
        let cases: [[String]] = [
            [], [""], ["", ""], ["a"], ["make", "Home", "ViewController"],
            ["Created by coordgen for the ", "Checkout", " screen. This file is yours:"],
            ["Ünïcödé ", "→ ", "名前", ""], [String(repeating: "x", count: 1_000), "y"],
        ]
        for parts in cases {
            let joined = String(concatenating: parts)
            #expect(joined == parts.joined(), "\(parts)")
            #expect(joined.utf8.count == parts.reduce(0) { $0 + $1.utf8.count })
        }
        #expect(String(concatenating: "a", "b", "c") == "abc")
    }
}
