import Templates

/// The names of the types the runtime declares. A manifest's `runtimePrefix` goes in front of each, so generated code
/// can live beside an app's own `Coordinator` protocol.
public struct RuntimeTypes: Equatable, Sendable {
    /// The protocol every coordinator conforms to: `Coordinator`.
    public let coordinator: String
    /// The delegate of the stacks a coordinator owns: `NavigationObserver`.
    public let navigationObserver: String
    /// The protocol of view controllers created from storyboards: `Storyboarded`.
    public let storyboarded: String
    /// The navigation controller coordgen presents: `FlowNavigationController`.
    public let flowNavigationController: String
    /// The protocol of flows that hand a result back: `ResultReturning`.
    public let resultReturning: String
    /// What resumes a task awaiting a flow's result: `ResultWaiter`.
    public let resultWaiter: String
    /// The class that switches an app's top-level flows, `AppCoordinator`, and the enum of those flows, `AppFlow`.
    /// Not part of the runtime (only apps with top-level flows declare them), but prefixed like it, so a library's
    /// app coordinator does not meet the app's own.
    public let appCoordinator: String
    public let appFlow: String
    /// The enum of an app's routes, `AppRoute`, which only an app with routes declares; prefixed like the app
    /// coordinator.
    public let appRoute: String
    /// The camera's delegate, `CameraSession`, which only an app that shows the camera declares (in the runtime's
    /// part for the camera).
    public let cameraSession: String
    /// The document picker that exports files and is its own delegate, `FileExportPicker`, which only an app that
    /// exports files declares (in the runtime's part for exports).
    public let fileExportPicker: String
    /// The delegate of the popovers and sheets that adapt to a compact width with a style of their own,
    /// `CompactAdaptation`, which only an app with one declares (in the runtime's part for them).
    public let compactAdaptation: String

    /// The names with `prefix` in front; the standard names for an empty prefix.
    public init(prefix: String = "") {
        coordinator = prefix + "Coordinator"
        navigationObserver = prefix + "NavigationObserver"
        storyboarded = prefix + "Storyboarded"
        flowNavigationController = prefix + "FlowNavigationController"
        resultReturning = prefix + "ResultReturning"
        resultWaiter = prefix + "ResultWaiter"
        appCoordinator = prefix + "AppCoordinator"
        appFlow = prefix + "AppFlow"
        appRoute = prefix + "AppRoute"
        cameraSession = prefix + "CameraSession"
        fileExportPicker = prefix + "FileExportPicker"
        compactAdaptation = prefix + "CompactAdaptation"
    }

    /// Every name, in the order the runtime declares them.
    public var all: [String] {
        [coordinator, navigationObserver, storyboarded, flowNavigationController, resultReturning, resultWaiter]
    }
}

/// Names declared by the runtime templates, shared with the code that calls them.
///
/// Generated coordinators call these members; the generator also refuses manifest names that would clash with them.
public enum RuntimeNames {
    public static let childCoordinators = "childCoordinators"
    public static let navigationController = "navigationController"
    public static let parentCoordinator = "parentCoordinator"
    public static let rootViewController = "rootViewController"
    public static let navigationObserverProperty = "navigationObserver"
    public static let topNavigationController = "topNavigationController"

