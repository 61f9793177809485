/// Every type the generated code declares for one manifest, with what in the manifest it comes from: the one list of
/// the app's generated names. Each generated file is named after the type it holds.
///
/// Validation reports the clashes among these names and with coordgen's own, and checks that no member takes one of
/// them; `SymbolTableTests` holds the list to what translation declares, for every fixture and random manifest.
struct SymbolTable {
    /// A type of generated code, and where the manifest asks for it.
    struct Symbol: Equatable {
        var name: String
        /// What declares it, as messages say it: "screen 'Home'".
        var origin: String
        var offset: Int
    }

    /// In the order messages report clashes: a later symbol clashes with an earlier one.
    private(set) var symbols: [Symbol] = []
    /// The files of yours coordgen creates when they are missing (a screen's view controller and view model, the app
    /// coordinator's initial flow), by name: no merged file may take one.
    private(set) var scaffolds: [String] = []

    /// A table of no types: an app before validation.
    init() {}

    /// The types `manifest` asks for, for `backend`; `sharedScreens` are the screens whose navigation is written once.
    init(_ manifest: Manifest, backend: any Backend, sharedScreens: [String: String]) {
        if let app = manifest.app, app.tabs != nil {
            let name = app.tabBarController ?? Located(value: Constants.defaultTabBarController, offset: app.offset)
            declare(name.value, origin: "the tab bar controller '\(name.value)'", at: name.offset)
        }
        if let split = manifest.app?.split {
            let name = split.controller
            declare(name.value, origin: "the split view controller '\(name.value)'", at: name.offset)
        }
        if let app = manifest.app, app.flows != nil {
            for name in [manifest.appTypes.appCoordinator, manifest.appTypes.appFlow] {
                declare(name, origin: "the app coordinator", at: app.offset)
            }
            if app.initial?.value == AppSpec.decide {
                scaffolds.append(Constants.initialFlowFileName(manifest.appTypes))
            }
            for tabBar in app.tabBars {
                declare(tabBar.controller.value, origin: "tab bar '\(tabBar.name.value)'", at: tabBar.controller.offset)
            }
            for split in app.splits {
                let origin = "split view '\(split.name?.value ?? split.controller.value)'"
                declare(split.controller.value, origin: origin, at: split.controller.offset)
            }
        }
        for part in backend.runtimePartTypes(for: manifest, prefix: manifest.prefix) {
            declare(part.name, origin: part.origin, at: part.offset)
        }
        if let action = manifest.app?.actions.first {
            declare(manifest.appTypes.appAction, origin: "the app's actions", at: action.offset)
        }
        if let analytics = manifest.analytics, analytics.value {
            declare(manifest.appTypes.navigationReport, origin: "the navigation reports", at: analytics.offset)
        }
        if let route = manifest.routes.first {
            declare(manifest.appTypes.appRoute, origin: "the app's routes", at: route.offset)
        }
        // Which flow's finishes name a `then` is known once flows are resolved; the name is kept for each flow.
        let namesFollowUps = manifest.namesFollowUps
        for coordinator in manifest.coordinators {
            let name = coordinator.name.value
            let origin = "coordinator '\(name)'"
            let offset = coordinator.name.offset
            if namesFollowUps {
                declare(Constants.followUp(name), origin: origin, at: offset)
            }
            declare(Constants.coordinator(name), origin: origin, at: offset)
            declare(Constants.customActions(name), origin: origin, at: offset)
            if coordinator.result != nil {
                declare(Constants.result(name), origin: origin, at: offset)
            }
            if coordinator.decide != nil {
                scaffolds.append(Constants.decisionFileName(name))
            }
        }
        for screen in manifest.screens {
            let name = screen.name.value
            let origin = "screen '\(name)'"
            let offset = screen.name.offset
            // The base class first: its file name is the longest this screen gets.
            declare(backend.screenBaseClass(name), origin: origin, at: offset)
            declare(backend.screenClass(name), origin: origin, at: offset)
            scaffolds.append(backend.screenClass(name) + ".swift")
            if !screen.messages.isEmpty {
                declare(backend.screenDelegateProtocol(name), origin: origin, at: offset)
            }
            if manifest.isSwiftUI(screen) {
                declare(Constants.screenView(name), origin: origin, at: offset)
                scaffolds.append(Constants.screenView(name) + ".swift")
            }
            if manifest.hasViewModel(screen) {
                declare(Constants.viewModelBase(name), origin: origin, at: offset)
                declare(Constants.viewModel(name), origin: origin, at: offset)
                scaffolds.append(Constants.viewModel(name) + ".swift")
            }
            let style = manifest.style(of: screen).behaviour
            for type in style.declaredTypes(screen: name, actionProtocols: screen.actions.map(\.protocolName?.value)) {
                declare(type, origin: origin, at: offset)
            }
            if sharedScreens[name] != nil {
                declare(Constants.sharedNavigation(name), origin: origin, at: offset)
            }
        }
        for screen in manifest.screens where manifest.style(of: screen).behaviour.groupsActionsIntoProtocols {
            for action in screen.actions {
                guard let protocolName = action.protocolName else { continue }
                declare(protocolName.value, origin: "protocol '\(protocolName.value)'", at: protocolName.offset)
            }
        }
    }

    private mutating func declare(_ name: String, origin: String, at offset: Int) {
        symbols.append(Symbol(name: name, origin: origin, offset: offset))
    }
}
