// Every UIKit declaration that coordgen's generated code and scaffolds rely on, used with explicit types. It
// type-checks against both the stand-in (Tests/UIKitStandIn) and Apple's SDK (StandInProbeTests), in Swift 6 with
// warnings as errors, so a stand-in signature that drifts from Apple's fails a test. A declaration the generator
// starts to use belongs here.

import AuthenticationServices
import MessageUI
import SafariServices
import UIKit
import UniformTypeIdentifiers

/// `T` is `Sendable`.
func requireSendable<T: Sendable>(_ type: T.Type) {}

/// `await` on a member of a main-actor type from outside the main actor: it needs the `await` only if the type is
/// `@MainActor` (otherwise the `await` is a warning, and the probe fails).
nonisolated func requireMainActor(_ viewController: UIViewController, _ stack: UINavigationController) async {
    _ = await viewController.title
    _ = await stack.viewControllers
}

@MainActor
final class ProbeNavigationDelegate:
    NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate
{
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
final class ProbeViewController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag, completion: completion)
    }
}

@MainActor
final class ProbeStack: UINavigationController {
    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        super.setViewControllers(viewControllers, animated: animated)
    }

    override var viewControllers: [UIViewController] {
        get { super.viewControllers }
        set { super.viewControllers = newValue }
    }
}

@MainActor
func probeViewController(_ screen: UIViewController, _ other: UIViewController) {
    let view: UIView = screen.view
    let title: String? = screen.title
    screen.title = title
    let stack: UINavigationController? = screen.navigationController
    let tabs: UITabBarController? = screen.tabBarController
    let parent: UIViewController? = screen.parent
    let children: [UIViewController] = screen.children
    let presented: UIViewController? = screen.presentedViewController
    let presenting: UIViewController? = screen.presentingViewController
    let presentation: UIPresentationController? = screen.presentationController
    let storyboard: UIStoryboard? = screen.storyboard
    let beingDismissed: Bool = screen.isBeingDismissed
    let beingPresented: Bool = screen.isBeingPresented
    let movingFromParent: Bool = screen.isMovingFromParent
    let movingToParent: Bool = screen.isMovingToParent
    let transition: (any UIViewControllerTransitionCoordinator)? = screen.transitionCoordinator
    let item: UITabBarItem = screen.tabBarItem
    screen.tabBarItem = item
    screen.modalPresentationStyle = UIModalPresentationStyle.pageSheet
    let style: UIModalPresentationStyle = screen.modalPresentationStyle
    let styles: [UIModalPresentationStyle] = [.automatic, .fullScreen, .pageSheet, .formSheet, .overFullScreen]
    screen.modalTransitionStyle = UIModalTransitionStyle.crossDissolve
    let transitions: [UIModalTransitionStyle] = [.coverVertical, .flipHorizontal, .crossDissolve, .partialCurl]
    screen.isModalInPresentation = true
    let modalInPresentation: Bool = screen.isModalInPresentation
    screen.loadViewIfNeeded()
    screen.addChild(other)
    other.didMove(toParent: screen)
    other.willMove(toParent: nil)
    other.removeFromParent()
    let container = UIView()
    container.addSubview(other.view)
    other.view.removeFromSuperview()
    let completion: (() -> Void)? = nil
    screen.present(other, animated: true, completion: completion)
    screen.dismiss(animated: false, completion: completion)
    screen.dismiss(animated: true)
    if #available(iOS 15.0, *) {
        let sheet: UISheetPresentationController? = screen.sheetPresentationController
        sheet?.detents = [UISheetPresentationController.Detent.medium(), .large()]
    }
    _ = (view, stack, tabs, parent, children, presented, presenting, presentation, storyboard, transition)
    _ = (style, styles, transitions, modalInPresentation)
    _ = (beingDismissed, beingPresented, movingFromParent, movingToParent)
}

