// Validation cases of top-level flows, embedded screens and view models.

extension ValidationCases {
    /// An app with top-level flows: Login and Main, each switching to the other.
    private static func flowsManifest(
        app: String = #"{ "flows": ["Login", "Main"], "initial": "Login" }"#,
        coordinators: String = "",
        signIn: String = #"{ "name": "signIn", "switchTo": "Main" }"#,
        signOut: String = #"{ "name": "signOut", "switchTo": "Login" }"#,
        screens: String = ""
    ) -> String {
        manifest(
            app: app,
            coordinators: #"{ "name": "Login", "start": "SignIn" }, { "name": "Main", "start": "Home" }"#
                + coordinators,
            screens: #"{ "name": "SignIn", "actions": [ "# + signIn + #" ] }, "#
                + #"{ "name": "Home", "actions": [ "# + signOut + " ] }" + screens)
    }

    static let topLevelFlows: [ValidationCase] = [
        ValidationCase(
            "a tab on a coordinator that no tab bar lists",
            flowsManifest(coordinators: #", { "name": ‸"Extra", "start": "Home", "tab": ‸{ "title": "Extra" } }"#),
            [
                (
                    "warning",
                    "coordinator 'Extra' is never started: it is not the app's root or a tab, and no action starts it"
                ),
                ("warning", "'tab' is ignored: coordinator 'Extra' is not in the 'tabs' of a tab bar in app.tabBars"),
            ]),
        ValidationCase(
            "a top-level flow that names neither a coordinator nor a tab bar",
            flowsManifest(app: #"{ "flows": ["Login", ‸"Mian"], "initial": "Login" }"#)
                .replacingOccurrences(of: #""switchTo": "Main""#, with: #""switchTo": ‸"Main""#),
            [
                ("error", "no coordinator, tab bar or split view named 'Mian'; did you mean 'Main'?"),
                (
                    "error",
                    "'switchTo' names coordinator 'Main', which is not a top-level flow; list it in app.flows, or "
                        + "start it with 'startChild'"
                ),
            ]),
        ValidationCase(
            "a switch to a coordinator that is not top-level, and to a flow that does not exist",
            flowsManifest(
                coordinators: #", { "name": "Help", "start": "Help" }"#,
                signIn: #"{ "name": "help", "switchTo": ‸"Help" }, { "name": "signIn", "switchTo": ‸"Mainn" }"#,
                screens: #", { "name": "Help" }"#),
            [
                (
                    "error",
                    "'switchTo' names coordinator 'Help', which is not a top-level flow; list it in app.flows, or "
                        + "start it with 'startChild'"
                ),
                ("error", "no top-level flow named 'Mainn'; did you mean 'Main'?"),
            ]),
        ValidationCase(
            "an initial decision over an empty list of flows",
            manifest(app: #"{ "flows": [], "initial": ‸"decide" }"#, screens: #"{ "name": "Home" }"#),
            [
                (
                    "error",
                    "'initial' is \"decide\", but 'flows' lists no flows to decide between; list the app's top-level "
                        + "flows"
                )
            ]),
        ValidationCase(
            "a fixed initial flow over an empty list, and one the list lacks",
            manifest(app: #"‸{ "flows": [], "initial": ‸"Main" }"#, screens: #"{ "name": "Home" }"#),
            [
                ("error", "'flows' is empty; list the coordinators and tab bars the app switches between"),
                ("error", "no top-level flow named 'Main'"),
            ]),
        ValidationCase(
            "an initial flow that is not listed, with a did-you-mean for decide",
            flowsManifest(app: #"{ "flows": ["Login", "Main"], "initial": ‸"decde" }"#),
            [("error", "no top-level flow named 'decde'; did you mean 'decide'?")]),
        ValidationCase(
            "flows without an initial flow",
            flowsManifest(app: #"‸{ "flows": ["Login", "Main"] }"#),
            [
                (
                    "error",
                    "'app' needs an 'initial': the flow the app starts in, such as \"Login\", or \"decide\" for a "
                        + "decision your code makes"
                )
            ]),
        ValidationCase(
            "flows together with a root, and a tab bar controller name",
            flowsManifest(
                app:
                    #"‸{ "root": "Login", "flows": ["Login", "Main"], "initial": "Login", "tabBarController": ‸"Tabs" }"#
            ),
            [
                (
                    "error",
                    "'app' has 'flows' and also 'root' or 'tabs'; an app with top-level flows lists every flow in "
                        + "'flows', so remove 'root' and 'tabs' (a tab bar goes in 'tabBars')"
                ),
                (
                    "error",
                    "'tabBarController' is not read here in an app with 'flows': give it to the tab bar in 'tabBars' it "
                        + "names (each is otherwise named after its 'name': MainTabBarController for \"Main\")"
                ),
            ]),
        ValidationCase(
            "tab bars and an initial flow in an app without flows",
            manifest(
                app: #"{ "root": "Main", "tabBars": [‸{ "name": "Tabs", "tabs": ["Main"] }], "initial": ‸"Main" }"#,
                screens: #"{ "name": "Home" }"#),
            [
                (
                    "error",
                    "'tabBars' is only read in an app with top-level flows; list them in app.flows, or remove 'tabBars'"
                ),
                (
                    "error",
                    "'initial' is only read in an app with top-level flows; list them in app.flows, or remove 'initial'"
                ),
            ]),
        ValidationCase(
            "switchTo in an app without flows",
            manifest(screens: #"{ "name": "Home", "actions": [ { "name": "signOut", "switchTo": ‸"Main" } ] }"#),
            [("error", "'switchTo' needs an app with top-level flows: declare them in app.flows, with an 'initial'")]),
        ValidationCase(
            "a flow name that is both a coordinator and a tab bar, and an empty tab bar",
            flowsManifest(
                app: #"{ "flows": ["Login", ‸"Main"], "initial": "Login", "#
                    + #""tabBars": [‸{ "name": "Main", "tabs": [] }] }"#),
            [
                (
                    "error",
                    "'Main' names both a coordinator and a tab bar; rename one, so each top-level flow is one thing"
                ),
                ("error", "tab bar 'Main' has no 'tabs'; list at least one coordinator"),
            ]),
        ValidationCase(
            "a tab bar's own tabBarController name that is not a Swift type name",
            manifest(
                app: #"{ "flows": ["Login", "Tabs"], "initial": "Login", "#
                    + #""tabBars": [ { "name": "Tabs", "tabs": ["Main"], "tabBarController": ‸"Main Tabs" } ] }"#,
                coordinators: #"{ "name": "Login", "start": "SignIn" }, "#
                    + #"{ "name": "Main", "start": "Home", "tab": { "title": "Home" } }"#,
                screens: #"{ "name": "SignIn", "actions": [ { "name": "signIn", "switchTo": "Tabs" } ] }, "#
                    + #"{ "name": "Home", "actions": [ { "name": "signOut", "switchTo": "Login" } ] }"#),
            [
                (
                    "error",
                    "'Main Tabs' is not a valid tab bar controller name: it contains a space; use ASCII letters, digits "
                        + "and '_'"
                )
            ]),
        ValidationCase(
            "a flow nothing shows and nothing leaves, and a tab bar no flow lists",
            flowsManifest(
                app: #"{ "flows": ["Login", "Main", ‸‸"Guest"], "initial": "Login", "#
                    + #""tabBars": [ { "name": ‸"Tabs", "tabs": ["Feed"] } ] }"#,
                coordinators: #", { "name": "Guest", "start": "Guest" }, "#
                    + #"{ "name": ‸"Feed", "start": "Home", "tab": { "title": "Feed" } }"#,
                screens: #", { "name": "Guest" }"#),
            [
                ("warning", "top-level flow 'Guest' is never shown: it is not 'initial' and no action switches to it"),
                (
                    "warning",
                    "top-level flow 'Guest' is never left: no action in it has 'switchTo', so only your code's "
                        + "'switch(to:)' can leave it"
                ),
                ("warning", "tab bar 'Tabs' is not listed in app.flows, so the app never shows it"),
                (
                    "warning",
                    "coordinator 'Feed' is never started: it is not the app's root or a tab, and no action starts it"
                ),
            ]),
        ValidationCase(
            "a finish in a top-level flow",
            flowsManifest(
                app: #"{ "flows": ["Login", "Main"], "initial": "Login" }"#,
                signIn: #"{ "name": "signIn", "switchTo": "Main" }, { "name": "quit", ‸"finish": true }"#),
            [
                (
                    "error",
                    "action 'quit' of screen 'SignIn' finishes coordinator 'Login', which is a top-level flow and has "
                        + "no parent to return to"
                )
            ]),
        ValidationCase(
            "a top-level flow's result with a case that switches nowhere, a whenLeft, and an unfilled start input",
            manifest(
                app: #"{ "flows": ["Login"], "initial": "Login" }"#,
                coordinators: #"{ "name": "Login", "start": "SignIn", "result": { "cases": [ { "name": ‸"done" } ], "#
                    + #""whenLeft": ‸"done" } }"#,
                screens: #"{ "name": "SignIn", "inputs": [ { "name": ‸"email", "type": "String" } ] }"#),
            [
                (
                    "error",
                    "case 'done' of top-level flow 'Login' needs a 'switchTo': the app coordinator receives the result "
                        + "and switches to the flow the case names"
                ),
                (
                    "error",
                    "top-level flow 'Login' ends only through a finish that names a case, so its result has no "
                        + "'whenLeft'; remove it"
                ),
                (
                    "error",
                    "input 'email' of screen 'SignIn' has no value when coordinator 'Login' starts as a top-level flow; "
                        + "give the input a \"default\""
                ),
            ]),
        ValidationCase(
            "a result on a tab of a tab bar flow, and a switchTo in the result of a flow with a parent",
            manifest(
                app: #"{ "flows": ["Tabs"], "initial": "Tabs", "tabBars": [ { "name": "Tabs", "tabs": ["Main"] } ] }"#,
                coordinators: #"{ "name": "Main", "start": "Home", "tab": { "title": "Home" }, "result": ‸{ "cases": "#
                    + #"[ { "name": "done" } ], "whenLeft": "done" } }, { "name": "Child", "start": "Child", "#
                    + #""result": { "cases": [ { "name": "done", "switchTo": ‸"Tabs" } ], "whenLeft": "done" } }"#,
                screens: #"{ "name": "Home", "actions": [ { "name": "open", "startChild": "Child" } ] }, "#
                    + #"{ "name": "Child" }"#),
            [
                (
                    "error",
                    "coordinator 'Main' is a tab: no screen starts it, so nothing would receive its result; remove "
                        + "'result'"
                ),
                (
                    "error",
                    "'switchTo' in a result is only read for a top-level flow; coordinator 'Child' hands its result to "
                        + "the screen that started it, so remove it"
                ),
            ]),
        ValidationCase(
            "starting a top-level flow whose result switches the app as a child",
            flowsManifest(
                app: #"{ "flows": ["Login", "Main"], "initial": "Login" }"#,
                signIn: #"{ "name": "signIn", "finish": "signedIn" }"#,
                signOut: #"{ "name": "signOut", "switchTo": "Login" }, { "name": "again", "startChild": ‸"Login" }"#
            ).replacingOccurrences(
                of: #"{ "name": "Login", "start": "SignIn" }"#,
                with:
                    #"{ "name": "Login", "start": "SignIn", "result": { "cases": [ { "name": "signedIn", "switchTo": "Main" } ] } }"#
            ),
            [
                (
                    "error",
                    "coordinator 'Login' is a top-level flow whose result switches the app, so it cannot be started as "
                        + "a child; use 'switchTo', or start a flow of its own"
                )
            ]),
        ValidationCase(
            "an action named like the coordinators' link to the app coordinator",
            flowsManifest(
                signIn: #"{ "name": "signIn", "switchTo": "Main" }, { "name": ‸"appCoordinator", "custom": true }"#),
            [
                (
                    "error",
                    "action name 'appCoordinator' is reserved: every coordinator already has 'appCoordinator'; choose "
                        + "another name"
                )
            ]),
    ]

    /// A container `Home` (the start screen of `Main`) that embeds `screens`' other screens through `embeds`.
    private static func embedManifest(embeds: String, screens: String, homeInputs: String = "") -> String {
        manifest(
            screens: #"{ "name": "Home""# + homeInputs + #", "embeds": [ "# + embeds + " ] }, " + screens)
    }

    static let embeds: [ValidationCase] = [
        ValidationCase(
            "embeds named like a UIKit type and a generated type, which their properties would hide in the container",
            embedManifest(
                embeds: #"{ "screen": "Map", "name": ‸"UIView" }, { "screen": "Map", "name": ‸"MapViewController" }"#,
                screens: #"{ "name": "Map" }"#),
            [
                (
                    "error",
                    "embed 'UIView' would hide UIKit's type 'UIView', which the generated code uses; choose another name"
                ),
                (
                    "error",
                    "embed 'MapViewController' would hide the type 'MapViewController' of screen 'Map', which the "
                        + "generated code uses; choose another name"
                ),
            ]),
        ValidationCase(
            "embedding a screen that does not exist, and two embeds with one name",
            embedManifest(
                embeds: #"{ "screen": ‸"Mpa", "name": "map" }, { "screen": "Map", "name": ‸"map" }"#,
                screens: #"{ "name": "Map" }"#),
            [
                ("error", "no screen named 'Mpa'; did you mean 'Map'?"),
                ("error", "embed 'map' is already declared on line 8"),
            ]),
        ValidationCase(
            "a screen that embeds itself, directly and through another",
            embedManifest(
                embeds: #"{ "screen": "Map", "name": "map" }"#,
                screens: #"{ "name": "Map", "embeds": [ { "screen": "Pin", "name": "pin" } ] }, "#
                    + #"{ "name": "Pin", "embeds": [ { "screen": ‸"Map", "name": "map" } ] }, "#
                    + #"{ "name": "Loop", "embeds": [ { "screen": ‸"Loop", "name": "again" } ] }"#),
            [
                ("error", "screen 'Map' would contain itself: Map embeds Pin embeds Map"),
                ("error", "screen 'Loop' would contain itself: Loop embeds Loop"),
            ]),
        ValidationCase(
            "embedding a flow's start screen",
            embedManifest(embeds: #"{ "screen": ‸‸"Home", "name": "again" }"#, screens: #"{ "name": "Map" }"#),
            [
                (
                    "error",
                    "screen 'Home' is the start screen of coordinator 'Main', so its flow shows it on a stack; a "
                        + "container cannot also embed it: embed a screen of its own"
                ),
                ("error", "screen 'Home' would contain itself: Home embeds Home"),
            ]),
        ValidationCase(
            "an embedded screen whose inputs nobody fills, one filled by the wrong type, and a pass to nothing",
            embedManifest(
                embeds: #"{ "screen": ‸"Map", "name": "map", "pass": { "zoom": ‸"level" } }, "#
                    + #"{ "screen": ‸"Map", "name": "other", "pass": { "zoom": ‸"levle" } }"#,
                screens: #"{ "name": "Map", "inputs": [ { "name": "city", "type": "String" }, "#
                    + #"{ "name": "zoom", "type": "Int" } ] }"#,
                homeInputs: #", "inputs": [ { "name": "level", "type": "Double", "default": "1" } ]"#),
            [
                (
                    "error",
                    "input 'city' of embedded screen 'Map' has no value: give screen 'Home' an input named 'city', a "
                        + "'pass' entry for it, or give the input a \"default\""
                ),
                (
                    "error",
                    "input 'zoom' of embedded screen 'Map' is 'Int', but input 'level' of screen 'Home' that fills it is "
                        + "'Double'"
                ),
                (
                    "error",
                    "input 'city' of embedded screen 'Map' has no value: give screen 'Home' an input named 'city', a "
                        + "'pass' entry for it, or give the input a \"default\""
                ),
                ("error", "no input of screen 'Home' named 'levle'; did you mean 'level'?"),
            ]),
        ValidationCase(
            "messages named like a UIViewController member, with a label on the first value, that nothing hears",
            manifest(
                screens: #"{ "name": "Home" }, { "name": "Map", "messages": [ { "name": ‸‸"title" }, "#
                    + #"{ "name": "didSelect", "parameters": [ { "label": ‸"with", "name": "pin", "type": "Int" } ] } ] }"#
            ),
            [
                (
                    "error",
                    "message 'title' is named like UIViewController's 'title'; name it for what happened, such as "
                        + "'didSelectMarker'"
                ),
                ("warning", "screen 'Map' has messages but no screen embeds it, so nothing hears them"),
                (
                    "error",
                    "the first value of message 'didSelect' takes the message's name as its label, so 'with' is never "
                        + "used; remove it"
                ),
            ]),
        ValidationCase(
            "an embed named like a UIViewController member, and one clashing with an input",
            embedManifest(
                embeds: #"{ "screen": "Map", "name": ‸"view" }, { "screen": "Map", "name": ‸"level" }"#,
                screens: #"{ "name": "Map" }"#,
                homeInputs: #", "inputs": [ { "name": "level", "type": "Int", "default": "1" } ]"#),
            [
                ("error", "embed name 'view' clashes with UIViewController's 'view'; choose another name"),
                (
                    "error",
                    "'level' would be declared twice in the view controller: by input 'level' and by embed 'level'; "
                        + "rename one"
                ),
            ]),
        ValidationCase(
            "an embedded screen that starts a flow with a result, embedded twice",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Pick", "start": "Picker", "#
                    + #""result": { "cases": [ { "name": "nothing" } ], "whenLeft": "nothing" } }"#,
                screens: #"{ "name": "Home", "embeds": [ { "screen": ‸"Map", "name": "map" }, "#
                    + #"{ "screen": ‸"Map", "name": "other" } ] }, "#
                    + #"{ "name": "Map", "actions": [ { "name": "pick", "startChild": "Pick" } ] }, { "name": "Picker" }"#
            ),
            Array(
                repeating: (
                    "error",
                    "action 'pick' of embedded screen 'Map' starts coordinator 'Pick', whose result goes to the screen "
                        + "that asked, found inside the screen on top of the flow's stacks; it is embedded 2 times (in "
                        + "'Home', 'Home'), so the flow cannot tell which one asked: embed 'Map' once, in a screen on a "
                        + "stack, or start the flow from the container"
                ), count: 2)),
        ValidationCase(
            "an embedded screen that starts a flow with a result, inside a screen that is embedded itself",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Pick", "start": "Picker", "#
                    + #""result": { "cases": [ { "name": "nothing" } ], "whenLeft": "nothing" } }"#,
                screens: #"{ "name": "Home", "embeds": [ { "screen": "Panel", "name": "panel" } ] }, "#
                    + #"{ "name": "Panel", "embeds": [ { "screen": ‸"Map", "name": "map" } ] }, "#
                    + #"{ "name": "Map", "actions": [ { "name": "pick", "startChild": "Pick" } ] }, { "name": "Picker" }"#
            ),
            [
                (
                    "error",
                    "action 'pick' of embedded screen 'Map' starts coordinator 'Pick', whose result goes to the screen "
                        + "that asked, found inside the screen on top of the flow's stacks; it is embedded in a screen "
                        + "that is embedded itself, so the flow cannot tell which one asked: embed 'Map' once, in a "
                        + "screen on a stack, or start the flow from the container"
                )
            ]),
        ValidationCase(
            "resultTo on an action of a screen that is not embedded",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Pick", "start": "Picker", "#
                    + #""result": { "cases": [ { "name": "nothing" } ], "whenLeft": "nothing" } }"#,
                screens:
                    #"{ "name": "Home", "actions": [ { "name": "pick", "startChild": "Pick", "resultTo": ‸"container" } ] }, "#
                    + #"{ "name": "Picker" }"#
            ),
            [
                (
                    "error",
                    "'resultTo' applies to an embedded screen's action that starts a flow with a result, and 'Home' is "
                        + "not embedded or the action starts no such flow"
                )
            ]),
        ValidationCase(
            "resultTo naming someone else",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Pick", "start": "Picker", "#
                    + #""result": { "cases": [ { "name": "nothing" } ], "whenLeft": "nothing" } }"#,
                screens: #"{ "name": "Home", "embeds": [ { "screen": "Map", "name": "map" } ] }, "#
                    + #"{ "name": "Map", "actions": [ { "name": "pick", "startChild": "Pick", "resultTo": ‸"parent" } ] }, "#
                    + #"{ "name": "Picker" }"#
            ),
            [
                ("error", "'parent' is not a valid 'resultTo'; expected one of: screen, container")
            ]),
    ]

    static let viewModels: [ValidationCase] = [
        ValidationCase(
            "names that clash with the dependencies every coordinator and screen keeps",
            manifest(
                screens:
                    #"{ "name": "Home", "inputs": [ { "name": ‸"dependencies", "type": "Int", "default": "0" } ], "#
                    + #""actions": [ { "name": "go", "parameters": [ { "name": ‸"dependencies", "type": "Int" } ], "#
                    + #""custom": true } ] }"#
            ).replacingOccurrences(
                of: "\"version\": 1,", with: "\"version\": 1, \"dependencies\": \"AppDependencies\","),
            [
                (
                    "error",
                    "input 'dependencies' clashes with the dependencies every coordinator and screen keeps; choose "
                        + "another name"
                ),
                (
                    "error",
                    "parameter 'dependencies' clashes with the dependencies every coordinator and screen keeps; "
                        + "choose another name"
                ),
            ]),
        ValidationCase(
            "a UIKit type in a screen with a view model, and an input named like the view model",
            manifest(
                screens: #"{ "name": "Home", "inputs": [ { "name": "photo", "type": ‸"UIImage?", "default": "nil" }, "#
                    + #"{ "name": ‸"viewModel", "type": "Int", "default": "0" } ] }, "#
                    + #"{ "name": "Plain", "viewModel": false, "inputs": [ { "name": "photo", "type": "UIImage?" } ] }"#
            ).replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"architecture\": \"mvvm\","),
            [
                (
                    "error",
                    "'UIImage?' is a UIKit type, but screen 'Home' has a view model, which imports Foundation only; "
                        + "pass a value of your own, or give the screen \"viewModel\": false"
                ),
                (
                    "error",
                    "'viewModel' would be declared twice in the view controller: by input 'viewModel' and by the "
                        + "screen's view model; rename one"
                ),
            ]),
        ValidationCase(
            "UIKit types in the dependencies and a result of an app with view models",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Pick", "start": "Picker", "#
                    + #""result": { "cases": [ { "name": "picked", "parameters": [ { "name": "image", "type": ‸"UIImage" } ] }, "#
                    + #"{ "name": "nothing" } ], "whenLeft": "nothing" } }"#,
                screens:
                    #"{ "name": "Home", "actions": [ { "name": "pick", "startChild": "Pick" } ] }, { "name": "Picker" }"#
            ).replacingOccurrences(
                of: "\"version\": 1,",
                with: "\"version\": 1, \"architecture\": \"mvvm\", \"dependencies\": ‸\"UIApplication\","),
            [
                (
                    "error",
                    "'UIApplication' is a UIKit type, but the dependencies of an app with view models must build without "
                        + "UIKit, as the view models do; use a type of your own"
                ),
                (
                    "error",
                    "'UIImage' is a UIKit type, but a result value of an app with view models must build without UIKit, "
                        + "as the view models do; use a type of your own"
                ),
            ]),
    ]

    static let keptFlows: [ValidationCase] = [
        ValidationCase(
            "flows that keep their state: a tab, one with a result, one whose first screen takes an input",
            manifest(
                app: #"{ "tabs": [ "Main" ] }"#,
                coordinators: #"""
                    { "name": "Main", "start": "Home", "tab": { "title": "Home" }, "keepsState": ‸true },
                    { "name": "Pick", "start": "Picker", "keepsState": ‸true,
                      "result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } },
                    { "name": "Detail", "start": "Detail", "keepsState": ‸true }
                    """#,
                screens: #"""
                    { "name": "Home", "actions": [ { "name": "pick", "startChild": "Pick", "modal": true },
                      { "name": "detail", "startChild": "Detail", "modal": true,
                        "pass": { "id": { "value": "1" } } } ] },
                    { "name": "Picker", "actions": [ { "name": "done", "finish": "done" } ] },
                    { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] }
                    """#),
            [
                (
                    "error",
                    "coordinator 'Main' is a tab, which is never dismissed; 'keepsState' is for a flow that actions "
                        + "present; remove it"
                ),
                (
                    "error",
                    "coordinator 'Pick' keeps its state, but has a 'result', which a flow hands over once: a flow "
                        + "brought back would have none to give; remove 'result' or 'keepsState'"
                ),
                (
                    "error",
                    "coordinator 'Detail' keeps its state, but its first screen 'Detail' takes 'id': a start that "
                        + "brings the flow back passes nothing, and its screens keep the values they had; remove the "
                        + "input or 'keepsState'"
                ),
            ]),
        ValidationCase(
            "a flow that keeps its state started pushed, from a shared screen, with a style per size class, by an app "
                + "action",
            manifest(
                app: #"""
                    { "root": "Main", "actions": [ { "name": "go", "startChild": ‸"Kept" } ] }
                    """#,
                coordinators: #"""
                    { "name": "Main", "start": "Home" },
                    { "name": "Kept", "start": "Sheet", "keepsState": true }
                    """#,
                screens: #"""
                    { "name": "Home", "actions": [ { "name": "push", "startChild": ‸"Kept" },
                      { "name": "adaptive", "startChild": ‸"Kept", "modal": true,
                        "modalPresentationStyle": "formSheet", "compactStyle": "fullScreen" },
                      { "name": "open", "startChild": "Kept", "modal": true }, { "name": "list", "push": "List" } ] },
                    { "name": "List", "shared": true,
                      "actions": [ { "name": "open", "startChild": ‸"Kept", "modal": true } ] },
                    { "name": "Sheet", "actions": [ { "name": "done", "finish": true } ] }
                    """#),
            [
                (
                    "error",
                    "action 'go' starts 'Kept', which keeps its state, from an app action, which runs on whichever flow "
                        + "is on screen and keeps nothing"
                ),
                (
                    "error",
                    "action 'push' starts 'Kept', which keeps its state, without presenting it; add '\"modal\": true', "
                        + "so that it can be dismissed and brought back"
                ),
                (
                    "error",
                    "action 'adaptive' starts 'Kept', which keeps its state, with a style per size class, whose "
                        + "delegate the stack it brings back would not have"
                ),
                (
                    "error",
                    "action 'open' starts 'Kept', which keeps its state, from 'List', which is shared: its navigation "
                        + "is written once for every flow, with nowhere to keep a flow"
                ),
            ]),
        ValidationCase(
            "a finish of a flow that keeps its state names a then",
            manifest(
                coordinators: #"""
                    { "name": "Main", "start": "Home" },
                    { "name": "Kept", "start": "Sheet", "keepsState": true }
                    """#,
                screens: #"""
                    { "name": "Home", "actions": [ { "name": "open", "startChild": "Kept", "modal": true },
                      { "name": "again", "push": "Other" } ] },
                    { "name": "Other" },
                    { "name": "Sheet", "actions": [ { "name": "done", "finish": true, "then": ‸"again" } ] }
                    """#),
            [
                (
                    "error",
                    "action 'done' of 'Kept' names a 'then', but 'Kept' keeps its state: what a finish asks to run next "
                        + "is handed over once, and a flow brought back would ask again; remove 'then' or 'keepsState'"
                )
            ]),
    ]

    static let embeddedFlows: [ValidationCase] = [
        ValidationCase(
            "flows embedded twice, embedded and a tab, embedded and started, and ones that embed each other",
            manifest(
                app: #"{ "tabs": [ "Main" ] }"#,
                coordinators: #"""
                    { "name": "Main", "start": "Home", "tab": { "title": "Home" } },
                    { "name": "Inbox", "start": "Inbox" }, { "name": "Side", "start": "Side" },
                    { "name": "Loop", "start": "LoopStart" }, { "name": "Other", "start": "OtherStart" }
                    """#,
                screens: #"""
                    { "name": "Home", "embeds": [ { "flow": "Inbox", "name": "inbox" }, { "flow": ‸"Main", "name": "main" },
                      { "flow": ‸"Side", "name": "side" }, { "flow": ‸"Nope", "name": "nope" } ],
                      "actions": [ { "name": "side", "startChild": "Side" } ] },
                    { "name": "Second", "embeds": [ { "flow": ‸"Inbox", "name": "inbox" } ] },
                    { "name": "Inbox" }, { "name": "Side" },
                    { "name": "LoopStart", "embeds": [ { "flow": ‸"Other", "name": "other" } ] },
                    { "name": "OtherStart", "embeds": [ { "flow": ‸"Loop", "name": "loop" } ] }
                    """#),
            [
                (
                    "error",
                    "flow 'Main' is embedded in 'Home', which keeps it, so it cannot also be a tab; declare another flow "
                        + "for that"
                ),
                (
                    "error",
                    "flow 'Side' is embedded in 'Home', which keeps it, so it cannot also be a flow action 'side' "
                        + "starts; declare another flow for that"
                ),
                ("error", "unknown coordinator 'Nope'"),
                (
                    "error",
                    "flow 'Inbox' is embedded in 'Home' and 'Second', but an embedded flow lives in the one container "
                        + "that keeps it; embed it once, or declare a flow for each container"
                ),
                (
                    "error",
                    "'LoopStart', the first screen of 'Loop', embeds flow 'Other', which embeds 'Loop' as it starts: "
                        + "each would make the other without end; embed one of them with '\"onDemand\": true'"
                ),
                (
                    "error",
                    "'OtherStart', the first screen of 'Other', embeds flow 'Loop', which embeds 'Other' as it starts: "
                        + "each would make the other without end; embed one of them with '\"onDemand\": true'"
                ),
            ]),
        ValidationCase(
            "an embedded flow with a result, a finish, and a first screen input without a default",
            manifest(
                coordinators: #"""
                    { "name": "Main", "start": "Home" },
                    { "name": "Inbox", "start": "Inbox",
                      ‸"result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } }
                    """#,
                screens: #"""
                    { "name": "Home", "embeds": [ { "flow": "Inbox", "name": "inbox", ‸"segue": "X" } ] },
                    { "name": "Inbox", "inputs": [ { ‸"name": "id", "type": "Int" } ],
                      "actions": [ { "name": "done", "finish": "done" } ] }
                    """#),
            [
                (
                    "error",
                    "unknown key 'segue' in an embedded flow; expected one of: flow, name, containerView, onDemand"
                ),
                (
                    "error",
                    "coordinator 'Inbox' is a flow embedded in a screen: no screen starts it, so nothing would receive "
                        + "its result; remove 'result'"
                ),
                (
                    "error",
                    "input 'id' of screen 'Inbox' has no value when coordinator 'Inbox' starts as a flow embedded in a "
                        + "screen; give the input a \"default\""
                ),
            ]),
    ]
}
