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
        let pipeline = GeneratorPipeline(manifestPath: path, backend: backend)
        switch pipeline.resolved(bytes) {
        case .success(let resolved):
            return GraphResult(
                text: format.draw(
                    FlowGraph(resolved.model), manifestName: pipeline.manifestName,
                    formatName: formatName ?? format.rawValue),
                diagnostics: resolved.diagnostics, internalFailure: nil)
        case .failure(let stopped):
            let result = stopped.result
            return GraphResult(text: nil, diagnostics: result.diagnostics, internalFailure: result.internalFailure)
        }
    }

}
