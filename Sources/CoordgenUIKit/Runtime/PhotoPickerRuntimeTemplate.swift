import Generator
import Templates

/// What the actions that show the photo picker call, in a file of its own (`Coordinator+PhotoPicker.swift`) that only
/// an app that shows it gets, and the only one that imports PhotosUI. It needs the part for presenting, whose
/// `runOnceGone` runs the action once the picker has gone.
enum PhotoPickerRuntimeTemplate {
    static func text(_ types: RuntimeTypes) -> String {
        let names = RuntimeNames.self
        let session = types.photoPickerSession
        return """
            /// The photo picker's delegate, which hears what the person picked and dismisses the picker, as PhotosUI leaves
            /// to it, and hears the person's swipe as the picker's presentation's delegate.
            ///
            /// PhotosUI keeps the delegate weakly and the picker cannot be subclassed, and the picker must be able to leave
            /// even when the flow that showed it has ended (only the delegate dismisses it): the sessions under way keep
            /// theirs, each until its picker has told what the person did, or has gone.
            @MainActor
            final class \(session): NSObject, PHPickerViewControllerDelegate, UIAdaptivePresentationControllerDelegate {
                /// The kinds of asset a picker may show alone.
                enum Kind {
                    case images, videos, livePhotos

                    var filter: PHPickerFilter {
                        switch self {
                        case .images: .images
                        case .videos: .videos
                        case .livePhotos: .livePhotos
                        }
                    }
                }

                /// The sessions whose pickers have not told yet.
                private static var running: [\(session)] = []

                private weak var picker: PHPickerViewController?
                private let animated: Bool
                private var whenDone: (@MainActor (PHPickerViewController?, [NSItemProvider]) -> Void)?

                fileprivate init(
                    _ picker: PHPickerViewController, animated: Bool,
                    whenDone: @escaping @MainActor (PHPickerViewController?, [NSItemProvider]) -> Void
                ) {
                    self.picker = picker
                    self.animated = animated
                    self.whenDone = whenDone
                    super.init()
                    // A picker your code dismissed never tells: its session goes once another picker starts.
                    Self.running.removeAll { $0.picker?.presentingViewController == nil }
                    Self.running.append(self)
                    picker.delegate = self
                    picker.presentationController?.delegate = self
                }

                func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
                    if !picker.isBeingDismissed, let presenting = picker.presentingViewController,
                        presenting.presentedViewController === picker
                    {
                        presenting.dismiss(animated: animated)
                    }
                    leave(with: results.map(\\.itemProvider))
                }

                /// The person swiped the picker down. UIKit tells the presentation's delegate once it has gone.
                func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    leave(with: [])
                }

                /// Tells what the person picked, once.
                fileprivate func leave(with photos: [NSItemProvider]) {
                    guard let whenDone else { return }
                    self.whenDone = nil
                    Self.running.removeAll { $0 === self }
                    whenDone(picker, photos)
                }
            }

            extension \(types.coordinator) {
                /// Presents the photo picker over this flow's top stack, for `limit` assets (0 for no limit) of the kind
                /// it is `showing` (every kind when `nil`), dismisses it when the person leaves it, both `animated` or
                /// not, and runs `whenDone` exactly once with what the person picked, an item provider per asset: once
                /// UIKit has dismissed the picker, however the person left it (Add, Cancel, the swipe: none); at once, with
                /// none, when UIKit refuses the presentation (something else is presented). Not when this flow has ended
                /// meanwhile, nor when your code dismisses the picker.
                func \(names.presentPhotoPicker)(
                    limit: Int = 1, showing kind: \(session).Kind? = nil, animated: Bool = true,
                    whenDone: @escaping @MainActor (_ photos: [NSItemProvider]) -> Void
                ) {
                    var configuration = PHPickerConfiguration()
                    configuration.selectionLimit = limit
                    configuration.filter = kind?.filter
                    let picker = PHPickerViewController(configuration: configuration)
                    let session = \(session)(picker, animated: animated) { [weak self] picker, photos in
                        self?.\(names.runOnceGone)(picker) { whenDone(photos) }
                    }
                    \(names.topNavigationController).present(picker, animated: animated)
                    if picker.presentingViewController == nil {
                        session.leave(with: [])
                    }
                }
            }
            """
    }
}
