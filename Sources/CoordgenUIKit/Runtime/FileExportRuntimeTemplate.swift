import Generator
import Templates

/// What the actions that export files call, in a file of its own (`Coordinator+FileExport.swift`) that only an app
/// that exports files gets. It needs the part for presenting, whose `runOnceGone` runs the action once the picker has
/// gone.
enum FileExportRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let picker = types.fileExportPicker
        return """
            /// The document picker that exports files, and its own delegate.
            ///
            /// UIKit keeps a picker's delegate weakly, and the picker must be able to leave even when the flow that showed
            /// it has ended, so the picker itself is the delegate, of its own and of its presentation's.
            @MainActor
            final class \(picker): UIDocumentPickerViewController, UIDocumentPickerDelegate,
                UIAdaptivePresentationControllerDelegate
            {
                private let animated: Bool
                private var whenDone: (@MainActor (\(picker), [URL]) -> Void)?

                fileprivate init(
                    exporting files: [URL], animated: Bool, whenDone: @escaping @MainActor (\(picker), [URL]) -> Void
                ) {
                    self.animated = animated
                    self.whenDone = whenDone
                    super.init(forExporting: files, asCopy: true)
                    delegate = self
                }

                @available(*, unavailable)
                required init?(coder: NSCoder) {
                    fatalError("\(picker) is created by \(names.presentFileExport)")
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

            extension \(types.coordinator) {
                /// Presents the document picker over this flow's top stack to export copies of `files` (the app keeps
                /// its own), and runs `whenDone` exactly once with where the person put them, or none: once UIKit has
                /// dismissed the picker, however the person left it (a destination, Cancel, a swipe); at once with none
                /// if UIKit refuses the presentation (something else is presented). Not when this flow has ended
                /// meanwhile, nor when your code dismisses the picker.
                func \(names.presentFileExport)(
                    _ files: [URL], animated: Bool = true, whenDone: @escaping @MainActor (_ urls: [URL]) -> Void
                ) {
                    let picker = \(picker)(exporting: files, animated: animated) { [weak self] picker, urls in
                        self?.\(names.runOnceGone)(picker) { whenDone(urls) }
                    }
                    picker.presentationController?.delegate = picker
                    \(names.topNavigationController).present(picker, animated: animated)
                    if picker.presentingViewController == nil {
                        \(names.runOnceGone)(nil) { whenDone([]) }
                    }
                }
            }
            """
    }
}
