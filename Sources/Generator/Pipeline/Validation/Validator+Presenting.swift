/// The rules of what UIKit presents for a screen: alerts (what UIKit refuses: a second cancel choice, text fields in an
/// action sheet), share sheets and popovers, whose sender the screen passes, and that the action each runs when it has
/// gone is one of the same screen whose parameters it can fill.
extension Validator {
    /// Whether `action` shows an action sheet.
    static func isActionSheet(_ action: ActionSpec) -> Bool {
        action.navigations.contains { navigation in
            if case .alert(let alert) = navigation.value { alert.style?.value == .actionSheet } else { false }
        }
    }

    /// Whether `action` takes the sender its popover points at: it shows a share sheet or the print options, presents
    /// a popover, or shows an action sheet, when `actionSheets` point at their sender as UIKit's do on iPad.
    static func takesSender(_ action: ActionSpec, actionSheets: Bool) -> Bool {
        (actionSheets && isActionSheet(action)) || action.modalPresentationStyle?.value == .popover
            || action.navigations.contains {
                switch $0.value {
                case .share, .print: true
                default: false
                }
            }
    }

    /// Whether `action` takes the sender its popover points at, in this back end.
    func takesSender(_ action: ActionSpec) -> Bool {
        Self.takesSender(action, actionSheets: backend.actionSheetTakesSender)
    }

    mutating func checkShare(_ share: ShareSpec, of action: ActionSpec, on screen: ScreenSpec, at offset: Int) {
        checkSender(of: action, on: screen, at: offset)
        let parameters = action.parameters.map(\.name.value)
        for item in share.items.value {
            guard let parameter = action.parameters.first(where: { $0.name.value == item.value }) else {
                sink.error(
                    Message.shareItemNotParameter(item.value, action: action.name.value, known: parameters),
                    at: item.offset)
                continue
            }
            // `[link]` as `[Any]` would share "nil" or "Optional(…)", and Swift warns of the coercion.
            if let type = parameter.type, case .success(.optional) = types.parse(type.value) {
                sink.error(Message.shareItemOptional(item.value, type: type.value), at: item.offset)
            }
        }
        checkInput(
            share.activities, key: "activities", of: action, type: "[\(backend.activityType)]",
            holding: "the app's own activities")
        checkRun(
            share.runs, of: action, on: screen, by: ("the share sheet", "share"),
            giving: SystemPresentation.shareResults,
            mismatch: { Message.shareResultType($0, type: $1, expected: $2, action: $3) },
            unfilled: { Message.shareResultUnfilled($0, action: $1, share: action.name.value) })
    }

    /// What a presentation gives the action it runs, by parameter name: the type each value has, and the diagnostic when
    /// the parameter has another type.
    typealias GivenValues = [String: (type: String, mismatch: (ParameterSpec) -> Located<Message>)]

    /// Whether a parameter of `type` holds several files to export (`[URL]`) or one (`URL`); `nil` when it holds no
    /// files. Validation refuses the `nil`s; resolution reads which of the two it is.
    static func exportsList(_ type: SwiftType) -> Bool? {
        switch type.canonical {
        case SystemPresentation.exportedList: true
        case "URL": false
        default: nil
        }
    }

    /// What a presentation gives the parameters of the action it runs, by name: each result's type, and the diagnostic,
    /// at the parameter, when the parameter has another (`message` gets the parameter and the type it should have).
    private static func given(
        _ results: [(name: String, type: String)], message: @escaping (ParameterSpec, String) -> Message
    ) -> GivenValues {
        var given: GivenValues = [:]
        for result in results {
            given[result.name] = (
                result.type, { Located(value: message($0, result.type), offset: $0.name.offset) }
            )
        }
        return given
    }

    /// The camera runs an action of the same screen, which the camera's photo and the action's own parameters fill.
    /// The camera is full screen on every device, so it needs no sender, and neither may the action it runs.
    mutating func checkCamera(_ camera: CameraSpec, of action: ActionSpec, on screen: ScreenSpec) {
        let cameraResults = SystemPresentation.cameraResults(imageType: backend.imageType)
        let image = cameraResults[0].type
        checkRun(
            camera.runs, of: action, on: screen, by: ("the camera", "camera"), giving: cameraResults,
            mismatch: { [image] in Message.cameraResultType($0, type: $1, action: $3, image: image) },
            unfilled: { [image] in
                Message.cameraResultUnfilled($0, action: $1, camera: action.name.value, image: image)
            })
    }

