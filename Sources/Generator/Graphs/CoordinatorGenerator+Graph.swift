/// What `graph` produced: the drawing, or the diagnostics that stopped it.
public struct GraphResult: Equatable, Sendable {
    /// The graph's text; `nil` when the manifest has errors.
    public var text: String?
    public var diagnostics: [Diagnostic]
    public var internalFailure: InternalError?
}

extension CoordinatorGenerator {
    /// Draws the app the manifest describes in `format`: the same stages as ``generate(manifest:options:)`` up to the
    /// resolved model, then a ``FlowGraph`` instead of Swift. `formatName` is the `--format` the header tells to
    /// regenerate with, when it is not the format itself (SVG is drawn from DOT).
    public static func graph(
        manifest bytes: [UInt8], format: GraphFormat, formatName: String? = nil,
        path: String = Constants.manifestFileName
    ) -> GraphResult {
        switch generatable(bytes, path: path) {
        case .model(let model, let diagnostics):
            return GraphResult(
                text: format.draw(
                    FlowGraph(model), manifestName: manifestName(of: path), formatName: formatName ?? format.rawValue),
                diagnostics: diagnostics, internalFailure: nil)
        case .stopped(let result):
            return GraphResult(text: nil, diagnostics: result.diagnostics, internalFailure: result.internalFailure)
        }
    }

    /// Whether `bytes`, the start of a file, are a graph coordgen wrote (so `graph --output` may replace it).
    public static func isGraph(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes.prefix(1024), as: UTF8.self).contains(GraphFormat.headerText + " from ")
    }
}
