import Templates

/// The validated app: every reference resolved, every flow's screens and actions worked out.
///
/// Translation reads only this model, never the manifest, so each style's code is built from plain values.
package struct AppModel: Sendable {
    package let shape: AppShape
    /// What the target the code goes into needs: the API's access level, the runtime's names, the storyboards' bundle.
    package let target: TargetOptions
    package let coordinators: [CoordinatorModel]
    package let screens: [ScreenModel]
    /// The action protocols of protocols-style screens, in the order they first appear.
    package let protocols: [ProtocolModel]
    /// The type coordinators hand down to the flows they start and the screens they create; `nil` for none.
    package let dependencyType: SwiftType?
    /// The links into the app, in the manifest's order.
    package let routes: [RouteModel]
    /// What a route does while the flows and screens marked `onRoute` are on screen.
    package let routeArrivals: RouteArrivals
    /// The app's types that route parameters take, in the manifest's order, with how each converts to a link's text.
    package let linkTypes: [(name: String, conversion: LinkConversion)]
    /// Navigation the app starts from outside any screen (`app.actions`), in the manifest's order. Each runs on the flow
    /// on screen, as an action of the screen on top of it would: its `screen` names no screen.
    package let appActions: [ActionModel]
    /// The tabs of the app's tab bar (`app.tabs`) that run an app action instead of showing a flow.
    package let actionTabs: [ActionTabModel]
    /// The types and scaffolds the generated code declares, as validation worked them out.
    let symbols: SymbolTable

    /// Every flow without a parent, with what it is: the app's root, tab, top-level and column flows, then the flows
    /// screens embed, whose container keeps them.
    package var parentlessFlows: [(coordinator: String, role: FlowRole)] {
        shape.parentlessFlows + screens.flatMap { $0.embeddedFlows.map { ($0.flow, FlowRole.embedded) } }
    }

    /// The dependencies' type as generated code spells it (`AppDependencies`); `nil` for none.
    package var dependencies: String? {
        dependencyType?.canonical
    }
    /// Whether a screen has a view model: then what view models name (result enums, action protocols) lives in files
    /// that import Foundation only. Worked out once, as every coordinator's translation asks it.
    package let hasViewModels: Bool
    private let screenIndex: [String: Int]
    private let coordinatorIndex: [String: Int]

    init(
        shape: AppShape, coordinators: [CoordinatorModel], screens: [ScreenModel], protocols: [ProtocolModel],
        target: TargetOptions = TargetOptions(), dependencyType: SwiftType? = nil, routes: [RouteModel] = [],
        routeArrivals: RouteArrivals = RouteArrivals(), linkTypes: [(name: String, conversion: LinkConversion)] = [],
        appActions: [ActionModel] = [], actionTabs: [ActionTabModel] = [], symbols: SymbolTable
    ) {
        self.symbols = symbols
        self.appActions = appActions
        self.actionTabs = actionTabs
        self.linkTypes = linkTypes
        self.routeArrivals = routeArrivals
        self.shape = shape
        self.dependencyType = dependencyType
        self.routes = routes
        hasViewModels = screens.contains(where: \.hasViewModel)
        self.target = target
        self.coordinators = coordinators
        self.screens = screens
        self.protocols = protocols
        screenIndex = Dictionary(screens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        coordinatorIndex = Dictionary(
            coordinators.enumerated().map { ($1.name, $0) },
            uniquingKeysWith: { first, _ in first })
    }

    /// `dependencies: AppDependencies`, the parameter every coordinator and screen takes; none without dependencies.
    package var dependencyParameters: [(name: String, type: String)] {
        dependencies.map { [(Constants.dependencies, $0)] } ?? []
    }

    /// Whether the app has the runtime's result waiter, in a file of its own that imports Foundation only: in an app
    /// whose flows have results. View models await results too and build without UIKit, and the runtime file stays
    /// the same for every manifest.
    package var hasResultWaiter: Bool {
        coordinators.contains { $0.result != nil }
    }

    /// The tab bar controller that holds `coordinator`'s tab, with the tab: the app's, or one of its top-level flows'.
    package func tabBar(holding coordinator: String) -> (controller: String, tab: TabModel)? {
        let tabBars: [(String, [TabModel])]
        switch shape {
        case .root, .split: tabBars = []
        case .tabs(let controller, let tabs): tabBars = [(controller, tabs)]
        case .flows(let flows):
            tabBars = flows.flows.compactMap { flow in
                if case .tabBar(let controller, let tabs) = flow.content { (controller, tabs) } else { nil }
            }
        }
        for (controller, tabs) in tabBars {
            if let tab = tabs.first(where: { $0.coordinator == coordinator }) {
                return (controller, tab)
            }
        }
        return nil
    }

    /// Whether an action of the app, a screen's or an app action, is one `matches` accepts.
    package func containsAction(where matches: (ActionModel) -> Bool) -> Bool {
        screens.contains { $0.actions.contains(where: matches) } || appActions.contains(where: matches)
    }

    package var usesStoryboards: Bool {
        screens.contains { if case .storyboard = $0.instantiation { true } else { false } }
    }

    package func screen(named name: String) -> ScreenModel? {
        screenIndex[name].map { screens[$0] }
    }

    package func coordinator(named name: String) -> CoordinatorModel? {
        coordinatorIndex[name].map { coordinators[$0] }
    }
}

/// The options of the target the generated code goes into.
package struct TargetOptions: Sendable, Equatable {
    package var access = AccessLevel.internal
    /// What goes in front of the runtime's type names: the manifest's `runtimePrefix`.
    package var runtimePrefix = ""
    package var storyboardBundle = StoryboardBundle.main
    /// The app's iOS deployment target: what needs a newer iOS is generated behind `#available`.
    package var deploymentTarget = IOSVersion.minimum
    /// Whether every navigation is reported to the app's hook: the manifest's `analytics`.
    package var reportsNavigation = false
    /// Whether the navigation saves as a `Codable` value and restores from one: the manifest's `restorable`.
    package var isRestorable = false
}

/// A link into the app: the case of `AppRoute`, the patterns that read it, and the way to its screen.
/// What opens a route without a link, each of its values read from the entry point's payload under its key.
package struct RouteEntries: Sendable, Equatable {
    /// A home-screen quick action's type.
    package var quickAction: String?
    /// An `NSUserActivity`'s activity type.
    package var activity: String?
    /// The payload fields a notification must hold, with the text each must equal, in the manifest's order; empty for
    /// no notification.
    package var notification: [Field]
    /// Each value's payload key, in the values' order.
    package var keys: [String]

    package struct Field: Sendable, Equatable {
        package var key: String
        package var value: String
    }
}

package struct RouteModel: Sendable, Equatable {
    /// The case's name, as the manifest names the route.
    package var name: String
    /// The case's values, in the order its first pattern gives them.
    package var values: [RoutePattern.Parameter]
    /// The patterns, in the manifest's order; the first one builds the route's `url`.
    package var patterns: [RoutePattern]
    package var screen: String
    /// The flow that shows the screen at the end of the way.
    package var coordinator: String
    /// The way to the screen; in a split view, from the primary column's flow, as the route opens while expanded.
    package var way: [RouteStep]
    /// For a way that starts in a split view's primary column, the way from its compact column's flow, as the route
    /// opens while collapsed; `nil` for any other way.
    package var collapsedWay: [RouteStep]? = nil
    /// What opens the route without a link; `nil` for a route only links open.
    package var entries: RouteEntries? = nil

    /// The top-level flow the route opens in, in an app that switches them: the flow its way starts in, or the tab
    /// bar or split view that holds it.
    package var topLevelFlow: String? {
        guard case .flow(let coordinator, let entry) = way.first else { return nil }
        switch entry {
        case .tabOf(let name), .columnOf(let name): return name
        case .topLevel: return coordinator
        case .root, .tab, .column: return nil
        }
    }
}

/// Where routes wait in an app that switches top-level flows and marks some `"onRoute": "wait"`: the gate is closed
/// at launch and from the moment the app switches to a marked flow, and opens from the moment it switches to a flow
/// that routes open in (the person signed in). A switch to any other flow leaves it as it was.
package struct RouteGateModel: Sendable, Equatable {
    /// The flows marked `"onRoute": "wait"`, in the manifest's order.
    package var closingFlows: [String]
    /// The top-level flows routes open in, in the order of the routes.
    package var openingFlows: [String]
}

extension AppModel {
    /// The gate routes wait at, in an app that switches top-level flows and marks some to wait; `nil` in any other.
    package var routeGate: RouteGateModel? {
        guard case .flows = shape, !routeArrivals.waitingFlows.isEmpty, !routes.isEmpty else { return nil }
        var opening: [String] = []
        for flow in routes.compactMap(\.topLevelFlow) where !opening.contains(flow) {
            opening.append(flow)
        }
        return RouteGateModel(closingFlows: routeArrivals.waitingFlows, openingFlows: opening)
    }

    /// Where `way` goes on past the first screen of a flow that decides it when it starts (`decide`): the index of
    /// each step that acts on such a flow's first screen, with the flow's name. A route waits there for the decision,
    /// and goes on only if the flow chose its `start` screen, the one the way goes through. An app action acts on no
    /// screen, and waits for none.
    package func decisions(on way: [RouteStep]) -> [Int: String] {
        var flow: String?
        // Whether the step before started `flow` (or is the way's first): the next one acts on its first screen.
        var atFirstScreen = false
        var decisions: [Int: String] = [:]
        for (index, step) in way.enumerated() {
            var action: ActionModel?
            switch step {
            case .flow(let coordinator, _):
                (flow, atFirstScreen) = (coordinator, true)
                continue
            case .action(let screen, let name):
                if atFirstScreen, let flow, coordinator(named: flow)?.decision != nil {
                    decisions[index] = flow
                }
                action = flow.flatMap { coordinator(named: $0) }?.actions.first {
                    $0.screen == screen && $0.name == name
                }
            case .embed:
                if atFirstScreen, let flow, coordinator(named: flow)?.decision != nil {
                    decisions[index] = flow
                }
            case .appAction(let name):
                action = appActions.first { $0.name == name }
            }
            atFirstScreen = false
            if case .startChild(let child, _, _) = action?.navigation {
                (flow, atFirstScreen) = (child, true)
            }
        }
        return decisions
    }

    /// Whether a route's way goes on past the first screen of a flow that decides it: its opening then waits for the
    /// decision there.
    package var routesWaitForDecisions: Bool {
        routes.contains { route in
            !decisions(on: route.way).isEmpty || route.collapsedWay.map { !decisions(on: $0).isEmpty } == true
        }
    }
}

/// The flows and screens marked with `onRoute`, each in the manifest's order.
package struct RouteArrivals: Sendable, Equatable {
    /// Top-level flows that keep a route until the app switches to another flow (login, onboarding).
    package var waitingFlows: [String] = []
    /// Flows while which a route is refused.
    package var refusingFlows: [String] = []
    /// Screens while which a route is refused.
    package var refusingScreens: [String] = []
}

/// How the app starts.
package enum AppShape: Sendable, Equatable {
    /// One navigation flow, started by the named coordinator.
    case root(coordinator: String)
    /// A tab bar controller with one flow per tab, in order.
    case tabs(controller: String, tabs: [TabModel])
    /// Top-level flows that the generated app coordinator switches between.
    case flows(FlowsModel)
    /// A split view controller with a flow per column.
    case split(controller: String, SplitModel)

    /// The coordinators that start without a parent, and what starts them.
    package var parentlessFlows: [(coordinator: String, role: FlowRole)] {
        switch self {
        case .root(let coordinator):
            return [(coordinator, .appRoot)]
        case .tabs(_, let tabs):
            return tabs.map { ($0.coordinator, .tab) }
        case .split(_, let split):
            return split.columns.map { ($0, .column) }
        case .flows(let flows):
            return flows.flows.flatMap { flow -> [(coordinator: String, role: FlowRole)] in
                switch flow.content {
                case .coordinator(let name): [(name, .topLevel)]
                case .tabBar(_, let tabs): tabs.map { ($0.coordinator, .tab) }
                case .split(_, let split): split.columns.map { ($0, .column) }
                }
            }
        }
    }

    /// The app's top-level flows, when it switches between them.
    package var switchableFlows: FlowsModel? {
        if case .flows(let flows) = self { flows } else { nil }
    }
}

/// The flows of a split view's columns. The secondary column's flow is the one it shows until a `showDetail`
/// replaces it, and the supplementary column's, in a split view with three columns, the one it shows until a
/// `showSupplementary` replaces it; the primary column's flow keeps them as children, as it keeps the flows that
/// replace them.
package struct SplitModel: Sendable, Equatable {
    package var primary: String
    /// The supplementary column's flow: with one, the split view has three columns.
    package var supplementary: String?
    package var secondary: String
    package var compact: String

    /// Each column's coordinator and the column's name, as UIKit spells it, in the order the split view sets them.
    var namedColumns: [(coordinator: String, column: String)] {
        [(primary, "primary")] + (supplementary.map { [($0, "supplementary")] } ?? [])
            + [(secondary, "secondary"), (compact, "compact")]
    }

    /// The columns' coordinators, in the order the split view sets them.
    var columns: [String] { namedColumns.map(\.coordinator) }
}

/// What starts a flow that has no parent; messages name it.
package enum FlowRole: Sendable, Equatable {
    case appRoot
    case tab
    case topLevel
    case column
    /// A flow shown inside a screen, on a stack of its own (an `embeds` entry that names a `flow`).
    case embedded

    var phrase: String {
        switch self {
        case .embedded: "a flow embedded in a screen"
        case .appRoot: "the app's root"
        case .tab: "a tab"
        case .topLevel: "a top-level flow"
        case .column: "a split view's column"
        }
    }
}

/// The top-level flows of an app that switches between them, and how it picks the first.
package struct FlowsModel: Sendable, Equatable {
    package var flows: [TopLevelFlowModel]
    package var initial: InitialFlow
}

/// How the app coordinator picks the flow the app starts in.
package enum InitialFlow: Sendable, Equatable {
    /// A method the user implements decides (`initialFlow()`).
    case decided
    /// Always this flow, by name.
    case fixed(String)
}

/// One top-level flow: a navigation flow, a tab bar or a split view.
package struct TopLevelFlowModel: Sendable, Equatable {
    package enum Content: Sendable, Equatable {
        case coordinator(String)
        case tabBar(controller: String, tabs: [TabModel])
        case split(controller: String, SplitModel)
    }

    package var name: String
    package var content: Content
}

/// One tab of the tab bar.
package struct TabModel: Sendable, Equatable {
    package enum Item: Sendable, Equatable {
        case system(String)
        case image(String)
        case titleOnly
    }

    package var coordinator: String
    package var title: String
    package var item: Item
}

/// A tab of the app's tab bar that runs an app action when the person taps it, instead of being selected: a compose
/// tab that presents.
package struct ActionTabModel: Sendable, Equatable {
    /// Its place among the tabs, the flows' tabs included.
    package var index: Int
    /// The app action it runs.
    package var action: String
    package var title: String
    package var item: TabModel.Item
}

/// A value a screen needs before it is shown.
package struct InputModel: Sendable, Equatable {
    package var name: String
    package var type: SwiftType
    /// A Swift expression used when no action fills the input.
    package var defaultValue: String?
    /// Held weakly: a `weak var`, not a `let`.
    package var isWeak = false
}

/// A parameter of an action.
package struct ParameterModel: Sendable, Equatable {
    /// The argument label: `nil` when it is the name, `"_"` for none.
    package var label: String?
    package var name: String
    package var type: SwiftType

    /// The label callers write: the explicit label, or the name.
    package var argumentLabel: String {
        label ?? name
    }
}

/// The expression that fills one input of the screen an action shows.
package struct InputArgument: Sendable, Equatable {
    package var input: String
    package var expression: String

    package init(input: String, expression: String) {
        self.input = input
        self.expression = expression
    }
}

/// The files an action exports through the document picker, and the action that hears where they went.
package struct ExportFilesModel: Sendable, Equatable {
    /// The action's parameter that holds the files.
    package var files: String
    /// Whether that parameter is a `[URL]`; else it is one `URL`.
    package var isList: Bool
    /// The action of the same screen run once the picker has gone, by its manifest name.
    package var runs: String
}

/// What an action prints through the system's print options, and the action that hears whether it printed.
package struct PrintModel: Sendable, Equatable {
    /// The action's parameter that holds what is printed.
    package var item: String
    /// Whether that parameter is an array, each element printed; else it is one item.
    package var isList: Bool
    /// The action of the same screen run once the options have gone, by its manifest name.
    package var runs: String?
}

/// The files an action opens through the document picker, and the action that gets copies of them.
package struct ImportFilesModel: Sendable, Equatable {
    /// The uniform type identifiers of the files the person may pick, in the manifest's order.
    package var types: [String]
    /// Whether the person may pick several files.
    package var multiple: Bool
    /// The action of the same screen run once the picker has gone, by its manifest name.
    package var runs: String
}

/// The web page an action shows in Safari's view controller, and the action run once the person has closed it.
package struct SafariModel: Sendable, Equatable {
    /// The action's parameter that holds the page's address.
    package var url: String
    /// The action of the same screen run once the person has closed the page, by its manifest name.
    package var runs: String?
}

/// The actions of the same screen, by their manifest names, one of which your code chooses before it runs.
package struct ChooseModel: Sendable, Equatable {
    package var among: [String]
    /// The action run when the choice throws; `nil` for a choice that cannot fail.
    package var fallback: String?
}

/// The mail an action lets the person write, and the action that hears how it ended.
package struct MailModel: Sendable, Equatable {
    /// The action's parameters that fill the mail, if any.
    package var to: String?
    package var subject: String?
    package var body: String?
    /// The action of the same screen run once the sheet has gone, by its manifest name.
    package var runs: String?
}

/// The sign-in on the web an action starts, and the action that gets its callback.
package struct WebAuthenticationModel: Sendable, Equatable {
    /// The action's parameter that holds the sign-in page's address.
    package var url: String
    /// The callback's URL scheme, if the manifest gives one.
    package var callbackScheme: String?
    /// Whether the browser shares nothing with Safari.
    package var ephemeral: Bool
    /// The action of the same screen run once the browser has gone, by its manifest name.
    package var runs: String
}

/// Where an action goes, resolved.
package enum NavigationModel: Sendable, Equatable {
    case push(screen: String, arguments: [InputArgument])
    case present(screen: String, arguments: [InputArgument])
    /// Replaces the flow's own screens on its top stack with these, in order.
    case setStack([StackScreen])
    /// Shows an alert or action sheet whose choices run other actions of the same screen.
    case alert(AlertModel)
    /// Shows the system's share sheet with the action's parameters.
    case share(ShareModel)
    /// Shows the camera; the action of the same screen it names, by its manifest name, gets the photo.
    case camera(runs: String)
    /// Shows the photo picker; the action of the same screen it names gets what the person picked.
    case photoPicker(PhotoPickerModel)
    /// Shows the document picker that exports files; the action of the same screen it names gets where they went.
    case exportFiles(ExportFilesModel)
    /// Shows the document picker that opens files; the action of the same screen it names gets copies of them.
    case importFiles(ImportFilesModel)
    /// Shows a web page in Safari's view controller; the action of the same screen it names runs once it is closed.
    case safari(SafariModel)
    /// Shows the mail compose sheet; the action of the same screen it names hears how the mail ended.
    case mail(MailModel)
    /// Signs in on the web; the action of the same screen it names gets the callback URL.
    case webAuthentication(WebAuthenticationModel)
    /// Shows the print options; the action of the same screen it names hears whether it printed.
    case print(PrintModel)
    /// Waits for your code to choose one of the screen's actions, then runs it.
    case choose(ChooseModel)
    case startChild(coordinator: String, placement: ChildPlacement, arguments: [InputArgument])
    /// Replaces the app's top-level flow with the named one.
    case switchTo(flow: String)
    /// Shows the named tab's flow, then runs the action of its first screen that `runs` names, by its manifest name.
    case selectTab(tab: String, runs: String?)
    /// Ends the flow; in a flow with a result, with the case named here.
    case finish(FinishModel?)
    case pop
    case popToRoot
    case dismiss
    /// Closes the screen on top of the flow's top stack the way it was shown.
    case close
    /// Hands the action's values to the screen that asked, through its base class's (or view model's) method.
    case toScreen
    case custom

    /// The kind of navigation this is, as the manifest says it.
    package var kind: NavigationKind {
        switch self {
        case .push: .push
        case .present: .present
        case .setStack: .setStack
        case .alert: .alert
        case .share: .share
        case .camera: .camera
        case .photoPicker: .photoPicker
        case .exportFiles: .exportFiles
        case .importFiles: .importFiles
        case .safari: .safari
        case .mail: .mail
        case .webAuthentication: .webAuthentication
        case .print: .print
        case .choose: .choose
        case .startChild(_, let placement, _): placement.kind
        case .switchTo: .switchTo
        case .selectTab: .selectTab
        case .finish: .finish
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .dismiss: .dismiss
        case .close: .close
        case .toScreen: .toScreen
        case .custom: .custom
        }
    }

    /// The screens a push, a presentation or a new stack shows in the same flow.
    package var shownScreens: [String] {
        switch self {
        case .push(let screen, _), .present(let screen, _): [screen]
        case .setStack(let screens): screens.map(\.screen)
        case .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail, .webAuthentication,
            .print,
            .choose,
            .startChild, .switchTo, .selectTab, .finish, .pop, .popToRoot, .dismiss, .close, .toScreen, .custom:
            []
        }
    }
}

/// Where a started child flow shows its screens.
package enum ChildPlacement: Sendable, Equatable {
    /// Pushed on the flow's top stack.
    case pushed
    /// On a stack of its own, presented over the flow's top stack.
    case modal
    /// `showDetail`: on a stack of its own in the split view's secondary column when the flow that starts it runs in
    /// the primary or supplementary column, in place of the flow there; pushed in any other flow.
    case detail
    /// `showSupplementary`: on a stack of its own in the split view's supplementary column when the flow that starts
    /// it runs in the primary column, in place of the flow there; pushed in any other flow.
    case supplementary

    package var isModal: Bool { self == .modal }

    /// The navigation that starts a flow so.
    var kind: NavigationKind {
        switch self {
        case .pushed, .modal: .startChild
        case .detail: .showDetail
        case .supplementary: .showSupplementary
        }
    }

    /// The split view's column the flow starts in, as UIKit names it (`.secondary`); `nil` for a pushed or modal
    /// flow.
    package var splitColumn: String? {
        switch self {
        case .pushed, .modal: nil
        case .detail: "secondary"
        case .supplementary: "supplementary"
        }
    }
}

/// An alert an action shows, resolved: what it says, and what each choice runs.
package struct AlertModel: Sendable, Equatable {
    package var title: TextModel?
    package var message: TextModel?
    package var style: AlertStyle
    package var textFields: [TextFieldModel]
    package var choices: [ChoiceModel]
}

/// A text an alert shows, resolved: the text itself, a key of the app's localized strings with the text shown where
/// they have none, or the action's `String` parameter of that name.
package enum TextModel: Sendable, Equatable {
    case literal(String)
    case localized(key: String, defaultValue: String?)
    case parameter(String)

    init(_ spec: TextSpec) {
        switch spec {
        case .literal(let text): self = .literal(text)
        case .localized(let key, let defaultValue): self = .localized(key: key.value, defaultValue: defaultValue?.value)
        case .parameter(let name): self = .parameter(name.value)
        }
    }

    /// The text as a graph or a document shows it: itself, its key, or the parameter that gives it.
    package var shown: String {
        switch self {
        case .literal(let text): text
        case .localized(let key, _): key
        case .parameter(let name): "(" + name + ")"
        }
    }
}

/// A share sheet an action shows, resolved.
package struct ShareModel: Sendable, Equatable {
    /// The action's parameters shared, in order.
    package var items: [String]
    /// The action of the same screen run once the sheet has gone, by its manifest name.
    package var runs: String?
    /// The action's parameter that holds the app's own activities, if any.
    package var activities: String? = nil
}

/// A text field of an alert: its text fills the parameter of its name of the action a choice runs.
package struct TextFieldModel: Sendable, Equatable {
    package var name: String
    package var placeholder: TextModel?
    package var secure: Bool
    package var value: TextFieldValue = .string
}

/// One choice of an alert, and the action of the same screen it runs once the alert has gone.
package struct ChoiceModel: Sendable, Equatable {
    package var title: TextModel
    package var style: ChoiceStyle
    /// The action the choice runs, by its manifest name; `nil` for a choice that only closes the alert.
    package var runs: String?
    /// One choice per element of the action's `[String]` parameter `list`, each titled by its element, a local
    /// named `element`; `nil` for one choice.
    package var each: EachChoice? = nil
}

/// Choices made from a list the action takes: `for element in list`.
package struct EachChoice: Sendable, Equatable {
    package var list: String
    package var element: String
}

/// One screen of a `setStack`, and the expressions that fill its inputs.
package struct StackScreen: Sendable, Equatable {
    package var screen: String
    package var arguments: [InputArgument]
}

/// How an action's transition looks: animated or not, and how a presented stack covers the screen.
package struct TransitionModel: Sendable, Equatable {
    package var animated = true
    /// The presented stack's `modalPresentationStyle`; UIKit's default when `nil`.
    package var modalStyle: ModalStyle?
    /// The sheet's detents, in the manifest's order; UIKit's default when empty.
    package var detents: [SheetDetent] = []
    /// The presented stack's `modalTransitionStyle`; UIKit's default when `nil`.
    package var transitionStyle: ModalTransition? = nil
    /// Whether the person cannot swipe the presented stack away.
    package var isModalInPresentation = false
    /// How a popover or a sheet adapts to a horizontally compact width; UIKit's sheet when `nil`.
    package var compactStyle: CompactStyle? = nil
    /// The style on a horizontally regular width, chosen when presenting, in place of `modalStyle` there.
    package var regularStyle: ModalStyle? = nil
    /// Whether the sheet shows its grabber.
    package var showsGrabber = false
    /// Whether a presented screen goes in a navigation controller of its own; `false` presents the screen itself.
    package var wraps = true
    /// For a `showDetail` or `showSupplementary` with `"modal": true`: where the flow that asks starts no flows in the
    /// split view's column (the compact flow, any flow outside a split view), the flow is presented, not pushed.
    package var presentsOutsideColumns = false

    /// Whether the presented stack needs setting up before UIKit presents it.
    package var configuresPresentation: Bool {
        modalStyle != nil || !detents.isEmpty || transitionStyle != nil || isModalInPresentation || regularStyle != nil
            || showsGrabber
    }
}

/// The result case a `finish` ends its flow with, and where its values come from.
package struct FinishModel: Sendable, Equatable {
    package var caseName: String
    /// `pass` entries, value name to parameter name; a value without one takes the parameter of its own name.
    var passes: [String: String]
    /// Whether the finish ends a top-level flow, whose result makes the app switch flows.
    package var switchesApp = false

    /// The expression that fills the case's value `value`.
    package func expression(for value: String) -> String {
        passes[value] ?? value
    }
}

/// The result of the flow an action starts, as the starting screen sees it.
package struct StartedResult: Sendable, Equatable {
    /// `LanguageListResult`.
    package var typeName: String
    /// The case handed over when the flow is left, or never starts.
    package var whenLeft: String
    /// The runtime's type that resumes an awaiting task: `ResultWaiter`, with the manifest's prefix.
    package var waiterType: String
}

/// What a flow hands over when it ends: to the screen that started it, or, for a top-level flow, to the app
/// coordinator, which switches to the flow the case names.
package struct ResultModel: Sendable, Equatable {
    /// Who receives the result, and what happens when the flow ends without a finish.
    package enum Receiver: Sendable, Equatable {
        /// The screen that started the flow; `whenLeft` is handed over when the flow ends without a finish.
        case startingScreen(whenLeft: String)
        /// The app coordinator; only a finish hands a case over, and each case names the next top-level flow.
        case appCoordinator
    }

    /// `LanguageListResult` for the coordinator `LanguageList`.
    package var typeName: String
    package var cases: [ResultCaseModel]
    package var receiver: Receiver

    /// The case handed over when the flow ends without a finish; `nil` for a top-level flow.
    var whenLeft: String? {
        if case .startingScreen(let whenLeft) = receiver { whenLeft } else { nil }
    }
}

/// One case of a result.
package struct ResultCaseModel: Sendable, Equatable {
    package var name: String
    package var values: [ParameterModel]
    /// For a top-level flow's result: the top-level flow the app switches to after this case.
    package var switchTo: String? = nil
}

/// One action of a screen.
package struct ActionModel: Sendable, Equatable {
    package var screen: String
    /// The manifest's name, which the screen's own API uses: the closure `doneAction`, the event case `.done`.
    package var name: String
    /// The base name of the coordinator's method that implements the action. It is `name`, unless a coordinator that
    /// shows the screen shows another whose action of the same selector does something else: then both are scoped to
    /// their screens (`loginDone` for Login's `done`). In protocols style the screen calls this name.
    package var method: String
    package var parameters: [ParameterModel]
    /// The protocol the action belongs to in protocols style (explicit, or the screen's default protocol).
    var protocolName: String
    package var navigation: NavigationModel
    package var transition = TransitionModel()
    /// For an action that starts a flow with a result: that result's type and `whenLeft` case.
    package var startedResult: StartedResult? = nil
    /// Whether `pass` fills an input from the screen's own: the method then reads it from the screen that asked.
    package var readsScreenInputs = false
    /// For an action that starts a flow with a result: who hears the result.
    package var resultRecipient = ResultRecipientModel.askingScreen
    /// For an action that starts a flow whose finishes name a `then`: that flow asks this screen's actions back.
    var startsFlowWithFollowUps = false
    /// For a finish that names a `then`: what the flow that started this one runs next.
    package var followUp: FollowUpModel? = nil
    /// For an action that starts a flow whose finishes name a `then`: how this coordinator runs each.
    package var followUpCalls: [FollowUpCall] = []
    /// For a push: the screens it takes off the stack (`removing`), in the manifest's order.
    package var removing: [String] = []
    /// For a dismiss or a close on a screen presented without a navigation controller: it dismisses that screen, found
    /// by its class, rather than a stack.
    package var dismissesItsScreen = false

    /// The Swift name of the coordinator's method, e.g. `buySubscription(to:)`.
    package var selector: String {
        method + "(" + labels + ")"
    }

    /// A call of the coordinator's method that passes each parameter the value of the same name, as code that holds
    /// those values calls it: `openSettings(at: section)`.
    package var callPassingValuesByName: String {
        let arguments = parameters.map { parameter in
            parameter.argumentLabel == "_" ? parameter.name : parameter.argumentLabel + ": " + parameter.name
        }
        return method + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The action's selector in the manifest's name, as the screen's own API says it (closures style).
    package var ownSelector: String {
        name + "(" + labels + ")"
    }

    private var labels: String {
        parameters.map { $0.argumentLabel + ":" }.joined()
    }

    /// The action's method scoped to its screen, for when two screens of one coordinator share a selector.
    var scopedMethod: String {
        SwiftSpelling.lowerCamelCase(screen) + Constants.upperFirst(name)
    }

    /// Whether two actions would be implemented by the same method. One that finds its screen (to read its inputs,
    /// or for the flow it starts to hand a result to or ask an action of) is the same as another only on the same
    /// screen.
    func hasSameImplementation(as other: ActionModel) -> Bool {
        selector == other.selector && parameters.map(\.type) == other.parameters.map(\.type)
            && parameters.map(\.name) == other.parameters.map(\.name) && navigation == other.navigation
            && transition == other.transition && readsScreenInputs == other.readsScreenInputs
            && (!findsItsScreen || screen == other.screen) && followUp == other.followUp
            && removing == other.removing && dismissesItsScreen == other.dismissesItsScreen
    }

    /// Whether two actions make the same requirement of a protocol: a method of the same name and parameters, and the
    /// same awaiting form. Screens of different flows share one however their coordinators implement it: each
    /// coordinator has its own method, which finds its own screen.
    func hasSameRequirement(as other: ActionModel) -> Bool {
        selector == other.selector && parameters.map(\.type) == other.parameters.map(\.type)
            && parameters.map(\.name) == other.parameters.map(\.name) && method == other.method
            && startedResult?.typeName == other.startedResult?.typeName
    }

    /// Whether the action hands its values to its screen (`"toScreen": true`).
    package var handsToScreen: Bool {
        if case .toScreen = navigation { true } else { false }
    }

    /// Whether the action's method looks up the screen that asked.
    var findsItsScreen: Bool {
        readsScreenInputs || startedResult != nil || startsFlowWithFollowUps || dismissesItsScreen
            || handsToScreen
    }
}

/// Who hears the result of a flow an action starts, and so how the action's method finds it.
package enum ResultRecipientModel: Sendable, Equatable {
    /// The screen that asked: the flow's own screen of the action's kind nearest the top of its stacks.
    case askingScreen
    /// The embedded screen that asked: the one inside the flow's screen nearest the top that holds one (or itself, when
    /// it is on a stack too). Validation made it the only one of its kind there.
    case embeddedScreen
    /// The container that embeds the screen that asked, named here.
    case container(String)
}

/// How a screen's view controller is created.
package enum InstantiationModel: Sendable, Equatable {
    case code
    case storyboard(name: String, identifier: String)
    /// A SwiftUI view of the user's, `view`, which the screen's generated hosting controller shows with the screen's
    /// view model.
    case swiftUI(view: String)

    /// The user's SwiftUI view a hosting controller shows; `nil` for a screen that is a view controller of the user's.
    package var swiftUIView: String? {
        if case .swiftUI(let view) = self { view } else { nil }
    }
}

/// One screen.
package struct ScreenModel: Sendable, Equatable {
    package var name: String
    package var style: Style
    package var instantiation: InstantiationModel
    package var inputs: [InputModel]
    package var actions: [ActionModel]
    /// Whether the screen has a view model, which holds its inputs and dependencies and talks to the coordinator.
    package var hasViewModel = false
    /// Whether the screen's navigation (its actions, its factory, its events' dispatch) is generated once, in
    /// `<Name>Navigation`, which every coordinator that shows the screen adopts.
    package var isShared = false
    /// Whether the screen is presented without a navigation controller (`"wrap": false`): its base class then keeps
    /// the flow that presented it, and tells it when UIKit dismisses the screen.
    package var isUnwrapped = false
    /// The screens shown inside this one, in the manifest's order.
    package var embeds: [EmbedModel] = []
    /// The flows shown inside this screen, each on a stack of its own, in the manifest's order.
    package var embeddedFlows: [FlowEmbedModel] = []
    /// What this screen tells the container that embeds it.
    package var messages: [MessageModel] = []
    /// The actions of embedded screens whose flows' results this container hears (`"resultTo": "container"`).
    var embeddedResultActions: [ActionModel] = []

    /// The results this screen hears: those of the flows its actions start, but for those it hands to its container,
    /// and those its embedded screens hand to it; one entry per result type in the order the actions first start it,
    /// with the selectors of the actions that do.
    package var startedResults: [(result: StartedResult, selectors: [String])] {
        var started: [(result: StartedResult, selectors: [String])] = []
        let own = actions.filter { if case .container = $0.resultRecipient { false } else { true } }
        for action in own + embeddedResultActions {
            guard let result = action.startedResult else { continue }
            if let index = started.firstIndex(where: { $0.result.typeName == result.typeName }) {
                started[index].selectors.append(action.selector)
            } else {
                started.append((result, [action.selector]))
            }
        }
        return started
    }

    /// The protocols the screen's coordinator must conform to, in order (protocols style).
    package var protocolNames: [String] {
        var names: [String] = []
        for action in actions where !names.contains(action.protocolName) {
            names.append(action.protocolName)
        }
        return names
    }
}

/// A screen shown inside another as a child view controller, under a name of the container's.
package struct EmbedModel: Sendable, Equatable {
    /// How the container gets the embedded view controller.
    package enum Method: Sendable, Equatable {
        /// The container creates it and adds it as a child into a container view it creates.
        case code(containerView: String)
        /// The storyboard's embed segue with this identifier creates it while the container's view loads.
        case segue(identifier: String)
    }

    /// The container's property: `map`.
    package var name: String
    package var screen: String
    package var method: Method
    /// The embedded screen's inputs, from the container's inputs (`fromContainer`) or defaults.
    package var arguments: [InputArgument]
    /// The inputs of the embedded screen whose expression names an input of the container.
    package var fromContainer: Set<String> = []
}

/// A flow shown inside a container screen, on a stack of its own: the container keeps its coordinator as long as it
/// lives, and the flow's tree is its own, as a tab's is.
package struct FlowEmbedModel: Sendable, Equatable {
    /// The container's property for the flow's coordinator: `inbox`.
    package var name: String
    package var flow: String
    /// The container's property for the view the flow's stack goes into: `inboxContainerView`.
    package var containerView: String
    /// Whether the container embeds the flow when your code asks (`showInbox()`), rather than when its view loads.
    package var onDemand: Bool
}

/// A photo picker: how many assets the person may pick (0 for no limit), the one kind it shows (every kind when `nil`),
/// and the action of the same screen, by its manifest name, that gets what the person picked.
package struct PhotoPickerModel: Sendable, Equatable {
    package var limit: Int
    package var filter: PhotoFilter?
    package var runs: String
}

/// A delegate method an embedded screen calls on its container: `mapViewController(_:didSelectMarker:)`.
package struct MessageModel: Sendable, Equatable {
    package var name: String
    package var parameters: [ParameterModel]
}

/// A protocol grouping actions (protocols style).
package struct ProtocolModel: Sendable {
    package var name: String
    /// One requirement per distinct method, in manifest order.
    package var requirements: [ActionModel]
    /// The screens whose actions it holds, in manifest order: those of a requirement that several share too.
    package var screens: [String] = []
}

/// One coordinator with what it shows and implements.
package struct CoordinatorModel: Sendable {
    package var name: String
    package var startScreen: String
    /// The inputs of the start screen: the coordinator's initializer takes them.
    package var startInputs: [InputModel]
    /// The screens this coordinator creates: its start screen and every screen its actions push or present.
    package var screens: [String]
    /// The screens embedded in those, at any depth: their containers create them, and this coordinator handles their
    /// actions.
    package var embedded: [String] = []
    /// The methods it implements, one per distinct action, in manifest order.
    package var actions: [ActionModel]
    /// The action protocols it conforms to, in order.
    package var protocols: [String]
    /// What the flow hands back when it ends; `nil` for a flow without a result.
    package var result: ResultModel? = nil
    /// What its finishes ask the flow that started it to run next, once each, in manifest order: the cases of
    /// `<Name>FollowUp`. Empty for a flow whose finishes name no `then`.
    package var followUps: [FollowUpModel] = []
    /// Whether one instance at most runs in the app: starting it again brings the running one forward.
    package var isSingleInstance = false
    /// Whether the flow that starts this one keeps it once dismissed, and brings it back as it was (`keepsState`).
    package var keepsState = false
    /// How the flow chooses its first screen; `nil` for a flow that always starts at `startScreen`.
    package var decision: FirstScreenDecision? = nil

    /// The screens the flow may show first: its start screen, then those its decision names.
    var firstScreens: [String] {
        [startScreen] + (decision.map { $0.alternatives.map(\.screen) + $0.others.map(\.screen) } ?? [])
    }

    /// `MenuFollowUp` for the coordinator `Menu`.
    package var followUpType: String { Constants.followUp(name) }

    /// The action of the flow's start screen named `name`, by its manifest name: what a `selectTab`'s `runs` names.
    package func startScreenAction(named name: String) -> ActionModel? {
        actions.first { $0.screen == startScreen && $0.name == name }
    }
}

/// How a flow chooses its first screen when it starts: `decideFirstScreen()`, which the user writes, picks one of
/// `choices`; a placeholder shows meanwhile when it is asynchronous, and a fallback when it throws.
package struct FirstScreenDecision: Sendable, Equatable {
    /// One screen the flow may show first, with what fills its inputs: the flow's inputs of the same names, or defaults.
    package struct Choice: Sendable, Equatable {
        package var screen: String
        package var arguments: [InputArgument]

        package init(screen: String, arguments: [InputArgument]) {
            self.screen = screen
            self.arguments = arguments
        }
    }

    /// The choices besides the start screen, in the manifest's order.
    package var alternatives: [Choice]
    /// Shown while an asynchronous decision runs; `nil` for a decision made at once.
    package var placeholder: Choice?
    /// Shown when the decision throws; `nil` for one that cannot fail.
    package var fallback: Choice?

    /// The placeholder and the fallback, those there are.
    var others: [Choice] {
        [placeholder, fallback].compactMap { $0 }
    }
}

/// What a finish asks the flow that started its flow to run once UIKit has removed it: an action of the screen that
/// started the flow (`"then": "openSettings"`), with values from the finish's parameters.
package struct FollowUpModel: Sendable, Equatable {
    /// The action's manifest name, and the case of `<Flow>FollowUp`.
    package var name: String
    /// The action's parameters: the case's values, which the finish fills from its parameters of the same names.
    package var values: [ParameterModel] = []
}

/// How a starting coordinator runs one follow-up of the flow it starts: the case, and the call of its own method that
/// implements the starting screen's action of that name.
package struct FollowUpCall: Sendable, Equatable {
    package var caseName: String
    /// The case's values, bound by name.
    package var values: [String]
    /// `openSettings(section: section)`.
    package var call: String
}
