/// A Swift declaration, small enough to build by hand and render with one writer.
///
/// The model covers what coordgen emits — types, functions, initializers, properties and enum cases — and no more.
/// Expressions and statements stay strings inside ``Statement``; structure that affects indentation is modelled.
public enum Declaration: Equatable, Sendable {
    case type(TypeDeclaration)
    case function(FunctionDeclaration)
    case initializer(InitializerDeclaration)
    case property(PropertyDeclaration)
    case enumCase(EnumCaseDeclaration)
    /// A `// MARK: - title` line.
    case mark(String)
    /// Text written as it is, line by line, at the current indentation: for templates that do not depend on the
    /// manifest and read best as the code they are.
    case verbatim(String)
}

/// The kind keyword of a ``TypeDeclaration``.
public enum TypeKind: String, Equatable, Sendable {
    case `class`
    case `struct`
    case `enum`
    case `protocol`
    case `extension`
}

/// A class, struct, enum, protocol or extension with its members.
public struct TypeDeclaration: Equatable, Sendable {
    public var documentation: [String]
    public var attributes: [String]
    public var modifiers: [String]
    public var kind: TypeKind
    public var name: String
    public var inheritance: [String]
    public var whereClause: String?
    public var members: [Declaration]

    /// Creates a type declaration.
    public init(
        documentation: [String] = [],
        attributes: [String] = [],
        modifiers: [String] = [],
        kind: TypeKind,
        name: String,
        inheritance: [String] = [],
        whereClause: String? = nil,
        members: [Declaration] = []
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.kind = kind
        self.name = name
        self.inheritance = inheritance
        self.whereClause = whereClause
        self.members = members
    }
}

/// One parameter of a function or initializer.
public struct FunctionParameter: Equatable, Sendable {
    /// The argument label: `nil` when it equals the name, `"_"` for none.
    public var label: String?
    public var name: String
    public var type: String
    public var defaultValue: String?

    /// Creates a parameter.
    public init(label: String? = nil, name: String, type: String, defaultValue: String? = nil) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }
}

extension FunctionParameter {
    /// The parameter as a declaration spells it: `to productType: Int`, `animated: Bool = true`.
    public var spelled: String {
        let label = label.map { $0 == name ? "" : $0 + " " } ?? ""
        return label + name + ": " + type + (defaultValue.map { " = " + $0 } ?? "")
    }
}

/// A function, or a protocol requirement when `body` is `nil`.
public struct FunctionDeclaration: Equatable, Sendable {
    public var documentation: [String]
    public var attributes: [String]
    public var modifiers: [String]
    public var name: String
    public var parameters: [FunctionParameter]
    /// Whether the function is `async`.
    public var isAsync: Bool
    /// Whether the function `throws`.
    public var isThrowing: Bool
    public var returnType: String?
    public var body: [Statement]?

    /// Creates a function declaration.
    public init(
        documentation: [String] = [],
        attributes: [String] = [],
        modifiers: [String] = [],
        name: String,
        parameters: [FunctionParameter] = [],
        isAsync: Bool = false,
        isThrowing: Bool = false,
        returnType: String? = nil,
        body: [Statement]?
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.name = name
        self.parameters = parameters
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.body = body
    }
}

/// An initializer, or a protocol requirement when `body` is `nil`.
public struct InitializerDeclaration: Equatable, Sendable {
    public var documentation: [String]
    public var attributes: [String]
    public var modifiers: [String]
    public var isFailable: Bool
    public var parameters: [FunctionParameter]
    public var body: [Statement]?

    /// Creates an initializer declaration.
    public init(
        documentation: [String] = [],
        attributes: [String] = [],
        modifiers: [String] = [],
        isFailable: Bool = false,
        parameters: [FunctionParameter] = [],
        body: [Statement]?
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.isFailable = isFailable
        self.parameters = parameters
        self.body = body
    }
}

/// How a property gets its value.
public enum PropertyValue: Equatable, Sendable {
    /// A stored property, with an optional initial value.
    case stored(initialValue: String?)
    /// A protocol requirement: `{ get }` or `{ get set }`.
    case requirement(settable: Bool)
    /// A computed, read-only property.
    case computed([Statement])
    /// A stored property without an initial value whose `didSet` runs `didSet`.
    case observed(didSet: [Statement])
}

/// A `var` or `let`.
public struct PropertyDeclaration: Equatable, Sendable {
    public var documentation: [String]
    public var attributes: [String]
    public var modifiers: [String]
    public var isConstant: Bool
    public var name: String
    public var type: String?
    public var value: PropertyValue

    /// Creates a property declaration.
    public init(
        documentation: [String] = [],
        attributes: [String] = [],
        modifiers: [String] = [],
        isConstant: Bool = false,
        name: String,
        type: String?,
        value: PropertyValue = .stored(initialValue: nil)
    ) {
        self.documentation = documentation
        self.attributes = attributes
        self.modifiers = modifiers
        self.isConstant = isConstant
        self.name = name
        self.type = type
        self.value = value
    }
}

/// An associated value of an enum case.
public struct AssociatedValue: Equatable, Sendable {
    /// The label, or `nil` for an unlabelled value.
    public var label: String?
    public var type: String

    /// Creates an associated value.
    public init(label: String?, type: String) {
        self.label = label
        self.type = type
    }
}

/// A `case` of an enum.
public struct EnumCaseDeclaration: Equatable, Sendable {
    public var documentation: [String]
    public var name: String
    public var associatedValues: [AssociatedValue]
    /// The case's raw value, as a literal (`"Home"`); `nil` for none, or the one Swift gives it.
    public var rawValue: String?

    /// Creates an enum case.
    public init(
        documentation: [String] = [], name: String, associatedValues: [AssociatedValue] = [], rawValue: String? = nil
    ) {
        self.documentation = documentation
        self.name = name
        self.associatedValues = associatedValues
        self.rawValue = rawValue
    }
}
