import Generator
import Templates

/// What the actions that show the mail compose sheet call, in a file of its own (`Coordinator+Mail.swift`) that only an
/// app that shows it gets, and the only one that imports MessageUI; and how the mail ended, in a file that imports
/// Foundation only (`Coordinator+MailOutcome.swift`), so that view models can take it. It needs the part for
/// presenting, whose `runOnceGone` runs the action once the sheet has gone.
enum MailRuntimeTemplate {
    /// The outcome, with `api` (`public `, or nothing) before it, which the actions' API names.
    static func outcome(_ types: RuntimeTypes, api: String) -> String {
        """
        /// How a mail the person wrote in the mail compose sheet ended, as the action the sheet runs hears it.
        \(api)enum \(types.mailOutcome): Sendable, Equatable {
            /// Queued in the outbox, to be sent.
            case sent
            /// Saved as a draft.
            case saved
            /// Neither: the person cancelled, or swiped the sheet down, or UIKit refused to present it.
            case cancelled
            /// Not saved or queued; the sheet told the person why.
            case failed
            /// The device cannot send mail (no account is set up): the sheet was not shown.
            case unavailable
        }
        """
    }

    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let composer = types.mailComposer
        let outcome = types.mailOutcome
        return """
            /// The mail compose sheet, and its own delegate.
            ///
            /// Apple leaves dismissing the sheet to its delegate, which it keeps weakly, and the sheet must be able to
            /// leave even when the flow that showed it has ended, so the sheet itself is the delegate, of its own and
            /// of its presentation's.
            @MainActor
            final class \(composer): MFMailComposeViewController, @preconcurrency MFMailComposeViewControllerDelegate,
                UIAdaptivePresentationControllerDelegate
            {
                private var animated = true
                private var whenDone: (@MainActor (\(composer), \(outcome)) -> Void)?

                fileprivate convenience init(
                    animated: Bool, whenDone: @escaping @MainActor (\(composer), \(outcome)) -> Void
                ) {
                    self.init()
                    self.animated = animated
                    self.whenDone = whenDone
                    mailComposeDelegate = self
                }

                func mailComposeController(
                    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult,
                    error: (any Error)?
                ) {
                    if !isBeingDismissed, let presenting = presentingViewController,
                        presenting.presentedViewController === self
                    {
                        presenting.dismiss(animated: animated)
                    }
                    switch result {
                    case .sent: leave(with: .sent)
                    case .saved: leave(with: .saved)
                    case .cancelled: leave(with: .cancelled)
                    case .failed: leave(with: .failed)
                    @unknown default: leave(with: .failed)
                    }
                }

                /// The person swiped the sheet down. UIKit tells the presentation's delegate once it has gone.
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    leave(with: .cancelled)
                }

                /// Tells how the mail ended, once.
                private func leave(with outcome: \(outcome)) {
                    guard let whenDone else { return }
                    self.whenDone = nil
                    whenDone(self, outcome)
                }
            }

            extension \(types.coordinator) {
                /// Presents the mail compose sheet over this flow's top stack, filled with `recipients`, `subject` and
                /// `body` (plain text), and runs `whenDone` exactly once with how the mail ended: once UIKit has
                /// dismissed the sheet, however the person left it (sent, saved, cancelled, failed; cancelled after a
                /// swipe); at once with `.unavailable` when the device cannot send mail, and with `.cancelled` when
                /// UIKit refuses the presentation (something else is presented). Not when this flow has ended
                /// meanwhile, nor when your code dismisses the sheet.
                func \(names.presentMail)(
                    to recipients: [String] = [], subject: String = "", body: String = "", animated: Bool = true,
                    whenDone: @escaping @MainActor (_ result: \(outcome)) -> Void = { _ in }
                ) {
                    // Apple asks apps to check first: the sheet cannot send without an account.
                    guard MFMailComposeViewController.canSendMail() else {
                        \(names.runOnceGone)(nil) { whenDone(.unavailable) }
                        return
                    }
                    let mail = \(composer)(animated: animated) { [weak self] mail, outcome in
                        self?.\(names.runOnceGone)(mail) { whenDone(outcome) }
                    }
                    mail.setToRecipients(recipients)
                    mail.setSubject(subject)
                    mail.setMessageBody(body, isHTML: false)
                    mail.presentationController?.delegate = mail
                    \(names.topNavigationController).present(mail, animated: animated)
                    if mail.presentingViewController == nil {
                        \(names.runOnceGone)(nil) { whenDone(.cancelled) }
                    }
                }
            }
            """
    }
}
