import Dispatch
import Foundation
import Testing

@testable import Generator

@Suite("Parallel")
struct ParallelTests {
    @Test("results come back complete and in order, however the threads interleave")
    func keepsOrderUnderContention() {
        let items = Array(0..<4_000)
        for round in 0..<150 {
            let results = Parallel.map(items) { item in String(repeating: "x", count: item % 7) + "\(item)-\(round)" }
            #expect(results == items.map { String(repeating: "x", count: $0 % 7) + "\($0)-\(round)" })
        }
    }

    @Test(
        "a pair runs both sides at once on two cores, and returns each side's result in its place",
        .enabled(if: ProcessInfo.processInfo.activeProcessorCount >= 2, "needs two cores to run side by side"))
    func pairRunsBothAtOnce() {
        // Each side waits for the other to start: run one after the other, the first would give up waiting.
        let firstStarted = DispatchSemaphore(value: 0)
        let secondStarted = DispatchSemaphore(value: 0)
        let (first, second) = Parallel.pair(
            {
                firstStarted.signal()
                return ("first", secondStarted.wait(timeout: .now() + 20) == .success)
            },
            {
                secondStarted.signal()
                return (2, firstStarted.wait(timeout: .now() + 20) == .success)
            })
        #expect(first.0 == "first")
        #expect(second.0 == 2)
        #expect(first.1 && second.1, "one side ran without the other")
    }
}
