import Templates

/// UIKit: screens are `UIViewController` subclasses created by coordinators on navigation controllers, translated by
/// ``Translator`` and the translators beside it in `Translation/`.
struct UIKitBackend: Backend {
    var module: String { "UIKit" }

    var screenSuperclass: String { "UIViewController" }

    /// What a screen's name becomes as a class: `Home` → `HomeViewController`.
    private static let screenClassSuffix = "ViewController"

    func screenClass(_ screen: String) -> String {
        screen + Self.screenClassSuffix
    }

    func screenBaseClass(_ screen: String) -> String {
        screenClass(screen) + "Base"
    }

    func screenFactory(_ screen: String) -> String {
        "make" + screenClass(screen)
    }

    func screenDelegateProtocol(_ screen: String) -> String {
        screenClass(screen) + "Delegate"
    }

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
