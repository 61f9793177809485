// A stand-in for the part of UIKit that coordinator code touches, used only by coordgen's tests on Linux.
//
// RULES FOR THIS MODULE
// - Every declaration mirrors Apple's published Swift signature: labels, optionality, `open`/`public`,
//   `@discardableResult` (Objective-C methods never warn on unused results), `@MainActor` on every type and
//   protocol, `required init?(coder:)`, `NSObjectProtocol` for delegate protocols and `weak` delegates.
//   Where Apple's protocol requirement is `optional`, the requirement here has an empty default implementation
//   (Swift on Linux has no Objective-C optional requirements); calling code must not rely on more than that.
// - Behaviour follows UIKit: pushes and pops update the stack and call the delegate's `willShow`/`didShow`;
//   `transitionCoordinator` exists only during an animated transition (nil on a non-animated one); animated
//   transitions finish later, when the test driver settles the run loop; `presentationControllerDidDismiss`
//   is called only for a dismissal the person makes, never for a programmatic one.
// - It exists to catch real bugs in generated code. NEVER loosen it to make generated code pass: fix the
//   generator instead. Where UIKit's behaviour is unclear, model the stricter reading and say so here.
//
// Choices made where UIKit's documentation is silent:
// - A transition that starts while an animated one is still running first completes the running one.
// - After a cancelled interactive pop the delegate hears `didShow` for the screen that stays (UIKit restores
//   the stack); during the swipe `viewControllers` already lacks the screen being swiped away.
// - `setViewControllers(_:animated:)` notifies the delegate only when the top view controller changes.
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

/// A rectangular area on the screen. Only what view controllers need.
@MainActor
open class UIView: UIResponder {
    open var frame: CGRect

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
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
@MainActor
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.isInWindow = false
            rootViewController?.isInWindow = true
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func makeKeyAndVisible() {
        rootViewController?.loadViewIfNeeded()
    }
}
