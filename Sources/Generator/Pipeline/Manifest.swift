import Templates

/// A value read from the manifest, with the offset of the JSON that holds it.
package struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    package var value: Value
    package var offset: Int

    package init(value: Value, offset: Int) {
        self.value = value
        self.offset = offset
    }
}

/// How a screen tells its coordinator what happened.
public enum Style: String, CaseIterable, Sendable {
    /// `weak var coordinator: (any Buying & AccountCreating)?`
    case protocols
    /// `var buyAction: (() -> Void)?`
    case closures
    /// `coordinator?.eventOccurred(with: .buyTapped)`
    case events

    /// The style of a manifest that names none.
    public static let manifestDefault = Style.protocols
}

/// How screens are built: a view controller alone, or a view controller with a view model the coordinator injects.
enum Architecture: String, CaseIterable, Sendable {
    /// The view controller talks to its coordinator.
    case mvc
    /// Every screen has a view model: the view controller sends it what the person does, and it talks to the
    /// coordinator.
    case mvvm
}

/// Who hears the result of a flow that an embedded screen's action starts.
enum ResultRecipient: String, CaseIterable, Sendable {
    /// The embedded screen that asked: its `didReceive(_:)`.
    case screen
    /// The screen that embeds it: the container's `didReceive(_:)`.
    case container
}

/// One of `linkTypes`: a type of the app's that a route parameter may take, as in `{section: SettingsSection}`.
struct LinkTypeSpec: Sendable {
    var name: Located<String>
    var conversion: Located<LinkConversion>?
    var offset: Int
}

/// How a type of `linkTypes` converts to and from a link's text: its `RouteLinkValue` conformance.
package enum LinkConversion: String, CaseIterable, Sendable {
    /// Through its raw value, a `String`, `Int`, `Double` or `Bool` (an enum of settings sections): coordgen declares
    /// the conformance.
    case rawValue
    /// Through `LosslessStringConvertible` (an identifier type): coordgen declares the conformance.
    case description
    /// The app declares the conformance itself: `init?(linkText:)` and `linkText`.
    case linkText
}

/// What a route does while a flow or screen marked with `onRoute` is on screen.
package enum RouteArrival: String, CaseIterable, Sendable {
    /// The route is kept, and opened once the app switches to a flow that does not keep routes waiting: for top-level
    /// flows such as login and onboarding.
    case wait
    /// The route is refused, and the app stays as it is: for an edit in progress or a confirmation.
    case reject
}

/// An alert or action sheet an action shows: `"alert": { "title": …, "choices": [ … ] }`.
package struct AlertSpec: Sendable, Equatable {
    var title: Located<TextSpec>? = nil
    var message: Located<TextSpec>? = nil
    var style: Located<AlertStyle>? = nil
    var textFields: [TextFieldSpec]
    /// The choices, located at the `choices` key.
    var choices: Located<[ChoiceSpec]>
}

/// A share sheet an action shows: `"share": { "items": ["url"], "runs": "didShare" }`.
package struct ShareSpec: Sendable, Equatable {
    /// The action's parameters shared, in order, located at the `items` key.
    var items: Located<[Located<String>]>
    /// The action of the same screen run once the sheet has gone, told what the person did.
    var runs: Located<String>? = nil
    /// The action's parameter that holds the app's own activities the sheet offers beside the system's.
    var activities: Located<String>? = nil
}

/// The camera an action shows: `"camera": { "runs": "didTakePhoto" }`.
package struct CameraSpec: Sendable, Equatable {
    /// The action of the same screen run once the camera has gone, given the photo (`image`), or `nil`. Required: the
    /// decoder reports it missing, and keeps the navigation so that the action is not also said to have none.
    var runs: Located<String>?
}

/// The photo picker an action shows: `"photoPicker": { "runs": "attach", "limit": 4, "filter": "images" }`.
package struct PhotoPickerSpec: Sendable, Equatable {
    /// The action of the same screen run once the picker has gone, given what the person picked (`photos`). Required:
    /// the decoder reports it missing, and keeps the navigation so that the action is not also said to have none.
    var runs: Located<String>?
    /// How many assets the person may pick; 0 for no limit. 1 when absent.
    var limit: Located<Int>? = nil
    /// The one kind of asset the picker shows; every kind when absent.
    var filter: Located<PhotoFilter>? = nil
}

/// The kind of asset a photo picker shows.
package enum PhotoFilter: String, CaseIterable, Sendable {
    case images
    case videos
    case livePhotos
}

/// The print options an action shows: `"print": { "item": "receipt", "runs": "didPrint" }`.
package struct PrintSpec: Sendable, Equatable {
    /// The action's parameter that holds what is printed: a `URL`, `Data` or `UIImage`, or an array of one of them.
    /// Required: the decoder reports it missing, and keeps the navigation so that the action is not also said to have
    /// none.
    var item: Located<String>?
    /// The action of the same screen run once the options have gone, given whether it printed (`printed`).
    var runs: Located<String>?
}

