import Generator
import Templates

/// What the actions that open files call, in a file of its own (`Coordinator+FileImport.swift`) that only an app that
/// imports files gets. It needs the part for presenting, whose `runOnceGone` runs the action once the picker has gone.
enum FileImportRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let picker = types.fileImportPicker
        return """
            \(DocumentPickerTemplate.picker(
                picker, purpose: "opens copies of files", creator: names.presentFileImport,
                parameters: [
                    "opening types: [UTType], multiple: Bool, animated: Bool,",
                    "whenDone: @escaping @MainActor (\(picker), [URL]) -> Void",
                ],
                superInit: [
                    "super.init(forOpeningContentTypes: types, asCopy: true)", "allowsMultipleSelection = multiple",
                ]))

            extension \(types.coordinator) {
                /// Presents the document picker over this flow's top stack to open copies of files of `types`
                /// (uniform type identifiers), one or, when `multiple`, several, and runs `whenDone` exactly once with
                /// the copies, the app's to keep, or none: once UIKit has dismissed the picker, however the person left
                /// it (files, Cancel, a swipe); at once with none if UIKit refuses the presentation (something else is
                /// presented) or no type is one the system or the app declares. Not when this flow has ended
                /// meanwhile, nor when your code dismisses the picker.
                func \(names.presentFileImport)(
                    _ types: [String], multiple: Bool = false, animated: Bool = true,
                    whenDone: @escaping @MainActor (_ urls: [URL]) -> Void
                ) {
                    // `UTType(_:)` is nil for an identifier that neither the system nor the app's Info.plist declares.
                    let contentTypes = types.compactMap { UTType($0) }
                    guard !contentTypes.isEmpty else {
                        \(names.runOnceGone)(nil) { whenDone([]) }
                        return
                    }
                    let picker = \(picker)(opening: contentTypes, multiple: multiple, animated: animated) {
                        [weak self] picker, urls in
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
