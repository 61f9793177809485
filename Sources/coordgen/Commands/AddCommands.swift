import Generator

/// `coordgen add-screen`: a new screen, reached by a new action when asked, then generate.
enum AddScreenCommand: Command {
    static let spec = CommandSpec(
        name: "add-screen",
        abstract: "Add a screen (and the action that reaches it) to the manifest, then generate.",
        discussion: [
            "The manifest is edited in place: the new entries are added and every other byte stays as it was. "
                + "The result is validated first; on any error the manifest is left untouched. With --from and "
                + "--action, the action is added to that screen and pushes (default), presents, or starts a new "
                + "child flow for the new screen. Without --param, the action gets one parameter per --input "
                + "that has no default, so the inputs are filled."
        ],
        positionals: [PositionalSpec(name: "name", help: "The new screen's name, e.g. Settings.", isOptional: false)],
        options: AddScreenArguments.options,
        examples: [
            "coordgen add-screen Settings --coordinator Main --from Home --action showSettings",
            "coordgen add-screen Detail --coordinator Main --from Home --action showDetail --input itemID:Int",
            "coordgen add-screen Checkout --coordinator Main --from Home --action checkOut --start-child Checkout "
                + "--modal",
        ])

    static func run(_ arguments: AddScreenArguments, context: Context) throws -> ExitCode {
        try EditArguments.edit(arguments.editing, context: context) { bytes, path in
            context.generator.addingScreen(arguments.request, to: bytes, path: path)
        }
    }
}

/// `coordgen add-coordinator`: a new flow, then generate.
enum AddCoordinatorCommand: Command {
    static let spec = CommandSpec(
        name: "add-coordinator",
        abstract: "Add a coordinator (and its start screen, when new) to the manifest, then generate.",
        discussion: [
            "With --from and --action, the action is added to that screen and starts the new flow as a child "
                + "(in a modal with --modal). With --tab, the flow becomes a new tab. The manifest is edited in "
                + "place and validated first; on any error it is left untouched."
        ],
        positionals: [
            PositionalSpec(name: "name", help: "The new coordinator's name, e.g. Checkout.", isOptional: false)
        ],
        options: AddCoordinatorArguments.options,
        examples: [
            "coordgen add-coordinator Checkout --start Cart --from Home --action checkOut --modal",
            "coordgen add-coordinator LanguageList --start LanguageList --from RepositoryList --action chooseLanguage "
                + "--modal --result 'language:String,cancel' --when-left cancel",
            "coordgen add-coordinator Profile --start Profile --tab Profile --image person",
        ])

    static func run(_ arguments: AddCoordinatorArguments, context: Context) throws -> ExitCode {
        try EditArguments.edit(arguments.editing, context: context) { bytes, path in
            context.generator.addingCoordinator(arguments.request, to: bytes, path: path)
        }
    }
}

/// Parsing and applying what the two add commands share.
enum EditArguments {
    /// `label:name:Type` or `name:Type`; colons inside brackets belong to the type.
    static func parameter(_ text: String) throws(UsageError) -> ParameterRequest {
        let parts = splitTopLevel(text, at: ":", maxParts: 3)
        switch parts.count {
        case 2: return ParameterRequest(label: nil, name: parts[0], type: parts[1].trimmingSpaces)
        case 3: return ParameterRequest(label: parts[0], name: parts[1], type: parts[2].trimmingSpaces)
        default: throw UsageError(message: "--param takes label:name:Type or name:Type, not '\(text)'")
        }
    }

    /// `--result 'language:String,cancel'` and `--when-left`: the cases, each `name` or `name:Type`.
    static func result(_ text: String?, whenLeft: String?) throws(UsageError) -> ResultRequest? {
        guard let text else {
            if whenLeft != nil { throw UsageError(message: "--when-left needs --result") }
            return nil
        }
        let cases = try splitTopLevel(text, at: ",", maxParts: .max).map { item throws(UsageError) in
            let parts = splitTopLevel(item.trimmingSpaces, at: ":", maxParts: 2)
            guard let name = parts.first, !name.isEmpty, parts.count <= 2 else {
                throw UsageError(message: "--result takes cases like 'language:String,cancel', not '\(text)'")
            }
            return ResultRequest.Case(name: name, valueType: parts.count == 2 ? parts[1].trimmingSpaces : nil)
        }
        return ResultRequest(cases: cases, whenLeft: whenLeft ?? "cancel")
    }