/// The document picker an action shows to export files: `"exportFiles": { "files": "report", "runs": "didExport" }`.
package struct ExportFilesSpec: Sendable, Equatable {
    /// The action's parameter that holds the files, a `URL` or a `[URL]`. Required, as `runs` is: the decoder reports
    /// either missing, and keeps the navigation so that the action is not also said to have none.
    var files: Located<String>?
    /// The action of the same screen run once the picker has gone, given where the files went (`urls`).
    var runs: Located<String>?
}

/// The document picker an action shows to open files:
/// `"importFiles": { "types": ["com.adobe.pdf"], "multiple": true, "runs": "didImport" }`.
package struct ImportFilesSpec: Sendable, Equatable {
    /// The uniform type identifiers of the files the person may pick, located at the `types` key. Required, as `runs`
    /// is: the decoder reports either missing, and keeps the navigation so that the action is not also said to have
    /// none.
    var types: Located<[Located<String>]>?
    /// `true`: the person may pick several files.
    var multiple: Located<Bool>?
    /// The action of the same screen run once the picker has gone, given copies of the files picked (`urls`).
    var runs: Located<String>?
}

/// A web page an action shows in Safari's view controller: `"safari": { "url": "page", "runs": "didRead" }`.
package struct SafariSpec: Sendable, Equatable {
    /// The action's parameter that holds the page's address, a `URL`. Required: the decoder reports it missing.
    var url: Located<String>?
    /// The action of the same screen run once the person has closed the page; none when nothing follows.
    var runs: Located<String>?
}

/// The choice an action waits for before it runs another action of its screen:
/// `"choose": { "among": ["showVault", "unlock"], "fallback": "showError" }`.
package struct ChooseSpec: Sendable, Equatable {
    /// The actions of the same screen one of which runs, as your code chooses; located at the key.
    var among: Located<[Located<String>]>
    /// The action of the same screen run when the choice fails (your code throws); none when it cannot.
    var fallback: Located<String>?
}

/// The mail compose sheet an action shows:
/// `"mail": { "to": "recipients", "subject": "subject", "body": "body", "runs": "didMail" }`.
package struct MailSpec: Sendable, Equatable {
    /// The action's parameters that fill the mail: its recipients (`[String]`), subject and body (`String`s).
    var to: Located<String>?
    var subject: Located<String>?
    var body: Located<String>?
    /// The action of the same screen run once the sheet has gone, told how the mail ended (`result`); none when
    /// nothing follows.
    var runs: Located<String>?
}

/// A sign-in on the web an action starts:
/// `"webAuthentication": { "url": "page", "callbackScheme": "myapp", "ephemeral": true, "runs": "didSignIn" }`.
package struct WebAuthenticationSpec: Sendable, Equatable {
    /// The action's parameter that holds the sign-in page's address, a `URL`. Required, as `runs` is: the decoder
    /// reports either missing.
    var url: Located<String>?
    /// The URL scheme of the callback the service redirects to; none when the app's Info.plist registers it.
    var callbackScheme: Located<String>?
    /// `true`: the browser shares no cookies with Safari.
    var ephemeral: Located<Bool>?
    /// The action of the same screen run once the browser has gone, given the callback URL (`callback`), or `nil`.
    var runs: Located<String>?
}

/// A text field of an alert, whose text fills the parameter of that name of the action a choice runs.
struct TextFieldSpec: Sendable, Equatable {
    var name: Located<String>
    var placeholder: Located<TextSpec>?
    /// `true`: the text is hidden as it is typed (a password).
    var secure: Located<Bool>?
    /// What the field gives: its text (the default) or a number.
    var type: Located<TextFieldValue>? = nil
    var offset: Int
}

/// A text an alert shows (its title, its message, a choice's title, a field's placeholder), as the manifest writes it:
/// the text itself, a key of the app's localized strings, or a `String` the action takes.
enum TextSpec: Sendable, Equatable {
    /// `"Delete?"`.
    case literal(String)
    /// `{ "localized": "delete.title", "default": "Delete?" }`: the key, and the text shown where the app's strings
    /// have none.
    case localized(key: Located<String>, defaultValue: Located<String>?)
    /// `{ "parameter": "title" }`: the action's parameter of that name.
    case parameter(Located<String>)

    /// The text for messages: itself, its key, or the parameter that gives it.
    var shown: String {
        switch self {
        case .literal(let text): text
        case .localized(let key, _): key.value
        case .parameter(let name): name.value
        }
    }
}

/// One choice of an alert: its title, its style, and the action of the same screen it runs, if any.
struct ChoiceSpec: Sendable, Equatable {
    var title: Located<TextSpec>
    var style: Located<ChoiceStyle>?
    var runs: Located<String>?
    /// `"each": "accounts", "as": "account"`: one choice per element of the action's `[String]` parameter, titled by
    /// the element, which fills the parameter of the `as` name of the action the choice runs. Its title is then the
    /// element (`.parameter` of the `as` name).
    var each: EachSpec? = nil
    var offset: Int
}

