/// The keys for the view controllers of a transition.
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The view controller visible at the start of the transition, or at the end of a cancelled one.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The view controller visible at the end of a completed transition.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var initiallyInteractive: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The transition coordinator UIKit creates for the length of one animated transition.
@MainActor
final class StandInTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isAnimated = true
    let initiallyInteractive: Bool
    var isInteractive: Bool
    var isCancelled = false
    let transitionDuration: TimeInterval = 0.35
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(from: UIViewController?, to: UIViewController?, interactive: Bool) {
        self.from = from
        self.to = to
        initiallyInteractive = interactive
        isInteractive = interactive
        super.init()
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animation?(self)
        if let completion {
            completions.append(completion)
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    func endInteraction(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        for handler in interactionHandlers {
            handler(self)
        }
    }

    func complete() {
        for completion in completions {
            completion(self)
        }
        completions.removeAll()
    }
}
