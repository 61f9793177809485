/// A container that shows one child at a time, chosen in a tab bar.
///
/// With more than five tabs, iPhone shows four and a "More" tab. Choosing a tab past the fourth shows
/// `moreNavigationController`, which takes the screens of that tab's navigation controller onto its own stack
/// (UIKit does this so that its list and the tab's screens share one navigation bar).
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?
    private var selectedIndexStorage = 0
    /// Asked before a tab the person taps is selected, and told after; not when code selects one (Apple: "The tab bar
    /// controller calls this method in response to the user tapping a tab bar item", not for programmatic changes).
    open weak var delegate: (any UITabBarControllerDelegate)?
    private lazy var moreNavigation = UINavigationController(rootViewController: UIViewController())
    /// The tab navigation controller whose screens the More stack holds, and how many it took.
    private var borrowed: (tab: UINavigationController, screens: [UIViewController])?

    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The navigation controller of the More tab.
    open var moreNavigationController: UINavigationController {
        moreNavigation
    }

    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set { select(newValue) }
    }

    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selectedIndexStorage) else { return nil }
            return tabs[selectedIndexStorage]
        }
        set {
            if let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) {
                select(index)
            }
        }
    }

    override var visibleChildren: [UIViewController] {
        guard let selected = selectedViewController else { return [] }
        return isInMore(selectedIndexStorage) ? [moreNavigation] : [selected]
    }

    private func isInMore(_ index: Int) -> Bool {
        (tabs?.count ?? 0) > 5 && index >= 4
    }

    private var onScreen: Bool {
        appearance == .appeared || appearance == .appearing
    }

    private func select(_ index: Int) {
        guard index != selectedIndexStorage, tabs?.indices.contains(index) == true else { return }
        let wasShowing = visibleChildren
        if onScreen {
            for child in wasShowing {
                child.appear(false, animated: false)
            }
        }
        returnBorrowedScreens()
        selectedIndexStorage = index
        if isInMore(index), let tab = tabs?[index] as? UINavigationController {
            let screens = tab.viewControllers
            tab.viewControllers = []
            moreNavigation.viewControllers = [moreNavigation.viewControllers[0]] + screens
            borrowed = (tab, screens)
        }
        if onScreen {
            for child in visibleChildren {
                child.appear(true, animated: false)
            }
        }
    }

    private func returnBorrowedScreens() {
        guard let (tab, _) = borrowed else { return }
        let screens = Array(moreNavigation.viewControllers.dropFirst())
        moreNavigation.viewControllers = [moreNavigation.viewControllers[0]]
        tab.viewControllers = screens
        borrowed = nil
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        if onScreen {
            for child in visibleChildren {
                child.appear(false, animated: false)
            }
        }
        returnBorrowedScreens()
        for old in tabs ?? [] {
            old.removeFromParent()
        }
        tabs = viewControllers
        for child in viewControllers ?? [] {
            addChild(child)
            child.loadViewIfNeeded()
        }
        if selectedIndexStorage >= (viewControllers?.count ?? 0) {
            selectedIndexStorage = 0
        }
        if onScreen {
            for child in visibleChildren {
                child.appear(true, animated: false)
            }
        }
    }
}

/// What a tab bar controller asks before it selects a tab the person taps, and tells after.
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
        true
    }

    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// An item on a bar: a title, an image and a tag.
@MainActor
open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var tag: Int = 0

    public override init() {
        super.init()
    }
}

/// An item in a tab bar.
@MainActor
open class UITabBarItem: UIBarItem {
    /// The system-provided items.
    public enum SystemItem: Int, Sendable {
        case more = 0
        case favorites = 1
        case featured = 2
        case topRated = 3
        case recents = 4
        case contacts = 5
        case history = 6
        case bookmarks = 7
        case search = 8
        case downloads = 9
        case mostRecent = 10
        case mostViewed = 11
    }

    /// Set for items made with `init(tabBarSystemItem:tag:)`; their title and image cannot change.
    private(set) var systemItem: SystemItem?
    open var selectedImage: UIImage?

    public override init() {
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    open override var title: String? {
        get { systemItem == nil ? super.title : nil }
        set { if systemItem == nil { super.title = newValue } }
    }

    open override var image: UIImage? {
        get { systemItem == nil ? super.image : nil }
        set { if systemItem == nil { super.image = newValue } }
    }
}
