/// How a presented view controller is shown. Only the cases coordinator code uses.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// A view controller, with containment and modal presentation modelled as UIKit does them.
@MainActor
open class UIViewController: UIResponder {
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation = false

    private var loadedView: UIView?
    /// The container this view controller is a child of; UIKit does not retain its parent.
    weak var parentStorage: UIViewController?
    var childrenStorage: [UIViewController] = []
    /// The view controller this one presents, retained as UIKit retains it.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    var transitionCoordinatorStorage: (any UIViewControllerTransitionCoordinator)?
    var isInWindow = false
    private var tabBarItemStorage: UITabBarItem?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// UIKit imports `-init` as a convenience initializer of UIViewController.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: View

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView = newValue
        }
    }

    open var isViewLoaded: Bool {
        loadedView != nil
    }

    open var viewIfLoaded: UIView? {
        loadedView
    }

    open func loadView() {
        loadedView = UIView(frame: .zero)
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        viewDidLoad()
    }

    open func viewDidLoad() {}

    // MARK: Containment

    open var parent: UIViewController? {
        parentStorage
    }

    open var children: [UIViewController] {
        childrenStorage
    }

    open var navigationController: UINavigationController? {
        var current = parentStorage
        while let candidate = current {
            if let navigationController = candidate as? UINavigationController {
                return navigationController
            }
            current = candidate.parentStorage
        }
        return nil
    }

    open var tabBarController: UITabBarController? {
        var current = parentStorage
        while let candidate = current {
            if let tabBarController = candidate as? UITabBarController {
                return tabBarController
            }
            current = candidate.parentStorage
        }
        return nil
    }

    /// UIKit creates a tab bar item on first access (null_resettable).
    open var tabBarItem: UITabBarItem! {
        get {
            if tabBarItemStorage == nil {
                tabBarItemStorage = UITabBarItem(title: title, image: nil, tag: 0)
            }
            return tabBarItemStorage
        }
        set {
            tabBarItemStorage = newValue
        }
    }

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.parentStorage = self
        childrenStorage.append(childController)
    }

    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childrenStorage.removeAll { $0 === self }
        parentStorage = nil
    }

    /// The outermost container: where UIKit starts a presentation from.
    var rootAncestor: UIViewController {
        var current = self
        while let parent = current.parentStorage {
            current = parent
        }
        return current
    }

    // MARK: Transitions

    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        transitionCoordinatorStorage ?? parentStorage?.transitionCoordinator
    }

    // MARK: Presentation

    /// The view controller this one, or its nearest ancestor, presents.
    open var presentedViewController: UIViewController? {
        presentedStorage ?? parentStorage?.presentedViewController
    }

    /// The view controller that presented this one, or its nearest presented ancestor.
    open var presentingViewController: UIViewController? {
        presentingStorage ?? parentStorage?.presentingViewController
    }

    /// Created on first access from `modalPresentationStyle`, as UIKit does before a presentation.
    open var presentationController: UIPresentationController? {
        if let controller = presentationControllerStorage {
            return controller
        }
        if let parent = parentStorage, presentingStorage == nil {
            return parent.presentationController
        }
        let controller = UIPresentationController(presentedViewController: self, presenting: nil)
        presentationControllerStorage = controller
        return controller
    }

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        let presenter = rootAncestor
        if let existing = presenter.presentedStorage {
            // UIKit refuses and logs "Attempt to present … which is already presenting …".
            StandInDriver.log(
                "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: presenter)) "
                    + "which is already presenting \(type(of: existing))")
            return
        }
        guard viewControllerToPresent.presentingStorage == nil, viewControllerToPresent.parentStorage == nil else {
            fatalError("Application tried to present a view controller that is already presented or contained.")
        }
        let presentation =
            viewControllerToPresent.presentationControllerStorage
            ?? UIPresentationController(presentedViewController: viewControllerToPresent, presenting: presenter)
        presentation.presentingViewControllerStorage = presenter
        viewControllerToPresent.presentationControllerStorage = presentation
        presenter.presentedStorage = viewControllerToPresent
        viewControllerToPresent.presentingStorage = presenter
        viewControllerToPresent.loadViewIfNeeded()
        StandInDriver.finish(
            animated: flag, involving: [viewControllerToPresent], from: presenter,
            to: viewControllerToPresent
        ) {
            completion?()
        }
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presenter: UIViewController
        if rootAncestor.presentedStorage != nil {
            presenter = rootAncestor
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            completion?()
            return
        }
        guard let presented = presenter.presentedStorage else {
            completion?()
            return
        }
        presenter.removePresentedChain()
        StandInDriver.finish(animated: flag, involving: [presented], from: presented, to: presenter) {
            completion?()
        }
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
