import Generator

/// A command's arguments as one typed value. Each declares its options once, as typed ``Option``s that its
/// ``options`` list hands to the command's spec (for parsing and help) and that its initializer reads.
protocol CommandArguments {
    /// The options, in the order help lists them.
    static var options: [OptionSpec] { get }
    init(_ parsed: ParsedArguments) throws(UsageError)
}

/// Options several commands take.
enum CommonOptions {
    static let dryRun = Option.flag("dry-run", help: "Print what would be written, kept and removed; write nothing.")
    static let quiet = Option.flag("quiet", short: "q", help: "Print nothing but problems.")
    static let verbose = Option.flag(
        "verbose", short: "v", help: "List every file written, kept, removed and created, not only the summary.")
    /// `--quiet` and `--verbose`, in the order help lists them.
    static let verbosityOptions = [quiet.spec, verbose.spec]

    /// What `--quiet` and `--verbose` ask for; both at once is a usage error.
    static func verbosity(_ parsed: ParsedArguments) throws(UsageError) -> Verbosity {
        switch (try parsed[quiet], try parsed[verbose]) {
        case (true, true): throw UsageError(message: "--quiet and --verbose cannot be used together")
        case (true, false): .quiet
        case (false, true): .verbose
        case (false, false): .summary
        }
    }
    static let warningsAsErrors = Option.flag(
        "warnings-as-errors", help: "Treat warnings in the manifest as errors.")
    static let output = Option.value(
        "output", "dir", short: "o", help: "Where generated files go. (default: Generated/ beside the manifest)")
    static let scaffolds = Option.value(
        "scaffolds", "dir", help: "Where new screens' view controllers are created. (default: the manifest's folder)")
    static let noScaffolds = Option.flag("no-scaffolds", help: "Do not create scaffolds for screens that have none.")

    /// `--single-file`: a plain file name ending in `.swift`.
    static func singleFile(help: String) -> Option<String?> {
        Option.value("single-file", "name", help: help).map { name throws(UsageError) in
            guard let name else { return nil }
            guard Paths.isPlainFileName(name), name.hasSuffix(".swift") else {
                throw UsageError(message: "--single-file takes a file name ending in .swift, not '\(name)'")
            }
            return name
        }
    }

    /// The optional manifest argument of generate, validate, check and graph.
    static func manifestArgument(_ verb: String) -> PositionalSpec {
        PositionalSpec(name: "manifest", help: "The manifest to \(verb). (default: coordgen.json)", isOptional: true)
    }

    /// `--manifest`: the manifest, as every command that reads one takes it.
    static let manifest = Option.value("manifest", "path", short: "m", help: "The manifest. (default: coordgen.json)")

    /// The manifest that `--manifest` or the argument names, `nil` when neither does; both is a usage error.
    static func manifest(_ parsed: ParsedArguments) throws(UsageError) -> String? {
        let argument = parsed.positionals.first
        guard let option = try parsed[manifest] else { return argument }
        if let argument {
            throw UsageError(message: "the manifest is given twice, as '\(argument)' and as --manifest '\(option)'")
        }
        return option
    }
}

/// How much a command that writes files prints, in increasing order. Problems are always reported.
enum Verbosity: Comparable {
    /// Nothing on success (`--quiet`), as the build-tool plugin runs it.
    case quiet
    /// One summary line: files written, unchanged and removed, scaffolds created. A dry run also lists what would
    /// change, which is what it is asked for.
    case summary
    /// Every file, kept ones included, then the summary (`--verbose`).
    case verbose
}

/// Where output goes: `--output` and `--scaffolds`, shared by every command that writes or compares files.
struct OutputLocations: Equatable {
    var output: String?
    var scaffolds: String?

    init(output: String? = nil, scaffolds: String? = nil) {
        self.output = output
        self.scaffolds = scaffolds
    }

    init(_ parsed: ParsedArguments) throws(UsageError) {
        output = try parsed[CommonOptions.output]
        scaffolds = try parsed[CommonOptions.scaffolds]
    }
}

