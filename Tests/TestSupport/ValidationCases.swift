/// A valid manifest's parts, for building cases that break one rule each.
private func manifest(
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
        + stackEdits + alerts + routes

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
                    "action 'tap' needs one navigation: 'push', 'present', 'setStack', 'alert', 'share', 'camera', 'startChild', 'switchTo', 'selectTab', 'finish', 'pop', 'popToRoot', 'dismiss', 'close', 'custom'"
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
                ("error", "'modal' applies only to 'startChild'")
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
                    "action 'close' of screen 'Home' closes nothing: 'Home' is only shown as the first screen of flow 'Main', which no action starts as a child; push or present 'Home' somewhere, or use another navigation"
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
                ("error", "'app' needs either a 'root' coordinator or a list of 'tabs'")
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
            "singleInstance on a tab's flow, and on a flow with a result",
            #"""
            { "version": 1, "app": { "tabs": [ "Main" ] },
              "coordinators": [ { "name": "Main", "start": "Home", "tab": { "title": "Home" }, "singleInstance": ‸true },
                { "name": "Pick", "start": "Picker", "singleInstance": ‸true,
                  "result": { "cases": [ { "name": "done" } ], "whenLeft": "done" } } ],
              "screens": [ { "name": "Home", "actions": [ { "name": "pick", "startChild": "Pick" } ] },
                { "name": "Picker" } ] }
            """#,
            [
                (
                    "error",
                    "coordinator 'Main' is a tab, which runs once already; 'singleInstance' is for a flow that actions "
                        + "start; remove it"
                ),
                (
                    "error",
                    "coordinator 'Pick' has a result, so a second screen that starts it would wait for a result the "
                        + "first one gets; remove 'singleInstance', or the result"
                ),
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
            "a route and a cross-tab action past the first screen of a flow that decides it",
            #"""
            { "version": 1, "app": { "tabs": [ "Home", "Inbox" ] },
              "coordinators": [ { "name": "Home", "start": "Home", "tab": { "title": "Home" } },
                { "name": "Inbox", "start": "Inbox", "tab": { "title": "Inbox" }, "decide": { "alternatives": [ "Empty" ] } } ],
              "screens": [ { "name": "Home", "actions": [ { "name": "write", "selectTab": "Inbox", "runs": ‸"compose" } ] },
                { "name": "Inbox", "actions": [ { "name": "compose", "push": "Compose" } ] },
                { "name": "Empty" }, { "name": "Compose" } ],
              "routes": [ { "name": "inbox", "patterns": [ "a://inbox" ], "screen": "Inbox" },
                { "name": ‸"compose", "patterns": [ "a://compose" ], "screen": "Compose" } ] }
            """#,
            [
                (
                    "error",
                    "'runs' names 'compose', an action of the first screen of tab 'Inbox', whose flow decides that "
                        + "screen only when it starts; remove 'runs'"
                ),
                (
                    "error",
                    "route 'compose' goes past the first screen of flow 'Inbox', which decides that screen only when it "
                        + "starts; end the route at the flow, or name another way in 'via'"
                ),
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
                    "the manifest needs an 'app': {\"root\": \"Coordinator\"} or {\"tabs\": [\"Coordinator\", …]}"
                ),
                (
                    "error",
                    "unknown key 'zzzz' in the manifest; expected one of: version, style, viewControllers, architecture, "
                        + "access, runtimePrefix, storyboardBundle, dependencies, deploymentTarget, app, coordinators, "
                        + "screens, routes"
                ),
            ]),
        ValidationCase(
            "an unknown value with nothing close",
            #"‸{ "version": 1, "style": ‸"zzzzzz" }"#,
            [
                (
                    "error",
                    "the manifest needs an 'app': {\"root\": \"Coordinator\"} or {\"tabs\": [\"Coordinator\", …]}"
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
                    "action 'x' needs one navigation: 'push', 'present', 'setStack', 'alert', 'share', 'camera', 'startChild', 'switchTo', 'selectTab', 'finish', 'pop', 'popToRoot', 'dismiss', 'close', 'custom'"
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
                    "the manifest needs an 'app': {\"root\": \"Coordinator\"} or {\"tabs\": [\"Coordinator\", …]}"
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
                ("error", "no coordinator or tab bar named 'Mian'; did you mean 'Main'?"),
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
            "an action sheet for a deployment target before iOS 16",
            alertManifest(
                #"{ "name": "ask", "alert": { "style": ‸"actionSheet", "choices": [ { "title": "OK" } ] } }"#,
                target: "15.0"),
            [
                (
                    "error",
                    "a popover or an action sheet points at its sender through 'sourceItem', which needs iOS 16.0; set "
                        + "\"deploymentTarget\": \"16.0\" (it is 15.0)"
                )
            ]),
        ValidationCase(
            "a popover before iOS 16, and a popover with a parameter named sender",
            alertManifest(
                #"{ "name": "pick", "present": "Item", "pass": { "name": { "value": "\"x\"" } }, "#
                    + #""modalPresentationStyle": ‸"popover" }, "#
                    + #"{ "name": "more", "parameters": [ { "name": ‸"sender", "type": "Int" } ], "present": "Item", "#
                    + #""pass": { "name": { "value": "\"y\"" } }, "modalPresentationStyle": ‸"popover" }"#,
                target: "15.0"),
            [
                (
                    "error",
                    "a popover or an action sheet points at its sender through 'sourceItem', which needs iOS 16.0; set "
                        + "\"deploymentTarget\": \"16.0\" (it is 15.0)"
                ),
                (
                    "error",
                    "an action that shows a popover or an action sheet takes its sender itself ('from sender:', what "
                        + "the popover points at on iPad); rename this parameter"
                ),
                (
                    "error",
                    "a popover or an action sheet points at its sender through 'sourceItem', which needs iOS 16.0; set "
                        + "\"deploymentTarget\": \"16.0\" (it is 15.0)"
                ),
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
