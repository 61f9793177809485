import Testing

@testable import Generator

@Suite("Parallel map")
struct ParallelTests {
    @Test("results come back complete and in order, however the threads interleave")
    func keepsOrderUnderContention() {
        let items = Array(0..<4_000)
        for round in 0..<150 {
            let results = Parallel.map(items) { item in String(repeating: "x", count: item % 7) + "\(item)-\(round)" }
            #expect(results == items.map { String(repeating: "x", count: $0 % 7) + "\($0)-\(round)" })
        }
    }
}
