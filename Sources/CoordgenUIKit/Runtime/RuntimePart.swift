import CoordgenLinks
import Generator
import Templates

/// The runtime's optional parts. Each is in a file of its own, `Coordinator+<Part>.swift`, that only an app that uses
/// it gets, so that the runtime file, and every other app's output, stays the same. A new part is a case here: the
/// compiler then asks for its file, its text and when an app uses it, and validation and translation follow.
enum RuntimePart: CaseIterable, Sendable {
    /// Alerts, action sheets and share sheets.
    case presenting
    /// Finding and bringing forward a flow that runs once at most.
    case singleInstance
    /// Showing another tab, then running an action there.
    case tabs
    /// Replacing a placeholder with the first screen a flow decided.
    case firstScreen
    /// The camera and its delegate (with the part for presenting, which it calls).
    case camera
    /// The photo picker and its delegate (with the part for presenting, which it calls).
    case photoPicker
    /// The document picker that exports files (with the part for presenting, which it calls).
    case fileExport
    /// The document picker that opens files (with the part for presenting, which it calls).
    case fileImport
    /// Safari's view controller for web pages (with the part for presenting, which it calls).
    case safari
    /// The mail compose sheet (with the part for presenting, which it calls, and the mail's outcome).
    case mail
    /// How a mail ended, with Foundation only, so that view models can take it.
    case mailOutcome
    /// Signing in on the web (with the part for presenting, which it calls).
    case webAuthentication
    /// The print options (with the part for presenting, which it calls).
    case print
    /// The delegate of popovers and sheets with a style of their own for a compact width.
    case adaptive
    /// Dismissing a screen presented without a navigation controller.
    case unwrapped
    /// Starting a flow in a split view's secondary or supplementary column.
    case split
    /// Pointing popovers at their senders below iOS 16 (with the part for presenting, which its share sheet calls).
    case popoverSources
    /// Opening a route: everything but the app's own table of the routes' ways.
    case routes
    /// Reading and building a route's link, with Foundation only.
    case links
    /// `RouteLinkValue` and its conformances: the values of routes that take a `URL` or an app's type.
    case linkValues
    /// `RoutePayload`: what reads route values from the payloads of entry points without a link.
    case payloads
    /// Running an app action on the flow on screen.
    case appActions
    /// Waiting for your code's choice of the action that runs next.
    case choices
    /// Reporting each navigation to the app's hook, with what UIKit did with it.
    case analytics
    /// Bringing back a flow that keeps its state.
    case keptFlows

    /// `Coordinator+Presenting.swift`, named after the runtime's (prefixed) `Coordinator`.
    func fileName(_ types: RuntimeTypes) -> String {
        fileStem(types) + ".swift"
    }

    /// The file's name without `.swift`, whose length validation checks before anything is generated.
    func fileStem(_ types: RuntimeTypes) -> String {
        let suffix =
            switch self {
            case .presenting: "+Presenting"
            case .singleInstance: "+SingleInstance"
            case .tabs: "+Tabs"
            case .firstScreen: "+FirstScreen"
            case .camera: "+Camera"
            case .photoPicker: "+PhotoPicker"
            case .fileExport: "+FileExport"
            case .fileImport: "+FileImport"
            case .safari: "+Safari"
            case .mail: "+Mail"
            case .mailOutcome: "+MailOutcome"
            case .webAuthentication: "+WebAuthentication"
            case .print: "+Print"
            case .adaptive: "+Adaptive"
            case .unwrapped: "+Unwrapped"
            case .split: "+Split"
            case .popoverSources: "+PopoverSources"
            case .routes: "+Routes"
            case .links: "+Links"
            case .linkValues: "+LinkValues"
            case .payloads: "+Payloads"
            case .appActions: "+AppActions"
            case .choices: "+Choices"
            case .analytics: "+Analytics"
            case .keptFlows: "+KeptFlows"
            }
        return types.coordinator + suffix
    }

    /// What the part's file imports: the back end's module, but Foundation only for links, which `AppRoute` reads
    /// without UIKit, and the system framework of a controller UIKit does not declare.
    func imports(module: String) -> [String] {
        switch self {
        case .links, .linkValues, .payloads, .mailOutcome: RouteTranslator.imports
        case .mail: ["MessageUI", module]
        case .webAuthentication: ["AuthenticationServices", module]
        case .safari: ["SafariServices", module]
        case .photoPicker: ["PhotosUI", module]
        case .fileImport: [module, "UniformTypeIdentifiers"]
        case .presenting, .singleInstance, .tabs, .firstScreen, .camera, .fileExport, .print, .adaptive, .unwrapped,
            .split,
            .popoverSources, .routes, .appActions, .choices, .analytics, .keptFlows:
            [module]
        }
    }

