import CoordgenLinks
import Generator
import Templates

/// UIKit: screens are `UIViewController` subclasses created by coordinators on navigation controllers, translated by
/// ``Translator`` and the translators beside it in `Translation/`.
package struct UIKitBackend: Backend {
    package init() {}

    package var name: String { "uikit" }

    package var module: String { "UIKit" }

    package var screenSuperclass: String { "UIViewController" }

    package func screenClass(_ screen: String) -> String { UIKitNames.viewController(screen) }

    package func screenBaseClass(_ screen: String) -> String { UIKitNames.baseClass(screen) }

    package func screenFactory(_ screen: String) -> String { UIKitNames.factory(screen) }

    package func screenDelegateProtocol(_ screen: String) -> String { UIKitNames.delegateProtocol(screen) }

    /// A view or a bar button item: UIKit's protocol from iOS 16, the runtime's below.
    package func senderType(deploymentTarget: IOSVersion, prefix: String) -> String {
        deploymentTarget < .actionSheetSender
            ? "any " + RuntimeTypes(prefix: prefix).popoverSource : "any UIPopoverPresentationControllerSourceItem"
    }

    package var frameworkTypes: [String] {
        [
            "UIViewController", "UINavigationController", "UINavigationControllerDelegate", "UITabBarController",
            "UITabBarControllerDelegate",
            "UITabBarItem", "UIImage", "UIStoryboard", "UIPresentationController",
            "UIAdaptivePresentationControllerDelegate", "UIKit", "UIView", "UIWindow",
            "UIViewControllerTransitionCoordinator", "UIStoryboardSegue", "UIAlertController", "UIAlertAction",
            "UIPopoverPresentationControllerSourceItem", "UIActivityViewController", "UIApplicationShortcutItem",
            "UIImagePickerController", "UIImagePickerControllerDelegate", "InfoKey", "UIDocumentPickerViewController",
            "UIDocumentPickerDelegate", "UITraitCollection", "UIModalPresentationStyle", "UISplitViewController",
            "UIActivity", "UniformTypeIdentifiers", "UTType", "SafariServices", "SFSafariViewController",
            "SFSafariViewControllerDelegate", "MessageUI", "MFMailComposeViewController",
            "MFMailComposeViewControllerDelegate", "MFMailComposeResult", "AuthenticationServices",
            "ASWebAuthenticationSession", "ASWebAuthenticationPresentationContextProviding", "ASPresentationAnchor",
            "PhotosUI", "PHPickerViewController", "PHPickerViewControllerDelegate", "PHPickerConfiguration",
            "PHPickerFilter", "PHPickerResult", "NSItemProvider", "SwiftUI", "UIHostingController",
            "UIPrintInteractionController", "UIPrintInteractionControllerDelegate", "UIBarButtonItem",
            "UIPopoverPresentationController",
        ]
    }

    /// The generated bodies' locals (``Local``), and `self`, which their closures capture weakly.
    package var generatedLocals: Set<String> { Set(Local.allCases.map(\.rawValue) + ["self"]) }

    package var askingScreen: String { Local.shown.rawValue }

    /// Names a `UIViewController` subclass cannot redeclare as a stored property: the SDK's instance properties of
    /// `UIViewController`, `UIResponder` and `NSObject` (``sdkScreenClassMembers``, recorded from the SDK), the
    /// runtime's `coordinator`, and properties that SDKs newer than the recorded one added.
    package let screenClassMembers: Set<String> = Self.sdkScreenClassMembers.union([
        "coordinator", "traitOverrides", "contentUnavailableConfiguration", "contentUnavailableConfigurationState",
    ])

    /// The methods of `UIViewController` and `UIResponder` an app's screen overrides or calls most, and the base
    /// class's own `dismiss(animated:completion:)`.
    package var screenClassMethods: Set<String> {
        [
            "dismiss", "present", "show", "showDetailViewController", "loadView", "loadViewIfNeeded", "viewDidLoad",
            "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "viewWillLayoutSubviews",
            "viewDidLayoutSubviews", "prepare", "performSegue", "shouldPerformSegue", "addChild", "removeFromParent",
            "willMove", "didMove", "setEditing", "becomeFirstResponder", "resignFirstResponder",
            "traitCollectionDidChange",
            "viewWillTransition", "updateViewConstraints", "setNeedsStatusBarAppearanceUpdate",
        ]
    }

    package var actionSheetTakesSender: Bool { true }

    package var imageType: String { UIKitNames.image }

    package var activityType: String { UIKitNames.activity }

    package func isSender(_ type: SwiftType, prefix: String) -> Bool {
        type.isPopoverSourceItem || type.isExistential(of: RuntimeTypes(prefix: prefix).popoverSource)
    }

    package func namesFrameworkType(_ type: SwiftType) -> Bool { type.mentionsUIKit }

    package var coordinatorMembers: Set<String> { RuntimeNames.reservedMembers }

    package var unwrappedScreenMember: String { RuntimeNames.presentingFlow }

    package func runtimeTypes(prefix: String) -> [String] { RuntimeTypes(prefix: prefix).all }

    package func fixedFiles(prefix: String) -> [(stem: String, holds: String)] {
        let runtime = RuntimeTypes(prefix: prefix)
        return [
            (runtime.coordinator, "the Coordinator runtime"),
            (runtime.storyboarded, "the Storyboarded protocol"),
            (runtime.resultWaiter, "the result waiter of an app with view models"),
            (Constants.protocolsFileStem, "the action protocols"),
        ]
    }

    /// No screen's file can take these names ('+' is in no Swift name), but their length counts.
    package func runtimePartFiles(for manifest: Manifest, prefix: String) -> [String] {
        let runtime = RuntimeTypes(prefix: prefix)
        return RuntimePart.allCases.filter { $0.isUsed(by: manifest) }.map { $0.fileStem(runtime) }
    }

    package func runtimePartTypes(for manifest: Manifest, prefix: String) -> [(
        name: String, origin: String, offset: Int
    )] {
        let runtime = RuntimeTypes(prefix: prefix)
        var types: [(name: String, origin: String, offset: Int)] = []
        let first = manifest.firstNavigations()
        if let camera = first[.camera] {
            types.append((runtime.cameraSession, "the camera's delegate", camera.offset))
        }
        if let picker = first[.photoPicker] {
            types.append((runtime.photoPickerSession, "the photo picker's delegate", picker.offset))
        }
        if let export = first[.exportFiles] {
            types.append((runtime.fileExportPicker, "the export's document picker", export.offset))
        }
        if let importing = first[.importFiles] {
            types.append((runtime.fileImportPicker, "the import's document picker", importing.offset))
        }
        if let safari = first[.safari] {
            types.append((runtime.safariPage, "the web page's view controller", safari.offset))
        }
        if let mail = first[.mail] {
            types.append((runtime.mailComposer, "the mail compose sheet", mail.offset))
            types.append((runtime.mailOutcome, "the mail's outcome", mail.offset))
        }
        if let signIn = first[.webAuthentication] {
            types.append((runtime.webSignIn, "the web sign-in", signIn.offset))
        }
        if let job = first[.print] {
            types.append((runtime.printSession, "the print options' delegate", job.offset))
        }
        if RuntimePart.popoverSources.isUsed(by: manifest), let sender = manifest.firstSenderAction {
            types.append((runtime.popoverSource, "what popovers point at below iOS 16", sender))
        }
        if let adaptive = manifest.compactStyles.first {
            types.append((runtime.compactAdaptation, "the compact style's delegate", adaptive.offset))
        }
        if let route = manifest.routes.first {
            types += runtime.routes.map { ($0, "the routes' runtime", route.offset) }
            if RuntimePart.linkValues.isUsed(by: manifest) {
                types.append((runtime.routeLinkValue, "the routes' runtime", route.offset))
            }
            if RuntimePart.payloads.isUsed(by: manifest) {
                types.append((runtime.routePayload, "the routes' runtime", route.offset))
            }
        }
        return types
    }

    package var routeTypes: [String: String] {
        Dictionary(uniqueKeysWithValues: RouteOpeningTranslator.declaredNames.map { ($0, "opens routes") })
    }

    package func routeLocals(prefix: String) -> Set<String> {
        [RuntimeTypes(prefix: prefix).routeLink, RouteTranslator.incoming]
    }

    /// UIKit generates something for every key of the manifest, and every value, but for a restorable navigation,
    /// which is SwiftUI's (UIKit restores with its own state restoration).
    package func generates(key: String) -> Bool { key != "manifest.restorable" }

    package func generates(value: String, of key: String) -> Bool { true }

    package var minimumTarget: (version: IOSVersion, reason: String) {
        (.minimum, "a flow's result is awaited with a CheckedContinuation")
    }

    package var schemaDescriptions: [String: String] {
        [
            "camera.runs":
                "The action of the same screen run once the camera has gone, with image (UIImage?: the photo, or nil "
                + "when the person cancels or the device has no camera) and this action's parameters by name.",
            "print.item":
                "The action's parameter that holds what is printed: a URL, Data or UIImage, or an array of one of them.",
        ]
    }

    package func translate(_ model: AppModel, header: [String]) -> [TranslatedFile] {
        Translator.files(for: model, header: header, module: module)
    }

    package func testDoubles(_ model: AppModel, header: [String]) -> TranslatedFile? {
        TestDoubleTranslator.file(for: model, header: header)
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

    /// The image the camera gives.
    static let image = "UIImage"

    /// An activity of the app's own that a share sheet offers.
    static let activity = "UIActivity"

    /// `MapViewControllerDelegate`: what the screen `Map` tells the container that embeds it.
    static func delegateProtocol(_ screen: String) -> String { viewController(screen) + "Delegate" }
}
