import CoordgenLinks
import Generator
import Templates

/// Turns the resolved app into source files: generated files first, then one scaffold per screen.
///
/// Each file is translated on its own, on every core, and returned in a fixed order.
enum Translator {
    /// One file to produce.
    private enum Job: Sendable {
        case runtime
        case runtimePart(RuntimePart)
        case resultWaiter
        case storyboarded
        case tabBar(controller: String, tabs: [TabModel], inFlows: Bool)
        case splitView(controller: String, SplitModel, inFlows: Bool)
        case appCoordinator(FlowsModel)
        case initialFlow(FlowsModel)
        case decision(CoordinatorModel)
        case coordinator(CoordinatorModel)
        case protocols
        case sharedNavigation(ScreenModel)
        case screen(ScreenModel)
        case scaffold(ScreenModel)
        case viewModel(ScreenModel)
        case result(CoordinatorModel)
        case viewModelScaffold(ScreenModel)
        case viewScaffold(ScreenModel, view: String)
        case routes
        case routeOpening(RouteOpeningTranslator)
        case appActions
        case navigationReport
    }

    static func files(for model: AppModel, header: [String], module: String) -> [TranslatedFile] {
        var jobs: [Job] = [.runtime]
        jobs += RuntimePart.allCases.filter { $0.isUsed(by: model) }.map(Job.runtimePart)
        if model.hasResultWaiter {
            jobs.append(.resultWaiter)
        }
        if model.usesStoryboards {
            jobs.append(.storyboarded)
        }
        switch model.shape {
        case .root:
            break
        case .tabs(let controller, let tabs):
            jobs.append(.tabBar(controller: controller, tabs: tabs, inFlows: false))
        case .split(let controller, let split):
            jobs.append(.splitView(controller: controller, split, inFlows: false))
        case .flows(let flows):
            jobs.append(.appCoordinator(flows))
            for flow in flows.flows {
                switch flow.content {
                case .coordinator: break
                case .tabBar(let controller, let tabs):
                    jobs.append(.tabBar(controller: controller, tabs: tabs, inFlows: true))
                case .split(let controller, let split):
                    jobs.append(.splitView(controller: controller, split, inFlows: true))
                }
            }
        }
        if !model.appActions.isEmpty {
            jobs.append(.appActions)
        }
        if model.target.reportsNavigation {
            jobs.append(.navigationReport)
        }
        if !model.routes.isEmpty {
            jobs.append(.routes)
            jobs.append(.routeOpening(RouteOpeningTranslator(model: model)))
        }
        jobs += model.coordinators.map(Job.coordinator)
        if model.hasViewModels {
            jobs += model.coordinators.filter { $0.result != nil }.map(Job.result)
        }
        if !model.protocols.isEmpty {
            jobs.append(.protocols)
        }
        jobs += model.screens.filter(\.isShared).map(Job.sharedNavigation)
        jobs += model.screens.map(Job.screen)
        jobs += model.screens.filter(\.hasViewModel).map(Job.viewModel)
        jobs += model.screens.map(Job.scaffold)
        jobs += model.screens.filter(\.hasViewModel).map(Job.viewModelScaffold)
        jobs += model.screens.compactMap { screen in
            screen.instantiation.swiftUIView.map { Job.viewScaffold(screen, view: $0) }
        }
        if let flows = model.shape.switchableFlows, flows.initial == .decided {
            jobs.append(.initialFlow(flows))
        }
        jobs += model.coordinators.filter { $0.decision != nil }.map(Job.decision)
        return Parallel.map(jobs) { job in
            file(for: job, model: model, header: header, module: module)
        }
    }