    /// An export's `files` is a parameter of `action` that holds files (a `URL` or a `[URL]`), and the action it runs
    /// is one of the same screen, which the picker's `urls` and the action's own parameters fill. The picker needs
    /// iOS 14, and is a sheet on every device, so it needs no sender.
    mutating func checkExportFiles(
        _ export: ExportFilesSpec, of action: ActionSpec, on screen: ScreenSpec, at offset: Int
    ) {
        let target = manifest.targetVersion(for: backend)
        if target < .fileExport {
            sink.error(Message.exportNeedsDeploymentTarget(target.description), at: offset)
        }
        if let files = export.files {
            if let parameter = action.parameters.first(where: { $0.name.value == files.value }) {
                let type = parameter.type.flatMap { try? types.parse($0.value).get() }
                if let type, Self.exportsList(type) == nil {
                    sink.error(
                        Message.exportFilesType(files.value, type: parameter.type?.value ?? ""), at: files.offset)
                }
            } else {
                sink.error(
                    Message.exportFilesNotParameter(
                        files.value, action: action.name.value, known: action.parameters.map(\.name.value)),
                    at: files.offset)
            }
        }
        checkRun(
            export.runs, of: action, on: screen, by: ("the export", "export"), giving: SystemPresentation.exportResults,
            mismatch: { Message.exportResultType($0, type: $1, action: $3) },
            unfilled: { Message.exportResultUnfilled($0, action: $1, export: action.name.value) })
    }

    /// An import's types are uniform type identifiers, which the generated code writes as string literals; the action
    /// it runs is one of the same screen, which copies of the files picked (`urls`) and the action's own parameters
    /// fill. The picker's initializer for types needs iOS 14; it is a sheet on every device, so it needs no sender.
    mutating func checkImportFiles(
        _ importing: ImportFilesSpec, of action: ActionSpec, on screen: ScreenSpec, at offset: Int
    ) {
        let target = manifest.targetVersion(for: backend)
        if target < .fileImport {
            sink.error(Message.importNeedsDeploymentTarget(target.description), at: offset)
        }
        for type in importing.types?.value ?? [] where !Self.isTypeIdentifier(type.value) {
            sink.error(Message.importTypeInvalid(type.value), at: type.offset)
        }
        checkPresentationRun(
            importing.runs, of: action, on: screen, by: "import", giving: SystemPresentation.importResults)
    }

