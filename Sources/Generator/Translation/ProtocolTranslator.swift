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
                    members: model.requirements.map { action in
                        .function(ActionCode.method(action, documentation: [ActionCode.summary(action)], body: nil))
                    }))
        }
    }
}
