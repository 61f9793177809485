/// Who may use the generated API: the module it is generated into, or also the modules that import it.
///
/// The generated types and their members get the level; members that are `private` stay so, protocol requirements
/// and enum cases follow their type as Swift requires, and members of extensions keep Swift's default.
public enum AccessLevel: String, CaseIterable, Equatable, Sendable {
    /// Swift's default: the app target that holds the generated files.
    case `internal`
    /// A framework or feature module that other modules import.
    case `public`
    /// `public`, and every class that is not `final` is `open`, with the members a subclass may override, so that
    /// another module can subclass the screens' and view models' base classes.
    case open

    /// The modifier written before each declaration of the API, or `nil` where Swift's default applies.
    public var modifier: String? {
        switch self {
        case .internal: nil
        case .public, .open: "public"
        }
    }

    /// Whether classes that are not `final` are `open` to subclasses in other modules.
    var opensClasses: Bool {
        self == .open
    }

    /// The modifier and a space, for text templates: empty where Swift's default applies.
    public var verbatimPrefix: String {
        modifier.map { $0 + " " } ?? ""
    }

    /// `declarations` with this level on every declaration of the API.
    public func apply(to declarations: [Declaration]) -> [Declaration] {
        guard let modifier else { return declarations }
        return declarations.map { withModifier(modifier, $0, inOpenClass: false) }
    }

    /// Modifiers that already say who can see a declaration; such a declaration keeps them.
    private static let accessModifiers: Set<String> = [
        "private", "fileprivate", "internal", "package", "public", "open",
    ]

    /// Modifiers that keep a member from being overridden, so that it cannot be `open`.
    private static let finalModifiers: Set<String> = ["final", "static", "private", "fileprivate"]

    /// `modifiers` led by `level`, unless they already say who can see the declaration.
    private static func marked(_ modifiers: [String], _ level: String) -> [String] {
        modifiers.contains(where: accessModifiers.contains) ? modifiers : [level] + modifiers
    }

    private func withModifier(_ modifier: String, _ declaration: Declaration, inOpenClass: Bool) -> Declaration {
        let add = { (modifiers: [String]) -> [String] in Self.marked(modifiers, modifier) }
        // A member a subclass in another module may override: `open`, where Swift allows it.
        let overridable = { (modifiers: [String]) -> [String] in
            let canOpen = inOpenClass && !modifiers.contains(where: Self.finalModifiers.contains)
            return Self.marked(modifiers, canOpen ? "open" : modifier)
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
            // A class that says who can see it (an internal one, which names your own types) is not opened.
            case .class
            where opensClasses && !type.modifiers.contains("final")
                && !type.modifiers.contains(where: Self.accessModifiers.contains):
                type.modifiers = Self.marked(type.modifiers, "open")
                type.members = type.members.map { withModifier(modifier, $0, inOpenClass: true) }
            case .class, .struct, .enum:
                type.modifiers = add(type.modifiers)
                type.members = type.members.map { withModifier(modifier, $0, inOpenClass: false) }
            }
            return .type(type)
        case .function(var function):
            function.modifiers = overridable(function.modifiers)
            return .function(function)
        case .initializer(var initializer):
            // Initializers are inherited or overridden by their own rules; they cannot be `open`.
            initializer.modifiers = add(initializer.modifiers)
            return .initializer(initializer)
        case .property(var property):
            // A stored constant cannot be overridden.
            property.modifiers = property.isConstant ? add(property.modifiers) : overridable(property.modifiers)
            return .property(property)
        case .enumCase, .mark, .verbatim:
            return declaration
        }
    }
}
