/// Manages a presented view controller. It does not keep the view controllers alive.
@MainActor
open class UIPresentationController: NSObject {
    private weak var presentedStorage: UIViewController?
    weak var presentingViewControllerStorage: UIViewController?

    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// The `modalPresentationStyle` the presented view controller had when this controller was created. UIKit picks
    /// the presentation controller from the style then; a style set afterwards does not change this presentation
    /// (the stricter reading of Apple's advice to set the style before asking for the presentation controller).
    let style: UIModalPresentationStyle

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingViewControllerStorage = presentingViewController
        style = presentedViewController.modalPresentationStyle
        super.init()
    }

    /// The style the presentation shows with instead of `style` in the environment it began in (a popover on a
    /// compact width); `nil` when it shows as `style`.
    var adaptedStyle: UIModalPresentationStyle?
    /// The size class the presentation adapted to when it began.
    var adaptedFor: UIUserInterfaceSizeClass?

    /// The style of this presentation, as UIKit reports it.
    open var presentationStyle: UIModalPresentationStyle {
        style
    }

    /// The style the presentation shows with now.
    var shownStyle: UIModalPresentationStyle {
        if let adaptedFor, adaptedFor != StandInDriver.horizontalSizeClass {
            fatalError(
                "The size class changed while \(self) was presented; the stand-in does not model a presentation "
                    + "adapting again.")
        }
        return adaptedStyle ?? style
    }

    /// Whether the presented view covers the presenter's, which then disappears: full screen and current context.
    /// Sheets and the `over…` styles leave the presenter on screen.
    var coversPresenter: Bool {
        shownStyle == .fullScreen || shownStyle == .currentContext
    }

    /// Whether the person can swipe the presentation down: the sheet styles.
    var isSheet: Bool {
        shownStyle == .automatic || shownStyle == .pageSheet || shownStyle == .formSheet
    }

    /// The controller UIKit creates for `presented` with its current style: a sheet controller for the sheet styles.
    static func make(for presented: UIViewController, presenting: UIViewController?) -> UIPresentationController {
        switch presented.modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet:
            UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        case .popover:
            UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        default:
            UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
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

/// The presentation controller of a sheet (iOS 15 and later): the heights it rests at.
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at.
    @MainActor
    public final class Detent: NSObject {
        /// A detent's identity.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// Which detent this is; the stand-in's way to read it back in tests.
        public let identifier: Identifier

        private init(identifier: Identifier) {
            self.identifier = identifier
        }

        public static func medium() -> Detent { Detent(identifier: .medium) }
        public static func large() -> Detent { Detent(identifier: .large) }
    }

    /// The heights the sheet rests at; UIKit's default is `[.large()]`.
    open var detents: [Detent] = [.large()]
    /// Whether the sheet shows a grabber at its top; UIKit's default is `false`.
    open var prefersGrabberVisible = false
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
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
        -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

    /// Not implemented: UIKit then asks `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    /// Not implemented: no valid answer (`automatic` is not one), so UIKit adapts as it would without a delegate.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }
}

/// What a `.custom` presentation asks for its presentation controller and its animations. The stand-in gives every
/// custom presentation UIKit's plain presentation controller, as UIKit does when the delegate offers none (the
/// presenter stays on screen, and nothing can be swiped down), and animates with its usual timing: generated code
/// hands the delegate over and relies on nothing it does.
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}
