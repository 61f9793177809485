/// A container that shows one child at a time, chosen in a tab bar.
@MainActor
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController]?

    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open var selectedIndex: Int = 0

    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(selectedIndex) else { return nil }
            return tabs[selectedIndex]
        }
        set {
            if let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) {
                selectedIndex = index
            }
        }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for old in tabs ?? [] {
            old.removeFromParent()
        }
        tabs = viewControllers
        for child in viewControllers ?? [] {
            addChild(child)
            child.loadViewIfNeeded()
        }
        if selectedIndex >= (viewControllers?.count ?? 0) {
            selectedIndex = 0
        }
    }
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