    /// The part's text, with the runtime's type names of `model`'s target; the access of its types that a generated API
    /// names (a popover's sender below iOS 16) is the target's too.
    func declarations(for model: AppModel) -> [Declaration] {
        let (types, access) = (model.target.runtime, model.target.access)
        let text =
            switch self {
            case .presenting: PresentingRuntimeTemplate.text(types)
            case .singleInstance: SingleInstanceRuntimeTemplate.text(types)
            case .tabs: TabsRuntimeTemplate.text(types)
            case .firstScreen: FirstScreenRuntimeTemplate.text(types)
            case .camera: CameraRuntimeTemplate.text(types)
            case .photoPicker: PhotoPickerRuntimeTemplate.text(types)
            case .fileExport: FileExportRuntimeTemplate.text(types)
            case .fileImport: FileImportRuntimeTemplate.text(types)
            case .safari: SafariRuntimeTemplate.text(types)
            case .mail: MailRuntimeTemplate.text(types)
            case .mailOutcome: MailRuntimeTemplate.outcome(types, api: access.verbatimPrefix)
            case .webAuthentication: WebAuthenticationRuntimeTemplate.text(types)
            case .print: PrintRuntimeTemplate.text(types)
            case .adaptive: AdaptiveRuntimeTemplate.text(types)
            case .unwrapped: UnwrappedRuntimeTemplate.text(types)
            case .split: SplitRuntimeTemplate.text(types)
            case .popoverSources: PopoverSourcesRuntimeTemplate.text(types, api: access.verbatimPrefix)
            case .routes: RoutesRuntimeTemplate.text(types, waitsForDecisions: model.routesWaitForDecisions)
            case .links: LinksRuntimeTemplate.text(routeLink: types.routeLink)
            case .linkValues:
                LinkValuesRuntimeTemplate.text(routeLinkValue: types.routeLinkValue, routeLink: types.routeLink)
            case .payloads: PayloadsRuntimeTemplate.text(types)
            case .appActions: AppActionsRuntimeTemplate.text(types)
            case .choices: ChoicesRuntimeTemplate.text(types)
            case .analytics: AnalyticsRuntimeTemplate.text(types)
            case .keptFlows: KeptFlowsRuntimeTemplate.text(types)
            }
        return [.verbatim(text)]
    }

    /// The navigations whose actions call this part; empty for a part that flows bring. A switch builds the set: read
    /// it once, not once per action.
    private var navigationKinds: Set<NavigationKind> {
        switch self {
        case .presenting:
            [
                .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail, .webAuthentication,
                .print,
            ]
        case .tabs: [.selectTab]
        case .split: [.showDetail, .showSupplementary]
        case .camera: [.camera]
        case .photoPicker: [.photoPicker]
        case .fileExport: [.exportFiles]
        case .fileImport: [.importFiles]
        case .safari: [.safari]
        case .mail, .mailOutcome: [.mail]
        case .webAuthentication: [.webAuthentication]
        case .print: [.print]
        case .choices: [.choose]
        case .singleInstance, .firstScreen, .adaptive, .unwrapped, .popoverSources, .routes, .links, .linkValues,
            .payloads, .appActions, .analytics, .keptFlows:
            []
        }
    }

    /// Whether the resolved app uses this part.
    func isUsed(by model: AppModel) -> Bool {
        switch self {
        case .presenting where Self.popoverSources.isUsed(by: model):
            true
        case .popoverSources:
            model.target.deploymentTarget < .actionSheetSender
                && model.screens.contains { screen in
                    screen.actions.contains { $0.parameters.contains { $0.name == SystemPresentation.senderParameter } }
                }
        case .presenting, .tabs, .camera, .photoPicker, .fileExport, .fileImport, .safari, .mail, .mailOutcome,
            .webAuthentication, .print,
            .split, .choices:
            model.containsAction { [kinds = navigationKinds] in kinds.contains($0.navigation.kind) }
        case .singleInstance: model.coordinators.contains(where: \.isSingleInstance)
        case .firstScreen: model.coordinators.contains { $0.decision?.placeholder != nil }
        case .adaptive: model.containsAction { $0.transition.compactStyle != nil }
        case .unwrapped: model.screens.contains(where: \.isUnwrapped)
        case .routes, .links: !model.routes.isEmpty
        case .linkValues: model.routes.contains { $0.values.contains(where: \.type.isLinkValue) }
        case .payloads: model.routes.contains { $0.entries != nil }
        case .appActions: !model.appActions.isEmpty
        case .analytics: model.target.reportsNavigation
        case .keptFlows: model.coordinators.contains(where: \.keepsState)
        }
    }

    /// Whether the manifest's app will use this part, as validation sees it before the app is resolved: the same
    /// answer as ``isUsed(by:)-(AppModel)`` for a manifest that validates.
    func isUsed(by manifest: Manifest) -> Bool {
        switch self {
        case .presenting where Self.popoverSources.isUsed(by: manifest):
            true
        case .popoverSources:
            manifest.targetVersion(for: UIKitBackend()) < .actionSheetSender && manifest.firstSenderAction != nil
        case .presenting, .tabs, .camera, .photoPicker, .fileExport, .fileImport, .safari, .mail, .mailOutcome,
            .webAuthentication, .print,
            .split, .choices:
            manifest.containsAction { [kinds = navigationKinds] in
                $0.navigations.contains { kinds.contains($0.value.kind) }
            }
        case .singleInstance: manifest.coordinators.contains { $0.singleInstance?.value == true }
        case .firstScreen: manifest.coordinators.contains { $0.decide?.placeholder != nil }
        case .adaptive: !manifest.compactStyles.isEmpty
        case .unwrapped: !manifest.unwrappedScreens.isEmpty
        case .routes, .links: !manifest.routes.isEmpty
        case .linkValues: manifest.usesLinkValues
        case .payloads: manifest.hasRouteEntries
        case .appActions: !manifest.appActions.isEmpty
        case .analytics: manifest.reportsNavigation
        case .keptFlows: manifest.coordinators.contains { $0.keepsState?.value == true }
        }
    }
}
