import Generator
import Templates

/// What the actions that `choose` call, in a file of its own (`Coordinator+Choices.swift`) that only an app with such
/// an action gets: the runtime file stays the same for every app.
enum ChoicesRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let coordinator = types.coordinator
        return """
            /// The choices flows wait for, by flow: another one a flow asks for meanwhile is dropped.
            @MainActor
            private var runningChoices: [ObjectIdentifier: Task<Void, Never>] = [:]

            /// Choices: actions that wait for your code to choose which action of the screen runs next.
            extension \(coordinator) {
                /// Waits for `choose`, then runs `run` with what it chose, or `failed` when it threw, once no transition
                /// runs on this flow's top stack, so that UIKit drops none of what they show. Nothing runs when, meanwhile,
                /// the flow ended (``\(names.endChoices)()`` cancels the choice; a flow that ends while UIKit finishes is
                /// released, or no longer shows its screens) or `screen`, the screen that asked, left the flow's stacks;
                /// and a choice this flow asks for while it waits for one is dropped: a double tap chooses once.
                func \(names.choose)<Choice: Sendable>(
                    asking screen: UIViewController?, _ choose: @escaping @MainActor () async throws -> Choice,
                    then run: @escaping @MainActor (Choice) -> Void, failed: @escaping @MainActor () -> Void = {}
                ) {
                    let key = ObjectIdentifier(self)
                    guard runningChoices[key] == nil else { return }
                    runningChoices[key] = Task { @MainActor [weak self, weak screen] in
                        let chosen: Result<Choice, any Error>
                        do {
                            chosen = .success(try await choose())
                        } catch {
                            chosen = .failure(error)
                        }
                        // Cancelled: the flow has ended, and another flow may have the key by now.
                        guard !Task.isCancelled else { return }
                        runningChoices[key] = nil
                        guard let self, let screen, self.\(names.shownScreen)(where: { $0 === screen }) != nil else {
                            return
                        }
                        self.afterChoiceTransitions { [weak self, weak screen] in
                            // The flow may have ended, or the screen left, while UIKit finished.
                            guard let self, let screen, self.\(names.isShowingScreens),
                                self.\(names.shownScreen)(where: { $0 === screen }) != nil
                            else { return }
                            switch chosen {
                            case .success(let choice): run(choice)
                            case .failure: failed()
                            }
                        }
                    }
                }

                /// Cancels the choice this flow waits for, if any: the flow has ended.
                func \(names.endChoices)() {
                    runningChoices.removeValue(forKey: ObjectIdentifier(self))?.cancel()
                }

                /// Runs `next` once no transition runs on this flow's top stack or what it presents, on the main
                /// queue's turn after the last one ended; never once the flow has gone.
                private func afterChoiceTransitions(_ next: @escaping () -> Void) {
                    let stack = \(names.topNavigationController)
                    guard let transition = stack.transitionCoordinator ?? stack.presentedViewController?.transitionCoordinator
                    else { return next() }
                    let again = { [weak self] in
                        DispatchQueue.main.async {
                            self?.afterChoiceTransitions(next)
                        }
                    }
                    if !transition.animate(alongsideTransition: nil, completion: { _ in again() }) {
                        again()
                    }
                }
            }
            """
    }
}
