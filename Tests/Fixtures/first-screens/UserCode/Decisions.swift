// What the fixture's flows decide from, which the scenario sets; asynchronous decisions wait for its answer.

import Foundation
import UIKit

@MainActor
enum Decisions {
    /// How the Inbox tab starts: "messages", "empty", or "offline" (its decision throws).
    static var inbox = "messages"
    static var signedIn = true
    /// The asynchronous decisions under way, oldest first: who asked, and how to answer.
    static var waiting: [(asker: String, answer: (String) -> Void)] = []

    /// Who heard their decision cancelled, oldest first: a flow that ended before its decision returned.
    static var cancelled: [String] = []

    /// Answers given whose decision has not resumed yet: a resumed task runs on a later turn of the main queue.
    static var delivering = 0

    /// In random sequences nobody answers: each decision answers itself at once, with the next answer in turn,
    /// whatever the sequence is doing then. (A decision that waits keeps its flow until it returns, which the
    /// sequences' check after each event would take for a leak.)
    static let answersItself = ProcessInfo.processInfo.environment["COORDGEN_RANDOM_SEQUENCES"] != nil
    private static var answered = 0

    static func wait(_ asker: String) async -> String {
        if answersItself {
            answered += 1
            return ["article", "paywall", "fail", "signIn", "cart"][answered % 5]
        }
        let answer = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiting.append((asker, { continuation.resume(returning: $0) }))
            }
        } onCancel: {
            // As a network request would hear it; the scenario answers anyway, as a request may return regardless.
            Task { @MainActor in cancelled.append(asker) }
        }
        delivering -= 1
        return answer
    }

    /// Answers the oldest decision under way.
    static func answer(_ text: String) {
        delivering += 1
        waiting.removeFirst().answer(text)
    }
}

struct Offline: Error {}
