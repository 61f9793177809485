import Foundation
import UIKit

/// Which kinds of assets the photo picker shows.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let kind: String

    public static let images = PHPickerFilter(kind: "images")
    public static let videos = PHPickerFilter(kind: "videos")
    public static let livePhotos = PHPickerFilter(kind: "livePhotos")
}

/// What a photo picker is made with.
public struct PHPickerConfiguration: Equatable, Hashable, Sendable {
    /// How many assets the person may pick; 0 for as many as they like. 1 by default.
    public var selectionLimit = 1
    /// The kinds of assets shown; every kind when `nil`.
    public var filter: PHPickerFilter?

    public init() {}
}

/// An asset the person picked.
public struct PHPickerResult: Equatable, Hashable {
    public let itemProvider: NSItemProvider
    /// Set only for a picker made with a photo library, which the stand-in does not model.
    public let assetIdentifier: String?

    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
        lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
    }
}

/// The photo picker, as Apple documents it: "intended to be used as-is and does not support subclassing". Its delegate,
/// kept weakly, hears `picker(_:didFinishPicking:)` "when the user completes a selection or dismisses
/// PHPickerViewController using the cancel button", with no results for the cancel, and the picker "won't be
/// automatically dismissed": the delegate dismisses it. Presented as a sheet, the person can swipe it down, which its
/// presentation controller's delegate hears, as for any sheet. Whether its own delegate hears the swipe too, Apple does
/// not say (`StandInReading.photoPickerTellsOnSwipe`). The person acts through `StandInDriver.pickPhotos(_:in:)`,
/// `StandInDriver.cancelPhotos(in:)` and `StandInDriver.swipeDownToDismiss(_:)`.
@MainActor
public final class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    public weak var delegate: (any PHPickerViewControllerDelegate)?
    /// Whether the person has finished with it: it takes no more taps.
    var isFinished = false
    /// Whether the dismissal under way is the person's swipe.
    private var isSwipedAway = false

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) is unavailable")
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        isSwipedAway = isBeingDismissed && transitionCoordinator?.initiallyInteractive == true
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isSwipedAway, !isFinished, StandInReading.photoPickerTellsOnSwipe.isActive else { return }
        isFinished = true
        delegate?.picker(self, didFinishPicking: [])
    }
}

/// Hears the photo picker; PhotosUI isolates it to the main actor.
@MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

extension StandInDriver {
    /// The person picks `count` assets (no more than the picker's limit allows) and taps Add: the delegate hears them,
    /// while the picker is still on screen. Returns false when the picker is not on screen, a transition runs, or the
    /// person has finished with it.
    @discardableResult
    public static func pickPhotos(_ count: Int, in picker: PHPickerViewController) -> Bool {
        let limit = picker.configuration.selectionLimit
        precondition(count > 0 && (limit == 0 || count <= limit), "the picker lets the person pick 1...\(limit)")
        return finish(
            picker, with: (0..<count).map { _ in PHPickerResult(itemProvider: NSItemProvider(), assetIdentifier: nil) })
    }

    /// The person taps Cancel: the delegate hears no results, while the picker is still on screen.
    @discardableResult
    public static func cancelPhotos(in picker: PHPickerViewController) -> Bool {
        finish(picker, with: [])
    }

    private static func finish(_ picker: PHPickerViewController, with results: [PHPickerResult]) -> Bool {
        guard !picker.isFinished, let presenter = picker.presenterWhileSettled,
            presenter.presentedViewController === picker
        else { return false }
        picker.isFinished = true
        picker.delegate?.picker(picker, didFinishPicking: results)
        return true
    }
}
