import Templates

/// UIKit: screens are `UIViewController` subclasses created by coordinators on navigation controllers, translated by
/// ``Translator`` and the translators beside it in `Translation/`.
struct UIKitBackend: Backend {
    var module: String { "UIKit" }

    func screenClass(_ screen: String) -> String {
        screen + "ViewController"
    }

    func screenBaseClass(_ screen: String) -> String {
        String(concatenating: screen, "ViewControllerBase")
    }

    func screenFactory(_ screen: String) -> String {
        String(concatenating: "make", screen, "ViewController")
    }

    var frameworkTypes: [String] {
        [
            "UIViewController", "UINavigationController", "UINavigationControllerDelegate", "UITabBarController",
            "UITabBarItem", "UIImage", "UIStoryboard", "UIPresentationController",
            "UIAdaptivePresentationControllerDelegate", "UIKit", "UIView", "UIWindow",
            "UIViewControllerTransitionCoordinator", "UIStoryboardSegue",
        ]
    }

    /// Names a `UIViewController` subclass cannot redeclare as a stored property.
    let screenClassMembers: Set<String> = [
        "coordinator", "view", "viewIfLoaded", "isViewLoaded", "title", "navigationItem", "navigationController",
        "tabBarItem", "tabBarController", "splitViewController", "parent", "children", "presentedViewController",
        "presentingViewController", "presentationController", "sheetPresentationController",
        "popoverPresentationController", "storyboard", "nibName", "nibBundle", "isEditing", "editing",
        "modalPresentationStyle", "modalTransitionStyle", "isModalInPresentation", "definesPresentationContext",
        "transitionCoordinator", "traitCollection", "preferredContentSize", "hidesBottomBarWhenPushed",
        "toolbarItems", "restorationIdentifier", "restorationClass", "additionalSafeAreaInsets", "next",
        "undoManager", "userActivity", "inputView", "inputAccessoryView", "keyCommands", "description",
        "debugDescription", "hash", "hashValue", "extensionContext", "overrideUserInterfaceStyle",
        "contentScrollView", "classForCoder", "isFirstResponder", "canBecomeFirstResponder",
    ]

    func files(for model: AppModel, header: [String], keepingDeclarations: Bool) -> [OutputFile] {
        Translator.files(for: model, header: header, module: module, keepingDeclarations: keepingDeclarations)
    }
}
