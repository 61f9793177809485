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
    public func graph(
        manifest bytes: [UInt8], format: GraphFormat, formatName: String? = nil,
        path: String = Constants.manifestFileName
    ) -> GraphResult {
        let pipeline = GeneratorPipeline(manifestPath: path, backends: backends)
        return pipeline.withResolved(
            bytes,
            stopped: { GraphResult(text: nil, diagnostics: $0.diagnostics, internalFailure: $0.internalFailure) },
            produce: { resolved in
                let text = format.draw(
                    FlowGraph(resolved.model), manifestName: pipeline.manifestName,
                    formatName: formatName ?? format.rawValue)
                return GraphResult(text: text, diagnostics: resolved.diagnostics, internalFailure: nil)
            })
    }
}
