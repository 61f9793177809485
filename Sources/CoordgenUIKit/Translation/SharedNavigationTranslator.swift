import Generator
import Templates

/// The navigation of a shared screen, written once for every flow that shows it: `protocol ProfileNavigation`, which
/// each coordinator that shows Profile adopts, and its extension, which holds Profile's actions, the dispatch of its
/// events and `makeProfileViewController`. The coordinators' classes then hold none of them.
struct SharedNavigationTranslator {
    let model: AppModel
    let screen: ScreenModel

    private typealias Names = RuntimeNames

    func declarations() -> [Declaration] {
        [.type(navigationProtocol()), .type(navigationExtension())]
    }

    /// The name of the protocol and of its file.
    var name: String {
        Constants.sharedNavigation(screen.name)
    }

    /// What the extension needs of a coordinator beyond the runtime's protocol: the state every coordinator of the app
    /// keeps, and the screen's custom actions, which you write once, in an extension of the protocol.
    private func navigationProtocol() -> TypeDeclaration {
        var inheritance = [model.target.runtime.coordinator]
        inheritance +=
            screen.style.behaviour.groupsActionsIntoProtocols
            ? screen.protocolNames : screen.style.emitter.coordinatorConformances(for: screen)
        var members: [Declaration] = []
        if let dependencies = model.dependencies {
            members.append(
                .property(
                    PropertyDeclaration(
                        documentation: ["What the flow hands to the flows it starts and the screens it creates."],
                        name: Names.dependencies, type: dependencies, value: .requirement(settable: false))))
        }
        if model.shape.switchableFlows != nil {
            members.append(
                .property(
                    PropertyDeclaration(
                        documentation: [
                            "The app coordinator, which `switchTo` actions ask to change the top-level flow."
                        ],
                        name: Names.appCoordinator, type: model.target.runtime.appCoordinator + "?",
                        value: .requirement(settable: false))))
        }
        for action in screen.actions where action.navigation == .custom {
            members.append(
                .function(
                    ActionCode.method(
                        action,
                        documentation: [
                            "On \(screen.name), `\(action.selector)` is custom: implement it once, in an extension of "
                                + "`\(name)`",
                            "in your own file, for every flow that shows \(screen.name).",
                        ],
                        body: nil)))
        }
        return TypeDeclaration(
            documentation: [
                "The navigation of the \(screen.name) screen, written once for every flow that shows it: each",
                "coordinator that shows \(screen.name) adopts this protocol, whose extension implements the screen's",
                "actions and creates the screen.",
            ],
            attributes: ["@MainActor"],
            kind: .protocol,
            name: name,
            inheritance: inheritance,
            members: members)
    }

    private func navigationExtension() -> TypeDeclaration {
        let code = ActionTranslator(model: model, result: nil, factoryModifiers: [])
        // Members of an extension keep Swift's default access; what witnesses a requirement of the API's protocols
        // takes the API's level, as the coordinators' own methods do.
        let access = model.target.access.modifier.map { [$0] } ?? []
        let api = { (function: FunctionDeclaration) -> FunctionDeclaration in
            var function = function
            if !function.modifiers.contains("private") {
                function.modifiers = access + function.modifiers
            }
            return function
        }
        var members: [Declaration] = []
        let actions = screen.actions.filter { $0.navigation != .custom }
        if !actions.isEmpty {
            members.append(.mark("Actions"))
            for action in actions {
                members += code.methods(for: action).map { .function(api($0)) }
            }
        }
        if let dispatch = screen.style.emitter.coordinatorDispatch(for: screen) {
            members.append(.mark(dispatch.title))
            members.append(.function(api(dispatch.method)))
        }
        members.append(.mark("Screen"))
        members.append(.function(code.factory(for: screen)))
        let uses = usedNavigations.map(Constants.sharedNavigation)
        return TypeDeclaration(
            kind: .extension, name: name, whereClause: uses.isEmpty ? nil : "Self: " + uses.joined(separator: " & "),
            members: members)
    }

    /// The other shared screens whose navigation this one calls, directly or through theirs: what its actions push or
    /// present and what its screens embed, at any depth. Each of their extensions requires its own in turn, so this
    /// one requires them all. They are shared too (see `Manifest.sharedScreens()`), so every coordinator that adopts
    /// this protocol adopts theirs. The extension requires them of `Self` rather than the protocol inheriting them,
    /// since screens may show each other in a cycle.
    private var usedNavigations: [String] {
        var used: [String] = []
        var queue = [screen]
        while let shown = queue.popLast() {
            let targets = shown.actions.flatMap(\.navigation.shownScreens) + shown.embeds.map(\.screen)
            for target in targets where target != screen.name && !used.contains(target) {
                guard let next = model.screen(named: target), next.isShared else { continue }
                used.append(target)
                queue.append(next)
            }
        }
        return used
    }
}