/// `coordgen generate`.
struct GenerateArguments: CommandArguments, Equatable {
    var manifest: String?
    var locations: OutputLocations
    var example: String?
    var singleFile: String?
    var noScaffolds: Bool
    var dryRun: Bool
    var warningsAsErrors: Bool
    var verbosity: Verbosity
    /// Where the recording test doubles go; none are written when absent.
    var testDoubles: String?
    /// Whether the target uses the build-tool plugin: only missing view controllers are created.
    var plugin: Bool
    /// With `--no-scaffolds`: warn of each screen whose view controller is missing, as the build-tool plugin asks.
    var reportMissingScaffolds: Bool

    static let example = Option.value(
        "example", "name",
        help: "Generate a built-in example (\(HelpFormatter.list(CoordinatorGenerator.exampleNames))) into the folder "
            + "--output names (default: ./ShopExample for shop), as if its manifest were there.",
        completions: CoordinatorGenerator.exampleNames)
    static let singleFile = CommonOptions.singleFile(
        help: "Merge all generated files into one file with this name, e.g. Coordinators.swift.")
    static let testDoubles = Option.value(
        "test-doubles", "dir",
        help: "Also write recording test doubles of the action protocols and events receivers into this folder, "
            + "for a test target (a folder of their own: coordgen manages its generated files there).")

    static let options =
        [
            CommonOptions.manifest.spec, CommonOptions.output.spec, CommonOptions.scaffolds.spec, example.spec,
            singleFile.spec,
            CommonOptions.noScaffolds.spec, reportMissingScaffolds.spec, testDoubles.spec, generatePlugin.spec,
            CommonOptions.dryRun.spec,
            CommonOptions.warningsAsErrors.spec,
        ] + CommonOptions.verbosityOptions

    static let reportMissingScaffolds = Option.flag(
        "report-missing-scaffolds",
        help: "With --no-scaffolds: warn, at each screen, of a view controller missing under --scaffolds, with the "
            + "command that creates it (the build-tool plugin passes it).")
    static let generatePlugin = Option.flag(
        "plugin",
        help: "The target uses the CoordgenPlugin build-tool plugin: create the missing view controllers only, and "
            + "write no Generated/.")

    init(_ parsed: ParsedArguments) throws(UsageError) {
        manifest = try CommonOptions.manifest(parsed)
        locations = try OutputLocations(parsed)
        example = try parsed[Self.example]
        testDoubles = try parsed[Self.testDoubles]
        plugin = try parsed[Self.generatePlugin]
        singleFile = try parsed[Self.singleFile]
        noScaffolds = try parsed[CommonOptions.noScaffolds]
        reportMissingScaffolds = try parsed[Self.reportMissingScaffolds]
        if reportMissingScaffolds, !noScaffolds {
            throw UsageError(
                message: "--report-missing-scaffolds goes with --no-scaffolds: without it, they are created")
        }
        dryRun = try parsed[CommonOptions.dryRun]
        warningsAsErrors = try parsed[CommonOptions.warningsAsErrors]
        verbosity = try CommonOptions.verbosity(parsed)
        if example != nil, manifest != nil {
            throw UsageError(message: "--example generates the built-in manifest; do not pass a manifest as well")
        }
    }
}

/// `coordgen validate`.
struct ValidateArguments: CommandArguments, Equatable {
    var manifest: String?
    var warningsAsErrors: Bool

    static let options = [CommonOptions.manifest.spec, CommonOptions.warningsAsErrors.spec]

    init(_ parsed: ParsedArguments) throws(UsageError) {
        manifest = try CommonOptions.manifest(parsed)
        warningsAsErrors = try parsed[CommonOptions.warningsAsErrors]
    }
}

/// `coordgen check`.
struct CheckArguments: CommandArguments, Equatable {
    var manifest: String?
    var locations: OutputLocations
    var singleFile: String?
    var noScaffolds: Bool
    var warningsAsErrors: Bool
    /// A graph file to compare instead of the generated files.
    var graph: String?

    static let singleFile = CommonOptions.singleFile(help: "Compare against one merged file with this name.")
    static let noScaffolds = Option.flag("no-scaffolds", help: "Do not report screens whose scaffold is missing.")
    static let graph = Option.value(
        "graph", "file",
        help: "Compare this graph, which coordgen graph wrote (Mermaid or DOT), instead of the generated files.")

    static let options = [
        CommonOptions.manifest.spec, CommonOptions.output.spec, CommonOptions.scaffolds.spec, singleFile.spec,
        noScaffolds.spec, graph.spec, CommonOptions.warningsAsErrors.spec,
    ]

