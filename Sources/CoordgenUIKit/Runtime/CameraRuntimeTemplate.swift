import Generator
import Templates

/// What the actions that show the camera call, in a file of its own (`Coordinator+Camera.swift`) that only an app with
/// one gets. It needs the part for presenting, whose `runOnceGone` runs the action once the camera has gone.
enum CameraRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        return """
            /// The camera's delegate, which hears what the person did and dismisses the camera, as UIKit leaves to it.
            ///
            /// UIKit keeps a picker's delegate weakly, and the camera must be able to leave even when the flow that showed
            /// it has ended (only the delegate can dismiss it), so the picker itself keeps this object: it is also the
            /// camera's overlay view, empty and hidden, which the picker retains for as long as it lives.
            @MainActor
            final class \(types.cameraSession): UIView, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                private let animated: Bool
                private var whenDone: (@MainActor (UIImage?) -> Void)?

                fileprivate init(animated: Bool, whenDone: @escaping @MainActor (UIImage?) -> Void) {
                    self.animated = animated
                    self.whenDone = whenDone
                    super.init(frame: .zero)
                    isHidden = true
                    isUserInteractionEnabled = false
                }

                @available(*, unavailable)
                required init?(coder: NSCoder) {
                    fatalError("\(types.cameraSession) is created by presentCamera")
                }

                func imagePickerController(
                    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
                ) {
                    leave(picker, with: info[.originalImage] as? UIImage)
                }

                func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                    leave(picker, with: nil)
                }

                /// Dismisses the camera and tells what the person did, once.
                private func leave(_ picker: UIImagePickerController, with image: UIImage?) {
                    guard let whenDone else { return }
                    self.whenDone = nil
                    picker.presentingViewController?.dismiss(animated: animated)
                    whenDone(image)
                }
            }

            extension \(types.coordinator) {
                /// Presents the camera over this flow's top stack, full screen, and dismisses it when the person leaves it,
                /// both `animated` or not. Runs `whenDone` exactly once with the photo the person took, or `nil`: once
                /// UIKit has dismissed the camera, however the person left it (a photo, a cancel); at once when the device
                /// has no camera or UIKit refuses the presentation (something else, another camera too, is presented).
                /// Not when this flow has ended meanwhile, nor when your code dismisses the camera.
                func \(names.presentCamera)(animated: Bool = true, whenDone: @escaping @MainActor (_ image: UIImage?) -> Void) {
                    // UIKit raises an exception for a source type the device lacks, as the simulator lacks the camera.
                    guard UIImagePickerController.isSourceTypeAvailable(.camera) else {
                        \(names.runOnceGone)(nil) { whenDone(nil) }
                        return
                    }
                    let picker = UIImagePickerController()
                    picker.sourceType = .camera
                    picker.modalPresentationStyle = .fullScreen
                    let session = \(types.cameraSession)(animated: animated) { [weak self, weak picker] image in
                        self?.\(names.runOnceGone)(picker) { whenDone(image) }
                    }
                    picker.delegate = session
                    picker.cameraOverlayView = session
                    \(names.topNavigationController).present(picker, animated: animated)
                    if picker.presentingViewController == nil {
                        \(names.runOnceGone)(nil) { whenDone(nil) }
                    }
                }
            }
            """
    }
}
