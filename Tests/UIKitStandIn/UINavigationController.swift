/// A stack of view controllers, with UIKit's transitions and delegate calls.
@MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?

    private var stack: [UIViewController] = []
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

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            fatalError("Pushing the same view controller instance more than once is not supported.")
        }
        guard !(viewController is UITabBarController) else {
            fatalError("Pushing a tab bar controller is not supported.")
        }
        transition(to: stack + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
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
        transition(to: viewControllers, animated: animated)
    }

    /// Replaces the stack, keeps containment in step, and tells the delegate when the top changes.
    private func transition(to newStack: [UIViewController], animated: Bool) {
        StandInDriver.completeTransitions(of: self)
        let from = stack.last
        for removed in stack where !newStack.contains(where: { $0 === removed }) {
            removed.removeFromParent()
        }
        for added in newStack where added.parentStorage !== self {
            addChild(added)
        }
        childrenStorage = newStack
        stack = newStack
        guard let to = newStack.last, to !== from else { return }
        to.loadViewIfNeeded()
        delegate?.navigationController(self, willShow: to, animated: animated)
        guard animated else {
            delegate?.navigationController(self, didShow: to, animated: false)
            return
        }
        let coordinator = StandInTransitionCoordinator(from: from, to: to, interactive: false)
        transitionCoordinatorStorage = coordinator
        // UIKit keeps the screen that leaves alive until the animation ends.
        StandInDriver.schedule(owner: self) { [weak self, from] in
            _ = from
            guard let self else { return }
            self.transitionCoordinatorStorage = nil
            coordinator.complete()
            self.delegate?.navigationController(self, didShow: to, animated: true)
        }
    }

    // MARK: Interactive pop (driven by StandInDriver)

    func beginInteractivePop() {
        StandInDriver.completeTransitions(of: self)
        guard interactivePop == nil, stack.count > 1, let from = stack.last else {
            fatalError("An edge swipe needs at least two view controllers and no swipe in progress.")
        }
        let to = stack[stack.count - 2]
        let coordinator = StandInTransitionCoordinator(from: from, to: to, interactive: true)
        interactivePop = (from, coordinator)
        stack.removeLast()
        transitionCoordinatorStorage = coordinator
        delegate?.navigationController(self, willShow: to, animated: true)
    }

    func endInteractivePop(completes: Bool) {
        guard let (from, coordinator) = interactivePop else {
            fatalError("No edge swipe in progress.")
        }
        interactivePop = nil
        coordinator.endInteraction(cancelled: !completes)
        if completes {
            from.removeFromParent()
            childrenStorage = stack
        } else {
            stack.append(from)
        }
        transitionCoordinatorStorage = nil
        coordinator.complete()
        if let shown = stack.last {
            delegate?.navigationController(self, didShow: shown, animated: true)
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
