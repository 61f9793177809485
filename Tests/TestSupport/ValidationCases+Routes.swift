extension ValidationCases {
    /// An app whose Home pushes Article (`open(id:)`), reaches Detail two ways, presents Filter in a popover and pops;
    /// List shows only below Detail. `routes` is the manifest's list of routes.
    private static func routeManifest(_ routes: String) -> String {
        """
        { "version": 1, "deploymentTarget": "16.0",
          "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
          "screens": [
            { "name": "Home", "actions": [
              { "name": "open", "parameters": [ { "name": "id", "type": "Int" } ], "push": "Article" },
              { "name": "resume", "setStack": [ "List", "Detail" ] }, { "name": "detail", "push": "Detail" },
              { "name": "filter", "present": "Filter", "modalPresentationStyle": "popover" },
              { "name": "close", "pop": true } ] },
            { "name": "Article", "inputs": [ { "name": "id", "type": "Int" } ] },
            { "name": "List" }, { "name": "Detail" }, { "name": "Filter" } ],
          "routes": [ \(routes) ] }
        """
    }

    static let routes: [ValidationCase] = [
        ValidationCase(
            "an app with routes declares the routes' runtime types, which no type of the manifest's may take, and "
                + "AppRoute(url:) reads with one of them, which no route parameter may take",
            """
            { "version": 1, "app": { "tabs": [ "Main" ], "tabBarController": "RouteOpening" },
              "coordinators": [ { "name": "Main", "start": "Home", "tab": { "title": "Home" } } ],
              "screens": [
                { "name": "Home", "actions": [
                  { "name": "open", "parameters": [ { "name": ‸"RouteLink", "type": "Int" } ], "push": "Item" } ] },
                { "name": "Item", "inputs": [ { "name": ‸"RouteLink", "type": "Int" } ] } ],
              "routes": [ ‸{ "name": "item", "patterns": [ ‸"app://item/{RouteLink: Int}" ], "screen": "Item" } ] }
            """,
            [
                (
                    "error",
                    "parameter 'RouteLink' would hide the type 'RouteLink' of the routes' runtime, which the generated "
                        + "code uses; choose another name"
                ),
                (
                    "error",
                    "input 'RouteLink' would hide the type 'RouteLink' of the routes' runtime, which the generated code "
                        + "uses; choose another name"
                ),
                (
                    "error",
                    "'RouteOpening' would be declared twice: by the tab bar controller 'RouteOpening' and by the routes' "
                        + "runtime; rename one"
                ),
                (
                    "error",
                    "parameter 'RouteLink' of pattern 'app://item/{RouteLink: Int}' takes a name AppRoute(url:) uses "
                        + "for the link it reads; rename it, with the action parameters it fills"
                ),
            ]),
        ValidationCase(
            "a misspelt screen on the only way to a route's screen is reported once, not again as a route that "
                + "cannot reach it",
            """
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [
                { "name": "Home", "actions": [ { "name": "open", "push": ‸"Detial" } ] }, { "name": "Detail" } ],
              "routes": [ { "name": "detail", "patterns": [ "app://detail" ], "screen": "Detail" } ] }
            """,
            [("error", "no screen named 'Detial'; did you mean 'Detail'?")]),
        ValidationCase(
            "a literal segment a Double's link could hold overlaps it; a Bool beside an Int, and a word beside an Int, "
                + "do not, since no link is read by both",
            """
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [
                { "name": "Home", "actions": [
                  { "name": "count", "parameters": [ { "name": "n", "type": "Int" } ], "push": "Count" },
                  { "name": "flag", "parameters": [ { "name": "on", "type": "Bool" } ], "push": "Flag" },
                  { "name": "zoom", "parameters": [ { "name": "x", "type": "Double" } ], "push": "Zoom" },
                  { "name": "latest", "push": "Latest" } ] },
                { "name": "Count", "inputs": [ { "name": "n", "type": "Int" } ] },
                { "name": "Flag", "inputs": [ { "name": "on", "type": "Bool" } ] },
                { "name": "Zoom", "inputs": [ { "name": "x", "type": "Double" } ] }, { "name": "Latest" } ],
              "routes": [
                { "name": "count", "patterns": [ "app://n/{n: Int}" ], "screen": "Count" },
                { "name": "flag", "patterns": [ "app://n/{on: Bool}" ], "screen": "Flag" },
                { "name": "latest", "patterns": [ "app://n/latest", "app://z/nan" ], "screen": "Latest" },
                { "name": "zoom", "patterns": [ ‸"app://z/{x: Double}" ], "screen": "Zoom" } ] }
            """,
            [
                (
                    "error",
                    "pattern 'app://z/{x: Double}' of route 'zoom' matches links that pattern 'app://z/nan' of route "
                        + "'latest' matches too; make their paths differ in a literal segment, or in a parameter whose "
                        + "type reads none of the other's text (a Bool beside an Int)"
                )
            ]),
        ValidationCase(
            "route patterns that do not parse",
            routeManifest(
                #"{ "name": "a", "patterns": [ ‸"news:/article", ‸"News://x", ‸"news://x/{id: UUID}", "#
                    + #"‸"news://x/{id: Int = 1}", ‸"news://x/a//b", ‸"news://x?q={q: String}&q={r: String}" ], "#
                    + #""screen": "Home" }"#),
            [
                (
                    "error",
                    "route pattern 'news:/article' does not parse: it needs a scheme and a host, as in "
                        + "'myapp://article/{id: Int}'"
                ),
                (
                    "error",
                    "route pattern 'News://x' does not parse: the scheme 'News' must start with a lower-case letter and "
                        + "hold only lower-case letters, digits, '+', '-' and '.'"
                ),
                (
                    "error",
                    "route pattern 'news://x/{id: UUID}' does not parse: parameter 'id' has type 'UUID'; a route "
                        + "parameter is one of: Int, Double, Bool, String, URL"
                ),
                (
                    "error",
                    "route pattern 'news://x/{id: Int = 1}' does not parse: path parameter 'id' cannot be optional or "
                        + "have a default; a link has every segment of its path, so move it to the query"
                ),
                (
                    "error",
                    "route pattern 'news://x/a//b' does not parse: a path segment is empty: remove the extra or "
                        + "trailing '/'"
                ),
                (
                    "error",
                    "route pattern 'news://x?q={q: String}&q={r: String}' does not parse: query key 'q' appears twice"
                ),
            ]),
        ValidationCase(
            "two routes whose patterns match the same links, and a route whose patterns give different values",
            routeManifest(
                #"{ "name": "article", "patterns": [ "news://article/{id: Int}" ], "screen": "Article" }, "#
                    + #"{ "name": ‸"slug", "patterns": [ ‸"news://article/{slug: String}" ], "screen": "Home" }, "#
                    + #"{ "name": "home", "patterns": [ "news://home", ‸"news://start/{id: Int}" ], "screen": "Home" }"#
            ),
            [
                (
                    "error",
                    "route 'slug' gives 'slug', which no action on its way takes; remove it, or name a way in 'via' "
                        + "whose actions take it"
                ),
                (
                    "error",
                    "pattern 'news://article/{slug: String}' of route 'slug' matches links that pattern "
                        + "'news://article/{id: Int}' of route 'article' matches too; make their paths differ in a "
                        + "literal segment, or in a parameter whose type reads none of the other's text (a Bool beside "
                        + "an Int)"
                ),
                (
                    "error",
                    "pattern 'news://start/{id: Int}' of route 'home' gives (id: Int), but the route's first pattern "
                        + "gives (); every pattern of a route gives the same values"
                ),
            ]),
        ValidationCase(
            "a route to an unknown screen, one without patterns, and ones named like the types in AppRoute",
            routeManifest(
                #"{ "name": "a", "patterns": [ "news://a" ], "screen": ‸"Artcle" }, "#
                    + #"‸{ "name": "b", "patterns": [], "screen": "Home" }, "#
                    + #"{ "name": ‸"Outcome", "patterns": [ "news://d" ], "screen": "Home" }, "#
                    + #"{ "name": ‸"Opening", "patterns": [ "news://o" ], "screen": "Home" }, "#
                    + #"{ "name": ‸"e", "patterns": [ ‸"news://e/{incoming: Int}" ], "screen": "Home" }"#),
            [
                ("error", "no screen named 'Artcle'; did you mean 'Article'?"),
                ("error", "'patterns' must not be empty"),
                (
                    "error",
                    "a route cannot be named 'Outcome': AppRoute declares a type of that name, which opens routes"
                ),
                (
                    "error",
                    "a route cannot be named 'Opening': AppRoute declares a type of that name, which opens routes"
                ),
                (
                    "error",
                    "route 'e' gives 'incoming', which no action on its way takes; remove it, or name a way in 'via' "
                        + "whose actions take it"
                ),
                (
                    "error",
                    "parameter 'incoming' of pattern 'news://e/{incoming: Int}' takes a name AppRoute(url:) uses for "
                        + "the link it reads; rename it, with the action parameters it fills"
                ),
            ]),
        ValidationCase(
            "routes named like a type of Swift's and a generated type, which their cases would hide in AppRoute",
            routeManifest(
                #"{ "name": ‸"Int", "patterns": [ "news://i" ], "screen": "Home" }, "#
                    + #"{ "name": ‸"HomeViewControllerBase", "patterns": [ "news://h" ], "screen": "Home" }"#),
            [
                (
                    "error",
                    "route 'Int' would hide Swift's type 'Int', which the generated code uses; choose another name"
                ),
                (
                    "error",
                    "route 'HomeViewControllerBase' would hide the type 'HomeViewControllerBase' of screen 'Home', "
                        + "which the generated code uses; choose another name"
                ),
            ]),
        ValidationCase(
            "a route to a screen no way reaches, and one that more than one shortest way reaches",
            routeManifest(
                #"{ "name": ‸"list", "patterns": [ "news://list" ], "screen": "List" }, "#
                    + #"{ "name": ‸"detail", "patterns": [ "news://detail" ], "screen": "Detail" }"#),
            [
                (
                    "error",
                    "route 'list' cannot reach screen 'List': no way from the app's flows leads there by pushing, "
                        + "presenting, starting flows or embedding"
                ),
                (
                    "error",
                    "route 'detail' reaches screen 'Detail' in more than one shortest way (flow 'Main' → Home.resume → "
                        + "Detail; flow 'Main' → Home.detail → Detail); name the actions its way takes in 'via', as in "
                        + "\"via\": [\"Screen.action\"]"
                ),
            ]),
        ValidationCase(
            "via entries that are not Screen.action, name an unknown action, or lead nowhere",
            routeManifest(
                #"{ "name": "a", "patterns": [ "news://a" ], "screen": "Detail", "via": [ ‸"resume" ] }, "#
                    + #"{ "name": "b", "patterns": [ "news://b" ], "screen": "Detail", "via": [ ‸"Home.resum" ] }, "#
                    + #"{ "name": ‸"c", "patterns": [ "news://c/{id: Int}" ], "screen": "Article", "#
                    + #""via": [ "Home.close" ] }"#),
            [
                ("error", "'via' entry 'resume' must name an action as Screen.action, as in \"Home.open\""),
                ("error", "no action or embed of screen 'Home' named 'resum'; did you mean 'resume'?"),
                (
                    "error",
                    "route 'c' cannot reach screen 'Article' through the actions its 'via' names, in order: no way from "
                        + "the app's flows leads there by pushing, presenting, starting flows or embedding"
                ),
            ]),
        ValidationCase(
            "a route whose way needs a sender, a value it does not give, one of another type, and one it gives for nothing",
            routeManifest(
                #"{ "name": ‸"filter", "patterns": [ "news://filter" ], "screen": "Filter" }, "#
                    + #"{ "name": ‸"a", "patterns": [ "news://a" ], "screen": "Article" }, "#
                    + #"{ "name": ‸"b", "patterns": [ "news://b/{id: String}" ], "screen": "Article" }, "#
                    + #"{ "name": ‸"c", "patterns": [ "news://c/{id: Int}?ref={ref: String?}" ], "screen": "Article" }"#
            ),
            [
                (
                    "error",
                    "route 'filter' takes action 'filter' of screen 'Home', which needs the view or bar button its "
                        + "popover points at, and a link has none; name another way in 'via'"
                ),
                (
                    "error",
                    "action 'open' of screen 'Home', on the way of route 'a', takes 'id: Int', which the route does not "
                        + "give; add {id: Int} to each of its patterns"
                ),
                ("error", "route 'b' gives 'id' as String, but action 'open' of screen 'Home' takes it as Int"),
                (
                    "error",
                    "route 'c' gives 'ref', which no action on its way takes; remove it, or name a way in 'via' whose "
                        + "actions take it"
                ),
            ]),
        ValidationCase(
            "onRoute: wait on a flow that is not top-level and on a screen; routes through a flow that waits, a flow "
                + "that refuses and a screen that refuses",
            #"""
            { "version": 1, "app": { "flows": [ "Login", "Main" ], "initial": "Login" },
              "coordinators": [ { "name": "Login", "start": "SignIn", "onRoute": "wait" },
                { "name": "Main", "start": "Home" }, { "name": "Edit", "start": "Draft", "onRoute": "reject" },
                { "name": "Pick", "start": "Picker", "onRoute": ‸"wait" } ],
              "screens": [ { "name": "SignIn", "actions": [ { "name": "help", "push": "Help" } ] }, { "name": "Help" },
                { "name": "Home", "actions": [ { "name": "edit", "startChild": "Edit", "modal": true },
                  { "name": "pick", "startChild": "Pick" }, { "name": "open", "push": "Item" } ] },
                { "name": "Item", "onRoute": "reject", "actions": [ { "name": "more", "push": "More" } ] },
                { "name": "More" }, { "name": "Draft" }, { "name": "Picker", "onRoute": ‸"wait" } ],
              "routes": [ { "name": ‸"help", "patterns": [ "a://help" ], "screen": "Help" },
                { "name": ‸"draft", "patterns": [ "a://draft" ], "screen": "Draft" },
                { "name": ‸"more", "patterns": [ "a://more" ], "screen": "More" } ] }
            """#,
            [
                (
                    "error",
                    "'onRoute': 'wait' keeps a route until the app switches to another top-level flow, and coordinator "
                        + "'Pick' is not one of app.flows; use 'reject'"
                ),
                (
                    "error",
                    "a screen cannot keep routes waiting: 'onRoute' on screen 'Picker' takes 'reject' (a top-level "
                        + "flow can wait)"
                ),
                (
                    "error",
                    "route 'help' goes through flow 'Login', whose 'onRoute' is 'wait': the route would wait for "
                        + "itself; remove 'onRoute' there, or name another way in 'via'"
                ),
                (
                    "error",
                    "route 'draft' goes through flow 'Edit', whose 'onRoute' is 'reject': the route would refuse "
                        + "itself; remove 'onRoute' there, or name another way in 'via'"
                ),
                (
                    "error",
                    "route 'more' goes through screen 'Item', whose 'onRoute' is 'reject': the route would refuse "
                        + "itself; remove 'onRoute' there, or name another way in 'via'"
                ),
            ]),
        ValidationCase(
            "link types: a standard type, a name AppRoute declares, one no route takes, one declared twice, a name "
                + "that is no type, one without a conversion and one with an unknown conversion",
            #"""
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "linkTypes": [
                { "name": ‸"URL", "conversion": "description" },
                { "name": ‸"Outcome", "conversion": "rawValue" },
                { "name": ‸"Unused", "conversion": "rawValue" },
                { "name": "Section", "conversion": "rawValue" },
                { "name": ‸"Section", "conversion": "description" },
                { "name": ‸"my type", "conversion": "linkText" },
                ‸{ "name": "Plain" },
                { "name": "Odd", "conversion": ‸"rawvalue" } ],
              "screens": [ { "name": "Home", "actions": [
                  { "name": "open", "parameters": [ { "name": "section", "type": "Section" },
                    { "name": "plain", "type": "Plain" }, { "name": "odd", "type": "Odd" } ], "push": "Item" } ] },
                { "name": "Item", "inputs": [ { "name": "section", "type": "Section" }, { "name": "plain", "type": "Plain" },
                  { "name": "odd", "type": "Odd" } ] } ],
              "routes": [ { "name": "item", "screen": "Item",
                "patterns": [ "app://item/{section: Section}/{plain: Plain}/{odd: Odd}" ] } ] }
            """#,
            [
                ("error", "'URL' is a route parameter type already; remove it from 'linkTypes'"),
                (
                    "error",
                    "link type 'Outcome' is declared inside AppRoute, which opens routes, where it would hide yours; "
                        + "rename your type"
                ),
                ("warning", "link type 'Unused' is not a parameter of any route's pattern"),
                ("error", "link type 'Section' is already declared on line 6"),
                (
                    "error",
                    "'my type' is not a valid link type name: it contains a space; use ASCII letters, digits and '_'"
                ),
                ("error", "a link type needs a 'conversion'"),
                ("error", "'rawvalue' is not a valid 'conversion'; did you mean 'rawValue'?"),
            ]),
        ValidationCase(
            "a route value of a URL or an app's type takes no default, and a misspelt type names the link types",
            #"""
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "linkTypes": [ { "name": "SettingsSection", "conversion": "rawValue" } ],
              "screens": [ { "name": "Home", "actions": [
                  { "name": "open", "parameters": [ { "name": "page", "type": "URL" } ], "push": "Item" },
                  { "name": "settings", "parameters": [ { "name": "section", "type": "SettingsSection" } ],
                    "push": "Settings" } ] },
                { "name": "Item", "inputs": [ { "name": "page", "type": "URL" } ] },
                { "name": "Settings", "inputs": [ { "name": "section", "type": "SettingsSection" } ] } ],
              "routes": [
                { "name": "item", "screen": "Item", "patterns": [ ‸"app://item?u={page: URL = x}" ] },
                { "name": "settings", "screen": "Settings", "patterns": [ ‸"app://s/{section: SettingSection}" ] } ] }
            """#,
            [
                (
                    "error",
                    "route pattern 'app://item?u={page: URL = x}' does not parse: parameter 'page' is a URL, whose "
                        + "default coordgen cannot read; make it optional ({page: URL?})"
                ),
                (
                    "error",
                    "route pattern 'app://s/{section: SettingSection}' does not parse: parameter 'section' has type "
                        + "'SettingSection'; did you mean 'SettingsSection'? A route parameter is one of: Int, Double, "
                        + "Bool, String, URL, SettingsSection"
                ),
            ]),
        ValidationCase(
            "entries: none named, an empty type, a quick action and an activity two routes answer, a web page's "
                + "activity, a notification without fields, two that one payload could match, and keys of no value",
            #"""
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [ { "name": "Home", "actions": [
                  { "name": "open", "parameters": [ { "name": "id", "type": "Int" } ], "push": "Item" } ] },
                { "name": "Item", "inputs": [ { "name": "id", "type": "Int" } ] } ],
              "routes": [
                { "name": "a", "screen": "Home", "patterns": [ "app://a" ], "entries": ‸{ "keys": {} } },
                { "name": "b", "screen": "Home", "patterns": [ "app://b" ],
                  "entries": { "quickAction": ‸"", "activity": "com.x.b", "notification": { "kind": "b" } } },
                { "name": "c", "screen": "Home", "patterns": [ "app://c" ],
                  "entries": { "quickAction": "com.x.c", "activity": ‸"com.x.b" } },
                { "name": "d", "screen": "Home", "patterns": [ "app://d" ],
                  "entries": { "quickAction": ‸"com.x.c", "activity": ‸"NSUserActivityTypeBrowsingWeb" } },
                { "name": "e", "screen": "Home", "patterns": [ "app://e" ], "entries": ‸{ "notification": {} } },
                { "name": "f", "screen": "Item", "patterns": [ "app://f/{id: Int}" ],
                  "entries": { "notification": { ‸"kind": "b", "id": "1" }, "keys": { ‸"ID": "item_id" } } },
                { "name": "g", "screen": "Item", "patterns": [ "app://g/{id: Int}" ],
                  "entries": { "notification": { "kind": "g" }, "keys": { "id": ‸"" } } } ] }
            """#,
            [
                (
                    "error",
                    "'entries' of route 'a' names no entry point: give a 'quickAction', an 'activity' or a 'notification'"
                ),
                ("error", "'quickAction' must not be empty"),
                (
                    "error",
                    "route 'c' answers activity 'com.x.b', which route 'b' answers already; one activity opens one route"
                ),
                (
                    "error",
                    "route 'd' answers quick action 'com.x.c', which route 'c' answers already; one quick action opens one "
                        + "route"
                ),
                (
                    "error",
                    "route 'd' cannot answer the activity 'NSUserActivityTypeBrowsingWeb': it is a universal link's, which "
                        + "AppRoute(userActivity:) reads as a link; give a pattern for it instead"
                ),
                (
                    "error",
                    "the 'notification' of route 'e' names no field: give the payload fields it must hold, as in "
                        + "{\"type\": \"mention\"}"
                ),
                (
                    "error",
                    "a notification could match both route 'f' and route 'b': give both a field they name with different "
                        + "text"
                ),
                (
                    "error",
                    "route 'f' has no value 'ID'; did you mean 'id'? 'keys' names the payload key of a value of the "
                        + "route's patterns"
                ),
                ("error", "'id' must not be empty"),
            ]),
        ValidationCase(
            "a linked screen that no route opens, beside one that a route opens",
            #"""
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [ { "name": "Home", "linked": true, "actions": [ { "name": "open", "push": "Item" } ] },
                           { "name": "Item", "linked": ‸true } ],
              "routes": [ { "name": "feed", "patterns": [ "news://feed" ], "screen": "Home" } ] }
            """#,
            [("warning", "screen 'Item' is 'linked', but no route opens it: add a route whose 'screen' is 'Item'")]),
        ValidationCase(
            "a linked screen in an app without routes, and one that says false",
            #"""
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [ { "name": "Home", "linked": ‸true, "actions": [ { "name": "open", "push": "Item" } ] },
                           { "name": "Item", "linked": false } ] }
            """#,
            [("warning", "screen 'Home' is 'linked', but no route opens it: add a route whose 'screen' is 'Home'")]),
        ValidationCase(
            "onRoute in a manifest without routes",
            #"""
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [ { "name": "Home", "onRoute": ‸"reject" } ] }
            """#,
            [("warning", "'onRoute' on 'Home' does nothing: the manifest has no routes")]),
        ValidationCase(
            "two routes of one name, and a route without a screen",
            routeManifest(
                #"{ "name": "a", "patterns": [ "news://a" ], "screen": "Home" }, "#
                    + #"{ "name": ‸"a", "patterns": [ "news://b" ], "screen": "Home" }, "#
                    + #"‸{ "name": "c", "patterns": [ "news://c" ] }"#),
            [
                ("error", "route 'a' is already declared on line 11"),
                ("error", "a route needs a 'screen'"),
            ]),
    ]
}
