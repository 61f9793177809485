import Templates

/// The JSON Schema (draft 2020-12) of manifest v1, for editors that complete and check `coordgen.json` as it is typed.
///
/// Each object's properties are the decoder's own key tables (``ManifestDecoder``), looked up in ``properties``; a
/// test proves every key has a property and every property is a key, so the schema and the decoder cannot drift.
/// The schema checks shape and spelling; the meaning (references, Swift names, styles) is the validator's.
enum ManifestSchema {
    /// Where the schema says it lives, as `init` writes it beside the manifest.
    static let fileName = "coordgen.schema.json"

    /// How the schema's title starts, by which coordgen knows a schema file it wrote (``OutputFile/Kind/schema``).
    static let titlePrefix = "\"title\": \"coordgen manifest, version"

    /// The schema as JSON text, laid out like a manifest, with the first back end's words for what its keys mean and
    /// every back end's name as a value of `backend`.
    static func text(for backends: [any Backend]) -> String {
        schema(for: backends).layout(JSONStyle(), indent: "", column: 0) + "\n"
    }

    static func schema(for backends: [any Backend]) -> JSONText {
        var properties = properties.merging(backends[0].schemaDescriptions.mapValues(string)) { $1 }
        properties["manifest.backend"] = choice(
            backends.map(\.name),
            "The UI framework the code is generated for. (default: \(backends[0].name))")
        var members: [(String, JSONText)] = [
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string(fileName)),
            ("title", .string("coordgen manifest, version \(ManifestDecoder.supportedVersion)")),
            ("description", .string("coordgen.json: the coordinators, screens and actions coordgen generates from.")),
        ]
        members += object(
            "manifest", keys: ManifestDecoder.topLevelKeys, required: ["version", "app"], properties: properties)
        members.append(("$defs", .object(definitions(properties))))
        return .object(members)
    }

    /// The objects inside a manifest, by the name `$ref` uses, with their keys and required keys.
    static let objects: [(name: String, keys: [String], required: [String])] = [
        ("app", ManifestDecoder.appKeys, []),
        ("tabBar", ManifestDecoder.tabBarKeys, ["name", "tabs"]),
        ("split", ManifestDecoder.splitKeys, ["primary", "secondary", "compact"]),
        ("namedSplit", ManifestDecoder.namedSplitKeys, ["name", "primary", "secondary", "compact"]),
        ("coordinator", ManifestDecoder.coordinatorKeys, ["name", "start"]),
        ("tab", ManifestDecoder.tabKeys, []),
        ("decide", ManifestDecoder.decideKeys, []),
        ("result", ManifestDecoder.resultKeys, ["cases"]),
        ("resultCase", ManifestDecoder.resultCaseKeys, ["name"]),
        ("screen", ManifestDecoder.screenKeys, ["name"]),
        ("embed", ManifestDecoder.embedKeys, ["screen", "name"]),
        ("flowEmbed", ManifestDecoder.flowEmbedKeys, ["flow", "name"]),
        ("message", ManifestDecoder.messageKeys, ["name"]),
        ("storyboard", ManifestDecoder.storyboardKeys, []),
        ("input", ManifestDecoder.inputKeys, ["name", "type"]),
        ("parameter", ManifestDecoder.parameterKeys, ["name", "type"]),
        ("action", ManifestDecoder.actionKeys, ["name"]),
        ("appAction", ManifestDecoder.appActionKeys, ["name"]),
        ("passSource", ManifestDecoder.passSourceKeys, []),
        ("alert", ManifestDecoder.alertKeys, ["choices"]),
        ("textField", ManifestDecoder.textFieldKeys, ["name"]),
        ("choice", ManifestDecoder.choiceKeys, []),
        ("text", ManifestDecoder.textKeys, []),
        ("share", ManifestDecoder.shareKeys, ["items"]),
        ("camera", ManifestDecoder.cameraKeys, ["runs"]),
        ("photoPicker", ManifestDecoder.photoPickerKeys, ["runs"]),
        ("exportFiles", ManifestDecoder.exportFilesKeys, ["files", "runs"]),
        ("importFiles", ManifestDecoder.importFilesKeys, ["types", "runs"]),
        ("safari", ManifestDecoder.safariKeys, ["url"]),
        ("mail", ManifestDecoder.mailKeys, []),
        ("webAuthentication", ManifestDecoder.webAuthenticationKeys, ["url", "runs"]),
        ("print", ManifestDecoder.printKeys, ["item"]),
        ("choose", ManifestDecoder.chooseKeys, ["among"]),
        ("route", ManifestDecoder.routeKeys, ["name", "patterns", "screen"]),
        ("linkType", ManifestDecoder.linkTypeKeys, ["name", "conversion"]),
        ("entries", ManifestDecoder.entriesKeys, []),
    ]

    private static func definitions(_ properties: [String: JSONText]) -> [(String, JSONText)] {
        objects.map { definition in
            var members = object(
                definition.name, keys: definition.keys, required: definition.required, properties: properties)
            // A pass entry's object takes one of its keys.
            if definition.name == "passSource" {
                members += [("minProperties", .number(1)), ("maxProperties", .number(1))]
            }
            // A choice has its title, or a list it is made from with the name of each element.
            if definition.name == "choice" {
                members.append(
                    (
                        "oneOf",
                        .array([
                            .object([("required", .array([.string("title")]))]),
                            .object([("required", .array([.string("each"), .string("as")]))]),
                        ])
                    ))
            }
            // A text's takes a localized key (with its default), or a parameter.
            if definition.name == "text" {
                members.append(
                    (
                        "oneOf",
                        .array([
                            .object([("required", .array([.string("localized")]))]),
                            .object([
                                ("required", .array([.string("parameter")])),
                                ("not", .object([("required", .array([.string("default")]))])),
                            ]),
                        ])
                    ))
            }
            return (definition.name, .object(members))
        }
    }

    /// `type`, `properties` (one per key, in the decoder's order), `required` and no other keys.
    private static func object(
        _ name: String, keys: [String], required: [String], properties: [String: JSONText]
    ) -> [(String, JSONText)] {
        var members: [(String, JSONText)] = [("type", .string("object"))]
        members.append(("properties", .object(keys.map { key in (key, properties[name + "." + key] ?? .object([])) })))
        if !required.isEmpty {
            members.append(("required", .array(required.map(JSONText.string))))
        }
        members.append(("additionalProperties", .bool(false)))
        return members
    }

    // MARK: Properties

    private static func string(_ description: String) -> JSONText {
        .object([("type", .string("string")), ("description", .string(description))])
    }

    /// A text an alert shows: a string, or a `text` object (a localized key, or the action's parameter).
    private static func text(_ description: String) -> JSONText {
        .object([
            ("oneOf", .array([.object([("type", .string("string"))]), .object([("$ref", .string("#/$defs/text"))])])),
            ("description", .string(description)),
        ])
    }

    /// A `pass` object: each entry a string or a `passSource` object.
    private static func pass(_ description: String) -> JSONText {
        let entry = JSONText.object([
            (
                "oneOf",
                .array([.object([("type", .string("string"))]), .object([("$ref", .string("#/$defs/passSource"))])])
            )
        ])
        return .object([
            ("type", .string("object")), ("additionalProperties", entry), ("description", .string(description)),
        ])
    }

    private static func choice(_ values: [String], _ description: String) -> JSONText {
        .object([
            ("type", .string("string")), ("enum", .array(values.map(JSONText.string))),
            ("description", .string(description)),
        ])
    }

    private static func array(of reference: String, _ description: String) -> JSONText {
        .object([
            ("type", .string("array")), ("items", .object([("$ref", .string("#/$defs/" + reference))])),
            ("description", .string(description)),
        ])
    }

    private static func reference(_ name: String, _ description: String) -> JSONText {
        .object([("$ref", .string("#/$defs/" + name)), ("description", .string(description))])
    }

    /// `true` or `false`: an option whose absence means `false`.
    private static func boolean(_ description: String) -> JSONText {
        .object([("type", .string("boolean")), ("description", .string(description))])
    }

    private static func flag(_ description: String) -> JSONText {
        .object([("const", .bool(true)), ("description", .string(description))])
    }

    /// Every property of every object, keyed `object.key`: the navigation keys from their kinds, an app action's as a
    /// screen's action's, the rest listed.
    static let properties: [String: JSONText] = {
        let properties = listedProperties.merging(
            NavigationKind.allCases.map { ("action." + $0.key, navigation($0)) }
                + ["split", "namedSplit"].flatMap { object in
                    columns.map { (object + "." + $0.key, string($0.summary)) }
                },
            uniquingKeysWith: { _, _ in preconditionFailure("a navigation or column key is listed too") })
        let appAction = ManifestDecoder.appActionKeys.compactMap { key in
            properties["action." + key].map { ("appAction." + key, $0) }
        }
        return properties.merging(appAction, uniquingKeysWith: { listed, _ in listed })
    }()

    /// The columns of a split view, the app's (`split`) or a top-level flow's (`namedSplit`), which both describe so.
    private static let columns: [(key: String, summary: String)] = [
        ("primary", "The coordinator of the primary column (a sidebar or a list)."),
        (
            "supplementary",
            "The coordinator the supplementary column shows until a showSupplementary puts another flow there; with "
                + "one, the split view has three columns."
        ),
        ("secondary", "The coordinator the secondary column shows until a showDetail puts another flow there."),
        ("compact", "The coordinator shown instead of the columns on a compact width."),
    ]

    /// The schema of a navigation key, by the value its kind takes.
    private static func navigation(_ kind: NavigationKind) -> JSONText {
        switch kind.value {
        case .screen, .coordinator, .topLevelFlow, .tab: string(kind.summary)
        case .flag: flag(kind.summary)
        case .screens:
            .object([
                ("type", .string("array")), ("items", .object([("type", .string("string"))])),
                ("minItems", .number(1)), ("description", .string(kind.summary)),
            ])
        case .alert: reference("alert", kind.summary)
        case .share: reference("share", kind.summary)
        case .camera: reference("camera", kind.summary)
        case .photoPicker: reference("photoPicker", kind.summary)
        case .exportFiles: reference("exportFiles", kind.summary)
        case .importFiles: reference("importFiles", kind.summary)
        case .safari: reference("safari", kind.summary)
        case .mail: reference("mail", kind.summary)
        case .webAuthentication: reference("webAuthentication", kind.summary)
        case .print: reference("print", kind.summary)
        case .choice: reference("choose", kind.summary)
        case .flagOrResultCase:
            .object([
                ("oneOf", .array([.object([("const", .bool(true))]), .object([("type", .string("string"))])])),
                ("description", .string(kind.summary)),
            ])
        }
    }

    private static let listedProperties: [String: JSONText] = [
        "alert.title": text("The alert's title."),
        "alert.message": text("The text under the title."),
        "alert.style": choice(
            AlertStyle.allCases.map(\.rawValue),
            "alert: a dialog, which may take text; actionSheet: choices from the bottom, a popover at the sender on "
                + "iPad, whose action then takes `from sender:`. (default: alert)"),
        "alert.textFields": array(
            of: "textField", "Text the person types; each fills the parameter of its name of the action a choice runs."),
        "alert.choices": .object([
            ("type", .string("array")), ("items", .object([("$ref", .string("#/$defs/choice"))])),
            ("minItems", .number(1)), ("description", .string("The buttons, in order.")),
        ]),
        "textField.name": string("The parameter of the chosen action that the text fills, a String."),
        "textField.placeholder": text("The grey text shown while the field is empty."),
        "textField.type": choice(
            TextFieldValue.allCases.map(\.rawValue),
            "What the field gives the parameter it fills: String, its text; Int or Double, a number typed on a number "
                + "or decimal pad, as Int? or Double?, nil when the text is not one. (default: String)"),
        "textField.secure": .object([
            ("type", .string("boolean")), ("description", .string("true: the text is hidden as it is typed.")),
        ]),
        "choice.title": text("The button's title."),
        "choice.each": string(
            "The action's [String] parameter to make choices from: one per element, titled by it. Needs 'as'."),
        "choice.as": string("With 'each': the name of each element, which fills the parameter of that name of 'runs'."),
        "text.localized": string(
            "A key of the app's localized strings: String(localized:defaultValue:) from iOS 15, NSLocalizedString below."
        ),
        "text.default": string(
            "With 'localized': the text shown where the app's strings have none. (default: the key)"),
        "text.parameter": string("The action's parameter, a String or String?, that gives the text at run time."),
        "choice.style": choice(
            ChoiceStyle.allCases.map(\.rawValue),
            "cancel: at most one, also run when the person taps outside an action sheet's popover. (default: default)"),
        "choice.runs": string(
            "The action of the same screen this choice runs once the alert has gone; none: the choice only closes it."),
        "share.items": .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])), ("minItems", .number(1)),
            ("description", .string("The action's parameters the sheet shares, in order.")),
        ]),
        "share.activities": string(
            "The action's parameter that holds the app's own activities (a list of the framework's activity type), "
                + "which the sheet offers beside the system's."),
        "share.runs": string(
            "The action of the same screen run once the sheet has gone, with completed (Bool), activity (String?) and "
                + "this action's parameters by name."),
        "camera.runs": string(
            "The action of the same screen run once the camera has gone, with image (the photo, or nil when the person "
                + "cancels or the device has no camera) and this action's parameters by name."),
        "photoPicker.runs": string(
            "The action of the same screen run once the picker has gone, with photos ([NSItemProvider]: one per asset "
                + "the person picked, empty when they cancel) and this action's parameters by name."),
        "photoPicker.limit": .object([
            ("type", .string("integer")), ("minimum", .number(0)),
            ("description", .string("How many assets the person may pick; 0 for no limit. (default: 1)")),
        ]),
        "photoPicker.filter": choice(
            PhotoFilter.allCases.map(\.rawValue), "The one kind of asset the picker shows. (default: every kind)"),
        "exportFiles.files": string(
            "The action's parameter that holds the files to export: a URL, or [URL] for several. The picker copies "
                + "them; the app keeps its own."),
        "exportFiles.runs": string(
            "The action of the same screen run once the picker has gone, with urls ([URL]: where the files went, "
                + "empty when the person cancels) and this action's parameters by name."),
        "print.item": string(
            "The action's parameter that holds what is printed: a URL, Data or an image, or an array of one of them."),
        "print.runs": string(
            "The action of the same screen run once the print options have gone, with printed (Bool: whether the job "
                + "went to the printer) and this action's parameters by name."),
        "importFiles.types": .object([
            ("type", .string("array")),
            (
                "items",
                .object([("type", .string("string")), ("pattern", .string(#"^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$"#))])
            ),
            ("minItems", .number(1)),
            (
                "description",
                .string(
                    "The uniform type identifiers of the files the person may open: com.adobe.pdf, public.image, com.example.note."
                )
            ),
        ]),
        "importFiles.multiple": .object([
            ("type", .string("boolean")),
            ("description", .string("true: the person may pick several files. (default: false)")),
        ]),
        "importFiles.runs": string(
            "The action of the same screen run once the picker has gone, with urls ([URL]: copies of the files picked, "
                + "the app's to keep; empty when the person cancels) and this action's parameters by name."),
        "safari.url": string("The action's parameter that holds the page's address: a URL, http or https."),
        "safari.runs": string(
            "The action of the same screen run once the person has closed the page, with this action's parameters by "
                + "name; none: nothing follows."),
        "mail.to": string("The action's parameter that holds the recipients' addresses: a [String]."),
        "mail.subject": string("The action's parameter that holds the subject: a String."),
        "mail.body": string("The action's parameter that holds the body, plain text: a String."),
        "mail.runs": string(
            "The action of the same screen run once the sheet has gone, with result (MailOutcome: sent, saved, "
                + "cancelled, failed, or unavailable when the device cannot send mail) and this action's parameters by "
                + "name; none: nothing follows."),
        "choose.among": .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])), ("minItems", .number(1)),
            (
                "description",
                .string(
                    "Actions of the same screen your code chooses among; each takes the choosing action's values of its "
                        + "parameters' names.")
            ),
        ]),
        "choose.fallback": string("The action of the same screen run when your code's choice throws."),
        "webAuthentication.url": string("The action's parameter that holds the sign-in page's address: a URL, https."),
        "webAuthentication.callbackScheme": .object([
            ("type", .string("string")), ("pattern", .string("^[A-Za-z][A-Za-z0-9+.-]*$")),
            (
                "description",
                .string(
                    "The URL scheme the service redirects to when the person has signed in; none when the app's "
                        + "Info.plist registers it.")
            ),
        ]),
        "webAuthentication.ephemeral": .object([
            ("type", .string("boolean")),
            ("description", .string("true: the browser shares no cookies or data with Safari. (default: false)")),
        ]),
        "webAuthentication.runs": string(
            "The action of the same screen run once the browser has gone, with callback (URL?: the callback URL, nil "
                + "when the person cancels or the sign-in fails) and this action's parameters by name."),
        "manifest.$schema": string(
            "The schema an editor uses for this file: coordgen.schema.json, from coordgen schema."),
        "manifest.version": .object([
            ("const", .number(ManifestDecoder.supportedVersion)),
            ("description", .string("The manifest format. This coordgen reads version 1.")),
        ]),
        "manifest.style": choice(Style.allCases.map(\.rawValue), "How screens tell their coordinator what happened."),
        "manifest.viewControllers": choice(
            InstantiationMode.allCases.map(\.rawValue),
            "How view controllers are created: in code, from storyboards, or as hosting controllers of SwiftUI views."
        ),
        "manifest.access": choice(
            AccessLevel.allCases.map(\.rawValue),
            "public: the generated API can be used from other modules; open: and its base classes subclassed there."),
        "manifest.backend": string("The UI framework the code is generated for, by its back end's name."),
        "manifest.runtimePrefix": string(
            "Goes in front of the runtime's type names: Coordinator becomes AppCoordinator."),
        "manifest.storyboardBundle": choice(
            StoryboardBundle.allCases.map(\.rawValue), "Where storyboards are: the app's main bundle, or Bundle.module."
        ),
        "manifest.architecture": choice(
            Architecture.allCases.map(\.rawValue), "mvvm: every screen has a view model the coordinator injects."),
        "manifest.dependencies": string(
            "A type of yours that coordinators hand down to the flows they start and the screens they create."),
        "manifest.deploymentTarget": string(
            "The app's iOS deployment target, such as \"15.0\"; 13.0 at least. (default: 13.0)"),
        "manifest.restorable": boolean(
            "SwiftUI: true saves the navigation as a Codable value (NavigationSnapshot) and restores it; the values of "
                + "every action that shows a screen or starts a flow must then be of standard types. (default: false)"),
        "manifest.analytics": boolean(
            "true reports every navigation the app asks for (from, to, kind and what UIKit did) to one hook: "
                + "NavigationReport.hook. (default: false)"),
        "manifest.app": reference(
            "app", "How the app starts: one root flow, a tab bar, or top-level flows it switches between."),
        "manifest.coordinators": array(of: "coordinator", "One entry per flow."),
        "manifest.screens": array(of: "screen", "One entry per screen."),
        "manifest.routes": array(of: "route", "Links into the app: each becomes a case of AppRoute."),
        "manifest.linkTypes": array(of: "linkType", "The app's own types that route parameters may take."),
        "linkType.name": string("The type's name, as route patterns write it: {section: SettingsSection}."),
        "linkType.conversion": choice(
            LinkConversion.allCases.map(\.rawValue),
            "How it converts to a link's text: its raw value (a String, Int, Double or Bool), its description "
                + "(LosslessStringConvertible), or linkText (your own RouteLinkValue conformance)."),
        "route.name": string("The route's name: its case of AppRoute."),
        "route.patterns": .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])), ("minItems", .number(1)),
            (
                "description",
                .string(
                    "The links that open the route, as scheme://host/path?key={value}, with typed parameters such as "
                        + "{id: Int}, {page: Int?} or {lang: String = en}. The first one builds AppRoute.url.")
            ),
        ]),
        "route.screen": string("The screen the route shows."),
        "route.entries": reference("entries", "What opens the route without a link, its values read from the payload."),
        "entries.quickAction": string("A home-screen quick action's type that opens the route."),
        "entries.activity": string("An NSUserActivity's activityType that opens the route (not a web page's)."),
        "entries.notification": .object([
            ("type", .string("object")),
            ("additionalProperties", .object([("type", .string("string"))])),
            ("description", .string("The payload fields a notification must hold, each with the text it must equal.")),
        ]),
        "entries.keys": .object([
            ("type", .string("object")),
            ("additionalProperties", .object([("type", .string("string"))])),
            ("description", .string("The payload key of each route value whose key is not its name.")),
        ]),
        "route.via": .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])),
            (
                "description",
                .string(
                    "Actions (or embeds) the way to the screen takes, in order, as Screen.action, when several ways "
                        + "are shortest.")
            ),
        ]),
        "app.root": string("The coordinator of the app's one root flow."),
        "app.tabs": .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])),
            (
                "description",
                .string("The coordinators of the tabs, in order, and the app actions with a tab, which run instead.")
            ),
        ]),
        "app.actions": array(
            of: "appAction",
            "Navigation the app starts from outside any screen, run on the flow on screen by perform(_:) of the app's "
                + "root coordinator, tab bar controller or app coordinator."),
        "appAction.tab": reference(
            "tab", "The tab bar item, for an app action listed in app.tabs: tapping it runs it."),
        "app.tabBarController": string(
            "The generated tab bar controller's class name. (default: MainTabBarController)"),
        "app.flows": .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])),
            (
                "description",
                .string(
                    "The top-level flows the app coordinator switches between: coordinators, tab bars and split views.")
            ),
        ]),
        "app.initial": string("The flow the app starts in, or \"decide\" for AppCoordinator.initialFlow()."),
        "app.tabBars": array(of: "tabBar", "Tab bars that app.flows names."),
        "app.splits": array(of: "namedSplit", "Split views that app.flows names."),
        "app.split": reference(
            "split", "A split view controller with a flow per column, collapsing to the compact column's flow."),
        "split.splitViewController": string(
            "The generated split view controller's class name. (default: MainSplitViewController)"),
        "namedSplit.name": string("The split view's name: a top-level flow; its class is <name>SplitViewController."),
        "namedSplit.splitViewController": string(
            "The generated split view controller's class name. (default: <name>SplitViewController)"),
        "tabBar.name": string("The tab bar's name: a top-level flow; its class is <name>TabBarController."),
        "tabBar.tabBarController": string(
            "The tab bar controller's class name, as in app.tabBarController. (default: <name>TabBarController)"),
        "tabBar.tabs": .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])),
            ("description", .string("The coordinators of the tabs, in order.")),
        ]),
        "coordinator.name": string("The flow's name; its class is <name>Coordinator."),
        "coordinator.start": string("The screen the flow starts with."),
        "coordinator.tab": reference("tab", "The tab bar item, for a coordinator listed in app.tabs."),
        "coordinator.result": reference("result", "What the flow hands to the screen that started it when it ends."),
        "coordinator.singleInstance": .object([
            ("type", .string("boolean")),
            (
                "description",
                .string(
                    "true: one instance at most runs in the app; an action that starts it again brings the running one "
                        + "forward (its tab selected, what is above it dismissed, back at its first screen).")
            ),
        ]),
        "coordinator.keepsState": boolean(
            "true: when the flow has been dismissed, the flow that started it keeps it, with its own screens as they "
                + "were; starting it again from there brings it back instead of a new one. (default: false)"),
        "coordinator.onRoute": choice(
            RouteArrival.allCases.map(\.rawValue),
            "What a route does while this flow is on screen: wait (a top-level flow such as login: the route opens once "
                + "the app leaves it) or reject."),
        "coordinator.decide": reference(
            "decide", "How the flow chooses its first screen when it starts: decideFirstScreen(), which you write."),
        "decide.alternatives": .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])),
            ("description", .string("The other screens the flow may start with; start is always one.")),
        ]),
        "decide.placeholder": string(
            "A screen shown while decideFirstScreen() (then async) runs; the chosen screen replaces it."),
        "decide.fallback": string("The screen the flow starts with when decideFirstScreen() (then throwing) throws."),
        "result.cases": array(of: "resultCase", "The cases of the flow's result enum."),
        "result.whenLeft": string(
            "The case (without values) handed over when the flow ends without a finish. Not in a top-level flow."),
        "resultCase.name": string("The case's name."),
        "resultCase.parameters": array(of: "parameter", "The case's values, typed like action parameters."),
        "resultCase.switchTo": string("In a top-level flow's result: the top-level flow the app switches to next."),
        "tab.title": string("The tab's title."),
        "tab.systemItem": choice(TabSystemItem.allowed, "A system tab bar item; UIKit sets its title and image."),
        "tab.image": string("An SF Symbol name for the tab's image."),
        "screen.name": string("The screen's name; its view controller is <name>ViewController."),
        "screen.style": choice(Style.allCases.map(\.rawValue), "This screen's style, if not the manifest's."),
        "screen.viewControllers": choice(
            InstantiationMode.allCases.map(\.rawValue), "How this screen is created, if not as the manifest says."),
        "screen.viewModel": .object([
            ("type", .string("boolean")),
            ("description", .string("Whether this screen has a view model, if not as the architecture says.")),
        ]),
        "screen.onRoute": choice(
            [RouteArrival.reject.rawValue],
            "reject: a route is refused while this screen is on screen, so it never dismisses it (an edit in progress)."
        ),
        "screen.linked": .object([
            ("type", .string("boolean")),
            ("description", .string("A link must open this screen: a warning names it while no route's screen is it.")),
        ]),
        "screen.shared": .object([
            ("type", .string("boolean")),
            (
                "description",
                .string(
                    "Generate this screen's navigation once, in <name>Navigation, for every flow that shows it.")
            ),
        ]),
        "screen.storyboard": reference("storyboard", "Where a storyboard screen's scene is."),
        "screen.inputs": array(of: "input", "Values the screen needs before it is shown."),
        "screen.actions": array(of: "action", "What the screen can tell its coordinator."),
        "screen.embeds": .object([
            ("type", .string("array")),
            (
                "items",
                .object([
                    (
                        "oneOf",
                        .array([
                            .object([("$ref", .string("#/$defs/embed"))]),
                            .object([("$ref", .string("#/$defs/flowEmbed"))]),
                        ])
                    )
                ])
            ),
            (
                "description",
                .string(
                    "Screens shown inside this one as child view controllers, and flows shown inside it on stacks of "
                        + "their own.")
            ),
        ]),
        "flowEmbed.flow": string(
            "The embedded flow: its stack becomes this screen's child, and this screen keeps it as long as it lives."),
        "flowEmbed.name": string("The container's property for the embedded flow's coordinator."),
        "flowEmbed.containerView": string(
            "The view the embedded flow's stack goes into. (default: <name>ContainerView)"),
        "flowEmbed.onDemand": boolean(
            "true: the container embeds the flow when your code calls show<Name>(), not when its view loads. "
                + "(default: false)"),
        "screen.messages": array(of: "message", "What this screen tells the container that embeds it."),
        "embed.screen": string("The embedded screen."),
        "embed.name": string("The container's property for the embedded view controller."),
        "embed.segue": string("The storyboard embed segue's identifier. (default: <Name>Embedding)"),
        "embed.containerView": string("The view the embedded view goes into, in code. (default: <name>ContainerView)"),
        "embed.pass": pass(
            "Fills the embedded screen's inputs: { \"input\": \"container's input\" } or { \"input\": { \"value\": \"true\" } }."
        ),
        "message.name": string("The message: didSelectMarker becomes mapViewController(_:didSelectMarker:)."),
        "message.parameters": array(of: "parameter", "The values the message carries."),
        "storyboard.name": string("The storyboard's name. (default: Main)"),
        "storyboard.identifier": string("The scene's Storyboard ID. (default: the view controller's class name)"),
        "input.name": string("The input's name: a property of the screen's base class."),
        "input.type": string("The input's Swift type, e.g. Int or [String: Int]."),
        "input.default": string("A Swift expression used when no action fills the input, e.g. \"Guest\" or 0."),
        "input.weak": flag(
            "Held weakly, for a delegate: the type is optional, and a class or a class-bound protocol."),
        "parameter.label": string("The argument label; _ for none. (default: the name)"),
        "parameter.name": string("The parameter's name."),
        "parameter.type": string("The parameter's Swift type."),
        "action.name": string("The action's name: a method of the coordinator."),
        "action.parameters": array(of: "parameter", "The action's parameters."),
        "action.protocol": string("The protocol the action belongs to (protocols style)."),
        "action.modal": .object([
            ("type", .string("boolean")), ("description", .string("With startChild: present the child flow modally.")),
        ]),
        "action.animated": .object([
            ("type", .string("boolean")), ("description", .string("false: the transition runs without animation.")),
        ]),
        "action.modalPresentationStyle": choice(
            ModalStyle.allCases.map(\.rawValue),
            "With present or a modal startChild: how the stack covers the screen; popover: the action takes `from sender:`, what it points at."
        ),
        "action.detents": .object([
            ("type", .string("array")),
            ("items", .object([("enum", .array(SheetDetent.allCases.map { JSONText.string($0.rawValue) }))])),
            ("minItems", .number(1)), ("uniqueItems", .bool(true)),
            ("description", .string("The heights a presented sheet rests at.")),
        ]),
        "action.modalTransitionStyle": choice(
            ModalTransition.allCases.map(\.rawValue), "With present or a modal startChild: how the stack comes in."),
        "action.modalInPresentation": .object([
            ("type", .string("boolean")),
            (
                "description",
                .string("With present or a modal startChild: true keeps the person from swiping the stack away.")
            ),
        ]),
        "action.compactStyle": choice(
            CompactStyle.allCases.map(\.rawValue),
            "With a present or a modal startChild as a popover, formSheet or pageSheet: how it shows where the width "
                + "is compact; UIKit's sheet when absent (popover: only with popover)."),
        "action.regularStyle": choice(
            ["fullScreen", "overFullScreen", "pageSheet", "formSheet"],
            "With a present or a modal startChild: the style where the width is regular (an iPad), chosen when it "
                + "presents; modalPresentationStyle is then the style where it is compact (an iPhone)."),
        "action.grabber": .object([
            ("type", .string("boolean")),
            (
                "description",
                .string(
                    "With a presentation that is a sheet: true shows the sheet's grabber (iOS 15). (default: false)")
            ),
        ]),
        "action.wrap": .object([
            ("type", .string("boolean")),
            (
                "description",
                .string(
                    "With present: false presents the screen itself, without a navigation controller; its actions "
                        + "may then only dismiss, close or be custom. (default: true)")
            ),
        ]),
        "action.resultTo": choice(
            ResultRecipient.allCases.map(\.rawValue),
            "On an embedded screen's startChild of a flow with a result: who hears it. (default: screen)"),
        "action.removing": .object([
            ("type", .string("array")), ("items", .object([("type", .string("string"))])), ("minItems", .number(1)),
            ("uniqueItems", .bool(true)),
            (
                "description",
                .string(
                    "On a push: the screens it takes off the flow's stack in the same change (to replace the top "
                        + "screen, name the screen the action is on).")
            ),
        ]),
        "action.runs": string(
            "On a selectTab: the action of the tab's first screen it runs there, with this action's parameters of the "
                + "same names."),
        "action.then": string(
            "On a finish: the action of the screen that started the flow, which its coordinator runs once UIKit has "
                + "removed this flow, with the values of this action's parameters of the same names."),
        "passSource.input": string("An input of the action's own screen (of the container, in an embed)."),
        "passSource.value": string("A Swift expression of the subset an input's default takes, e.g. true or \"Home\"."),
        "action.pass": pass(
            "Fills the shown screen's inputs: { \"input\": \"parameter\" }, { \"input\": { \"input\": \"own input\" } } or "
                + "{ \"input\": { \"value\": \"0\" } }."),
    ]
}

extension CoordinatorGenerator {
    /// The JSON Schema of the manifest, as `coordgen schema` prints it.
    public var manifestSchema: String {
        ManifestSchema.text(for: backends)
    }

    /// The file name `init` writes the schema to, beside the manifest, and that its `$schema` key names.
    public static let manifestSchemaFileName = ManifestSchema.fileName
}
