/// Who may use the generated API: the module it is generated into, or also the modules that import it.
///
/// The generated types and their members get the level; members that are `private` stay so, protocol requirements
/// and enum cases follow their type as Swift requires, and members of extensions keep Swift's default.
public enum AccessLevel: String, CaseIterable, Equatable, Sendable {
    /// Swift's default: the app target that holds the generated files.
    case `internal`
    /// A framework or feature module that other modules import.
    case `public`

    /// The modifier written before each declaration of the API, or `nil` where Swift's default applies.
    var modifier: String? {
        switch self {
        case .internal: nil
        case .public: "public"
        }
    }

    /// The modifier and a space, for text templates: empty where Swift's default applies.
    public var verbatimPrefix: String {
        modifier.map { $0 + " " } ?? ""
    }

    /// `declarations` with this level on every declaration of the API.
    public func apply(to declarations: [Declaration]) -> [Declaration] {
        guard let modifier else { return declarations }
        return declarations.map { Self.withModifier(modifier, $0) }
    }

    /// Modifiers that already say who can see a declaration; such a declaration keeps them.
    private static let accessModifiers: Set<String> = [
        "private", "fileprivate", "internal", "package", "public", "open",
    ]

    private static func withModifier(_ modifier: String, _ declaration: Declaration) -> Declaration {
        let add = { (modifiers: [String]) -> [String] in
            modifiers.contains(where: accessModifiers.contains) ? modifiers : [modifier] + modifiers
        }
        switch declaration {
        case .type(var type):
            switch type.kind {
            case .protocol:
                // Requirements take the protocol's level and cannot be marked.
                type.modifiers = add(type.modifiers)
            case .extension:
                // Generated extensions add conformances to your own view controllers and helpers used inside the
                // module, so their members keep Swift's default.
                break
            case .class, .struct, .enum:
                type.modifiers = add(type.modifiers)
                type.members = type.members.map { withModifier(modifier, $0) }
            }
            return .type(type)
        case .function(var function):
            function.modifiers = add(function.modifiers)
            return .function(function)
        case .initializer(var initializer):
            initializer.modifiers = add(initializer.modifiers)
            return .initializer(initializer)
        case .property(var property):
            property.modifiers = add(property.modifiers)
            return .property(property)
        case .enumCase, .mark, .verbatim:
            return declaration
        }
    }
}