/// `"each": "accounts", "as": "account"`: the action's list parameter, and the name of each element.
struct EachSpec: Sendable, Equatable {
    var list: Located<String>
    var element: Located<String>
}

/// An iOS version, as a deployment target or as what a feature needs.
package struct IOSVersion: Comparable, Sendable, CustomStringConvertible {
    var major: Int
    var minor: Int

    /// What the generated code needs at least: async results wait on a `CheckedContinuation` (iOS 13).
    package static let minimum = IOSVersion(major: 13, minor: 0)
    /// `NavigationStack`, which SwiftUI's stacks of screens need.
    package static let navigationStack = IOSVersion(major: 16, minor: 0)
    /// What sheet detents need (`sheetPresentationController`).
    package static let detents = IOSVersion(major: 15, minor: 0)
    /// What a popover's sender as one type needs: a view or a bar button item (`sourceItem`); below it, the runtime
    /// points popovers through `sourceView` or `barButtonItem`.
    package static let actionSheetSender = IOSVersion(major: 16, minor: 0)
    /// `String(localized:defaultValue:)`, which reads an alert's localized texts; `NSLocalizedString` below.
    package static let localizedStrings = IOSVersion(major: 15, minor: 0)
    /// The document picker's initializer for exporting files.
    static let fileExport = IOSVersion(major: 14, minor: 0)
    /// What a sign-in on the web needs: a presentation context (`presentationContextProvider`).
    static let webAuthentication = IOSVersion(major: 13, minor: 0)
    /// The document picker's initializer for opening files of uniform types.
    static let fileImport = IOSVersion(major: 14, minor: 0)
    /// The photo picker, `PHPickerViewController`.
    static let photoPicker = IOSVersion(major: 14, minor: 0)
    /// A split view controller with columns (`UISplitViewController(style:)`).
    static let splitColumns = IOSVersion(major: 14, minor: 0)

    /// `"15"`, `"15.0"` or `"16.4"`; `nil` for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let numbers = parts.map { part in
            part.count < 3 && part.allSatisfy { ("0"..."9").contains($0) } ? Int(part) : nil
        }
        guard (1...2).contains(numbers.count), let major = numbers[0], let minor = numbers.count == 2 ? numbers[1] : 0
        else { return nil }
        self.init(major: major, minor: minor)
    }

    init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    package static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    /// `15.0`, as `#available` and the docs spell it.
    package var description: String {
        "\(major).\(minor)"
    }
}

