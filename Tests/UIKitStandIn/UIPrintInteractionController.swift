import Foundation

/// What the print-interaction controller asks its delegate; the stand-in models the one coordgen answers.
@MainActor
public protocol UIPrintInteractionControllerDelegate: NSObjectProtocol {
    /// The view controller the print options are presented from; `nil` for UIKit's own choice.
    func printInteractionControllerParentViewController(
        _ printInteractionController: UIPrintInteractionController
    ) -> UIViewController?
}

extension UIPrintInteractionControllerDelegate {
    public func printInteractionControllerParentViewController(
        _ printInteractionController: UIPrintInteractionController
    ) -> UIViewController? { nil }
}

/// The app's one print-interaction controller, as Apple documents it: `present(animated:completionHandler:)` shows the
/// print options in a sheet (on an iPhone), `present(from:animated:completionHandler:)` and
/// `present(from:in:animated:completionHandler:)` in a popover at a bar button item or a rectangle of a view (on an
/// iPad); each returns whether it presented them. Its delegate, kept weakly, may name the view controller they are
/// presented from. The completion handler hears, once the job concludes or the person leaves, whether it printed;
/// `dismiss(animated:)` dismisses the options. Apple documents neither that a second presentation is refused while the
/// options show, nor whether the handler runs before the options have gone, nor whether `dismiss(animated:)` calls
/// it: the stand-in refuses the second (returning false), tells the handler once they have gone, or as their dismissal
/// begins (`StandInReading.printTellsAsOptionsLeave`), and on `dismiss(animated:)` tells it that nothing printed, or
/// nothing (`StandInReading.printDismissalTellsNothing`). The person acts through `StandInDriver.print(printed:)`, the swipe,
/// or a tap outside.
@MainActor
open class UIPrintInteractionController: NSObject, UIAdaptivePresentationControllerDelegate {
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    public static let shared = UIPrintInteractionController()

    public class var isPrintingAvailable: Bool { true }

    open weak var delegate: (any UIPrintInteractionControllerDelegate)?
    open var printingItem: Any?
    open var printingItems: [Any]?

    /// The options on screen, and what hears how they ended.
    private weak var options: UIViewController?
    private var completion: CompletionHandler?
    /// What the options point at on an iPad, for the tests: a bar button item or a view, else `nil`.
    public private(set) weak var anchor: AnyObject?

    private override init() {
        super.init()
    }

    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        show(anchoredAt: nil, animated: animated, completion: completion)
    }

    open func present(
        from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool {
        show(anchoredAt: item, animated: animated, completion: completion)
    }

    open func present(
        from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil
    ) -> Bool {
        show(anchoredAt: view, animated: animated, completion: completion)
    }

    /// Dismisses the options; the handler hears that nothing printed, or nothing at all
    /// (`StandInReading.printDismissalTellsNothing`).
    open func dismiss(animated: Bool) {
        guard let options, let presenter = options.presentingViewController else { return }
        guard StandInReading.printDismissalTellsNothing.isActive else {
            return leave(options, from: presenter, printed: false)
        }
        _ = end()
        presenter.dismiss(animated: animated)
    }

    private func show(anchoredAt anchor: AnyObject?, animated: Bool, completion: CompletionHandler?) -> Bool {
        guard options == nil, printingItem != nil || !(printingItems ?? []).isEmpty else { return false }
        // UIKit finds a view controller of its own without a delegate's; the stand-in models only the delegate's.
        guard let parent = delegate?.printInteractionControllerParentViewController(self) else {
            fatalError("The stand-in presents the print options only from the view controller the delegate names.")
        }
        let shown = StandInPrintOptions(nibName: nil, bundle: nil)
        parent.present(shown, animated: animated)
        guard shown.presentingViewController != nil else { return false }
        shown.presentationController?.delegate = self
        options = shown
        self.anchor = anchor
        self.completion = completion
        return true
    }

    /// UIKit dismisses the options and tells the handler once, as they leave or once they have gone.
    fileprivate func leave(_ shown: UIViewController, from presenter: UIViewController, printed: Bool) {
        if StandInReading.printTellsAsOptionsLeave.isActive {
            presenter.dismiss(animated: true)
            tell(printed: printed)
        } else {
            presenter.dismiss(animated: true) { [self] in tell(printed: printed) }
        }
    }

    private func tell(printed: Bool) {
        end()?(self, printed, nil)
    }

    /// Forgets the options on screen, and returns the handler that has yet to hear how they ended.
    private func end() -> CompletionHandler? {
        let handler = completion
        completion = nil
        options = nil
        anchor = nil
        return handler
    }

    /// The person swiped the options down, or tapped outside their popover: nothing printed.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        tell(printed: false)
    }

    /// The options on screen, for the tests.
    public var standInOptions: UIViewController? { options }
}

/// The print options UIKit shows, a view controller of its own that the app does not see.
public final class StandInPrintOptions: UIViewController {}

extension StandInDriver {
    /// The person taps Print (`printed`) or Cancel in the print options. Returns false when no options are on screen or
    /// a transition runs.
    @discardableResult
    public static func print(printed: Bool) -> Bool {
        let controller = UIPrintInteractionController.shared
        guard let options = controller.standInOptions, let presenter = options.presenterWhileSettled else {
            return false
        }
        controller.leave(options, from: presenter, printed: printed)
        return true
    }
}
