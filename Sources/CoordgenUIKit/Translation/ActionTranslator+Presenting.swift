import Generator
import Templates

extension ActionTranslator {
    /// Shows `alert`: each choice reads the text fields when the person taps it, and runs its action of the same screen
    /// once the alert has gone, passing the text fields' text and this action's own parameters (an action sheet's
    /// sender included) by name.
    func alertBody(_ alert: AlertModel, of action: ActionModel) -> [Statement] {
        let alertLocal = Local.viewController
        let title = alert.title.map(expression) ?? "nil"
        let message = alert.message.map(expression) ?? "nil"
        var statements: [Statement] = [
            .call(
                prefix: "let \(alertLocal) = UIAlertController",
                arguments: ["title: " + title, "message: " + message, "preferredStyle: .\(alert.style.rawValue)"])
        ]
        for field in alert.textFields {
            var setup: [Statement] = []
            if let placeholder = field.placeholder {
                setup.append(.line("field.placeholder = " + expression(placeholder)))
            }
            if field.secure {
                setup.append(.line("field.isSecureTextEntry = true"))
            }
            if let keyboard = field.value.keyboard {
                setup.append(.line("field.keyboardType = .\(keyboard)"))
            }
            statements.append(
                setup.isEmpty
                    ? .line("\(alertLocal).addTextField()")
                    : .block(opener: "\(alertLocal).addTextField { field in", body: setup))
        }
        for choice in alert.choices {
            let adding = addAction(of: choice, in: alert, of: action)
            // Choices made from a list: one per element, the element a local its choice's action takes by name.
            statements +=
                choice.each.map { [.block(opener: "for \($0.element) in \($0.list) {", body: adding)] } ?? adding
        }
        if alert.style == .actionSheet {
            statements.append(pointPopover(of: "\(alertLocal)"))
        }
        let animated = action.transition.animated ? "" : ", animated: false"
        statements.append(.line("\(RuntimeNames.presentAlert)(\(alertLocal)\(animated))"))
        return statements
    }
}

extension ActionTranslator {
    /// Adds `choice` to the alert: its button, and the handler that runs its action once the alert has gone.
    private func addAction(of choice: ChoiceModel, in alert: AlertModel, of action: ActionModel) -> [Statement] {
        let alertLocal = Local.viewController
        let arguments = ["title: \(expression(choice.title))", "style: .\(choice.style.rawValue)"]
        guard let target = choice.runs.flatMap({ sameScreenAction(named: $0, as: action) }) else {
            if case .literal = choice.title {
                return [.line("\(alertLocal).addAction(UIAlertAction(\(arguments.joined(separator: ", "))))")]
            }
            // A title read from the app's strings or a value may not fit one line: the action goes on its own.
            let button = Statement.call(prefix: "UIAlertAction", arguments: arguments, suffix: ")")
            return [.block(opener: "\(alertLocal).addAction(", body: [button], closer: "")]
        }
        // The text is read when the person taps, while the alert still holds its fields.
        var body: [Statement] = []
        for (index, field) in alert.textFields.enumerated()
        where target.parameters.contains(where: { $0.name == field.name }) {
            body.append(Self.readText(of: field, at: index, in: alertLocal))
        }
        body.append(
            .block(
                opener: "self?.\(RuntimeNames.runOnceGone)(\(alertLocal)) { [weak self] in",
                body: [.line("self?." + target.callPassingValuesByName)]))
        let handler = Statement.trailingClosure(
            prefix: "UIAlertAction", arguments: arguments, opener: " { [weak self, weak \(alertLocal)] _ in",
            body: body, closer: "})")
        return [.block(opener: "\(alertLocal).addAction(", body: [handler], closer: "")]
    }
}

extension ActionTranslator {
    /// The Swift expression of a text the alert shows: a string literal; the app's localized string for a key,
    /// through `String(localized:defaultValue:)` from iOS 15 and `NSLocalizedString` below; or the action's
    /// parameter.
    func expression(_ text: TextModel) -> String {
        switch text {
        case .literal(let text):
            return SwiftSpelling.stringLiteral(text)
        case .localized(let key, let defaultValue):
            let keyLiteral = SwiftSpelling.stringLiteral(key)
            let shown = SwiftSpelling.stringLiteral(defaultValue ?? key)
            return model.target.deploymentTarget < .localizedStrings
                ? "NSLocalizedString(\(keyLiteral), value: \(shown), comment: \"\")"
                : "String(localized: \(keyLiteral), defaultValue: \(shown))"
        case .parameter(let name):
            return name
        }
    }
}

