// A stand-in for the part of UIKit that coordinator code touches, used only by coordgen's tests on Linux.
//
// RULES FOR THIS MODULE
// - Every declaration mirrors Apple's published Swift signature: labels, optionality, `open`/`public`,
//   `@discardableResult` (Objective-C methods never warn on unused results), `@MainActor` on every type and
//   protocol, `required init?(coder:)`, `NSObjectProtocol` for delegate protocols and `weak` delegates.
//   Where Apple's protocol requirement is `optional`, the requirement here has an empty default implementation
//   (Swift on Linux has no Objective-C optional requirements); calling code must not rely on more than that.
// - Behaviour follows UIKit, including its timing and refusals:
//   - Pushes and pops update the stack and call the delegate's `willShow`/`didShow`. Animated transitions, animated
//     presentations and animated dismissals finish later, when the test driver settles the run loop.
//     `transitionCoordinator` exists only during an animated transition.
//   - A push, pop or `setViewControllers` that starts while the navigation controller is still in a transition (or
//     its own presentation or dismissal is animating) is dropped, and UIKit's console message is recorded
//     (`StandInDriver.consoleMessages`). UIKit logs "…while an existing transition or presentation is occurring;
//     the navigation stack will not be updated."
//   - A presentation is refused when the presentation context is already presenting, when any presentation or
//     dismissal in its chain is animating, or when the presenter is not in the window hierarchy. A dismissal is
//     refused while a presentation or dismissal in the chain is animating. Both log UIKit's message.
//   - A view controller inside a navigation or tab bar controller presents from its presentation context, the
//     outermost ancestor; `presentedViewController` and `presentingViewController` answer for every view controller
//     under a context, as Apple documents.
//   - During an animated dismissal `presentedViewController` stays set and the top-most dismissed view controller
//     reports `isBeingDismissed`; the presentation ends when the run loop settles.
//   - `viewWillAppear`/`viewDidAppear`/`viewWillDisappear`/`viewDidDisappear` are called in UIKit's order, forwarded by
//     containers to the children on screen (a navigation controller's top, a tab bar's selected tab), with
//     `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed` true only during the calls
//     of the view controller that moves. A presenter hears appearance calls only when a full-screen presentation
//     covers it (sheets leave the presenter on screen, as in iOS 13 and later).
//   - The presentation controller is created for the `modalPresentationStyle` the view controller has when it is
//     first asked for one (by `presentationController`, `sheetPresentationController` or the presentation itself):
//     a `UISheetPresentationController` for `automatic`, `pageSheet` and `formSheet`. A style set later does not
//     change that presentation (stricter reading: Apple says to set the style first). `fullScreen` and
//     `currentContext` cover the presenter; the `over…` styles and sheets leave it on screen; only sheets can be
//     swiped down.
//   - `presentationControllerDidDismiss` is called only for a dismissal the person makes, never for a programmatic
//     one.
//   - A transition coordinator's completion blocks run while its presentation or dismissal is still ending: a
//     presentation or dismissal started from one is refused (stricter reading; UIKit ends the transition after them).
//     Work queued on the main queue runs on the next turn of the run loop, after the transition has ended.
//   - A view controller from a storyboard runs its scene's embed segues while its view loads, before `viewDidLoad()`:
//     the destination is created (by the segue's `@IBSegueAction` when one is connected, else by `init?(coder:)`),
//     the source hears `prepare(for:sender:)`, then the destination is added as a child (`willMove(toParent:)`), its
//     view goes into a container view, and it hears `didMove(toParent:)`. Tests declare the segues and connections,
//     by the scene's class, with `StandInDriver.registerEmbedSegue`.
//   - Replacing a window's root view controller while it presents something leaves the presented view controllers in
//     the window, alive (UIKit keeps their views in the window's transition view).
// - It exists to catch real bugs in generated code. NEVER loosen it to make generated code pass: fix the
//   generator instead. Where UIKit's behaviour is unclear, model the stricter reading and say so here. Where Apple
//   documents no order and either order could hide a bug, there is no single stricter reading: the stand-in takes
//   either, by a named switch (`Readings.swift`), and every suite runs under each:
//   - `parentClearedAfterDidShow`: a popped screen's `parent` is cleared after the delegate hears `didShow`
//     (first reading: before);
//   - `chainClearedAfterTopDisappears`: a dismissal's presentation links are cleared after the top-most hears
//     `viewDidDisappear` (first reading: before);
//   - `dismissCompletionBeforePresenterAppears`: an animated dismissal's completion runs before the presenter it
//     uncovers hears `viewDidAppear` (first reading: after).
// - The person's swipe down can be held half-way (`StandInDriver.beginSwipeDown`): the sheet is being dismissed, an
//   interactive transition coordinator exists, nothing else can be presented or dismissed, and it ends completed or
//   cancelled (`endSwipeDown`).
//
// Choices made where UIKit's documentation is silent (each is the stricter reading for coordinator code):
// - After a cancelled interactive pop the delegate hears `didShow` for the screen that stays (UIKit restores
//   the stack); during the swipe `viewControllers` already lacks the screen being swiped away.
// - `setViewControllers(_:animated:)` notifies the delegate only when the top view controller changes.
// - Dismissing a chain of presented view controllers from below: only the top-most hears `viewWillDisappear` and
//   `viewDidDisappear`; the ones in the middle are "simply removed", as Apple's documentation says, and hear nothing.
// - At the end of a dismissal the top-most hears `viewDidDisappear`, and `completion` runs after it; when the links are
//   cleared, and whether `completion` comes before the presenter's `viewDidAppear`, are open orders (above).
// - A dismissal with nothing to dismiss does nothing and does not call `completion`.
// - Pushes are dropped, not queued, during another transition; presentations are refused, not queued.
// - With more than five tabs, choosing a tab past the fourth moves that tab's screens onto
//   `moreNavigationController`, as iPhone does.
//
// The test driver (`StandInDriver`) is not UIKit API; it plays the person and the run loop.

