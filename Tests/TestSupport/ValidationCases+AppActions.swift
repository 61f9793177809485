// Validation cases of app actions (`app.actions`): navigation the app starts from outside any screen.

extension ValidationCases {
    /// A tabs app (`Feed`, `Profile`) whose `app` has `actions` and `tabs`; `Compose` is a flow to start, `Pick` one
    /// with a result, `Menu` one whose finish names a `then`.
    private static func appActionManifest(tabs: String = #""Feed", "Profile""#, actions: String) -> String {
        manifest(
            app: #"{ "tabs": [ "# + tabs + #" ], "actions": [ "# + actions + " ] }",
            coordinators: #"""
                { "name": "Feed", "start": "Feed", "tab": { "title": "Feed" } },
                { "name": "Profile", "start": "Profile", "tab": { "title": "Profile" } },
                { "name": "Compose", "start": "Draft" },
                { "name": "Pick", "start": "Picker", "result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } },
                { "name": "Menu", "start": "Menu" }
                """#,
            screens: #"""
                { "name": "Feed", "actions": [ { "name": "openMenu", "startChild": "Menu", "modal": true },
                    { "name": "pick", "startChild": "Pick", "modal": true } ] },
                { "name": "Profile", "actions": [ { "name": "show", "push": "User" } ] },
                { "name": "User" },
                { "name": "Draft", "inputs": [ { "name": "text", "type": "String" } ] },
                { "name": "Picker", "actions": [ { "name": "done", "finish": "done" } ] },
                { "name": "Menu", "actions": [ { "name": "settings", "finish": true, "then": "pick" } ] }
                """#)
    }

    static let appActions: [ValidationCase] = [
        ValidationCase(
            "app actions that need a screen, push, start a flow that answers a screen, present as a popover, or pass "
                + "a screen's input",
            appActionManifest(
                actions: #"""
                    { "name": "a", ‸"push": "User" },
                    { "name": "b", "startChild": "Compose", "modal": ‸false, "pass": { "text": { "value": "\"\"" } } },
                    { "name": "c", "startChild": ‸"Pick" },
                    { "name": "e", "startChild": "Compose", "modalPresentationStyle": ‸"popover",
                      "parameters": [ { "name": "text", "type": "String" } ], "pass": { "text": { "input": ‸"title" } } },
                    { "name": "f", "startChild": "Compose", "modalPresentationStyle": ‸"custom",
                      "parameters": [ { "name": "text", "type": "String" } ] }
                    """#),
            [
                (
                    "error",
                    "app action 'a' has 'push', which needs a screen; an app action runs on the flow on screen, so it "
                        + "starts a flow over it ('startChild'), selects a tab ('selectTab') or switches the top-level "
                        + "flow ('switchTo')"
                ),
                (
                    "error",
                    "app action 'b' has '\"modal\": false', but it starts its flow presented, over whatever is on "
                        + "screen; remove 'modal'"
                ),
                (
                    "error",
                    "app action 'c' starts 'Pick', which has a result, but no screen asked for it to hear it; start "
                        + "'Pick' from a screen's action, or remove its 'result'"
                ),
                (
                    "error",
                    "an app action cannot present with 'popover': a popover points at a view of the screen that asked, "
                        + "and no screen asks; use another 'modalPresentationStyle'"
                ),
                (
                    "error",
                    "'pass' reads input 'title' of the screen that asked, but an app action is asked by no screen; pass "
                        + "a parameter of the action or a value"
                ),
                (
                    "error",
                    "an app action cannot present with 'custom': a custom presentation takes the presented screen's "
                        + "transitioning delegate, and a started flow's stack has none; use another "
                        + "'modalPresentationStyle'"
                ),
            ]),
        ValidationCase(
            "an app action that starts a flow whose finish names a then; a flow only an app action starts is started",
            appActionManifest(
                actions: #"""
                    { "name": "d", ‸"startChild": "Menu" },
                    { "name": "e", "startChild": "Compose", "pass": { "text": { "value": "\"\"" } } }
                    """#),
            [
                (
                    "error",
                    "app action 'd' starts 'Menu', whose finishes name a 'then', an action of the screen that started "
                        + "it, but no screen asked; start 'Menu' from a screen's action, or remove the 'then'"
                )
            ]),
        ValidationCase(
            "an app action's tab not listed in app.tabs, one listed first, one without a title, and a selectTab "
                + "outside a tabs app",
            appActionManifest(
                tabs: #"‸"compose", "Feed", "Profile", "bare""#,
                actions: #"""
                    { "name": "compose", "startChild": "Compose", "pass": { "text": { "value": "\"\"" } },
                      "tab": { "title": "Compose" } },
                    ‸{ "name": "bare", "selectTab": "Profile" },
                    { "name": "other", "selectTab": "Profile", "tab": ‸{ "title": "Other" } }
                    """#),
            [
                (
                    "error",
                    "the first tab is app action 'compose', but the tab bar shows its first tab at launch, and a tab "
                        + "that runs an action shows nothing; put a flow's tab first"
                ),
                ("error", "app action 'bare' is a tab, so it needs \"tab\": {\"title\": …}"),
                (
                    "error",
                    "app action 'other' has a 'tab', but 'app.tabs' does not list it; add 'other' to 'app.tabs' where "
                        + "its tab goes (only the app's own tab bar runs actions), or remove 'tab'"
                ),
            ]),
        ValidationCase(
            "a selectTab app action in an app of flows",
            #"""
            { "version": 1,
              "app": { "flows": [ "Login", "Main" ], "initial": "Login",
                "tabBars": [ { "name": "Main", "tabs": [ "Feed" ] } ],
                "actions": [ { "name": "a", ‸"selectTab": "Feed" }, { "name": "out", "switchTo": "Login" } ] },
              "coordinators": [ { "name": "Login", "start": "SignIn" },
                { "name": "Feed", "start": "Feed", "tab": { "title": "Feed" } } ],
              "screens": [ { "name": "SignIn", "actions": [ { "name": "signIn", "switchTo": "Main" } ] },
                { "name": "Feed", "actions": [ { "name": "out", "switchTo": "Login" } ] } ] }
            """#,
            [
                (
                    "error",
                    "an app action's 'selectTab' needs the app's tab bar, 'app.tabs'; in an app of 'flows', whose tab bar "
                        + "may not be on screen, select the tab from a screen's action"
                )
            ]),
    ]
}

extension ValidationCases {
    static let appActionRoutes: [ValidationCase] = [
        ValidationCase(
            "routes whose way takes an app action: one of two shortest, a value the action lacks, another type",
            #"""
            { "version": 1,
              "app": { "tabs": [ "Feed" ], "actions": [
                { "name": "compose", "startChild": "Compose", "pass": { "text": { "value": "\"\"" } } },
                { "name": "draft", "parameters": [ { "name": "text", "type": "String" } ], "startChild": "Compose" },
                { "name": "count", "parameters": [ { "name": "n", "type": "Int" } ], "startChild": "Counter" } ] },
              "coordinators": [ { "name": "Feed", "start": "Feed", "tab": { "title": "Feed" } },
                { "name": "Compose", "start": "Draft" }, { "name": "Counter", "start": "Count" } ],
              "screens": [ { "name": "Feed" }, { "name": "Draft", "inputs": [ { "name": "text", "type": "String" } ] },
                { "name": "Count", "inputs": [ { "name": "n", "type": "Int" } ] } ],
              "routes": [
                { "name": ‸"any", "screen": "Draft", "patterns": [ "x://any" ] },
                { "name": ‸"blank", "screen": "Draft", "patterns": [ "x://blank" ], "via": [ "app.draft" ] },
                { "name": "fine", "screen": "Draft", "patterns": [ "x://fine?t={text: String}" ], "via": [ "app.draft" ] },
                { "name": ‸"counted", "screen": "Count", "patterns": [ "x://count?n={n: Double}" ] } ] }
            """#,
            [
                (
                    "error",
                    "route 'any' reaches screen 'Draft' in more than one shortest way (tab 'Feed' → app.compose → "
                        + "Draft; tab 'Feed' → app.draft → Draft); name the actions its way takes in 'via', as in "
                        + "\"via\": [\"Screen.action\"]"
                ),
                (
                    "error",
                    "action 'draft' of the app, on the way of route 'blank', takes 'text: String', which the route does "
                        + "not give; add {text: String} to each of its patterns"
                ),
                (
                    "error",
                    "route 'counted' gives 'n' as Double, but action 'count' of the app takes it as Int"
                ),
            ])
    ]
}

extension ValidationCases {
    static let choices: [ValidationCase] = [
        ValidationCase(
            "choices among nothing, an unknown action, one that chooses, one that needs a sender, one whose value the "
                + "choosing action lacks or gives as another type, with animated",
            manifest(
                screens: #"""
                    { "name": "Home", "actions": [
                      { "name": "a", "choose": { ‸"among": [] } },
                      { "name": "b", "choose": { "among": [ ‸"shw" ] } },
                      { "name": "c", "choose": { "among": [ ‸"a" ] } },
                      { "name": "d", "choose": { "among": [ ‸"pin" ] } },
                      { "name": "e", "choose": { "among": [ "other" ], "fallback": ‸"show" } },
                      { "name": "f", "parameters": [ { "name": "place", "type": "Int" } ], "choose": { "among": [ ‸"show" ] } },
                      { "name": "g", "animated": ‸false, "choose": { "among": [ "other" ] } },
                      { "name": "show", "parameters": [ { "name": "place", "type": "String" } ], "push": "Other" },
                      { "name": "other", "push": "Other" },
                      { "name": "pin", "present": "Other", "modalPresentationStyle": "popover" } ] },
                    { "name": "Other" }
                    """#),
            [
                (
                    "error",
                    "action 'a' chooses among no action; name in 'among' the actions of screen 'Home' your code chooses "
                        + "among"
                ),
                ("error", "'choose' runs 'shw', which is not an action of screen 'Home'; did you mean 'show'?"),
                (
                    "error",
                    "'c' chooses 'a', which chooses too; name actions that navigate, so that one choice leads somewhere"
                ),
                (
                    "error",
                    "'d' chooses 'pin', which shows a popover or an action sheet and so needs the view it points at, and "
                        + "a choice has none to give"
                ),
                (
                    "error",
                    "'show', which 'e' may choose, takes 'place', which 'e' does not take; add a parameter of that name "
                        + "and type to 'e'"
                ),
                (
                    "error",
                    "parameter 'place' of 'f' is a 'Int', but 'show', which a choice runs, takes a 'String'"
                ),
                ("error", "'animated' does nothing on a choice: the action it chooses animates as it says"),
            ]),
        ValidationCase(
            "choices on an embedded screen and on a shared one",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Side", "start": "List" }"#,
                screens: #"""
                    { "name": "Home", "embeds": [ { "screen": "Badge", "name": "badge" } ],
                      "actions": [ { "name": "side", "startChild": "Side" } ] },
                    { "name": "Badge", "actions": [ { "name": "pick", "choose": { ‸"among": [ "open" ] } },
                      { "name": "open", "push": "Other" } ] },
                    { "name": "List", "shared": true, "actions": [ { "name": "pick", "choose": { ‸"among": [ "open" ] } },
                      { "name": "open", "push": "Other" } ] },
                    { "name": "Other" }
                    """#),
            [
                (
                    "error",
                    "action 'pick' of screen 'Badge' chooses, but 'Badge' is embedded, and its flow runs the choice only "
                        + "while the screen that asked is on its stacks; choose in the container's action"
                ),
                (
                    "error",
                    "action 'pick' of screen 'List' chooses, but 'List' is shared, so its navigation is written once for "
                        + "every flow, and each flow chooses in its own code; remove 'shared' or choose elsewhere"
                ),
            ]),
    ]

    static let analytics: [ValidationCase] = [
        ValidationCase(
            "analytics in an app that already declares a NavigationReport",
            #"""
            {
              "version": 1,
              "analytics": ‸true,
              "app": { "tabs": [ "Feed" ], "tabBarController": "NavigationReport" },
              "coordinators": [ { "name": "Feed", "start": "Feed", "tab": { "title": "Feed" } } ],
              "screens": [ { "name": "Feed" } ]
            }
            """#,
            [
                (
                    "error",
                    "'NavigationReport' would be declared twice: by the tab bar controller 'NavigationReport' and by the "
                        + "navigation reports; rename one"
                )
            ])
    ]
}
