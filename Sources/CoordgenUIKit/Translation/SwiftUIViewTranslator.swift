import Generator
import Templates

/// The user's SwiftUI view of a screen marked `"viewControllers": "swiftui"`, written once when it is missing and never
/// again. The screen's generated hosting controller shows it with the screen's view model, through which the view
/// reaches the coordinator.
enum SwiftUIViewTranslator {
    static let imports = ["SwiftUI"]

    static func header(screen: String, view: String) -> [String] {
        [
            "Created by coordgen for the \(screen) screen's SwiftUI view. This file is yours: coordgen never changes",
            "or deletes it. \(UIKitNames.viewController(screen)) shows \(view) with the screen's view model.",
        ]
    }

    static func declarations(for screen: ScreenModel, view: String) -> [Declaration] {
        let viewModel = Constants.viewModel(screen.name)
        let body: [Statement] = [
            .line("Text(\(SwiftSpelling.stringLiteral(screen.name)))"),
            .comment("Send what the person does to `viewModel` (\(viewModel).swift), which tells the coordinator"),
            .comment("where to go."),
        ]
        return [
            .type(
                TypeDeclaration(
                    documentation: ["The view redraws when the view model publishes a change."],
                    kind: .extension, name: viewModel, inheritance: ["ObservableObject"], members: [])),
            .type(
                TypeDeclaration(
                    documentation: ["The \(screen.name) screen."],
                    kind: .struct, name: view, inheritance: ["View"],
                    members: [
                        .property(
                            PropertyDeclaration(
                                documentation: ["The screen's values, and where what the person does goes."],
                                // A property wrapper, written on the property's line.
                                modifiers: ["@ObservedObject"], name: "viewModel", type: viewModel)),
                        .property(PropertyDeclaration(name: "body", type: "some View", value: .computed(body))),
                    ])),
        ]
    }
}