/// The manifest as written, before validation. Every name keeps its place for diagnostics.
package struct Manifest: Sendable {
    var version: Located<Int>?
    /// The back end the code is generated for, by its name; the generator's first when absent.
    var backend: Located<String>? = nil
    var style: Style
    var viewControllers: InstantiationMode
    var app: AppSpec?
    package var coordinators: [CoordinatorSpec]
    package var screens: [ScreenSpec]
    /// Who may use the generated API; `internal` when absent.
    var access: Located<AccessLevel>?
    /// What goes in front of the runtime's type names (`Coordinator`…); none when absent.
    var runtimePrefix: Located<String>?
    /// Where storyboards are looked up; the main bundle when absent.
    var storyboardBundle: Located<StoryboardBundle>?
    /// The type of what coordinators hand down to the flows they start and the screens they create; none when absent.
    var dependencies: Located<String>? = nil
    /// `mvvm` gives every screen a view model; `mvc` when absent.
    var architecture: Located<Architecture>? = nil
    /// The app's iOS deployment target as written (`"15.0"`); ``IOSVersion/minimum`` when absent.
    var deploymentTarget: Located<String>? = nil
    /// `true` reports every navigation to one hook of the app's (`NavigationReport.hook`); `false` when absent.
    var analytics: Located<Bool>? = nil
    /// `true` saves the navigation as a `Codable` value and restores it; `false` when absent.
    var restorable: Located<Bool>? = nil
    /// The links into the app: one per route, in the manifest's order.
    package var routes: [RouteSpec] = []
    /// The app's own types that route parameters may take, and how each converts to a link's text.
    var linkTypes: [LinkTypeSpec] = []
    /// The offset of the top-level object.
    var offset: Int
    /// Every key the manifest writes, as the schema names it (`action.detents`), in order: what a back end is asked
    /// whether it generates.
    var writtenKeys: [WrittenKey] = []

    /// The names of the app's types that route parameters may take.
    package var linkTypeNames: Set<String> { Set(linkTypes.map(\.name.value)) }

    /// The app's actions (`app.actions`), in the manifest's order.
    package var appActions: [ActionSpec] { app?.actions ?? [] }

    /// Whether an action of the app, a screen's or an app action, is one `matches` accepts.
    package func containsAction(where matches: (ActionSpec) -> Bool) -> Bool {
        screens.contains { $0.actions.contains(where: matches) } || appActions.contains(where: matches)
    }

    /// Whether a route has `entries`, whose values are read from payloads.
    package var hasRouteEntries: Bool { routes.contains { $0.entries != nil } }

    /// Whether a route's parameter takes a `URL` or one of the app's `linkTypes`, which convert through
    /// `RouteLinkValue`: the same answer as the resolved routes give, for a manifest that validates.
    package var usesLinkValues: Bool {
        let appTypes = linkTypeNames
        return routes.contains { route in
            route.patterns.contains { text in
                guard let pattern = try? RoutePattern.parse(text.value, linkTypes: appTypes).get() else { return false }
                return pattern.parameters.contains(where: \.type.isLinkValue)
            }
        }
    }

    /// The manifest's `runtimePrefix`; empty when absent.
    var prefix: String { runtimePrefix?.value ?? "" }

    /// Whether the app reports its navigations (`"analytics": true`).
    package var reportsNavigation: Bool { analytics?.value == true }

    /// Whether the navigation saves as a `Codable` value and restores from one: the manifest's `restorable`.
    package var isRestorable: Bool { restorable?.value == true }

    /// The names of the app's own generated types, with the manifest's prefix.
    var appTypes: AppTypeNames { AppTypeNames(prefix: prefix) }

    /// Whether `screen` has a view model: always for a SwiftUI screen, whose view reaches its coordinator through it;
    /// else its own `viewModel`, or the manifest's architecture.
    func hasViewModel(_ screen: ScreenSpec) -> Bool {
        isSwiftUI(screen) || (screen.viewModel?.value ?? (architecture?.value == .mvvm))
    }

    /// How `screen`'s view controller is created: its own `viewControllers`, or the manifest's.
    func instantiation(of screen: ScreenSpec) -> InstantiationMode {
        screen.viewControllers?.value ?? viewControllers
    }

    /// Whether `screen` is a SwiftUI view that a generated `UIHostingController` shows.
    func isSwiftUI(_ screen: ScreenSpec) -> Bool {
        instantiation(of: screen) == .swiftUI
    }

    /// The style `screen` uses: its own, or the manifest's.
    func style(of screen: ScreenSpec) -> Style {
        screen.style?.value ?? style
    }

    /// The containers that embed each screen, once per embed, in the manifest's order. Validation and resolution both
    /// read it.
    func containers() -> [String: [String]] {
        var containers: [String: [String]] = [:]
        for screen in screens {
            for embed in screen.embeds {
                containers[embed.screen.value, default: []].append(screen.name.value)
            }
        }
        return containers
    }

    /// Whether any finish names a `then`: only then do flows get follow-ups, and their names.
    var namesFollowUps: Bool {
        screens.contains { $0.actions.contains { $0.then != nil } }
    }

    /// The iOS version the app targets in `backend`: its `deploymentTarget`, else the oldest the back end's code
    /// runs on (iOS 16 for SwiftUI's `NavigationStack`), which no check may take for an older one.
    package func targetVersion(for backend: any Backend) -> IOSVersion {
        deploymentTarget.flatMap { IOSVersion($0.value) } ?? max(.minimum, backend.minimumTarget.version)
    }

    /// Where the first action that points a popover at its sender is (a popover, an action sheet or a share sheet), as
    /// UIKit points them; `nil` when none does.
    package var firstSenderAction: Int? {
        screens.lazy.flatMap(\.actions).first { Validator.takesSender($0, actionSheets: true) }?.offset
    }

    /// The `compactStyle` keys of the manifest's actions, in order.
    package var compactStyles: [Located<CompactStyle>] {
        (screens.flatMap(\.actions) + appActions).compactMap(\.compactStyle)
    }

    /// The screens that an action presents with `"wrap": false`, each with the first such action's `wrap` key.
    package var unwrappedScreens: [String: Located<Bool>] {
        var unwrapped: [String: Located<Bool>] = [:]
        for action in screens.flatMap(\.actions) {
            guard let wrap = action.wrap, !wrap.value else { continue }
            for case .present(let screen) in action.navigations.map(\.value) where unwrapped[screen.value] == nil {
                unwrapped[screen.value] = wrap
            }
        }
        return unwrapped
    }

    /// The first navigation of each kind the manifest has, in the order of the file: one pass over its actions for
    /// every kind the back end asks about (each with a runtime part of its own).
    package func firstNavigations() -> [NavigationKind: Located<NavigationSpec>] {
        var first: [NavigationKind: Located<NavigationSpec>] = [:]
        for screen in screens {
            for action in screen.actions {
                for navigation in action.navigations where first[navigation.value.kind] == nil {
                    first[navigation.value.kind] = navigation
                }
            }
        }
        return first
    }

    /// The screens whose navigation is generated once for every flow that shows them, each with the `shared` screen
    /// that makes it so: the screens marked `shared`, and what they push, present and embed, at any depth, since one
    /// implementation can only show screens that have one too. Validation and resolution both read it.
    func sharedScreens() -> [String: String] {
        var index: [String: ScreenSpec] = [:]
        for screen in screens where index[screen.name.value] == nil {
            index[screen.name.value] = screen
        }
        var shared: [String: String] = [:]
        for root in screens where root.shared?.value == true && shared[root.name.value] == nil {
            shared[root.name.value] = root.name.value
            var queue = [root.name.value]
            while let name = queue.popLast(), let screen = index[name] {
                var targets = screen.embeds.map(\.screen.value)
                for action in screen.actions {
                    targets += (action.navigations.first?.value.shownScreens ?? []).map(\.value)
                }
                for target in targets where shared[target] == nil && index[target] != nil {
                    shared[target] = root.name.value
                    queue.append(target)
                }
            }
        }
        return shared
    }
}

