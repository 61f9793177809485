/// Values a command leaves for the process's exit to reclaim.
///
/// Freeing thousands of generated files' text and bytes one by one, just before the process ends, costs milliseconds
/// and achieves nothing: the exit returns all memory at once. Compilers skip it for the same reason (clang's
/// `-disable-free`). Only a process that exits after its command does this (``Context/exitsAfterCommand``); the tests,
/// which run many commands in one process, free as usual.
enum ProcessLifetime {
    /// Keeps `value` allocated until the process exits, when `context` says the process exits after this command.
    static func keepUntilExit(_ value: some Sendable, context: Context) {
        guard context.exitsAfterCommand else { return }
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<Value: Sendable>: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