    init(_ parsed: ParsedArguments) throws(UsageError) {
        manifest = try CommonOptions.manifest(parsed)
        locations = try OutputLocations(parsed)
        singleFile = try parsed[Self.singleFile]
        noScaffolds = try parsed[Self.noScaffolds]
        warningsAsErrors = try parsed[CommonOptions.warningsAsErrors]
        graph = try parsed[Self.graph]
    }
}

/// `coordgen graph`.
struct GraphArguments: CommandArguments, Equatable {
    var manifest: String?
    var format: GraphOutputFormat
    var output: String?

    static let format = Option.choice("format", "format", help: "", default: GraphOutputFormat.mermaid)
    static let output = Option.value(
        "output", "file", short: "o", help: "Write the graph to this file instead of standard output.")

    static let options = [CommonOptions.manifest.spec, format.spec, output.spec]

    init(_ parsed: ParsedArguments) throws(UsageError) {
        manifest = try CommonOptions.manifest(parsed)
        output = try parsed[Self.output]
        format = try parsed[Self.format]
        if format == .png, output == nil {
            throw UsageError(message: "--format png writes a picture: add --output FILE")
        }
    }
}

/// `coordgen schema`.
struct SchemaArguments: CommandArguments, Equatable {
    var output: String?

    static let output = Option.value("output", "file", short: "o", help: "Write the schema to this file.")

    static let options = [output.spec]

    init(_ parsed: ParsedArguments) throws(UsageError) {
        output = try parsed[Self.output]
    }
}

/// `coordgen init`.
struct InitArguments: CommandArguments, Equatable {
    var folder: String
    var backend: BackendChoice
    var style: Style
    var shape: StarterShape
    var force: Bool
    var dryRun: Bool
    var verbosity: Verbosity
    /// `--plugin` and `--no-plugin`, as given.
    var plugin: PluginFlags

    static let style = Option.choice("style", "style", help: "", default: Style.manifestDefault)
    static let backend = Option.choice(
        "backend", "name", help: "The UI framework to generate for: ", default: BackendChoice.manifestDefault)
    static let tabs = Option.value(
        "tabs", "names", help: "A tab bar app with these tabs, comma-separated, e.g. Home,Settings."
    ).map { $0.map { $0.split(separator: ",").map { String($0).trimmingSpaces } } ?? [] }
    static let split = Option.flag(
        "split",
        help: "A split view app (iOS 14): a list in the primary column, a welcome screen in the secondary, and the "
            + "list again on a compact width.")
    static let force = Option.flag("force", help: "Replace an existing coordgen.json.")

    static let options =
        [
            backend.spec, style.spec, tabs.spec, split.spec, force.spec, PluginUse.pluginFlag.spec,
            PluginUse.noPluginFlag.spec,
            CommonOptions.dryRun.spec,
        ] + CommonOptions.verbosityOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        folder = parsed.positionals.first ?? "."
        backend = try parsed[Self.backend]
        style = try parsed[Self.style]
        let tabs = try parsed[Self.tabs]
        if try parsed[Self.split] {
            guard tabs.isEmpty else {
                throw UsageError(message: "--tabs and --split cannot be used together: an app starts one way")
            }
            shape = .split
        } else {
            shape = tabs.isEmpty ? .root : .tabs(tabs)
        }
        force = try parsed[Self.force]
        dryRun = try parsed[CommonOptions.dryRun]
        verbosity = try CommonOptions.verbosity(parsed)
        plugin = try PluginFlags(parsed)
    }
}

/// What the edit commands share: the manifest they edit and how they write.
struct EditingOptions: Equatable {
    var manifest: String
    var locations: OutputLocations
    var dryRun: Bool
    var verbosity: Verbosity
    var plugin: PluginFlags

    /// The options every command that edits the manifest ends with.
    static let options =
        [
            CommonOptions.manifest.spec, CommonOptions.output.spec, CommonOptions.scaffolds.spec,
            PluginUse.pluginFlag.spec, PluginUse.noPluginFlag.spec, CommonOptions.dryRun.spec,
        ] + CommonOptions.verbosityOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        manifest = try parsed[CommonOptions.manifest] ?? Constants.manifestFileName
        locations = try OutputLocations(parsed)
        dryRun = try parsed[CommonOptions.dryRun]
        verbosity = try CommonOptions.verbosity(parsed)
        plugin = try PluginFlags(parsed)
    }
}

