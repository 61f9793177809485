// Validation cases of split views and `showDetail`.

extension ValidationCases {
    /// A split app: Library in the primary column, Welcome in the secondary, Phone on a compact width, and a Book flow
    /// that Library's open shows in the secondary column. `top` goes before "app" (the deployment target), `app`
    /// replaces the split object, and `book` replaces Book's actions.
    private static func splitManifest(
        top: String = #""deploymentTarget": "14.0","#,
        app: String = #"{ "split": { "primary": "Library", "secondary": "Welcome", "compact": "Phone" } }"#,
        book: String = "",
        extra: String = ""
    ) -> String {
        manifest(
            app: app,
            coordinators: #"{ "name": "Library", "start": "Library" }, { "name": "Welcome", "start": "Welcome" }, "#
                + #"{ "name": "Phone", "start": "Library" }, { "name": "Book", "start": "Book" }"#,
            screens: #"{ "name": "Library", "actions": [ { "name": "open", "showDetail": "Book" } ] }, "#
                + #"{ "name": "Welcome" }, { "name": "Book", "actions": [ "# + book + " ] }"
        )
        .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "# + top + extra)
    }

    /// An app that switches between Login and the split view Library (Shelves, Welcome and Phone in its columns, and a
    /// Book flow that Shelves' open shows in the secondary column). `app` replaces the app object, and `extra` goes
    /// before "app".
    private static func topLevelSplitManifest(
        app: String = #"{ "flows": ["Login", "Library"], "initial": "Login", "splits": [ "#
            + #"{ "name": "Library", "primary": "Shelves", "secondary": "Welcome", "compact": "Phone" } ] }"#,
        extra: String = ""
    ) -> String {
        manifest(
            app: app,
            coordinators: #"{ "name": "Login", "start": "SignIn" }, { "name": "Shelves", "start": "Shelves" }, "#
                + #"{ "name": "Welcome", "start": "Welcome" }, { "name": "Phone", "start": "Shelves" }, "#
                + #"{ "name": "Book", "start": "Book" }"#,
            screens: #"{ "name": "SignIn", "actions": [ { "name": "signIn", "switchTo": "Library" } ] }, "#
                + #"{ "name": "Shelves", "actions": [ { "name": "open", "showDetail": "Book" }, "#
                + #"{ "name": "signOut", "switchTo": "Login" } ] }, { "name": "Welcome" }, { "name": "Book" }"#
        )
        .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "deploymentTarget": "14.0","# + extra)
    }