extension TextModel {
    /// The text as a comment shows it: quoted, the localized key, or the parameter.
    var documented: String {
        switch self {
        case .literal(let text): SwiftSpelling.stringLiteral(text)
        case .localized(let key, _): "by the localized key " + SwiftSpelling.stringLiteral(key)
        case .parameter(let name): "by `\(name)`"
        }
    }
}

extension ActionTranslator {
    /// Reads the field's text when the person taps a choice: as typed, or as a number in the person's locale (a number
    /// pad types the digits of the person's numbering system, a decimal pad the person's decimal separator, which
    /// `Int(_:)` and `Double(_:)` do not read), `nil` when it is not one.
    private static func readText(of field: TextFieldModel, at index: Int, in alert: Local) -> Statement {
        let text = "\(alert)?.textFields?[\(index)].text"
        switch field.value {
        case .string:
            return .line("let \(field.name) = \(text) ?? \"\"")
        case .int:
            return .block(
                opener: "let \(field.name) = \(text)",
                body: [
                    .line(".flatMap { NumberFormatter().number(from: $0) }"),
                    .line(".flatMap { Int(exactly: $0.doubleValue) }"),
                ],
                closer: "")
        case .double:
            return .block(
                opener: "let \(field.name) = \(text)",
                body: [.line(".flatMap { NumberFormatter().number(from: $0)?.doubleValue }")], closer: "")
        }
    }
}

extension ActionTranslator {
    /// Shows the share sheet with the action's parameters; the action it runs gets `completed` and `activity` from the
    /// sheet, and this action's own parameters, by name.
    func shareBody(_ share: ShareModel, of action: ActionModel) -> [Statement] {
        let sheet = Statement.call(
            prefix: "let \(Local.viewController) = UIActivityViewController",
            arguments: [
                "activityItems: [" + share.items.joined(separator: ", ") + "]",
                "applicationActivities: " + (share.activities ?? "nil"),
            ])
        let animated = action.transition.animated ? "" : ", animated: false"
        let present =
            "\(RuntimeNames.presentShareSheet)(\(Local.viewController), from: \(SystemPresentation.senderParameter)\(animated))"
        return [sheet, call(present, hearing: SystemPresentation.shareResults, thenRunning: share.runs, of: action)]
    }

    /// Shows the camera; the action it runs gets `image` from the camera, and this action's own parameters, by name.
    func cameraBody(runs: String, of action: ActionModel) -> [Statement] {
        let present = RuntimeNames.presentCamera + (action.transition.animated ? "" : "(animated: false)")
        return [
            call(
                present, hearing: SystemPresentation.cameraResults(imageType: UIKitNames.image), thenRunning: runs,
                of: action)
        ]
    }

    /// Shows the photo picker; the action it runs gets `photos` from the picker, and this action's own parameters, by
    /// name.
    func photoPickerBody(_ picker: PhotoPickerModel, of action: ActionModel) -> [Statement] {
        var arguments: [String] = []
        if picker.limit != 1 {
            arguments.append("limit: \(picker.limit)")
        }
        if let filter = picker.filter {
            arguments.append("showing: .\(filter.rawValue)")
        }
        if !action.transition.animated {
            arguments.append("animated: false")
        }
        let present =
            RuntimeNames.presentPhotoPicker + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
        return [call(present, hearing: SystemPresentation.photoPickerResults, thenRunning: picker.runs, of: action)]
    }

    /// Shows the document picker that exports the files; the action it runs gets `urls` from the picker, and this
    /// action's own parameters, by name.
    func exportFilesBody(_ export: ExportFilesModel, of action: ActionModel) -> [Statement] {
        let files = export.isList ? export.files : "[\(export.files)]"
        let present =
            RuntimeNames.presentFileExport + "(" + files + (action.transition.animated ? "" : ", animated: false") + ")"
        return [call(present, hearing: SystemPresentation.exportResults, thenRunning: export.runs, of: action)]
    }

