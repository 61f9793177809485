// The choosers of the fixture's actions, as the app's author would write them: each waits for the scenario's answer.

import UIKit

extension HomeCoordinator {
    func chooseOpenVault(id: Int) async throws -> OpenVaultChoice {
        switch await Choices.wait("openVault \(id)") {
        case "vault": return .showVault
        case "unlock": return .unlock
        default: throw Offline()
        }
    }
}

extension VaultCoordinator {
    func chooseExport() async -> ExportChoice {
        let answer = await Choices.wait("export")
        Choices.cancelled.append(Task.isCancelled)
        return answer == "share" ? .share : .close
    }
}

/// The choices under way, which the scenario answers.
@MainActor
enum Choices {
    /// The choices under way, oldest first: who asked, and how to answer.
    static var waiting: [(asker: String, answer: (String) -> Void)] = []
    /// Whether each of Vault's choices, once answered, saw its task cancelled.
    static var cancelled: [Bool] = []
    /// Answers given whose chooser has not resumed yet: a resumed task runs on a later turn of the main queue.
    static var delivering = 0

    /// In random sequences nobody answers: each choice answers itself at once, with the next answer in turn, and the
    /// action it chose runs on the main queue's next turn, whatever the sequence is doing then. (A chooser that waits
    /// keeps its flow until it returns, which the sequences' check after each event would take for a leak.)
    static let answersItself = ProcessInfo.processInfo.environment["COORDGEN_RANDOM_SEQUENCES"] != nil
    private static var answered = 0

    static func wait(_ asker: String) async -> String {
        if answersItself {
            answered += 1
            return ["vault", "unlock", "offline", "share", "close"][answered % 5]
        }
        let answer = await withCheckedContinuation { continuation in
            waiting.append((asker, { continuation.resume(returning: $0) }))
        }
        delivering -= 1
        return answer
    }

    /// Answers the oldest choice under way; `false` when none is.
    static func answer(_ text: String) -> Bool {
        guard !waiting.isEmpty else { return false }
        delivering += 1
        waiting.removeFirst().answer(text)
        return true
    }
}

struct Offline: Error {}
