/// What the system's presentations give the action they run, and what an action that anchors a popover takes: facts
/// that validation, resolution and every back end share. The one type only a back end knows, its image type, comes
/// from ``Backend/imageType``.
package enum SystemPresentation {
    /// The parameter an action that shows a popover, an action sheet or a share sheet takes for what it points at.
    package static let senderParameter = "sender"

    /// What a share sheet tells the action it runs, by parameter name, with the type each must have.
    package static let shareResults: [(name: String, type: String)] = [("completed", "Bool"), ("activity", "String?")]

    /// What the camera tells the action it runs: the photo, `nil` when there is none, as the back end's `imageType`.
    package static func cameraResults(imageType: String) -> [(name: String, type: String)] {
        [("image", imageType + "?")]
    }

    /// What the photo picker tells the action it runs: what the person picked, one item provider per asset, none when
    /// they cancel. Foundation's type on Apple's platforms, so that a view model can take it.
    package static let photoPickerResults: [(name: String, type: String)] = [("photos", "[NSItemProvider]")]

    /// What the document picker tells the action an export runs: where the files went, none when the person cancels.
    package static let exportResults: [(name: String, type: String)] = [("urls", exportedList)]

    /// What the document picker tells the action an import runs: copies of the files picked, none when the person
    /// cancels.
    package static let importResults: [(name: String, type: String)] = [("urls", exportedList)]

    /// What the mail compose sheet tells the action it runs: how the mail ended, as the generated `MailOutcome`
    /// (`outcomeType`, with the app's prefix).
    package static func mailResults(outcomeType: String) -> [(name: String, type: String)] {
        [("result", outcomeType)]
    }

    /// What a sign-in on the web tells the action it runs: the callback URL, `nil` when the person cancels or it fails.
    package static let webAuthenticationResults: [(name: String, type: String)] = [("callback", "URL?")]

    /// What the print options give the action they run: whether the job went to the printer.
    package static let printResults: [(name: String, type: String)] = [("printed", "Bool")]

    /// The types a print job prints, each alone or in an array: a file, its bytes, or an image (the back end's).
    static func printableTypes(imageType: String) -> [String] { ["URL", "Data", imageType] }

    /// The type of what the picker gives, and of a parameter that holds several files to export.
    package static let exportedList = "[URL]"
}
