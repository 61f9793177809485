import Generator

extension SwiftType {
    /// Whether the type is `any UIPopoverPresentationControllerSourceItem`: what an action whose popover points at a
    /// view or a bar button item takes.
    var isPopoverSourceItem: Bool {
        guard case .existential(.named(let components)) = self, let last = components.last else { return false }
        return last.name == "UIPopoverPresentationControllerSourceItem" && last.arguments.isEmpty
            && (components.count == 1 || (components.count == 2 && components[0].name == "UIKit"))
    }

    /// Whether the type is `any <name>`, unqualified: the runtime's own protocol `name`.
    func isExistential(of name: String) -> Bool {
        guard case .existential(.named(let components)) = self, components.count == 1 else { return false }
        return components[0].name == name && components[0].arguments.isEmpty
    }

    /// Whether the type names a UIKit type (`UIImage`, `UIKit.UIColor`): what a view model, which imports Foundation
    /// only, cannot use. UIKit's types are the ones whose names start with `UI` and a capital.
    var mentionsUIKit: Bool {
        let text = Array(canonical.utf8)
        func isNamePart(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: "_")
        }
        for index in text.indices where text[index] == UInt8(ascii: "U") && index + 2 < text.count {
            let startsName = index == 0 || !isNamePart(text[index - 1])
            let capital = text[index + 2] >= 0x41 && text[index + 2] <= 0x5A
            if startsName, text[index + 1] == UInt8(ascii: "I"), capital {
                return true
            }
        }
        return false
    }
}

extension ProtocolModel {
    /// Whether a requirement's parameter names a UIKit type (`UIImage`), so the protocol needs UIKit.
    var mentionsUIKit: Bool {
        requirements.contains { action in action.parameters.contains { $0.type.mentionsUIKit } }
    }
}
