/// One kind of navigation an action declares, described once: its manifest key, the value the key takes, and what it
/// does, which the decoder, the schema, validation and the documentation read.
///
/// A new kind is a new case here; the compiler then stops at each switch below, at ``NavigationSpec``'s, and at the
/// exhaustive switches over ``NavigationModel`` in resolution, translation and the graph.
package enum NavigationKind: String, CaseIterable, Sendable {
    case push
    case present
    case setStack
    case alert
    case share
    case camera
    case photoPicker
    case exportFiles
    case importFiles
    case safari
    case mail
    case webAuthentication
    case print
    case choose
    case startChild
    case showDetail
    case showSupplementary
    case switchTo
    case selectTab
    case finish
    case pop
    case popToRoot
    case dismiss
    case close
    case toScreen
    case custom

    /// What the key's value names.
    enum Value: Equatable, Sendable {
        /// A screen of the manifest: `"push": "Detail"`.
        case screen
        /// Screens of the manifest, in order: `"setStack": ["List", "Detail"]`.
        case screens
        /// A coordinator of the manifest: `"startChild": "Checkout"`.
        case coordinator
        /// An alert: an object with its title, message, style, text fields and choices.
        case alert
        /// A share sheet: an object with the parameters it shares and the action it runs when done.
        case share
        /// The camera: an object with the action it runs when done.
        case camera
        /// The photo picker: an object with how many assets and which kinds, and the action it runs when done.
        case photoPicker
        /// A document picker that exports files: an object with the parameter that holds them and the action it runs.
        case exportFiles
        /// A document picker that opens files: an object with their types and the action it runs.
        case importFiles
        /// A web page in Safari's view controller: an object with the parameter that holds its URL.
        case safari
        /// The mail compose sheet: an object with the parameters that fill the mail and the action it runs.
        case mail
        /// A sign-in on the web: an object with the parameter that holds its page and the action it runs.
        case webAuthentication
        /// A print job: an object with the parameter that holds what it prints and the action it runs.
        case print
        /// A choice your code makes: an object with the actions it chooses among and the one it runs on failure.
        case choice
        /// A top-level flow of the app: `"switchTo": "Main"`.
        case topLevelFlow
        /// A tab's coordinator: `"selectTab": "Map"`.
        case tab
        /// Nothing: `"pop": true`.
        case flag
        /// `true`, or the case of the flow's result it ends with: `"finish": "signedIn"`.
        case flagOrResultCase

        /// The value as the manifest reference's table of navigations describes it.
        var documented: String {
            switch self {
            case .screen: "a screen"
            case .screens: "screens, in order"
            case .alert: "an alert (below)"
            case .share: "a share sheet (below)"
            case .camera: "the camera (below)"
            case .photoPicker: "a photo picker (below)"
            case .exportFiles: "an export (below)"
            case .importFiles: "an import (below)"
            case .safari: "a web page (below)"
            case .mail: "a mail (below)"
            case .webAuthentication: "a web sign-in (below)"
            case .print: "a print job (below)"
            case .choice: "a choice (below)"
            case .coordinator: "a coordinator"
            case .topLevelFlow: "a top-level flow"
            case .tab: "a tab's coordinator"
            case .flag: "`true`"
            case .flagOrResultCase: "`true`, or a result case"
            }
        }

        /// Whether the navigation shows a screen, whose inputs the action fills.
        var showsScreen: Bool {
            switch self {
            case .screen, .screens, .coordinator: true
            case .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail, .webAuthentication,
                .print,
                .choice,
                .topLevelFlow, .tab, .flag,
                .flagOrResultCase:
                false
            }
        }
    }

    /// The manifest key that declares this navigation.
    package var key: String { rawValue }

    /// Whether an app action (`app.actions`) may take it: the navigations that need no screen of their own. An app
    /// action runs where the app is, on the flow on screen, so it starts a flow over it, selects a tab or switches the
    /// top-level flow; anything else belongs to a screen.
    var isAppAction: Bool {
        switch self {
        case .startChild, .selectTab, .switchTo: true
        case .push, .present, .setStack, .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari,
            .mail,
            .webAuthentication, .print, .choose, .showDetail, .showSupplementary, .finish, .pop, .popToRoot, .dismiss,
            .close,
            .toScreen, .custom:
            false
        }
    }

    /// Every navigation key, in the order the documentation lists them.
    static let keys = allCases.map(\.key)

    /// Every kind with its key, in that order: what the decoder looks for in each action, without spelling the keys
    /// again.
    static let keyed: [(kind: NavigationKind, key: String)] = allCases.map { ($0, $0.key) }

    var value: Value {
        switch self {
        case .push, .present: .screen
        case .setStack: .screens
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
        case .choose: .choice
        case .startChild, .showDetail, .showSupplementary: .coordinator
        case .switchTo: .topLevelFlow
        case .selectTab: .tab
        case .finish: .flagOrResultCase
        case .pop, .popToRoot, .dismiss, .close, .toScreen, .custom: .flag
        }
    }

    /// What the navigation does, in one sentence: the schema's description of the key.
    var summary: String {
        switch self {
        case .push: "Pushes this screen on the flow's top stack."
        case .present: "Presents this screen modally in its own navigation controller."
        case .setStack:
            "Replaces the flow's own screens on its top stack with these screens, in order, in one change animated as "
                + "a push."
        case .alert:
            "Shows an alert or action sheet; each choice runs another action of the screen once the alert has gone."
        case .share:
            "Shows the system's share sheet with these parameters; the action it runs hears what the person did, once."
        case .camera:
            "Shows the camera; the action it runs gets the photo the person took, or nil, once the camera has gone."
        case .photoPicker:
            "Shows the photo picker; the action it runs gets what the person picked (none when they cancel), once the "
                + "picker has gone."
        case .exportFiles:
            "Shows the document picker to save files elsewhere (Files, a cloud drive); the action it runs gets where "
                + "they went, once the picker has gone."
        case .importFiles:
            "Shows the document picker to open copies of files of these types; the action it runs gets them, once the "
                + "picker has gone."
        case .safari:
            "Shows a web page in Safari's view controller; the action it runs, if any, runs once the person has closed "
                + "it."
        case .webAuthentication:
            "Signs in on the web: shows the page in the system's secure browser; the action it runs gets the callback "
                + "URL, or nil, once the browser has gone."
        case .print:
            "Shows the system's print options for what a parameter holds; the action it runs, if any, hears whether it "
                + "printed, once the options have gone."
        case .mail:
            "Shows the mail compose sheet filled from the action's parameters; the action it runs, if any, hears how "
                + "it ended, once the sheet has gone."
        case .choose:
            "Waits for your code to choose one of these actions of the screen (an async function of the coordinator), "
                + "then runs it with the action's values; 'fallback' runs when the choice fails."
        case .startChild: "Starts this coordinator's flow as a child."
        case .showDetail:
            "In the split view's primary or supplementary column: starts this coordinator's flow in the secondary "
                + "column, in place of the flow there. In any other flow: starts it as a pushed child."
        case .showSupplementary:
            "In the split view's primary column: starts this coordinator's flow in the supplementary column, in place "
                + "of the flow there. In any other flow: starts it as a pushed child."
        case .switchTo: "Switches the app to this top-level flow, releasing the current one."
        case .selectTab:
            "Shows this tab: dismisses what is presented, selects the tab and goes back to its first screen, then runs "
                + "the action 'runs' names there, each once UIKit has finished the step before."
        case .finish:
            "Ends the flow: true, or in a flow with a result the case it ends with. Dismisses what it presented, then "
                + "pops its screens or its modal."
        case .pop: "Goes back one screen."
        case .popToRoot: "Goes back to the flow's first screen."
        case .dismiss: "Dismisses the modal stack on top; in a modal flow, ends the flow."
        case .close:
            "Closes the screen as it was shown: pops it when pushed, dismisses its modal when it is the modal's first "
                + "screen, and ends the flow when it is the flow's first screen."
        case .toScreen:
            "Hands the action's values to its screen: the screen's base class (or view model) gets a method of the "
                + "action's name, which yours overrides. What a choice, the camera or another presentation runs to "
                + "tell the screen what happened."
        case .custom: "Declared only: you implement the method in an extension of the coordinator."
        }
    }
}

extension NavigationKind {
    /// Whether a restorable navigation (`"restorable": true`) saves an action of this kind, with its values, and
    /// restoring replays it: it shows a screen or starts a flow. Validation and the back ends ask it.
    package var isSavedOnRestoring: Bool {
        switch self {
        case .push, .present, .startChild, .showDetail, .showSupplementary: true
        case .setStack, .alert, .share, .camera, .photoPicker, .exportFiles, .importFiles, .safari, .mail,
            .webAuthentication, .print, .choose, .switchTo, .selectTab, .finish, .pop, .popToRoot, .dismiss, .close,
            .toScreen, .custom:
            false
        }
    }
}