/// `app`: one navigation flow (`root`), a tab bar (`tabs`), or top-level flows the app switches between (`flows`).
struct AppSpec: Sendable {
    var root: Located<String>?
    var tabs: [Located<String>]?
    var tabBarController: Located<String>?
    /// The top-level flows, in order: coordinators and tab bars by name.
    var flows: [Located<String>]?
    /// The flow the app starts in: a flow's name, or ``AppSpec/decide`` for a decision the app's code makes.
    var initial: Located<String>?
    /// The tab bars that top-level flows name.
    var tabBars: [TabBarSpec]
    /// A split view: a flow per column.
    var split: SplitSpec? = nil
    /// The split views that top-level flows name.
    var splits: [SplitSpec] = []
    /// Navigation the app starts from outside any screen, in the manifest's order.
    var actions: [ActionSpec] = []
    var offset: Int

    /// Every split view of the app: its `split`, or those of its top-level flows.
    var allSplits: [SplitSpec] {
        (split.map { [$0] } ?? []) + splits
    }

    /// The split view `name` among the top-level flows, or the app's own `split` for `nil`.
    func split(named name: String?) -> SplitSpec? {
        guard let name else { return split }
        return splits.first { $0.name?.value == name }
    }

    /// The `initial` that leaves the choice to a method the user implements.
    static let decide = "decide"

    /// The place app actions run from, as validation and resolution read an action's screen: it has no inputs, and a
    /// name no screen can have, which messages of data passing show.
    var actionPlace: ScreenSpec {
        ScreenSpec(
            name: Located(value: Self.actionPlaceName, offset: offset), inputs: [], actions: actions, offset: offset)
    }

    /// How messages name the place app actions run from, where they name a screen.
    static let actionPlaceName = "the app"

    /// `actions` as they run: an app action's flow always starts presented, over what is on screen.
    var presentingActions: [ActionSpec] {
        actions.map { action in
            guard action.navigations.first?.value.kind == .startChild else { return action }
            var presenting = action
            presenting.modal = Located(value: true, offset: action.modal?.offset ?? action.offset)
            return presenting
        }
    }
}

/// One entry of `app.tabBars`: a tab bar that is a top-level flow, with one coordinator per tab.
struct TabBarSpec: Sendable {
    var name: Located<String>
    var tabs: [Located<String>]
    /// The class name, spelt as `app.tabBarController` spells it; `nil` for the name made from `name`.
    var tabBarController: Located<String>?
    var offset: Int

    /// The tab bar controller's class name, where the manifest says it.
    var controller: Located<String> {
        tabBarController ?? Located(value: Constants.tabBarController(name.value), offset: name.offset)
    }
}

/// `app.split`, or one entry of `app.splits`: a split view controller with a flow in its primary column, the flow its
/// supplementary column (if any) shows until a `showSupplementary` replaces it, the flow its secondary column shows
/// until a `showDetail` replaces it, and the flow it shows instead on a compact width.
struct SplitSpec: Sendable {
    /// The name `app.flows` knows it by, in `app.splits`; `nil` in `app.split`.
    var name: Located<String>? = nil
    var primary: Located<String>?
    /// With one, the split view has three columns (`tripleColumn`).
    var supplementary: Located<String>?
    var secondary: Located<String>?
    var compact: Located<String>?
    /// The class name; `nil` for the name made from `name`, or ``Constants/defaultSplitViewController``.
    var splitViewController: Located<String>?
    var offset: Int

    /// The split view controller's class name, where the manifest says it.
    var controller: Located<String> {
        if let splitViewController { return splitViewController }
        guard let name else { return Located(value: Constants.defaultSplitViewController, offset: offset) }
        return Located(value: Constants.splitViewController(name.value), offset: name.offset)
    }

    /// The columns' coordinators, in the order the split view sets them.
    var columns: [Located<String>] {
        [primary, supplementary, secondary, compact].compactMap { $0 }
    }
}

