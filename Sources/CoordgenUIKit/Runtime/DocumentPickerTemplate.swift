/// The document picker subclass that the runtime's parts for exports and imports declare: its own delegate, which
/// tells once what the person did and dismisses the picker unless it is leaving already. The two differ only in how
/// the picker is made.
enum DocumentPickerTemplate {
    /// The class `name`, which `purpose` ("exports files") describes and `creator` makes; its initializer takes
    /// `parameters` (the lines between its parentheses, with `animated` and `whenDone`) and runs `superInit` (lines).
    static func picker(
        _ name: String, purpose: String, creator: String, parameters: [String], superInit: [String]
    ) -> String {
        """
        /// The document picker that \(purpose), and its own delegate.
        ///
        /// UIKit keeps a picker's delegate weakly, and the picker must be able to leave even when the flow that showed
        /// it has ended, so the picker itself is the delegate, of its own and of its presentation's.
        @MainActor
        final class \(name): UIDocumentPickerViewController, UIDocumentPickerDelegate,
            UIAdaptivePresentationControllerDelegate
        {
            private let animated: Bool
            private var whenDone: (@MainActor (\(name), [URL]) -> Void)?

            fileprivate init(
        \(parameters.map { "        " + $0 }.joined(separator: "\n"))
            ) {
                self.animated = animated
                self.whenDone = whenDone
        \(superInit.map { "        " + $0 }.joined(separator: "\n"))
                delegate = self
            }

            @available(*, unavailable)
            required init?(coder: NSCoder) {
                fatalError("\(name) is created by \(creator)")
            }

            func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
                leave(with: urls)
            }

            func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
                leave(with: [])
            }

            /// The person swiped the picker down. UIKit tells the presentation's delegate; Apple does not say that
            /// the picker's delegate also hears a cancel.
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                leave(with: [])
            }

            /// Tells what the person did, once, and dismisses the picker unless it is leaving already: Apple does
            /// not document whether the picker dismisses itself, nor whether it tells its delegate before or after.
            private func leave(with urls: [URL]) {
                guard let whenDone else { return }
                self.whenDone = nil
                if !isBeingDismissed, let presenting = presentingViewController,
                    presenting.presentedViewController === self
                {
                    presenting.dismiss(animated: animated)
                }
                whenDone(self, urls)
            }
        }
        """
    }
}
