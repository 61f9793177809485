/// A key a manifest writes, named as the schema names it (`action.detents`: the key `detents` of an action), with its
/// value when that is a string, and the offset of the key: what a back end that generates only some of the manifest is
/// asked about (``Backend/generates(key:)``, ``Backend/generates(value:of:)``), so that nothing it has no code for is
/// quietly ignored.
struct WrittenKey: Equatable, Sendable {
    var name: String
    /// The key's value when it is a string: `"popover"` for `"modalPresentationStyle": "popover"`.
    var value: String?
    var offset: Int
}

enum WrittenKeys {
    /// The keys of `root`, the manifest's top-level object, in the order the manifest writes them. Only objects the
    /// schema defines are entered, found through the schema's own `$ref`s, so the names cannot drift from it.
    static func keys(in root: JSONValue) -> [WrittenKey] {
        var keys: [WrittenKey] = []
        collect(root, object: "manifest", into: &keys)
        return keys
    }

    private static func collect(_ value: JSONValue, object: String, into keys: inout [WrittenKey]) {
        guard case .object(let members) = value.kind else { return }
        for member in members {
            let name = object + "." + member.key
            var text: String?
            if case .string(let string) = member.value.kind {
                text = string
            }
            keys.append(WrittenKey(name: name, value: text, offset: member.keyStart))
            guard let held = heldObjects[name] else { continue }
            switch member.value.kind {
            case .array(let elements): for element in elements { collect(element, object: held, into: &keys) }
            default: collect(member.value, object: held, into: &keys)
            }
        }
    }

    /// The object each property holds, by `object.key`: read off the schema's `$ref` and `items.$ref`.
    private static let heldObjects: [String: String] = ManifestSchema.properties.compactMapValues { property in
        guard case .object(let members) = property else { return nil }
        let reference =
            members.first { $0.0 == "$ref" }?.1
            ?? members.first { $0.0 == "items" }.flatMap { items -> JSONText? in
                guard case .object(let inner) = items.1 else { return nil }
                return inner.first { $0.0 == "$ref" }?.1
            }
        guard case .string(let path)? = reference else { return nil }
        return String(path.dropFirst("#/$defs/".count))
    }
}
