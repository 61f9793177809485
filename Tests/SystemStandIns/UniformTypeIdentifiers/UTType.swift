import Foundation

/// A uniform type, as Apple's UniformTypeIdentifiers module declares it (iOS 14). As Apple documents it, `init?(_:)`
/// returns `nil` for an identifier that neither the system nor the app declares. The stand-in's system declares the
/// public types below, and its app declares every type under `com.example.` (as an app's Info.plist would).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String

    public init?(_ identifier: String) {
        guard Self.systemTypes.contains(identifier) || identifier.hasPrefix("com.example.") else { return nil }
        self.identifier = identifier
    }

    public var description: String { identifier }

    /// The types the stand-in's system declares.
    static let systemTypes: Set<String> = [
        "public.item", "public.content", "public.data", "public.text", "public.plain-text", "public.image",
        "public.jpeg", "public.png", "public.movie", "public.audio", "public.folder", "public.zip-archive",
        "public.json", "public.comma-separated-values-text", "com.adobe.pdf",
    ]

    public static let item = UTType(uncheckedIdentifier: "public.item")
    public static let image = UTType(uncheckedIdentifier: "public.image")
    public static let pdf = UTType(uncheckedIdentifier: "com.adobe.pdf")
    public static let plainText = UTType(uncheckedIdentifier: "public.plain-text")

    private init(uncheckedIdentifier: String) {
        identifier = uncheckedIdentifier
    }
}