/// One entry of `coordinators`.
package struct CoordinatorSpec: Sendable {
    var name: Located<String>
    var start: Located<String>?
    var tab: TabSpec?
    var result: ResultSpec?
    /// What a route does while this flow is on screen.
    var onRoute: Located<RouteArrival>? = nil
    /// `true`: one instance at most runs in the app; starting it again brings the running one forward.
    package var singleInstance: Located<Bool>? = nil
    /// `true`: once the flow has been dismissed, the flow that started it keeps it, with its screens, and a start
    /// from there brings it back as it was.
    package var keepsState: Located<Bool>? = nil
    /// How the flow chooses its first screen when it starts; `nil` for a flow that always starts at `start`.
    package var decide: DecideSpec? = nil
    var offset: Int

    /// The screens the flow may show first: `start`, then what `decide` names, in that order.
    var firstScreens: [Located<String>] {
        (start.map { [$0] } ?? []) + (decide?.screens ?? [])
    }
}

/// A coordinator's `decide`: the other screens its `decideFirstScreen()` may choose, what shows while it decides, and
/// what shows if it fails.
package struct DecideSpec: Sendable {
    var alternatives: [Located<String>]
    /// Shown at once, and replaced when the (then asynchronous) decision arrives.
    package var placeholder: Located<String>?
    /// Shown when the (then throwing) decision fails.
    var fallback: Located<String>?
    var offset: Int

    /// Every screen it names, in the order of its keys.
    var screens: [Located<String>] {
        alternatives + [placeholder, fallback].compactMap { $0 }
    }
}

/// A coordinator's `result`: what the flow hands to the screen that started it when it ends.
struct ResultSpec: Sendable {
    var cases: [ResultCaseSpec]
    /// The case handed over when the flow ends without a `finish` that names one.
    var whenLeft: Located<String>?
    var offset: Int
}

/// One case of a result, with its values (typed like an action's parameters).
struct ResultCaseSpec: Sendable {
    var name: Located<String>
    var parameters: [ParameterSpec]
    /// In a top-level flow's result: the top-level flow the app switches to after this case.
    var switchTo: Located<String>?
    var offset: Int
}

/// A coordinator's `tab`: how its tab looks in the tab bar.
struct TabSpec: Sendable {
    var title: Located<String>?
    var systemItem: Located<String>?
    var image: Located<String>?
    var offset: Int
}

/// One entry of `screens`.
package struct ScreenSpec: Sendable {
    var name: Located<String>
    var style: Located<Style>?
    var viewControllers: Located<InstantiationMode>?
    package var storyboard: StoryboardSpec?
    /// `true`: the screen has a view model; `false`: it has none, whatever the architecture.
    var viewModel: Located<Bool>? = nil
    /// `true`: the screen's navigation is generated once, for every flow that shows it, not in each coordinator.
    var shared: Located<Bool>? = nil
    var inputs: [InputSpec]
    package var actions: [ActionSpec]
    /// The screens this one contains, each under a name of its own.
    var embeds: [EmbedSpec] = []
    /// The flows this screen shows inside it, each on a stack of its own: the entries of `embeds` that name a `flow`.
    var embeddedFlows: [FlowEmbedSpec] = []
    /// What this screen tells the container that embeds it.
    var messages: [MessageSpec] = []
    /// What a route does while this screen is on screen.
    var onRoute: Located<RouteArrival>? = nil
    /// `true`: the app promises a link to this screen, and a warning names it while no route opens it.
    var linked: Located<Bool>? = nil
    var offset: Int
}

/// One entry of a screen's `embeds`: a screen shown inside this one, as a child view controller.
struct EmbedSpec: Sendable {
    var screen: Located<String>
    /// The container's property for the embedded view controller.
    var name: Located<String>
    /// The storyboard embed segue's identifier; `<Name>Embedding` when absent.
    var segue: Located<String>?
    /// The container's property for the view the embedded view goes into; `<name>ContainerView` when absent.
    var containerView: Located<String>?
    /// `"embedded input": "container input"` entries.
    var pass: [PassSpec]
    var offset: Int
}

/// One entry of a screen's `embeds` that names a flow: a flow shown inside the screen, on a stack of its own, which the
/// screen keeps as long as it lives.
struct FlowEmbedSpec: Sendable {
    var flow: Located<String>
    /// The container's property for the embedded flow's coordinator.
    var name: Located<String>
    /// The container's property for the view the flow's stack goes into; `<name>ContainerView` when absent.
    var containerView: Located<String>?
    /// `true`: the container embeds the flow when your code asks (`show<Name>()`), not when its view loads.
    var onDemand: Located<Bool>?
    var offset: Int
}

/// One entry of a screen's `messages`: a delegate method it calls on the container that embeds it.
struct MessageSpec: Sendable {
    var name: Located<String>
    var parameters: [ParameterSpec]
    var offset: Int
}

/// One entry of a screen's `inputs`: a value the screen needs before it is shown.
struct InputSpec: Sendable {
    var name: Located<String>
    var type: Located<String>?
    var defaultValue: Located<String>?
    /// `"weak": true`: the screen or flow holds the value without keeping it (a delegate).
    var isWeak: Located<Bool>?
    var offset: Int
}