@_exported import Foundation

/// The base of objects that respond to events.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }
}

/// A rectangular area on the screen. Only what view controllers need: a frame and a view hierarchy.
@MainActor
open class UIView: UIResponder {
    open var frame: CGRect
    private var boundsOrigin = CGPoint.zero

    /// The view's rectangle in its own coordinates: its origin (zero unless set) and the frame's size. Setting it
    /// resizes the frame about its center, as UIKit does; the stand-in has no transforms, so the two sizes agree.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame = CGRect(
                x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    open var isHidden = false
    open var isUserInteractionEnabled = true
    /// The views inside this one, back to front; UIKit retains them.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside; not retained.
    public private(set) weak var superview: UIView?
    /// The view controller whose view this is, if any; not retained (not UIKit API).
    weak var owningViewController: UIViewController?

    /// The window the view is in: through its superviews, to a view controller's view, and from there to the window
    /// that shows that view controller; `nil` for a view on no window.
    open var window: UIWindow? {
        if let window = self as? UIWindow {
            return window
        }
        if let superview {
            return superview.window
        }
        return owningViewController?.windowShowingIt
    }

    /// Adds `view` on top of the others, removing it from its previous superview first.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }

    /// Options for animating views; only the transitions.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
    }

    /// Animates a change to `view`'s content. `animations` runs now; `completion` runs when the run loop settles, or
    /// now for a duration of zero or less, as UIKit makes the change without animation then.
    open class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        StandInDriver.recordViewTransition(of: view, options: options)
        animations?()
        guard duration > 0 else {
            completion?(true)
            return
        }
        StandInDriver.schedule { completion?(true) }
    }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// UIKit imports `-init` as a convenience initializer that calls `init(frame: .zero)`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init(coder: coder)
    }
}

/// An image; only SF Symbols by name.
@MainActor
open class UIImage: NSObject {
    /// The symbol's name (not UIKit API; for tests through `StandInDriver`).
    let symbolName: String

    /// Returns `nil` when the name is not a symbol name, as UIKit does for unknown symbols.
    public init?(systemName name: String) {
        guard !name.isEmpty, !name.contains(where: { $0 == " " || $0 == "\n" || $0 == "/" }) else { return nil }
        symbolName = name
        super.init()
    }
}

/// The window that shows the app's root view controller.
///
/// Replacing the root view controller while it presents something leaves the presented view controllers' views in
/// the window, and them alive, as UIKit does (stricter reading: they stay for the life of the window; UIKit logs
/// nothing). Dismiss what is presented first.
@MainActor
open class UIWindow: UIView {
    private var isVisible = false
    /// What the roots this window replaced still presented: UIKit leaves their views in the window.
    private var leftOverPresentations: [UIViewController] = []

    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let presented = oldValue?.presentedViewController {
                leftOverPresentations.append(presented)
                StandInDriver.recordLeftOverPresentation(presented)
            }
            oldValue?.isInWindow = false
            oldValue?.hostingWindow = nil
            rootViewController?.isInWindow = true
            rootViewController?.hostingWindow = self
            guard isVisible else { return }
            oldValue?.appear(false, animated: false)
            rootViewController?.loadViewIfNeeded()
            rootViewController?.appear(true, animated: false)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func makeKeyAndVisible() {
        guard !isVisible else { return }
        isVisible = true
        rootViewController?.loadViewIfNeeded()
        rootViewController?.appear(true, animated: false)
    }
}