@MainActor
func probeNavigationController(_ screen: UIViewController, _ other: UIViewController) {
    let stack = UINavigationController(rootViewController: screen)
    let empty = UINavigationController(nibName: nil, bundle: nil)
    let screens: [UIViewController] = stack.viewControllers
    stack.viewControllers = screens
    stack.setViewControllers([screen, other], animated: true)
    stack.pushViewController(other, animated: true)
    let popped: UIViewController? = stack.popViewController(animated: true)
    let poppedTo: [UIViewController]? = stack.popToViewController(screen, animated: false)
    let poppedToRoot: [UIViewController]? = stack.popToRootViewController(animated: true)
    let top: UIViewController? = stack.topViewController
    let delegate = ProbeNavigationDelegate()
    stack.delegate = delegate
    let currentDelegate: (any UINavigationControllerDelegate)? = stack.delegate
    stack.presentationController?.delegate = delegate
    let presentationDelegate: (any UIAdaptivePresentationControllerDelegate)? =
        stack.presentationController?.delegate
    let presentedByIt: UIViewController? = stack.presentationController?.presentedViewController
    _ = (empty, popped, poppedTo, poppedToRoot, top, currentDelegate, presentationDelegate, presentedByIt)
}

@MainActor
func probeTransition(_ transition: any UIViewControllerTransitionCoordinator) {
    let interactive: Bool = transition.isInteractive
    let initiallyInteractive: Bool = transition.initiallyInteractive
    let cancelled: Bool = transition.isCancelled
    let from: UIViewController? = transition.viewController(forKey: UITransitionContextViewControllerKey.from)
    let whenDone: @MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void = { context in
        _ = context.isCancelled
    }
    let accepted: Bool = transition.animate(alongsideTransition: nil, completion: whenDone)
    transition.notifyWhenInteractionChanges(whenDone)
    _ = (interactive, initiallyInteractive, cancelled, from, accepted)
}

@MainActor
func probeTabsAndWindows(_ screen: UIViewController, _ other: UIViewController) {
    let tabs = UITabBarController()
    tabs.setViewControllers([screen, other], animated: false)
    tabs.viewControllers = [screen]
    let all: [UIViewController]? = tabs.viewControllers
    tabs.selectedIndex = 0
    let index: Int = tabs.selectedIndex
    let selected: UIViewController? = tabs.selectedViewController
    let named = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
    let system = UITabBarItem(tabBarSystemItem: UITabBarItem.SystemItem.favorites, tag: 1)
    let items: [UITabBarItem.SystemItem] = [
        .favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks, .search, .downloads, .mostRecent,
        .mostViewed,
    ]
    let window = UIWindow(frame: .zero)
    window.rootViewController = tabs
    let root: UIViewController? = window.rootViewController
    window.makeKeyAndVisible()
    let animations: (() -> Void)? = nil
    UIView.transition(
        with: window, duration: 0.3, options: UIView.AnimationOptions.transitionCrossDissolve, animations: animations)
    _ = (all, index, selected, named, system, items, root)
}

@MainActor
func probeStoryboards(_ segue: UIStoryboardSegue) {
    let storyboard = UIStoryboard(name: "Main", bundle: Bundle.main)
    let creator: (NSCoder) -> ProbeViewController? = { coder in ProbeViewController(coder: coder) }
    let made: ProbeViewController = storyboard.instantiateViewController(identifier: "Home", creator: creator)
    let destination: UIViewController = segue.destination
    let identifier: String? = segue.identifier
    _ = (made, destination, identifier)
}