    static let splitViews: [ValidationCase] = [
        ValidationCase(
            "a split app that also has a root",
            splitManifest(
                app:
                    #"‸{ "root": "Library", "split": { "primary": "Library", "secondary": "Welcome", "compact": "Phone" } }"#
            ),
            [("error", "'app' has 'split' and also 'root', 'tabs' or 'flows'; an app starts one way, so keep one")]),
        ValidationCase(
            "a split app with a tab bar controller's name",
            splitManifest(
                app: #"{ "split": { "primary": "Library", "secondary": "Welcome", "compact": "Phone" }, "#
                    + #""tabBarController": ‸"Tabs" }"#),
            [("warning", "'tabBarController' is ignored: the app has a 'split', not 'tabs'")]),
        ValidationCase(
            "a split app whose deployment target is older than iOS 14",
            splitManifest(
                top: "",
                app: #"{ "split": ‸{ "primary": "Library", "secondary": "Welcome", "compact": "Phone" } }"#),
            [
                (
                    "error",
                    "a split view with a flow per column needs iOS 14, the first whose split view has columns, and the "
                        + "deployment target is 13.0; set \"deploymentTarget\": \"14.0\" or newer"
                )
            ]),
        ValidationCase(
            "a split view without a compact column, and one coordinator in two columns",
            splitManifest(app: #"{ "split": ‸{ "primary": "Library", "secondary": ‸"Library" } }"#),
            [
                ("error", "'split' needs a 'compact'"),
                ("error", "column 'Library' is already declared on line 3"),
            ]),
        ValidationCase(
            "a showDetail in an app without a split view",
            manifest(
                coordinators: #"{ "name": "Main", "start": "Home" }, { "name": "Book", "start": "Book" }"#,
                screens: #"{ "name": "Home", "actions": [ { "name": "open", ‸"showDetail": "Book" } ] }, "#
                    + #"{ "name": "Book" }"#),
            [
                (
                    "error",
                    "'showDetail' starts a flow in a split view's secondary column, and this app has no split view; "
                        + "add app.split (or a split view to app.splits), or use 'startChild'"
                )
            ]),
        ValidationCase(
            "a route in a split app that only the primary column's flow reaches",
            splitManifest(
                app: #"{ "split": { "primary": "Library", "secondary": "Welcome", "compact": "Phone" } }"#,
                extra: #" "routes": [ { "name": ‸"book", "patterns": ["app://book"], "screen": "Book" } ],"#
            )
            .replacingOccurrences(
                of: #"{ "name": "Phone", "start": "Library" }"#, with: #"{ "name": "Phone", "start": "Welcome" }"#),
            [
                (
                    "error",
                    "route 'book' cannot reach screen 'Book' from the compact column's flow 'Phone'; a split view "
                        + "opens routes from the primary column's flow when expanded and from the compact column's when "
                        + "collapsed, so add a way from each"
                )
            ]),
        ValidationCase(
            "a finish, and a close on the first screen, in a flow that a showDetail starts",
            splitManifest(book: #"{ "name": "done", ‸"finish": true }, { "name": "back", ‸"close": true }"#),
            [
                (
                    "error",
                    "action 'done' of screen 'Book' ends coordinator 'Book', which a 'showDetail' starts: in the "
                        + "split view's secondary column its first screen is the column's, with nothing to go back to; "
                        + "remove the 'finish' (another 'showDetail' replaces the flow), or start it with 'startChild' "
                        + "only"
                ),
                (
                    "error",
                    "action 'back' of screen 'Book' ends coordinator 'Book', which a 'showDetail' starts: in the "
                        + "split view's secondary column its first screen is the column's, with nothing to go back to; "
                        + "remove the 'close' (another 'showDetail' replaces the flow), or start it with 'startChild' "
                        + "only"
                ),
            ]),
        ValidationCase(
            "a showSupplementary in a split view with two columns",
            splitManifest(book: #"{ "name": "more", ‸"showSupplementary": "Welcome" }"#),
            [
                (
                    "error",
                    "'showSupplementary' starts a flow in a split view's supplementary column, and this app has none; "
                        + "add a 'supplementary' column to a split view, or use 'startChild'"
                )
            ]),
        ValidationCase(
            "a finish in a flow that a showSupplementary starts",
            manifest(
                app: #"{ "split": { "primary": "Library", "supplementary": "Shelf", "secondary": "Welcome", "#
                    + #""compact": "Phone" } }"#,
                coordinators: #"{ "name": "Library", "start": "Library" }, { "name": "Shelf", "start": "Shelf" }, "#
                    + #"{ "name": "Welcome", "start": "Welcome" }, { "name": "Phone", "start": "Library" }, "#
                    + #"{ "name": "Series", "start": "Series" }"#,
                screens: #"{ "name": "Library", "actions": [ { "name": "open", "showSupplementary": "Series" } ] }, "#
                    + #"{ "name": "Shelf" }, { "name": "Welcome" }, "#
                    + #"{ "name": "Series", "actions": [ { "name": "done", ‸"finish": true } ] }"#
            )
            .replacingOccurrences(of: #""version": 1,"#, with: #""version": 1, "deploymentTarget": "14.0","#),
            [
                (
                    "error",
                    "action 'done' of screen 'Series' ends coordinator 'Series', which a 'showSupplementary' starts: "
                        + "in the split view's supplementary column its first screen is the column's, with nothing to "
                        + "go back to; remove the 'finish' (another 'showSupplementary' replaces the flow), or start it "
                        + "with 'startChild' only"
                )
            ]),
        ValidationCase(
            "split views named in 'splits' of an app without top-level flows",
            manifest(
                app: #"{ "root": "Library", "splits": [ ‸{ "name": "Main", "primary": "Library", "#
                    + #""secondary": "Library", "compact": "Library" } ] }"#,
                coordinators: #"{ "name": "Library", "start": "Library" }"#,
                screens: #"{ "name": "Library" }"#),
            [
                (
                    "error",
                    "'splits' is only read in an app with top-level flows; list them in app.flows, or remove 'splits'"
                )
            ]),
        ValidationCase(
            "a split view among top-level flows that they do not list, and one without a name",
            topLevelSplitManifest(
                app: #"{ "flows": ["Login", "Library"], "initial": "Login", "splits": [ "#
                    + #"{ "name": "Library", "primary": "Shelves", "secondary": "Welcome", "compact": "Phone" }, "#
                    + #"{ "name": ‸"Archive", "primary": "Shelves", "secondary": "Welcome", "compact": "Phone" }, "#
                    + #"‸{ "primary": "Shelves", "secondary": "Welcome", "compact": "Phone" } ] }"#),
            [
                ("warning", "split view 'Archive' is not listed in app.flows, so the app never shows it"),
                ("error", "a split view needs a 'name'"),
            ]),
        ValidationCase(
            "a top-level flow that names both a coordinator and a split view, and two split views of one name",
            topLevelSplitManifest(
                app: #"{ "flows": [‸"Login", "Library"], "initial": "Login", "splits": [ "#
                    + #"{ "name": "Library", "primary": "Shelves", "secondary": "Welcome", "compact": "Phone" }, "#
                    + #"{ "name": ‸"Library", "primary": "Shelves", "secondary": "Welcome", "compact": "Phone" }, "#
                    + #"{ "name": "Login", "primary": "Shelves", "secondary": "Welcome", "compact": "Phone" } ] }"#),
            [
                (
                    "error",
                    "'Login' names both a coordinator and a split view; rename one, so each top-level flow is one thing"
                ),
                ("error", "split view 'Library' is already declared on line 3"),
            ]),
        ValidationCase(
            "a route into a split view among top-level flows that only its primary column's flow reaches",
            topLevelSplitManifest(
                extra: #" "routes": [ { "name": ‸"book", "patterns": ["app://book"], "screen": "Book" } ],"#
            )
            .replacingOccurrences(
                of: #"{ "name": "Phone", "start": "Shelves" }"#, with: #"{ "name": "Phone", "start": "Welcome" }"#),
            [
                (
                    "error",
                    "route 'book' cannot reach screen 'Book' from the compact column's flow 'Phone'; a split view "
                        + "opens routes from the primary column's flow when expanded and from the compact column's when "
                        + "collapsed, so add a way from each"
                )
            ]),
    ]
}
