import CoordgenLinks
import Generator
import Templates

/// SwiftUI: each flow's navigation is a value its coordinator changes (`Navigation.swift`, Foundation only), which
/// thin views show in `NavigationStack`s, sheets, full-screen covers, tab bars and split views
/// (`NavigationViews.swift`). Screens are the user's SwiftUI views; each reads its inputs and reaches its actions
/// through a generated object, `HomeScreen`. Routes (`AppRoute+Opening.swift`) and snapshots
/// (`NavigationSnapshot.swift`) change the same value.
///
/// It generates most of what the manifest can say (``generatedKeys``); validation refuses every other key where the
/// manifest writes it.
package struct SwiftUIBackend: Backend {
    package init() {}

    package var name: String { "swiftui" }

    package var module: String { "SwiftUI" }

    /// The screen's object: a plain class, which declares only the screen's own members.
    package var screenSuperclass: String { "the screen's object" }

    package func screenClass(_ screen: String) -> String { SwiftUINames.view(screen) }

    package func screenBaseClass(_ screen: String) -> String { SwiftUINames.screenObject(screen) }

    package func screenFactory(_ screen: String) -> String { "make" + SwiftUINames.screenObject(screen) }

    package func screenDelegateProtocol(_ screen: String) -> String { SwiftUINames.view(screen) + "Delegate" }

    /// What the screen's object declares besides its inputs: the coordinator it reaches (protocols and events styles).
    package var screenClassMembers: Set<String> { ["coordinator"] }

    package var screenClassMethods: Set<String> { [] }

    package var generatedLocals: Set<String> { Set(SwiftUINames.Local.allCases.map(\.rawValue) + ["self"]) }

    package var askingScreen: String { SwiftUINames.Local.screen.rawValue }

    /// Popovers are not generated for SwiftUI; the names stand for what an anchor would be.
    package func senderType(deploymentTarget: IOSVersion, prefix: String) -> String { "Anchor" }

    package func isSender(_ type: SwiftType, prefix: String) -> Bool { false }

    /// View models are not generated for SwiftUI, so no file is Foundation-only for the user's types.
    package func namesFrameworkType(_ type: SwiftType) -> Bool { false }

    /// A confirmation dialog needs no anchor: SwiftUI shows it from the bottom, or as a popover at the view that
    /// attaches it.
    package var actionSheetTakesSender: Bool { false }

    package var imageType: String { "Image" }

    package var activityType: String { "Activity" }

    package var frameworkTypes: [String] {
        [
            "SwiftUI", "View", "Binding", "NavigationStack", "StateObject", "ObservableObject", "Text", "Identifiable",
            "ObjectIdentifier", "Hasher", "TabView", "ForEach", "Label", "Button", "ButtonRole", "PresentationDetent",
            "NSLocalizedString", "NavigationSplitView", "Environment", "ViewBuilder", "Transaction",
        ]
    }

    package var coordinatorMembers: Set<String> { Set(SwiftUINames.coordinatorMembers) }

    package var unwrappedScreenMember: String { "presentingFlow" }

    /// The runtime's and the shared files' types, but for `AppRoute` and `AppFlow`, which the app's routes and flows
    /// declare.
    package func runtimeTypes(prefix: String) -> [String] {
        let names = SwiftUIRuntimeNames(prefix: prefix)
        return names.all.filter { ![names.appRoute, AppTypeNames(prefix: prefix).appFlow].contains($0) }
    }

    package func fixedFiles(prefix: String) -> [(stem: String, holds: String)] {
        [
            (SwiftUINames.navigationFile, "the navigation state"),
            (SwiftUINames.viewsFile, "the navigation's views"),
            (SwiftUIRuntimeNames(prefix: prefix).screenView, "the view of each screen"),
            (SwiftUINames.appScreenFile, "the app's screens"),
            (Constants.protocolsFileStem, "the action protocols"),
        ]
    }

    package func runtimePartFiles(for manifest: Manifest, prefix: String) -> [String] { [] }

    package func runtimePartTypes(for manifest: Manifest, prefix: String) -> [(
        name: String, origin: String, offset: Int
    )] { [] }

    package var routeTypes: [String: String] {
        Dictionary(uniqueKeysWithValues: RouteWayTranslator.declaredNames.map { ($0, "opens routes") })
    }

    package func routeLocals(prefix: String) -> Set<String> {
        [SwiftUIRuntimeNames(prefix: prefix).routeLink, RouteTranslator.incoming]
    }

    package func generates(key: String) -> Bool { Self.generatedKeys.contains(key) }

    /// Each value of the keys it generates, but for the presentation styles SwiftUI has no modifier for
    /// (``presentation(of:)``) and routes that refuse to open.
    package func generates(value: String, of key: String) -> Bool {
        switch key {
        case "action.modalPresentationStyle": ModalStyle(rawValue: value).flatMap(Self.presentation) != nil
        case "coordinator.onRoute": value == RouteArrival.wait.rawValue
        // No class of SwiftUI's output is one an app module subclasses.
        case "manifest.access": value != AccessLevel.open.rawValue
        default: true
        }
    }

    /// How SwiftUI shows a stack presented in `style`: a sheet, or a full-screen cover; `nil` for the styles it has no
    /// modifier for.
    static func presentation(of style: ModalStyle) -> String? {
        switch style {
        case .automatic, .pageSheet, .formSheet: "sheet"
        case .fullScreen, .overFullScreen: "fullScreenCover"
        case .currentContext, .overCurrentContext, .popover, .custom: nil
        }
    }

    package var minimumTarget: (version: IOSVersion, reason: String) {
        (.navigationStack, "screens are shown in a NavigationStack")
    }

    /// The manifest's keys this back end generates code for, as the schema names them; docs/backends.md lists the
    /// rest, which validation refuses.
    package static let generatedKeys: Set<String> = [
        "manifest.$schema", "manifest.version", "manifest.backend", "manifest.style", "manifest.deploymentTarget",
        "manifest.app", "manifest.coordinators", "manifest.screens",
        "app.root", "app.tabs", "app.flows", "app.initial", "app.tabBars", "tabBar.name", "tabBar.tabs",
        "coordinator.name", "coordinator.start", "coordinator.result", "coordinator.tab", "tab.title", "tab.image",
        "result.cases", "result.whenLeft", "resultCase.name", "resultCase.parameters", "resultCase.switchTo",
        "screen.name", "screen.style", "screen.inputs", "screen.actions",
        "input.name", "input.type", "input.default",
        "parameter.label", "parameter.name", "parameter.type",
        "action.name", "action.parameters", "action.protocol", "action.pass", "action.modal",
        "action.modalPresentationStyle", "action.detents", "action.grabber", "action.modalInPresentation",
        "alert.style",
        "action.push", "action.present", "action.startChild", "action.finish", "action.pop", "action.popToRoot",
        "action.dismiss", "action.switchTo", "action.close", "action.alert",
        "alert.title", "alert.message", "alert.choices", "choice.title", "choice.style", "choice.runs",
        "manifest.routes", "route.name", "route.patterns", "route.screen", "route.via", "coordinator.onRoute",
        "manifest.linkTypes", "linkType.name", "linkType.conversion",
        "app.split", "split.primary", "split.supplementary", "split.secondary", "split.compact", "app.splits",
        "namedSplit.name", "namedSplit.primary", "namedSplit.supplementary", "namedSplit.secondary",
        "namedSplit.compact", "action.showDetail", "action.showSupplementary", "manifest.restorable",
        "action.custom", "action.animated", "manifest.runtimePrefix",
        "manifest.access",
    ]

    package var schemaDescriptions: [String: String] { [:] }

    package func translate(_ model: AppModel, header: [String]) -> [TranslatedFile] {
        SwiftUITranslator(model: model, header: header).files()
    }

    /// Test doubles are not generated for SwiftUI yet: a test sets a screen's closures, or its coordinator, itself.
    package func testDoubles(_ model: AppModel, header: [String]) -> TranslatedFile? { nil }
}

