import Generator
import Templates

/// The file of action protocols (protocols style).
enum ProtocolTranslator {
    static func declarations(for protocols: [ProtocolModel]) -> [Declaration] {
        protocols.map { model in
            .type(
                TypeDeclaration(
                    documentation: [Self.summary(of: model.screens)],
                    attributes: ["@MainActor"],
                    kind: .protocol,
                    name: model.name,
                    inheritance: ["AnyObject"],
                    members: model.requirements.flatMap { action in
                        requirements(for: action)
                    }))
        }
    }

    /// "What the screen Home asks its coordinator to do.", or "What the screens Feed and Search ask …".
    private static func summary(of screens: [String]) -> String {
        guard let last = screens.last, screens.count > 1 else {
            return "What the screen \(screens.first ?? "") asks its coordinator to do."
        }
        return "What the screens \(screens.dropLast().joined(separator: ", ")) and \(last) ask their coordinator to do."
    }

    /// The requirement of `action`, and for an action that starts a flow with a result, the form that awaits it.
    private static func requirements(for action: ActionModel) -> [Declaration] {
        let documentation = [ActionCode.summary(action)]
        var requirements: [Declaration] = [
            .function(ActionCode.method(action, documentation: documentation, body: nil))
        ]
        if let result = action.startedResult {
            requirements.append(
                .function(
                    ActionCode.awaitingMethod(
                        action, result: result,
                        documentation: documentation + ["Returns the flow's result when it ends, however it ends."],
                        body: nil)))
        }
        return requirements
    }
}
