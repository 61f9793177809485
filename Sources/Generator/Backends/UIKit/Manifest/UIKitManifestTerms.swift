// The manifest's words that name UIKit's own: how a screen's view controller is created (in code or from a
// storyboard, and where), the presentation and transition styles, sheet detents, alert and choice styles, and tab bar
// system items. Each mirrors a UIKit type, value for value. They live with the UIKit back end so that the seam shows
// what of the manifest is UIKit's; the manifest model (`Pipeline/Manifest.swift`) holds values of these types, and a
// second back end maps them to its own (or refuses the ones it has no match for).

/// How a screen's view controller is created.
enum InstantiationMode: String, CaseIterable, Sendable {
    /// `HomeViewController()`
    case code
    /// `HomeViewController.instantiate()` from a storyboard scene.
    case storyboard
}

/// How a presented stack covers the screen: the `UIModalPresentationStyle` cases a coordinator can present with.
///
/// `popover` points at the sender the screen passes (`from sender:`). `custom` takes the transitioning delegate of the
/// screen presented, which keeps it (UIKit holds it weakly). Not `none`: UIKit refuses it.
enum ModalStyle: String, CaseIterable, Sendable {
    case automatic
    case pageSheet
    case formSheet
    case fullScreen
    case overFullScreen
    case currentContext
    case overCurrentContext
    case popover
    case custom

    /// Whether UIKit shows the stack as a sheet, which has detents.
    var isSheet: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet: true
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .popover, .custom: false
        }
    }

    /// Whether a `compactStyle` can change how it shows on a compact width: UIKit asks the presentation's delegate.
    /// Not `automatic`, which UIKit resolves to a style of its choosing first.
    var takesCompactStyle: Bool {
        switch self {
        case .popover, .formSheet, .pageSheet: true
        case .automatic, .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: false
        }
    }
}

/// How a presented stack comes in and goes: the `UIModalTransitionStyle` cases a coordinator can present with.
///
/// Not `partialCurl`: UIKit allows it only over a full-screen presenter, and the stack could present nothing more.
enum ModalTransition: String, CaseIterable, Sendable {
    case coverVertical
    case flipHorizontal
    case crossDissolve
}

/// How a popover or a sheet adapts when the width is horizontally compact (an iPhone, a narrow iPad window): the
/// styles `adaptivePresentationStyle(for:traitCollection:)` may answer, each the name of the runtime's delegate that
/// answers it (`CompactAdaptation`). Without one, UIKit shows a popover as a sheet, and a sheet as a sheet.
enum CompactStyle: String, CaseIterable, Sendable {
    case fullScreen
    case overFullScreen
    /// Stays a popover: UIKit's `none`, no adaptation. Only for a popover: a sheet is a sheet there already.
    case popover

    /// The `UIModalPresentationStyle` case the delegate answers on a compact width.
    var uiKitCase: String {
        switch self {
        case .fullScreen, .overFullScreen: rawValue
        case .popover: "none"
        }
    }
}

/// A height a sheet rests at: `UISheetPresentationController.Detent`.
enum SheetDetent: String, CaseIterable, Sendable {
    case medium
    case large
}

/// How an alert shows: `UIAlertController.Style`.
enum AlertStyle: String, CaseIterable, Sendable {
    /// A dialog in the middle of the screen, which may take text.
    case alert
    /// A list of choices from the bottom of the screen; a popover at its sender on iPad.
    case actionSheet
}

/// How a choice of an alert looks: `UIAlertAction.Style`.
enum ChoiceStyle: String, CaseIterable, Sendable {
    case `default`
    /// At most one per alert; an action sheet's popover runs it when the person taps outside.
    case cancel
    case destructive
}

/// What a text field of an alert gives the action a choice runs, and the keyboard it shows.
enum TextFieldValue: String, CaseIterable, Sendable {
    /// The text as typed, on the default keyboard: a `String`.
    case string = "String"
    /// A whole number, on the number pad: an `Int?`, `nil` when the text is not one.
    case int = "Int"
    /// A number, on the decimal pad, with the person's decimal separator: a `Double?`, `nil` when the text is not one.
    case double = "Double"

    /// The type of the parameter the field fills.
    var parameterType: String {
        self == .string ? "String" : rawValue + "?"
    }

    /// The field's `keyboardType`, for a number.
    var keyboard: String? {
        switch self {
        case .string: nil
        case .int: "numberPad"
        case .double: "decimalPad"
        }
    }
}

/// A screen's `storyboard`: where its scene is.
struct StoryboardSpec: Sendable {
    var name: Located<String>?
    var identifier: Located<String>?
    var offset: Int
}

extension Validator {
    /// The system item of the More tab, which UIKit creates itself.
    static let moreSystemItem = "more"

    /// The cases of `UITabBarItem.SystemItem` a tab may use (all but `more`).
    static let systemItems = [
        "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search",
        "downloads", "mostRecent", "mostViewed",
    ]
}
