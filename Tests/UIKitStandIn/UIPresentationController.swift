/// Manages a presented view controller. It does not keep the view controllers alive.
@MainActor
open class UIPresentationController: NSObject {
    private weak var presentedStorage: UIViewController?
    weak var presentingViewControllerStorage: UIViewController?

    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingViewControllerStorage = presentingViewController
        super.init()
    }

    open var presentedViewController: UIViewController {
        guard let presentedStorage else {
            fatalError("The presented view controller of this presentation controller was deallocated.")
        }
        return presentedStorage
    }

    open var presentingViewController: UIViewController {
        guard let presentingViewControllerStorage else {
            fatalError("This presentation controller has no presenting view controller yet.")
        }
        return presentingViewControllerStorage
    }
}

/// Hears about the presentation's adaptivity and about dismissals the person makes.
/// Apple declares these requirements `optional`.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Not called when the presentation is dismissed programmatically.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
