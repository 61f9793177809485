import Generator

/// `coordgen graph`: draws the app's flows as Mermaid, DOT or SVG.
enum GraphCommand: Command {
    static let spec = CommandSpec(
        name: "graph",
        abstract: "Draw the app's coordinators, screens and actions as a graph.",
        discussion: [
            "Coordinators are clusters; screens are boxes with their inputs; every action is an arrow labelled with "
                + "its name, drawn in one style per navigation (push, present, start child, modal child, finish, pop, "
                + "pop to the flow's first screen, dismiss, close, custom). Routes are flags with their patterns, "
                + "each with an arrow into the screen it shows; a legend names the arrow styles the graph uses. The same "
                + "manifest always gives the same bytes.",
            "mermaid renders on GitHub inside a ```mermaid block; dot is Graphviz's language; svg and png run "
                + "Graphviz's 'dot' command, which must be on PATH (png only into --output). Prints to standard output "
                + "unless --output is given; --output replaces only a graph coordgen wrote.",
        ],
        positionals: [CommonOptions.manifestArgument("draw")],
        options: GraphArguments.options,
        examples: [
            "coordgen graph", "coordgen graph --format dot --output flows.dot",
            "coordgen graph App/coordgen.json --format svg --output docs/flows.svg",
        ])

    static func run(_ arguments: GraphArguments, context: Context) throws -> ExitCode {
        let manifestPath = arguments.manifest ?? Constants.manifestFileName
        let bytes = try context.readManifest(manifestPath)
        let text: String
        switch draw(
            bytes, format: arguments.format.textFormat, formatName: arguments.format.rawValue, path: manifestPath,
            context: context)
        {
        case .success(let drawn): text = drawn
        case .failure(let stopped): return stopped.code
        }
        let picture: [UInt8]
        switch arguments.format {
        case .mermaid, .dot: picture = Array(text.utf8)
        case .svg: picture = Array(try Graphviz.svg(fromDOT: text, environment: context.environment).utf8)
        case .png: picture = try Graphviz.png(fromDOT: text, environment: context.environment)
        }
        guard let outputPath = arguments.output else {
            context.console.printText(String(decoding: picture, as: UTF8.self))
            return .success
        }
        try output.write(picture, to: outputPath, context: context)
        return .success
    }

    /// The `--format` a graph coordgen wrote names in its first line (`Regenerate with `coordgen graph --format
    /// mermaid``), for `check --graph`; `nil` for a file that has no such line.
    static func formatName(inHeaderOf bytes: [UInt8]) -> String? {
        let firstLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        let words = firstLine.split(separator: " ")
        guard firstLine.contains(GraphFormat.headerText), let flag = words.firstIndex(of: "--format"),
            flag > 0, words[flag - 1] == "graph", flag + 1 < words.count
        else { return nil }
        return String(words[flag + 1].prefix { $0.isLetter })
    }

    /// The graph's text, after printing the manifest's diagnostics; the exit code when they, or coordgen, stop it.
    /// `graph` and `check --graph` both draw through it.
    static func draw(
        _ bytes: [UInt8], format: GraphFormat, formatName: String, path: String, context: Context
    ) -> Result<String, ReportedFailure> {
        let result = context.generator.graph(manifest: bytes, format: format, formatName: formatName, path: path)
        if let failure = result.internalFailure {
            context.console.fail(
                "internal failure: \(failure.message). This is a bug in coordgen; please report it with the manifest.")
            return .failure(ReportedFailure(code: .internalFailure))
        }
        if context.report(result.diagnostics) {
            return .failure(ReportedFailure(code: .invalidManifest))
        }
        return result.text.map { .success($0) } ?? .failure(ReportedFailure(code: .internalFailure))
    }

    /// Where `--output` writes: only over a graph coordgen wrote.
    static let output = OwnedOutput(kind: .graph)
}

/// The formats `graph` accepts: the core's text formats, and SVG drawn by Graphviz from DOT.
enum GraphOutputFormat: String, CaseIterable, Equatable, Sendable {
    case mermaid
    case dot
    case svg
    case png

    var textFormat: GraphFormat {
        switch self {
        case .mermaid: .mermaid
        case .dot, .svg, .png: .dot
        }
    }
}
