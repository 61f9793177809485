import Templates

/// Turns the parsed JSON into a ``Manifest``, reporting every structural problem it meets.
struct ManifestDecoder {
    /// The one manifest version this coordgen reads.
    static let supportedVersion = 1

    static let topLevelKeys = [
        "$schema", "version", "backend", "style", "viewControllers", "architecture", "access", "runtimePrefix",
        "storyboardBundle", "dependencies", "deploymentTarget", "analytics", "app", "coordinators", "screens", "routes",
        "linkTypes", "restorable",
    ]
    static let routeKeys = ["name", "patterns", "screen", "via", "entries"]
    static let entriesKeys = ["quickAction", "activity", "notification", "keys"]
    static let linkTypeKeys = ["name", "conversion"]
    static let appKeys = [
        "root", "tabs", "tabBarController", "flows", "initial", "tabBars", "split", "splits", "actions",
    ]
    static let splitKeys = ["primary", "supplementary", "secondary", "compact", "splitViewController"]
    /// An entry of `app.splits`: a split view's keys, and the name `app.flows` knows it by.
    static let namedSplitKeys = ["name"] + splitKeys
    static let tabBarKeys = ["name", "tabs", "tabBarController"]
    static let coordinatorKeys = [
        "name", "start", "tab", "result", "onRoute", "singleInstance", "keepsState", "decide",
    ]
    static let decideKeys = ["alternatives", "placeholder", "fallback"]
    static let resultKeys = ["cases", "whenLeft"]
    static let resultCaseKeys = ["name", "parameters", "switchTo"]
    static let tabKeys = ["title", "systemItem", "image"]
    static let screenKeys = [
        "name", "style", "viewControllers", "storyboard", "viewModel", "shared", "inputs", "actions", "embeds",
        "messages", "onRoute", "linked",
    ]
    static let embedKeys = ["screen", "name", "segue", "containerView", "pass"]
    /// An embed that names a `flow`: a flow on a stack of its own inside the container.
    static let flowEmbedKeys = ["flow", "name", "containerView", "onDemand"]
    static let messageKeys = ["name", "parameters"]
    static let storyboardKeys = ["name", "identifier"]
    static let inputKeys = ["name", "type", "default", "weak"]
    static let passSourceKeys = ["input", "value"]
    static let parameterKeys = ["label", "name", "type"]
    static let alertKeys = ["title", "message", "style", "textFields", "choices"]
    static let textFieldKeys = ["name", "type", "placeholder", "secure"]
    static let choiceKeys = ["title", "style", "runs", "each", "as"]
    static let textKeys = ["localized", "default", "parameter"]
    static let shareKeys = ["items", "runs", "activities"]
    static let cameraKeys = ["runs"]
    static let photoPickerKeys = ["runs", "limit", "filter"]
    static let exportFilesKeys = ["files", "runs"]
    static let printKeys = ["item", "runs"]
    static let importFilesKeys = ["types", "multiple", "runs"]
    static let safariKeys = ["url", "runs"]
    static let mailKeys = ["to", "subject", "body", "runs"]
    static let webAuthenticationKeys = ["url", "callbackScheme", "ephemeral", "runs"]
    static let chooseKeys = ["among", "fallback"]
    static let actionKeys =
        ["name", "parameters", "protocol"] + NavigationKind.keys
        + [
            "modal", "pass", "animated", "modalPresentationStyle", "detents", "modalTransitionStyle",
            "modalInPresentation", "compactStyle", "regularStyle", "grabber", "wrap",
            "resultTo", "then", "removing", "runs",
        ]
    /// An app action's keys: a screen action's, but for what only a screen has (its protocol, the result it hears, what
    /// its flow runs next, the screens it takes off, a screen presented without a stack), and with the item of the tab
    /// that runs it.
    static let appActionKeys =
        ["name", "parameters"] + NavigationKind.keys
        + [
            "modal", "pass", "animated", "modalPresentationStyle", "detents", "modalTransitionStyle",
            "modalInPresentation", "compactStyle", "regularStyle", "grabber", "runs", "tab",
        ]

