// Validation cases for messages of the catalogue that the other groups leave out: wrong types, repeated and unknown
// keys, app shapes, tabs and names.

extension ValidationCases {
    static let catalogue: [ValidationCase] = [
        ValidationCase(
            "an element of the wrong type in a list",
            #"{ "version": 1, "app": ‸{ "tabs": [‸1] } }"#,
            [
                ("error", "'tabs' is empty; list at least one coordinator, or use 'root'"),
                ("error", "each entry of 'tabs' must be a string, not a number"),
            ]),
        ValidationCase(
            "a key that appears twice, which stops the checks that would read one of its values",
            #"{ "version": 1, ‸"version": 1 }"#,
            [("error", "'version' appears twice in the manifest; keep one")]),
        ValidationCase(
            "screens given twice: the repeated key is the one problem reported, not the screens the first lacks",
            manifest(screens: #"{ "name": "Home" }"#)
                .replacingOccurrences(of: #""screens": ["#, with: #""screens": [], ‸"screens": ["#),
            [("error", "'screens' appears twice in the manifest; keep one")]),
        ValidationCase(
            "an unknown key with nothing close",
            #"‸{ "version": 1, ‸"zzzz": 1 }"#,
            [
                (
                    "error",
                    "the manifest needs an 'app': {\"root\": \"Coordinator\"}, {\"tabs\": [\"Coordinator\", …]}, "
                        + "{\"split\": {\"primary\": …}} or {\"flows\": [\"Coordinator\", …]}"
                ),
                (
                    "error",
                    "unknown key 'zzzz' in the manifest; expected one of: version, backend, style, viewControllers, "
                        + "architecture, access, runtimePrefix, storyboardBundle, dependencies, deploymentTarget, analytics, app, "
                        + "coordinators, screens, routes, linkTypes, restorable"
                ),
            ]),
        ValidationCase(
            "an unknown value with nothing close",
            #"‸{ "version": 1, "style": ‸"zzzzzz" }"#,
            [
                (
                    "error",
                    "the manifest needs an 'app': {\"root\": \"Coordinator\"}, {\"tabs\": [\"Coordinator\", …]}, "
                        + "{\"split\": {\"primary\": …}} or {\"flows\": [\"Coordinator\", …]}"
                ),
                ("error", "'zzzzzz' is not a valid 'style'; expected one of: protocols, closures, events"),
            ]),
        ValidationCase(
            "a missing version",
            #"‸{ "app": { "root": ‸"Main" } }"#,
            [
                ("error", "the manifest needs a 'version'; add \"version\": 1"),
                ("error", "no coordinator named 'Main'"),
            ]),
        ValidationCase(
            "a navigation flag set to false",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home", "actions": [ { "name": ‸"x", "pop": ‸false } ] } ] }"#,
            [
                (
                    "error",
                    "action 'x' needs one navigation: 'push', 'present', 'setStack', 'alert', 'share', 'camera', "
                        + "'photoPicker', 'exportFiles', 'importFiles', 'safari', 'mail', 'webAuthentication', 'print', 'choose', 'startChild', 'showDetail', 'showSupplementary', 'switchTo', 'selectTab', 'finish', 'pop', 'popToRoot', 'dismiss', "
                        + "'close', 'toScreen', 'custom'"
                ),
                ("error", "'pop' can only be true; remove it if the action does not pop"),
            ]),
        ValidationCase(
            "an empty storyboard name",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home", "storyboard": { "name": ‸" " } } ], "viewControllers": "storyboard" }"#,
            [
                ("error", "'name' must not be empty")
            ]),
        ValidationCase(
            "a manifest without an app",
            #"‸{ "version": 1, "coordinators": [], "screens": [] }"#,
            [
                (
                    "error",
                    "the manifest needs an 'app': {\"root\": \"Coordinator\"}, {\"tabs\": [\"Coordinator\", …]}, "
                        + "{\"split\": {\"primary\": …}} or {\"flows\": [\"Coordinator\", …]}"
                )
            ]),
        ValidationCase(
            "an app with both root and tabs",
            #"{ "version": 1, "app": ‸{ "root": "Main", "tabs": ["Main"] }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home" } ] }"#,
            [
                ("error", "'app' has both 'root' and 'tabs'; an app starts one way, so keep one")
            ]),
        ValidationCase(
            "a tab bar controller name in a root app",
            #"{ "version": 1, "app": { "root": "Main", "tabBarController": ‸"T" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home" } ] }"#,
            [
                ("warning", "'tabBarController' is ignored: the app has a 'root', not 'tabs'")
            ]),
        ValidationCase(
            "an empty list of tabs",
            #"{ "version": 1, "app": ‸{ "tabs": [] }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home" } ] }"#,
            [
                ("error", "'tabs' is empty; list at least one coordinator, or use 'root'")
            ]),
        ValidationCase(
            "a tab with both a system item and an image",
            #"{ "version": 1, "app": { "tabs": ["Main"] }, "coordinators": [ { "name": "Main", "start": "Home", "tab": { "title": "H", "systemItem": "favorites", "image": ‸"gear" } } ], "screens": [ { "name": "Home" } ] }"#,
            [
                ("error", "a tab has either a 'systemItem' or an 'image', not both")
            ]),
        ValidationCase(
            "a misspelt tab is reported once: not again where its coordinator's tab or a selectTab names it",
            #"{ "version": 1, "app": { "tabs": ["Feed", ‸"Inbx"] }, "coordinators": [ { "name": "Feed", "start": "Home", "tab": { "title": "F" } }, { "name": "Inbox", "start": "Mail", "tab": { "title": "I" } } ], "screens": [ { "name": "Home", "actions": [ { "name": "mail", "selectTab": "Inbox" } ] }, { "name": "Mail" } ] }"#,
            [
                ("error", "no coordinator named 'Inbx'; did you mean 'Inbox'?")
            ]),
        ValidationCase(
            "a tab on a coordinator that is not a tab",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home", "tab": ‸{ "title": "H" } } ], "screens": [ { "name": "Home" } ] }"#,
            [
                ("warning", "'tab' is ignored: coordinator 'Main' is not listed in app.tabs")
            ]),
        ValidationCase(
            "an image that is not an SF Symbol name",
            #"{ "version": 1, "app": { "tabs": ["Main"] }, "coordinators": [ { "name": "Main", "start": "Home", "tab": { "title": "H", "image": ‸"a b" } } ], "screens": [ { "name": "Home" } ] }"#,
            [
                ("error", "'a b' is not an SF Symbol name: it contains a space")
            ]),
        ValidationCase(
            "screen names that differ only in case",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home", "actions": [ { "name": "a", "push": "HOME" } ] }, { "name": ‸‸"HOME" } ] }"#,
            [
                (
                    "error",
                    "'HomeViewControllerBase' and 'HOMEViewControllerBase' differ only in case, so their files clash on macOS; rename one"
                ),
                (
                    "error",
                    "'HomeViewController' and 'HOMEViewController' differ only in case, so their files clash on macOS; rename one"
                ),
            ]),
        ValidationCase(
            "an input and an action closure with one name",
            #"{ "version": 1, "style": "closures", "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home", "inputs": [ { "name": "goAction", "type": "Int", "default": "0" } ], "actions": [ { "name": ‸"go", "pop": true } ] } ] }"#,
            [
                (
                    "error",
                    "'goAction' would be declared twice in the view controller: by input 'goAction' and by action 'go'; rename one"
                )
            ]),
        ValidationCase(
            "a protocol in a screen of another style",
            #"{ "version": 1, "style": "closures", "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home", "actions": [ { "name": "go", "protocol": ‸"Going", "pop": true } ] } ] }"#,
            [
                ("warning", "'protocol' is ignored: screen 'Home' uses the closures style")
            ]),
        ValidationCase(
            "a storyboard for a screen created in code",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home", "storyboard": ‸{ "name": "X" } } ] }"#,
            [
                ("warning", "'storyboard' is ignored: screen 'Home' is created in code (\"viewControllers\": \"code\")")
            ]),
        ValidationCase(
            "pass on an action that shows no screen",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home", "actions": [ { "name": "go", "pop": true, ‸"pass": { "a": "b" } } ] } ] }"#,
            [
                ("error", "'pass' has no effect: 'pop' shows no new screen")
            ]),
        ValidationCase(
            "pass from a parameter that does not exist",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home", "actions": [ { "name": "go", "push": "D", "parameters": [ { "name": "itemID", "type": "Int" } ], "pass": { "id": ‸"itemId" } } ] }, { "name": "D", "inputs": [ { "name": "id", "type": "Int" } ] } ] }"#,
            [
                ("error", "action 'go' has no parameter named 'itemId'; did you mean 'itemID'?")
            ]),
        ValidationCase(
            "a start input named like a coordinator member",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "C", "start": "D" } ], "screens": [ { "name": "Home", "actions": [ { "name": "go", "startChild": "C" } ] }, { "name": "D", "inputs": [ { "name": ‸"parentCoordinator", "type": "Int", "default": "0" } ] } ] }"#,
            [
                (
                    "error",
                    "input 'parentCoordinator' becomes a property of coordinator 'C', which already has 'parentCoordinator'; choose another name"
                )
            ]),
        ValidationCase(
            "an action named like an input its coordinator keeps",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "C", "start": "D" } ], "screens": [ { "name": "Home", "actions": [ { "name": "go", "startChild": "C", "parameters": [ { "name": "item", "type": "Int" } ] } ] }, { "name": "D", "inputs": [ { "name": "item", "type": "Int" } ], "actions": [ { "name": ‸"item", "pop": true } ] } ] }"#,
            [
                ("error", "action 'item' clashes with the input 'item' that coordinator 'C' keeps; rename one")
            ]),
        ValidationCase(
            "an action named like a factory",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "screens": [ { "name": "Home", "actions": [ { "name": ‸"makeHomeViewController", "pop": true } ] } ] }"#,
            [
                (
                    "error",
                    "action 'makeHomeViewController' clashes with coordinator 'Main''s own 'makeHomeViewController(…)'; choose another name"
                )
            ]),
        ValidationCase(
            "a control character inside a string", "{ \"version\": 1, \"style\": \"a‸\tb\" }",
            [
                ("error", "control characters must be escaped in JSON strings (use \\n or \\t)")
            ]),
    ]
}