    public static let start = "start"
    public static let childDidFinish = "childDidFinish"
    public static let childDidEnd = "childDidEnd"
    public static let startChild = "startChild"
    public static let showFirstScreen = "showFirstScreen"
    public static let presentInNavigationController = "presentInNavigationController"
    public static let finish = "finish"
    public static let dismissTopStack = "dismissTopStack"
    /// What the dismiss of a screen presented without a navigation controller calls.
    public static let dismissPresentedScreen = "dismissPresentedScreen"
    /// The base class member of a screen presented without a navigation controller that keeps the flow that presented
    /// it.
    public static let presentingFlow = "presentingFlow"
    public static let popToFirstScreen = "popToFirstScreen"
    public static let isShowingScreens = "isShowingScreens"
    public static let shownScreen = "shownScreen"
    public static let endFlowsThatLeftOnNextTurn = "endFlowsThatLeftOnNextTurn"
    public static let endFlowsThatLeft = "endFlowsThatLeft"
    public static let removeChildrenThatLeft = "removeChildrenThatLeft"
    public static let stacksPresented = "stacksPresented"
    public static let ownPresentedStack = "ownPresentedStack"
    public static let instantiate = "instantiate"
    public static let returnResults = "returnResults"
    public static let returnResult = "returnResult"
    public static let onResult = "onResult"
    public static let result = "result"
    public static let finishedWith = "finishedWith"
    public static let onFollowUp = "onFollowUp"
    public static let chosenFollowUp = "chosenFollowUp"
    public static let presentAlert = "presentAlert"
    public static let presentShareSheet = "presentShareSheet"
    public static let runOnceGone = "runOnceGone"
    public static let presentCamera = "presentCamera"
    public static let presentFileExport = "presentFileExport"
    public static let runningFlow = "runningFlow"
    public static let bringForward = "bringForward"
    public static let appRootCoordinators = "appRootCoordinators"
    public static let selectTab = "selectTab"
    public static let startInColumn = "startInColumn"
    public static let columnNavigationController = "columnFlowNavigationController"
    public static let columnSplit = "columnSplit"
    public static let flowInColumn = "flowInColumn"
    public static let replaceFirstScreen = "replaceFirstScreen"
    /// What a flow that decides its first screen declares: the enum of its choices, the method the user writes, and
    /// the generated ones that make the chosen screen and show it.
    public static let firstScreenType = "FirstScreen"
    public static let decideFirstScreen = "decideFirstScreen"
    public static let makeFirstScreen = "makeFirstScreen"
    public static let showDecidedFirstScreen = "showDecidedFirstScreen"
    /// What a flow that decides its first screen behind a placeholder declares, for a route that ends at it: the
    /// method that runs code once it has decided, and what it keeps until then.
    public static let whenFirstScreenDecided = "whenFirstScreenDecided"
    public static let firstScreenWaiters = "firstScreenWaiters"
    /// The weak link from every coordinator of an app with top-level flows to the app coordinator.
    public static let appCoordinator = "appCoordinator"
    /// What coordinators and screens of an app with `dependencies` keep and hand down.
    public static let dependencies = "dependencies"

    /// Every member name a coordinator gets from the `Coordinator` protocol and its extension.
    public static let coordinatorMembers: [String] = [
        childCoordinators, navigationController, parentCoordinator, rootViewController, navigationObserverProperty,
        topNavigationController, start, childDidFinish, childDidEnd, startChild, showFirstScreen,
        presentInNavigationController, popToFirstScreen, finish, dismissTopStack, isShowingScreens, endFlowsThatLeft,
        removeChildrenThatLeft, stacksPresented, ownPresentedStack, returnResults, shownScreen,
        endFlowsThatLeftOnNextTurn,
    ]

    /// The members coordgen adds to a coordinator whose flow has a result, which an action or parameter must not
    /// take either. (`result` itself: a parameter may take it, but an action may not, since `result()` would clash
    /// with the property.)
    public static let resultMembers: [String] = [onResult, returnResult, finishedWith]

    /// The members coordgen adds to a coordinator whose finishes name a `then`.
    public static let followUpMembers: [String] = [onFollowUp, chosenFollowUp]

    /// The members the runtime's part for alerts and share sheets adds to every coordinator.
    public static let presentingMembers: [String] = [presentAlert, presentShareSheet, runOnceGone]

    /// The members the runtime's part for screens presented without a navigation controller adds to every
    /// coordinator.
    public static let unwrappedMembers: [String] = [dismissPresentedScreen]

    /// The members the runtime's part for the camera adds to every coordinator.
    public static let cameraMembers: [String] = [presentCamera]

    /// The members the runtime's part for exporting files adds to every coordinator.
    public static let fileExportMembers: [String] = [presentFileExport]

    /// The members the runtime's part for split views adds to every coordinator.
    public static let splitMembers: [String] = [startInColumn, columnNavigationController, columnSplit, flowInColumn]

    /// The members the runtime's part for single-instance flows adds to every coordinator.
    public static let singleInstanceMembers: [String] = [runningFlow, bringForward, appRootCoordinators]

    /// The members of a flow that decides its first screen, and of the runtime's part it calls.
    public static let firstScreenMembers: [String] = [
        replaceFirstScreen, decideFirstScreen, makeFirstScreen, showDecidedFirstScreen, whenFirstScreenDecided,
        firstScreenWaiters,
    ]

    /// Every name an action or a parameter of a coordinator's method must not take.
    public static let reservedMembers: Set<String> = Set(
        coordinatorMembers + resultMembers + followUpMembers + presentingMembers + cameraMembers + fileExportMembers
            + singleInstanceMembers + unwrappedMembers + splitMembers
            + firstScreenMembers + [selectTab, appCoordinator])
}
