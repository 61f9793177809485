/// Where a view controller is in its appearance cycle. UIKit keeps the same state to order the callbacks.
enum Appearance {
    case disappeared
    case appearing
    case appeared
    case disappearing
}

/// The flags UIKit reports only during the appearance callbacks of a transition.
struct TransitionFlags {
    var isBeingPresented = false
    var isBeingDismissed = false
    var isMovingToParent = false
    var isMovingFromParent = false
}

extension UIViewController {
    /// Calls `viewWillAppear` or `viewWillDisappear` on this view controller, then on the children on screen with it.
    /// A view controller that is already on its way there hears nothing; one going the other way turns around, as
    /// UIKit does when an interactive transition is cancelled.
    func beginAppearance(appearing: Bool, animated: Bool) {
        if appearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
        for child in visibleChildren {
            child.beginAppearance(appearing: appearing, animated: animated)
        }
    }

    /// Calls `viewDidAppear` or `viewDidDisappear` to end the transition `beginAppearance` started.
    func endAppearance(animated: Bool) {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared:
            return
        }
        for child in visibleChildren {
            child.endAppearance(animated: animated)
        }
    }

    /// Both halves at once, for transitions without animation.
    func appear(_ appearing: Bool, animated: Bool) {
        beginAppearance(appearing: appearing, animated: animated)
        endAppearance(animated: animated)
    }

    /// Marks this view controller and everything shown with it as gone without any callback: what UIKit does to
    /// the view controllers in the middle of a presented chain that is dismissed from below.
    func disappearSilently() {
        appearance = .disappeared
        for child in childrenStorage {
            child.disappearSilently()
        }
    }

    /// Whether this view controller's presentation context is the window's root, or presented from it.
    var isInWindowHierarchy: Bool {
        let context = rootAncestor
        if context.isInWindow {
            return true
        }
        return context.presentingStorage?.isInWindowHierarchy ?? false
    }
}
