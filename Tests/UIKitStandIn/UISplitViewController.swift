/// A container of columns: a primary (a sidebar or list) beside a secondary (the detail) on a regular width, and on a
/// compact width, collapsed, one view controller instead.
///
/// The stand-in models the column style (iOS 14) with a view controller for the `compact` column, whose behaviour
/// Apple documents: "If a view controller is set for this column, that view controller is shown when `isCollapsed`
/// is true". Without one, UIKit stacks the columns' view controllers onto one navigation controller in a way it does
/// not document; the stand-in stops the scenario if it collapses without one. Display modes (a sidebar over or beside
/// the detail) and `show(_:)`/`hide(_:)` are not modelled: coordgen does not call them, and the columns' view
/// controllers stay the split view's children whichever are on screen.
@MainActor
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
    }

    public let style: Style
    private var columns: [Column: UIViewController] = [:]
    private var collapsed: Bool

    public init(style: Style) {
        self.style = style
        collapsed = StandInDriver.horizontalSizeClass == .compact
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        collapsed = StandInDriver.horizontalSizeClass == .compact
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        collapsed = StandInDriver.horizontalSizeClass == .compact
        super.init(coder: coder)
    }

    /// Whether the split view shows its `compact` column's view controller instead of its other columns.
    open var isCollapsed: Bool {
        collapsed
    }

    /// Sets `column`'s view controller, replacing the one it had: that one leaves the split view (it disappears
    /// first if it was on screen), and the new one appears if its column is on screen. UIKit wraps a view controller
    /// that is not a navigation controller in one, except in the compact column; coordgen always sets navigation
    /// controllers, and the stand-in stops the scenario otherwise.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        precondition(
            vc == nil || vc is UINavigationController || column == .compact,
            "the stand-in does not wrap a column's view controller in a navigation controller")
        precondition(column != .supplementary || style == .tripleColumn, "a supplementary column needs tripleColumn")
        let old = columns[column]
        guard old !== vc else { return }
        let wasVisible = old.map { shown in visibleChildren.contains { $0 === shown } } ?? false
        if let old {
            if wasVisible && onScreen {
                old.appear(false, animated: false)
            }
            old.removeFromParent()
        }
        columns[column] = vc
        if let vc {
            addChild(vc)
            vc.loadViewIfNeeded()
            if onScreen && visibleChildren.contains(where: { $0 === vc }) {
                vc.appear(true, animated: false)
            }
        }
    }

    open func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    override var visibleChildren: [UIViewController] {
        if collapsed {
            return columns[.compact].map { [$0] } ?? []
        }
        let shown: [Column] = [.primary, .supplementary, .secondary]
        return shown.compactMap { columns[$0] }
    }

    private var onScreen: Bool {
        appearance == .appeared || appearance == .appearing
    }

    /// The window's width class changed: on compact the split view collapses to its compact column, on regular it
    /// expands to its columns. The columns' view controllers that go off screen disappear, then those that come on
    /// screen appear, without animation.
    func sizeClassDidChange(to sizeClass: UIUserInterfaceSizeClass) {
        let collapses = sizeClass == .compact
        guard collapses != collapsed else { return }
        precondition(
            !collapses || columns[.compact] != nil,
            "the stand-in does not model a collapse without a compact column, which Apple does not document")
        if onScreen {
            for child in visibleChildren {
                child.appear(false, animated: false)
            }
        }
        collapsed = collapses
        if onScreen {
            for child in visibleChildren {
                child.appear(true, animated: false)
            }
        }
    }
}

extension UIViewController {
    /// The nearest split view controller among this view controller's ancestors.
    public var splitViewController: UISplitViewController? {
        nearestAncestor(UISplitViewController.self)
    }
}

extension StandInDriver {
    /// Changes the window's horizontal size class, as rotating an iPhone Plus or resizing an iPad window does: the
    /// split view controllers in `window` collapse or expand. The stand-in does not model a change while something is
    /// presented (UIKit then also adapts the presentation), and stops the scenario if something is.
    public static func changeHorizontalSizeClass(to sizeClass: UIUserInterfaceSizeClass, in window: UIWindow) {
        guard let root = window.rootViewController else { return }
        precondition(
            root.presentedViewController == nil,
            "the stand-in does not model a size class change while something is presented")
        horizontalSizeClass = sizeClass
        var queue = [root]
        while let controller = queue.popLast() {
            (controller as? UISplitViewController)?.sizeClassDidChange(to: sizeClass)
            queue += controller.children
        }
    }
}