/// One entry of an action's `parameters`.
struct ParameterSpec: Sendable {
    var label: Located<String>?
    var name: Located<String>
    var type: Located<String>?
    var offset: Int
}

/// Where an action goes. Exactly one per action.
package enum NavigationSpec: Sendable, Equatable {
    case push(Located<String>)
    case present(Located<String>)
    /// Replaces the flow's own screens on its top stack with these.
    case setStack([Located<String>])
    /// Shows an alert or action sheet whose choices run other actions of the screen.
    case alert(AlertSpec)
    /// Shows the system's share sheet with the action's parameters.
    case share(ShareSpec)
    /// Shows the camera; the action `runs` names gets the photo.
    case camera(CameraSpec)
    /// Shows the photo picker; the action `runs` names gets what the person picked.
    case photoPicker(PhotoPickerSpec)
    /// Shows the document picker that exports the files of a parameter; the action `runs` names hears where they went.
    case exportFiles(ExportFilesSpec)
    /// Shows the document picker that opens files of the given types; the action `runs` names gets copies of them.
    case importFiles(ImportFilesSpec)
    /// Shows the page of a parameter in Safari's view controller; the action `runs` names runs once it is closed.
    case safari(SafariSpec)
    /// Shows the mail compose sheet; the action `runs` names hears how the mail ended.
    case mail(MailSpec)
    /// Signs in on the web; the action `runs` names gets the callback URL.
    case webAuthentication(WebAuthenticationSpec)
    /// Shows the print options for what a parameter holds; the action `runs` names hears whether it printed.
    case print(PrintSpec)
    /// Waits for your code to choose one of the screen's actions, then runs it.
    case choose(ChooseSpec)
    case startChild(Located<String>)
    /// Starts the named flow in the split view's secondary column from its primary or supplementary column; elsewhere
    /// pushes it.
    case showDetail(Located<String>)
    /// Starts the named flow in the split view's supplementary column from its primary column; elsewhere pushes it.
    case showSupplementary(Located<String>)
    /// Replaces the app's top-level flow with the named one.
    case switchTo(Located<String>)
    /// Shows the named tab's flow, then runs the action `runs` names there.
    case selectTab(Located<String>)
    case finish
    case pop
    case popToRoot
    case dismiss
    case close
    /// Hands the action's values to the screen, through its base class's (or view model's) method of its name.
    case toScreen
    case custom

    /// The navigation of `kind` to `destination`, for kinds whose value names one; `nil` for the others.
    init?(_ kind: NavigationKind, to destination: Located<String>) {
        switch kind {
        case .push: self = .push(destination)
        case .present: self = .present(destination)
        case .startChild: self = .startChild(destination)
        case .showDetail: self = .showDetail(destination)
        case .showSupplementary: self = .showSupplementary(destination)
        case .switchTo: self = .switchTo(destination)
        case .selectTab: self = .selectTab(destination)
        case .setStack, .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail,
            .webAuthentication, .print,
            .choose, .finish, .pop, .popToRoot, .dismiss, .close, .toScreen, .custom:
            return nil
        }
    }

    /// The navigation of `kind`, for kinds whose value is only `true`; `nil` for the others.
    init?(_ kind: NavigationKind) {
        switch kind {
        case .finish: self = .finish
        case .pop: self = .pop
        case .popToRoot: self = .popToRoot
        case .dismiss: self = .dismiss
        case .close: self = .close
        case .toScreen: self = .toScreen
        case .custom: self = .custom
        case .push, .present, .setStack, .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari,
            .mail,
            .webAuthentication, .print, .choose, .startChild, .showDetail, .showSupplementary, .switchTo, .selectTab:
            return nil
        }
    }

    /// The kind of navigation this is.
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
        case .startChild: .startChild
        case .showDetail: .showDetail
        case .showSupplementary: .showSupplementary
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

    /// The manifest key that declares this navigation.
    var key: String { kind.key }

    /// What the key's value names, for kinds whose value names something.
    var destination: Located<String>? {
        switch self {
        case .push(let name), .present(let name), .startChild(let name), .showDetail(let name),
            .showSupplementary(let name), .switchTo(let name), .selectTab(let name):
            name
        case .setStack, .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail,
            .webAuthentication, .print,
            .choose, .finish, .pop, .popToRoot, .dismiss, .close, .toScreen, .custom:
            nil
        }
    }

    /// The flow the navigation starts as a child: a `startChild`'s, a `showDetail`'s or a `showSupplementary`'s.
    var startedFlow: Located<String>? {
        switch self {
        case .startChild(let name), .showDetail(let name), .showSupplementary(let name): name
        case .push, .present, .setStack, .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari,
            .mail,
            .webAuthentication, .print, .choose, .switchTo, .selectTab, .finish, .pop, .popToRoot, .dismiss, .close,
            .toScreen,
            .custom:
            nil
        }
    }

    /// The screens the navigation shows in the same flow.
    var shownScreens: [Located<String>] {
        switch self {
        case .push(let name), .present(let name): [name]
        case .setStack(let names): names
        case .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail, .webAuthentication,
            .print,
            .choose,
            .startChild, .showDetail, .showSupplementary, .switchTo, .selectTab, .finish, .pop, .popToRoot, .dismiss,
            .close, .toScreen, .custom:
            []
        }
    }
}