    /// Whether `text` is a uniform type identifier: dot-separated parts of ASCII letters, digits and hyphens (Apple's
    /// reverse-DNS form, "com.adobe.pdf", "com.example.note").
    static func isTypeIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count > 1
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.unicodeScalars.allSatisfy {
                        $0.isASCII && ($0 == "-" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
                    }
            }
    }

    /// A web page's `url` is a parameter of `action` that holds a `URL`, and the action it runs, if any, is one of the
    /// same screen, which only the action's own parameters fill. The page is a sheet or full screen on every device,
    /// so it needs no sender.
    mutating func checkSafari(_ safari: SafariSpec, of action: ActionSpec, on screen: ScreenSpec) {
        checkInput(safari.url, key: "url", of: action, type: "URL", holding: "the page's address (http or https)")
        checkPresentationRun(safari.runs, of: action, on: screen, by: "web page", giving: [])
    }

    /// A mail's `to`, `subject` and `body` are parameters of `action` that hold its recipients and texts, and the
    /// action it runs, if any, is one of the same screen, which the mail's `result` and the action's own parameters
    /// fill. The sheet is a sheet on every device, so it needs no sender.
    mutating func checkMail(_ mail: MailSpec, of action: ActionSpec, on screen: ScreenSpec) {
        checkInput(mail.to, key: "to", of: action, type: "[String]", holding: "the recipients' addresses")
        checkInput(mail.subject, key: "subject", of: action, type: "String", holding: "the subject")
        checkInput(mail.body, key: "body", of: action, type: "String", holding: "the body")
        checkPresentationRun(
            mail.runs, of: action, on: screen, by: "mail",
            giving: SystemPresentation.mailResults(outcomeType: manifest.appTypes.mailOutcome))
    }

    /// A web sign-in's `url` is a parameter of `action` that holds a `URL`, its callback scheme is a URL scheme (which
    /// the generated code writes as a string literal), and the action it runs is one of the same screen, which the
    /// `callback` and the action's own parameters fill. The system's browser is full screen or a sheet, so it needs no
    /// sender.
    mutating func checkWebAuthentication(
        _ signIn: WebAuthenticationSpec, of action: ActionSpec, on screen: ScreenSpec
    ) {
        checkInput(signIn.url, key: "url", of: action, type: "URL", holding: "the sign-in page's address")
        if let scheme = signIn.callbackScheme, !RoutePattern.isScheme(scheme.value) {
            sink.error(Message.callbackSchemeInvalid(scheme.value), at: scheme.offset)
        }
        checkPresentationRun(
            signIn.runs, of: action, on: screen, by: "web sign-in", giving: SystemPresentation.webAuthenticationResults)
    }

    /// ``checkRun(_:of:on:by:giving:mismatch:unfilled:)`` for a system controller's action, `runner` naming it in
    /// words ("import"), with the messages every such controller shares.
    mutating func checkPresentationRun(
        _ runs: Located<String>?, of action: ActionSpec, on screen: ScreenSpec, by runner: String,
        giving results: [(name: String, type: String)]
    ) {
        checkRun(
            runs, of: action, on: screen, by: ("the " + runner, runner), giving: results,
            mismatch: { Message.presentationResultType($0, type: $1, expected: $2, action: $3, by: "the " + runner) },
            unfilled: {
                Message.presentationResultUnfilled($0, action: $1, by: runner, of: action.name.value, gives: results)
            })
    }

    /// `regularStyle` is a full-screen or sheet style, chosen on a regular width in place of `modalPresentationStyle`,
    /// itself one of those (or UIKit's default), and not with `compactStyle`, which adapts the other way. `grabber`
    /// needs a sheet on some width.
    mutating func checkRegularStyle(of action: ActionSpec) {
        if let regular = action.regularStyle {
            let compact = action.modalPresentationStyle?.value ?? .automatic
            if !Self.choosableStyles.contains(regular.value) || regular.value == .automatic
                || !Self.choosableStyles.contains(compact)
            {
                sink.error(
                    Message.regularStyleUnsupported(regular.value.rawValue, compact: compact.rawValue),
                    at: regular.offset)
            }
            if let compactStyle = action.compactStyle {
                sink.error(Message.regularStyleWithCompactStyle, at: compactStyle.offset)
            }
        }
        if let grabber = action.grabber, grabber.value {
            let styles =
                [action.modalPresentationStyle?.value ?? .automatic] + [action.regularStyle?.value].compactMap { $0 }
            if !styles.contains(where: \.isSheet) {
                sink.error(Message.grabberNeedsSheet(style: styles[0].rawValue), at: grabber.offset)
            }
        }
    }

    /// The styles a presentation can take on one width and another: full screen, or a sheet.
    static let choosableStyles: Set<ModalStyle> = [.fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic]

    /// An action that hands its values to its screen becomes a method of the screen's base class (or view model) of
    /// the action's name: the name must be free there. The flow finds the screen that asked on its stacks, so it is not
    /// an embedded screen, which is found inside another.
    mutating func checkToScreen(_ action: ActionSpec, on screen: ScreenSpec, at offset: Int) {
        if containers[screen.name.value] != nil {
            sink.error(Message.toScreenOnEmbeddedScreen(action.name.value, screen: screen.name.value), at: offset)
        }
        let name = action.name.value
        let taken: String? =
            if screen.inputs.contains(where: { $0.name.value == name }) {
                "an input of '\(screen.name.value)'"
            } else if Self.screenBaseMembers.contains(name) || backend.screenClassMembers.contains(name)
                || backend.screenClassMethods.contains(name)
            {
                "a member of the screen's base class, or of \(backend.screenSuperclass)"
            } else {
                nil
            }
        if let taken {
            sink.error(Message.toScreenNameTaken(name, by: taken), at: action.name.offset)
        }
    }

    /// The members of every screen's base class (or view model) an action handed to the screen cannot take.
    static let screenBaseMembers: Set<String> = ["coordinator", "viewModel", Constants.resultReceiver]

    /// A presentation's `key` names a parameter of `action` whose type is `type` (canonically), which holds what
    /// `holding` says; `name` is `nil` when the key is absent.
    private mutating func checkInput(
        _ name: Located<String>?, key: String, of action: ActionSpec, type expected: String, holding: String
    ) {
        guard let name else { return }
        guard let parameter = action.parameters.first(where: { $0.name.value == name.value }) else {
            sink.error(
                Message.presentationInputNotParameter(
                    name.value, key: key, action: action.name.value, known: action.parameters.map(\.name.value),
                    type: expected, holding: holding),
                at: name.offset)
            return
        }
        if let type = parameter.type.flatMap({ try? types.parse($0.value).get() }), type.canonical != expected {
            sink.error(
                Message.presentationInputType(
                    name.value, key: key, type: parameter.type?.value ?? "", expected: expected, holding: holding),
                at: name.offset)
        }
    }

    /// The action `runs` names, which a share sheet, the camera or an export of `action` runs once it has gone (`by`:
    /// the runner in words, and its name in a message about a choice): it is an action of `screen`, and each of its
    /// parameters is filled by what the presentation gives (`results`) or by `action`'s own parameter of its name.
    /// `mismatch` gets the parameter's name, its type, the type given and the action's name; `unfilled` the
    /// parameter's name and the action's.
    mutating func checkRun(
        _ runs: Located<String>?, of action: ActionSpec, on screen: ScreenSpec, by runner: (String, String),
        giving results: [(name: String, type: String)],
        mismatch: @escaping (String, String, String, String) -> Message,
        unfilled: (String, String) -> Message
    ) {
        guard let runs, let target = runTarget(runs, of: action, on: screen, by: runner.0, choice: runner.1) else {
            return
        }
        let given = Self.given(results) { parameter, expected in
            mismatch(parameter.name.value, parameter.type?.value ?? "", expected, target.name.value)
        }
        checkValues(of: target, runBy: action, at: runs, given: given) { unfilled($0, target.name.value) }
    }

    /// The action of `screen` that a share sheet, the camera or an export of `action` runs, `runs`; `nil`, reported,
    /// when the screen has none of that name. One that needs a sender is reported too: only `action`'s own sender could
    /// fill it.
    private mutating func runTarget(
        _ runs: Located<String>, of action: ActionSpec, on screen: ScreenSpec, by runner: String, choice: String
    ) -> ActionSpec? {
        guard let target = screen.actions.first(where: { $0.name.value == runs.value }) else {
            sink.error(
                Message.unknownChoiceAction(
                    runs.value, screen: screen.name.value, known: screen.actions.map(\.name.value), by: runner),
                at: runs.offset)
            return nil
        }
        if target.name.value == action.name.value {
            sink.error(Message.presentationRunsItself(action.name.value, by: runner), at: runs.offset)
            return nil
        }
        if takesSender(target), !takesSender(action) {
            sink.error(
                Message.choiceRunsSenderAction(target.name.value, choice: choice, alert: action.name.value),
                at: runs.offset)
        }
        return target
    }

    mutating func checkAlert(_ alert: AlertSpec, of action: ActionSpec, on screen: ScreenSpec) {
        let isSheet = alert.style?.value == .actionSheet
        if isSheet, backend.actionSheetTakesSender, let style = alert.style {
            checkSender(of: action, on: screen, at: style.offset)
        }
        checkDuplicates(alert.textFields.map(\.name), kind: "text field")
        for field in alert.textFields {
            if isSheet {
                sink.error(Message.textFieldInActionSheet, at: field.offset)
            }
            checkMemberName(field.name, kind: "text field")
            // Each field's text is a local of the choice's handler, beside the generated code's own.
            if backend.generatedLocals.contains(field.name.value) {
                sink.error(Message.memberIsGeneratedLocal(field.name.value, kind: "text field"), at: field.name.offset)
            }
            if action.parameters.contains(where: { $0.name.value == field.name.value }) {
                sink.error(
                    Message.textFieldNamedLikeParameter(field.name.value, action: action.name.value),
                    at: field.name.offset)
            }
        }
        let texts =
            [alert.title, alert.message] + alert.textFields.map(\.placeholder)
            + alert.choices.value.filter { $0.each == nil }.map { Optional($0.title) }
        for text in texts.compactMap({ $0 }) {
            checkText(text.value, of: action)
        }
        for choice in alert.choices.value {
            checkEach(choice, in: alert, of: action)
        }
        // A list may be empty when the alert shows, and an alert without a choice cannot be closed.
        if !alert.choices.value.isEmpty, alert.choices.value.allSatisfy({ $0.each != nil }) {
            sink.error(Message.eachChoicesAlone, at: alert.choices.offset)
        }
        var cancels = 0
        for choice in alert.choices.value {
            if let style = choice.style, style.value == .cancel {
                cancels += 1
                if cancels == 2 {
                    sink.error(Message.secondCancelChoice, at: style.offset)
                }
            }
            guard let runs = choice.runs else { continue }
            guard let target = screen.actions.first(where: { $0.name.value == runs.value }) else {
                sink.error(
                    Message.unknownChoiceAction(
                        runs.value, screen: screen.name.value, known: screen.actions.map(\.name.value)),
                    at: runs.offset)
                continue
            }
            checkFilling(of: target, by: choice, in: alert, of: action)
        }
        // An alert whose every choice shows it again can never be left (a tap outside an action sheet's popover
        // leaves it on iPad, but not on iPhone).
        let choices = alert.choices.value
        if !choices.isEmpty, choices.allSatisfy({ $0.runs?.value == action.name.value }) {
            sink.error(Message.alertOnlyRunsItself(action.name.value), at: alert.choices.offset)
        }
    }

    /// A popover (an action sheet's, a share sheet's, or a presented stack's) points at the sender the screen passes
    /// (`from sender:`); `offset` is where the manifest asks for it.
    mutating func checkSender(of action: ActionSpec, on screen: ScreenSpec, at offset: Int) {
        if let sender = action.parameters.first(where: { $0.name.value == SystemPresentation.senderParameter }) {
            sink.error(Message.parameterNamedSender, at: sender.name.offset)
        }
        if manifest.hasViewModel(screen) {
            sink.error(Message.senderOnViewModelScreen(screen.name.value), at: offset)
        }
    }

    /// Choices made from a list: the list is a `[String]` the action takes, each element's name is free beside the
    /// action's parameters and the alert's fields, and none of them cancels (UIKit refuses a second cancel).
    private mutating func checkEach(_ choice: ChoiceSpec, in alert: AlertSpec, of action: ActionSpec) {
        guard let list = choice.each?.list, let element = choice.each?.element else { return }
        if let parameter = action.parameters.first(where: { $0.name.value == list.value }) {
            if let type = parameter.type, typeMismatch(Located(value: "[String]", offset: list.offset), type) != nil {
                sink.error(Message.eachListNotStrings(list.value, type: type.value), at: list.offset)
            }
        } else {
            sink.error(
                Message.alertTextParameterUnknown(
                    list.value, action: action.name.value, known: action.parameters.map(\.name.value)),
                at: list.offset)
        }
        checkMemberName(element, kind: "choice element")
        let taken =
            action.parameters.contains { $0.name.value == element.value }
            || alert.textFields.contains { $0.name.value == element.value }
            || backend.generatedLocals.contains(element.value)
        if taken {
            sink.error(Message.eachElementTaken(element.value, action: action.name.value), at: element.offset)
        }
        if let style = choice.style, style.value == .cancel {
            sink.error(Message.eachChoiceCancels, at: style.offset)
        }
    }

    /// A text an alert reads from its action's parameter reads a `String` or a `String?` the action takes.
    private mutating func checkText(_ text: TextSpec, of action: ActionSpec) {
        guard case .parameter(let name) = text else { return }
        guard let parameter = action.parameters.first(where: { $0.name.value == name.value }) else {
            sink.error(
                Message.alertTextParameterUnknown(
                    name.value, action: action.name.value, known: action.parameters.map(\.name.value)),
                at: name.offset)
            return
        }
        guard let type = parameter.type else { return }
        let readable = ["String", "String?"].contains {
            typeMismatch(Located(value: $0, offset: name.offset), type) == nil
        }
        if !readable {
            sink.error(Message.alertTextParameterNotString(name.value, type: type.value), at: name.offset)
        }
    }

    /// Every parameter of `target` is filled by a text field of the same name (a `String`), or by the alert's own
    /// action's parameter of that name and type (its sender included).
    private mutating func checkFilling(
        of target: ActionSpec, by choice: ChoiceSpec, in alert: AlertSpec, of action: ActionSpec
    ) {
        guard let runs = choice.runs else { return }
        if takesSender(target), !takesSender(action) {
            sink.error(
                Message.choiceRunsSenderAction(
                    target.name.value, choice: choice.title.value.shown, alert: action.name.value),
                at: runs.offset)
        }
        var given: GivenValues = [:]
        if let element = choice.each?.element {
            given[element.value] = (
                "String",
                { parameter in
                    let message = Message.eachElementFillsNonString(
                        element.value, type: parameter.type?.value ?? "", action: target.name.value)
                    return Located(value: message, offset: runs.offset)
                }
            )
        }
        for field in alert.textFields {
            let value = field.type?.value ?? .string
            given[field.name.value] = (
                value.parameterType,
                { parameter in
                    let type = parameter.type?.value ?? ""
                    let message =
                        value == .string
                        ? Message.textFieldFillsNonString(parameter.name.value, type: type, action: target.name.value)
                        : Message.numberFieldType(
                            parameter.name.value, type: type, action: target.name.value, value: value)
                    return Located(value: message, offset: runs.offset)
                }
            )
        }
        checkValues(of: target, runBy: action, at: runs, given: given) { name in
            Message.choiceParameterUnfilled(
                name, action: target.name.value, choice: choice.title.value.shown, alert: action.name.value)
        }
    }

    /// Each parameter of `target`, which an alert or a sheet of `action` runs, is filled by what the presentation
    /// gives under its name (`given`, with the type it must have and the diagnostic when it has another), else by
    /// `action`'s own parameter of that name and type; `unfilled` says why when neither has it.
    mutating func checkValues(
        of target: ActionSpec, runBy action: ActionSpec, at runs: Located<String>,
        given: GivenValues,
        unfilled: (String) -> Message
    ) {
        for parameter in target.parameters {
            let name = parameter.name.value
            if let value = given[name] {
                if typeMismatch(Located(value: value.type, offset: runs.offset), parameter.type) != nil {
                    let problem = value.mismatch(parameter)
                    sink.error(problem.value, at: problem.offset)
                }
            } else if let own = action.parameters.first(where: { $0.name.value == name }) {
                if let mismatch = typeMismatch(parameter.type, own.type) {
                    sink.error(
                        Message.choiceParameterTypeDiffers(
                            name, type: mismatch.expected, action: target.name.value, own: mismatch.found,
                            alert: action.name.value),
                        at: runs.offset)
                }
            } else {
                sink.error(unfilled(name), at: runs.offset)
            }
        }
    }
}

