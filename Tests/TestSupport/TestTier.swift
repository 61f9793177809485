import Foundation

/// How much of the test matrix a run covers.
///
/// `swift test` runs the quick tier, minutes on a laptop: every unit, snapshot and validation test, one compile of each
/// fixture, each behaviour scenario once (its fixture as written, under every reading), and small samples of the
/// property, fuzz and random-scenario tests. `COORDGEN_TESTS=full swift test` runs the full matrix, as CI does: every
/// style and mode of every scenario, and the full counts of the random tests.
public enum TestTier: String, Sendable {
    case quick
    case full

    /// The environment variable that picks the tier.
    public static let environmentKey = "COORDGEN_TESTS"

    /// The tier of this run. An unknown value stops the run: a typo must not silently run the quick tier in CI.
    public static let current: TestTier = {
        let text = ProcessInfo.processInfo.environment[environmentKey] ?? ""
        if text.isEmpty {
            return .quick
        }
        guard let tier = TestTier(rawValue: text) else {
            fatalError("\(environmentKey)=\(text): unknown tier; use quick (the default) or full")
        }
        return tier
    }()

    /// `quick` in the quick tier, `full` in the full one.
    public static func pick<Value>(quick: Value, full: Value) -> Value {
        current == .full ? full : quick
    }

    /// The environment assignment that replays a failure in this tier, with a space after it; empty in the quick tier.
    public static var replayPrefix: String {
        current == .full ? "\(environmentKey)=full " : ""
    }
}

extension TestTier {
    /// The seed of the property, fuzz and random-scenario tests unless their `COORDGEN_*_SEED` names another, so that
    /// every run, yours and CI's, explores the same cases; set the variable to explore others.
    public static let fixedSeed: UInt64 = 20_261_130
}
