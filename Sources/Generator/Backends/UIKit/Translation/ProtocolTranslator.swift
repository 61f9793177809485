import Templates

/// The file of action protocols (protocols style).
enum ProtocolTranslator {
    static func declarations(for protocols: [ProtocolModel]) -> [Declaration] {
        protocols.map { model in
            var screens: [String] = []
            for requirement in model.requirements where !screens.contains(requirement.screen) {
                screens.append(requirement.screen)
            }
            return .type(
                TypeDeclaration(
                    documentation: ["What the screens \(screens.joined(separator: ", ")) ask their coordinator to do."],
                    attributes: ["@MainActor"],
                    kind: .protocol,
                    name: model.name,
                    inheritance: ["AnyObject"],
                    members: model.requirements.flatMap { action in
                        requirements(for: action)
                    }))
        }
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
