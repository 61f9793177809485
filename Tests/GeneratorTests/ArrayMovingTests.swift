import Testing

@testable import Generator

@Suite("Array moving")
struct ArrayMovingTests {
    @Test("moved elements follow the existing ones in their order, into empty and filled lists alike")
    func keepsOrder() {
        let cases: [(start: [String], added: [String])] = [
            ([], []), ([], ["a"]), (["a"], []), (["a"], ["b"]), (["a", "b"], ["c", "d", "e"]),
            ([], ["x", "y"]), ((0..<40).map { "s\($0)" }, (0..<70).map { "t\($0)" }),
        ]
        for (start, added) in cases {
            var list = start
            list.append(movingContentsOf: added.map { $0 })
            #expect(list == start + added, "\(start) + \(added)")
        }
    }

    @Test("a list that is shared is left as it was: only the copy's elements move")
    func leavesSharedListAlone() {
        let shared = ["first", String(repeating: "long ", count: 10), "last"]
        var list = ["start"]
        list.append(movingContentsOf: shared)
        #expect(list == ["start"] + shared)
        #expect(shared == ["first", String(repeating: "long ", count: 10), "last"])
    }
}
