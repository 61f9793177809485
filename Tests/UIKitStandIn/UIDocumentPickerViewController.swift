import Foundation
import UniformTypeIdentifiers

/// The document picker, as it exports files (`init(forExporting:asCopy:)`, iOS 14) and opens files of uniform types
/// (`init(forOpeningContentTypes:asCopy:)`, iOS 14). As Apple documents it: the delegate, kept weakly, hears where the
/// person put the files, or the files picked (`documentPicker(_:didPickDocumentsAt:)`), or that the person cancelled.
/// Opening with `asCopy`, the delegate hears copies in the app's temporary folder. The person picks one file unless
/// `allowsMultipleSelection` is set. Apple does not document whether the picker dismisses itself, nor whether it tells its delegate
/// before or after its dismissal: both are open orders (`StandInReading`). Presented as a sheet, the person can swipe
/// it down, which its presentation controller's delegate hears, as for any sheet; the picker then tells its own
/// delegate nothing. The person acts through `StandInDriver.exportFiles(to:in:)` and
/// `StandInDriver.cancelDocumentPicker(_:)`.
@MainActor
open class UIDocumentPickerViewController: UIViewController {
    let exportedURLs: [URL]
    let exportsCopies: Bool
    let openedTypes: [UTType]
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false

    public init(forExporting urls: [URL], asCopy: Bool) {
        exportedURLs = urls
        exportsCopies = asCopy
        openedTypes = []
        super.init(nibName: nil, bundle: nil)
    }

    /// Opens files of `contentTypes`: copies of them with `asCopy`, else the files themselves.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        exportedURLs = []
        exportsCopies = asCopy
        openedTypes = contentTypes
        super.init(nibName: nil, bundle: nil)
    }

    /// Opens the files themselves (`asCopy: false`).
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// Moves the files (`asCopy: false`).
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    public required init?(coder: NSCoder) {
        exportedURLs = []
        exportsCopies = false
        openedTypes = []
        super.init(coder: coder)
    }

    /// The person is done: the delegate hears it, and the picker dismisses itself, or not, in the order the active
    /// readings say. UIKit keeps the picker until it has told its delegate.
    func leave(telling report: @escaping (any UIDocumentPickerDelegate) -> Void) -> Bool {
        guard let presenter = presenterWhileSettled, presenter.presentedStorage === self else { return false }
        let tell = { [self] in
            if let delegate {
                report(delegate)
            }
        }
        if StandInReading.documentPickerLeavesDismissalToDelegate.isActive {
            tell()
        } else if StandInReading.documentPickerTellsBeforeDismissing.isActive {
            tell()
            if presentingStorage === presenter, presenter.presentedStorage === self, !isBeingDismissed {
                presenter.dismiss(animated: true)
            }
        } else {
            presenter.dismiss(animated: true) { tell() }
        }
        return true
    }
}

/// Hears the document picker. Every method is optional.
@MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

extension StandInDriver {
    /// The files a document picker exports, and whether it copies them, which UIKit does not expose.
    public static func exported(by picker: UIDocumentPickerViewController) -> (urls: [URL], asCopy: Bool) {
        (picker.exportedURLs, picker.exportsCopies)
    }

    /// The person picks a folder: the files are saved there, and the delegate hears where each went. Returns false
    /// when the picker is not on screen or a transition runs.
    @discardableResult
    public static func exportFiles(to folder: URL, in picker: UIDocumentPickerViewController) -> Bool {
        guard picker.openedTypes.isEmpty else { return false }
        let urls = picker.exportedURLs.map { folder.appendingPathComponent($0.lastPathComponent) }
        return picker.leave { $0.documentPicker(picker, didPickDocumentsAt: urls) }
    }

    /// The types a document picker opens, whether it opens copies, and whether the person may pick several files,
    /// which UIKit does not all expose.
    public static func opened(by picker: UIDocumentPickerViewController) -> (
        types: [String], asCopy: Bool, multiple: Bool
    ) {
        (picker.openedTypes.map(\.identifier), picker.exportsCopies, picker.allowsMultipleSelection)
    }

    /// The person picks `files` in a picker that opens files: the delegate hears them, as copies in the app's temporary
    /// folder when the picker opens copies. Returns false when the picker is not on screen, a transition runs, it
    /// exports rather than opens, or the person picks several files where the picker allows one.
    @discardableResult
    public static func pickDocuments(_ files: [URL], in picker: UIDocumentPickerViewController) -> Bool {
        guard !picker.openedTypes.isEmpty, !files.isEmpty, files.count == 1 || picker.allowsMultipleSelection else {
            return false
        }
        let inbox = URL(fileURLWithPath: "/tmp/App-Inbox")
        let urls = picker.exportsCopies ? files.map { inbox.appendingPathComponent($0.lastPathComponent) } : files
        return picker.leave { $0.documentPicker(picker, didPickDocumentsAt: urls) }
    }

    /// The person taps Cancel. Returns false when the picker is not on screen or a transition runs.
    @discardableResult
    public static func cancelDocumentPicker(_ picker: UIDocumentPickerViewController) -> Bool {
        picker.leave { $0.documentPickerWasCancelled(picker) }
    }
}
