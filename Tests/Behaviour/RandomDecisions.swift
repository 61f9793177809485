// Asynchronous decisions in random apps: a flow that decides its first screen behind a placeholder, or chooses a
// screen's next action, awaits one of these, and the driver makes it arrive at a moment it draws, as any other event:
// during a transition, after the person left the flow, while a route waits for it. `RandomScenarioTests` writes the
// apps' `decideFirstScreen()` and choosers so. A decision whose task is cancelled (a choice, when its flow ends)
// returns at once, as a chooser that awaits the network would.

import UIKit

/// The decisions random apps are waiting for, which the driver makes arrive one at a time.
@MainActor
enum RandomDecisions {
    private struct Pending {
        let id: Int
        let continuation: CheckedContinuation<Int, any Error>
        /// The flow that decides, which the decision keeps alive until it arrives (docs/manifest.md, "Choosing the
        /// first screen", "Choosing the next action"): its screens may outlive the tree meanwhile.
        weak var flow: (any Coordinator)?
        let choices: Int
        let mayFail: Bool
    }

    private static var pending: [Pending] = []
    private static var nextID = 0
    /// How many decisions have been resumed, and how many of those have reached the code that awaited them.
    private static var resumed = 0
    private static var landed = 0
    /// How many decisions the driver made arrive as an event of a sequence.
    private(set) static var arrived = 0

    /// Waits until the driver makes the decision arrive: the index of one of `choices` actions or screens, or, when
    /// `mayFail`, possibly an error, after which the flow runs its fallback. Cancelled, it throws at once.
    static func decide(for flow: any Coordinator, choices: Int, mayFail: Bool) async throws -> Int {
        nextID += 1
        let id = nextID
        // Counted in the job that goes on with the flow's code, which runs to its end without waiting again.
        defer { landed += 1 }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                pending.append(
                    Pending(id: id, continuation: continuation, flow: flow, choices: choices, mayFail: mayFail))
            }
        } onCancel: {
            // Generated code cancels on the main actor, as the flow ends.
            MainActor.assumeIsolated { cancel(id) }
        }
    }

    private static func cancel(_ id: Int) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        resumed += 1
        pending.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    /// Whether a decision is awaited.
    static var isWaiting: Bool { !pending.isEmpty }

    /// The flows whose decision is awaited, which it keeps alive, by design, however they ended.
    static var deciding: [any Coordinator] { pending.compactMap(\.flow) }

    /// Makes one awaited decision arrive, drawn with `random`: a choice, or a failure where the flow has a fallback.
    static func arriveOne(random: inout SequenceRandom) -> String {
        guard !pending.isEmpty else { return "decision (none awaited)" }
        let decision = pending.remove(at: random.below(pending.count))
        arrived += 1
        resumed += 1
        let flow = decision.flow.map { "\(type(of: $0))" } ?? "a flow that has gone"
        if decision.mayFail, random.chance(25) {
            decision.continuation.resume(throwing: CancellationError())
            waitUntilLanded()
            return "decision of \(flow) fails"
        }
        let choice = random.below(decision.choices)
        decision.continuation.resume(returning: choice)
        waitUntilLanded()
        return "decision of \(flow) arrives: choice \(choice)"
    }

    /// Turns the main run loop until every decision resumed (by the driver, or cancelled) has reached the code that
    /// awaited it: when the task goes on is the executor's choice, and a sequence must not depend on it.
    static func waitUntilLanded() {
        var turns = 0
        while landed < resumed, turns < 100_000 {
            RunLoop.main.run(until: Date())
            turns += 1
        }
    }

    /// Makes every awaited decision arrive, in the order they were asked for, each with its first choice, and lets
    /// everything settle, until none is awaited: a flow that starts meanwhile may await one too.
    static func arriveAll() {
        while !pending.isEmpty {
            let all = pending
            pending = []
            resumed += all.count
            for decision in all {
                decision.continuation.resume(returning: 0)
            }
            waitUntilLanded()
            StandInDriver.settle()
        }
    }
}
