import Dispatch

/// Runs independent work on every core, keeping the results in order, so output stays deterministic.
///
/// Used where items are many and each is real work: translating and rendering files, and writing them.
public enum Parallel {
    /// Below this many items the work is done on the calling thread, in order: for a few items, waking other cores
    /// costs more than it saves.
    static let threshold = 32

    /// `transform` applied to every item, on every core from ``threshold`` items, with the results in the items'
    /// order.
    public static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @Sendable (Item) -> Result
    ) -> [Result] {
        guard items.count >= threshold else { return items.map(transform) }
        var results = [Result?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each index is written by one iteration only, and the buffer is read after all have ended.
            let slots = Slots(buffer: buffer)
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                slots.buffer[index] = transform(items[index])
            }
        }
        return results.map { result in
            guard let result else { preconditionFailure("Parallel left a result unset") }
            return result
        }
    }

    /// The results' buffer, handed to every iteration; each writes its own element.
    private struct Slots<Value>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Value?>
    }
}
