import CoordgenSwiftUI
import Foundation
import TestSupport
import Testing

@testable import CoordgenUIKit
@testable import Generator

/// `ReservedNames.frameworkTypes(of:)` is the list of types the generated code names without declaring them; this keeps it
/// complete, so a new template that mentions a new framework type cannot leave a manifest free to hide it.
@Suite("Reserved names")
struct ReservedNamesTests {
    /// The types UIKit's generated code names, and their frameworks.
    static let uikitTypes = ReservedNames.frameworkTypes(of: UIKitBackend())
    /// The types SwiftUI's generated code names.
    static let swiftUITypes = ReservedNames.frameworkTypes(of: SwiftUIBackend())

    @Test("every type the generated code names is declared by it, comes from the manifest, or is reserved")
    func frameworkTypesAreComplete() throws {
        var missing: Set<String> = []
        for fixture in Fixture.all {
            let result = CoordinatorGenerator.standard.generate(manifest: fixture.manifest)
            try #require(!result.hasErrors)
            let code = result.files.filter { $0.kind == .generated }.map(\.contents).joined(separator: "\n")
            // The scaffolds declare the view controllers the generated code creates.
            let declared = Self.declaredTypes(in: result.files.map(\.contents).joined(separator: "\n"))
            let fromManifest = Self.manifestTypeNames(fixture.manifest)
            let reserved = fixture.isSwiftUI ? Self.swiftUITypes : Self.uikitTypes
            for name in Self.typeLikeIdentifiers(in: code)
            where !declared.contains(name) && !fromManifest.contains(name)
                && reserved[name] == nil && !ReservedNames.standardProtocols.contains(name)
                && !SwiftNames.keywords.contains(name)
            {
                missing.insert("\(name) (in \(fixture.name))")
            }
        }
        #expect(missing.isEmpty, "add these to the back end's frameworkTypes: \(missing.sorted())")
    }

    @Test("a manifest type may not take any reserved name", arguments: Self.uikitTypes.keys.sorted())
    func everyReservedNameIsRefused(_ name: String) {
        let manifest =
            #"{ "version": 1, "app": { "tabs": ["Main"], "tabBarController": "\#(name)" }, "#
            + #""coordinators": [ { "name": "Main", "start": "Home", "tab": { "title": "Home" } } ], "#
            + #""screens": [ { "name": "Home" } ] }"#
        let diagnostics = CoordinatorGenerator.standard.validate(manifest: Array(manifest.utf8))
        #expect(diagnostics.map(\.message).contains { $0.contains("which hides") }, "\(diagnostics)")
    }

    @Test("every generated local that names may not take is declared by some fixture's generated code")
    func generatedLocalsAreDeclared() throws {
        let code = try Fixture.all.map { fixture in
            let result = CoordinatorGenerator.standard.generate(manifest: fixture.manifest)
            try #require(!result.hasErrors)
            return result.files.filter { $0.kind == .generated }.map(\.contents).joined(separator: "\n")
        }.joined(separator: "\n")
        for local in Local.allCases {
            let name = local.rawValue
            // A `let` or `var`, a closure's parameter, or a function's parameter (`with event: Event`).
            let declared = try Regex("(let|var) \(name)\\b|\\b\(name) in\\b|[(,] ?(\\w+ )?\(name): [A-Z@(\\[]")
            let found = code.contains(declared)
            #expect(found, "no fixture's generated code declares '\(name)': take it out of Local")
        }
    }

    /// Identifiers that start with a capital, outside comments and string literals.
    static func typeLikeIdentifiers(in code: String) -> Set<String> {
        var names: Set<String> = []
        for line in code.split(separator: "\n") {
            var text = String(line)
            if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
            text = text.replacingOccurrences(of: #""[^"]*""#, with: "", options: .regularExpression)
            // A metatype's `.Type` names no type, and a manifest type cannot hide a qualified member type
            // (`UISplitViewController.Column`): only the type before the dot counts.
            text = text.replacingOccurrences(of: #"\.[A-Z][A-Za-z0-9_]*"#, with: "", options: .regularExpression)
            for match in text.matches(of: /[A-Za-z_][A-Za-z0-9_]*/) {
                let word = String(match.output)
                if word.first?.isUppercase == true { names.insert(word) }
            }
        }
        return names
    }

    static func declaredTypes(in code: String) -> Set<String> {
        var names = Set(
            code.matches(of: /(?:class|protocol|enum|struct|typealias|associatedtype) ([A-Za-z_][A-Za-z0-9_]*)/).map {
                String($0.output.1)
            })
        // The generic parameters of functions, initializers and types: `func value<Value>`, `init<Flow: Coordinator,
        // …>`, `class RouteOpening<Table: RouteTable>`.
        for match in code.matches(of: /(?:(?:func|class|struct|enum) [A-Za-z_][A-Za-z0-9_]*|init)<([^>]*)>/) {
            for parameter in match.output.1.split(separator: ",") {
                let name = parameter.split(separator: ":").first ?? ""
                names.insert(name.trimmingCharacters(in: .whitespaces))
            }
        }
        return names
    }

    /// The names in the manifest's types (its dependencies' too) and defaults, and its screen, coordinator and protocol
    /// names.
    static func manifestTypeNames(_ manifest: [UInt8]) -> Set<String> {
        guard let root = try? JSONSerialization.jsonObject(with: Data(manifest)) else { return [] }
        var names: Set<String> = []
        ManifestMutator.walk(root) { value in
            guard let object = value as? [String: Any] else { return }
            for key in ["type", "default", "protocol", "name", "dependencies"] {
                guard let text = object[key] as? String else { continue }
                for match in text.matches(of: /[A-Za-z_][A-Za-z0-9_]*/) { names.insert(String(match.output)) }
            }
        }
        return names
    }
}
