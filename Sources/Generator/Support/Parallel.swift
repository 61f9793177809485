import Dispatch

/// Runs independent work on all cores, keeping the results in order, so output stays deterministic.
///
/// Its functions are inlinable so that the command-line module, which writes and checks files through them, gets
/// versions specialized to its types: unspecialized, moving a thousand results out of their slots took ten million
/// instructions (generic collection calls per item).
public enum Parallel {
    /// Below this many items the work is done on the calling thread.
    @usableFromInline static let threshold = 32

    /// `transform` applied to every item, on every core from ``threshold`` items, with the results in the items' order.
    @inlinable
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        guard items.count >= threshold else { return items.map(transform) }
        let slots = Slots<Result>(count: items.count)
        let claims = Claims(count: items.count)
        // Every task takes runs of items until none are left, so a core that is slow or starts late (a virtual
        // machine's cores come and go) leaves its share to the others instead of holding a fixed part of the list.
        // Odd tasks take from the end: two cores then work on opposite ends of the list, which keeps them apart
        // where neighbouring items share something (files written into one folder, whose lock they would wait for).
        DispatchQueue.concurrentPerform(iterations: tasks) { task in
            let fromEnd = task % 2 == 1
            while let run = claims.next(fromEnd: fromEnd) {
                for index in run {
                    slots.store(transform(items[index]), at: index)
                }
            }
        }
        return slots.values()
    }

    /// How many tasks a map starts: more than any core count it meets, since a task with nothing left to take ends
    /// at once.
    @usableFromInline static let tasks = 16

    /// Hands out the indices of a list in runs from either end, each a sixteenth of what is left (and at least one
    /// item): long runs while much is left, for few claims and neighbouring results on one core, and single items at
    /// the end, so the cores finish together.
    @usableFromInline
    final class Claims: @unchecked Sendable {
        /// The indices not taken yet.
        @usableFromInline var left: Range<Int>
        /// Guards `left`; held once per run.
        @usableFromInline let lock = DispatchSemaphore(value: 1)

        @inlinable
        init(count: Int) {
            left = 0..<count
        }

        /// The next run of indices from the start of what is left, or from its end; `nil` when every index is taken.
        @inlinable
        func next(fromEnd: Bool) -> Range<Int>? {
            lock.wait()
            defer { lock.signal() }
            guard !left.isEmpty else { return nil }
            let length = max(1, left.count / 16)
            let run = fromEnd ? left.upperBound - length..<left.upperBound : left.lowerBound..<left.lowerBound + length
            left = fromEnd ? left.lowerBound..<run.lowerBound : run.upperBound..<left.upperBound
            return run
        }
    }

    /// Runs `first` and `second` at the same time, on two cores when there are two, and returns both results.
    ///
    /// The calling thread, which is running already, normally takes `first`; a second core that wakes late delays
    /// only `second`. So the longer side goes first.
    @inlinable
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
    @usableFromInline
    final class Slots<Value: Sendable>: @unchecked Sendable {
        @usableFromInline let storage: UnsafeMutableBufferPointer<Value?>

        @inlinable
        init(count: Int) {
            storage = UnsafeMutableBufferPointer<Value?>.allocate(capacity: count)
            storage.initialize(repeating: nil)
        }

        @inlinable
        deinit {
            storage.deinitialize()
            storage.deallocate()
        }

        @inlinable
        func store(_ value: Value, at index: Int) {
            storage[index] = value
        }

        /// The results, moved out of their slots (a copy would retain every value only for the slots to release it).
        @inlinable
        func values() -> [Value] {
            var values: [Value] = []
            values.reserveCapacity(storage.count)
            for index in storage.indices {
                guard let value = storage[index].take() else { preconditionFailure("Parallel left a result unset") }
                values.append(value)
            }
            return values
        }
    }
}