    /// `name:Type` or `name:Type=default`.
    static func input(_ text: String) throws(UsageError) -> InputRequest {
        let parts = splitTopLevel(text, at: ":", maxParts: 2)
        guard parts.count == 2, !parts[0].isEmpty else {
            throw UsageError(message: "--input takes name:Type or name:Type=default, not '\(text)'")
        }
        let typeAndDefault = splitTopLevel(parts[1], at: "=", maxParts: 2)
        return InputRequest(
            name: parts[0], type: typeAndDefault[0].trimmingSpaces,
            defaultValue: typeAndDefault.count > 1 ? typeAndDefault[1].trimmingSpaces : nil)
    }

    /// Splits at `separator` where it is outside brackets, parentheses and angle brackets.
    static func splitTopLevel(_ text: String, at separator: Character, maxParts: Int) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            default: break
            }
            if character == separator, depth == 0, parts.count < maxParts - 1 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    /// Reads the manifest `--manifest` names, edits it with `change`, then writes and generates (``apply``).
    static func edit(
        _ options: EditingOptions, context: Context,
        _ change: ([UInt8], String) -> Result<EditResult, EditFailure>
    ) throws -> ExitCode {
        // Read, edited and written under the folder's lock: another add command waits, then edits what this one wrote.
        var run = GenerationRun(manifestPath: options.manifest, locations: options.locations)
        run.plugin = try options.plugin.use(for: options.manifest, fileSystem: context.fileSystem)
        return try context.holdingLocks(for: run, dryRun: options.dryRun) {
            let bytes = try context.readManifest(options.manifest)
            try checkEditable(options.manifest, context: context)
            return try apply(
                change(bytes, options.manifest), original: bytes, options: options, run: run, context: context)
        }
    }

    /// Refuses a manifest that the edit could not replace as it is: a symbolic link (replacing it would replace the
    /// link with a file and leave the manifest it points to as it was), anything but a regular file, or a file marked
    /// read-only.
    private static func checkEditable(_ path: String, context: Context) throws {
        let problem: String?
        switch context.fileSystem.kind(of: path) {
        case .symbolicLink:
            problem =
                "is a symbolic link; coordgen never writes through one, so it is unchanged: run the command on "
                + "the manifest the link points to"
        case .regularFile where !context.fileSystem.isWritable(path):
            problem = "is read-only, so it is unchanged: make it writable to edit it"
        case .regularFile:
            problem = nil
        case .missing, .directory, .other:
            problem = "is not a regular file, so it is unchanged: run the command on the manifest file itself"
        }
        if let problem {
            context.console.fail("\(path): " + problem)
            throw ReportedFailure(code: .fileSystem)
        }
    }

    /// Writes the edited manifest (unless a dry run) and generates from it.
    static func apply(
        _ result: Result<EditResult, EditFailure>, original: [UInt8], options: EditingOptions, run: GenerationRun,
        context: Context
    ) throws -> ExitCode {
        let manifestPath = run.manifestPath
        let edit: EditResult
        switch result {
        case .success(let success):
            edit = success
        case .failure(.request(let message)):
            context.console.fail(message + "; \(manifestPath) is unchanged")
            return .invalidManifest
        case .failure(.invalidManifest(let diagnostics)):
            diagnostics.forEach(context.console.report)
            context.console.fail("fix the errors in \(manifestPath) first; it is unchanged")
            return .invalidManifest
        case .failure(.invalidResult(let diagnostics)):
            for diagnostic in diagnostics {
                context.console.fail(diagnostic.message + " (in the manifest as edited)")
            }
            context.console.fail("the change would make \(manifestPath) invalid; it is unchanged")
            return .invalidManifest
        }
        let dryRun = options.dryRun
        // The whole operation is planned before anything is written: a refused output leaves the manifest as it was.
        let plan = try run.plan(try run.files(from: edit.manifest, context: context), context: context)
        if dryRun {
            context.console.print("would change \(manifestPath):")
            for line in LineDiff.lines(from: original, to: edit.manifest) where line.kind != .same {
                context.console.print((line.kind == .added ? "  + " : "  - ") + line.text)
            }
        }
        try GenerationRun.apply(plan, dryRun: dryRun, verbosity: options.verbosity, context: context)
        if !dryRun {
            // Last, so that the manifest changes only once its output is in place.
            try context.fileSystem.writeAtomically(edit.manifest, to: manifestPath, keepingAttributes: true)
            if options.verbosity >= .verbose {
                context.console.print("changed      \(manifestPath)")
            }
        }
        return .success
    }
}