/// Alerts and action sheets, and what an action sheet's popover points at (`sourceItem`: iOS 16).
@available(iOS 16.0, *)
@MainActor
func probeAlerts(_ screen: UIViewController, _ view: UIView, _ button: UIBarButtonItem) {
    let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: UIAlertController.Style.alert)
    let sheet = UIAlertController(title: nil, message: "Sort", preferredStyle: UIAlertController.Style.actionSheet)
    let configure: ((UITextField) -> Void)? = { (field: UITextField) in
        field.placeholder = "Name"
        field.isSecureTextEntry = true
        field.keyboardType = .numberPad
        field.keyboardType = .decimalPad
    }
    alert.addTextField(configurationHandler: configure)
    alert.addTextField()
    let text: String? = alert.textFields?[0].text
    let handler: ((UIAlertAction) -> Void)? = { (action: UIAlertAction) in
        _ = action.title
    }
    let styles: [UIAlertAction.Style] = [.default, .cancel, .destructive]
    alert.addAction(UIAlertAction(title: "OK", style: UIAlertAction.Style.default, handler: handler))
    alert.addAction(UIAlertAction(title: "Cancel", style: UIAlertAction.Style.cancel))
    let source: any UIPopoverPresentationControllerSourceItem = view
    let item: any UIPopoverPresentationControllerSourceItem = button
    let popover: UIPopoverPresentationController? = sheet.popoverPresentationController
    popover?.sourceItem = source
    screen.present(alert, animated: true)
    let actions: [UIAlertAction] = alert.actions
    let style: UIAlertController.Style = alert.preferredStyle
    let message: String? = alert.message
    _ = (text, styles, item, actions, style, message)
}

/// The share sheet and what it tells when it has gone.
@available(iOS 16.0, *)
@MainActor
func probeShareSheet(_ screen: UIViewController, _ view: UIView) {
    let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
    let handler: UIActivityViewController.CompletionWithItemsHandler? = {
        (activity: UIActivity.ActivityType?, completed: Bool, items: [Any]?, error: (any Error)?) in
        let raw: String? = activity?.rawValue
        _ = (raw, completed, items, error)
    }
    share.completionWithItemsHandler = handler
    share.popoverPresentationController?.sourceItem = view
    screen.present(share, animated: true)
}

/// What the system hands a scene from outside the app: a universal link's activity and a home-screen quick action.
/// Not main-actor bound: routes read them where the system calls.
func probeEntryPoints(_ url: URL) {
    let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
    activity.webpageURL = url
    let type: String = activity.activityType
    let link: URL? = activity.webpageURL
    let item = UIApplicationShortcutItem(
        type: "link", localizedTitle: "Inbox", localizedSubtitle: nil, icon: nil,
        userInfo: ["link": url.absoluteString as NSString])
    let info: [String: any NSSecureCoding]? = item.userInfo
    let read = info?["link"] as? String
    let itemType: String = item.type
    let title: String = item.localizedTitle
    let subtitle: String? = item.localizedSubtitle
    let icon: UIApplicationShortcutIcon? = item.icon
    _ = (type, link, read, itemType, title, subtitle, icon)
}

func probeSendable() {
    requireSendable(UIModalPresentationStyle.self)
    requireSendable(UITabBarItem.SystemItem.self)
    requireSendable(UIViewController.self)
    requireSendable(UINavigationController.self)
}

/// The camera: a delegate that adopts both protocols (UIKit keeps it weakly), the source checked before it is set,
/// and the picture read from the info dictionary.
@MainActor
final class ProbeCameraDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        let image: UIImage? = info[.originalImage] as? UIImage
        let presenting: UIViewController? = picker.presentingViewController
        presenting?.dismiss(animated: true) { _ = image }
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

@MainActor
func probeCamera(_ screen: UIViewController, _ delegate: ProbeCameraDelegate) {
    let available: Bool = UIImagePickerController.isSourceTypeAvailable(.camera)
    let picker = UIImagePickerController()
    if available {
        picker.sourceType = .camera
    }
    picker.delegate = delegate
    let overlay = UIView(frame: .zero)
    overlay.isHidden = true
    overlay.isUserInteractionEnabled = false
    picker.cameraOverlayView = overlay
    picker.modalPresentationStyle = .fullScreen
    screen.present(picker, animated: true)
}

