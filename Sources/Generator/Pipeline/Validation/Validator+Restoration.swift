import Templates

/// A restorable navigation (`"restorable": true`) saves each action that showed a screen or started a flow with the
/// values it took, and replays them to restore: those values must be of types that are `Codable`, which coordgen can
/// tell only of the standard ones.
extension Validator {
    /// The types a restorable navigation saves, besides optionals, arrays and dictionaries of them.
    static let restorableTypes = ["Int", "Double", "Bool", "String", "URL", "UUID", "Date", "Data"]

    mutating func checkRestorable() {
        guard manifest.isRestorable else { return }
        for screen in manifest.screens {
            for action in screen.actions where action.navigations.contains(where: \.value.kind.isSavedOnRestoring) {
                for parameter in action.parameters {
                    guard let type = parameter.type, case .success(let parsed) = types.parse(type.value),
                        !Self.isRestorable(parsed)
                    else { continue }
                    sink.error(
                        Message.unrestorableValue(
                            parameter.name.value, type: type.value, action: screen.name.value + "." + action.name.value),
                        at: type.offset)
                }
            }
        }
    }

    /// Whether a value of `type` is one a restorable navigation saves.
    static func isRestorable(_ type: SwiftType) -> Bool {
        switch type {
        case .named(let components):
            let name = components.map(\.name).joined(separator: ".")
            return components.allSatisfy(\.arguments.isEmpty)
                && (restorableTypes.contains(name) || restorableTypes.contains { "Foundation." + $0 == name })
        case .optional(let wrapped), .array(let wrapped):
            return isRestorable(wrapped)
        case .dictionary(let key, let value):
            return isRestorable(key) && isRestorable(value)
        case .tuple, .function, .composition, .existential:
            return false
        }
    }
}

// MARK: Messages

extension Message {
    static func unrestorableValue(_ parameter: String, type: String, action: String) -> Message {
        Message(
            .unrestorableValue,
            "'\(parameter)' of \(action) is a '\(type)', which a restorable navigation cannot save: it saves "
                + Validator.restorableTypes.joined(separator: ", ")
                + ", and optionals, arrays and dictionaries of them; pass one of those (an identifier), or remove "
                + "\"restorable\"")
    }
}