    /// Decodes `root`; returns `nil` only when nothing useful can be read (not an object, or an unknown version).
    static func decode(_ root: JSONValue, sink: inout DiagnosticSink) -> Manifest? {
        guard let reader = ObjectReader(root, what: "the manifest", keys: topLevelKeys, sink: &sink) else { return nil }
        let version = reader.integer("version", sink: &sink)
        if reader.member("version") == nil {
            sink.error(Message.missingVersion(supported: supportedVersion), at: root.start)
        }
        if let version, version.value != supportedVersion {
            sink.error(Message.unsupportedVersion(version.value, supported: supportedVersion), at: version.offset)
            return nil
        }
        return Manifest(
            version: version,
            backend: reader.string("backend", sink: &sink),
            style: reader.choice("style", of: Style.self, sink: &sink)?.value ?? .manifestDefault,
            viewControllers: reader.choice("viewControllers", of: InstantiationMode.self, sink: &sink)?.value ?? .code,
            app: reader.member("app").flatMap { decodeApp($0.value, sink: &sink) },
            coordinators: (reader.array("coordinators", sink: &sink) ?? []).compactMap {
                decodeCoordinator($0, sink: &sink)
            },
            screens: (reader.array("screens", sink: &sink) ?? []).compactMap { decodeScreen($0, sink: &sink) },
            access: reader.choice("access", of: AccessLevel.self, sink: &sink),
            runtimePrefix: reader.string("runtimePrefix", sink: &sink),
            storyboardBundle: reader.choice("storyboardBundle", of: StoryboardBundle.self, sink: &sink),
            dependencies: reader.string("dependencies", sink: &sink),
            architecture: reader.choice("architecture", of: Architecture.self, sink: &sink),
            deploymentTarget: reader.string("deploymentTarget", sink: &sink),
            analytics: reader.bool("analytics", sink: &sink),
            restorable: reader.bool("restorable", sink: &sink),
            routes: (reader.array("routes", sink: &sink) ?? []).compactMap { decodeRoute($0, sink: &sink) },
            linkTypes: (reader.array("linkTypes", sink: &sink) ?? []).compactMap { decodeLinkType($0, sink: &sink) },
            offset: root.start,
            writtenKeys: WrittenKeys.keys(in: root)
        )
    }