/// `--plugin` and `--no-plugin`, as given to a command that starts or edits a manifest.
struct PluginFlags: Equatable {
    var plugin: Bool
    var noPlugin: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        plugin = try parsed[PluginUse.pluginFlag]
        noPlugin = try parsed[PluginUse.noPluginFlag]
    }

    /// Whether the manifest at `manifestPath` is in a target that uses the plugin, as the flags or its package say.
    func use(for manifestPath: String, fileSystem: FileSystem) throws(UsageError) -> PluginUse {
        try PluginUse.find(for: manifestPath, plugin: plugin, noPlugin: noPlugin, fileSystem: fileSystem)
    }
}

/// The new action that add-screen and add-coordinator both take: `--from`, `--action`, `--param`, `--protocol`.
enum NewActionOptions {
    static let from = Option.value("from", "screen", help: "The existing screen that gets the new action.")
    static let action = Option.value("action", "name", help: "The new action's name, e.g. showSettings.")
    static let parameters = Option.repeated(
        "param", "label:name:Type", help: "A parameter of the action: label:name:Type or name:Type; label _ for none.")
    static let protocolName = Option.value("protocol", "name", help: "The action's protocol (protocols style).")

    static let options = [from.spec, action.spec, parameters.spec, protocolName.spec]

    /// The action request, or `nil` when neither `--from` nor `--action` is given.
    static func request(_ parsed: ParsedArguments) throws(UsageError) -> ActionRequest? {
        let parameters = try parsed[Self.parameters]
        let protocolName = try parsed[Self.protocolName]
        switch (try parsed[from], try parsed[action]) {
        case (nil, nil):
            if !parameters.isEmpty || protocolName != nil {
                throw UsageError(message: "--param and --protocol describe the new action; add --from and --action")
            }
            return nil
        case (let screen?, let name?):
            return ActionRequest(
                screen: screen, name: name,
                parameters: try parameters.map(EditArguments.parameter), protocolName: protocolName)
        default:
            throw UsageError(message: "--from and --action go together")
        }
    }
}

/// `coordgen add-screen`.
struct AddScreenArguments: CommandArguments {
    var request: AddScreenRequest
    var editing: EditingOptions

    static let coordinator = Option.value(
        "coordinator", "name",
        help: "The flow the action belongs to; with --push or --present the screen joins it.")
    static let newCoordinator = Option.flag(
        "new-coordinator", help: "Create the coordinator --coordinator names, starting at the new screen.")
    static let push = Option.flag("push", help: "The action pushes the new screen (the default).")
    static let present = Option.flag(
        "present", help: "The action presents the new screen modally in its own navigation controller.")
    static let startChild = Option.value(
        "start-child", "coordinator", help: "The action starts this new coordinator, which starts at the new screen.")
    static let modal = Option.flag("modal", help: "With --start-child: the child flow runs in a modal.")
    static let noWrap = Option.flag(
        "no-wrap", help: "With --present: the new screen is presented itself, without a navigation controller.")
    static let inputs = Option.repeated(
        "input", "name:Type", help: "An input of the new screen: name:Type or name:Type=default."
    ).map { texts throws(UsageError) in try texts.map(EditArguments.input) }
    static let style = Option<Style?>.choice(
        "style", "style", help: "The new screen's style, when it differs from the manifest's: ")
    static let swiftUI = Option.flag(
        "swiftui", help: "The new screen is a SwiftUI view of yours, in a generated hosting controller.")