/// The names the SwiftUI back end gives what it generates, in one place.
enum SwiftUINames {
    /// The user's view of a screen: `HomeView`.
    static func view(_ screen: String) -> String { Constants.screenView(screen) }

    /// The generated object a screen's view reads and asks: `HomeScreen`.
    static func screenObject(_ screen: String) -> String { screen + "Screen" }

    /// The case of the enum of screens (`AppScreen`) for `screen`: `homeScreen`. Ending in `Screen`, no case takes the name of the enum's
    /// own members.
    static func screenCase(_ screen: String) -> String { SwiftSpelling.lowerCamelCase(screenObject(screen)) }

    /// The closure a screen's object calls with the result of the flow `coordinator`: `onBuyResult`.
    static func resultHandler(_ coordinator: String) -> String { "on" + Constants.result(coordinator) }

    static let navigationFile = "Navigation"
    /// The files of the link type and of the protocol, named, and written, as UIKit's are.
    static let linksFile = "Coordinator+Links"
    static let linkValuesFile = "Coordinator+LinkValues"
    static let viewsFile = "NavigationViews"
    /// The file of the enum of every screen, which stacks' entries hold, and of the view that shows each.
    static let appScreenFile = "AppScreen"

    /// What the runtime's `Coordinator` declares, which no action may take as its method's name.
    static let coordinatorMembers = [
        "navigation", "stacks", "firstScreen", "childCoordinators", "parentCoordinator", "hasEnded", "makeFirstScreen",
        "flowDidEnd", "topStack", "begin", "startChild", "showScreen", "presentScreen", "shownScreen", "popScreen",
        "popToFirstScreen", "dismissTopStack", "startInColumn", "withoutAnimation", "closeScreen", "showAlert",
        "finish", "settle",
        "tearDown", "onResult",
        "finishedWith",
    ]

    /// The locals of generated methods, where the manifest's names are in scope.
    enum Local: String, CaseIterable {
        case screen
        case child
        case event
        case step
    }
}
