import UIKit

/// The storyboard scene the package's storyboard would hold. The UIKit stand-in has no storyboard files, so tests
/// register scenes; an app module that imports this library calls it before the checkout flow starts.
public enum ShopKitScenes {
    @MainActor
    public static func register() {
        StandInDriver.registerStoryboard(named: "Main", scenes: ["CartViewController": CartViewController.self])
    }
}