// MARK: Messages

extension Message {
    static let secondCancelChoice = Message(
        .secondCancelChoice, "an alert has at most one choice of style 'cancel'; UIKit refuses a second one")

    static let textFieldInActionSheet = Message(
        .textFieldInActionSheet, "text fields need an alert of style 'alert'; UIKit refuses them in an action sheet")

    static func alertTextParameterUnknown(_ name: String, action: String, known: [String]) -> Message {
        Message(.alertTextParameterUnknown) {
            let start = "an alert's text reads parameter '\(name)', which action '\(action)' does not take"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + "; add a String parameter of that name to the action"
        }
    }

    static func alertTextParameterNotString(_ name: String, type: String) -> Message {
        Message(
            .alertTextParameterNotString,
            "parameter '\(name)' is '\(type)', but an alert's text reads a String (or a String?, shown as no text)")
    }

    static func textFieldNamedLikeParameter(_ name: String, action: String) -> Message {
        Message(
            .textFieldNamedLikeParameter,
            "text field '\(name)' has the name of a parameter of '\(action)'; rename one, so each value has one source")
    }

    static func unknownChoiceAction(_ name: String, screen: String, known: [String], by runner: String = "a choice")
        -> Message
    {
        Message(.unknownChoiceAction) {
            let start = "\(runner) runs '\(name)', which is not an action of screen '\(screen)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + "; its actions are: " + known.joined(separator: ", ")
        }
    }

