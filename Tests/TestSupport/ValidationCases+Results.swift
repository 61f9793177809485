// Validation cases of flows that hand results back.

extension ValidationCases {
    /// A manifest whose root `Main` starts the child flow `Child` (start screen `Sheet`) from `Home`; `result` is the
    /// child's result and `finish` the `Sheet` action that ends it.
    private static func resultManifest(result: String, finish: String, start: String = "") -> String {
        manifest(
            coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Child", "start": "Sheet", "result": "#
                + result + " }",
            screens: #"{ "name": "Home", "actions": [ { "name": "open", "startChild": "Child""# + start
                + #" } ] }, { "name": "Sheet", "actions": [ "# + finish + " ] }")
    }

    private static let languageResult =
        #"{ "cases": [ { "name": "language", "parameters": [ { "name": "language", "type": "String" } ] }, "#
        + #"{ "name": "cancel" } ], "whenLeft": "cancel" }"#

    static let results: [ValidationCase] = [
        ValidationCase(
            "selectTab naming no tab, runs naming an unknown action, one that needs a sender, values it lacks or gives "
                + "as another type, and runs without selectTab",
            #"""
            { "version": 1, "deploymentTarget": "16.0", "app": { "tabs": [ "Feed", "Map" ] },
              "coordinators": [ { "name": "Feed", "start": "Feed", "tab": { "title": "Feed" } },
                { "name": "Map", "start": "Map", "tab": { "title": "Map" } } ],
              "screens": [ { "name": "Feed", "actions": [
                  { "name": "a", "selectTab": ‸"Mapp" }, { "name": "b", "selectTab": ‸"Settings" },
                  { "name": "c", "selectTab": "Map", "runs": ‸"shw" }, { "name": "d", "selectTab": "Map", "runs": ‸"pin" },
                  { "name": "e", "selectTab": "Map", "runs": ‸"show" },
                  { "name": "f", "parameters": [ { "name": "place", "type": "Int" } ], "selectTab": "Map", "runs": ‸"show" },
                  { "name": "g", "push": "Other", "runs": ‸"show" } ] },
                { "name": "Map", "actions": [
                  { "name": "show", "parameters": [ { "name": "place", "type": "String" } ], "push": "Other" },
                  { "name": "pin", "present": "Other", "modalPresentationStyle": "popover" } ] },
                { "name": "Other" } ] }
            """#,
            [
                ("error", "'selectTab' names 'Mapp', which is not a tab; did you mean 'Map'?"),
                ("error", "'selectTab' names 'Settings', which is not a tab; the tabs are: Feed, Map"),
                ("error", "no action of screen 'Map' named 'shw'; did you mean 'show'?"),
                (
                    "error",
                    "'runs' names 'pin' of screen 'Map', which needs the view or bar button its popover points at, and "
                        + "a selected tab has none to give"
                ),
                (
                    "error",
                    "'show', which 'e' runs in its tab, takes 'place: String', which 'e' does not give; add a parameter "
                        + "of that name and type to 'e'"
                ),
                ("error", "'show', which 'f' runs in its tab, takes 'place' as String, but 'f' gives it as Int"),
                ("error", "'runs' names what a 'selectTab' runs in its tab, and this action has 'push'; remove 'runs'"),
            ]),
        ValidationCase(
            "singleInstance on a tab's flow; on a flow with a result, which the screen that asked last hears",
            #"""
            { "version": 1, "app": { "tabs": [ "Main" ] },
              "coordinators": [ { "name": "Main", "start": "Home", "tab": { "title": "Home" }, "singleInstance": ‸true },
                { "name": "Pick", "start": "Picker", "singleInstance": true,
                  "result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } } ],
              "screens": [ { "name": "Home", "actions": [ { "name": "pick", "startChild": "Pick" } ] },
                { "name": "Picker" } ] }
            """#,
            [
                (
                    "error",
                    "coordinator 'Main' is a tab, which runs once already; 'singleInstance' is for a flow that actions "
                        + "start; remove it"
                )
            ]),
        ValidationCase(
            "a runtime prefix too long for the runtime's part that a flow deciding behind a placeholder needs",
            """
            { "version": 1, "runtimePrefix": ‸"\(String(repeating: "A", count: 230))", "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home", "decide": { "alternatives": [ "Other" ],
                "placeholder": "Wait" } } ],
              "screens": [ { "name": "Home" }, { "name": "Other" }, { "name": "Wait" } ] }
            """,
            [
                (
                    "error",
                    "runtime prefix '\(String(repeating: "A", count: 230))' would need a file name of 259 bytes, and "
                        + "file systems allow 255; choose a shorter name"
                )
            ]),
        ValidationCase(
            "a deciding flow's input named like the FirstScreen type the flow declares",
            """
            { "version": 1, "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home", "decide": { "alternatives": [ "Other" ] } } ],
              "screens": [ { "name": "Home", "inputs": [ { "name": ‸"FirstScreen", "type": "Int", "default": "0" } ] },
                { "name": "Other" } ] }
            """,
            [
                (
                    "error",
                    "input 'FirstScreen' becomes a property of coordinator 'Main', which already has 'FirstScreen'; "
                        + "choose another name"
                )
            ]),
        ValidationCase(
            "a decide that decides nothing, and one that names a screen twice or one that does not exist",
            #"""
            { "version": 1, "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home", "decide": { "alternatives": [ ‸"Home", ‸"Gest" ] } },
                { "name": "Other", "start": "Away", "decide": ‸{ "placeholder": "Wait" } } ],
              "screens": [ { "name": "Home", "actions": [ { "name": "away", "startChild": "Other" } ] },
                { "name": "Guest" }, { "name": "Away" }, { "name": "Wait" } ] }
            """#,
            [
                (
                    "error",
                    "coordinator 'Main' already may start with 'Home'; list each screen once, and not 'start' among "
                        + "'alternatives'"
                ),
                ("error", "no screen named 'Gest'; did you mean 'Guest'?"),
                (
                    "error",
                    "the 'decide' of coordinator 'Other' names no 'alternatives' and no 'fallback', so there is nothing "
                        + "to decide; list the other screens the flow may start with, or remove 'decide'"
                ),
            ]),
        ValidationCase(
            "screens a flow may start with that need an input it does not take, or take it as another type",
            #"""
            { "version": 1, "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home",
                "decide": { "alternatives": [ ‸"Paywall" ], "placeholder": "Wait", "fallback": ‸"Offline" } } ],
              "screens": [ { "name": "Home", "inputs": [ { "name": "id", "type": "Int", "default": "0" } ] },
                { "name": "Paywall", "inputs": [ { "name": "id", "type": "String" } ] },
                { "name": "Wait", "inputs": [ { "name": "id", "type": "Int" }, { "name": "note", "type": "String", "default": "\"\"" } ] },
                { "name": "Offline", "inputs": [ { "name": "reason", "type": "String" } ] } ] }
            """#,
            [
                (
                    "error",
                    "'Paywall', which coordinator 'Main' may start with, takes 'id' as String, but the flow takes it as "
                        + "Int, from its start screen 'Home'"
                ),
                (
                    "error",
                    "'Offline', which coordinator 'Main' may start with, needs input 'reason', which the flow does not "
                        + "take: it takes the inputs of its start screen 'Home'; add 'reason' there, or give it a default"
                ),
            ]),
        ValidationCase(
            "a cross-tab action past the first screen of a flow that decides it (a route may go past it)",
            #"""
            { "version": 1, "app": { "tabs": [ "Home", "Inbox" ] },
              "coordinators": [ { "name": "Home", "start": "Home", "tab": { "title": "Home" } },
                { "name": "Inbox", "start": "Inbox", "tab": { "title": "Inbox" }, "decide": { "alternatives": [ "Empty" ] } } ],
              "screens": [ { "name": "Home", "actions": [ { "name": "write", "selectTab": "Inbox", "runs": ‸"compose" } ] },
                { "name": "Inbox", "actions": [ { "name": "compose", "push": "Compose" } ] },
                { "name": "Empty" }, { "name": "Compose" } ],
              "routes": [ { "name": "inbox", "patterns": [ "a://inbox" ], "screen": "Inbox" },
                { "name": "compose", "patterns": [ "a://compose" ], "screen": "Compose" } ] }
            """#,
            [
                (
                    "error",
                    "'runs' names 'compose', an action of the first screen of tab 'Inbox', whose flow decides that "
                        + "screen only when it starts; remove 'runs'"
                )
            ]),
        ValidationCase(
            "a finish that names a case the result does not have",
            resultManifest(result: languageResult, finish: #"{ "name": "close", ‸"finish": "cancle" }"#),
            [("error", "the result of coordinator 'Child' has no case 'cancle'; did you mean 'cancel'?")]),
        ValidationCase(
            "a finish that leaves a value unfilled, and one that fills it with the wrong type",
            resultManifest(
                result: languageResult,
                finish: #"{ "name": "pick", ‸"finish": "language" }, "#
                    + #"{ "name": "choose", "parameters": [ { "name": "language", "type": "Int" } ], "#
                    + #"‸"finish": "language" }"#),
            [
                (
                    "error",
                    "action 'pick' finishes with 'language' but nothing fills its value 'language'; add a parameter "
                        + "named 'language' or a 'pass' entry for it"
                ),
                (
                    "error",
                    "value 'language' of 'language' is 'String', but parameter 'language' that fills it is 'Int'"
                ),
            ]),
        ValidationCase(
            "a pass entry for a value the case does not have",
            resultManifest(
                result: languageResult,
                finish: #"{ "name": "pick", "parameters": [ { "name": "language", "type": "String" } ], "#
                    + #""finish": "language", "pass": { ‸"langauge": "language" } }"#),
            [("error", "result case 'language' has no value named 'langauge'; did you mean 'language'?")]),
        ValidationCase(
            "a whenLeft case that needs values",
            resultManifest(
                result: languageResult.replacingOccurrences(
                    of: #""whenLeft": "cancel""#, with: #""whenLeft": ‸"language""#),
                finish: #"{ "name": "close", "finish": "cancel" }"#),
            [
                (
                    "error",
                    "'whenLeft' case 'language' has values, and nothing fills them when the flow ends on its own; "
                        + "name a case without values"
                )
            ]),
        ValidationCase(
            "a finish without a case in a flow with a result",
            resultManifest(result: languageResult, finish: #"{ "name": "close", ‸"finish": true }"#),
            [
                (
                    "error",
                    "action 'close' of screen 'Sheet' finishes coordinator 'Child', which has a result; say which case "
                        + "it ends with, \"finish\": \"language\" (one of: language, cancel)"
                )
            ]),
        ValidationCase(
            "a result without whenLeft, and a result value with a label",
            resultManifest(
                result: #"‸{ "cases": [ { "name": "done", "parameters": [ { "label": ‸"with", "name": "value", "#
                    + #""type": "Int" } ] }, { "name": "cancel" } ] }"#,
                finish: #"{ "name": "close", "finish": "cancel" }"#),
            [
                (
                    "error",
                    "the result of coordinator 'Child' needs 'whenLeft': the case it hands over when it ends without a "
                        + "finish (the back button, a swipe-down, its parent ending), one of: done, cancel"
                ),
                (
                    "error",
                    "result values have no labels: the case's values are labelled with their names; remove 'label' "
                        + "('with')"
                ),
            ]),
        ValidationCase(
            "a result without cases, a case named like a Swift keyword",
            resultManifest(
                result: #"‸{ "cases": [], "whenLeft": ‸"cancel" }"#, finish: #"{ "name": "close", "finish": "cancel" }"#
            ),
            [
                (
                    "error",
                    "the result of coordinator 'Child' has no cases; list at least one, such as { \"name\": \"cancel\" }"
                ),
                ("error", "no result case named 'cancel'"),
            ]),
        ValidationCase(
            "result values that are not Sendable",
            resultManifest(
                result:
                    #"{ "cases": [ { "name": "done", "parameters": [ { "name": "callback", "type": ‸"() -> Void" }, "#
                    + #"{ "name": "values", "type": ‸"[String: Any]" }, "#
                    + #"{ "name": "safe", "type": "@MainActor (Int) -> Void" } ] }, { "name": "cancel" } ], "#
                    + #""whenLeft": "cancel" }"#,
                finish: #"{ "name": "close", "finish": "cancel" }"#),
            [
                (
                    "error",
                    "result values must be Sendable, since a result can be awaited, and '() -> Void' is not; "
                        + "use @Sendable or @MainActor for a function type"
                ),
                (
                    "error",
                    "result values must be Sendable, since a result can be awaited, and '[String: Any]' holds 'Any', "
                        + "which is not; use @Sendable or @MainActor for a function type"
                ),
            ]),
        ValidationCase(
            "a parameter of an awaitable action named like the local its awaiting form declares",
            resultManifest(
                result: #"{ "cases": [ { "name": "done" } ], "whenLeft": "done" }"#,
                finish: #"{ "name": "close", "finish": "done" }"#
            )
            .replacingOccurrences(
                of: #""startChild": "Child""#,
                with: #""parameters": [ { "name": ‸"waiter", "type": "Int" } ], "startChild": "Child""#),
            [
                (
                    "error",
                    "parameter 'waiter' would clash with the 'waiter' that generated code declares; choose another name"
                )
            ]),
        ValidationCase(
            "a parameter and an action that take the names of a result flow's members",
            resultManifest(
                result: #"{ "cases": [ { "name": "done", "parameters": [ { "name": "value", "type": "Int" } ] }, "#
                    + #"{ "name": "cancel" } ], "whenLeft": "cancel" }"#,
                finish: #"{ "name": "choose", "parameters": [ { "name": ‸"finishedWith", "type": "Int" } ], "#
                    + #""finish": "done", "pass": { "value": "finishedWith" } }, "#
                    + #"{ "name": ‸"returnResult", "pop": true }"#),
            [
                (
                    "error",
                    "parameter 'finishedWith' would hide the coordinator's own 'finishedWith', which the generated "
                        + "code uses; choose another name"
                ),
                (
                    "error",
                    "action name 'returnResult' is reserved: every coordinator already has 'returnResult'; choose "
                        + "another name"
                ),
            ]),
        ValidationCase(
            "a start input named like a result flow's result property",
            resultManifest(
                result: #"{ "cases": [ { "name": "cancel" } ], "whenLeft": "cancel" }"#,
                finish: #"{ "name": "close", "finish": "cancel" }"#
            )
            .replacingOccurrences(
                of: #"{ "name": "Sheet", "actions""#,
                with:
                    #"{ "name": "Sheet", "inputs": [ { "name": ‸"result", "type": "Int", "default": "0" } ], "actions""#
            ),
            [
                (
                    "error",
                    "input 'result' becomes a property of coordinator 'Child', which already has 'result'; choose "
                        + "another name"
                )
            ]),
        ValidationCase(
            "a result type that an action protocol's name takes",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Child", "start": "Sheet", "#
                    + #""result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } }"#,
                screens: #"{ "name": "Home", "actions": [ { "name": "open", "protocol": ‸"ChildResult", "#
                    + #""startChild": "Child" } ] }, { "name": "Sheet" }"#),
            [
                (
                    "error",
                    "'ChildResult' would be declared twice: by coordinator 'Child' and by protocol 'ChildResult'; "
                        + "rename one"
                )
            ]),
        ValidationCase(
            "a shared screen's finish that names a result case",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Child", "start": "Sheet", "#
                    + #""result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } }"#,
                screens: #"{ "name": "Home", "actions": [ { "name": "open", "startChild": "Child" } ] }, "#
                    + #"{ "name": "Sheet", "shared": true, "actions": [ { "name": "save", "finish": ‸"done" } ] }"#),
            [
                (
                    "error",
                    "action 'save' of screen 'Sheet' cannot finish with result case 'done': 'Sheet' is shared, so its "
                        + "navigation is written once for every flow that shows it, and each flow has its own result; "
                        + "use 'finish': true, or a custom action"
                )
            ]),
        ValidationCase(
            "a finish that names a result case on a screen a shared screen pushes",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Child", "start": "Sheet", "#
                    + #""result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } }"#,
                screens: #"{ "name": "Home", "actions": [ { "name": "open", "startChild": "Child" } ] }, "#
                    + #"{ "name": "Sheet", "shared": true, "actions": [ { "name": "next", "push": "Form" } ] }, "#
                    + #"{ "name": "Form", "actions": [ { "name": "save", "finish": ‸"done" } ] }"#),
            [
                (
                    "error",
                    "action 'save' of screen 'Form' cannot finish with result case 'done': 'Form' is shared because "
                        + "shared screen 'Sheet' shows it, so its navigation is written once for every flow that "
                        + "shows it, and each flow has its own result; use 'finish': true, or a custom action"
                )
            ]),
        ValidationCase(
            "a shared screen whose navigation protocol takes the name of another type",
            manifest(
                screens: #"{ "name": "Home", "actions": [ { "name": "open", "push": "Profile" } ] }, "#
                    + #"{ "name": "Profile", "shared": true }, "#
                    + #"{ "name": "Other", "actions": [ { "name": "go", "protocol": ‸"ProfileNavigation", "pop": true } ] }"#
            ),
            [
                (
                    "error",
                    "'ProfileNavigation' would be declared twice: by screen 'Profile' and by protocol "
                        + "'ProfileNavigation'; rename one"
                )
            ]),
        ValidationCase(
            "a shared screen's scoped action that takes a coordinator's member",
            manifest(
                screens: #"{ "name": "Home", "actions": [ { "name": "open", "push": "Child" } ] }, "#
                    + #"{ "name": "Child", "shared": true, "actions": [ { "name": ‸"didFinish", "pop": true } ] }"#),
            [
                (
                    "error",
                    "action 'didFinish' of screen 'Child' is implemented as 'childDidFinish', as every action of "
                        + "shared screen 'Child' is, but coordinator 'Main' already has 'childDidFinish'; rename the "
                        + "action"
                )
            ]),
        ValidationCase(
            "a result case named like a Swift keyword",
            resultManifest(
                result: #"{ "cases": [ { "name": ‸"default" } ], "whenLeft": "default" }"#,
                finish: #"{ "name": "close", "finish": "default" }"#),
            [
                ("error", "'default' is not a valid result case name: 'default' is a Swift keyword")
            ]),
        ValidationCase(
            "a result on the root flow",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home", "result": ‸{ "cases": [ { "name": "done" } ], "#
                    + #""whenLeft": "done" } }"#,
                screens: #"{ "name": "Home" }"#),
            [
                (
                    "error",
                    "coordinator 'Main' is the app's root: no screen starts it, so nothing would receive its result; "
                        + "remove 'result'"
                )
            ]),
        ValidationCase(
            "a finish with a case in a flow without a result",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Child", "start": "Sheet" }"#,
                screens: #"{ "name": "Home", "actions": [ { "name": "open", "startChild": "Child" } ] }, "#
                    + #"{ "name": "Sheet", "actions": [ { "name": "close", ‸"finish": "done" } ] }"#),
            [
                (
                    "error",
                    "action 'close' finishes with 'done', but coordinator 'Child' has no result; add a 'result' to it or "
                        + "use \"finish\": true"
                )
            ]),
    ]
}
