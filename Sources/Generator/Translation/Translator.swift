import Templates

/// Turns the resolved app into source files: generated files first, then one scaffold per screen.
enum Translator {
    static func files(for model: AppModel, manifestName: String) -> [OutputFile] {
        let header = Constants.generatedHeader(manifestName: manifestName)
        var generated: [SourceFile] = []
        func add(_ name: String, _ declarations: [Declaration]) {
            generated.append(SourceFile(name: name, header: header, imports: ["UIKit"], declarations: declarations))
        }
        add(Constants.runtimeFileName, CoordinatorRuntimeTemplate.declarations())
        if model.usesStoryboards {
            add(Constants.storyboardedFileName, StoryboardedTemplate.declarations())
        }
        if case .tabs(let controller, let tabs) = model.shape {
            add(controller + ".swift", TabBarTranslator.declarations(controller: controller, tabs: tabs))
        }
        for coordinator in model.coordinators {
            add(Constants.coordinator(coordinator.name) + ".swift",
                CoordinatorTranslator(model: model, coordinator: coordinator).declarations())
        }
        if !model.protocols.isEmpty {
            add(Constants.protocolsFileName, ProtocolTranslator.declarations(for: model.protocols))
        }
        for screen in model.screens {
            add(Constants.baseClass(screen.name) + ".swift", ScreenTranslator.declarations(for: screen))
        }
        let scaffolds = model.screens.map { screen in
            SourceFile(
                name: Constants.viewController(screen.name) + ".swift",
                header: Constants.scaffoldHeader(screen: screen.name),
                imports: ["UIKit"],
                declarations: ScaffoldTranslator.declarations(for: screen))
        }
        return generated.map { OutputFile(source: $0, kind: .generated) }
            + scaffolds.map { OutputFile(source: $0, kind: .scaffold) }
    }
}
