import Generator

/// The names of the types every SwiftUI app's runtime and shared files declare, with the manifest's `runtimePrefix` in
/// front (`ShopCoordinator`), in one place: the templates write the names without it, and ``applied(to:)`` puts it in.
package struct SwiftUIRuntimeNames {
    /// Each type's name as the templates write it.
    package static let templateNames = [
        "ScreenEntry", "StackPresentation", "SheetOptions", "AlertState", "ScreenStack", "Coordinator", "TabItem",
        "AppNavigation", "RouteAction", "SplitColumn", "CoordinatedNavigationView", "NavigationObserver",
        "TabItemLabel",
        "ScreenStackObserver", "CoordinatedStackView", "AppScreen", "ScreenView", "NavigationStep",
        "NavigationSnapshot",
        "RouteLink", "RouteLinkValue", "AppRoute", "AppFlow",
    ]
    private static let templateNameSet = Set(templateNames)

    let prefix: String
    /// What goes in front of the declarations an app module uses (the navigation and its view): `public ` with
    /// `"access": "public"`, else nothing.
    var api = ""

    var screenEntry: String { prefix + "ScreenEntry" }
    var sheetOptions: String { prefix + "SheetOptions" }
    var alertState: String { prefix + "AlertState" }
    var coordinator: String { prefix + "Coordinator" }
    var tabItem: String { prefix + "TabItem" }
    var appNavigation: String { prefix + "AppNavigation" }
    var routeAction: String { prefix + "RouteAction" }
    var appScreen: String { prefix + "AppScreen" }
    var screenView: String { prefix + "ScreenView" }
    var navigationStep: String { prefix + "NavigationStep" }
    var navigationSnapshot: String { prefix + "NavigationSnapshot" }
    var routeLink: String { prefix + "RouteLink" }
    var routeLinkValue: String { prefix + "RouteLinkValue" }
    var appRoute: String { prefix + "AppRoute" }

    /// Every type's name, with the prefix.
    var all: [String] { Self.templateNames.map { prefix + $0 } }

    /// `text`, a template's, with each of the names as a whole word given the prefix, and the access of the API an app
    /// module uses where the template marks it `@api`.
    func applied(to text: String) -> String {
        let text = text.replacing("@api ", with: api)
        guard !prefix.isEmpty else { return text }
        var result = ""
        var word = ""
        func flush() {
            result += Self.templateNameSet.contains(word) ? prefix + word : word
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }
}

extension AppModel {
    /// The names of the SwiftUI runtime's types in this app.
    var swiftUINames: SwiftUIRuntimeNames {
        SwiftUIRuntimeNames(prefix: target.runtimePrefix, api: target.access.modifier.map { $0 + " " } ?? "")
    }

    /// The access of the declarations an app module uses: the navigation, its view, routes and snapshots.
    var swiftUIAPI: [String] { target.access.modifier.map { [$0] } ?? [] }
}
