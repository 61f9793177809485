/// How generated code spells names and literals.
package enum SwiftSpelling {
    /// `.showProfile(let userID)`, or `.compose` when it binds nothing: the pattern of enum case `name` that binds each
    /// of its values, in order, to a constant of the name `bindings` gives; `_` for a value it skips. A pattern that
    /// skips every value leaves them out, as Swift allows.
    package static func casePattern(_ name: String, binding bindings: [String]) -> String {
        guard bindings.contains(where: { $0 != "_" }) else { return "." + name }
        return "." + name + "(" + bindings.map { $0 == "_" ? "_" : "let " + $0 }.joined(separator: ", ") + ")"
    }

    /// `name` with its leading capitals lowered, as Swift spells a property: `URLList` becomes `urlList`.
    package static func lowerCamelCase(_ name: String) -> String {
        let characters = Array(name)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase {
            upperRun += 1
        }
        guard upperRun > 0 else { return name }
        // Keep the last capital of a run when a lowercase letter follows: "URLList" → "url" + "List".
        let lowered = upperRun > 1 && upperRun < characters.count ? upperRun - 1 : upperRun
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `name` as an identifier, in backticks when it is a keyword: `` `default` ``.
    package static func identifier(_ name: String) -> String {
        SwiftNames.keywords.contains(name) ? "`" + name + "`" : name
    }

    /// The case of `AppFlow` for the top-level flow `name`: `main` for `Main`.
    package static func flowCase(_ name: String) -> String {
        identifier(lowerCamelCase(name))
    }

    /// `text` as a Swift string literal, escaping what needs it.
    package static func stringLiteral(_ text: String) -> String {
        "\"" + Escaping.escaped(text, quotes: true, notation: .swift) + "\""
    }

    /// A route value as a Swift literal of its type, in the spelling Swift prints it: `0.5` for a default written
    /// `.5`, which Swift's grammar refuses, `7` for `007`.
    package static func literal(_ value: RoutePattern.Value) -> String {
        switch value {
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .bool(let flag): String(flag)
        case .string(let text): stringLiteral(text)
        }
    }
}
