import Generator
import Templates

/// What the actions that show an alert or a share sheet call, in a file of its own (`Coordinator+Presenting.swift`)
/// that only an app with one gets: the runtime file stays the same for every app.
enum PresentingRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        return """
            /// Alerts, action sheets and share sheets: what the generated actions that show one call.
            extension \(types.coordinator) {
                /// Presents `alert` over this flow's top stack. If UIKit refuses (something else is presented there, or a
                /// presentation is running), the alert is not shown and none of its choices runs.
                func \(names.presentAlert)(_ alert: UIAlertController, animated: Bool = true) {
                    \(names.topNavigationController).present(alert, animated: animated)
                }

            \(shareSheetFunction(
                availability: "@available(iOS 16.0, *)", note: "(A share sheet's action needs iOS 16, for the sender's type.)",
                senderType: "any UIPopoverPresentationControllerSourceItem",
                anchoring: "share.popoverPresentationController?.sourceItem = sender"))

                /// Runs `next` once `presented` has left the screen, and only if this flow still shows its screens then.
                ///
                /// UIKit documents no order between an alert choice's handler and the alert's dismissal: the handler may
                /// run before the dismissal starts, while it runs, or after it. Nor does it say that the presentation is
                /// gone when the dismissal's transition coordinator completes. So `next` waits for the main queue's next
                /// turn, and while a transition is still under way, for it to complete and for one more turn: what it
                /// does (a presentation, a push, a finish) is then neither refused nor dropped.
                func \(names.runOnceGone)(_ presented: UIViewController?, _ next: @escaping @MainActor () -> Void) {
                    DispatchQueue.main.async { [weak self, weak presented] in
                        guard let self else { return }
                        if let running = presented?.transitionCoordinator {
                            running.animate(alongsideTransition: nil) { [weak self] _ in
                                self?.\(names.runOnceGone)(nil, next)
                            }
                        } else if self.\(names.isShowingScreens) {
                            next()
                        }
                    }
                }
            }
            """
    }

    /// `presentShareSheet(_:from:animated:whenDone:)`, its popover pointing at a sender of `senderType` by
    /// `anchoring`; each line indented for the coordinator's extension. `note` ends its documentation.
    static func shareSheetFunction(
        availability: String?, note: String, senderType: String, anchoring: String
    ) -> String {
        let names = RuntimeNames.self
        let text = """
            /// Presents `share` over this flow's top stack, its popover pointing at `sender`, and runs `whenDone` exactly
            /// once with what the person did: once UIKit has dismissed the sheet, however it left (an activity, a
            /// cancel, a tap outside, a swipe), or at once with `false` if UIKit refuses to present it. Not when this
            /// flow has ended meanwhile. \(note)
            \(availability.map { $0 + "\n" } ?? "")func \(names.presentShareSheet)(
                _ share: UIActivityViewController, from sender: \(senderType),
                animated: Bool = true, whenDone: @escaping @MainActor (_ completed: Bool, _ activity: String?) -> Void
            ) {
                var told = false
                let tell = { [weak self, weak share] (completed: Bool, activity: String?) in
                    guard !told else { return }
                    told = true
                    self?.\(names.runOnceGone)(share) { whenDone(completed, activity) }
                }
                share.completionWithItemsHandler = { activity, completed, _, _ in
                    tell(completed, activity?.rawValue)
                }
                \(anchoring)
                \(names.topNavigationController).present(share, animated: animated)
                if share.presentingViewController == nil {
                    tell(false, nil)
                }
            }
            """
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
