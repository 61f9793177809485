import Templates

/// UIKit: screens are `UIViewController` subclasses created by coordinators on navigation controllers, translated by
/// ``Translator`` and the translators beside it in `Translation/`.
struct UIKitBackend: Backend {
    var module: String { "UIKit" }

    var screenSuperclass: String { "UIViewController" }

    func screenClass(_ screen: String) -> String { UIKitNames.viewController(screen) }

    func screenBaseClass(_ screen: String) -> String { UIKitNames.baseClass(screen) }

    func screenFactory(_ screen: String) -> String { UIKitNames.factory(screen) }

    func screenDelegateProtocol(_ screen: String) -> String { UIKitNames.delegateProtocol(screen) }

    /// A view or a bar button item (iOS 16).
    var senderType: String { "any UIPopoverPresentationControllerSourceItem" }

    var frameworkTypes: [String] {
        [
            "UIViewController", "UINavigationController", "UINavigationControllerDelegate", "UITabBarController",
            "UITabBarItem", "UIImage", "UIStoryboard", "UIPresentationController",
            "UIAdaptivePresentationControllerDelegate", "UIKit", "UIView", "UIWindow",
            "UIViewControllerTransitionCoordinator", "UIStoryboardSegue", "UIAlertController", "UIAlertAction",
            "UIPopoverPresentationControllerSourceItem", "UIActivityViewController", "UIApplicationShortcutItem",
            "UIImagePickerController", "UIImagePickerControllerDelegate", "InfoKey", "UIDocumentPickerViewController",
            "UIDocumentPickerDelegate", "UITraitCollection", "UIModalPresentationStyle", "UISplitViewController",
        ]
    }

    /// The generated bodies' locals (``Local``), and `self`, which their closures capture weakly.
    var generatedLocals: Set<String> { Set(Local.allCases.map(\.rawValue) + ["self"]) }

    var askingScreen: String { Local.shown.rawValue }

    /// Names a `UIViewController` subclass cannot redeclare as a stored property: the SDK's instance properties of
    /// `UIViewController`, `UIResponder` and `NSObject` (``sdkScreenClassMembers``, recorded from the SDK), the
    /// runtime's `coordinator`, and properties that SDKs newer than the recorded one added.
    let screenClassMembers: Set<String> = Self.sdkScreenClassMembers.union([
        "coordinator", "traitOverrides", "contentUnavailableConfiguration", "contentUnavailableConfigurationState",
    ])

    func translate(_ model: AppModel, header: [String]) -> [TranslatedFile] {
        Translator.files(for: model, header: header, module: module)
    }
}

/// The names the UIKit back end gives a screen's types, in one place: its ``Backend`` answers and its translators
/// read them here, so that nothing outside this folder knows a screen becomes a view controller.
enum UIKitNames {
    /// What a screen's name becomes as a class: `Home` → `HomeViewController`.
    private static let screenClassSuffix = "ViewController"

    static func viewController(_ screen: String) -> String { screen + screenClassSuffix }

    /// `HomeViewControllerBase`: the generated class the user's `HomeViewController` inherits from.
    static func baseClass(_ screen: String) -> String { viewController(screen) + "Base" }

    /// `makeHomeViewController`: the closure through which a coordinator creates the screen `Home`.
    static func factory(_ screen: String) -> String { "make" + viewController(screen) }

    /// `MapViewControllerDelegate`: what the screen `Map` tells the container that embeds it.
    static func delegateProtocol(_ screen: String) -> String { viewController(screen) + "Delegate" }
}
