/// A valid manifest's parts, for building cases that break one rule each.
func manifest(
    app: String = #"{ "root": "Main" }"#, coordinators: String = #"{ "name": "Main", "start": "Home" }"#,
    screens: String
) -> String {
    """
    {
      "version": 1,
      "app": \(app),
      "coordinators": [
        \(coordinators)
      ],
      "screens": [
        \(screens)
      ]
    }
    """
}

/// Every validation rule, with a manifest that breaks it and the exact diagnostics expected.
public enum ValidationCases {
    public static let all: [ValidationCase] =
        syntax + structure + names + reservedNames + navigation + data + tabs + tabLimits + dismissal + warnings
        + catalogue + targetOptions + transitions + results + topLevelFlows + embeds + viewModels + followUps
        + stackEdits + deadEnds + alerts + routes + splitViews + appActions + appActionRoutes + choices + analytics
        + keptFlows + swiftUIScreens + restorable

    static let syntax: [ValidationCase] = [
        ValidationCase(
            "malformed JSON: a trailing comma", #"{ "version": 1‸, }"#,
            [("error", "trailing comma; JSON does not allow a comma before '}' or ']'")]),
        ValidationCase(
            "malformed JSON: an unterminated string", "{\n  \"version\": 1,\n  \"style\": ‸\"prot\n}",
            [("error", "this string is not closed; add the closing '\"'")]),
        ValidationCase(
            "malformed JSON: a comment", "{\n  ‸// the app\n  \"version\": 1\n}",
            [("error", "JSON does not allow comments")]),
        ValidationCase(
            "malformed JSON: an empty file", "‸",
            [("error", "the manifest is empty; run 'coordgen init' to create one")]),
    ]

