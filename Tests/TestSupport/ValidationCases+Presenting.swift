// Validation cases of follow-ups ("then"), stack edits, alerts, share sheets and the camera.

extension ValidationCases {
    /// A Main flow whose Home starts Menu modally (and, when `other` is set, whose Other screen starts it too), with
    /// Menu's finishing action `finish` and Home's extra actions `home`.
    private static func followUpManifest(finish: String, home: String = "", other: String? = nil) -> String {
        let homeActions =
            #"{ "name": "openMenu", "startChild": "Menu", "modal": true }"# + (home.isEmpty ? "" : ", " + home)
        var screens = #"{ "name": "Home", "actions": [ "# + homeActions + " ] }, "
        if let other {
            screens +=
                #"{ "name": "Other", "actions": [ { "name": "openMenu", "startChild": "Menu" }, "# + other + " ] }, "
            screens = screens.replacingOccurrences(
                of: #""modal": true }"#, with: #""modal": true }, { "name": "other", "push": "Other" }"#)
        }
        return manifest(
            coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Menu", "start": "Menu" }"#,
            screens: screens + #"{ "name": "Menu", "actions": [ "# + finish + " ] }")
    }

    static let followUps: [ValidationCase] = [
        ValidationCase(
            "then on a navigation that is not a finish",
            followUpManifest(
                finish: #"{ "name": "close", "finish": true }, { "name": "more", "push": "Menu", "then": ‸"openMenu" }"#
            ),
            [
                (
                    "error",
                    "'then' applies only to 'finish', which ends the flow and returns to the screen that started it; "
                        + "'push' does not"
                )
            ]),
        ValidationCase(
            "then naming an action the starting screen does not have",
            followUpManifest(
                finish: #"{ "name": "settings", "finish": true, "then": ‸"openSetings" }"#,
                home: #"{ "name": "openSettings", "custom": true }"#),
            [
                (
                    "error",
                    "screen 'Home' starts coordinator 'Menu' and has no action 'openSetings' to run next; did you mean "
                        + "'openSettings'?"
                )
            ]),
        ValidationCase(
            "then whose action takes a value the finish has no parameter for",
            followUpManifest(
                finish: #"{ "name": "settings", "parameters": [ { "name": "section", "type": "Int" } ], "#
                    + #""finish": true, "then": ‸"openSettings" }"#,
                home: #"{ "name": "openSettings", "parameters": [ { "name": "section", "type": "String" } ], "#
                    + #""custom": true }"#),
            [
                (
                    "error",
                    "'openSettings' takes 'section: String', and action 'settings' has no parameter 'section' of that "
                        + "type to fill it; add one"
                )
            ]),
        ValidationCase(
            "then whose action takes a value that is not Sendable",
            followUpManifest(
                finish: #"{ "name": "settings", "parameters": [ { "name": "done", "type": "() -> Void" } ], "#
                    + #""finish": true, "then": ‸"run" }"#,
                home: #"{ "name": "run", "parameters": [ { "name": "done", "type": "() -> Void" } ], "custom": true }"#),
            [
                (
                    "error",
                    "the values of a 'then' must be Sendable, since the flow that started this one runs it after "
                        + "UIKit's dismissal, and '() -> Void' is not; use @Sendable or @MainActor for a function type"
                )
            ]),
        ValidationCase(
            "then whose action differs between two screens that start the flow",
            followUpManifest(
                finish: #"{ "name": "settings", "finish": true, "then": ‸"help" }"#,
                home: #"{ "name": "help", "custom": true }"#,
                other: #"{ "name": "help", "parameters": [ { "name": "topic", "type": "String" } ], "custom": true }"#),
            [
                (
                    "error",
                    "screens 'Home' and 'Other' both start coordinator 'Menu', and their actions 'help' differ in "
                        + "parameters or in the method that implements them; a 'then' runs one of them, so make them "
                        + "the same"
                )
            ]),
        ValidationCase(
            "then in a flow no screen starts",
            manifest(
                app: #"{ "flows": [ "Login", ‸"Main" ], "initial": "Login" }"#,
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Login", "start": "Login", "#
                    + #""result": { "cases": [ { "name": "main", "switchTo": "Main" } ] } }"#,
                screens: #"{ "name": "Home" }, { "name": "Login", "actions": [ "#
                    + #"{ "name": "signIn", "finish": "main", "then": ‸"signIn" } ] }"#),
            [
                (
                    "warning",
                    "top-level flow 'Main' is never left: no action in it has 'switchTo', so only your code's "
                        + "'switch(to:)' can leave it"
                ),
                (
                    "error",
                    "action 'signIn' names a 'then', but no screen starts coordinator 'Login' with 'startChild', so no "
                        + "screen would run it; remove 'then'"
                ),
            ]),
        ValidationCase(
            "then on a finish of a shared screen",
            followUpManifest(
                finish: #"{ "name": "open", "push": "Card" }"#
            ).replacingOccurrences(
                of: #"{ "name": "Menu", "actions""#,
                with: #"{ "name": "Card", "shared": true, "actions": [ { "name": "done", "finish": true, "#
                    + #""then": ‸"openMenu" } ] }, { "name": "Menu", "actions""#),
            [
                (
                    "error",
                    "action 'done' of screen 'Card' cannot name a 'then': 'Card' is shared, so its navigation is "
                        + "written once for every flow that shows it, and each flow is started by screens of its own; "
                        + "use a custom action"
                )
            ]),
    ]

    /// Presentations the person cannot swipe away, and that nothing in them leaves, are dead ends; one that an action
    /// leaves, and a sheet, are not.
    static let deadEnds: [ValidationCase] = [
        ValidationCase(
            "a full-screen screen, and a flow the person cannot swipe away, that no action leaves",
            """
            { "version": 1, "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "Intro", "start": "Welcome" },
                { "name": "Pay", "start": "Card" } ],
              "screens": [
                { "name": "Home", "actions": [
                  { "name": "terms", ‸"present": "Terms", "modalPresentationStyle": "fullScreen" },
                  { "name": "intro", ‸"startChild": "Intro", "modal": true, "modalInPresentation": true },
                  { "name": "pay", "startChild": "Pay", "modal": true, "modalPresentationStyle": "fullScreen" },
                  { "name": "help", "present": "Help" },
                  { "name": "about", "present": "About", "modalPresentationStyle": "overFullScreen" } ] },
                { "name": "Terms", "actions": [ { "name": "more", "push": "Fine" } ] }, { "name": "Fine" },
                { "name": "Welcome", "actions": [ { "name": "next", "push": "Tour" } ] }, { "name": "Tour" },
                { "name": "Card", "actions": [ { "name": "paid", "finish": true } ] },
                { "name": "Help" }, { "name": "About", "actions": [ { "name": "done", "dismiss": true } ] } ] }
            """,
            [
                (
                    "warning",
                    "screen 'Terms' is presented with 'fullScreen', which the person cannot swipe away, and no action "
                        + "of what it shows leaves it; add one that dismisses, closes or finishes, or present it as a "
                        + "sheet"
                ),
                (
                    "warning",
                    "flow 'Intro' is presented with 'modalInPresentation', which the person cannot swipe away, and no "
                        + "action of what it shows leaves it; add one that dismisses, closes or finishes, or present "
                        + "it as a sheet"
                ),
            ])
    ]

    static let stackEdits: [ValidationCase] = [
        ValidationCase(
            "setStack with no screens, and with a screen whose input nothing fills",
            manifest(
                screens: #"{ "name": "Home", "actions": [ { "name": "reset", ‸"setStack": [] }, "#
                    + #"{ "name": "resume", "setStack": [ "Home", ‸"Item" ] } ] }, "#
                    + #"{ "name": "Item", "inputs": [ { "name": "itemID", "type": "Int" } ] }"#),
            [
                ("error", "'setStack' is empty; list the screens the flow's stack is set to"),
                (
                    "error",
                    "input 'itemID' of screen 'Item' is not filled by action 'resume'; add a parameter named "
                        + "'itemID', a \"pass\" entry, or a \"default\" to the input"
                ),
            ]),
        ValidationCase(
            "removing on a navigation that is not a push",
            manifest(
                screens:
                    #"{ "name": "Home", "actions": [ { "name": "more", "present": "Home", ‸"removing": [ "Home" ] } ] }"#
            ),
            [
                (
                    "error",
                    "'removing' applies only to 'push', which takes the named screens off the stack as it pushes; "
                        + "'present' does not"
                )
            ]),
        ValidationCase(
            "removing nothing, and removing a screen twice",
            manifest(
                screens: #"{ "name": "Home", "actions": [ { "name": "more", "push": "List", "removing": ‸[] }, "#
                    + #"{ "name": "again", "push": "List", "removing": [ "Home", ‸"Home" ] } ] }, { "name": "List" }"#),
            [
                ("error", "'removing' is empty; name the screens the push takes off the stack, or remove it"),
                ("error", "'removing' names screen 'Home' twice; once takes every 'Home' off"),
            ]),
        ValidationCase(
            "removing a screen the flow does not show",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Other", "start": "Lost" }"#,
                screens:
                    #"{ "name": "Home", "actions": [ { "name": "more", "push": "List", "removing": [ ‸"Lost" ] }, "#
                    + #"{ "name": "other", "startChild": "Other" } ] }, { "name": "List" }, { "name": "Lost" }"#),
            [
                (
                    "error",
                    "'removing' names screen 'Lost', which coordinator 'Main' does not show, so it is never on its "
                        + "stacks; did you mean 'List'?"
                )
            ]),
    ]

    /// A manifest whose Home screen has `actions`, for iOS `target`, with view models when `mvvm`.
    private static func alertManifest(_ actions: String, target: String = "16.0", mvvm: Bool = false) -> String {
        """
        { "version": 1, "deploymentTarget": "\(target)",\(mvvm ? #" "architecture": "mvvm","# : "")
          "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
          "screens": [ { "name": "Home", "actions": [ \(actions) ] },
            { "name": "Item", "inputs": [ { "name": "name", "type": "String" } ] } ] }
        """
    }

    static let alerts: [ValidationCase] = [
        ValidationCase(
            "an alert whose every choice is made from a list, which may be empty",
            alertManifest(
                #"{ "name": "pick", "parameters": [ { "name": "accounts", "type": "[String]" } ], "alert": { "#
                    + #"‸"choices": [ { "each": "accounts", "as": "account" } ] } }"#),
            [
                (
                    "error",
                    "every choice of the alert is made from a list, which may be empty, and an alert without a choice "
                        + "cannot be closed; add a choice of its own (\"style\": \"cancel\")"
                )
            ]),
        ValidationCase(
            "choices made from a list the action takes: each element titles a choice and fills its action's parameter "
                + "of the 'as' name; not from a list that is no [String], an unknown one, under a taken name, as a "
                + "cancel, without 'as', with 'as' alone, with a title, or filling a parameter that is no String",
            alertManifest(
                #"{ "name": "pick", "parameters": [ { "name": "accounts", "type": "[String]" }, "#
                    + #"{ "name": "names", "type": "Array<Swift.String>" }, "#
                    + #"{ "name": "count", "type": "Int" } ], "alert": { "choices": [ { "each": "names", "as": "nm" }, "#
                    + #"{ "each": "accounts", "as": "account", "runs": "use" }, { "each": ‸"count", "as": "n" }, "#
                    + #"{ "each": ‸"acounts", "as": "x" }, { "each": "accounts", "as": ‸"count" }, "#
                    + #"{ "each": "accounts", "as": "b", "style": ‸"cancel" }, ‸{ "each": "accounts" }, "#
                    + #"{ "as": ‸"c", "title": "C" }, { "each": "accounts", "as": "d", ‸"title": "D" }, "#
                    + #"{ "each": "accounts", "as": "e", "runs": ‸"useCount" } ] } }, "#
                    + #"{ "name": "use", "parameters": [ { "name": "account", "type": "String" } ], "popToRoot": true }, "#
                    + #"{ "name": "useCount", "parameters": [ { "name": "e", "type": "Int" } ], "popToRoot": true }"#),
            [
                (
                    "error",
                    "parameter 'count' is 'Int', but choices made from a list read a [String], one choice per element"
                ),
                (
                    "error",
                    "an alert's text reads parameter 'acounts', which action 'pick' does not take; did you mean "
                        + "'accounts'?"
                ),
                (
                    "error",
                    "'count' names each element of a choice's list, but 'pick' already has a parameter, a text field or "
                        + "a local of that name; choose another"
                ),
                (
                    "error",
                    "choices made from a list cannot cancel: there may be several, and UIKit refuses a second cancel "
                        + "choice"
                ),
                ("error", "a choice with 'each' needs a 'as'"),
                ("error", "'as' names each element of a choice's 'each' list; add 'each', or remove 'as'"),
                ("error", "a choice with 'each' is titled by each element of the list; remove its 'title'"),
                (
                    "error",
                    "each element 'e' fills parameter 'e' of 'useCount', of type 'Int'; an element is a 'String'"
                ),
            ]),
        ValidationCase(
            "an alert's texts from the app: a localized key, a parameter of the action; not an unknown parameter, one "
                + "that is no String, an empty key, a text with neither source, or a default beside a parameter",
            alertManifest(
                #"{ "name": "ask", "parameters": [ { "name": "account", "type": "String" }, "#
                    + #"{ "name": "count", "type": "Int" }, { "name": "note", "type": "String?" }, "#
                    + #"{ "name": "subtitle", "type": "Optional<Swift.String>" } ], "alert": { "#
                    + #""title": { "localized": "delete.title", "default": "Delete?" }, "#
                    + #""message": { "parameter": ‸"acount" }, "textFields": [ { "name": "reason", "#
                    + #""placeholder": { "parameter": "note" } } ], "choices": [ "#
                    + #"{ "title": { "parameter": "account" } }, { "title": { "parameter": "subtitle" } }, "#
                    + #"{ "title": { "parameter": ‸"count" } }, "#
                    + #"{ "title": { "parameter": ‸"total" } }, "#
                    + #"{ "title": { "localized": ‸"" } }, { "title": ‸{ "default": "Keep" } }, "#
                    + #"{ "title": { "parameter": "account", "default": ‸"Me" } }, { "title": ‸7 } ] } }"#),
            [
                (
                    "error",
                    "an alert's text reads parameter 'acount', which action 'ask' does not take; did you mean 'account'?"
                ),
                (
                    "error",
                    "parameter 'count' is 'Int', but an alert's text reads a String (or a String?, shown as no text)"
                ),
                (
                    "error",
                    "an alert's text reads parameter 'total', which action 'ask' does not take; add a String parameter "
                        + "of that name to the action"
                ),
                ("error", "'localized' must not be empty"),
                (
                    "error",
                    "'title' is a string, or an object with either 'localized' (a key of the app's localized strings, "
                        + "with an optional 'default') or 'parameter' (the action's String parameter that gives it)"
                ),
                (
                    "error",
                    "'default' is the text shown for a 'localized' key the app's strings lack; a 'parameter' has none, "
                        + "remove it"
                ),
                ("error", "'title' must be a string or an object, not a number"),
            ]),
        ValidationCase(
            "an alert whose every choice shows it again can never be closed; one with another choice can",
            alertManifest(
                #"{ "name": "ask", "alert": { "title": "Again?", ‸"choices": [ { "title": "Again", "runs": "ask" } ] } }, "#
                    + #"{ "name": "retry", "alert": { "title": "Again?", "choices": [ { "title": "Again", "#
                    + #""runs": "retry" }, { "title": "Stop", "style": "cancel" } ] } }"#),
            [
                (
                    "error",
                    "every choice of the alert of 'ask' runs 'ask' again, so the person could never close it; add a "
                        + "choice that runs nothing (\"style\": \"cancel\") or another action"
                )
            ]),
        ValidationCase(
            "an alert without choices, and one with an empty list",
            alertManifest(
                #"{ "name": "ask", "alert": ‸{ "title": "Sure?" } }, "#
                    + #"{ "name": "tell", "alert": { "title": "Done", "choices": ‸[] } }"#),
            [
                ("error", "an alert needs a 'choices'"),
                ("error", "'choices' is empty; an alert needs at least one choice, or the person cannot close it"),
            ]),
        ValidationCase(
            "two cancel choices",
            alertManifest(
                #"{ "name": "ask", "alert": { "choices": [ { "title": "No", "style": "cancel" }, "#
                    + #"{ "title": "Never", "style": ‸"cancel" } ] } }"#),
            [("error", "an alert has at most one choice of style 'cancel'; UIKit refuses a second one")]),
        ValidationCase(
            "a text field in an action sheet",
            alertManifest(
                #"{ "name": "ask", "alert": { "style": "actionSheet", "textFields": [ ‸{ "name": "note" } ], "#
                    + #""choices": [ { "title": "OK" } ] } }"#),
            [("error", "text fields need an alert of style 'alert'; UIKit refuses them in an action sheet")]),
        ValidationCase(
            "a text field named like the action's parameter, and one named like a generated local",
            alertManifest(
                #"{ "name": "ask", "parameters": [ { "name": "name", "type": "String" } ], "alert": { "#
                    + #""textFields": [ { "name": ‸"name" }, { "name": ‸"viewController" } ], "#
                    + #""choices": [ { "title": "OK" } ] } }"#),
            [
                (
                    "error",
                    "text field 'name' has the name of a parameter of 'ask'; rename one, so each value has one source"
                ),
                (
                    "error",
                    "text field 'viewController' would clash with the 'viewController' that generated code declares; "
                        + "choose another name"
                ),
            ]),
        ValidationCase(
            "a choice that runs an action the screen does not have",
            alertManifest(
                #"{ "name": "ask", "alert": { "choices": [ { "title": "Show", "runs": ‸"shwo" } ] } }, "#
                    + #"{ "name": "show", "push": "Item", "pass": { "name": { "value": "\"x\"" } } }"#),
            [("error", "a choice runs 'shwo', which is not an action of screen 'Home'; did you mean 'show'?")]),
        ValidationCase(
            "a choice whose action takes a value nothing fills",
            alertManifest(
                #"{ "name": "ask", "alert": { "choices": [ { "title": "Show", "runs": ‸"show" } ] } }, "#
                    + #"{ "name": "show", "parameters": [ { "name": "name", "type": "String" } ], "push": "Item" }"#),
            [
                (
                    "error",
                    "choice 'Show' runs 'show', whose parameter 'name' nothing fills; add a text field named 'name' "
                        + "to the alert, or a parameter 'name' to 'ask'"
                )
            ]),
        ValidationCase(
            "a text field that fills a parameter that is not a String",
            alertManifest(
                #"{ "name": "ask", "alert": { "textFields": [ { "name": "count" } ], "#
                    + #""choices": [ { "title": "Set", "runs": ‸"set" } ] } }, "#
                    + #"{ "name": "set", "parameters": [ { "name": "count", "type": "Int" } ], "custom": true }"#),
            [
                (
                    "error",
                    "text field 'count' fills parameter 'count' of 'set', of type 'Int'; a text field gives a 'String'"
                )
            ]),
        ValidationCase(
            "a choice whose action takes the alert's parameter as another type",
            alertManifest(
                #"{ "name": "ask", "parameters": [ { "name": "count", "type": "String" } ], "alert": { "#
                    + #""choices": [ { "title": "Set", "runs": ‸"set" } ] } }, "#
                    + #"{ "name": "set", "parameters": [ { "name": "count", "type": "Int" } ], "custom": true }"#),
            [
                (
                    "error",
                    "parameter 'count' of 'ask' is a 'String', but 'set', which a choice runs, takes a 'Int'"
                )
            ]),
        ValidationCase(
            "an alert's choice that runs an action sheet",
            alertManifest(
                #"{ "name": "ask", "alert": { "choices": [ { "title": "More", "runs": ‸"more" } ] } }, "#
                    + #"{ "name": "more", "alert": { "style": "actionSheet", "choices": [ { "title": "OK" } ] } }"#),
            [
                (
                    "error",
                    "choice 'More' runs 'more', which shows a popover or an action sheet and so needs a sender; only a "
                        + "choice of an action sheet has one to pass, and 'ask' is an alert"
                )
            ]),
        ValidationCase(
            "an action sheet's action with a parameter named sender",
            alertManifest(
                #"{ "name": "ask", "parameters": [ { "name": ‸"sender", "type": "Int" } ], "#
                    + #""alert": { "style": "actionSheet", "choices": [ { "title": "OK" } ] } }"#),
            [
                (
                    "error",
                    "an action that shows a popover or an action sheet takes its sender itself ('from sender:', what "
                        + "the popover points at on iPad); rename this parameter"
                )
            ]),
        ValidationCase(
            "a popover before iOS 16 is valid (its sender is a view or a bar button item), but not one with a parameter "
                + "named sender",
            alertManifest(
                #"{ "name": "pick", "present": "Item", "pass": { "name": { "value": "\"x\"" } }, "#
                    + #""modalPresentationStyle": "popover" }, "#
                    + #"{ "name": "more", "parameters": [ { "name": ‸"sender", "type": "Int" } ], "present": "Item", "#
                    + #""pass": { "name": { "value": "\"y\"" } }, "modalPresentationStyle": "popover" }"#,
                target: "15.0"),
            [
                (
                    "error",
                    "an action that shows a popover or an action sheet takes its sender itself ('from sender:', what "
                        + "the popover points at on iPad); rename this parameter"
                )
            ]),
        ValidationCase(
            "a share sheet without items, and one with an empty list",
            alertManifest(
                #"{ "name": "a", "share": ‸{ "runs": "a" } }, { "name": "b", "share": { "items": ‸[] } }"#),
            [
                ("error", "a share sheet needs a 'items'"),
                ("error", "'items' is empty; name the parameters of the action that the share sheet shares"),
            ]),
        ValidationCase(
            "a share sheet's item that is not a parameter, and an action it runs that is not the screen's",
            alertManifest(
                #"{ "name": "share", "parameters": [ { "name": "link", "type": "URL" } ], "#
                    + #""share": { "items": [ ‸"lnk" ], "runs": ‸"didShar" } }, { "name": "didShare", "custom": true }"#
            ),
            [
                ("error", "'items' names 'lnk', which is not a parameter of 'share'; did you mean 'link'?"),
                (
                    "error",
                    "the share sheet runs 'didShar', which is not an action of screen 'Home'; did you mean 'didShare'?"
                ),
            ]),
        ValidationCase(
            "a share sheet's item of an optional type",
            alertManifest(
                #"{ "name": "share", "parameters": [ { "name": "link", "type": "URL?" } ], "#
                    + #""share": { "items": [ ‸"link" ] } }"#),
            [
                (
                    "error",
                    "'items' names 'link', which is optional (URL?); a share sheet shares values, not their absence: "
                        + "make the parameter non-optional and share only when there is a value"
                )
            ]),
        ValidationCase(
            "an action a share sheet runs with a value nothing fills, and one the sheet gives as another type",
            alertManifest(
                #"{ "name": "share", "parameters": [ { "name": "link", "type": "URL" } ], "#
                    + #""share": { "items": [ "link" ], "runs": ‸"didShare" } }, "#
                    + #"{ "name": "didShare", "parameters": [ { "name": ‸"completed", "type": "Int" }, "#
                    + #"{ "name": "note", "type": "String" } ], "custom": true }"#),
            [
                (
                    "error",
                    "'didShare', which the share sheet of 'share' runs, has parameter 'note' that nothing fills; a share "
                        + "sheet gives 'completed' (Bool) and 'activity' (String?), and 'share' its own parameters by name"
                ),
                ("error", "parameter 'completed' of 'didShare' is a 'Int'; the share sheet gives it as 'Bool'"),
            ]),
        ValidationCase(
            "a number field that fills a parameter of another type, and a field of an unknown type",
            alertManifest(
                #"{ "name": "ask", "alert": { "title": "Age", "textFields": [ { "name": "age", "type": "Int" }, "#
                    + #"{ "name": "note", "type": ‸"Text" } ], "choices": [ { "title": "OK", "runs": ‸"save" } ] } }, "#
                    + #"{ "name": "save", "parameters": [ { "name": "age", "type": "Int" } ], "custom": true }"#),
            [
                ("error", "'Text' is not a valid 'type'; expected one of: String, Int, Double"),
                (
                    "error",
                    "text field 'age' fills parameter 'age' of 'save', of type 'Int'; a text field of type 'Int' gives an "
                        + "'Int?', nil when the text is not a number"
                ),
            ]),
        ValidationCase(
            "a camera without the action it runs, and one that runs an action the screen lacks",
            alertManifest(
                #"{ "name": "a", "camera": ‸{} }, { "name": "b", "camera": { "runs": ‸"didTakPhoto" } }, "#
                    + #"{ "name": "didTakePhoto", "custom": true }"#),
            [
                ("error", "the camera needs a 'runs'"),
                (
                    "error",
                    "the camera runs 'didTakPhoto', which is not an action of screen 'Home'; did you mean 'didTakePhoto'?"
                ),
            ]),
        ValidationCase(
            "an action the camera runs with a value nothing fills, and a photo of another type",
            alertManifest(
                #"{ "name": "takePhoto", "parameters": [ { "name": "slot", "type": "Int" } ], "#
                    + #""camera": { "runs": ‸"didTakePhoto" } }, "#
                    + #"{ "name": "didTakePhoto", "parameters": [ { "name": ‸"image", "type": "UIImage" }, "#
                    + #"{ "name": "slot", "type": "Int" }, { "name": "note", "type": "String" } ], "custom": true }"#),
            [
                (
                    "error",
                    "'didTakePhoto', which the camera of 'takePhoto' runs, has parameter 'note' that nothing fills; the "
                        + "camera gives 'image' (UIImage?), and 'takePhoto' its own parameters by name"
                ),
                (
                    "error",
                    "parameter 'image' of 'didTakePhoto' is a 'UIImage'; the camera gives it as 'UIImage?', nil when the "
                        + "person cancels or the device has no camera"
                ),
            ]),
        ValidationCase(
            "print jobs: an item that is no parameter, one it cannot print, a sender of its own, and an action that takes "
                + "what it cannot give",
            alertManifest(
                #"{ "name": "printIt", "parameters": [ { "name": "receipt", "type": "URL" } ], "#
                    + #""print": { "item": ‸"reciept" } }, "#
                    + #"{ "name": "printText", "parameters": [ { "name": "text", "type": "String" } ], "#
                    + #""print": { "item": ‸"text" } }, "#
                    + #"{ "name": "printOwn", "parameters": [ { "name": ‸"sender", "type": "Int" }, "#
                    + #"{ "name": "photo", "type": "UIImage" } ], "print": { "item": "photo" } }, "#
                    + #"{ "name": "printThen", "parameters": [ { "name": "pages", "type": "[Data]" } ], "#
                    + #""print": { "item": "pages", "runs": "printed" } }, "#
                    + #"{ "name": "printed", "parameters": [ { "name": ‸"printed", "type": "String" } ], "custom": true }"#
            ),
            [
                ("error", "'item' names 'reciept', which is not a parameter of 'printIt'; did you mean 'receipt'?"),
                (
                    "error",
                    "'item' names 'text', a 'String'; a print job prints a 'URL', 'Data', 'UIImage', or an array of one "
                        + "of them"
                ),
                (
                    "error",
                    "an action that shows a popover or an action sheet takes its sender itself ('from sender:', what "
                        + "the popover points at on iPad); rename this parameter"
                ),
                ("error", "parameter 'printed' of 'printed' is a 'String'; the print job gives it as 'Bool'"),
            ]),
        ValidationCase(
            "a photo picker below iOS 14, with a negative limit, and one whose action takes what it cannot give",
            alertManifest(
                #"{ "name": "pick", ‸"photoPicker": { "runs": "gotPhotos", "limit": ‸-2 } }, "#
                    + #"{ "name": "gotPhotos", "parameters": [ { "name": "photos", "type": "[NSItemProvider]" } ], "#
                    + #""custom": true }, "#
                    + #"{ "name": "pickMore", "parameters": [ { "name": "slot", "type": "Int" } ], "#
                    + #"‸"photoPicker": { "runs": ‸"picked", "filter": "videos" } }, "#
                    + #"{ "name": "picked", "parameters": [ { "name": ‸"photos", "type": "[URL]" }, "#
                    + #"{ "name": "slot", "type": "Int" }, { "name": "note", "type": "String" } ], "custom": true }"#,
                target: "13.0"),
            [
                (
                    "error",
                    "the photo picker is PHPickerViewController, which needs iOS 14.0; set \"deploymentTarget\": "
                        + "\"14.0\" (it is 13.0)"
                ),
                ("error", "'limit' is how many assets the person may pick: 1 or more, or 0 for no limit, not -2"),
                (
                    "error",
                    "the photo picker is PHPickerViewController, which needs iOS 14.0; set \"deploymentTarget\": "
                        + "\"14.0\" (it is 13.0)"
                ),
                (
                    "error",
                    "'picked', which the photo picker of 'pickMore' runs, has parameter 'note' that nothing fills; the "
                        + "picker gives 'photos' ([NSItemProvider]), and 'pickMore' its own parameters by name"
                ),
                (
                    "error",
                    "parameter 'photos' of 'picked' is a '[URL]'; the photo picker gives it as '[NSItemProvider]', one "
                        + "per asset the person picked, empty when they cancel"
                ),
            ]),
        ValidationCase(
            "an export without its files or the action it runs, and one that names neither right",
            alertManifest(
                #"{ "name": "a", "exportFiles": ‸‸{} }, "#
                    + #"{ "name": "b", "parameters": [ { "name": "report", "type": "URL" } ], "#
                    + #""exportFiles": { "files": ‸"reprot", "runs": ‸"didExprt" } }, "#
                    + #"{ "name": "didExport", "custom": true }"#),
            [
                ("error", "an export needs a 'files'"),
                ("error", "an export needs a 'runs'"),
                ("error", "'files' names 'reprot', which is not a parameter of 'b'; did you mean 'report'?"),
                (
                    "error",
                    "the export runs 'didExprt', which is not an action of screen 'Home'; did you mean 'didExport'?"
                ),
            ]),
        ValidationCase(
            "an export of a value that is not a file, below iOS 14, and an action it runs with values of other types",
            alertManifest(
                #"{ "name": "share", "parameters": [ { "name": "text", "type": "String" } ], "#
                    + #"‸"exportFiles": { "files": ‸"text", "runs": ‸"didExport" } }, "#
                    + #"{ "name": "didExport", "parameters": [ { "name": ‸"urls", "type": "URL" }, "#
                    + #"{ "name": "text", "type": "String" }, { "name": "note", "type": "String" } ], "custom": true }"#,
                target: "13.0"),
            [
                (
                    "error",
                    "the document picker exports files with 'init(forExporting:asCopy:)', which needs iOS 14.0; set "
                        + "\"deploymentTarget\": \"14.0\" (it is 13.0)"
                ),
                (
                    "error",
                    "'files' names 'text', a 'String'; the files to export are a 'URL' or a '[URL]', file URLs of the app"
                ),
                (
                    "error",
                    "'didExport', which the export of 'share' runs, has parameter 'note' that nothing fills; the export "
                        + "gives 'urls' ([URL]), and 'share' its own parameters by name"
                ),
                (
                    "error",
                    "parameter 'urls' of 'didExport' is a 'URL'; the export gives it as '[URL]', where the files went, "
                        + "empty when the person cancels"
                ),
            ]),
        ValidationCase(
            "an import without types or the action it runs, one with no types, one with a type that is not one",
            alertManifest(
                #"{ "name": "a", "importFiles": ‸‸{} }, "#
                    + #"{ "name": "b", "importFiles": { "types": ‸[], "runs": "didImport" } }, "#
                    + #"{ "name": "c", "importFiles": { "types": [ "com.adobe.pdf", ‸"pdf", ‸"public.\"x" ], "#
                    + #""runs": ‸"didImprot" } }, "#
                    + #"{ "name": "didImport", "custom": true }"#),
            [
                ("error", "an import needs a 'types'"),
                ("error", "an import needs a 'runs'"),
                (
                    "error",
                    "'types' is empty; name the uniform types of the files the person may open, such as \"com.adobe.pdf\""
                ),
                (
                    "error",
                    "'pdf' is not a uniform type identifier; write one such as \"com.adobe.pdf\", \"public.image\" or "
                        + "\"com.example.note\": parts of letters, digits and hyphens, separated by dots"
                ),
                (
                    "error",
                    "'public.\"x' is not a uniform type identifier; write one such as \"com.adobe.pdf\", \"public.image\" or "
                        + "\"com.example.note\": parts of letters, digits and hyphens, separated by dots"
                ),
                (
                    "error",
                    "the import runs 'didImprot', which is not an action of screen 'Home'; did you mean 'didImport'?"
                ),
            ]),
        ValidationCase(
            "an import below iOS 14, and an action it runs with values of other types",
            alertManifest(
                #"{ "name": "open", "parameters": [ { "name": "folder", "type": "String" } ], "#
                    + #"‸"importFiles": { "types": [ "public.image" ], "multiple": true, "runs": ‸"didImport" } }, "#
                    + #"{ "name": "didImport", "parameters": [ { "name": ‸"urls", "type": "URL" }, "#
                    + #"{ "name": "folder", "type": "String" }, { "name": "note", "type": "String" } ], "#
                    + #""custom": true }"#,
                target: "13.0"),
            [
                (
                    "error",
                    "the document picker opens files of types with 'init(forOpeningContentTypes:asCopy:)', which needs "
                        + "iOS 14.0; set \"deploymentTarget\": \"14.0\" (it is 13.0)"
                ),
                (
                    "error",
                    "'didImport', which the import of 'open' runs, has parameter 'note' that nothing fills; the import "
                        + "gives 'urls' ([URL]), and 'open' its own parameters by name"
                ),
                ("error", "parameter 'urls' of 'didImport' is a 'URL'; the import gives it as '[URL]'"),
            ]),
        ValidationCase(
            "a web page without its address, one whose address is no parameter or no URL, and what it runs",
            alertManifest(
                #"{ "name": "a", "safari": ‸{} }, "#
                    + #"{ "name": "b", "parameters": [ { "name": "page", "type": "URL" } ], "#
                    + #""safari": { "url": ‸"pgae", "runs": ‸"didRaed" } }, "#
                    + #"{ "name": "c", "parameters": [ { "name": "page", "type": "String" } ], "#
                    + #""safari": { "url": ‸"page", "runs": ‸"didRead" } }, "#
                    + #"{ "name": "d", "parameters": [ { "name": "page", "type": "URL?" } ], "#
                    + #""safari": { "url": ‸"page" } }, "#
                    + #"{ "name": "didRead", "parameters": [ { "name": "note", "type": "String" } ], "custom": true }"#),
            [
                ("error", "a web page needs a 'url'"),
                ("error", "'url' names 'pgae', which is not a parameter of 'b'; did you mean 'page'?"),
                (
                    "error",
                    "the web page runs 'didRaed', which is not an action of screen 'Home'; did you mean 'didRead'?"
                ),
                ("error", "'url' names 'page', a 'String'; 'url' takes a 'URL': the page's address (http or https)"),
                (
                    "error",
                    "'didRead', which the web page of 'c' runs, has parameter 'note' that nothing fills; the web page "
                        + "gives nothing, and 'c' its own parameters by name"
                ),
                ("error", "'url' names 'page', a 'URL?'; 'url' takes a 'URL': the page's address (http or https)"),
            ]),
        ValidationCase(
            "a mail filled from values that are no parameters or of other types, and an action it runs that misses one",
            alertManifest(
                #"{ "name": "a", "parameters": [ { "name": "who", "type": "String" }, "#
                    + #"{ "name": "title", "type": "Int" } ], "#
                    + #""mail": { "to": ‸"who", "subject": ‸"title", "body": ‸"text", "runs": ‸"didMail" } }, "#
                    + #"{ "name": "b", "mail": { "to": ‸"wh", "runs": ‸"didMial" } }, "#
                    + #"{ "name": "didMail", "parameters": [ { "name": ‸"result", "type": "Bool" }, "#
                    + #"{ "name": "note", "type": "String" } ], "custom": true }"#),
            [
                ("error", "'to' names 'who', a 'String'; 'to' takes a '[String]': the recipients' addresses"),
                ("error", "'subject' names 'title', a 'Int'; 'subject' takes a 'String': the subject"),
                (
                    "error",
                    "'body' names 'text', which is not a parameter of 'a'; add a parameter of type String that holds "
                        + "the body"
                ),
                (
                    "error",
                    "'didMail', which the mail of 'a' runs, has parameter 'note' that nothing fills; the mail gives "
                        + "'result' (MailOutcome), and 'a' its own parameters by name"
                ),
                (
                    "error",
                    "'to' names 'wh', which is not a parameter of 'b'; add a parameter of type [String] that holds "
                        + "the recipients' addresses"
                ),
                ("error", "the mail runs 'didMial', which is not an action of screen 'Home'; did you mean 'didMail'?"),
                ("error", "parameter 'result' of 'didMail' is a 'Bool'; the mail gives it as 'MailOutcome'"),
            ]),
        ValidationCase(
            "a share sheet's own activities that are no parameter, or not a list of activities",
            alertManifest(
                #"{ "name": "a", "parameters": [ { "name": "text", "type": "String" }, "#
                    + #"{ "name": "extras", "type": "[String]" } ], "#
                    + #""share": { "items": [ "text" ], "activities": ‸"extras" } }, "#
                    + #"{ "name": "b", "parameters": [ { "name": "text", "type": "String" } ], "#
                    + #""share": { "items": [ "text" ], "activities": ‸"extra" } }"#,
                target: "16.0"),
            [
                (
                    "error",
                    "'activities' names 'extras', a '[String]'; 'activities' takes a '[UIActivity]': the app's own "
                        + "activities"
                ),
                (
                    "error",
                    "'activities' names 'extra', which is not a parameter of 'b'; add a parameter of type [UIActivity] "
                        + "that holds the app's own activities"
                ),
            ]),
        ValidationCase(
            "a web sign-in without its page or action, one with a scheme that is not one, and an action of other types",
            alertManifest(
                #"{ "name": "a", "webAuthentication": ‸‸{} }, "#
                    + #"{ "name": "b", "parameters": [ { "name": "page", "type": "String" } ], "#
                    + #""webAuthentication": { "url": ‸"page", "callbackScheme": ‸"myapp://", "runs": ‸"didSignIn" } }, "#
                    + #"{ "name": "didSignIn", "parameters": [ { "name": ‸"callback", "type": "URL" }, "#
                    + #"{ "name": "note", "type": "String" } ], "custom": true }"#),
            [
                ("error", "a web sign-in needs a 'url'"),
                ("error", "a web sign-in needs a 'runs'"),
                ("error", "'url' names 'page', a 'String'; 'url' takes a 'URL': the sign-in page's address"),
                (
                    "error",
                    "'myapp://' is not a URL scheme; write the scheme alone, such as \"myapp\": a letter, then letters, "
                        + "digits, '+', '-' or '.'"
                ),
                (
                    "error",
                    "'didSignIn', which the web sign-in of 'b' runs, has parameter 'note' that nothing fills; the web "
                        + "sign-in gives 'callback' (URL?), and 'b' its own parameters by name"
                ),
                ("error", "parameter 'callback' of 'didSignIn' is a 'URL'; the web sign-in gives it as 'URL?'"),
            ]),
        ValidationCase(
            "actions handed to their screen whose names the screen's base class has, and one on an embedded screen",
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "#
                + #""screens": [ { "name": "Home", "inputs": [ { "name": "count", "type": "Int", "default": "0" } ], "#
                + #""embeds": [ { "screen": "Part", "name": "part" } ], "actions": [ "#
                + #"{ "name": ‸"count", "toScreen": true }, { "name": ‸"viewDidLoad", "toScreen": true }, "#
                + #"{ "name": ‸"didReceive", "toScreen": true }, { "name": ‸"title", "toScreen": true } ] }, "#
                + #"{ "name": "Part", "actions": [ { "name": "picked", ‸"toScreen": true } ] } ] }"#,
            [
                (
                    "error",
                    "'count' hands its values to its screen as a method of that name, but 'count' is an input of 'Home'; "
                        + "rename the action"
                ),
                (
                    "error",
                    "'viewDidLoad' hands its values to its screen as a method of that name, but 'viewDidLoad' is a member "
                        + "of the screen's base class, or of UIViewController; rename the action"
                ),
                (
                    "error",
                    "'didReceive' hands its values to its screen as a method of that name, but 'didReceive' is a member "
                        + "of the screen's base class, or of UIViewController; rename the action"
                ),
                (
                    "error",
                    "'title' hands its values to its screen as a method of that name, but 'title' is a member of the "
                        + "screen's base class, or of UIViewController; rename the action"
                ),
                (
                    "error",
                    "'picked' hands its values to 'Part', which is embedded in another screen; the flow finds only "
                        + "screens on its stacks: hand them to the container, or make the action 'custom'"
                ),
            ]),
        ValidationCase(
            "a style on a regular width that cannot be chosen, or beside a compact style, and a grabber without a sheet",
            alertManifest(
                #"{ "name": "a", "present": "Item", "parameters": [ { "name": "name", "type": "String" } ], "regularStyle": ‸"popover" }, "#
                    + #"{ "name": "b", "present": "Item", "parameters": [ { "name": "name", "type": "String" } ], "#
                    + #""modalPresentationStyle": "currentContext", "regularStyle": ‸"fullScreen" }, "#
                    + #"{ "name": "c", "present": "Item", "parameters": [ { "name": "name", "type": "String" } ], "#
                    + #""modalPresentationStyle": "formSheet", "compactStyle": ‸"fullScreen", "regularStyle": "pageSheet" }, "#
                    + #"{ "name": "d", "present": "Item", "parameters": [ { "name": "name", "type": "String" } ], "#
                    + #""modalPresentationStyle": "fullScreen", "grabber": ‸true }, "#
                    + #"{ "name": "e", "push": "Item", "parameters": [ { "name": "name", "type": "String" } ], "regularStyle": ‸"fullScreen", "#
                    + #""grabber": ‸true }"#),
            [
                (
                    "error",
                    "'regularStyle' 'popover' with 'modalPresentationStyle' 'automatic': the style chosen on a regular "
                        + "width, and the one on a compact width, are each 'fullScreen', 'overFullScreen', 'pageSheet' "
                        + "or 'formSheet' (or, on a compact width, UIKit's default)"
                ),
                (
                    "error",
                    "'regularStyle' 'fullScreen' with 'modalPresentationStyle' 'currentContext': the style chosen on a "
                        + "regular width, and the one on a compact width, are each 'fullScreen', 'overFullScreen', "
                        + "'pageSheet' or 'formSheet' (or, on a compact width, UIKit's default)"
                ),
                (
                    "error",
                    "'compactStyle' adapts a popover or a sheet to a compact width, and 'regularStyle' chooses the style "
                        + "on a regular width: use one of them"
                ),
                (
                    "error",
                    "'grabber' shows a sheet's grabber, and 'fullScreen' is no sheet; present it as a 'pageSheet' or a "
                        + "'formSheet' on some width, or leave 'grabber' out"
                ),
                ("error", "'regularStyle' applies only to 'present' and to 'startChild' with \"modal\": true"),
                ("error", "'grabber' applies only to 'present' and to 'startChild' with \"modal\": true"),
            ]),
        ValidationCase(
            "an action sheet on a screen with a view model",
            alertManifest(
                #"{ "name": "ask", "alert": { "style": ‸"actionSheet", "choices": [ { "title": "OK" } ] } }"#,
                mvvm: true),
            [
                (
                    "error",
                    "screen 'Home' has a view model, which imports Foundation only and so cannot pass the sender of a "
                        + "popover or an action sheet, a UIKit view; use an alert or a sheet, or a screen without a view "
                        + "model"
                )
            ]),
    ]
}
