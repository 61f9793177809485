import Generator
import Templates

extension StoryboardBundle {
    /// The expression for the bundle, and the words that name it in documentation.
    var expression: (code: String, words: String) {
        switch self {
        case .main: ("Bundle.main", "the app's main bundle")
        case .module: ("Bundle.module", "this module's resource bundle (`Bundle.module`)")
        }
    }
}

/// The `Storyboarded` protocol: view controllers created from a storyboard scene.
package enum StoryboardedTemplate {
    /// The declarations of the `Storyboarded` protocol, named `name`, and its `instantiate` extension, which looks in
    /// `bundle` for storyboards.
    package static func declarations(name: String, bundle: StoryboardBundle) -> [Declaration] {
        let requirements = TypeDeclaration(
            documentation: [
                "A view controller that is created from a scene in a storyboard.",
                "",
                "coordgen makes each screen conform with the storyboard name and scene identifier from the manifest.",
            ],
            attributes: ["@MainActor"],
            kind: .protocol,
            name: name,
            inheritance: ["UIViewController"],
            members: [
                .property(
                    PropertyDeclaration(
                        documentation: ["The name of the storyboard file, without its extension."],
                        modifiers: ["static"], name: "storyboardName", type: "String",
                        value: .requirement(settable: false))),
                .property(
                    PropertyDeclaration(
                        documentation: ["The Storyboard ID of the scene."],
                        modifiers: ["static"], name: "storyboardIdentifier", type: "String",
                        value: .requirement(settable: false))),
            ]
        )
        let instantiate = TypeDeclaration(
            kind: .extension,
            name: name,
            members: [
                .function(
                    FunctionDeclaration(
                        documentation: [
                            "Creates the view controller from its scene in \(bundle.expression.words).",
                            "",
                            "`creator` lets a screen with inputs receive them in `init?(coder:…)`.",
                        ],
                        modifiers: ["static"],
                        name: RuntimeNames.instantiate,
                        parameters: [
                            FunctionParameter(name: "creator", type: "((NSCoder) -> Self?)?", defaultValue: "nil")
                        ],
                        returnType: "Self",
                        body: [
                            .line(
                                "let storyboard = UIStoryboard(name: storyboardName, bundle: \(bundle.expression.code))"
                            ),
                            .line(
                                "return storyboard.instantiateViewController(identifier: storyboardIdentifier, creator: creator)"
                            ),
                        ]
                    ))
            ]
        )
        return [.type(requirements), .type(instantiate)]
    }
}
