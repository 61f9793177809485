// Validation cases of SwiftUI screens (`"viewControllers": "swiftui"`).

extension ValidationCases {
    static let swiftUIScreens: [ValidationCase] = [
        ValidationCase(
            "a SwiftUI screen without a view model, one that embeds a screen, one that sends a container a message, "
                + "one whose view would hide SwiftUI's, and a storyboard for one",
            manifest(
                screens: #"""
                    { "name": "Home", "viewControllers": "swiftui", "viewModel": ‸false,
                      "embeds": [ ‸{ "screen": "Map", "name": "map" } ], "actions": [ { "name": "scroll", "push": "Scroll" } ] },
                    { "name": "Map", "viewControllers": "swiftui", "storyboard": ‸{ "name": "Maps" },
                      "messages": [ ‸{ "name": "pinned" } ] },
                    { "name": ‸"Scroll", "viewControllers": "swiftui" }
                    """#),
            [
                (
                    "error",
                    "screen 'Home' is a SwiftUI view, which reaches its coordinator through its view model; remove "
                        + "\"viewModel\": false"
                ),
                (
                    "error",
                    "screen 'Home' is a SwiftUI view, and its hosting controller has no view to embed 'map' in; make "
                        + "'Home' a UIKit screen (\"viewControllers\": \"code\"), or show it inside the view yourself"
                ),
                (
                    "warning",
                    "'storyboard' is ignored: screen 'Map' is created in code (\"viewControllers\": \"swiftui\")"
                ),
                (
                    "error",
                    "screen 'Map' is a SwiftUI view, which cannot reach the container's delegate to send 'pinned'; make "
                        + "'Map' a UIKit screen (\"viewControllers\": \"code\"), or let its view model tell the "
                        + "coordinator"
                ),
                (
                    "error",
                    "screen 'Scroll' is a SwiftUI view named 'ScrollView', which would hide SwiftUI's 'ScrollView' in "
                        + "the whole module; rename the screen"
                ),
            ]),
        ValidationCase(
            "an unknown way to create a screen, with did-you-mean",
            manifest(screens: #"{ "name": "Home", "viewControllers": ‸"swiftUI" }"#),
            [("error", "'swiftUI' is not a valid 'viewControllers'; did you mean 'swiftui'?")]),
    ]
}

// Validation cases of a restorable SwiftUI navigation (`"restorable": true`).
extension ValidationCases {
    static let restorable: [ValidationCase] = [
        ValidationCase(
            "a restorable navigation saves only values of standard types: an app's type and a closure are refused, "
                + "an optional array of URLs is saved",
            #"""
            { "version": 1, "backend": "swiftui", "restorable": true, "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [
                { "name": "Home", "actions": [
                  { "name": "open", "parameters": [ { "name": "item", "type": ‸"Item" } ], "push": "Detail" },
                  { "name": "pick", "parameters": [ { "name": "done", "type": ‸"() -> Void" } ], "push": "Detail" },
                  { "name": "show", "parameters": [ { "name": "pages", "type": "[URL]?" } ], "push": "Detail" } ] },
                { "name": "Detail" } ] }
            """#,
            [
                (
                    "error",
                    "'item' of Home.open is a 'Item', which a restorable navigation cannot save: it saves Int, Double, "
                        + "Bool, String, URL, UUID, Date, Data, and optionals, arrays and dictionaries of them; pass one "
                        + "of those (an identifier), or remove \"restorable\""
                ),
                (
                    "error",
                    "'done' of Home.pick is a '() -> Void', which a restorable navigation cannot save: it saves Int, "
                        + "Double, Bool, String, URL, UUID, Date, Data, and optionals, arrays and dictionaries of them; "
                        + "pass one of those (an identifier), or remove \"restorable\""
                ),
            ]),
        ValidationCase(
            "UIKit does not generate a restorable navigation",
            manifest(screens: #"{ "name": "Home" }"#).replacingOccurrences(
                of: #""version": 1,"#, with: #""version": 1, ‸"restorable": true,"#),
            [
                (
                    "error",
                    "the UIKit back end generates nothing for 'restorable'; remove it, or generate for a back end that "
                        + "has it"
                )
            ]),
    ]
}