    static let options =
        [coordinator.spec, newCoordinator.spec] + NewActionOptions.options
        + [push.spec, present.spec, startChild.spec, modal.spec, noWrap.spec, inputs.spec, style.spec, swiftUI.spec]
        + EditingOptions.options

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard let coordinator = try parsed[Self.coordinator] else {
            throw UsageError(message: "missing --coordinator <name>; see 'coordgen help add-screen'")
        }
        let startChild = try parsed[Self.startChild]
        let (push, present, modal) = (try parsed[Self.push], try parsed[Self.present], try parsed[Self.modal])
        guard [push, present, startChild != nil].filter({ $0 }).count <= 1 else {
            throw UsageError(message: "--push, --present and --start-child exclude each other")
        }
        let action = try NewActionOptions.request(parsed)
        let noWrap = try parsed[Self.noWrap]
        if action == nil, push || present || startChild != nil || modal || noWrap {
            throw UsageError(
                message: "--push, --present, --start-child, --modal and --no-wrap need --from and --action")
        }
        var navigation = NavigationRequest.push
        if present { navigation = .present }
        if let startChild { navigation = .startChild(startChild) }
        request = AddScreenRequest(
            name: parsed.positionals[0], coordinator: coordinator, inputs: try parsed[Self.inputs], action: action,
            navigation: navigation, modal: modal, wraps: !noWrap, style: try parsed[Self.style],
            swiftUI: try parsed[Self.swiftUI], createsCoordinator: try parsed[Self.newCoordinator])
        editing = try EditingOptions(parsed)
    }
}

/// `coordgen add-coordinator`.
struct AddCoordinatorArguments: CommandArguments {
    var request: AddCoordinatorRequest
    var editing: EditingOptions

    static let start = Option.value("start", "screen", help: "Its first screen; created when it does not exist.")
    static let inputs = Option.repeated(
        "input", "name:Type", help: "An input of a new start screen: name:Type[=default]."
    ).map { texts throws(UsageError) in try texts.map(EditArguments.input) }
    static let modal = Option.flag("modal", help: "The flow runs in a modal navigation controller.")
    static let showDetail = Option.flag(
        "show-detail",
        help: "The action shows the flow in the split view's secondary column (showDetail) instead of starting it.")
    static let showSupplementary = Option.flag(
        "show-supplementary",
        help: "The action shows the flow in the split view's supplementary column (showSupplementary) instead of "
            + "starting it.")
    static let tab = Option.value("tab", "title", help: "Add the flow as a tab with this title.")
    static let systemItem = Option.value(
        "system-item", "item", help: "With --tab: a UITabBarItem.SystemItem, e.g. favorites.")
    static let image = Option.value("image", "symbol", help: "With --tab: an SF Symbol name, e.g. gear.")
    static let result = Option.value(
        "result", "cases",
        help: "The result the flow hands back: cases separated by commas, each name or name:Type "
            + "(one value, named like the case), e.g. 'language:String,cancel'.")
    static let whenLeft = Option.value(
        "when-left", "case",
        help: "With --result: the case, without a value, handed over when the flow is left any other way. "
            + "(default: cancel)")

    static let options =
        [start.spec, inputs.spec] + NewActionOptions.options
        + [modal.spec, showDetail.spec, showSupplementary.spec, tab.spec, systemItem.spec, image.spec, result.spec]
        + [whenLeft.spec]
        + EditingOptions.options

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard let start = try parsed[Self.start] else {
            throw UsageError(message: "missing --start <screen>; see 'coordgen help add-coordinator'")
        }
        var tab: TabRequest?
        let (systemItem, image) = (try parsed[Self.systemItem], try parsed[Self.image])
        if let title = try parsed[Self.tab] {
            tab = TabRequest(title: title, systemItem: systemItem, image: image)
        } else if systemItem != nil || image != nil {
            throw UsageError(message: "--system-item and --image need --tab")
        }
        let modal = try parsed[Self.modal]
        let columns: [(flag: String, column: SplitColumnRequest)] =
            (try parsed[Self.showDetail] ? [("--show-detail", .secondary)] : [])
            + (try parsed[Self.showSupplementary] ? [("--show-supplementary", .supplementary)] : [])
        if columns.count > 1 {
            throw UsageError(message: "--show-detail and --show-supplementary cannot be used together: pick one column")
        }
        if modal, let flag = columns.first?.flag {
            throw UsageError(message: "--modal and \(flag) cannot be used together: a column's flow is not modal")
        }
        let action = try NewActionOptions.request(parsed)
        if let flag = columns.first?.flag, action == nil {
            throw UsageError(message: "\(flag) needs --from and --action")
        }
        request = AddCoordinatorRequest(
            name: parsed.positionals[0], start: start, startInputs: try parsed[Self.inputs],
            action: action, modal: modal, column: columns.first?.column, tab: tab,
            result: try EditArguments.result(try parsed[Self.result], whenLeft: try parsed[Self.whenLeft]))
        editing = try EditingOptions(parsed)
    }
}
