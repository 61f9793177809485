import Generator

/// A command's arguments as one typed value, read once from what ``CommandLineReader`` parsed. Each command reads
/// only the options its ``CommandSpec`` declares; the reader has already refused any other.
protocol CommandArguments {
    init(_ parsed: ParsedArguments) throws(UsageError)
}

/// Where output goes: `--output` and `--scaffolds`, shared by every command that writes or compares files.
struct OutputLocations: Equatable {
    var output: String?
    var scaffolds: String?

    init(output: String? = nil, scaffolds: String? = nil) {
        self.output = output
        self.scaffolds = scaffolds
    }

    init(_ parsed: ParsedArguments) {
        output = parsed.value("output")
        scaffolds = parsed.value("scaffolds")
    }
}

extension CommandArguments {
    /// `--single-file`: a plain file name ending in `.swift`, or `nil` when not given.
    static func singleFileName(_ parsed: ParsedArguments) throws(UsageError) -> String? {
        guard let name = parsed.value("single-file") else { return nil }
        guard Paths.isPlainFileName(name), name.hasSuffix(".swift") else {
            throw UsageError(message: "--single-file takes a file name ending in .swift, not '\(name)'")
        }
        return name
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
    var quiet: Bool
    /// Where the recording test doubles go; none are written when absent.
    var testDoubles: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        manifest = parsed.positionals.first
        locations = OutputLocations(parsed)
        example = parsed.value("example")
        testDoubles = parsed.value("test-doubles")
        singleFile = try Self.singleFileName(parsed)
        noScaffolds = parsed.flag("no-scaffolds")
        dryRun = parsed.flag("dry-run")
        warningsAsErrors = parsed.flag("warnings-as-errors")
        quiet = parsed.flag("quiet")
        if example != nil, manifest != nil {
            throw UsageError(message: "--example generates the built-in manifest; do not pass a manifest as well")
        }
    }
}

/// `coordgen validate`.
struct ValidateArguments: CommandArguments, Equatable {
    var manifest: String?
    var warningsAsErrors: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        manifest = parsed.positionals.first
        warningsAsErrors = parsed.flag("warnings-as-errors")
    }
}

/// `coordgen check`.
struct CheckArguments: CommandArguments, Equatable {
    var manifest: String?
    var locations: OutputLocations
    var singleFile: String?
    var noScaffolds: Bool
    var warningsAsErrors: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        manifest = parsed.positionals.first
        locations = OutputLocations(parsed)
        singleFile = try Self.singleFileName(parsed)
        noScaffolds = parsed.flag("no-scaffolds")
        warningsAsErrors = parsed.flag("warnings-as-errors")
    }
}

/// `coordgen graph`.
struct GraphArguments: CommandArguments, Equatable {
    var manifest: String?
    var format: GraphOutputFormat
    var output: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        manifest = parsed.positionals.first
        output = parsed.value("output")
        let name = parsed.value("format") ?? GraphOutputFormat.mermaid.rawValue
        guard let format = GraphOutputFormat(rawValue: name) else {
            let formats = GraphOutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "--format takes \(formats), not '\(name)'")
        }
        self.format = format
    }
}

/// `coordgen schema`.
struct SchemaArguments: CommandArguments, Equatable {
    var output: String?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        output = parsed.value("output")
    }
}

/// `coordgen init`.
struct InitArguments: CommandArguments, Equatable {
    var folder: String
    var style: String
    var tabs: [String]
    var force: Bool
    var dryRun: Bool
    var quiet: Bool

    init(_ parsed: ParsedArguments) throws(UsageError) {
        folder = parsed.positionals.first ?? "."
        style = parsed.value("style") ?? "protocols"
        tabs = parsed.value("tabs").map { $0.split(separator: ",").map { String($0).trimmingSpaces } } ?? []
        force = parsed.flag("force")
        dryRun = parsed.flag("dry-run")
        quiet = parsed.flag("quiet")
    }
}

/// What the edit commands share: the manifest they edit and how they write.
struct EditingOptions: Equatable {
    var manifest: String
    var locations: OutputLocations
    var dryRun: Bool
    var quiet: Bool

    init(_ parsed: ParsedArguments) {
        manifest = parsed.value("manifest") ?? Constants.manifestFileName
        locations = OutputLocations(parsed)
        dryRun = parsed.flag("dry-run")
        quiet = parsed.flag("quiet")
    }
}

/// `coordgen add-screen`.
struct AddScreenArguments: CommandArguments {
    var request: AddScreenRequest
    var editing: EditingOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard let coordinator = parsed.value("coordinator") else {
            throw UsageError(message: "missing --coordinator <name>; see 'coordgen help add-screen'")
        }
        let navigations = [parsed.flag("push"), parsed.flag("present"), parsed.value("start-child") != nil]
        guard navigations.filter({ $0 }).count <= 1 else {
            throw UsageError(message: "--push, --present and --start-child exclude each other")
        }
        let action = try EditArguments.action(parsed)
        if action == nil, navigations.contains(true) || parsed.flag("modal") {
            throw UsageError(message: "--push, --present, --start-child and --modal need --from and --action")
        }
        var navigation = NavigationRequest.push
        if parsed.flag("present") { navigation = .present }
        if let child = parsed.value("start-child") { navigation = .startChild(child) }
        let inputs = try parsed.values("input").map(EditArguments.input)
        request = AddScreenRequest(
            name: parsed.positionals[0], coordinator: coordinator, inputs: inputs, action: action,
            navigation: navigation, modal: parsed.flag("modal"), style: parsed.value("style"))
        editing = EditingOptions(parsed)
    }
}

/// `coordgen add-coordinator`.
struct AddCoordinatorArguments: CommandArguments {
    var request: AddCoordinatorRequest
    var editing: EditingOptions

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard let start = parsed.value("start") else {
            throw UsageError(message: "missing --start <screen>; see 'coordgen help add-coordinator'")
        }
        var tab: TabRequest?
        if let title = parsed.value("tab") {
            tab = TabRequest(title: title, systemItem: parsed.value("system-item"), image: parsed.value("image"))
        } else if parsed.value("system-item") != nil || parsed.value("image") != nil {
            throw UsageError(message: "--system-item and --image need --tab")
        }
        let inputs = try parsed.values("input").map(EditArguments.input)
        request = AddCoordinatorRequest(
            name: parsed.positionals[0], start: start, startInputs: inputs, action: try EditArguments.action(parsed),
            modal: parsed.flag("modal"), tab: tab,
            result: try EditArguments.result(parsed.value("result"), whenLeft: parsed.value("when-left")))
        editing = EditingOptions(parsed)
    }
}
