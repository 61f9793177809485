import Generator
import Templates

/// The names of the types the runtime declares. A manifest's `runtimePrefix` goes in front of each, so generated code
/// can live beside an app's own `Coordinator` protocol.
package struct RuntimeTypes: Equatable, Sendable {
    /// The protocol every coordinator conforms to: `Coordinator`.
    package let coordinator: String
    /// The delegate of the stacks a coordinator owns: `NavigationObserver`.
    package let navigationObserver: String
    /// The protocol of view controllers created from storyboards: `Storyboarded`.
    package let storyboarded: String
    /// The navigation controller coordgen presents: `FlowNavigationController`.
    package let flowNavigationController: String
    /// The protocol of flows that hand a result back: `ResultReturning`.
    package let resultReturning: String
    /// What resumes a task awaiting a flow's result: `ResultWaiter`.
    package let resultWaiter: String
    /// The class that switches an app's top-level flows, `AppCoordinator`, and the enum of those flows, `AppFlow`.
    /// Not part of the runtime (only apps with top-level flows declare them), but prefixed like it, so a library's
    /// app coordinator does not meet the app's own.
    package let appCoordinator: String
    package let appFlow: String
    /// The enum of an app's routes, `AppRoute`, which only an app with routes declares; prefixed like the app
    /// coordinator.
    package let appRoute: String
    /// The enum of an app's actions, `AppAction`, which only an app with `app.actions` declares; prefixed like the app
    /// coordinator.
    package let appAction: String
    /// One navigation as the app's analytics hook hears it, `NavigationReport`, which only an app with `analytics`
    /// declares; prefixed like the app coordinator.
    package let navigationReport: String
    /// The camera's delegate, `CameraSession`, which only an app that shows the camera declares (in the runtime's
    /// part for the camera).
    package let cameraSession: String
    /// The photo picker's delegate, `PhotoPickerSession`, which only an app that shows the picker declares (in the
    /// runtime's part for it).
    package let photoPickerSession: String
    /// The document picker that exports files and is its own delegate, `FileExportPicker`, which only an app that
    /// exports files declares (in the runtime's part for exports).
    package let fileExportPicker: String
    /// The document picker that opens files and is its own delegate, `FileImportPicker`, which only an app that
    /// imports files declares (in the runtime's part for imports).
    package let fileImportPicker: String
    /// Safari's view controller that tells when the person has closed it, `SafariPage`, which only an app that shows
    /// web pages declares (in the runtime's part for them).
    package let safariPage: String
    /// The mail compose sheet that is its own delegate, `MailComposer`, which only an app that shows it declares (in
    /// the runtime's part for mail).
    package let mailComposer: String
    /// How a mail ended, `MailOutcome` (in the runtime's Foundation-only part for it).
    package let mailOutcome: String
    /// A sign-in on the web, `WebSignIn`, which only an app that signs in on the web declares (in the runtime's part
    /// for it).
    package let webSignIn: String
    /// The print options' delegate, `PrintSession`, which only an app that prints declares (in the runtime's part for
    /// it).
    package let printSession: String
    /// The delegate of the popovers and sheets that adapt to a compact width with a style of their own,
    /// `CompactAdaptation`, which only an app with one declares (in the runtime's part for them).
    package let compactAdaptation: String
    /// What opens routes, which only an app with routes declares (in the runtime's part for routes): the protocol of
    /// an app's routes, `RouteTable`; the opening, `RouteOpening`; a step of a way, `RouteAction`; and the protocols
    /// of the opening's outcome, `RouteOutcome` and `RouteRejection`.
    package let routeTable: String
    package let routeOpening: String
    package let routeAction: String
    package let routeOutcome: String
    package let routeRejection: String
    /// A link's parts as routes read and build them, `RouteLink` (in the runtime's part for links, which imports
    /// Foundation only, as `AppRoute` does).
    package let routeLink: String
    /// What converts a route's `URL` or app type to a link's text and back, `RouteLinkValue` (in the runtime's part for
    /// such values, which imports Foundation only).
    package let routeLinkValue: String
    /// What reads route values from an entry point's payload, `RoutePayload` (in the runtime's part for payloads, which
    /// imports Foundation only).
    package let routePayload: String
    /// What a popover points at below iOS 16, `PopoverSource`, which only such an app with an action that takes a
    /// sender declares (in the runtime's part for popover sources).
    package let popoverSource: String

    /// The names with `prefix` in front; the standard names for an empty prefix.
    package init(prefix: String = "") {
        let app = AppTypeNames(prefix: prefix)
        coordinator = prefix + "Coordinator"
        navigationObserver = prefix + "NavigationObserver"
        storyboarded = prefix + "Storyboarded"
        flowNavigationController = prefix + "FlowNavigationController"
        resultReturning = prefix + "ResultReturning"
        resultWaiter = app.resultWaiter
        appCoordinator = app.appCoordinator
        appFlow = app.appFlow
        appRoute = app.appRoute
        appAction = app.appAction
        navigationReport = app.navigationReport
        cameraSession = prefix + "CameraSession"
        photoPickerSession = prefix + "PhotoPickerSession"
        fileExportPicker = prefix + "FileExportPicker"
        fileImportPicker = prefix + "FileImportPicker"
        safariPage = prefix + "SafariPage"
        mailComposer = prefix + "MailComposer"
        mailOutcome = app.mailOutcome
        webSignIn = prefix + "WebSignIn"
        printSession = prefix + "PrintSession"
        compactAdaptation = prefix + "CompactAdaptation"
        routeTable = prefix + "RouteTable"
        routeOpening = prefix + "RouteOpening"
        routeAction = prefix + "RouteAction"
        routeOutcome = prefix + "RouteOutcome"
        routeRejection = prefix + "RouteRejection"
        routeLink = prefix + "RouteLink"
        routeLinkValue = prefix + "RouteLinkValue"
        routePayload = prefix + "RoutePayload"
        popoverSource = prefix + "PopoverSource"
    }

    /// Every name, in the order the runtime declares them.
    package var all: [String] {
        [coordinator, navigationObserver, storyboarded, flowNavigationController, resultReturning, resultWaiter]
    }

    /// The types the runtime's parts for routes declare, in the order they declare them.
    package var routes: [String] { [routeOutcome, routeRejection, routeTable, routeAction, routeOpening, routeLink] }
}