    private static func file(
        for job: Job, model: AppModel, header: [String], module: String
    ) -> TranslatedFile {
        let target = model.target
        let generated = { (name: String, imports: [String], declarations: [Declaration]) in
            TranslatedFile(
                source: SourceFile(
                    name: name, header: header, imports: imports, declarations: target.access.apply(to: declarations)),
                kind: .generated)
        }
        let scaffold = { (name: String, header: [String], imports: [String], declarations: [Declaration]) in
            TranslatedFile(
                source: SourceFile(name: name, header: header, imports: imports, declarations: declarations),
                kind: .scaffold)
        }
        switch job {
        case .runtime:
            return generated(
                target.runtime.runtimeFileName, [module],
                CoordinatorRuntimeTemplate.declarations(types: target.runtime, access: target.access))
        case .runtimePart(let part):
            return generated(
                part.fileName(target.runtime), part.imports(module: module),
                part.declarations(for: model))
        case .resultWaiter:
            // View models await results too, and import Foundation only.
            return generated(
                target.runtime.resultWaiter + ".swift", ViewModelTranslator.imports,
                CoordinatorRuntimeTemplate.resultWaiterDeclarations(types: target.runtime))
        case .storyboarded:
            return generated(
                target.runtime.storyboardedFileName, [module],
                StoryboardedTemplate.declarations(name: target.runtime.storyboarded, bundle: target.storyboardBundle))
        case .tabBar(let controller, let tabs, let inFlows):
            return generated(
                controller + ".swift", [module],
                TabBarTranslator.declarations(
                    controller: controller, tabs: tabs, appCoordinator: inFlows ? target.runtime.appCoordinator : nil,
                    model: model))
        case .splitView(let controller, let split, let inFlows):
            return generated(
                controller + ".swift", [module],
                SplitViewTranslator.declarations(
                    controller: controller, split: split, appCoordinator: inFlows ? target.runtime.appCoordinator : nil,
                    model: model))
        case .appCoordinator(let flows):
            return generated(
                target.runtime.appCoordinator + ".swift", [module],
                AppCoordinatorTranslator(flows: flows, model: model).declarations())
        case .initialFlow(let flows):
            return scaffold(
                Constants.initialFlowFileName(AppTypeNames(prefix: target.runtimePrefix)), Constants.initialFlowHeader,
                [module],
                AppCoordinatorTranslator(flows: flows, model: model).initialFlowDeclarations())
        case .decision(let coordinator):
            return scaffold(
                Constants.decisionFileName(coordinator.name), Constants.decisionHeader(coordinator.name), [module],
                CoordinatorTranslator(model: model, coordinator: coordinator).decisionDeclarations())
        case .routes:
            return generated(
                target.runtime.appRoute + ".swift", RouteTranslator.imports,
                RouteTranslator.declarations(
                    for: model.routes, named: target.runtime.appRoute, link: target.runtime.routeLink,
                    linkTypes: model.linkTypes, linkValue: target.runtime.routeLinkValue,
                    payload: target.runtime.routePayload, access: target.access.modifier.map { [$0] } ?? []))
        case .routeOpening(let translator):
            return generated(target.runtime.appRoute + "+Opening.swift", [module], translator.declarations())
        case .appActions:
            return generated(
                target.runtime.appAction + ".swift", [module], AppActionTranslator(model: model).declarations())
        case .navigationReport:
            return generated(
                target.runtime.navigationReport + ".swift", [module],
                NavigationReportTranslator(model: model).declarations())
        case .coordinator(let coordinator):
            return generated(
                Constants.coordinator(coordinator.name) + ".swift", [module],
                CoordinatorTranslator(model: model, coordinator: coordinator).declarations())
        case .protocols:
            // View models use the action protocols and import Foundation only; so does the protocols' file then,
            // unless a requirement names a UIKit type.
            let foundationOnly =
                model.hasViewModels && !model.protocols.contains { $0.mentionsUIKit }
            return generated(
                Constants.protocolsFileName, foundationOnly ? ViewModelTranslator.imports : [module],
                ProtocolTranslator.declarations(for: model.protocols))
        case .sharedNavigation(let screen):
            let translator = SharedNavigationTranslator(model: model, screen: screen)
            return generated(translator.name + ".swift", [module], translator.declarations())
        case .result(let coordinator):
            return generated(
                Constants.result(coordinator.name) + ".swift", ViewModelTranslator.imports,
                CoordinatorTranslator(model: model, coordinator: coordinator).resultDeclarations())
        case .viewModel(let screen):
            return generated(
                Constants.viewModelBase(screen.name) + ".swift", ViewModelTranslator.imports,
                ViewModelTranslator.declarations(for: screen, model: model))
        case .viewModelScaffold(let screen):
            return scaffold(
                Constants.viewModel(screen.name) + ".swift", ViewModelTranslator.scaffoldHeader(screen: screen.name),
                ViewModelTranslator.imports, ViewModelTranslator.scaffold(for: screen))
        case .viewScaffold(let screen, let view):
            return scaffold(
                view + ".swift", SwiftUIViewTranslator.header(screen: screen.name, view: view),
                SwiftUIViewTranslator.imports, SwiftUIViewTranslator.declarations(for: screen, view: view))
        case .screen(let screen):
            return generated(
                UIKitNames.baseClass(screen.name) + ".swift", ScreenTranslator.imports(screen, module: module),
                ScreenTranslator.declarations(for: screen, model: model))
        case .scaffold(let screen):
            return scaffold(
                UIKitNames.viewController(screen.name) + ".swift",
                Constants.scaffoldHeader(screen: screen.name, base: UIKitNames.baseClass(screen.name)),
                [module], ScaffoldTranslator.declarations(for: screen, model: model))
        }
    }
}