    /// Shows the document picker that opens copies of files of the import's types; the action it runs gets `urls` from
    /// the picker, and this action's own parameters, by name.
    func importFilesBody(_ importing: ImportFilesModel, of action: ActionModel) -> [Statement] {
        let types = "[" + importing.types.map(SwiftSpelling.stringLiteral).joined(separator: ", ") + "]"
        let present =
            RuntimeNames.presentFileImport + "(" + types + (importing.multiple ? ", multiple: true" : "")
            + (action.transition.animated ? "" : ", animated: false") + ")"
        return [call(present, hearing: SystemPresentation.importResults, thenRunning: importing.runs, of: action)]
    }

    /// Shows the page in Safari's view controller; the action it runs, if any, gets this action's own parameters, by
    /// name, once the person has closed it.
    func safariBody(_ safari: SafariModel, of action: ActionModel) -> [Statement] {
        let present =
            RuntimeNames.presentSafari + "(" + safari.url + (action.transition.animated ? "" : ", animated: false")
            + ")"
        guard safari.runs != nil else { return [.line(present)] }
        return [call(present, hearing: [], thenRunning: safari.runs, of: action)]
    }

    /// Shows the print options for the action's parameter, at its sender on an iPad; the action it runs, if any, gets
    /// `printed` from them, and this action's own parameters, by name.
    func printBody(_ job: PrintModel, of action: ActionModel) -> [Statement] {
        let items = job.isList ? job.item : "[" + job.item + "]"
        let present =
            RuntimeNames.presentPrint + "(" + items + ", from: " + SystemPresentation.senderParameter
            + (action.transition.animated ? "" : ", animated: false") + ")"
        return [call(present, hearing: SystemPresentation.printResults, thenRunning: job.runs, of: action)]
    }

    /// Shows the mail compose sheet filled from the action's parameters; the action it runs, if any, gets `result` from
    /// the sheet, and this action's own parameters, by name.
    func mailBody(_ mail: MailModel, of action: ActionModel) -> [Statement] {
        var arguments: [String] = []
        for (label, parameter) in [("to", mail.to), ("subject", mail.subject), ("body", mail.body)] {
            if let parameter {
                arguments.append(label + ": " + parameter)
            }
        }
        if !action.transition.animated {
            arguments.append("animated: false")
        }
        let present = RuntimeNames.presentMail + "(" + arguments.joined(separator: ", ") + ")"
        guard mail.runs != nil else { return [.line(present)] }
        let results = SystemPresentation.mailResults(outcomeType: model.target.runtime.mailOutcome)
        return [call(present, hearing: results, thenRunning: mail.runs, of: action)]
    }

    /// Signs in on the web at the page of the action's parameter; the action it runs gets `callback` from the session,
    /// and this action's own parameters, by name.
    func webAuthenticationBody(_ signIn: WebAuthenticationModel, of action: ActionModel) -> [Statement] {
        var arguments = [signIn.url]
        if let scheme = signIn.callbackScheme {
            arguments.append("callbackScheme: " + SwiftSpelling.stringLiteral(scheme))
        }
        if signIn.ephemeral {
            arguments.append("ephemeral: true")
        }
        let present = RuntimeNames.presentWebAuthentication + "(" + arguments.joined(separator: ", ") + ")"
        return [
            call(present, hearing: SystemPresentation.webAuthenticationResults, thenRunning: signIn.runs, of: action)
        ]
    }

    /// `present`, whose trailing closure hears what the presentation gives (`results`, in order) and runs the action
    /// `runs` names with them and `action`'s own values, by name; a closure that ignores them when it runs nothing.
    private func call(
        _ present: String, hearing results: [(name: String, type: String)], thenRunning runs: String?,
        of action: ActionModel
    ) -> Statement {
        guard let target = runs.flatMap({ sameScreenAction(named: $0, as: action) }) else {
            return .line(present + " { " + results.map { _ in "_" }.joined(separator: ", ") + " in }")
        }
        return .block(
            opener: present + " { [weak self]" + results.map { " " + $0.name }.joined(separator: ",") + " in",
            body: [.line("self?." + target.callPassingValuesByName)])
    }

    /// The action named `name` of the screen `action` is on: what an alert's choice or a share sheet runs.
    private func sameScreenAction(named name: String, as action: ActionModel) -> ActionModel? {
        model.screen(named: action.screen)?.actions.first { $0.name == name }
    }
}
