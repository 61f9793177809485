/// The system's camera and photo picker. Like the mail and message composers, it is a `UINavigationController`
/// subclass with screens of its own, which is why coordinator code must never treat "a presented navigation
/// controller" as its own. As Apple documents it: setting a source type the device lacks raises an exception (the
/// simulator has no camera), so apps ask `isSourceTypeAvailable(_:)` first; the delegate is told what the person did
/// and "decides when to dismiss the picker interface": the picker stays on screen until the delegate dismisses it.
/// (UIKit also dismisses a picker shown without a delegate at once; not modelled, since coordgen always sets one and
/// the lifetime scenarios present a bare picker to stand for any system navigation controller.) The person acts
/// through `StandInDriver.takePhoto(_:in:)` and `StandInDriver.cancelCamera(_:)`.
///
/// In UIKit the picker redeclares `delegate` as `UIImagePickerControllerDelegate & UINavigationControllerDelegate`,
/// which a Swift subclass cannot do; here it stays the navigation controller's property and the picker asks it for
/// the picker protocol, so assigning an object that adopts both compiles and behaves the same in both.
@MainActor
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }

    /// What the picker hands its delegate: `info[.originalImage]`.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    }

    /// Whether this device has the camera (not UIKit API; set through `StandInDriver.hasCamera`).
    static var hasCamera = true

    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera || hasCamera
    }

    open var sourceType: SourceType = .photoLibrary {
        didSet {
            // UIKit raises NSInvalidArgumentException: "Source type 1 not available".
            if !Self.isSourceTypeAvailable(sourceType) {
                fatalError("Source type \(sourceType.rawValue) not available")
            }
        }
    }

    /// A view over the camera's preview, which the picker retains; only a camera has one (UIKit raises otherwise).
    open var cameraOverlayView: UIView? {
        didSet {
            if sourceType != .camera {
                fatalError(
                    "cameraOverlayView is only supported when sourceType = UIImagePickerControllerSourceTypeCamera")
            }
        }
    }

    open var allowsEditing = false
    open var mediaTypes: [String] = ["public.image"]

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        viewControllers = [UIViewController()]
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// What the person did reaches the delegate, which dismisses the picker, or not.
    func tell(_ report: (any UIImagePickerControllerDelegate) -> Void) -> Bool {
        guard let presenter = presenterWhileSettled, presenter.presentedStorage === self else { return false }
        if let delegate = delegate as? any UIImagePickerControllerDelegate {
            report(delegate)
        }
        return true
    }
}

/// Hears the picker. Every method is optional.
@MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

extension StandInDriver {
    /// Whether the device has a camera; a test that turns it off turns it back on.
    public static var hasCamera: Bool {
        get { UIImagePickerController.hasCamera }
        set { UIImagePickerController.hasCamera = newValue }
    }

    /// The person takes `image` with the camera (and taps Use Photo). Returns false when the picker is not on screen
    /// or a transition runs.
    @discardableResult
    public static func takePhoto(_ image: UIImage, in picker: UIImagePickerController) -> Bool {
        picker.tell { $0.imagePickerController(picker, didFinishPickingMediaWithInfo: [.originalImage: image]) }
    }

    /// The person taps Cancel. Returns false when the picker is not on screen or a transition runs.
    @discardableResult
    public static func cancelCamera(_ picker: UIImagePickerController) -> Bool {
        picker.tell { $0.imagePickerControllerDidCancel(picker) }
    }
}