    static func choiceParameterUnfilled(_ name: String, action: String, choice: String, alert: String) -> Message {
        Message(
            .choiceParameterUnfilled,
            "choice '\(choice)' runs '\(action)', whose parameter '\(name)' nothing fills; add a text field named "
                + "'\(name)' to the alert, or a parameter '\(name)' to '\(alert)'")
    }

    static func eachListNotStrings(_ name: String, type: String) -> Message {
        Message(
            .eachListNotStrings,
            "parameter '\(name)' is '\(type)', but choices made from a list read a [String], one choice per element")
    }

    static func eachElementTaken(_ name: String, action: String) -> Message {
        Message(
            .eachElementTaken,
            "'\(name)' names each element of a choice's list, but '\(action)' already has a parameter, a text field or a "
                + "local of that name; choose another")
    }

    static let eachChoicesAlone = Message(
        .eachChoicesAlone,
        "every choice of the alert is made from a list, which may be empty, and an alert without a choice cannot be "
            + "closed; add a choice of its own (\"style\": \"cancel\")")

    static let eachChoiceCancels = Message(
        .eachChoiceCancels,
        "choices made from a list cannot cancel: there may be several, and UIKit refuses a second cancel choice")

    static func eachElementFillsNonString(_ name: String, type: String, action: String) -> Message {
        Message(
            .eachElementFillsNonString,
            "each element '\(name)' fills parameter '\(name)' of '\(action)', of type '\(type)'; an element is a 'String'"
        )
    }

