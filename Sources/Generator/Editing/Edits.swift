extension CoordinatorGenerator {
    /// The manifest with a new screen, and the action and coordinator that reach it when asked.
    ///
    /// Checks the request, splices the new entries in, and validates the result; on any problem it returns a
    /// failure and no bytes, so the caller leaves the file untouched.
    public func addingScreen(
        _ request: AddScreenRequest, to bytes: [UInt8], path: String
    ) -> Result<EditResult, EditFailure> {
        edit(bytes, path: path) { editor throws(EditFailure) in
            try checkNewScreen(request.name, inputs: request.inputs, editor: editor)
            let coordinatorExists = editor.model.coordinator(named: request.coordinator) != nil
            switch (coordinatorExists, request.createsCoordinator) {
            case (true, false):
                break
            case (true, true):
                throw .request(Message.coordinatorExists(request.coordinator))
            case (false, false):
                let known = editor.model.coordinators.map(\.name)
                throw .request(Message.unknownCoordinatorForScreen(request.coordinator, known: known))
            case (false, true):
                try checkNewTypeName(request.coordinator, kind: "coordinator")
            }
            var newCoordinator: String? = coordinatorExists ? nil : request.coordinator
            if let action = request.action {
                guard coordinatorExists else {
                    throw .request(Message.newCoordinatorCannotShow(request.coordinator, screen: action.screen))
                }
                try checkNewAction(action, in: request.coordinator, editor: editor)
                let key: String
                let destination: String
                switch request.navigation {
                case .push:
                    (key, destination) = ("push", request.name)
                case .present:
                    (key, destination) = ("present", request.name)
                case .startChild(let child):
                    guard editor.model.coordinator(named: child) == nil else {
                        throw .request(Message.childCoordinatorExists(child, start: request.name))
                    }
                    try checkNewTypeName(child, kind: "coordinator")
                    newCoordinator = child
                    (key, destination) = ("startChild", child)
                }
                if request.modal, key != "startChild" {
                    throw .request(Message.modalWithoutStartChild)
                }
                if !request.wraps, key != "present" {
                    throw .request(Message.wrapWithoutPresent(navigation: key))
                }
                let entry = actionEntry(
                    action, key: key, destination: destination, modal: request.modal, wraps: request.wraps,
                    inputs: request.inputs)
                try add(entry, toActionsOf: action.screen, editor: &editor)
            }
            var screen: [(String, JSONText)] = [("name", .string(request.name))]
            if let style = request.style {
                screen.append(("style", .string(style.rawValue)))
            }
            if request.swiftUI {
                screen.append(("viewControllers", .string(InstantiationMode.swiftUI.rawValue)))
            }
            if !request.inputs.isEmpty {
                screen.append(("inputs", .array(request.inputs.map(inputEntry))))
            }
            if let newCoordinator {
                editor.append(
                    .object([("name", .string(newCoordinator)), ("start", .string(request.name))]),
                    toTopLevel: "coordinators")
            }
            editor.append(.object(screen), toTopLevel: "screens")
        }
    }

    /// The manifest with a new coordinator, its start screen when that is new, and how the flow is started.
    public func addingCoordinator(
        _ request: AddCoordinatorRequest, to bytes: [UInt8], path: String
    ) -> Result<EditResult, EditFailure> {
        edit(bytes, path: path) { editor throws(EditFailure) in
            guard editor.model.coordinator(named: request.name) == nil else {
                throw .request(Message.coordinatorExists(request.name))
            }
            try checkNewTypeName(request.name, kind: "coordinator")
            let startExists = editor.model.screen(named: request.start) != nil
            if startExists {
                if !request.startInputs.isEmpty {
                    throw .request(Message.inputsForExistingScreen(request.start))
                }
            } else {
                try checkNewScreen(request.start, inputs: request.startInputs, editor: editor)
            }
            if let action = request.action {
                guard editor.model.screen(named: action.screen) != nil else {
                    throw .request(
                        Message.unknownReference(
                            action.screen, kind: "screen", known: editor.model.screens.map(\.name)))
                }
                let parents = editor.model.coordinators.filter { $0.screens.contains(action.screen) }
                guard let parent = parents.first else {
                    throw .request(Message.screenShownByNoCoordinator(action.screen))
                }
                try checkNewAction(action, in: parent.name, editor: editor)
                let inputs =
                    startExists
                    ? (editor.model.screen(named: request.start)?.inputs ?? []).map { input in
                        InputRequest(name: input.name, type: input.type.canonical, defaultValue: input.defaultValue)
                    }
                    : request.startInputs
                let entry = actionEntry(
                    action, key: (request.column?.navigation ?? .startChild).key,
                    destination: request.name, modal: request.modal, inputs: inputs)
                try add(entry, toActionsOf: action.screen, editor: &editor)
            } else if request.modal {
                throw .request(Message.modalNeedsAction)
            }
            var coordinator: [(String, JSONText)] = [
                ("name", .string(request.name)), ("start", .string(request.start)),
            ]
            if let tab = request.tab {
                guard let app = editor.app, editor.member("tabs", of: app) != nil else {
                    let hasFlows = editor.app.flatMap { editor.member("flows", of: $0) } != nil
                    let hasSplit = editor.app.flatMap { editor.member("split", of: $0) } != nil
                    throw .request(Message.tabNeedsTabsApp(hasFlows ? .flows : hasSplit ? .split : .root))
                }
                var item: [(String, JSONText)] = [("title", .string(tab.title))]
                if let systemItem = tab.systemItem { item.append(("systemItem", .string(systemItem))) }
                if let image = tab.image { item.append(("image", .string(image))) }
                coordinator.append(("tab", .object(item)))
                editor.append(.string(request.name), toArray: "tabs", of: app)
            }
            if let result = request.result {
                coordinator.append(("result", resultEntry(result)))
            }
            editor.append(.object(coordinator), toTopLevel: "coordinators")
            if !startExists {
                var screen: [(String, JSONText)] = [("name", .string(request.start))]
                if !request.startInputs.isEmpty {
                    screen.append(("inputs", .array(request.startInputs.map(inputEntry))))
                }
                editor.append(.object(screen), toTopLevel: "screens")
            }
        }
    }

    // MARK: Shared steps

    private func edit(
        _ bytes: [UInt8], path: String, _ body: (inout ManifestEditor) throws(EditFailure) -> Void
    ) -> Result<EditResult, EditFailure> {
        do {
            var editor = try ManifestEditor(bytes: bytes, path: path, backends: backends)
            try body(&editor)
            let edited = editor.result()
            let diagnostics = validate(manifest: edited, path: path)
            guard !diagnostics.contains(where: { $0.severity == .error }) else {
                return .failure(.invalidResult(diagnostics.filter { $0.severity == .error }))
            }
            return .success(EditResult(manifest: edited, diagnostics: diagnostics))
        } catch {
            return .failure(error)
        }
    }

    private func checkNewTypeName(_ name: String, kind: String) throws(EditFailure) {
        if let message = SwiftNames.typeNameProblem(name, kind: kind) {
            throw .request(message)
        }
    }

    private func checkNewScreen(_ name: String, inputs: [InputRequest], editor: ManifestEditor)
        throws(EditFailure)
    {
        try checkNewTypeName(name, kind: "screen")
        if let existing = editor.manifest.screens.first(where: { $0.name.value == name }) {
            let line = editor.source.location(of: existing.name.offset).line
            throw .request(Message.duplicateName(name, kind: "screen", firstLine: line))
        }
        for input in inputs {
            if let problem = SwiftNames.identifierProblem(input.name) {
                throw .request(Message.invalidName(input.name, kind: "input", problem: problem))
            }
            if case .failure(let error) = SwiftType.parse(input.type) {
                throw .request(Message.invalidType(input.type, reason: error.reason))
            }
        }
    }

    private func checkNewAction(_ action: ActionRequest, in coordinator: String, editor: ManifestEditor)
        throws(EditFailure)
    {
        guard let screen = editor.model.screen(named: action.screen) else {
            throw .request(
                Message.unknownReference(
                    action.screen, kind: "screen",
                    known: editor.model.screens.map(\.name)))
        }
        guard editor.model.coordinator(named: coordinator)?.screens.contains(action.screen) == true else {
            throw .request(Message.screenNotShownBy(action.screen, coordinator: coordinator))
        }
        if let problem = SwiftNames.identifierProblem(action.name) {
            throw .request(Message.invalidName(action.name, kind: "action", problem: problem))
        }
        if screen.actions.contains(where: { $0.name == action.name }) {
            throw .request(Message.actionExists(action.name, screen: action.screen))
        }
        for parameter in action.parameters {
            if case .failure(let error) = SwiftType.parse(parameter.type) {
                throw .request(Message.invalidType(parameter.type, reason: error.reason))
            }
        }
    }

    /// The action's JSON; without explicit parameters, one parameter per input that has no default.
    private func actionEntry(
        _ action: ActionRequest, key: String, destination: String, modal: Bool, wraps: Bool = true,
        inputs: [InputRequest]
    ) -> JSONText {
        var members: [(String, JSONText)] = [("name", .string(action.name))]
        if let protocolName = action.protocolName {
            members.append(("protocol", .string(protocolName)))
        }
        let parameters =
            action.parameters.isEmpty
            ? inputs.filter { $0.defaultValue == nil }.map {
                ParameterRequest(label: nil, name: $0.name, type: $0.type)
            }
            : action.parameters
        if !parameters.isEmpty {
            members.append(
                (
                    "parameters",
                    .array(
                        parameters.map { parameter in
                            var entry: [(String, JSONText)] = []
                            if let label = parameter.label {
                                entry.append(("label", .string(label)))
                            }
                            entry += [("name", .string(parameter.name)), ("type", .string(parameter.type))]
                            return .object(entry)
                        })
                ))
        }
        members.append((key, .string(destination)))
        if modal {
            members.append(("modal", .bool(true)))
        }
        if !wraps {
            members.append(("wrap", .bool(false)))
        }
        return .object(members)
    }

    /// `{ "cases": [ … ], "whenLeft": … }`; a case's value is named like the case.
    private func resultEntry(_ result: ResultRequest) -> JSONText {
        let cases: [JSONText] = result.cases.map { resultCase in
            var entry: [(String, JSONText)] = [("name", .string(resultCase.name))]
            if let type = resultCase.valueType {
                entry.append(
                    ("parameters", .array([.object([("name", .string(resultCase.name)), ("type", .string(type))])])))
            }
            return .object(entry)
        }
        return .object([("cases", .array(cases)), ("whenLeft", .string(result.whenLeft))])
    }

    private func inputEntry(_ input: InputRequest) -> JSONText {
        var entry: [(String, JSONText)] = [("name", .string(input.name)), ("type", .string(input.type))]
        if let defaultValue = input.defaultValue {
            entry.append(("default", .string(defaultValue)))
        }
        return .object(entry)
    }

    private func add(_ action: JSONText, toActionsOf screen: String, editor: inout ManifestEditor)
        throws(EditFailure)
    {
        guard let object = editor.entry(named: screen, in: "screens") else {
            throw .request(Message.unknownReference(screen, kind: "screen", known: editor.model.screens.map(\.name)))
        }
        editor.append(action, toArray: "actions", of: object)
    }
}

