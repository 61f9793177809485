/// A stack of view controllers, with UIKit's transitions, refusals, appearance callbacks and delegate calls.
@MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?

    private var stack: [UIViewController] = []
    /// True from the start of a push, pop or stack change to its end; UIKit drops another one meanwhile.
    private var isTransitioning = false
    /// The screen being swiped away during an interactive pop.
    private var interactivePop: (from: UIViewController, coordinator: StandInTransitionCoordinator)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        transition(to: [rootViewController], animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? {
        stack.last
    }

    /// The modal view controller on top if there is one, or the top of the stack.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? stack.last
    }

    override var visibleChildren: [UIViewController] {
        stack.last.map { [$0] } ?? []
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            fatalError("Pushing the same view controller instance more than once is not supported.")
        }
        guard !(viewController is UITabBarController) else {
            fatalError("Pushing a tab bar controller is not supported.")
        }
        guard canTransition("pushViewController:animated:") else { return }
        transition(to: stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last, canTransition("popViewControllerAnimated:") else { return nil }
        transition(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            fatalError("Tried to pop to a view controller that doesn't exist.")
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        guard canTransition("popToViewController:animated:") else { return nil }
        transition(to: Array(stack[...index]), animated: animated)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, viewController) in viewControllers.enumerated()
        where viewControllers[..<index].contains(where: { $0 === viewController }) {
            fatalError("All view controllers in a navigation controller must be distinct.")
        }
        guard canTransition("setViewControllers:animated:") else { return }
        transition(to: viewControllers, animated: animated)
    }

    /// UIKit drops a change to the stack while another one, or this controller's own presentation or dismissal,
    /// is animating, and says so on the console.
    private func canTransition(_ selector: String) -> Bool {
        let beingPresentedOrDismissed = rootAncestor.presentingStorage?.presentationTransitionInFlight ?? false
        guard isTransitioning || interactivePop != nil || beingPresentedOrDismissed else { return true }
        StandInDriver.log(
            "\(selector) called on <\(type(of: self))> while an existing transition or presentation is occurring; "
                + "the navigation stack will not be updated.")
        return false
    }

    /// Replaces the stack, keeps containment in step, calls the appearance callbacks of the screens that leave and
    /// arrive when this controller is on screen, and tells the delegate when the top changes.
    private func transition(to newStack: [UIViewController], animated: Bool) {
        let oldStack = stack
        let from = stack.last
        let removed = stack.filter { old in !newStack.contains(where: { $0 === old }) }
        for added in newStack where added.parentStorage !== self {
            addChild(added)
        }
        stack = newStack
        guard let to = newStack.last, to !== from else {
            for screen in removed {
                screen.removeFromParent()
            }
            return
        }
        // UIKit keeps a screen that leaves as a child until the transition ends.
        childrenStorage = newStack + removed
        isTransitioning = true
        to.loadViewIfNeeded()
        let onScreen = appearance == .appeared || appearance == .appearing
        let fromLeaves = from.map { screen in removed.contains(where: { $0 === screen }) } ?? false
        if onScreen {
            from?.flags.isMovingFromParent = fromLeaves
            from?.beginAppearance(appearing: false, animated: animated)
            to.flags.isMovingToParent = !oldStack.contains(where: { $0 === to })
            to.beginAppearance(appearing: true, animated: animated)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        let end = { [weak self, from] in
            guard let self else { return }
            self.isTransitioning = false
            if onScreen {
                from?.endAppearance(animated: animated)
                to.endAppearance(animated: animated)
                from?.flags = TransitionFlags()
                to.flags = TransitionFlags()
            }
            let leaving = removed.filter { screen in !self.stack.contains(where: { $0 === screen }) }
            // Apple documents no order between the delegate's didShow and the end of the popped screens' containment.
            if StandInReading.parentClearedAfterDidShow.isActive {
                self.delegate?.navigationController(self, didShow: to, animated: animated)
                for screen in leaving {
                    screen.removeFromParent()
                }
            } else {
                for screen in leaving {
                    screen.removeFromParent()
                }
                self.delegate?.navigationController(self, didShow: to, animated: animated)
            }
        }
        guard animated else {
            end()
            return
        }
        let coordinator = StandInTransitionCoordinator(from: from, to: to, interactive: false)
        transitionCoordinatorStorage = coordinator
        // UIKit keeps the screen that leaves alive until the animation ends.
        StandInDriver.schedule { [weak self] in
            self?.transitionCoordinatorStorage = nil
            coordinator.complete()
            end()
        }
    }

    // MARK: Interactive pop (driven by StandInDriver)

    func beginInteractivePop() {
        guard interactivePop == nil, stack.count > 1, let from = stack.last else {
            fatalError("An edge swipe needs at least two view controllers and no swipe in progress.")
        }
        guard canTransition("interactive pop") else { return }
        let to = stack[stack.count - 2]
        let coordinator = StandInTransitionCoordinator(from: from, to: to, interactive: true)
        interactivePop = (from, coordinator)
        stack.removeLast()
        transitionCoordinatorStorage = coordinator
        from.flags.isMovingFromParent = true
        from.beginAppearance(appearing: false, animated: true)
        to.beginAppearance(appearing: true, animated: true)
        delegate?.navigationController(self, willShow: to, animated: true)
    }

    var isSwipingBack: Bool {
        interactivePop != nil
    }

    func endInteractivePop(completes: Bool) {
        guard let (from, coordinator) = interactivePop else {
            fatalError("No edge swipe in progress.")
        }
        let to = stack.last
        interactivePop = nil
        coordinator.endInteraction(cancelled: !completes)
        let removesAfterDidShow = completes && StandInReading.parentClearedAfterDidShow.isActive
        if completes {
            from.endAppearance(animated: true)
            to?.endAppearance(animated: true)
            if !removesAfterDidShow {
                from.removeFromParent()
                childrenStorage = stack
            }
        } else {
            // UIKit turns both screens around: the one below disappears again and the swiped one comes back.
            to?.beginAppearance(appearing: false, animated: true)
            from.flags = TransitionFlags()
            from.beginAppearance(appearing: true, animated: true)
            to?.endAppearance(animated: true)
            from.endAppearance(animated: true)
            stack.append(from)
        }
        from.flags = TransitionFlags()
        transitionCoordinatorStorage = nil
        coordinator.complete()
        if let shown = stack.last {
            delegate?.navigationController(self, didShow: shown, animated: true)
        }
        if removesAfterDidShow {
            from.removeFromParent()
            childrenStorage = stack
        }
    }
}

/// The navigation controller's delegate. Apple declares these requirements `optional`.
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
