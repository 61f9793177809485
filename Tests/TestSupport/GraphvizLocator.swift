import Foundation

/// Where Graphviz's `dot` is, if it is on PATH. CI installs it; tests that need it run where it is, and always on CI.
public enum GraphvizLocator {
    public static let dot: String? = ProcessRunner.which("dot")

    /// Whether tests that need `dot` run: where it is, and on CI (where its absence is a failure).
    public static var testsRun: Bool {
        dot != nil || ProcessInfo.processInfo.environment["CI"] != nil
    }
}
