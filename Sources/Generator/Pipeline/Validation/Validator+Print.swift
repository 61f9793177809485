import Templates

/// Printing (`print`): UIKit's print options, over the flow on an iPhone and in a popover on an iPad.
extension Validator {
    /// Whether a parameter of `type` holds several items to print (an array of printable ones) or one; `nil` when it
    /// holds nothing printable. Validation refuses the `nil`s; resolution reads which of the two it is.
    static func printsList(_ type: SwiftType, imageType: String) -> Bool? {
        let printable = SystemPresentation.printableTypes(imageType: imageType)
        if printable.contains(type.canonical) { return false }
        if case .array(let element) = type, printable.contains(element.canonical) { return true }
        return nil
    }

    /// The print job prints a parameter of the action's, of a printable type, points its popover at the action's
    /// sender on iPad, and runs an action of the same screen, which whether it printed (`printed`) and the action's own
    /// parameters fill.
    mutating func checkPrint(_ job: PrintSpec, of action: ActionSpec, on screen: ScreenSpec, at offset: Int) {
        checkSender(of: action, on: screen, at: offset)
        if let item = job.item {
            if let parameter = action.parameters.first(where: { $0.name.value == item.value }) {
                let type = parameter.type.flatMap { try? types.parse($0.value).get() }
                if let type, Self.printsList(type, imageType: backend.imageType) == nil {
                    sink.error(
                        Message.printItemType(
                            item.value, type: parameter.type?.value ?? "",
                            printable: SystemPresentation.printableTypes(imageType: backend.imageType)),
                        at: item.offset)
                }
            } else {
                sink.error(
                    Message.printItemNotParameter(
                        item.value, action: action.name.value, known: action.parameters.map(\.name.value)),
                    at: item.offset)
            }
        }
        checkPresentationRun(
            job.runs, of: action, on: screen, by: "print job", giving: SystemPresentation.printResults)
    }
}

// MARK: Messages

extension Message {
    static func printItemNotParameter(_ name: String, action: String, known: [String]) -> Message {
        Message(.printItemNotParameter) {
            let start = "'item' names '\(name)', which is not a parameter of '\(action)'"
            if let suggestion = Suggestions.closest(to: name, in: known) {
                return start + "; did you mean '\(suggestion)'?"
            }
            return start + "; add a parameter that holds what is printed"
        }
    }

    static func printItemType(_ name: String, type: String, printable: [String]) -> Message {
        let types = printable.map { "'\($0)'" }.joined(separator: ", ")
        return Message(
            .printItemType,
            "'item' names '\(name)', a '\(type)'; a print job prints a \(types), or an array of one of them")
    }
}