    static func textFieldFillsNonString(_ name: String, type: String, action: String) -> Message {
        Message(
            .textFieldFillsNonString,
            "text field '\(name)' fills parameter '\(name)' of '\(action)', of type '\(type)'; a text field gives a "
                + "'String'")
    }

    static func numberFieldType(_ name: String, type: String, action: String, value: TextFieldValue) -> Message {
        Message(
            .numberFieldType,
            "text field '\(name)' fills parameter '\(name)' of '\(action)', of type '\(type)'; a text field of type "
                + "'\(value.rawValue)' gives an '\(value.parameterType)', nil when the text is not a number")
    }

    static func choiceParameterTypeDiffers(_ name: String, type: String, action: String, own: String, alert: String)
        -> Message
    {
        Message(
            .choiceParameterTypeDiffers,
            "parameter '\(name)' of '\(alert)' is a '\(own)', but '\(action)', which a choice runs, takes a '\(type)'")
    }

    static func choiceRunsSenderAction(_ action: String, choice: String, alert: String) -> Message {
        Message(
            .choiceRunsSenderAction,
            "choice '\(choice)' runs '\(action)', which shows a popover or an action sheet and so needs a sender; only "
                + "a choice of an action sheet has one to pass, and '\(alert)' is an alert")
    }

    static let parameterNamedSender = Message(
        .parameterNamedSender,
        "an action that shows a popover or an action sheet takes its sender itself ('from sender:', what the "
            + "popover points at on iPad); rename this parameter")