/// One entry of `routes`: a link into the app, the screen it shows, and how to get there when several ways do.
package struct RouteSpec: Sendable {
    var name: Located<String>
    /// The URL patterns that open it (`myapp://article/{id: Int}`), located at each string.
    var patterns: [Located<String>]
    var screen: Located<String>?
    /// Actions the way to the screen takes, in order (`"Home.openArticle"`), when more than one way is shortest.
    var via: [Located<String>]
    /// The entry points without a link that open the route: a quick action's type, an activity's, a notification's.
    var entries: EntriesSpec? = nil
    package var offset: Int
}

/// A route's `entries`: what opens it without a link, its values read from the entry point's payload.
struct EntriesSpec: Sendable {
    /// A home-screen quick action's `type`.
    var quickAction: Located<String>?
    /// An `NSUserActivity`'s `activityType` (a Handoff or Spotlight activity of the app's own).
    var activity: Located<String>?
    /// The payload fields a notification must hold, with the text each must equal.
    var notification: [(key: Located<String>, value: Located<String>)]?
    /// The payload key of each route value whose key is not its name.
    var keys: [(value: Located<String>, key: Located<String>)]
    var offset: Int
}

/// One entry of a `pass`: what fills the input (or the result value) it names.
struct PassSpec: Sendable {
    /// Where the value comes from.
    enum Source: Sendable {
        /// `"input": "name"`: a parameter of the action, or an input of the container in an embed's `pass`.
        case named(Located<String>)
        /// `"input": { "input": "name" }`: an input of the screen the action is on, or of the container.
        case input(Located<String>)
        /// `"input": { "value": "expression" }`: one Swift expression of the subset an input's `default` takes.
        case value(Located<String>)
    }

    var input: Located<String>
    var source: Source

    /// The name or expression the entry gives, where it is written.
    var sourceText: Located<String> {
        switch source {
        case .named(let text), .input(let text), .value(let text): text
        }
    }

    /// The parameter a string entry of an action's `pass` names; `nil` for the other forms.
    var parameter: Located<String>? {
        if case .named(let name) = source { name } else { nil }
    }

    /// The input an embed's entry names, as a string or as `{ "input": … }`; `nil` for a value.
    var containerInput: Located<String>? {
        switch source {
        case .named(let name), .input(let name): name
        case .value: nil
        }
    }
}

/// One entry of a screen's `actions`.
package struct ActionSpec: Sendable {
    var name: Located<String>
    var parameters: [ParameterSpec]
    var protocolName: Located<String>?
    /// Every navigation key present, so validation can say when there are none or several.
    package var navigations: [Located<NavigationSpec>]
    var pass: [PassSpec]
    var passOffset: Int?
    var modal: Located<Bool>?
    /// The result case a `finish` ends its flow with (`"finish": "language"`); `nil` for `"finish": true`.
    var finishCase: Located<String>?
    /// `false` for a transition without animation; animated when absent.
    var animated: Located<Bool>?
    var modalPresentationStyle: Located<ModalStyle>?
    /// The sheet's detents, with the offset of the `detents` key.
    var detents: Located<[Located<SheetDetent>]>?
    var modalTransitionStyle: Located<ModalTransition>? = nil
    /// `true`: the person cannot swipe the presented stack away (`isModalInPresentation`).
    var modalInPresentation: Located<Bool>? = nil
    /// With a popover or a sheet: how it adapts to a horizontally compact width; UIKit's sheet when absent.
    var compactStyle: Located<CompactStyle>? = nil
    /// The style on a horizontally regular width, chosen when presenting; `modalPresentationStyle` is the compact one.
    var regularStyle: Located<ModalStyle>? = nil
    /// `true`: the sheet shows its grabber (`prefersGrabberVisible`).
    var grabber: Located<Bool>? = nil
    /// On a `present`: `false` presents the screen itself, without a navigation controller of its own.
    var wrap: Located<Bool>? = nil
    /// On an embedded screen's action that starts a flow with a result: who hears it; the screen when absent.
    var resultTo: Located<ResultRecipient>? = nil
    /// On a `finish`: the action of the screen that started the flow, which the parent runs once this flow has ended
    /// (`"then": "openSettings"`).
    var then: Located<String>? = nil
    /// On a `push`: the screens taken off the stack with it (`"removing": ["Onboarding"]`), located at the key.
    var removing: Located<[Located<String>]>? = nil
    /// On a `selectTab`: the action of the tab's first screen it runs there (`"runs": "show"`).
    var runs: Located<String>? = nil
    /// On an app action: the tab item of the tab that runs it, when a tab bar lists the action among its tabs.
    var tab: TabSpec? = nil
    var offset: Int
}