    private static func decodeLinkType(_ value: JSONValue, sink: inout DiagnosticSink) -> LinkTypeSpec? {
        guard let reader = ObjectReader(value, what: "a link type", keys: linkTypeKeys, sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        if reader.member("conversion") == nil {
            sink.error(Message.missingKey("conversion", in: "a link type"), at: value.start)
        }
        return LinkTypeSpec(
            name: name, conversion: reader.choice("conversion", of: LinkConversion.self, sink: &sink),
            offset: value.start)
    }

    private static func decodeRoute(_ value: JSONValue, sink: inout DiagnosticSink) -> RouteSpec? {
        guard let reader = ObjectReader(value, what: "a route", keys: routeKeys, sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        if reader.member("patterns") == nil {
            sink.error(Message.missingKey("patterns", in: "a route"), at: value.start)
        }
        let strings = { (key: String, sink: inout DiagnosticSink) in
            (reader.array(key, sink: &sink) ?? []).compactMap { stringElement($0, of: key, sink: &sink) }
        }
        return RouteSpec(
            name: name, patterns: strings("patterns", &sink), screen: reader.requiredString("screen", sink: &sink),
            via: strings("via", &sink), entries: reader.member("entries").flatMap { decodeEntries($0, sink: &sink) },
            offset: value.start)
    }

    private static func decodeEntries(_ member: JSONMember, sink: inout DiagnosticSink) -> EntriesSpec? {
        guard let reader = ObjectReader(member.value, what: "'entries'", keys: entriesKeys, sink: &sink) else {
            return nil
        }
        let notification = reader.member("notification").map { stringMap($0, sink: &sink) }
        return EntriesSpec(
            quickAction: reader.string("quickAction", sink: &sink), activity: reader.string("activity", sink: &sink),
            notification: notification,
            keys: reader.member("keys").map { stringMap($0, sink: &sink) } ?? [],
            offset: member.value.start)
    }

    /// An object whose every value is a string, each entry located at its key and its value.
    private static func stringMap(
        _ member: JSONMember, sink: inout DiagnosticSink
    ) -> [(Located<String>, Located<String>)] {
        guard case .object(let entries) = member.value.kind else {
            sink.error(
                Message.wrongType(key: member.key, expected: "an object", found: member.value.kindDescription),
                at: member.value.start)
            return []
        }
        return entries.compactMap { entry in
            guard case .string(let text) = entry.value.kind else {
                sink.error(
                    Message.wrongType(key: entry.key, expected: "a string", found: entry.value.kindDescription),
                    at: entry.value.start)
                return nil
            }
            return (Located(value: entry.key, offset: entry.keyStart), Located(value: text, offset: entry.value.start))
        }
    }

    private static func decodeApp(_ value: JSONValue, sink: inout DiagnosticSink) -> AppSpec? {
        guard let reader = ObjectReader(value, what: "'app'", keys: appKeys, sink: &sink) else { return nil }
        return AppSpec(
            root: reader.string("root", sink: &sink),
            tabs: reader.array("tabs", sink: &sink).map {
                $0.compactMap { stringElement($0, of: "tabs", sink: &sink) }
            },
            tabBarController: reader.string("tabBarController", sink: &sink),
            flows: reader.array("flows", sink: &sink).map {
                $0.compactMap { stringElement($0, of: "flows", sink: &sink) }
            },
            initial: reader.string("initial", sink: &sink),
            tabBars: (reader.array("tabBars", sink: &sink) ?? []).compactMap { decodeTabBar($0, sink: &sink) },
            split: reader.member("split").flatMap { decodeSplit($0.value, sink: &sink) },
            splits: (reader.array("splits", sink: &sink) ?? []).compactMap {
                decodeSplit($0, named: true, sink: &sink)
            },
            actions: (reader.array("actions", sink: &sink) ?? []).compactMap {
                decodeAction($0, what: "an app action", keys: appActionKeys, sink: &sink)
            },
            offset: value.start
        )
    }

    /// `app.split`, or with `named` an entry of `app.splits`, which has a name.
    private static func decodeSplit(_ value: JSONValue, named: Bool = false, sink: inout DiagnosticSink) -> SplitSpec? {
        guard
            let reader = ObjectReader(
                value, what: named ? "a split view" : "'split'", keys: named ? namedSplitKeys : splitKeys, sink: &sink)
        else { return nil }
        var name: Located<String>?
        if named {
            guard let required = reader.requiredString("name", sink: &sink) else { return nil }
            name = required
        }
        return SplitSpec(
            name: name,
            primary: reader.requiredString("primary", sink: &sink),
            supplementary: reader.string("supplementary", sink: &sink),
            secondary: reader.requiredString("secondary", sink: &sink),
            compact: reader.requiredString("compact", sink: &sink),
            splitViewController: reader.string("splitViewController", sink: &sink),
            offset: value.start)
    }

    private static func decodeTabBar(_ value: JSONValue, sink: inout DiagnosticSink) -> TabBarSpec? {
        guard let reader = ObjectReader(value, what: "a tab bar", keys: tabBarKeys, sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        if reader.member("tabs") == nil {
            sink.error(Message.missingKey("tabs", in: "a tab bar"), at: value.start)
        }
        let tabs = (reader.array("tabs", sink: &sink) ?? []).compactMap { stringElement($0, of: "tabs", sink: &sink) }
        return TabBarSpec(
            name: name, tabs: tabs, tabBarController: reader.string("tabBarController", sink: &sink),
            offset: value.start)
    }

    private static func decodeCoordinator(_ value: JSONValue, sink: inout DiagnosticSink) -> CoordinatorSpec? {
        guard let reader = ObjectReader(value, what: "a coordinator", keys: coordinatorKeys, sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        return CoordinatorSpec(
            name: name, start: reader.requiredString("start", sink: &sink), tab: decodeTab(reader, sink: &sink),
            result: reader.member("result").flatMap { decodeResult($0.value, sink: &sink) },
            onRoute: reader.choice("onRoute", of: RouteArrival.self, sink: &sink),
            singleInstance: reader.bool("singleInstance", sink: &sink),
            keepsState: reader.bool("keepsState", sink: &sink),
            decide: reader.member("decide").flatMap { decodeDecide($0.value, sink: &sink) }, offset: value.start)
    }

    /// A coordinator's or an app action's `tab`: the item of its tab.
    private static func decodeTab(_ reader: ObjectReader, sink: inout DiagnosticSink) -> TabSpec? {
        guard let member = reader.member("tab"),
            let tabReader = ObjectReader(member.value, what: "a tab", keys: tabKeys, sink: &sink)
        else { return nil }
        return TabSpec(
            title: tabReader.string("title", sink: &sink), systemItem: tabReader.string("systemItem", sink: &sink),
            image: tabReader.string("image", sink: &sink), offset: member.value.start)
    }

    private static func decodeDecide(_ value: JSONValue, sink: inout DiagnosticSink) -> DecideSpec? {
        guard let reader = ObjectReader(value, what: "'decide'", keys: decideKeys, sink: &sink) else { return nil }
        return DecideSpec(
            alternatives: (reader.array("alternatives", sink: &sink) ?? []).compactMap {
                stringElement($0, of: "alternatives", sink: &sink)
            },
            placeholder: reader.string("placeholder", sink: &sink), fallback: reader.string("fallback", sink: &sink),
            offset: value.start)
    }

    private static func decodeResult(_ value: JSONValue, sink: inout DiagnosticSink) -> ResultSpec? {
        guard let reader = ObjectReader(value, what: "a result", keys: resultKeys, sink: &sink) else { return nil }
        if reader.member("cases") == nil {
            sink.error(Message.missingKey("cases", in: "a result"), at: value.start)
        }
        let cases = (reader.array("cases", sink: &sink) ?? []).compactMap { element -> ResultCaseSpec? in
            guard let caseReader = ObjectReader(element, what: "a result case", keys: resultCaseKeys, sink: &sink),
                let name = caseReader.requiredString("name", sink: &sink)
            else { return nil }
            return ResultCaseSpec(
                name: name,
                parameters: (caseReader.array("parameters", sink: &sink) ?? []).compactMap {
                    decodeParameter($0, sink: &sink)
                },
                switchTo: caseReader.string("switchTo", sink: &sink),
                offset: element.start)
        }
        return ResultSpec(cases: cases, whenLeft: reader.string("whenLeft", sink: &sink), offset: value.start)
    }

    private static func decodeScreen(_ value: JSONValue, sink: inout DiagnosticSink) -> ScreenSpec? {
        guard let reader = ObjectReader(value, what: "a screen", keys: screenKeys, sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        var storyboard: StoryboardSpec?
        if let member = reader.member("storyboard"),
            let storyboardReader = ObjectReader(member.value, what: "'storyboard'", keys: storyboardKeys, sink: &sink)
        {
            storyboard = StoryboardSpec(
                name: storyboardReader.string("name", sink: &sink),
                identifier: storyboardReader.string("identifier", sink: &sink),
                offset: member.value.start
            )
        }
        let embeds = reader.array("embeds", sink: &sink) ?? []
        return ScreenSpec(
            name: name,
            style: reader.choice("style", of: Style.self, sink: &sink),
            viewControllers: reader.choice("viewControllers", of: InstantiationMode.self, sink: &sink),
            storyboard: storyboard,
            viewModel: reader.bool("viewModel", sink: &sink),
            shared: reader.bool("shared", sink: &sink),
            inputs: (reader.array("inputs", sink: &sink) ?? []).compactMap { decodeInput($0, sink: &sink) },
            actions: (reader.array("actions", sink: &sink) ?? []).compactMap { decodeAction($0, sink: &sink) },
            embeds: embeds.filter { !isFlowEmbed($0) }.compactMap { decodeEmbed($0, sink: &sink) },
            embeddedFlows: embeds.filter(isFlowEmbed).compactMap { decodeFlowEmbed($0, sink: &sink) },
            messages: (reader.array("messages", sink: &sink) ?? []).compactMap { decodeMessage($0, sink: &sink) },
            onRoute: reader.choice("onRoute", of: RouteArrival.self, sink: &sink),
            linked: reader.bool("linked", sink: &sink),
            offset: value.start
        )
    }

    private static func decodeEmbed(_ value: JSONValue, sink: inout DiagnosticSink) -> EmbedSpec? {
        guard let reader = ObjectReader(value, what: "an embed", keys: embedKeys, sink: &sink),
            let screen = reader.requiredString("screen", sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        return EmbedSpec(
            screen: screen, name: name, segue: reader.string("segue", sink: &sink),
            containerView: reader.string("containerView", sink: &sink),
            pass: decodePass(reader.member("pass"), naming: "an input of the container", sink: &sink),
            offset: value.start)
    }

    /// Whether an entry of `embeds` names a flow rather than a screen.
    private static func isFlowEmbed(_ value: JSONValue) -> Bool {
        if case .object(let members) = value.kind { members.contains { $0.key == "flow" } } else { false }
    }

    private static func decodeFlowEmbed(_ value: JSONValue, sink: inout DiagnosticSink) -> FlowEmbedSpec? {
        guard let reader = ObjectReader(value, what: "an embedded flow", keys: flowEmbedKeys, sink: &sink),
            let flow = reader.requiredString("flow", sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        return FlowEmbedSpec(
            flow: flow, name: name, containerView: reader.string("containerView", sink: &sink),
            onDemand: reader.bool("onDemand", sink: &sink), offset: value.start)
    }

    private static func decodeMessage(_ value: JSONValue, sink: inout DiagnosticSink) -> MessageSpec? {
        guard let reader = ObjectReader(value, what: "a message", keys: messageKeys, sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        return MessageSpec(
            name: name,
            parameters: (reader.array("parameters", sink: &sink) ?? []).compactMap { decodeParameter($0, sink: &sink) },
            offset: value.start)
    }

    private static func decodeInput(_ value: JSONValue, sink: inout DiagnosticSink) -> InputSpec? {
        guard let reader = ObjectReader(value, what: "an input", keys: inputKeys, sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        return InputSpec(
            name: name,
            type: reader.requiredString("type", sink: &sink),
            defaultValue: reader.string("default", sink: &sink),
            isWeak: reader.bool("weak", sink: &sink),
            offset: value.start
        )
    }

    private static func decodeParameter(_ value: JSONValue, sink: inout DiagnosticSink) -> ParameterSpec? {
        guard let reader = ObjectReader(value, what: "a parameter", keys: parameterKeys, sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        return ParameterSpec(
            label: reader.string("label", sink: &sink),
            name: name,
            type: reader.requiredString("type", sink: &sink),
            offset: value.start
        )
    }

    /// A screen's action, or with `keys` an app action (`what` names it in messages).
    private static func decodeAction(
        _ value: JSONValue, what: String = "an action", keys: [String] = actionKeys, sink: inout DiagnosticSink
    ) -> ActionSpec? {
        guard let reader = ObjectReader(value, what: what, keys: keys, sink: &sink),
            let name = reader.requiredString("name", sink: &sink)
        else { return nil }
        var navigations: [Located<NavigationSpec>] = []
        var finishCase: Located<String>?
        for (kind, key) in NavigationKind.keyed {
            guard let member = reader.member(key) else { continue }
            let navigation: NavigationSpec?
            switch kind.value {
            case .flagOrResultCase where member.value.isString:
                finishCase = reader.string(kind.key, sink: &sink)
                navigation = finishCase.flatMap { _ in NavigationSpec(kind) }
            case .screen, .coordinator, .topLevelFlow, .tab:
                navigation = reader.string(kind.key, sink: &sink).flatMap { NavigationSpec(kind, to: $0) }
            case .flag, .flagOrResultCase:
                navigation = flag(kind, reader: reader, sink: &sink)
            case .screens:
                navigation = reader.array(kind.key, sink: &sink).map { elements in
                    .setStack(elements.compactMap { stringElement($0, of: kind.key, sink: &sink) })
                }
            case .alert:
                navigation = decodeAlert(member, sink: &sink).map { .alert($0) }
            case .share:
                navigation = decodeShare(member, sink: &sink).map { .share($0) }
            case .camera:
                navigation = decodeCamera(member, sink: &sink).map { .camera($0) }
            case .photoPicker:
                navigation = decodePhotoPicker(member, sink: &sink).map { .photoPicker($0) }
            case .exportFiles:
                navigation = decodeExportFiles(member, sink: &sink).map { .exportFiles($0) }
            case .importFiles:
                navigation = decodeImportFiles(member, sink: &sink).map { .importFiles($0) }
            case .safari:
                navigation = decodeSafari(member, sink: &sink).map { .safari($0) }
            case .choice:
                navigation = decodeChoose(member, sink: &sink).map { .choose($0) }
            case .mail:
                navigation = decodeMail(member, sink: &sink).map { .mail($0) }
            case .webAuthentication:
                navigation = decodeWebAuthentication(member, sink: &sink).map { .webAuthentication($0) }
            case .print:
                navigation = decodePrint(member, sink: &sink).map { .print($0) }
            }
            if let navigation {
                navigations.append(Located(value: navigation, offset: member.keyStart))
            }
        }
        let passMember = reader.member("pass")
        let pass = decodePass(passMember, sink: &sink)
        return ActionSpec(
            name: name,
            parameters: (reader.array("parameters", sink: &sink) ?? []).compactMap { decodeParameter($0, sink: &sink) },
            protocolName: reader.string("protocol", sink: &sink),
            navigations: navigations,
            pass: pass,
            passOffset: passMember?.keyStart,
            modal: reader.bool("modal", sink: &sink),
            finishCase: finishCase,
            animated: reader.bool("animated", sink: &sink),
            modalPresentationStyle: reader.choice("modalPresentationStyle", of: ModalStyle.self, sink: &sink),
            detents: decodeDetents(reader, sink: &sink),
            modalTransitionStyle: reader.choice("modalTransitionStyle", of: ModalTransition.self, sink: &sink),
            modalInPresentation: reader.bool("modalInPresentation", sink: &sink),
            compactStyle: reader.choice("compactStyle", of: CompactStyle.self, sink: &sink),
            regularStyle: reader.choice("regularStyle", of: ModalStyle.self, sink: &sink),
            grabber: reader.bool("grabber", sink: &sink),
            wrap: reader.bool("wrap", sink: &sink),
            resultTo: reader.choice("resultTo", of: ResultRecipient.self, sink: &sink),
            then: reader.string("then", sink: &sink),
            removing: decodeRemoving(reader, sink: &sink),
            runs: reader.string("runs", sink: &sink),
            tab: decodeTab(reader, sink: &sink),
            offset: value.start
        )
    }

    /// `pass`: an object whose entries name a source by a string (a parameter of an action, an input of a container),
    /// or are `{ "input": "name" }` (an input of the action's own screen, or of the container) or `{ "value": "…" }`
    /// (a Swift expression).
    private static func decodePass(
        _ member: JSONMember?, naming source: String = "a parameter", sink: inout DiagnosticSink
    ) -> [PassSpec] {
        guard let member else { return [] }
        guard case .object(let entries) = member.value.kind else {
            sink.error(
                Message.wrongType(key: "pass", expected: "an object", found: member.value.kindDescription),
                at: member.value.start)
            return []
        }
        var pass: [PassSpec] = []
        for entry in entries {
            let input = Located(value: entry.key, offset: entry.keyStart)
            switch entry.value.kind {
            case .string(let name):
                pass.append(PassSpec(input: input, source: .named(Located(value: name, offset: entry.value.start))))
            case .object:
                guard
                    let reader = ObjectReader(
                        entry.value, what: "a 'pass' entry", keys: passSourceKeys, sink: &sink)
                else { continue }
                guard (reader.member("input") == nil) != (reader.member("value") == nil) else {
                    sink.error(Message.passSourceKeys(entry.key), at: entry.value.start)
                    continue
                }
                if let named = reader.string("input", sink: &sink) {
                    pass.append(PassSpec(input: input, source: .input(named)))
                } else if let value = reader.string("value", sink: &sink) {
                    pass.append(PassSpec(input: input, source: .value(value)))
                }
            default:
                sink.error(
                    Message.wrongType(
                        key: entry.key, expected: "a string naming \(source), or an object with 'input' or 'value'",
                        found: entry.value.kindDescription),
                    at: entry.value.start)
            }
        }
        return pass
    }

    /// `detents`: a non-empty array of sheet detents, located at its key.
    private static func decodeDetents(_ reader: ObjectReader, sink: inout DiagnosticSink) -> Located<
        [Located<SheetDetent>]
    >? {
        guard let member = reader.member("detents"), let elements = reader.array("detents", sink: &sink) else {
            return nil
        }
        if elements.isEmpty {
            sink.error(Message.emptyDetents, at: member.value.start)
        }
        let detents = elements.compactMap { element in
            stringElement(element, of: "detents", sink: &sink).flatMap {
                ObjectReader.choice($0, for: "detents", of: SheetDetent.self, sink: &sink)
            }
        }
        return Located(value: detents, offset: member.keyStart)
    }

    /// `removing`: a non-empty array of screen names, located at its key.
    private static func decodeRemoving(_ reader: ObjectReader, sink: inout DiagnosticSink) -> Located<
        [Located<String>]
    >? {
        guard let member = reader.member("removing"), let elements = reader.array("removing", sink: &sink) else {
            return nil
        }
        if elements.isEmpty {
            sink.error(Message.emptyRemoving, at: member.value.start)
        }
        let names = elements.compactMap { stringElement($0, of: "removing", sink: &sink) }
        return Located(value: names, offset: member.keyStart)
    }

    /// `alert`: an object with its title, message and style, its text fields, and a non-empty list of choices.
    private static func decodeAlert(_ member: JSONMember, sink: inout DiagnosticSink) -> AlertSpec? {
        guard let reader = ObjectReader(member.value, what: "an alert", keys: alertKeys, sink: &sink) else {
            return nil
        }
        guard let choices = reader.member("choices") else {
            // The action still shows an alert, so that only this is reported.
            sink.error(Message.missingKey("choices", in: "an alert"), at: member.value.start)
            return AlertSpec(textFields: [], choices: Located(value: [], offset: member.keyStart))
        }
        guard let elements = reader.array("choices", sink: &sink) else { return nil }
        if elements.isEmpty {
            sink.error(Message.emptyChoices, at: choices.value.start)
        }
        let fields = (reader.array("textFields", sink: &sink) ?? []).compactMap { value -> TextFieldSpec? in
            guard let field = ObjectReader(value, what: "a text field", keys: textFieldKeys, sink: &sink),
                let name = field.requiredString("name", sink: &sink)
            else { return nil }
            return TextFieldSpec(
                name: name, placeholder: text("placeholder", of: field, sink: &sink),
                secure: field.bool("secure", sink: &sink),
                type: field.choice("type", of: TextFieldValue.self, sink: &sink),
                offset: value.start)
        }
        let decoded = elements.compactMap { value -> ChoiceSpec? in
            guard let choice = ObjectReader(value, what: "a choice", keys: choiceKeys, sink: &sink) else { return nil }
            let style = choice.choice("style", of: ChoiceStyle.self, sink: &sink)
            let runs = choice.string("runs", sink: &sink)
            let each = choice.string("each", sink: &sink)
            let element = choice.string("as", sink: &sink)
            switch (each, element) {
            case (let list?, let element?):
                if let title = choice.member("title") {
                    sink.error(Message.eachChoiceWithTitle, at: title.keyStart)
                }
                return ChoiceSpec(
                    title: Located(value: .parameter(element), offset: element.offset), style: style, runs: runs,
                    each: EachSpec(list: list, element: element), offset: value.start)
            case (_?, nil):
                sink.error(Message.missingKey("as", in: "a choice with 'each'"), at: value.start)
                return nil
            case (nil, let element?):
                // A choice of its own all the same, when it has a title: the rules about fixed choices still see it.
                sink.error(Message.asWithoutEach, at: element.offset)
                guard choice.member("title") != nil else { return nil }
                return text("title", of: choice, sink: &sink).map {
                    ChoiceSpec(title: $0, style: style, runs: runs, offset: value.start)
                }
            case (nil, nil):
                guard choice.member("title") != nil else {
                    sink.error(Message.missingKey("title", in: "a choice"), at: value.start)
                    return nil
                }
                guard let title = text("title", of: choice, sink: &sink) else { return nil }
                return ChoiceSpec(title: title, style: style, runs: runs, offset: value.start)
            }
        }
        return AlertSpec(
            title: text("title", of: reader, sink: &sink), message: text("message", of: reader, sink: &sink),
            style: reader.choice("style", of: AlertStyle.self, sink: &sink), textFields: fields,
            choices: Located(value: decoded, offset: choices.keyStart))
    }

    /// A text an alert shows, at `key`: a string, `{ "localized": key, "default": text }`, or
    /// `{ "parameter": name }`.
    private static func text(_ key: String, of reader: ObjectReader, sink: inout DiagnosticSink) -> Located<TextSpec>? {
        guard let member = reader.member(key) else { return nil }
        switch member.value.kind {
        case .string(let text):
            return Located(value: .literal(text), offset: member.value.start)
        case .object:
            guard let object = ObjectReader(member.value, what: "a text", keys: textKeys, sink: &sink) else {
                return nil
            }
            let localized = object.string("localized", sink: &sink)
            let parameter = object.string("parameter", sink: &sink)
            let defaultValue = object.string("default", sink: &sink)
            switch (localized, parameter) {
            case (let localized?, nil):
                if localized.value.isEmpty {
                    sink.error(Message.emptyValue("localized"), at: localized.offset)
                }
                return Located(
                    value: .localized(key: localized, defaultValue: defaultValue), offset: member.value.start)
            case (nil, let parameter?):
                if let defaultValue {
                    sink.error(Message.defaultWithoutLocalizedKey, at: defaultValue.offset)
                }
                return Located(value: .parameter(parameter), offset: member.value.start)
            default:
                sink.error(Message.textNeedsOneSource(key), at: member.value.start)
                return nil
            }
        default:
            sink.error(
                Message.wrongType(key: key, expected: "a string or an object", found: member.value.kindDescription),
                at: member.value.start)
            return nil
        }
    }

    /// `share`: the parameters shared, a non-empty list, and the action run when the sheet has gone.
    private static func decodeShare(_ member: JSONMember, sink: inout DiagnosticSink) -> ShareSpec? {
        guard let reader = ObjectReader(member.value, what: "a share sheet", keys: shareKeys, sink: &sink) else {
            return nil
        }
        guard let items = reader.member("items") else {
            sink.error(Message.missingKey("items", in: "a share sheet"), at: member.value.start)
            return ShareSpec(items: Located(value: [], offset: member.keyStart))
        }
        guard let elements = reader.array("items", sink: &sink) else { return nil }
        if elements.isEmpty {
            sink.error(Message.emptyShareItems, at: items.value.start)
        }
        return ShareSpec(
            items: Located(
                value: elements.compactMap { stringElement($0, of: "items", sink: &sink) }, offset: items.keyStart),
            runs: reader.string("runs", sink: &sink), activities: reader.string("activities", sink: &sink))
    }

    private static func decodeCamera(_ member: JSONMember, sink: inout DiagnosticSink) -> CameraSpec? {
        guard let reader = ObjectReader(member.value, what: "the camera", keys: cameraKeys, sink: &sink) else {
            return nil
        }
        return CameraSpec(runs: reader.requiredString("runs", sink: &sink))
    }

    private static func decodePhotoPicker(_ member: JSONMember, sink: inout DiagnosticSink) -> PhotoPickerSpec? {
        guard let reader = ObjectReader(member.value, what: "the photo picker", keys: photoPickerKeys, sink: &sink)
        else { return nil }
        return PhotoPickerSpec(
            runs: reader.requiredString("runs", sink: &sink), limit: reader.integer("limit", sink: &sink),
            filter: reader.choice("filter", of: PhotoFilter.self, sink: &sink))
    }

    private static func decodeExportFiles(_ member: JSONMember, sink: inout DiagnosticSink) -> ExportFilesSpec? {
        guard let reader = ObjectReader(member.value, what: "an export", keys: exportFilesKeys, sink: &sink) else {
            return nil
        }
        return ExportFilesSpec(
            files: reader.requiredString("files", sink: &sink), runs: reader.requiredString("runs", sink: &sink))
    }

    /// `print`: the parameter that holds what is printed, and the action run when the options have gone.
    private static func decodePrint(_ member: JSONMember, sink: inout DiagnosticSink) -> PrintSpec? {
        guard let reader = ObjectReader(member.value, what: "a print job", keys: printKeys, sink: &sink) else {
            return nil
        }
        return PrintSpec(item: reader.requiredString("item", sink: &sink), runs: reader.string("runs", sink: &sink))
    }

    /// `importFiles`: the types of the files to open, a non-empty list, whether several may be picked, and the action
    /// run when the picker has gone.
    private static func decodeImportFiles(_ member: JSONMember, sink: inout DiagnosticSink) -> ImportFilesSpec? {
        guard let reader = ObjectReader(member.value, what: "an import", keys: importFilesKeys, sink: &sink) else {
            return nil
        }
        var types: Located<[Located<String>]>?
        if let typesMember = reader.member("types") {
            if let elements = reader.array("types", sink: &sink) {
                if elements.isEmpty {
                    sink.error(Message.emptyImportTypes, at: typesMember.value.start)
                }
                types = Located(
                    value: elements.compactMap { stringElement($0, of: "types", sink: &sink) },
                    offset: typesMember.keyStart)
            }
        } else {
            sink.error(Message.missingKey("types", in: "an import"), at: member.value.start)
        }
        return ImportFilesSpec(
            types: types, multiple: reader.bool("multiple", sink: &sink),
            runs: reader.requiredString("runs", sink: &sink))
    }

    private static func decodeSafari(_ member: JSONMember, sink: inout DiagnosticSink) -> SafariSpec? {
        guard let reader = ObjectReader(member.value, what: "a web page", keys: safariKeys, sink: &sink) else {
            return nil
        }
        return SafariSpec(url: reader.requiredString("url", sink: &sink), runs: reader.string("runs", sink: &sink))
    }

    private static func decodeChoose(_ member: JSONMember, sink: inout DiagnosticSink) -> ChooseSpec? {
        guard let reader = ObjectReader(member.value, what: "a choice", keys: chooseKeys, sink: &sink) else {
            return nil
        }
        guard let among = reader.member("among") else {
            sink.error(Message.missingKey("among", in: "a choice"), at: member.value.start)
            return nil
        }
        let names = (reader.array("among", sink: &sink) ?? []).compactMap {
            stringElement($0, of: "among", sink: &sink)
        }
        return ChooseSpec(
            among: Located(value: names, offset: among.keyStart), fallback: reader.string("fallback", sink: &sink))
    }

    private static func decodeMail(_ member: JSONMember, sink: inout DiagnosticSink) -> MailSpec? {
        guard let reader = ObjectReader(member.value, what: "a mail", keys: mailKeys, sink: &sink) else {
            return nil
        }
        return MailSpec(
            to: reader.string("to", sink: &sink), subject: reader.string("subject", sink: &sink),
            body: reader.string("body", sink: &sink), runs: reader.string("runs", sink: &sink))
    }

    private static func decodeWebAuthentication(
        _ member: JSONMember, sink: inout DiagnosticSink
    ) -> WebAuthenticationSpec? {
        guard
            let reader = ObjectReader(member.value, what: "a web sign-in", keys: webAuthenticationKeys, sink: &sink)
        else { return nil }
        return WebAuthenticationSpec(
            url: reader.requiredString("url", sink: &sink),
            callbackScheme: reader.string("callbackScheme", sink: &sink),
            ephemeral: reader.bool("ephemeral", sink: &sink), runs: reader.requiredString("runs", sink: &sink))
    }

    /// A navigation written as `"pop": true`.
    private static func flag(_ kind: NavigationKind, reader: ObjectReader, sink: inout DiagnosticSink)
        -> NavigationSpec?
    {
        guard let value = reader.bool(kind.key, sink: &sink) else { return nil }
        guard value.value else {
            sink.error(Message.navigationFlagFalse(kind.key), at: value.offset)
            return nil
        }
        return NavigationSpec(kind)
    }

    private static func stringElement(_ value: JSONValue, of key: String, sink: inout DiagnosticSink) -> Located<
        String
    >? {
        guard case .string(let text) = value.kind else {
            sink.error(
                Message.wrongElementType(in: key, expected: "a string", found: value.kindDescription), at: value.start)
            return nil
        }
        return Located(value: text, offset: value.start)
    }
}

// MARK: Messages

extension Message {
    static func wrongElementType(in key: String, expected: String, found: String) -> Message {
        Message(.wrongElementType, "each entry of '\(key)' must be \(expected), not \(found)")
    }

    static func missingVersion(supported: Int) -> Message {
        Message(.missingVersion, "the manifest needs a 'version'; add \"version\": \(supported)")
    }

    static func unsupportedVersion(_ version: Int, supported: Int) -> Message {
        Message(
            .unsupportedVersion,
            "manifest version \(version) is not supported; this coordgen reads version \(supported)")
    }

    static func navigationFlagFalse(_ key: String) -> Message {
        Message(.navigationFlagFalse, "'\(key)' can only be true; remove it if the action does not \(key)")
    }

    static let emptyDetents = Message(
        .emptyDetents, "'detents' is empty; list 'medium', 'large' or both, or leave it out for UIKit's default (large)"
    )

    static func passSourceKeys(_ input: String) -> Message {
        Message(
            .passSourceKeys,
            "the 'pass' entry for '\(input)' takes exactly one of 'input' (an input of the screen) and 'value' (a Swift "
                + "expression)")
    }

    static let emptyChoices = Message(
        .emptyChoices, "'choices' is empty; an alert needs at least one choice, or the person cannot close it")

    static let emptyShareItems = Message(
        .emptyShareItems, "'items' is empty; name the parameters of the action that the share sheet shares")

    static let emptyImportTypes = Message(
        .emptyImportTypes,
        "'types' is empty; name the uniform types of the files the person may open, such as \"com.adobe.pdf\"")

    static let emptyRemoving = Message(
        .emptyRemoving, "'removing' is empty; name the screens the push takes off the stack, or remove it")

    static func textNeedsOneSource(_ key: String) -> Message {
        Message(
            .textNeedsOneSource,
            "'\(key)' is a string, or an object with either 'localized' (a key of the app's localized strings, with "
                + "an optional 'default') or 'parameter' (the action's String parameter that gives it)")
    }

    static let eachChoiceWithTitle = Message(
        .eachChoiceWithTitle, "a choice with 'each' is titled by each element of the list; remove its 'title'")

    static let asWithoutEach = Message(
        .asWithoutEach, "'as' names each element of a choice's 'each' list; add 'each', or remove 'as'")

    static let defaultWithoutLocalizedKey = Message(
        .defaultWithoutLocalizedKey,
        "'default' is the text shown for a 'localized' key the app's strings lack; a 'parameter' has none, remove it")
}