/// Names declared by the runtime templates, shared with the code that calls them.
///
/// Generated coordinators call these members; the generator also refuses manifest names that would clash with them.
package enum RuntimeNames {
    package static let childCoordinators = "childCoordinators"
    package static let navigationController = "navigationController"
    package static let parentCoordinator = "parentCoordinator"
    package static let rootViewController = "rootViewController"
    package static let navigationObserverProperty = "navigationObserver"
    package static let topNavigationController = "topNavigationController"

    package static let start = "start"
    package static let childDidFinish = "childDidFinish"
    package static let childDidEnd = "childDidEnd"
    package static let startChild = "startChild"
    package static let showFirstScreen = "showFirstScreen"
    package static let presentInNavigationController = "presentInNavigationController"
    package static let finish = "finish"
    package static let dismissTopStack = "dismissTopStack"
    /// What the dismiss of a screen presented without a navigation controller calls.
    package static let dismissPresentedScreen = "dismissPresentedScreen"
    /// The base class member of a screen presented without a navigation controller that keeps the flow that presented
    /// it.
    package static let presentingFlow = "presentingFlow"
    package static let popToFirstScreen = "popToFirstScreen"
    /// What an app object's `perform(_:)` calls: runs an app action on the flow on screen.
    package static let runOnFlowOnScreen = "runOnFlowOnScreen"
    /// The app coordinator's coordinators at the root of the flow on screen.
    package static let currentFlowCoordinators = "coordinators"
    /// The method of the app's root, tab bar or app coordinator that runs an app action.
    package static let perform = "perform"
    /// What an action that chooses calls: waits for your code's choice, then runs the chosen action.
    package static let choose = "choose"
    /// Cancels the choice a flow waits for, once the flow has ended.
    package static let endChoices = "endChoices"
    /// What every action of an app with `analytics` runs its navigation through: `NavigationReport.report`.
    package static let report = "report"
    /// The method of every flow that runs an app action on it at once.
    package static let runAppAction = "run"
    package static let isShowingScreens = "isShowingScreens"
    package static let shownScreen = "shownScreen"
    package static let endFlowsThatLeftOnNextTurn = "endFlowsThatLeftOnNextTurn"
    package static let endFlowsThatLeft = "endFlowsThatLeft"
    package static let removeChildrenThatLeft = "removeChildrenThatLeft"
    package static let stacksPresented = "stacksPresented"
    package static let ownPresentedStack = "ownPresentedStack"
    package static let instantiate = "instantiate"
    package static let returnResults = "returnResults"
    package static let returnResult = "returnResult"
    package static let onResult = "onResult"
    package static let result = Constants.flowResult
    package static let finishedWith = "finishedWith"
    package static let onFollowUp = "onFollowUp"
    package static let chosenFollowUp = "chosenFollowUp"
    package static let presentAlert = "presentAlert"
    package static let presentShareSheet = "presentShareSheet"
    package static let runOnceGone = "runOnceGone"
    package static let presentCamera = "presentCamera"
    package static let presentPhotoPicker = "presentPhotoPicker"
    package static let presentFileExport = "presentFileExport"
    package static let presentFileImport = "presentFileImport"
    package static let presentSafari = "presentSafari"
    package static let presentMail = "presentMail"
    package static let presentWebAuthentication = "presentWebAuthentication"
    package static let presentPrint = "presentPrint"
    /// What points a popover at its sender below iOS 16.
    package static let pointPopover = "pointPopover"
    package static let runningFlow = "runningFlow"
    /// What brings back a flow that keeps its state, and the property of the coordinator that keeps one:
    /// `keptSettingsCoordinator`.
    package static let bringBack = "bringBack"
    package static let letStartedFlowsGo = "letStartedFlowsGo"
    static func keptFlow(_ coordinator: String) -> String { "kept" + Constants.coordinator(coordinator) }
    package static let bringForward = "bringForward"
    package static let appRootCoordinators = "appRootCoordinators"
    package static let selectTab = "selectTab"
    package static let startInColumn = "startInColumn"
    package static let columnNavigationController = "columnFlowNavigationController"
    package static let columnSplit = "columnSplit"
    package static let flowInColumn = "flowInColumn"
    package static let replaceFirstScreen = "replaceFirstScreen"
    /// What a flow that decides its first screen declares: the enum of its choices, the method the user writes, and
    /// the generated ones that make the chosen screen and show it.
    package static let firstScreenType = Constants.firstScreenType
    package static let decideFirstScreen = "decideFirstScreen"
    package static let makeFirstScreen = "makeFirstScreen"
    package static let showDecidedFirstScreen = "showDecidedFirstScreen"
    /// What a flow that decides its first screen behind a placeholder declares, for a route that ends at it: the
    /// method that runs code once it has decided, and what it keeps until then.
    package static let whenFirstScreenDecided = "whenFirstScreenDecided"
    package static let firstScreenWaiters = "firstScreenWaiters"
    /// The task that awaits the decision behind a placeholder, which the flow cancels when it ends.
    package static let firstScreenDecision = "firstScreenDecision"
    /// The weak link from every coordinator of an app with top-level flows to the app coordinator.
    package static let appCoordinator = "appCoordinator"
    /// What coordinators and screens of an app with `dependencies` keep and hand down.
    package static let dependencies = Constants.dependencies

    /// Every member name a coordinator gets from the `Coordinator` protocol and its extension.
    package static let coordinatorMembers: [String] = [
        childCoordinators, navigationController, parentCoordinator, rootViewController, navigationObserverProperty,
        topNavigationController, start, childDidFinish, childDidEnd, startChild, showFirstScreen,
        presentInNavigationController, popToFirstScreen, finish, dismissTopStack, isShowingScreens, endFlowsThatLeft,
        removeChildrenThatLeft, stacksPresented, ownPresentedStack, returnResults, shownScreen,
        endFlowsThatLeftOnNextTurn,
    ]

    /// The members coordgen adds to a coordinator whose flow has a result, which an action or parameter must not
    /// take either. (`result` itself: a parameter may take it, but an action may not, since `result()` would clash
    /// with the property.)
    package static let resultMembers: [String] = [onResult, returnResult, finishedWith]

    /// The members coordgen adds to a coordinator whose finishes name a `then`.
    package static let followUpMembers: [String] = [onFollowUp, chosenFollowUp]

    /// The members the runtime's part for alerts and share sheets adds to every coordinator.
    package static let presentingMembers: [String] = [presentAlert, presentShareSheet, runOnceGone]

    /// The members the runtime's part for screens presented without a navigation controller adds to every
    /// coordinator.
    package static let unwrappedMembers: [String] = [dismissPresentedScreen]

    /// The members the runtime's part for the camera adds to every coordinator.
    package static let cameraMembers: [String] = [presentCamera]

    /// The members the runtime's part for the photo picker adds to every coordinator.
    package static let photoPickerMembers: [String] = [presentPhotoPicker]

    /// The members the runtime's part for exporting files adds to every coordinator.
    package static let fileExportMembers: [String] = [presentFileExport]

    /// The members the runtime's part for importing files adds to every coordinator.
    package static let fileImportMembers: [String] = [presentFileImport]

    /// The members the runtime's part for web pages adds to every coordinator.
    package static let safariMembers: [String] = [presentSafari]

    /// The members the runtime's part for mail adds to every coordinator.
    package static let mailMembers: [String] = [presentMail]

    /// The members the runtime's part for signing in on the web adds to every coordinator.
    package static let webAuthenticationMembers: [String] = [presentWebAuthentication]

    /// The members the runtime's part for printing adds to every coordinator.
    package static let printMembers: [String] = [presentPrint]

    /// The members the runtime's part for popover sources (below iOS 16) adds to every coordinator.
    package static let popoverSourceMembers: [String] = [pointPopover]

    /// The members the runtime's part for split views adds to every coordinator.
    package static let splitMembers: [String] = [startInColumn, columnNavigationController, columnSplit, flowInColumn]

    /// The members the runtime's part for single-instance flows adds to every coordinator.
    package static let singleInstanceMembers: [String] = [runningFlow, bringForward, appRootCoordinators]

    /// The members the runtime's part for flows that keep their state adds to every coordinator.
    package static let keptFlowMembers: [String] = [bringBack, letStartedFlowsGo]

    /// The members of a flow that decides its first screen, and of the runtime's part it calls.
    package static let firstScreenMembers: [String] = [
        replaceFirstScreen, decideFirstScreen, makeFirstScreen, showDecidedFirstScreen, whenFirstScreenDecided,
        firstScreenWaiters, firstScreenDecision,
    ]

    /// Every name an action or a parameter of a coordinator's method must not take.
    package static let reservedMembers: Set<String> = Set(
        coordinatorMembers + resultMembers + followUpMembers + presentingMembers + cameraMembers + photoPickerMembers
            + fileExportMembers
            + fileImportMembers + safariMembers + mailMembers + webAuthenticationMembers + printMembers
            + singleInstanceMembers
            + unwrappedMembers + splitMembers
            + popoverSourceMembers + keptFlowMembers
            + firstScreenMembers + [selectTab, appCoordinator])
}

extension TargetOptions {
    /// The names of the runtime's types, with the manifest's prefix.
    var runtime: RuntimeTypes { RuntimeTypes(prefix: runtimePrefix) }
}

extension RuntimeTypes {
    /// The runtime's file: the `Coordinator` protocol, named like it.
    var runtimeFileName: String { coordinator + ".swift" }
    /// The file of the `Storyboarded` protocol.
    var storyboardedFileName: String { storyboarded + ".swift" }
}
