import Generator
import Templates

/// The view model of a screen that has one (MVVM-C): the generated `HomeViewModelBase`, which holds the screen's
/// inputs and dependencies and talks to the coordinator in the screen's style, and the user's `HomeViewModel`, created
/// once. Both import Foundation only, so view models build and are tested in a target without UIKit.
enum ViewModelTranslator {
    /// What a view model's files import.
    static let imports = ["Foundation"]

    /// The generated file: the style's own declarations (an events enum and its handler protocol), then the base class.
    static func declarations(for screen: ScreenModel, model: AppModel) -> [Declaration] {
        var members =
            screen.style.emitter.baseClassMembers(for: screen)
            + ScreenTranslator.valueProperties(screen, model: model)
        let values = ScreenTranslator.valueParameters(screen, model: model)
        members.append(
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        values.isEmpty
                            ? "Creates the view model; the coordinator connects it to itself."
                            : "Creates the view model with the screen's values; the coordinator connects it to itself."
                    ],
                    parameters: values.map { FunctionParameter(name: $0.name, type: $0.type) },
                    body: values.map { .line("self.\($0.name) = \($0.name)") })))
        members += ScreenTranslator.resultReceivers(screen, overriddenIn: Constants.viewModel(screen.name))
        members += ScreenTranslator.handedValueReceivers(screen, overriddenIn: Constants.viewModel(screen.name))
        return screen.style.emitter.screenDeclarations(for: screen) + [
            .type(
                TypeDeclaration(
                    documentation: [
                        "The generated part of the \(screen.name) screen's view model.",
                        "",
                        "`\(Constants.viewModel(screen.name))`, which is yours, subclasses it; \(sender(of: screen)) "
                            + "sends it what the person does,",
                        "and it tells the coordinator where to go. It imports Foundation only, so you can test it "
                            + "without UIKit.",
                    ],
                    attributes: ["@MainActor"],
                    kind: .class,
                    name: Constants.viewModelBase(screen.name),
                    members: members))
        ]
    }

    /// The user's view model, written once: where the screen's logic goes.
    static func scaffold(for screen: ScreenModel) -> [Declaration] {
        // Each group of comment lines is one member, so the groups are set apart by one blank line.
        var comments: [[String]] = []
        if !screen.actions.isEmpty {
            comments.append(
                ["When the person asks for something, tell the coordinator:"]
                    + screen.actions.map { screen.style.emitter.trigger($0) })
        }
        let results = screen.startedResults.map(\.result.typeName)
        if !results.isEmpty {
            comments.append(
                ["The flows it starts hand their results to didReceive(_:); override it here:"]
                    + results.map { "override func didReceive(_ result: \($0)) { … }" })
        }
        return [
            .type(
                TypeDeclaration(
                    documentation: ["The view model of the \(screen.name) screen."],
                    modifiers: ["final"],
                    kind: .class,
                    name: Constants.viewModel(screen.name),
                    inheritance: [Constants.viewModelBase(screen.name)],
                    members: comments.map { group in .verbatim(group.map { "// " + $0 }.joined(separator: "\n")) }))
        ]
    }

    /// What sends the view model what the person does: the view controller, or a SwiftUI screen's view.
    private static func sender(of screen: ScreenModel) -> String {
        screen.instantiation.swiftUIView.map { "`\($0)`" } ?? "the view controller"
    }

    /// The header of the user's view model.
    static func scaffoldHeader(screen: String) -> [String] {
        [
            "Created by coordgen for the \(screen) screen's view model. This file is yours:",
            "coordgen never changes or deletes it, and adds what the manifest declares to \(screen)ViewModelBase.",
        ]
    }
}