/// A custom presentation: the screen keeps its transitioning delegate (UIKit holds it weakly), and the stack it is
/// presented in takes it, with the style, before it is presented.
@MainActor
final class ProbeTransition: NSObject, UIViewControllerTransitioningDelegate {}

@MainActor
func probeCustomPresentation(_ screen: UIViewController, _ stack: UINavigationController, _ kept: ProbeTransition) {
    screen.transitioningDelegate = kept
    stack.modalPresentationStyle = .custom
    stack.transitioningDelegate = screen.transitioningDelegate
    let delegate: (any UIViewControllerTransitioningDelegate)? = stack.transitioningDelegate
    _ = delegate
}

/// Exporting files: a subclass of the document picker made with the exporting initializer, its own delegate (UIKit
/// keeps the delegate weakly) and its presentation's, told the destinations or a cancel. The initializer needs iOS 14.
@available(iOS 14.0, *)
@MainActor
final class ProbeExportPicker: UIDocumentPickerViewController, UIDocumentPickerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    init(files: [URL]) {
        super.init(forExporting: files, asCopy: true)
        delegate = self
        let multiple: Bool = allowsMultipleSelection
        _ = multiple
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("not from a storyboard")
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        let presenting: UIViewController? = controller.presentingViewController
        if !controller.isBeingDismissed, presenting?.presentedViewController === controller {
            presenting?.dismiss(animated: true)
        }
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

@available(iOS 14.0, *)
@MainActor
func probeFileExport(_ screen: UIViewController, _ url: URL) {
    let picker = ProbeExportPicker(files: [url])
    picker.presentationController?.delegate = picker
    screen.present(picker, animated: true)
    let moving = UIDocumentPickerViewController(forExporting: [url])
    let delegate: (any UIDocumentPickerDelegate)? = moving.delegate
    _ = delegate
}

/// Opening files: a subclass made with the opening initializer (iOS 14), of types from their identifiers, which may
/// pick several files.
@available(iOS 14.0, *)
@MainActor
final class ProbeImportPicker: UIDocumentPickerViewController {
    init(identifiers: [String]) {
        let types: [UTType] = identifiers.compactMap { UTType($0) }
        super.init(forOpeningContentTypes: types, asCopy: true)
        allowsMultipleSelection = true
        let known: [UTType] = [.item, .image, .pdf, .plainText]
        let identifier: String = known[0].identifier
        _ = identifier
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("not from a storyboard")
    }
}

@available(iOS 14.0, *)
@MainActor
func probeFileImport(_ screen: UIViewController) {
    screen.present(ProbeImportPicker(identifiers: ["com.adobe.pdf"]), animated: true)
    let original = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
    _ = original
}

/// Web pages: a subclass of Safari's view controller made with its designated initializer, its own delegate and its
/// presentation's, that hears Done and its own disappearance.
@MainActor
final class ProbeSafariPage: SFSafariViewController, @preconcurrency SFSafariViewControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    init(url: URL) {
        super.init(url: url, configuration: SFSafariViewController.Configuration())
        delegate = self
        let style: SFSafariViewController.DismissButtonStyle = dismissButtonStyle
        _ = style
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("not from a storyboard")
    }

