import Foundation

/// The open orders the UIKit stand-in can take either reading of (`Tests/UIKitStandIn/Readings.swift`), seen from the
/// tests, which run programs built against the stand-in but are not built against it themselves.
public enum StandInReadings {
    /// The environment variable a stand-in program reads its readings from.
    public static let environmentKey = "UIKIT_STANDIN_READINGS"

    /// The names of the alternative readings, read from the cases of `StandInReading` so that a switch added there is
    /// run here without a second list.
    public static let names: [String] = {
        let url = Repository.standIn.appendingPathComponent("Readings.swift")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            preconditionFailure("cannot read \(url.path)")
        }
        let names = text.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.count == 2, words[0] == "case" else { return nil }
            return String(words[1])
        }
        precondition(!names.isEmpty, "no reading found in \(url.path)")
        return names
    }()

    /// The value of `UIKIT_STANDIN_READINGS` for each run of a suite: the first reading of every switch, each
    /// alternative alone, and all alternatives together.
    public static var suites: [String] {
        [""] + names + (names.count > 1 ? [names.joined(separator: ",")] : [])
    }

    /// How a run under `suite` is named in a failure message.
    public static func describe(_ suite: String) -> String {
        suite.isEmpty ? "the first reading of every open order" : "the reading(s) \(suite)"
    }
}
