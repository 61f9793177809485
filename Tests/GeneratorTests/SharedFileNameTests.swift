import TestSupport
import Testing

@testable import Generator

@Suite("Shared file names")
struct SharedFileNameTests {
    static func files(_ names: [String]) -> [OutputFile] {
        names.map { OutputFile(name: $0, kind: .generated, contents: "") }
    }

    /// The answer by definition: the first name whose folded form an earlier name has.
    static func reference(_ names: [String]) -> String? {
        var seen: Set<String> = []
        return names.first { !seen.insert(OutputFile.foldedName($0)).inserted }
    }

    @Test("names that differ only in case share a file, and the first repeat is named")
    func findsTheFirstRepeat() {
        let names = ["A.swift", "b.swift", "B.swift", "a.swift"]
        #expect(CoordinatorGenerator.firstSharedFileName(Self.files(names)) == "B.swift")
        #expect(CoordinatorGenerator.firstSharedFileName(Self.files(["A.swift", "B.swift", "AB.swift"])) == nil)
        #expect(CoordinatorGenerator.firstSharedFileName([]) == nil)
    }

    @Test("two different names with one hash are told apart by comparing them")
    func collidingHashesFallBackToTheNames() {
        let collide: @Sendable (String) -> UInt64 = { _ in 7 }
        let cases: [([String], String?)] = [
            (["X.swift", "Y.swift", "y.swift"], "y.swift"),
            (["X.swift", "Y.swift", "x.swift"], "x.swift"),
            (["X.swift", "Y.swift", "Z.swift"], nil),
            (["A.swift", "b.swift", "B.swift", "a.swift"], "B.swift"),
        ]
        for (names, expected) in cases {
            #expect(CoordinatorGenerator.firstSharedFileName(Self.files(names), hash: collide) == expected, "\(names)")
        }
    }

    @Test("the hash folds case as file names are folded")
    func hashFoldsCase() {
        let hash = OutputFile.foldedNameHash
        #expect(hash("HomeViewController.swift") == hash("homeviewcontroller.SWIFT"))
        #expect(hash("Home.swift") != hash("Hone.swift"))
        #expect(hash("ab") != hash("ba"))
    }

    @Test("random lists of names, above the parallel threshold, get the answer by definition")
    func matchesTheDefinition() {
        let seed: UInt64 = 20_261_201
        var random = SeededGenerator(seed: seed)
        for round in 0..<300 {
            let count = Int.random(in: 0...80, using: &random)
            // Few letters, so that names meet, in either case, in most lists.
            let names = (0..<count).map { _ in
                String((0..<Int.random(in: 1...3, using: &random)).map { _ in "aAbBcC".randomElement(using: &random)! })
                    + ".swift"
            }
            let found = CoordinatorGenerator.firstSharedFileName(Self.files(names))
            #expect(found == Self.reference(names), "seed \(seed), round \(round): \(names)")
        }
    }
}