    func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        let leaving: Bool = isBeingDismissed
        _ = leaving
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
func probeSafari(_ screen: UIViewController, _ url: URL) {
    let page = ProbeSafariPage(url: url)
    page.presentationController?.delegate = page
    screen.present(page, animated: true)
    let plain = SFSafariViewController(url: url)
    let delegate: (any SFSafariViewControllerDelegate)? = plain.delegate
    _ = delegate
}

/// Mail: a subclass of the compose sheet made with `init()` through a convenience initializer, its own delegate and
/// its presentation's, filled with recipients, a subject and a plain body, and dismissed by its delegate.
@MainActor
final class ProbeMailComposer: MFMailComposeViewController, @preconcurrency MFMailComposeViewControllerDelegate,
    UIAdaptivePresentationControllerDelegate
{
    private var animated = true

    convenience init(animated: Bool) {
        self.init()
        self.animated = animated
        mailComposeDelegate = self
        setToRecipients(["ada@example.com"])
        setSubject("Hello")
        setMessageBody("Hi", isHTML: false)
    }

    func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {
        let results: [MFMailComposeResult] = [.sent, .saved, .cancelled, .failed]
        _ = results.contains(result)
        presentingViewController?.dismiss(animated: animated)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

@MainActor
func probeMail(_ screen: UIViewController) {
    let canSend: Bool = MFMailComposeViewController.canSendMail()
    if canSend {
        let mail = ProbeMailComposer(animated: true)
        mail.presentationController?.delegate = mail
        screen.present(mail, animated: true)
    }
}

/// Signing in on the web: a main-actor presentation context for a session, which starts it with a sendable completion
/// handler that goes back to the main actor, and the window of a view controller's view as the anchor.
@MainActor
final class ProbeWebSignIn: NSObject, @preconcurrency ASWebAuthenticationPresentationContextProviding {
    private weak var window: UIWindow?
    private var session: ASWebAuthenticationSession?

    init(showing viewController: UIViewController) {
        window = viewController.view.window
        super.init()
    }

    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        window ?? ASPresentationAnchor(frame: .zero)
    }

    func start(_ url: URL) -> Bool {
        let session = ASWebAuthenticationSession(url: url, callbackURLScheme: "probe") { @Sendable [self] callback, _ in
            Task { @MainActor in
                self.finish(callback)
            }
        }
        session.presentationContextProvider = self
        session.prefersEphemeralWebBrowserSession = true
        self.session = session
        return session.start()
    }

    private func finish(_ callback: URL?) {
        session = nil
        _ = callback
    }
}

/// A popover's adaptation to a compact width: a delegate that answers a style for the traits UIKit passes, and the
/// traits a view controller has.
@MainActor
final class ProbeAdaptation: NSObject, UIAdaptivePresentationControllerDelegate {
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        let presented: UIViewController = controller.presentedViewController
        _ = presented
        return traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }
}

@MainActor
func probeAdaptation(_ screen: UIViewController, _ controller: UIPresentationController) {
    let adaptation = ProbeAdaptation()
    controller.delegate = adaptation
    let traits: UITraitCollection = screen.traitCollection
    let regular = UITraitCollection(horizontalSizeClass: .regular)
    let sizeClasses: [UIUserInterfaceSizeClass] = [.unspecified, .compact, regular.horizontalSizeClass]
    let styles: [UIModalPresentationStyle] = [.overFullScreen, .none]
    let answer: UIModalPresentationStyle = adaptation.adaptivePresentationStyle(
        for: controller, traitCollection: traits)
    _ = (sizeClasses, styles, answer)
}

/// A split view: a subclass made with a column style (iOS 14), its columns' view controllers set and read back, and
/// the split view a column's stack finds among its ancestors.
@available(iOS 14.0, *)
@MainActor
final class ProbeSplit: UISplitViewController {
    init(primary: UINavigationController, secondary: UINavigationController, compact: UINavigationController) {
        super.init(style: .doubleColumn)
        setViewController(primary, for: .primary)
        setViewController(secondary, for: .secondary)
        setViewController(compact, for: .compact)
        let styles: [UISplitViewController.Style] = [style, .tripleColumn, .unspecified]
        let columns: [UISplitViewController.Column] = [.supplementary]
        let collapsed: Bool = isCollapsed
        _ = (styles, columns, collapsed)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("not from a storyboard")
    }
}

@available(iOS 14.0, *)
@MainActor
func probeSplit(_ stack: UINavigationController) -> Bool {
    guard let split: UISplitViewController = stack.splitViewController else { return false }
    let secondary: UIViewController? = split.viewController(for: .secondary)
    return split.viewController(for: .primary) === stack && secondary != nil
}