    static func senderOnViewModelScreen(_ screen: String) -> Message {
        Message(
            .senderOnViewModelScreen,
            "screen '\(screen)' has a view model, which imports Foundation only and so cannot pass the sender of a "
                + "popover or an action sheet, a UIKit view; use an alert or a sheet, or a screen without a view model")
    }

    static func shareItemNotParameter(_ name: String, action: String, known: [String]) -> Message {
        Message(.shareItemNotParameter) {
            let start = "'items' names '\(name)', which is not a parameter of '\(action)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start
                + (known.isEmpty
                    ? "; add it to its parameters" : "; its parameters are: " + known.joined(separator: ", "))
        }
    }

    static func shareItemOptional(_ name: String, type: String) -> Message {
        Message(
            .shareItemOptional,
            "'items' names '\(name)', which is optional (\(type)); a share sheet shares values, not their absence: make "
                + "the parameter non-optional and share only when there is a value")
    }

    static func shareResultUnfilled(_ name: String, action: String, share: String) -> Message {
        Message(
            .shareResultUnfilled,
            "'\(action)', which the share sheet of '\(share)' runs, has parameter '\(name)' that nothing fills; a share "
                + "sheet gives 'completed' (Bool) and 'activity' (String?), and '\(share)' its own parameters by name")
    }

    static func shareResultType(_ name: String, type: String, expected: String, action: String) -> Message {
        Message(
            .shareResultType,
            "parameter '\(name)' of '\(action)' is a '\(type)'; the share sheet gives it as '\(expected)'")
    }

    static func cameraResultUnfilled(_ name: String, action: String, camera: String, image: String) -> Message {
        Message(
            .cameraResultUnfilled,
            "'\(action)', which the camera of '\(camera)' runs, has parameter '\(name)' that nothing fills; the camera "
                + "gives 'image' (\(image)), and '\(camera)' its own parameters by name")
    }

    static func cameraResultType(_ name: String, type: String, action: String, image: String) -> Message {
        Message(
            .cameraResultType,
            "parameter '\(name)' of '\(action)' is a '\(type)'; the camera gives it as '\(image)', nil when the "
                + "person cancels or the device has no camera")
    }

    static func exportNeedsDeploymentTarget(_ target: String) -> Message {
        Message(
            .exportNeedsDeploymentTarget,
            "the document picker exports files with 'init(forExporting:asCopy:)', which needs iOS "
                + "\(IOSVersion.fileExport); set \"deploymentTarget\": \"\(IOSVersion.fileExport)\" (it is \(target))")
    }

    static func importNeedsDeploymentTarget(_ target: String) -> Message {
        Message(
            .importNeedsDeploymentTarget,
            "the document picker opens files of types with 'init(forOpeningContentTypes:asCopy:)', which needs iOS "
                + "\(IOSVersion.fileImport); set \"deploymentTarget\": \"\(IOSVersion.fileImport)\" (it is \(target))")
    }

    static func importTypeInvalid(_ type: String) -> Message {
        Message(
            .importTypeInvalid,
            "'\(type)' is not a uniform type identifier; write one such as \"com.adobe.pdf\", \"public.image\" or "
                + "\"com.example.note\": parts of letters, digits and hyphens, separated by dots")
    }

    static func regularStyleUnsupported(_ regular: String, compact: String) -> Message {
        Message(
            .regularStyleUnsupported,
            "'regularStyle' '\(regular)' with 'modalPresentationStyle' '\(compact)': the style chosen on a regular width, "
                + "and the one on a compact width, are each 'fullScreen', 'overFullScreen', 'pageSheet' or 'formSheet' "
                + "(or, on a compact width, UIKit's default)")
    }

