import Dispatch
import Foundation
import TestSupport
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

    @Test("every item is transformed exactly once, for lists of every size around the threshold and beyond")
    func transformsEachItemOnce() {
        for count in [0, 1, 2, Parallel.threshold - 1, Parallel.threshold, Parallel.threshold + 1, 100, 2_101] {
            let seen = Locked(Array(repeating: 0, count: count))
            let results = Parallel.map(Array(0..<count)) { item in
                seen.withLock { $0[item] += 1 }
                return item * 2
            }
            #expect(results == (0..<count).map { $0 * 2 }, "\(count) items")
            #expect(seen.withLock { $0 }.allSatisfy { $0 == 1 }, "\(count) items")
        }
    }

    @Test("claims from both ends cover the list once, in runs that shrink to single items where the ends meet")
    func claimsCoverTheListFromBothEnds() {
        for count in [1, 2, 17, 100, 2_101] {
            let claims = Parallel.Claims(count: count)
            var runs: [(run: Range<Int>, fromEnd: Bool)] = []
            var fromEnd = false
            while let run = claims.next(fromEnd: fromEnd) {
                runs.append((run, fromEnd))
                fromEnd.toggle()
            }
            let covered = runs.flatMap { Array($0.run) }.sorted()
            #expect(covered == Array(0..<count), "\(count) items")
            // The first run from each end starts at that end; the last run taken is one item.
            #expect(runs.first?.run.lowerBound == 0)
            #expect(runs.count < 2 || runs[1].run.upperBound == count)
            #expect(runs.last?.run.count == 1, "\(count) items")
        }
    }

    @Test(
        "a core held up by one item leaves the rest of the list to the others",
        .enabled(if: ProcessInfo.processInfo.activeProcessorCount >= 2, "needs two cores to run side by side"))
    func slowCoreDoesNotHoldItsShare() {
        // Item 0 waits until every item from 16 on is done. A core that took a fixed share of the list with item 0
        // (every sixteenth item, say) would hold some of them behind it, and the wait would time out.
        let count = 200
        let laterItemsDone = DispatchSemaphore(value: 0)
        let remaining = Locked(count - 16)
        let results = Parallel.map(Array(0..<count)) { item -> Bool in
            if item == 0 {
                return laterItemsDone.wait(timeout: .now() + 20) == .success
            }
            let isLast =
                item >= 16
                && remaining.withLock { left in
                    left -= 1
                    return left == 0
                }
            if isLast {
                laterItemsDone.signal()
            }
            return true
        }
        #expect(results.allSatisfy { $0 }, "item 0 waited in vain: later items sat behind it on its core")
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
