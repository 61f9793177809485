import Dispatch

/// Runs independent work on all cores, keeping the results in order, so output stays deterministic.
enum Parallel {
    /// Below this many items the work is done on the calling thread.
    static let threshold = 32

    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        guard items.count >= threshold else { return items.map(transform) }
        let slots = Slots<Result>(count: items.count)
        // A few chunks per core keeps the cores busy without paying for one task per item.
        let chunks = min(items.count, 16)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var index = chunk
            while index < items.count {
                slots.store(transform(items[index]), at: index)
                index += chunks
            }
        }
        return slots.values()
    }

    /// One slot per result. Each index is written by exactly one task, and read only after all have finished.
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private var storage: [Value?]

        init(count: Int) {
            storage = Array(repeating: nil, count: count)
        }

        func store(_ value: Value, at index: Int) {
            storage.withUnsafeMutableBufferPointer { $0[index] = value }
        }

        func values() -> [Value] {
            storage.map { value in
                guard let value else { preconditionFailure("Parallel.map left a result unset") }
                return value
            }
        }
    }
}
