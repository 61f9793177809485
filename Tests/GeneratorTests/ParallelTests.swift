import TestSupport
import Testing

@testable import Generator

@Suite("Parallel")
struct ParallelTests {
    @Test("results come back complete and in order, however the threads interleave")
    func keepsOrderUnderContention() {
        // A few rounds of many small items make the threads meet; more rounds only take longer.
        let items = Array(0..<4_000)
        for round in 0..<10 {
            let results = Parallel.map(items) { item in String(repeating: "x", count: item % 7) + "\(item)-\(round)" }
            #expect(results == items.map { String(repeating: "x", count: $0 % 7) + "\($0)-\(round)" })
        }
    }

    @Test("every item is transformed exactly once, for lists of every size")
    func transformsEachItemOnce() {
        for count in [0, 1, Parallel.threshold - 1, Parallel.threshold, 100, 2_101] {
            let seen = Locked(Array(repeating: 0, count: count))
            let results = Parallel.map(Array(0..<count)) { item in
                seen.withLock { $0[item] += 1 }
                return item * 2
            }
            #expect(results == (0..<count).map { $0 * 2 }, "\(count) items")
            #expect(seen.withLock { $0 }.allSatisfy { $0 == 1 }, "\(count) items")
        }
    }
}
