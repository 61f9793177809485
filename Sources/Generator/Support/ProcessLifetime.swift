/// Values left for the process's exit to reclaim.
///
/// Freeing a large app's parsed manifest, its model and thousands of generated files' text one value at a time, just
/// before the process ends, costs milliseconds and achieves nothing: the exit returns all memory at once. Compilers
/// skip it for the same reason (clang's `-disable-free`). Only a caller whose process exits after generating asks for
/// this (``GenerateOptions/keepsValuesUntilExit``, the `coordgen` executable); a long-lived one frees as usual.
public enum ProcessLifetime {
    /// Keeps `value` allocated until the process exits.
    public static func keepUntilExit(_ value: some Sendable) {
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<Value: Sendable>: Sendable {
        let value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
}
