// Asynchronous decisions in random apps: a flow that decides its first screen behind a placeholder awaits one of
// these, and the driver makes it arrive at a moment it draws, as any other event: during a transition, after the person
// left the flow, while a route waits for it. `RandomScenarioTests` writes each such flow's `decideFirstScreen()` so.

import UIKit

/// The decisions random apps are waiting for, which the driver makes arrive one at a time.
@MainActor
enum RandomDecisions {
    private struct Pending {
        let continuation: CheckedContinuation<Int, any Error>
        /// The flow that decides, which the decision keeps alive until it arrives (docs/manifest.md, "Choosing the
        /// first screen"): its screens may outlive the tree meanwhile.
        weak var flow: (any Coordinator)?
        let choices: Int
        let mayFail: Bool
    }

    private static var pending: [Pending] = []
    /// How many decisions have arrived where their flow awaited them.
    private static var landed = 0
    /// How many decisions the driver made arrive as an event of a sequence.
    private(set) static var arrived = 0

    /// Waits until the driver makes the decision arrive: the index of one of `choices` screens, or, when `mayFail`,
    /// possibly an error, after which the flow shows its fallback.
    static func decide(for flow: any Coordinator, choices: Int, mayFail: Bool) async throws -> Int {
        // Counted in the job that goes on with the flow's code, which runs to its end without waiting again.
        defer { landed += 1 }
        return try await withCheckedThrowingContinuation { continuation in
            pending.append(Pending(continuation: continuation, flow: flow, choices: choices, mayFail: mayFail))
        }
    }

    /// Whether a decision is awaited.
    static var isWaiting: Bool { !pending.isEmpty }

    /// The flows whose decision is awaited, which it keeps alive, by design, however they ended.
    static var deciding: [any Coordinator] { pending.compactMap(\.flow) }

    /// Makes one awaited decision arrive, drawn with `random`: a screen, or a failure where the flow has a fallback.
    static func arriveOne(random: inout SequenceRandom) -> String {
        guard !pending.isEmpty else { return "decision (none awaited)" }
        let index = random.below(pending.count)
        let decision = pending.remove(at: index)
        arrived += 1
        let flow = decision.flow.map { "\(type(of: $0))" } ?? "a flow that has gone"
        if decision.mayFail, random.chance(25) {
            decision.continuation.resume(throwing: CancellationError())
            waitUntilLanded(1)
            return "decision of \(flow) fails"
        }
        let choice = random.below(decision.choices)
        decision.continuation.resume(returning: choice)
        waitUntilLanded(1)
        return "decision of \(flow) arrives: choice \(choice)"
    }

    /// Turns the main run loop until `count` more decisions have reached the code that awaited them: when the task
    /// that awaits one goes on is the executor's choice, and a sequence must not depend on it.
    private static func waitUntilLanded(_ count: Int) {
        let target = landed + count
        for _ in 0..<100_000 where landed < target {
            RunLoop.main.run(until: Date())
        }
    }

    /// Makes every awaited decision arrive, in the order they were asked for, each with its first screen, and lets
    /// everything settle, until none is awaited: a flow that starts meanwhile may await one too.
    static func arriveAll() {
        while !pending.isEmpty {
            let all = pending
            pending = []
            for decision in all {
                decision.continuation.resume(returning: 0)
            }
            waitUntilLanded(all.count)
            StandInDriver.settle()
        }
    }
}
