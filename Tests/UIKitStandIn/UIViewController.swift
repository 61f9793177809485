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

/// How a presented view controller comes in and goes. The stand-in animates nothing, so every style behaves alike.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

/// A view controller, with containment, appearance callbacks and modal presentation modelled as UIKit does them.
@MainActor
open class UIViewController: UIResponder {
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    /// What a `.custom` presentation of this view controller asks for its presentation controller and animations.
    /// UIKit holds it weakly: its owner keeps it for the presentation's whole life.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    private var loadedView: UIView?
    /// The container this view controller is a child of; UIKit does not retain its parent.
    weak var parentStorage: UIViewController?
    var childrenStorage: [UIViewController] = []
    /// The view controller this one presents, retained as UIKit retains it.
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    var presentationControllerStorage: UIPresentationController?
    var transitionCoordinatorStorage: (any UIViewControllerTransitionCoordinator)?
    /// Set on the presenting view controller while a presentation or dismissal it makes is animating.
    var presentationTransitionInFlight = false
    var isInWindow = false
    /// The window whose root view controller this is; not retained.
    weak var hostingWindow: UIWindow?
    var appearance = Appearance.disappeared
    var flags = TransitionFlags()
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
            newValue?.owningViewController = self
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
        loadedView?.owningViewController = self
        performEmbedSegues()
        viewDidLoad()
    }

    // MARK: Storyboards and segues

    /// The storyboard this view controller's scene came from; `nil` for one created in code.
    open internal(set) var storyboard: UIStoryboard?

    /// Called before a segue from this view controller runs, including an embed segue while the view loads.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// The embed segues of a view controller from a storyboard run while its view loads, before `viewDidLoad()`: the
    /// destination is created (by the segue's action when it has one), `prepare(for:sender:)` is called, and the
    /// destination becomes a child whose view is in a container view.
    private func performEmbedSegues() {
        guard let storyboard else { return }
        for embed in StandInDriver.embedSegues(of: type(of: self)) {
            let coder = NSCoder()
            guard let destination = embed.action?(self, coder) ?? embed.destination.init(coder: coder) else {
                fatalError("the embed segue '\(embed.identifier)' of \(type(of: self)) created no view controller")
            }
            guard destination.isKind(of: embed.destination) else {
                fatalError(
                    "the segue action of '\(embed.identifier)' made a \(type(of: destination)), not a \(embed.destination)"
                )
            }
            destination.storyboard = storyboard
            prepare(
                for: UIStoryboardSegue(identifier: embed.identifier, source: self, destination: destination),
                sender: nil)
            addChild(destination)
            let containerView = UIView(frame: .zero)
            loadedView?.addSubview(containerView)
            containerView.addSubview(destination.view)
            destination.didMove(toParent: self)
        }
    }

    open func viewDidLoad() {}

    // MARK: Appearance (called by UIKit; see UIViewController+Appearance.swift)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// True only inside the appearance callbacks of a view controller that is being presented.
    open var isBeingPresented: Bool { flags.isBeingPresented }
    /// True only inside the disappearance callbacks of a view controller that is being dismissed.
    open var isBeingDismissed: Bool { flags.isBeingDismissed }
    /// True only inside the appearance callbacks of a view controller that is being added to a container.
    open var isMovingToParent: Bool { flags.isMovingToParent }
    /// True only inside the disappearance callbacks of a view controller that is being removed from a container.
    open var isMovingFromParent: Bool { flags.isMovingFromParent }

    // MARK: Containment

    open var parent: UIViewController? {
        parentStorage
    }

    open var children: [UIViewController] {
        childrenStorage
    }

    open var navigationController: UINavigationController? {
        nearestAncestor(UINavigationController.self)
    }

    open var tabBarController: UITabBarController? {
        nearestAncestor(UITabBarController.self)
    }

    /// The nearest of this view controller's ancestors (parent, its parent, …) that is a `Container`.
    func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parentStorage
        while let candidate = current {
            if let container = candidate as? Container {
                return container
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

    /// Adds a child; UIKit calls the child's `willMove(toParent:)` first. The container calls `didMove(toParent:)` once
    /// the child's view is in place.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childController.parentStorage = self
        childrenStorage.append(childController)
    }

    /// Removes this view controller from its parent; UIKit calls `didMove(toParent: nil)` after. The container calls
    /// `willMove(toParent: nil)` first.
    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childrenStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}

    open func didMove(toParent parent: UIViewController?) {}

    /// The outermost container: the presentation context UIKit presents from and dismisses for.
    /// The window that shows this view controller: its root ancestor's, or that of the view controller presenting it.
    var windowShowingIt: UIWindow? {
        var root = rootAncestor
        while root.hostingWindow == nil, let presenting = root.presentingStorage {
            root = presenting.rootAncestor
        }
        return root.hostingWindow
    }

    var rootAncestor: UIViewController {
        var current = self
        while let parent = current.parentStorage {
            current = parent
        }
        return current
    }

    /// The children whose views are on screen when this view controller's view is; containers override it.
    var visibleChildren: [UIViewController] {
        childrenStorage
    }

    // MARK: Transitions

    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        transitionCoordinatorStorage ?? parentStorage?.transitionCoordinator
    }

    // MARK: Presentation (see UIViewController+Presentation.swift)

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
        let controller = UIPresentationController.make(for: self, presenting: nil)
        presentationControllerStorage = controller
        return controller
    }

    /// The sheet presentation controller, when the presentation controller is a sheet's: `nil` for the other styles.
    open var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {
        standInPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        standInDismiss(animated: flag, completion: completion)
    }
}
