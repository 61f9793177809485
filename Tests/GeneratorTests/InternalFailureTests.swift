import TestSupport
import Testing

@testable import CoordgenUIKit
@testable import Generator

/// Resolution assumes what validation checked; where that assumption fails it stops loudly instead of guessing.
@Suite("Internal failures")
struct InternalFailureTests {
    @Test("a manifest resolved without validation fails with an internal error, not with guessed code")
    func resolvingUnvalidatedInputFails() throws {
        let text =
            #"{ "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ], "#
            + #""screens": [ { "name": "Home", "actions": [ { "name": "go" } ] } ] }"#
        let bytes = Array(text.utf8)
        var sink = DiagnosticSink(source: SourceText(bytes), file: "coordgen.json")
        let manifest = try #require(ManifestDecoder.decode(try JSONParser.parse(bytes), sink: &sink))
        #expect(throws: InternalError("action 'go' has no navigation after validation")) {
            try FlowResolver.resolve(
                manifest, for: UIKitBackend(), sink: &sink, types: TypeTable(), symbols: SymbolTable())
        }
    }
}
