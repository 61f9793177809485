import Dispatch

/// Runs independent work on all cores, keeping the results in order, so output stays deterministic.
public enum Parallel {
    /// Below this many items the work is done on the calling thread.
    static let threshold = 32

    /// `transform` applied to every item, on every core from ``threshold`` items, with the results in the items' order.
    public static func map<Item: Sendable, Result: Sendable>(
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

    /// Runs `first` and `second` at the same time, on two cores when there are two, and returns both results.
    public static func pair<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let firstSlot = Slots<First>(count: 1)
        let secondSlot = Slots<Second>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                firstSlot.store(first(), at: 0)
            } else {
                secondSlot.store(second(), at: 0)
            }
        }
        return (firstSlot.values()[0], secondSlot.values()[0])
    }

    /// One slot per result. Each index is written by exactly one task, and read only after all have finished.
    ///
    /// The slots live in one buffer allocated up front, so concurrent stores touch only their own element.
    /// (An array would not do: each `withUnsafeMutableBufferPointer` call takes the whole array for its duration,
    /// so two threads storing at once race on it.)
    private final class Slots<Value: Sendable>: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            storage = UnsafeMutableBufferPointer<Value?>.allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        deinit {
            storage.deinitialize()
            storage.deallocate()
        }

        func store(_ value: Value, at index: Int) {
            storage[index] = value
        }

        func values() -> [Value] {
            storage.map { value in
                guard let value else { preconditionFailure("Parallel left a result unset") }
                return value
            }
        }
    }
}
