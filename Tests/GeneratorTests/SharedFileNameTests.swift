import Testing

@testable import Generator

@Suite("Shared file names")
struct SharedFileNameTests {
    static func files(_ names: [String]) -> [OutputFile] {
        names.map { OutputFile(name: $0, kind: .generated, contents: "") }
    }

    @Test("names that differ only in case share a file, and the first repeat is named")
    func findsTheFirstRepeat() {
        let names = ["A.swift", "b.swift", "B.swift", "a.swift"]
        #expect(CoordinatorGenerator.firstSharedFileName(Self.files(names)) == "B.swift")
        #expect(CoordinatorGenerator.firstSharedFileName(Self.files(["A.swift", "B.swift", "AB.swift"])) == nil)
        #expect(CoordinatorGenerator.firstSharedFileName([]) == nil)
    }
}
