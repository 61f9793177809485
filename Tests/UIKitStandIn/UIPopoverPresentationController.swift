/// What a popover can point at: a view or a bar button item (iOS 16).
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}

/// A button in a navigation bar or toolbar.
@MainActor
open class UIBarButtonItem: NSObject, UIPopoverPresentationControllerSourceItem {
    open var title: String?

    public override init() {
        super.init()
    }
}

/// The presentation controller of a popover: where it points.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?

    /// Whether the popover has something to point at; UIKit raises when it is presented without.
    var hasSource: Bool {
        sourceItem != nil || sourceView != nil || barButtonItem != nil
    }
}

extension UIViewController {
    /// The popover presentation controller, when the view controller is presented (or about to be) as a popover.
    public var popoverPresentationController: UIPopoverPresentationController? {
        presentationController as? UIPopoverPresentationController
    }
}

extension StandInDriver {
    /// Taps outside the popover that presents `presented` (iPad), as the person would. UIKit dismisses it, asking the
    /// presentation controller's delegate first and telling it did dismiss once it is gone, as for a sheet swiped
    /// down; an action sheet runs its cancel choice instead, and a share sheet tells its handler nothing was done.
    /// Returns false when nothing happens: not a popover (an alert ignores taps outside it, and a popover adapted to a
    /// compact width is a popover no more), modal in presentation, not on top, a transition running, or the delegate
    /// says no.
    @discardableResult
    public static func tapOutside(_ presented: UIViewController) -> Bool {
        if let alert = presented as? UIAlertController {
            return tapOutside(alert: alert)
        }
        if let share = presented as? UIActivityViewController {
            return share.leave(with: nil, completed: false)
        }
        guard let presenting = presented.presentingStorage, presenting.presentedStorage === presented,
            presented.presentedStorage == nil,
            let popover = presented.presentationControllerStorage as? UIPopoverPresentationController,
            popover.shownStyle == .popover, !presented.isModalInPresentation, !presented.presentationChainIsBusy
        else { return false }
        let delegate = popover.delegate
        guard delegate?.presentationControllerShouldDismiss(popover) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(popover)
            return false
        }
        delegate?.presentationControllerWillDismiss(popover)
        presenting.beginDismissal(of: presented, animated: true, interactive: false)
        finish(animated: true, involving: [presented], from: presented, to: presenting) {
            presenting.endDismissal(of: presented, animated: true)
            delegate?.presentationControllerDidDismiss(popover)
        }
        return true
    }
}
