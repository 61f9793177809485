// The manifest's words for how screens are created and shown: in code or from a storyboard (and where), the
// presentation and transition styles, sheet detents, alert and choice styles, and tab bar system items. They are the
// manifest's vocabulary, so they live with the manifest model (`Manifest.swift`); what each means in code is a back
// end's (UIKit's maps them value for value to its own types, in `Sources/CoordgenUIKit/Translation/ManifestTerms+UIKit.swift`),
// and a back end with no match for one refuses it.

/// How a screen's view controller is created.
enum InstantiationMode: String, CaseIterable, Sendable {
    /// `HomeViewController()`
    case code
    /// `HomeViewController.instantiate()` from a storyboard scene.
    case storyboard
    /// `HomeViewController(viewModel:)`, a `UIHostingController` around `HomeView`, the SwiftUI view you write.
    case swiftUI = "swiftui"
}

/// How a presented stack covers the screen: the `UIModalPresentationStyle` cases a coordinator can present with.
///
/// `popover` points at the sender the screen passes (`from sender:`). `custom` takes the transitioning delegate of the
/// screen presented, which keeps it (UIKit holds it weakly). Not `none`: UIKit refuses it.
package enum ModalStyle: String, CaseIterable, Sendable {
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
package enum ModalTransition: String, CaseIterable, Sendable {
    case coverVertical
    case flipHorizontal
    case crossDissolve
}

/// How a popover or a sheet adapts when the width is horizontally compact (an iPhone, a narrow iPad window): the
/// styles `adaptivePresentationStyle(for:traitCollection:)` may answer, each the name of the runtime's delegate that
/// answers it (`CompactAdaptation`). Without one, UIKit shows a popover as a sheet, and a sheet as a sheet.
package enum CompactStyle: String, CaseIterable, Sendable {
    case fullScreen
    case overFullScreen
    /// Stays a popover: UIKit's `none`, no adaptation. Only for a popover: a sheet is a sheet there already.
    case popover
}

/// A height a sheet rests at: `UISheetPresentationController.Detent`.
package enum SheetDetent: String, CaseIterable, Sendable {
    case medium
    case large
}

/// How an alert shows: `UIAlertController.Style`.
package enum AlertStyle: String, CaseIterable, Sendable {
    /// A dialog in the middle of the screen, which may take text.
    case alert
    /// A list of choices from the bottom of the screen; a popover at its sender on iPad.
    case actionSheet
}

/// How a choice of an alert looks: `UIAlertAction.Style`.
package enum ChoiceStyle: String, CaseIterable, Sendable {
    case `default`
    /// At most one per alert; an action sheet's popover runs it when the person taps outside.
    case cancel
    case destructive
}

/// What a text field of an alert gives the action a choice runs, and the keyboard it shows.
package enum TextFieldValue: String, CaseIterable, Sendable {
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
}

/// Where storyboards are looked up (`storyboardBundle`).
package enum StoryboardBundle: String, CaseIterable, Equatable, Sendable {
    /// The app's main bundle: storyboards in an app target.
    case main
    /// The resource bundle of the module the generated code is in: storyboards shipped as package resources.
    case module
}

/// A screen's `storyboard`: where its scene is.
package struct StoryboardSpec: Sendable {
    var name: Located<String>?
    var identifier: Located<String>?
    package var offset: Int
}

/// The tab bar system items a tab may name.
enum TabSystemItem {
    /// The system item of the More tab, which UIKit creates itself.
    static let more = "more"

    /// The system items a tab may use: all but `more`.
    static let allowed = [
        "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search",
        "downloads", "mostRecent", "mostViewed",
    ]
}
