import Testing

@testable import Generator

@Suite("Shared file names")
struct SharedFileNameTests {
    @Test("names that differ only in case share a file, and the first repeat is named")
    func findsTheFirstRepeat() {
        let names = ["A.swift", "b.swift", "B.swift", "a.swift"]
        #expect(CoordinatorGenerator.firstSharedFileName(names) == "B.swift")
        #expect(CoordinatorGenerator.firstSharedFileName(["A.swift", "B.swift", "AB.swift"]) == nil)
        #expect(CoordinatorGenerator.firstSharedFileName([]) == nil)
    }
}
