/// Modal presentation and dismissal, with UIKit's timing and refusals.
extension UIViewController {
    private var briefName: String {
        "<\(type(of: self))>"
    }

    /// What presents this view controller, while the person can act on it: it is presented, no transition of its own
    /// runs, and nothing is presented or dismissed in its chain. `nil` otherwise: a tap then does nothing.
    package var presenterWhileSettled: UIViewController? {
        guard let presenter = presentingStorage, transitionCoordinator == nil, !presenter.presentationChainIsBusy else {
            return nil
        }
        return presenter
    }

    /// Whether any presentation or dismissal is animating in the presentation chain this context belongs to.
    /// UIKit refuses to present or dismiss anywhere in the chain meanwhile.
    var presentationChainIsBusy: Bool {
        var bottom = rootAncestor
        while let presenting = bottom.presentingStorage {
            bottom = presenting.rootAncestor
        }
        var current: UIViewController? = bottom
        while let context = current {
            if context.presentationTransitionInFlight {
                return true
            }
            current = context.presentedStorage
        }
        return false
    }

    func standInPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = rootAncestor
        let attempt = "Attempt to present \(presented.briefName) on \(presenter.briefName) (from \(briefName))"
        if let existing = presenter.presentedStorage {
            StandInDriver.log("\(attempt) which is already presenting \(existing.briefName).")
            return
        }
        if presentationChainIsBusy {
            StandInDriver.log("\(attempt) while a presentation is in progress.")
            return
        }
        guard presenter.isInWindowHierarchy else {
            StandInDriver.log("\(attempt) whose view is not in the window hierarchy.")
            return
        }
        guard presented.presentingStorage == nil, presented.parentStorage == nil else {
            fatalError("Application tried to present modally a view controller that is already presented or contained.")
        }
        let presentation =
            presented.presentationControllerStorage
            ?? UIPresentationController.make(for: presented, presenting: presenter)
        if let popover = presentation as? UIPopoverPresentationController, !popover.hasSource {
            fatalError(
                "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set "
                    + "before the presentation occurs.")
        }
        presentation.presentingViewControllerStorage = presenter
        presentation.adaptToEnvironment()
        presented.presentationControllerStorage = presentation
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        presented.loadViewIfNeeded()
        let covers = presentation.coversPresenter
        presenter.presentationTransitionInFlight = true
        presented.flags.isBeingPresented = true
        presented.beginAppearance(appearing: true, animated: animated)
        if covers {
            presenter.beginAppearance(appearing: false, animated: animated)
        }
        StandInDriver.finish(animated: animated, involving: [presented], from: presenter, to: presented) {
            presenter.presentationTransitionInFlight = false
            presented.endAppearance(animated: animated)
            presented.flags.isBeingPresented = false
            if covers {
                presenter.endAppearance(animated: animated)
            }
            completion?()
        }
    }

    func standInDismiss(animated: Bool, completion: (() -> Void)?) {
        let context = rootAncestor
        let presenter: UIViewController
        if context.presentedStorage != nil {
            presenter = context
        } else if let presenting = context.presentingStorage {
            presenter = presenting
        } else {
            // Nothing to dismiss: UIKit does nothing, and (the stricter reading) does not call `completion`.
            return
        }
        guard !presentationChainIsBusy else {
            StandInDriver.log(
                "Attempt to dismiss from view controller \(presenter.briefName) while a presentation or dismiss is "
                    + "in progress!")
            return
        }
        guard let bottom = presenter.presentedStorage else { return }
        presenter.beginDismissal(of: bottom, animated: animated, interactive: false)
        StandInDriver.finish(animated: animated, involving: [bottom], from: bottom, to: presenter) {
            presenter.endDismissal(of: bottom, animated: animated, completion: completion)
        }
    }

    /// The view controllers this context presents, from the one it presented to the top-most.
    func presentedChain(from bottom: UIViewController) -> [UIViewController] {
        var chain: [UIViewController] = []
        var current: UIViewController? = bottom
        while let presented = current {
            chain.append(presented)
            current = presented.presentedStorage
        }
        return chain
    }

    /// The top-most presented view controller hears `viewWillDisappear` with `isBeingDismissed`; the presenter, if the
    /// dismissed one covered it, hears `viewWillAppear`. The presentation stays in place until the dismissal ends.
    func beginDismissal(of bottom: UIViewController, animated: Bool, interactive: Bool) {
        let top = presentedChain(from: bottom).last ?? bottom
        presentationTransitionInFlight = true
        top.flags.isBeingDismissed = true
        top.beginAppearance(appearing: false, animated: animated)
        if bottom.coversPresenter {
            beginAppearance(appearing: true, animated: animated)
        }
    }

    /// Ends a dismissal: the top-most hears `viewDidDisappear` (with `isBeingDismissed` still true), the view
    /// controllers in the middle of the chain hear nothing, `completion` runs after the top-most's
    /// `viewDidDisappear`, and the presenter hears `viewDidAppear` if the dismissed one covered it. When the
    /// presentation links are cleared, and whether `completion` runs before or after the presenter's
    /// `viewDidAppear`, are open orders (`StandInReading`).
    func endDismissal(of bottom: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let chain = presentedChain(from: bottom)
        let top = chain.last ?? bottom
        let covers = bottom.coversPresenter
        let clearsLinksLate = StandInReading.chainClearedAfterTopDisappears.isActive
        let completesEarly = StandInReading.dismissCompletionBeforePresenterAppears.isActive
        if !clearsLinksLate {
            removePresentedChain()
        }
        presentationTransitionInFlight = false
        for middle in chain.dropLast() {
            middle.disappearSilently()
        }
        top.endAppearance(animated: animated)
        top.flags.isBeingDismissed = false
        if clearsLinksLate {
            removePresentedChain()
        }
        if completesEarly {
            completion?()
        }
        if covers {
            endAppearance(animated: animated)
        }
        if !completesEarly {
            completion?()
        }
    }

    /// A cancelled interactive dismissal: the top-most turns back, and nothing is dismissed.
    func cancelDismissal(of bottom: UIViewController) {
        let top = presentedChain(from: bottom).last ?? bottom
        top.flags.isBeingDismissed = false
        top.appear(true, animated: true)
        if bottom.coversPresenter {
            appear(false, animated: true)
        }
        presentationTransitionInFlight = false
    }

    /// Whether this presented view controller's presentation covers its presenter.
    var coversPresenter: Bool {
        presentationControllerStorage?.coversPresenter ?? false
    }

    /// Ends this view controller's presentation and every presentation above it.
    func removePresentedChain() {
        guard let presented = presentedStorage else { return }
        presented.removePresentedChain()
        presented.presentingStorage = nil
        presented.presentationControllerStorage = nil
        presentedStorage = nil
    }
}