    static let structure: [ValidationCase] = [
        ValidationCase(
            "wrong value type",
            manifest(screens: #"{ "name": "Home", "actions": ‸{} }"#)
                .replacingOccurrences(of: "\"version\": 1", with: "\"version\": ‸\"1\""),
            [
                ("error", "'version' must be a whole number, not a string"),
                ("error", "'actions' must be an array, not an object"),
            ]),
        ValidationCase(
            "unknown key with did-you-mean", manifest(screens: #"{ "name": "Home", ‸"acitons": [] }"#),
            [
                ("error", "unknown key 'acitons' in a screen; did you mean 'actions'?")
            ]),
        ValidationCase(
            "unsupported version", #"{ "version": ‸2, "app": {} }"#,
            [
                ("error", "manifest version 2 is not supported; this coordgen reads version 1")
            ]),
        ValidationCase(
            "missing name", manifest(screens: #"{ "name": "Home" }, ‸{ "inputs": [] }"#),
            [
                ("error", "a screen needs a 'name'")
            ]),
        ValidationCase(
            "an unknown style value", manifest(screens: #"{ "name": "Home", "style": ‸"event" }"#),
            [
                ("error", "'event' is not a valid 'style'; did you mean 'events'?")
            ]),
    ]

    static let names: [ValidationCase] = [
        ValidationCase(
            "a name that is not an identifier",
            manifest(screens: #"{ "name": ‸"Home Screen" }"#)
                .replacingOccurrences(of: #""start": "Home""#, with: #""start": "Home Screen""#),
            [
                (
                    "error",
                    "'Home Screen' is not a valid screen name: it contains a space; use ASCII letters, digits and '_'"
                )
            ]),
        ValidationCase(
            "a keyword as a name",
            manifest(screens: #"{ "name": "Home", "actions": [ { "name": ‸"return", "pop": true } ] }"#),
            [
                ("error", "'return' is not a valid action name: 'return' is a Swift keyword")
            ]),
        ValidationCase(
            "a type name in lower case",
            manifest(screens: #"{ "name": "Home" }"#)
                .replacingOccurrences(of: #""name": "Main""#, with: #""name": ‸"main""#)
                .replacingOccurrences(of: #""root": "Main""#, with: #""root": "main""#),
            [
                (
                    "error",
                    "coordinator name 'main' must start with an uppercase letter, because it becomes a Swift type name"
                )
            ]),
        ValidationCase(
            "a file name through a path separator", manifest(screens: #"{ "name": "Home" }, { "name": ‸"../Evil" }"#),
            [
                ("error", "'../Evil' is not a valid screen name: it starts with '.'; names start with a letter or '_'")
            ]),
        ValidationCase(
            "duplicate names", manifest(screens: "{ \"name\": \"Home\" },\n    { \"name\": ‸\"Home\" }"),
            [
                ("error", "screen 'Home' is already declared on line 8")
            ]),
        ValidationCase(
            "two generated types with one name",
            manifest(
                screens:
                    #"{ "name": "Home", "actions": [ { "name": "go", "protocol": ‸"HomeViewController", "pop": true } ] }"#
            ),
            [
                (
                    "error",
                    "'HomeViewController' would be declared twice: by screen 'Home' and by protocol 'HomeViewController'; rename one"
                )
            ]),
        ValidationCase(
            "an input that clashes with UIViewController",
            manifest(
                screens: #"{ "name": "Home", "inputs": [ { "name": ‸"title", "type": "String", "default": "\"\"" } ] }"#
            ),
            [
                ("error", "input 'title' clashes with UIViewController's 'title'; choose another name")
            ]),
        ValidationCase(
            "weak inputs whose type is not optional, or not an object",
            manifest(
                screens: #"""
                    { "name": "Home", "inputs": [
                        { "name": "scanner", "type": ‸"Scanner", "default": "Scanner()", "weak": true },
                        { "name": "count", "type": ‸"Int?", "default": "nil", "weak": true },
                        { "name": "delegate", "type": "(any ScannerDelegate)?", "default": "nil", "weak": true } ] }
                    """#
            ),
            [
                (
                    "error",
                    "weak input 'scanner' needs an optional type, such as '(any Scanner)?', not 'Scanner': a weak "
                        + "reference becomes nil when its object goes"
                ),
                (
                    "error",
                    "weak input 'count' has type 'Int?', which is not a class or a class-bound protocol; 'weak' holds "
                        + "only objects"
                ),
            ]),
        ValidationCase(
            "inputs named like UIViewController members that only the SDK's table knows",
            manifest(
                screens: #"""
                    { "name": "Home", "inputs": [
                        { "name": ‸"editButtonItem", "type": "Int", "default": "0" },
                        { "name": ‸"preferredStatusBarStyle", "type": "Int", "default": "0" },
                        { "name": ‸"accessibilityLabel", "type": "Int", "default": "0" },
                        { "name": ‸"isBeingPresented", "type": "Bool", "default": "false" } ] }
                    """#
            ),
            ["editButtonItem", "preferredStatusBarStyle", "accessibilityLabel", "isBeingPresented"].map {
                ("error", "input '\($0)' clashes with UIViewController's '\($0)'; choose another name")
            }),
        ValidationCase(
            "a reserved action name",
            manifest(screens: #"{ "name": "Home", "actions": [ { "name": ‸"start", "pop": true } ] }"#),
            [
                ("error", "action name 'start' is reserved: every coordinator already has 'start'; choose another name")
            ]),
    ]

    static let navigation: [ValidationCase] = [
        ValidationCase(
            "a reference to a screen that does not exist",
            manifest(
                screens:
                    #"{ "name": "Home", "actions": [ { "name": "open", "push": ‸"Detial" } ] }, { "name": "Detail" }"#),
            [
                ("error", "no screen named 'Detial'; did you mean 'Detail'?")
            ]),
        ValidationCase(
            "a reference to a coordinator that does not exist",
            manifest(
                screens: #"{ "name": "Home", "actions": [ { "name": "buy", "startChild": ‸"Buy" } ] }"#),
            [
                ("error", "no coordinator named 'Buy'")
            ]),
        ValidationCase(
            "an action without a navigation",
            manifest(screens: #"{ "name": "Home", "actions": [ { "name": ‸"tap" } ] }"#),
            [
                (
                    "error",
                    "action 'tap' needs one navigation: 'push', 'present', 'setStack', 'alert', 'share', 'camera', "
                        + "'photoPicker', 'exportFiles', 'importFiles', 'safari', 'mail', 'webAuthentication', 'print', 'choose', 'startChild', 'showDetail', 'showSupplementary', 'switchTo', 'selectTab', 'finish', 'pop', 'popToRoot', 'dismiss', "
                        + "'close', 'toScreen', 'custom'"
                )
            ]),
        ValidationCase(
            "an action with several navigations",
            manifest(
                screens: #"{ "name": "Home", "actions": [ { "name": "tap", "pop": true, ‸"dismiss": true } ] }"#),
            [
                ("error", "action 'tap' has several navigations ('pop', 'dismiss'); an action does exactly one")
            ]),
        ValidationCase(
            "finish in a flow that has no parent",
            manifest(
                screens: #"{ "name": "Home", "actions": [ { "name": "done", ‸"finish": true } ] }"#),
            [
                (
                    "error",
                    "action 'done' of screen 'Home' finishes coordinator 'Main', which is the app's root and has no parent to return to"
                )
            ]),
        ValidationCase(
            "modal without startChild",
            manifest(
                screens: #"{ "name": "Home", "actions": [ { "name": "back", "pop": true, "modal": ‸true } ] }"#),
            [
                ("error", "'modal' applies only to 'startChild', 'showDetail' and 'showSupplementary'")
            ]),
        ValidationCase(
            "actions scoped to their screens that still share a method",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "upDone", "push": "Sign" }, { "name": "done", "push": "SignUp" } ] },
                        { "name": "Sign", "actions": [ { "name": "upDone", "pop": true } ] },
                        { "name": "SignUp", "actions": [ { "name": ‸"done", "popToRoot": true } ] }
                    """),
            [
                (
                    "error",
                    "coordinator 'Main' would implement 'signUpDone()' twice, differently for screens 'Sign' and 'SignUp' (Sign's 'upDone' becomes 'signUpDone()' to stay apart from another screen's 'upDone'; SignUp's 'done' becomes 'signUpDone()' to stay apart from another screen's 'done'); rename one of the actions"
                )
            ]),
        ValidationCase(
            "close on a screen shown only as the first screen of a flow without a parent",
            manifest(screens: #"{ "name": "Home", "actions": [ { "name": "close", ‸"close": true } ] }"#),
            [
                (
                    "error",
                    "action 'close' of screen 'Home' closes nothing: 'Home' is only shown as the first screen of flow 'Main', which no action pushes or presents as a child flow; push or present 'Home' somewhere, or use another navigation"
                )
            ]),
        ValidationCase(
            "an action scoped to its screen that takes a coordinator's member",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "didFinish", "push": "Child" } ] },
                        { "name": "Child", "actions": [ { "name": ‸"didFinish", "pop": true } ] }
                    """),
            [
                (
                    "error",
                    "action 'didFinish' of screen 'Child' is implemented as 'childDidFinish', to stay apart from another screen's 'didFinish', but coordinator 'Main' already has 'childDidFinish'; rename the action"
                )
            ]),
    ]

    static let data: [ValidationCase] = [
        ValidationCase(
            "a pass entry reading an input the screen does not have",
            manifest(
                screens: """
                    { "name": "Home", "inputs": [ { "name": "itemID", "type": "Int", "default": "0" } ],
                          "actions": [ { "name": "open", "push": "Detail", "pass": { "id": { "input": ‸"itemId" } } } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] }
                    """),
            [
                ("error", "no input of screen 'Home' named 'itemId'; did you mean 'itemID'?")
            ]),
        ValidationCase(
            "a pass entry reading an input of another type",
            manifest(
                screens: """
                    { "name": "Home", "inputs": [ { "name": "itemID", "type": "String", "default": "\\"\\"" } ],
                          "actions": [ { "name": "open", "push": "Detail", "pass": { "id": { "input": ‸"itemID" } } } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] }
                    """),
            [
                (
                    "error",
                    "type mismatch: input 'itemID' of screen 'Home' is 'String' but input 'id' of screen 'Detail' is 'Int'"
                )
            ]),
        ValidationCase(
            "a pass entry reading an input of an embedded screen",
            manifest(
                screens: """
                    { "name": "Home", "embeds": [ { "screen": "Panel", "name": "panel" } ] },
                        { "name": "Panel", "inputs": [ { "name": "itemID", "type": "Int", "default": "0" } ],
                          "actions": [ { "name": "open", "push": "Detail", "pass": { "id": { "input": ‸"itemID" } } } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] }
                    """),
            [
                (
                    "error",
                    "'pass' cannot read input 'itemID' of screen 'Panel', which is embedded: the coordinator reads inputs from the screen on top of its stacks that asked, and an embedded screen is inside another; add a parameter"
                )
            ]),
        ValidationCase(
            "a passed value that is not an expression coordgen reads",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "open", "push": "Detail", "pass": { "id": { "value": ‸"{ 0 }" } } } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] }
                    """),
            [
                (
                    "error",
                    "'{ 0 }' cannot be passed as a value: it contains '{'; closures and blocks are not allowed in a default"
                )
            ]),
        ValidationCase(
            "a passed value of another type",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "open", "push": "Detail", "pass": { "id": { "value": ‸"\\"one\\"" } } } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] }
                    """),
            [
                ("error", "'\"one\"' cannot fill input 'id': it is a string, but the input is 'Int'")
            ]),
        ValidationCase(
            "an embed's passed value of another type",
            manifest(
                screens: """
                    { "name": "Home", "embeds": [ { "screen": "Panel", "name": "panel", "pass": { "isPrivate": { "value": ‸"1" } } } ] },
                        { "name": "Panel", "inputs": [ { "name": "isPrivate", "type": "Bool" } ] }
                    """),
            [
                ("error", "'1' cannot fill input 'isPrivate': it is an integer, but the input is 'Bool'")
            ]),
        ValidationCase(
            "a pass entry with both input and value",
            manifest(
                screens: """
                    { "name": "Home", "inputs": [ { "name": "itemID", "type": "Int", "default": "0" } ],
                          "actions": [ { "name": "open", "push": "Detail", "pass": { "id": ‸{ "input": "itemID", "value": "1" } } } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int", "default": "0" } ] }
                    """),
            [
                (
                    "error",
                    "the 'pass' entry for 'id' takes exactly one of 'input' (an input of the screen) and 'value' (a Swift expression)"
                )
            ]),
        ValidationCase(
            "a pass entry that is a number",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "open", "push": "Detail", "pass": { "id": ‸1 } } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int", "default": "0" } ] }
                    """),
            [
                (
                    "error",
                    "'id' must be a string naming a parameter, or an object with 'input' or 'value', not a number"
                )
            ]),
        ValidationCase(
            "a finish that fills a result value from an input",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Child", "start": "Sheet", "#
                    + #""result": { "cases": [ { "name": "done", "parameters": [ { "name": "id", "type": "Int" } ] }, "#
                    + #"{ "name": "cancel" } ], "whenLeft": "cancel" } }"#,
                screens: #"{ "name": "Home", "actions": [ { "name": "open", "startChild": "Child" } ] }, "#
                    + #"{ "name": "Sheet", "inputs": [ { "name": "id", "type": "Int", "default": "0" } ], "#
                    + #""actions": [ { "name": "save", "finish": "done", "pass": { "id": { "input": ‸"id" } } } ] }"#),
            [
                (
                    "error",
                    "a finish fills result value 'id' from a parameter of the action: write its name as a string"
                )
            ]),
        ValidationCase(
            "an input nobody fills",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "open", "push": ‸"Detail" } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] }
                    """),
            [
                (
                    "error",
                    "input 'id' of screen 'Detail' is not filled by action 'open'; add a parameter named 'id', a \"pass\" entry, or a \"default\" to the input"
                )
            ]),
        ValidationCase(
            "a pass type mismatch",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "name": "text", "type": "String" } ],
                          "push": "Detail", "pass": { "id": ‸"text" } } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] }
                    """),
            [
                ("error", "type mismatch: parameter 'text' is 'String' but input 'id' of screen 'Detail' is 'Int'")
            ]),
        ValidationCase(
            "a pass entry naming an unknown input",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "name": "value", "type": "Int" } ],
                          "push": "Detail", "pass": { ‸"idd": "value", "id": "value" } } ] },
                        { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] }
                    """),
            [
                ("error", "screen 'Detail' has no input named 'idd'; did you mean 'id'?")
            ]),
        ValidationCase(
            "a root start screen input without a default",
            manifest(
                screens: """
                    { "name": "Home", "inputs": [ { "name": ‸"user", "type": "String" } ] }
                    """),
            [
                (
                    "error",
                    "input 'user' of screen 'Home' has no value when coordinator 'Main' starts as the app's root; give the input a \"default\""
                )
            ]),
        ValidationCase(
            "a standard type written in the wrong case, alone or inside another type, and in a route's pattern",
            """
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [
                { "name": "Home", "inputs": [ { "name": "count", "type": ‸"int", "default": "0" },
                    { "name": "tags", "type": ‸"[string: Bool]", "default": "[:]" } ],
                  "actions": [ { "name": "open", "parameters": [ { "name": "id", "type": "Int" } ], "push": "Item" } ] },
                { "name": "Item", "inputs": [ { "name": "id", "type": "Int" } ] } ],
              "routes": [ { "name": "item", "patterns": [ ‸"app://item/{id: int}" ], "screen": "Item" } ] }
            """,
            [
                (
                    "warning",
                    "'int' is not one of Swift's types, which are case-sensitive: did you mean 'Int'? (or declare "
                        + "'int' in your module)"
                ),
                (
                    "warning",
                    "'string' is not one of Swift's types, which are case-sensitive: did you mean 'String'? (or "
                        + "declare 'string' in your module)"
                ),
                (
                    "error",
                    "route pattern 'app://item/{id: int}' does not parse: parameter 'id' has type 'int'; did you mean "
                        + "'Int'? A route parameter is one of: Int, Double, Bool, String, URL"
                ),
            ]),
        ValidationCase(
            "a type that injects code",
            manifest(
                screens: """
                    { "name": "Home", "inputs": [ { "name": "a", "type": ‸"Int; import Evil", "default": "0" },
                          { "name": "b", "type": ‸"Int }\\nfunc evil() {", "default": "0" } ] }
                    """),
            [
                ("error", "'Int; import Evil' is not a Swift type coordgen accepts: it contains ';'"),
                ("error", "'Int }\\nfunc evil() {' is not a Swift type coordgen accepts: it contains '}'"),
            ]),
        ValidationCase(
            "a default that injects code",
            manifest(
                screens: """
                    { "name": "Home", "inputs": [ { "name": "a", "type": "Int", "default": ‸"0 }; func evil() { 0" } ] }
                    """),
            [
                (
                    "error",
                    "'0 }; func evil() { 0' cannot be used as a default: it contains '}'; closures and blocks are not allowed in a default"
                )
            ]),
    ]

    /// Names that would compile into something else: a framework type hidden, a file taken, a member hiding a type.
    static let reservedNames: [ValidationCase] = [
        ValidationCase(
            "a screen whose view controller would hide UIKit's",
            manifest(screens: #"{ "name": ‸"UI" }"#).replacingOccurrences(
                of: #""start": "Home""#, with: #""start": "UI""#),
            [
                (
                    "error",
                    "screen 'UI' would declare 'UIViewController', which hides UIKit's 'UIViewController' that the "
                        + "generated code uses; choose another name"
                )
            ]),
        ValidationCase(
            "a tab bar controller that takes a file coordgen writes",
            manifest(
                app: #"{ "tabs": ["Main"], "tabBarController": ‸"Actionprotocols" }"#,
                coordinators: #"{ "name": "Main", "start": "Home", "tab": { "title": "Home" } }"#,
                screens: #"{ "name": "Home" }"#),
            [
                (
                    "error",
                    "the tab bar controller 'Actionprotocols' would be written to ActionProtocols.swift, where coordgen "
                        + "writes the action protocols; choose another name"
                )
            ]),
        ValidationCase(
            "a name whose file would be too long",
            manifest(
                coordinators:
                    #"{ "name": "Main", "start": "Home" }, { "name": ‸"\#(String(repeating: "C", count: 245))", "start": "Home" }"#,
                screens: #"{ "name": "Home" }"#),
            [
                (
                    "error",
                    "coordinator '\(String(repeating: "C", count: 245))' would need a file name of 262 bytes, and file "
                        + "systems allow 255; choose a shorter name"
                )
            ]),
        ValidationCase(
            "members that would hide a type, a local or a runtime member",
            manifest(
                screens: """
                    { "name": "Home", "inputs": [ { "name": ‸"HomeViewController", "type": "Int", "default": "0" },
                      { "name": ‸"viewController", "type": "Int", "default": "0" } ],
                      "actions": [ { "name": ‸"UINavigationController", "pop": true },
                        { "name": "go", "parameters": [ { "name": ‸"finish", "type": "Int" } ], "pop": true } ] }
                    """),
            [
                (
                    "error",
                    "input 'HomeViewController' would hide the type 'HomeViewController' of screen 'Home', which the "
                        + "generated code uses; choose another name"
                ),
                (
                    "error",
                    "input 'viewController' would clash with the 'viewController' that generated code declares; "
                        + "choose another name"
                ),
                (
                    "error",
                    "action 'UINavigationController' would hide UIKit's type 'UINavigationController', which the "
                        + "generated code uses; choose another name"
                ),
                (
                    "error",
                    "parameter 'finish' would hide the coordinator's own 'finish', which the generated code uses; "
                        + "choose another name"
                ),
            ]),
        ValidationCase(
            "a parameter named await",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "go", "parameters": [ { "name": ‸"await", "type": "Int" } ], "pop": true } ] }
                    """),
            [("error", "'await' is not a valid parameter name: 'await' cannot be used as a value")]),
        ValidationCase(
            "members named like metatypes, in any style",
            manifest(
                screens: """
                    { "name": "Home", "style": "closures", "inputs": [ { "name": ‸"Protocol", "type": "Int", "default": "0" } ],
                      "actions": [ { "name": ‸"Type", "pop": true } ] }
                    """),
            [
                (
                    "error",
                    "'Protocol' is not a valid input name: Swift keeps 'Protocol' for metatypes, as in 'Foo.Protocol'"
                ),
                ("error", "'Type' is not a valid action name: Swift keeps 'Type' for metatypes, as in 'Foo.Type'"),
            ]),
        ValidationCase(
            "events-style actions that cannot be event cases",
            manifest(
                screens: """
                    { "name": "Home", "style": "events", "actions": [ { "name": ‸"event", "pop": true },
                      { "name": "share", "parameters": [ { "name": ‸"share", "type": "Int" } ], "pop": true } ] }
                    """),
            [
                (
                    "error",
                    "action name 'event' cannot be an event: 'event' is the parameter of eventOccurred(with:); "
                        + "choose another name"
                ),
                (
                    "error",
                    "parameter 'share' has the name of its action, which the events style calls with it; choose "
                        + "another name"
                ),
            ]),
        ValidationCase(
            "a default whose literal does not fit the input's type",
            manifest(
                screens: """
                    { "name": "Home", "inputs": [ { "name": "count", "type": "Int", "default": ‸"nil" },
                      { "name": "subtitle", "type": "String?", "default": ‸"0" } ] }
                    """),
            [
                (
                    "error",
                    "'nil' cannot be this input's default: 'nil' needs an optional type, and 'Int' is not optional"
                ),
                ("error", "'0' cannot be this input's default: it is an integer, but the input is 'String?'"),
            ]),
    ]

    static let tabs: [ValidationCase] = [
        ValidationCase(
            "a tab without a title",
            manifest(
                app: #"{ "tabs": ["Main"] }"#,
                coordinators: #"{ "name": "Main", "start": "Home", "tab": ‸{ "image": "house" } }"#,
                screens: #"{ "name": "Home" }"#),
            [
                ("error", "the tab of coordinator 'Main' needs a 'title'")
            ]),
        ValidationCase(
            "a tab coordinator without a tab",
            manifest(
                app: #"{ "tabs": ["Main"] }"#, coordinators: #"‸{ "name": "Main", "start": "Home" }"#,
                screens: #"{ "name": "Home" }"#),
            [
                ("error", "coordinator 'Main' is a tab, so it needs \"tab\": {\"title\": …}")
            ]),
        ValidationCase(
            "an unknown system item",
            manifest(
                app: #"{ "tabs": ["Main"] }"#,
                coordinators:
                    #"{ "name": "Main", "start": "Home", "tab": { "title": "Home", "systemItem": ‸"favourites" } }"#,
                screens: #"{ "name": "Home" }"#),
            [
                ("error", "'favourites' is not a valid 'systemItem'; did you mean 'favorites'?")
            ]),
        ValidationCase(
            "an app with neither root nor tabs", manifest(app: "‸{}", screens: #"{ "name": "Home" }"#),
            [
                ("error", "'app' needs a 'root' coordinator, a list of 'tabs', a 'split' view or top-level 'flows'")
            ]),
    ]

    /// Types with no values: found by the fuzz test (seed 2466314739), where they validated and did not compile.
    static let uninhabited: [ValidationCase] = [
        ValidationCase(
            "an input or parameter of a type with no values",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "go", "parameters": [ { "name": "item", "type": ‸"Never" } ], "push": "Detail" } ] },
                        { "name": "Detail", "inputs": [ { "name": "item", "type": ‸"Swift.Never" }, { "name": "pair", "type": ‸"(Int, Never)", "default": "0" } ] }
                    """),
            [
                (
                    "error",
                    "'Never' has no values, so nothing could pass one and code that receives one never runs; choose "
                        + "another type"
                ),
                (
                    "error",
                    "'Swift.Never' has no values, so nothing could pass one and code that receives one never runs; "
                        + "choose another type"
                ),
                (
                    "error",
                    "'(Int, Never)' has no values, so nothing could pass one and code that receives one never runs; "
                        + "choose another type"
                ),
            ])
    ]

    /// `dismiss` where the flow has nothing presented.
    static let dismissal: [ValidationCase] = [
        ValidationCase(
            "dismiss in a flow that presents nothing",
            manifest(
                screens: """
                    { "name": "Home", "actions": [ { "name": "show", "present": "Sheet" }, { "name": "open", "push": "Detail" } ] },
                        { "name": "Sheet", "actions": [ { "name": "close", "dismiss": true } ] },
                        { "name": "Detail", "actions": [ { "name": "leave", ‸"dismiss": true } ] }
                    """),
            [
                (
                    "error",
                    "action 'leave' of screen 'Detail' dismisses, but coordinator 'Main' is not started modally and "
                        + "never presents 'Detail' or a screen that pushes it, so there is nothing to dismiss; use 'pop' "
                        + "or 'finish'"
                )
            ])
    ]

    /// Six tab coordinators A to F, each starting at its own screen, under `app`.
    private static func sixTabs(app: String) -> String {
        let names = ["A", "B", "C", "D", "E", "F"]
        return manifest(
            app: app,
            coordinators: names.map { #"{ "name": "\#($0)", "start": "\#($0)Home", "tab": { "title": "\#($0)" } }"# }
                .joined(separator: ",\n    "),
            screens: names.map { #"{ "name": "\#($0)Home" }"# }.joined(separator: ", "))
    }

    /// Tab bars past what UIKit shows, and the More tab's own item.
    static let tabLimits: [ValidationCase] = [
        ValidationCase(
            "more than five tabs",
            sixTabs(app: #"‸{ "tabs": ["A", "B", "C", "D", "E", "F"] }"#),
            [
                (
                    "error",
                    "the app has 6 tabs; coordgen makes at most 5: past 5, UIKit moves the screens of a tab it lists "
                        + "under More onto the More tab's own stack, in a way Apple does not document, so the tab's "
                        + "flow could not follow them; keep 5 or fewer (a screen of your own can list the rest)"
                )
            ]),
        ValidationCase(
            "more than five tabs in a tab bar of the app's flows",
            sixTabs(
                app: #"""
                    {
                        "flows": ["Main"],
                        "tabBars": [‸{ "name": "Main", "tabs": ["A", "B", "C", "D", "E", "F"] }],
                        "initial": "Main"
                      }
                    """#),
            [
                (
                    "error",
                    "tab bar 'Main' has 6 tabs; coordgen makes at most 5: past 5, UIKit moves the screens of a tab it "
                        + "lists under More onto the More tab's own stack, in a way Apple does not document, so the "
                        + "tab's flow could not follow them; keep 5 or fewer (a screen of your own can list the rest)"
                )
            ]),
        ValidationCase(
            "the More tab's system item",
            manifest(
                app: #"{ "tabs": ["Main"] }"#,
                coordinators:
                    #"{ "name": "Main", "start": "Home", "tab": { "title": "Main", "systemItem": ‸"more" } }"#,
                screens: #"{ "name": "Home" }"#),
            [
                (
                    "error",
                    "'more' is the item of the More tab that UIKit makes itself when there are too many tabs; "
                        + "choose another item"
                )
            ]),
    ]

    static let warnings: [ValidationCase] = [
        ValidationCase(
            "an unreachable screen and an unused coordinator",
            manifest(
                coordinators:
                    "{ \"name\": \"Main\", \"start\": \"Home\" },\n    { \"name\": ‸\"Extra\", \"start\": \"Home\" }",
                screens: "{ \"name\": \"Home\" },\n    { \"name\": ‸\"Orphan\" }"),
            [
                (
                    "warning",
                    "coordinator 'Extra' is never started: it is not the app's root or a tab, and no action starts it"
                ),
                (
                    "warning",
                    "screen 'Orphan' is never shown: no coordinator starts at it and no action pushes or presents it"
                ),
            ])
    ]

    /// Messages asserted nowhere else: one case each.
    /// A manifest with a modal child flow `Child` (start screen `Sheet`) started from `Home` by `action`.
    private static func transition(_ action: String) -> String {
        manifest(
            coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Child", "start": "Sheet" }"#,
            screens: #"{ "name": "Home", "actions": [ "# + action
                + #" ] }, { "name": "Sheet", "actions": [ { "name": "close", "finish": true } ] }"#)
    }

    static let targetOptions: [ValidationCase] = [
        ValidationCase(
            "an access level that does not exist",
            manifest(screens: #"{ "name": "Home" }"#)
                .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "access": ‸"publc","#),
            [("error", "'publc' is not a valid 'access'; did you mean 'public'?")]),
        ValidationCase(
            "a runtime prefix that is not a type name",
            manifest(screens: #"{ "name": "Home" }"#)
                .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "runtimePrefix": ‸"app","#),
            [
                (
                    "error",
                    "runtime prefix name 'app' must start with an uppercase letter, because it becomes a Swift type name"
                )
            ]),
        ValidationCase(
            "a runtime prefix that makes the runtime's protocol a coordinator's name",
            manifest(screens: #"{ "name": "Home" }"#)
                .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "runtimePrefix": "Main","#)
                .replacingOccurrences(of: #"{ "name": "Main", "start""#, with: #"{ "name": ‸"Main", "start""#),
            [
                (
                    "error",
                    "'MainCoordinator' would be declared twice: by coordgen's runtime and by coordinator 'Main'; "
                        + "rename one"
                )
            ]),
        ValidationCase(
            "a deployment target that is not a version",
            manifest(screens: #"{ "name": "Home" }"#)
                .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "deploymentTarget": ‸"iOS 15","#),
            [
                (
                    "error",
                    "'deploymentTarget' is \"iOS 15\"; write the app's iOS deployment target as a version, such as "
                        + "\"15.0\""
                )
            ]),
        ValidationCase(
            "a deployment target below what the generated code needs",
            manifest(screens: #"{ "name": "Home" }"#)
                .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "deploymentTarget": ‸"12.4","#),
            [
                (
                    "error",
                    "'deploymentTarget' is 12.4, but the generated code needs iOS 13.0 at least (a flow's result is "
                        + "awaited with a CheckedContinuation); raise it to \"13.0\""
                )
            ]),
        ValidationCase(
            "a storyboard bundle that does not exist",
            manifest(screens: #"{ "name": "Home" }"#)
                .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "storyboardBundle": ‸"modules","#),
            [("error", "'modules' is not a valid 'storyboardBundle'; did you mean 'module'?")]),
    ]

    static let transitions: [ValidationCase] = [
        ValidationCase(
            "animated on a custom action",
            transition(#"{ "name": "share", "custom": true, "animated": ‸false }"#),
            [("error", "'animated' does nothing on a custom action: your implementation chooses the animation")]),
        ValidationCase(
            "a transition style and modalInPresentation on actions that present nothing",
            transition(
                #"{ "name": "open", "startChild": "Child", "modalInPresentation": ‸true }, "#
                    + #"{ "name": "again", "push": "Home", "modalTransitionStyle": ‸"crossDissolve" }"#),
            [
                ("error", "'modalInPresentation' applies only to 'present' and to 'startChild' with \"modal\": true"),
                ("error", "'modalTransitionStyle' applies only to 'present' and to 'startChild' with \"modal\": true"),
            ]),
        ValidationCase(
            "a transition style UIKit allows only over a full-screen presenter",
            transition(#"{ "name": "open", "present": "Home", "modalTransitionStyle": ‸"partialCurl" }"#),
            [
                (
                    "error",
                    "'partialCurl' is not a valid 'modalTransitionStyle'; expected one of: coverVertical, "
                        + "flipHorizontal, crossDissolve"
                )
            ]),
        ValidationCase(
            "a presentation style on a push, and detents on a child flow that is not modal",
            transition(
                #"{ "name": "open", "startChild": "Child", "detents": ["medium"] }, "#
                    + #"{ "name": "again", "push": "Home", "modalPresentationStyle": ‸"formSheet" }"#
            ).replacingOccurrences(of: #""detents""#, with: #"‸"detents""#),
            [
                ("error", "'detents' applies only to 'present' and to 'startChild' with \"modal\": true"),
                (
                    "error",
                    "'modalPresentationStyle' applies only to 'present' and to 'startChild' with \"modal\": true"
                ),
            ]),
        ValidationCase(
            "empty detents",
            transition(#"{ "name": "open", "startChild": "Child", "modal": true, "detents": ‸[] }"#),
            [
                (
                    "error",
                    "'detents' is empty; list 'medium', 'large' or both, or leave it out for UIKit's default (large)"
                )
            ]),
        ValidationCase(
            "a detent twice, and one that does not exist",
            transition(
                #"{ "name": "open", "startChild": "Child", "modal": true, "detents": ["large", ‸"large", ‸"half"] }"#),
            [
                ("error", "'large' appears twice in 'detents'; keep one"),
                ("error", "'half' is not a valid 'detents'; expected one of: medium, large"),
            ]),
        ValidationCase(
            "detents on a full-screen presentation",
            transition(
                #"{ "name": "open", "startChild": "Child", "modal": true, "modalPresentationStyle": "fullScreen", "#
                    + #"‸"detents": ["medium"] }"#),
            [
                (
                    "error",
                    "'detents' need a sheet, and 'fullScreen' is not one; use 'automatic', 'pageSheet' or 'formSheet'"
                )
            ]),
        ValidationCase(
            "a compact style on a full-screen presentation, on one of UIKit's default style, and on a push",
            transition(
                #"{ "name": "open", "present": "Home", "modalPresentationStyle": "overCurrentContext", "#
                    + #""compactStyle": ‸"fullScreen" }, "#
                    + #"{ "name": "again", "present": "Home", "compactStyle": ‸"popover" }, "#
                    + #"{ "name": "push", "push": "Home", "compactStyle": ‸"popover" }"#),
            [
                (
                    "error",
                    "'compactStyle' says how a popover or a sheet adapts to a compact width, and this action presents "
                        + "with 'overCurrentContext'; use \"modalPresentationStyle\": \"popover\", \"formSheet\" or "
                        + "\"pageSheet\", or leave 'compactStyle' out"
                ),
                (
                    "error",
                    "'compactStyle' says how a popover or a sheet adapts to a compact width, and this action presents "
                        + "with UIKit's default style; use \"modalPresentationStyle\": \"popover\", \"formSheet\" or "
                        + "\"pageSheet\", or leave 'compactStyle' out"
                ),
                ("error", "'compactStyle' applies only to 'present' and to 'startChild' with \"modal\": true"),
            ]),
        ValidationCase(
            "a sheet kept a popover on a compact width",
            transition(
                #"{ "name": "open", "present": "Home", "modalPresentationStyle": "pageSheet", "#
                    + #""compactStyle": ‸"popover" }"#),
            [
                (
                    "error",
                    "'compactStyle': 'popover' keeps a popover a popover on a compact width, and 'pageSheet' is a "
                        + "sheet, which stays a sheet there without it; use 'fullScreen' or 'overFullScreen', or leave "
                        + "'compactStyle' out"
                )
            ]),
        ValidationCase(
            "a compact style UIKit does not adapt a popover to",
            transition(
                #"{ "name": "again", "present": "Home", "modalPresentationStyle": "popover", "#
                    + #""compactStyle": ‸"pageSheet" }"#
            ).replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "deploymentTarget": "16.0","#),
            [
                (
                    "error",
                    "'pageSheet' is not a valid 'compactStyle'; expected one of: fullScreen, overFullScreen, popover"
                )
            ]),
        ValidationCase(
            "'wrap' on an action that presents no screen",
            transition(#"{ "name": "open", "startChild": "Child", "modal": true, "wrap": ‸false }"#),
            [
                (
                    "error",
                    "'wrap' applies only to 'present': it says whether the screen presented gets a navigation "
                        + "controller of its own; 'startChild' presents no screen"
                )
            ]),
        ValidationCase(
            "a screen presented without a navigation controller and also pushed, wrapped and started as a flow",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Child", "start": ‸"Viewer" }"#,
                screens: #"{ "name": "Home", "actions": [ "#
                    + #"{ "name": "view", "present": "Viewer", "wrap": false }, "#
                    + #"{ "name": "push", "push": ‸"Viewer" }, "#
                    + #"{ "name": "wrapped", "present": ‸"Viewer", "wrap": true } ] }, "#
                    + #"{ "name": "Viewer", "actions": [ { "name": "close", "dismiss": true } ] }"#),
            [
                (
                    "error",
                    "'Viewer' is presented without a navigation controller (\"wrap\": false), so it cannot also be "
                        + "the first screen of a flow: its actions would not know whether they have a stack to act on; "
                        + "present it with \"wrap\": false here too, or leave 'wrap' out everywhere"
                ),
                (
                    "error",
                    "'Viewer' is presented without a navigation controller (\"wrap\": false), so it cannot also be "
                        + "pushed: its actions would not know whether they have a stack to act on; present it with "
                        + "\"wrap\": false here too, or leave 'wrap' out everywhere"
                ),
                (
                    "error",
                    "'Viewer' is presented without a navigation controller (\"wrap\": false), so it cannot also be "
                        + "presented in a navigation controller: its actions would not know whether they have a stack "
                        + "to act on; present it with \"wrap\": false here too, or leave 'wrap' out everywhere"
                ),
            ]),
        ValidationCase(
            "a screen presented without a navigation controller with an input named like the flow it keeps",
            manifest(
                screens: #"{ "name": "Home", "actions": [ "#
                    + #"{ "name": "view", "parameters": [ { "name": "presentingFlow", "type": "Int" } ], "#
                    + #""present": "Viewer", "wrap": false } ] }, "#
                    + #"{ "name": "Viewer", "inputs": [ { "name": ‸"presentingFlow", "type": "Int" } ] }"#),
            [
                (
                    "error",
                    "'presentingFlow' would be declared twice in the view controller: by input 'presentingFlow' and "
                        + "by its presentation without a navigation controller; rename one"
                )
            ]),
        ValidationCase(
            "a screen presented without a navigation controller whose actions push and show an alert, and that embeds",
            manifest(
                screens: #"{ "name": "Home", "actions": [ "#
                    + #"{ "name": "view", "present": "Viewer", "wrap": false } ] }, "#
                    + #"{ "name": "Viewer", "actions": [ { "name": "close", "dismiss": true }, "#
                    + #"{ "name": "edit", "custom": true }, { "name": "shut", "close": true }, "#
                    + #"{ "name": "more", ‸"push": "Home" }, "#
                    + #"{ "name": "ask", ‸"alert": { "title": "Sure?", "choices": [ { "title": "OK" } ] } } ], "#
                    + #""embeds": [ { "screen": ‸"Caption", "name": "caption" } ] }, "#
                    + #"{ "name": "Caption", "actions": [ { "name": "hide", "dismiss": true } ] }"#),
            [
                (
                    "error",
                    "'Viewer' is presented without a navigation controller (\"wrap\": false), so its actions have no "
                        + "stack to 'push' on; they can 'dismiss' or 'close' it, or be 'custom', or leave 'wrap' out "
                        + "to give it a navigation controller"
                ),
                (
                    "error",
                    "'Viewer' is presented without a navigation controller (\"wrap\": false), so its actions have no "
                        + "stack to 'alert' on; they can 'dismiss' or 'close' it, or be 'custom', or leave 'wrap' out "
                        + "to give it a navigation controller"
                ),
                (
                    "error",
                    "'Viewer' is presented without a navigation controller (\"wrap\": false), so it cannot embed "
                        + "'Caption': the actions of an embedded screen act on its container's stack; leave 'wrap' out "
                        + "to give 'Viewer' a navigation controller"
                ),
            ]),
        ValidationCase(
            "a custom presentation of a flow, whose first screen holds no transitioning delegate yet",
            transition(
                #"{ "name": "open", "startChild": "Child", "modal": true, "modalPresentationStyle": ‸"custom" }"#),
            [
                (
                    "error",
                    "'custom' takes its transitioning delegate from the screen presented, and a flow's first screen "
                        + "does not exist until the flow starts; present a screen with 'present', or use another style"
                )
            ]),
    ]
}
