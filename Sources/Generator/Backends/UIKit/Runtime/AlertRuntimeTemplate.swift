import Templates

/// What the actions that show an alert call, in a file of its own (`Coordinator+Alerts.swift`) that only an app with an
/// alert gets: the runtime file stays the same for every app.
enum AlertRuntimeTemplate {
    static func declarations(types: RuntimeTypes) -> [Declaration] {
        [.verbatim(text(types))]
    }

    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        return """
            /// Alerts and action sheets: what the generated actions that show one call.
            extension \(types.coordinator) {
                /// Presents `alert` over this flow's top stack. If UIKit refuses (something else is presented there, or a
                /// presentation is running), the alert is not shown and none of its choices runs.
                func \(names.presentAlert)(_ alert: UIAlertController, animated: Bool = true) {
                    \(names.topNavigationController).present(alert, animated: animated)
                }

                /// Runs `choice` once `alert` has left the screen, and only if this flow still shows its screens then.
                ///
                /// UIKit documents no order between a choice's handler and the alert's dismissal: the handler may run
                /// before the dismissal starts, while it runs, or after it. Nor does it say that the presentation is
                /// gone when the dismissal's transition coordinator completes. So the choice waits for the main queue's
                /// next turn, and while a transition is still under way, for it to complete and for one more turn:
                /// what the choice does next (a presentation, a push, a finish) is then neither refused nor dropped.
                func \(names.runOnceAlertHasGone)(_ alert: UIAlertController?, _ choice: @escaping @MainActor () -> Void) {
                    DispatchQueue.main.async { [weak self, weak alert] in
                        guard let self else { return }
                        if let running = alert?.transitionCoordinator {
                            running.animate(alongsideTransition: nil) { [weak self] _ in
                                self?.\(names.runOnceAlertHasGone)(nil, choice)
                            }
                        } else if self.\(names.isShowingScreens) {
                            choice()
                        }
                    }
                }
            }
            """
    }
}