// MARK: Messages

extension Message {
    /// How an app starts, as `tabNeedsTabsApp` names it.
    enum AppShapeName {
        case root, split, flows
    }

    static func newCoordinatorCannotShow(_ coordinator: String, screen: String) -> Message {
        Message(
            .newCoordinatorCannotShow,
            "the new coordinator '\(coordinator)' starts at the new screen, so it does not show '\(screen)'; --coordinator "
                + "names the flow that shows --from")
    }

    static func unknownCoordinatorForScreen(_ name: String, known: [String]) -> Message {
        Message(.unknownCoordinatorForScreen) {
            let suggestion = Suggestions.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
            return
                "no coordinator named '\(name)'\(suggestion) (--new-coordinator creates it, starting at the new screen)"
        }
    }

    static func childCoordinatorExists(_ child: String, start: String) -> Message {
        Message(
            .childCoordinatorExists,
            "coordinator '\(child)' already exists; --start-child creates a new flow that starts at '\(start)'")
    }

    static func coordinatorExists(_ name: String) -> Message {
        Message(.coordinatorExists, "a coordinator named '\(name)' already exists")
    }

    static func inputsForExistingScreen(_ screen: String) -> Message {
        Message(.inputsForExistingScreen, "screen '\(screen)' exists already; --input adds inputs only to a new screen")
    }

    static func screenShownByNoCoordinator(_ screen: String) -> Message {
        Message(
            .screenShownByNoCoordinator,
            "screen '\(screen)' is not shown by any coordinator, so nothing could run its action")
    }

    static let modalNeedsAction = Message(
        .modalNeedsAction, "--modal needs --from and --action: it says how that action starts the flow")

    static func tabNeedsTabsApp(_ shape: AppShapeName) -> Message {
        Message(.tabNeedsTabsApp) {
            switch shape {
            case .flows:
                "--tab needs an app with 'tabs'; this manifest's app has top-level flows, so add the coordinator to a "
                    + "tab bar's 'tabs' in app.tabBars"
            case .split: "--tab needs an app with tabs; this manifest's app is a split view, which has no tabs"
            case .root: "--tab needs an app with tabs; this manifest's app has a root coordinator"
            }
        }
    }

    static func screenNotShownBy(_ screen: String, coordinator: String) -> Message {
        Message(.screenNotShownBy, "screen '\(screen)' is not shown by coordinator '\(coordinator)'")
    }

    static func actionExists(_ action: String, screen: String) -> Message {
        Message(.actionExists, "screen '\(screen)' already has an action named '\(action)'")
    }
}
