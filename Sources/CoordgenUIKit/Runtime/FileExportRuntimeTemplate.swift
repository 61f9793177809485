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
            \(DocumentPickerTemplate.picker(
                picker, purpose: "exports files", creator: names.presentFileExport,
                parameters: [
                    "exporting files: [URL], animated: Bool, whenDone: @escaping @MainActor (\(picker), [URL]) -> Void"
                ],
                superInit: ["super.init(forExporting: files, asCopy: true)"]))

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
