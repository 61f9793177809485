import UIKit

/// The entry point an app's scene delegate uses: `window.rootViewController = ShopApp.makeRootViewController()`.
@MainActor
public enum ShopApp {
    public static func makeRootViewController() -> UIViewController {
        MainTabBarController()
    }

    /// Starts the app and walks through the Buy flow the way a person would, returning what happened.
    /// `waitForAnimations` returns once UIKit's running transitions have ended: UIKit drops a pop that starts while
    /// a push still animates, as a person's tap on Back would wait for.
    public static func walkThrough(waitForAnimations: () -> Void) -> [String] {
        var log: [String] = []
        let tabBar = MainTabBarController()
        let tabs = tabBar.viewControllers ?? []
        log.append("tabs: \(tabs.count), second tab: \(tabs.last?.tabBarItem.title ?? "-")")
        let navigation = tabBar.mainCoordinator.navigationController
        guard let home = navigation.topViewController as? HomeViewController else {
            return log + ["error: Home is not on top"]
        }
        home.coordinator?.buySubscription(to: 3)
        waitForAnimations()
        let buy = navigation.topViewController as? BuyViewController
        log.append("after buying: \(navigation.viewControllers.count) screens, selectedProduct "
            + "\(buy?.selectedProduct ?? -1), \(tabBar.mainCoordinator.childCoordinators.count) child")
        navigation.popViewController(animated: false)
        waitForAnimations()
        log.append("after going back: \(navigation.viewControllers.count) screen, "
            + "\(tabBar.mainCoordinator.childCoordinators.count) children")
        return log
    }
}
