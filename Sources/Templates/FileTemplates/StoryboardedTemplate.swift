/// The `Storyboarded` protocol: view controllers created from a storyboard scene.
public enum StoryboardedTemplate {
    /// The declarations of the `Storyboarded` protocol and its `instantiate` extension.
    public static func declarations() -> [Declaration] {
        let name = RuntimeNames.storyboardedProtocol
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
                            "Creates the view controller from its scene in the app's main bundle.",
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
                            .line("let storyboard = UIStoryboard(name: storyboardName, bundle: Bundle.main)"),
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
