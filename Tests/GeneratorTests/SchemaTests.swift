import Foundation
import TestSupport
import Testing

@testable import CoordgenUIKit
@testable import Generator

/// The manifest's JSON Schema is made from the decoder's key tables; these tests prove the two agree both ways.
@Suite("Manifest schema")
struct SchemaTests {
    /// Every object of the manifest and its keys, as the decoder reads them.
    static let decoderObjects: [(name: String, keys: [String])] =
        [("manifest", ManifestDecoder.topLevelKeys)] + ManifestSchema.objects.map { ($0.name, $0.keys) }

    @Test("every key of the manifest is documented in docs/manifest.md")
    func everyKeyIsDocumented() throws {
        let reference = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/manifest.md"), encoding: .utf8)
        for (object, keys) in Self.decoderObjects {
            for key in keys {
                #expect(reference.contains("`\(key)`"), "docs/manifest.md does not document '\(key)' of \(object)")
            }
        }
    }

    @Test("every key the decoder accepts has a property in the schema")
    func everyKeyIsInTheSchema() {
        for (object, keys) in Self.decoderObjects {
            for key in keys {
                #expect(ManifestSchema.properties[object + "." + key] != nil, "\(object).\(key) has no property")
            }
        }
    }

    @Test("every property in the schema is a key the decoder accepts")
    func noOtherKeys() {
        let accepted = Set(Self.decoderObjects.flatMap { object in object.keys.map { object.name + "." + $0 } })
        for property in ManifestSchema.properties.keys.sorted() {
            #expect(accepted.contains(property), "\(property) is in the schema but the decoder does not accept it")
        }
        for property in UIKitBackend().schemaDescriptions.keys.sorted() {
            #expect(ManifestSchema.properties[property] != nil, "UIKit describes \(property), which is not a key")
        }
    }

    @Test("the schema's objects are the decoder's, closed to other keys, with the decoder's required keys")
    func objectsAreClosed() throws {
        let text = ManifestSchema.text(for: [UIKitBackend()])
        #expect(text.hasPrefix("{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
        let closed = text.components(separatedBy: "\"additionalProperties\": false").count - 1
        #expect(closed == Self.decoderObjects.count)
        #expect(ManifestSchema.objects.first { $0.name == "coordinator" }?.required == ["name", "start"])
        #expect(ManifestSchema.objects.first { $0.name == "input" }?.required == ["name", "type"])
    }

    @Test("the same coordgen always prints the same schema")
    func deterministic() {
        #expect(ManifestSchema.text(for: [UIKitBackend()]) == ManifestSchema.text(for: [UIKitBackend()]))
        #expect(ManifestSchema.text(for: [UIKitBackend()]).hasSuffix("}\n"))
    }
}
