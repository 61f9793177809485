import Templates

/// The file of action protocols (protocols style).
enum ProtocolTranslator {
    static func declarations(for protocols: [ProtocolModel], model: AppModel) -> [Declaration] {
        let app = model
        return protocols.map { model in
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
                        requirements(for: action, in: app)
                    }))
        }
    }

    /// The requirement of `action`, and for an action that starts a flow with a result, the form that awaits it.
    private static func requirements(for action: ActionModel, in model: AppModel) -> [Declaration] {
        let documentation = [ActionCode.summary(action)]
        var requirements: [Declaration] = [
            .function(ActionCode.method(action, documentation: documentation, body: nil))
        ]
        if case .startChild(let child, _, _) = action.navigation, let result = model.coordinator(named: child)?.result {
            requirements.append(
                .function(
                    FunctionDeclaration(
                        documentation: documentation + ["Returns the flow's result when it ends, however it ends."],
                        name: action.name, parameters: ActionCode.methodParameters(action), isAsync: true,
                        returnType: result.typeName, body: nil)))
        }
        return requirements
    }
}
