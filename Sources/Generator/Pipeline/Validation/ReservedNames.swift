import Templates

/// Names the generated code relies on, which the manifest's own names must not take. One list, so the validator, the
/// authoring commands and the fuzz test agree; a test checks it against every identifier the templates emit.
enum ReservedNames {
    /// Types and modules the generated code of `backend` names, and the framework that declares each. A manifest
    /// type with one of these names would shadow it (screen `UI` would declare `UIViewController`).
    static func frameworkTypes(of backend: any Backend) -> [String: String] {
        var types: [String: String] = [:]
        for name in backend.frameworkTypes {
            types[name] = backend.module
        }
        for name in [
            "NSObject", "NSCoder", "Bundle", "Foundation", "DispatchQueue", "URL", "URLComponents", "CharacterSet",
            "NSString", "NSUserActivity", "NSUserActivityTypeBrowsingWeb", "NumberFormatter",
        ] {
            types[name] = "Foundation"
        }
        for name in [
            "Swift", "MainActor", "String", "Int", "Bool", "Double", "Float", "Character", "Void", "Never", "AnyObject",
            "Sendable", "Optional", "Array", "Dictionary", "Set", "Error", "Result", "CheckedContinuation",
            "CaseIterable", "ObjectIdentifier", "AnyHashable", "Task", "CancellationError",
        ] {
            types[name] = "Swift"
        }
        return types
    }

    /// Protocols of the standard library that the generated code does not name but the app's own code does: a type
    /// the manifest declares with one of these names would hide it in the whole module (`struct Item: Equatable`
    /// would conform to the generated protocol instead).
    static let standardProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Collection", "Sequence", "RawRepresentable",
    ]

}