    static let regularStyleWithCompactStyle = Message(
        .regularStyleWithCompactStyle,
        "'compactStyle' adapts a popover or a sheet to a compact width, and 'regularStyle' chooses the style on a "
            + "regular width: use one of them")

    static func grabberNeedsSheet(style: String) -> Message {
        Message(
            .grabberNeedsSheet,
            "'grabber' shows a sheet's grabber, and '\(style)' is no sheet; present it as a 'pageSheet' or a 'formSheet' "
                + "on some width, or leave 'grabber' out")
    }

    static func toScreenOnEmbeddedScreen(_ action: String, screen: String) -> Message {
        Message(
            .toScreenOnEmbeddedScreen,
            "'\(action)' hands its values to '\(screen)', which is embedded in another screen; the flow finds only "
                + "screens on its stacks: hand them to the container, or make the action 'custom'")
    }

    static func toScreenNameTaken(_ action: String, by taken: String) -> Message {
        Message(
            .toScreenNameTaken,
            "'\(action)' hands its values to its screen as a method of that name, but '\(action)' is \(taken); "
                + "rename the action")
    }

    static func callbackSchemeInvalid(_ scheme: String) -> Message {
        Message(
            .callbackSchemeInvalid,
            "'\(scheme)' is not a URL scheme; write the scheme alone, such as \"myapp\": a letter, then letters, "
                + "digits, '+', '-' or '.'")
    }

    static func presentationInputNotParameter(
        _ name: String, key: String, action: String, known: [String], type: String, holding: String
    ) -> Message {
        Message(.presentationInputNotParameter) {
            let start = "'\(key)' names '\(name)', which is not a parameter of '\(action)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + "; add a parameter of type \(type) that holds \(holding)"
        }
    }

    static func presentationInputType(
        _ name: String, key: String, type: String, expected: String, holding: String
    ) -> Message {
        Message(
            .presentationInputType, "'\(key)' names '\(name)', a '\(type)'; '\(key)' takes a '\(expected)': \(holding)")
    }

    /// `by`: the presentation in words ("import"); `gives`: what it hands the action it runs, by name.
    static func presentationResultUnfilled(
        _ name: String, action: String, by runner: String, of presenting: String,
        gives results: [(name: String, type: String)]
    ) -> Message {
        let given =
            results.isEmpty
            ? "the \(runner) gives nothing"
            : "the \(runner) gives " + results.map { "'\($0.name)' (\($0.type))" }.joined(separator: ", ")
        return Message(
            .presentationResultUnfilled,
            "'\(action)', which the \(runner) of '\(presenting)' runs, has parameter '\(name)' that nothing fills; "
                + given + ", and '\(presenting)' its own parameters by name")
    }

    static func presentationResultType(
        _ name: String, type: String, expected: String, action: String, by runner: String
    ) -> Message {
        Message(
            .presentationResultType,
            "parameter '\(name)' of '\(action)' is a '\(type)'; \(runner) gives it as '\(expected)'")
    }

    static func exportFilesNotParameter(_ name: String, action: String, known: [String]) -> Message {
        Message(.exportFilesNotParameter) {
            let start = "'files' names '\(name)', which is not a parameter of '\(action)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + "; add a parameter of type URL or [URL] that holds the files"
        }
    }

    static func exportFilesType(_ name: String, type: String) -> Message {
        Message(
            .exportFilesType,
            "'files' names '\(name)', a '\(type)'; the files to export are a 'URL' or a '[URL]', file URLs of the app")
    }

    static func exportResultUnfilled(_ name: String, action: String, export: String) -> Message {
        Message(
            .exportResultUnfilled,
            "'\(action)', which the export of '\(export)' runs, has parameter '\(name)' that nothing fills; the export "
                + "gives 'urls' ([URL]), and '\(export)' its own parameters by name")
    }

    static func exportResultType(_ name: String, type: String, action: String) -> Message {
        Message(
            .exportResultType,
            "parameter '\(name)' of '\(action)' is a '\(type)'; the export gives it as '[URL]', where the files went, "
                + "empty when the person cancels")
    }

    static func presentationRunsItself(_ action: String, by runner: String) -> Message {
        Message(
            .presentationRunsItself,
            "action '\(action)' runs itself once \(runner) has gone, which would show \(runner) again each time the "
                + "person closes it; name another action of the screen")
    }

    static func alertOnlyRunsItself(_ action: String) -> Message {
        Message(
            .alertOnlyRunsItself,
            "every choice of the alert of '\(action)' runs '\(action)' again, so the person could never close it; add "
                + "a choice that runs nothing (\"style\": \"cancel\") or another action")
    }
}
