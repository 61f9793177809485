import Generator
import Templates

/// The tab bar controller of a tabs app: it owns one coordinator and navigation controller per tab.
enum TabBarTranslator {
    /// In an app with top-level flows, the app coordinator (of class `appCoordinator`) creates the tab bar and hands
    /// itself to every tab's coordinator, so a `switchTo` in any tab reaches it.
    ///
    /// With `dependencies`, it takes them and hands them to every tab's coordinator, which it then creates in its
    /// initializer.
    static func declarations(
        controller: String, tabs: [TabModel], appCoordinator: String? = nil, model: AppModel
    ) -> [Declaration] {
        let takesAppCoordinator = appCoordinator != nil
        // Without dependencies each tab's coordinator is created where it is declared; with them, in the initializer.
        let createdInInitializer = model.dependencies != nil
        var members: [Declaration] = tabs.map { tab in
            .property(
                PropertyDeclaration(
                    documentation: ["The coordinator of the \(SwiftSpelling.stringLiteral(tab.title)) tab."],
                    isConstant: true,
                    name: property(tab),
                    type: createdInInitializer ? Constants.coordinator(tab.coordinator) : nil,
                    value: .stored(
                        initialValue: createdInInitializer ? nil : model.parentlessCoordinatorCreation(tab.coordinator))
                ))
        }
        var body: [Statement] = []
        if createdInInitializer {
            body += tabs.map { .line("\(property($0)) = " + model.parentlessCoordinatorCreation($0.coordinator)) }
        }
        body.append(.line("super.init(nibName: nil, bundle: nil)"))
        // The app's own tab bar may hold tabs that run an app action; each tab's tag is its place among all of them.
        let actionTabs = takesAppCoordinator ? [] : model.actionTabs
        var places: [(holder: String, title: String, item: TabModel.Item)] = tabs.map {
            (property($0) + "." + RuntimeNames.navigationController, $0.title, $0.item)
        }
        for tab in actionTabs {
            places.insert((actionTabProperty(tab.action), tab.title, tab.item), at: min(tab.index, places.count))
        }
        for (index, place) in places.enumerated() {
            body.append(tabBarItem(of: place.holder, title: place.title, item: place.item, tag: index))
        }
        if takesAppCoordinator {
            body += tabs.map { connecting(property($0)) }
        }
        body += tabs.map { .line("\(property($0)).\(RuntimeNames.start)()") }
        body.append(
            .call(prefix: "let tabs: [UIViewController] = ", arguments: places.map(\.holder), brackets: .square))
        body.append(.line("setViewControllers(tabs, animated: false)"))
        if !actionTabs.isEmpty {
            // The tab bar asks its delegate before it selects a tab the person taps.
            body.append(.line("delegate = self"))
            members = actionTabs.map(actionTabPlaceholder) + members
        }
        members.append(
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        takesAppCoordinator
                            ? "Creates the tabs in the manifest's order and starts each tab's flow, connected to "
                                + "`appCoordinator`."
                            : "Creates the tabs in the manifest's order and starts each tab's flow."
                    ],
                    parameters: containerParameters(appCoordinator: appCoordinator, model: model),
                    body: body)))
        if !actionTabs.isEmpty {
            members.append(shouldSelect(actionTabs))
        }
        // A dismissal from the tab bar may remove stacks of the tabs' flows that hear nothing (below a picker).
        members += containerMembers(controller: controller, flows: tabs.map(property), owners: "tabs'")
        return [
            .type(
                TypeDeclaration(
                    documentation: [
                        "The app's tab bar: one navigation controller and coordinator per tab, in the manifest's order.",
                        rootSentence(inFlows: takesAppCoordinator),
                    ],
                    attributes: ["@MainActor"],
                    modifiers: ["final"],
                    kind: .class,
                    name: controller,
                    inheritance: ["UITabBarController"] + (actionTabs.isEmpty ? [] : ["UITabBarControllerDelegate"]),
                    members: members))
        ]
    }

    /// `feedCoordinator.navigationController.tabBarItem = UITabBarItem(…)`: the item of the tab `holder` shows.
    private static func tabBarItem(of holder: String, title: String, item: TabModel.Item, tag: Int) -> Statement {
        let target = holder + ".tabBarItem = UITabBarItem"
        switch item {
        case .system(let item):
            return .call(prefix: target, arguments: ["tabBarSystemItem: .\(item)", "tag: \(tag)"])
        case .image(let symbol):
            return .call(
                prefix: target,
                arguments: [
                    "title: \(SwiftSpelling.stringLiteral(title))",
                    "image: UIImage(systemName: \(SwiftSpelling.stringLiteral(symbol)))", "tag: \(tag)",
                ])
        case .titleOnly:
            return .call(
                prefix: target,
                arguments: ["title: \(SwiftSpelling.stringLiteral(title))", "image: nil", "tag: \(tag)"])
        }
    }

    /// `composeActionTab`: the view controller of the tab that runs app action `action`, which is never selected. Not
    /// `composeTab`, which could meet a member UIKit adds (iOS 18's `selectedTab`).
    static func actionTabProperty(_ action: String) -> String {
        action + "ActionTab"
    }

    private static func actionTabPlaceholder(_ tab: ActionTabModel) -> Declaration {
        .property(
            PropertyDeclaration(
                documentation: [
                    "The \(SwiftSpelling.stringLiteral(tab.title)) tab: tapping it runs `.\(tab.action)` instead of "
                        + "selecting it, so it shows nothing."
                ],
                isConstant: true, name: actionTabProperty(tab.action), type: nil,
                value: .stored(initialValue: "UIViewController()")))
    }

    /// `tabBarController(_:shouldSelect:)`: a tab that runs an app action runs it, once the tab bar has refused to
    /// select it, instead of being selected.
    private static func shouldSelect(_ tabs: [ActionTabModel]) -> Declaration {
        let branches = tabs.map { tab in
            ConditionalBranch(
                "viewController === \(actionTabProperty(tab.action))",
                [.line("\(RuntimeNames.perform)(.\(tab.action))"), .line("return false")])
        }
        return .function(
            FunctionDeclaration(
                documentation: [
                    "Runs the app action of a tab that runs one, which the tab bar then does not select; selects any "
                        + "other. UIKit asks this of its delegate when the person taps a tab: keep the tab bar its own "
                        + "delegate."
                ],
                name: "tabBarController",
                parameters: [
                    FunctionParameter(label: "_", name: "tabBarController", type: "UITabBarController"),
                    FunctionParameter(label: "shouldSelect", name: "viewController", type: "UIViewController"),
                ],
                returnType: "Bool",
                body: [.conditional(branches), .line("return true")]))
    }

    /// The parameters of a container's initializer: the app coordinator (of class `appCoordinator`), in an app with
    /// top-level flows, then the dependencies the container hands to its flows.
    static func containerParameters(appCoordinator: String?, model: AppModel) -> [FunctionParameter] {
        (appCoordinator.map { [FunctionParameter(name: RuntimeNames.appCoordinator, type: $0)] } ?? [])
            + model.dependencyInitParameters.map { FunctionParameter(name: $0.name, type: $0.type) }
    }

    /// `feedCoordinator.appCoordinator = appCoordinator`: hands the app coordinator to the container's flow `flow` (a
    /// property or a local), so a `switchTo` in it reaches the app coordinator.
    static func connecting(_ flow: String) -> Statement {
        .line("\(flow).\(RuntimeNames.appCoordinator) = \(RuntimeNames.appCoordinator)")
    }

    /// Who makes a container the window's root, as its documentation says: the app coordinator, in an app with
    /// top-level flows, or your code.
    static func rootSentence(inFlows: Bool) -> String {
        inFlows
            ? "The app coordinator makes it the window's root view controller when the app switches to it."
            : "Make it the window's root view controller."
    }

    /// What every container coordgen writes has besides its flows: `dismiss(animated:completion:)`, which ends the
    /// child flows of `flows` (its properties) whose screens went with the dismissal, and the initializer from a
    /// storyboard, unavailable since `controller` is created in code. `owners` names the flows in the documentation:
    /// "tabs'".
    static func containerMembers(controller: String, flows: [String], owners: String) -> [Declaration] {
        let reason = "\(controller) is created in code"
        return [
            .function(
                ScreenTranslator.dismissOverride(
                    documentation: [
                        "Dismisses as UIKit does, then ends the \(owners) child flows whose screens went with it."
                    ],
                    body: [
                        .block(
                            opener: "super.dismiss(animated: flag) { [weak self] in",
                            body: [.line("completion?()")]
                                + flows.map { .line("self?.\($0).\(RuntimeNames.endFlowsThatLeft)()") })
                    ])),
            .initializer(
                InitializerDeclaration(
                    attributes: ["@available(*, unavailable)"],
                    modifiers: ["required"],
                    isFailable: true,
                    parameters: [FunctionParameter(name: Local.coder.rawValue, type: "NSCoder")],
                    body: [.line("fatalError(\(SwiftSpelling.stringLiteral(reason)))")])),
        ]
    }

    /// `mainCoordinator` for the tab of coordinator `Main`.
    static func property(_ tab: TabModel) -> String {
        property(tab.coordinator)
    }

    /// `mainCoordinator`: the property through which a container (a tab bar, a split view) holds the flow of
    /// coordinator `Main`.
    static func property(_ coordinator: String) -> String {
        SwiftSpelling.lowerCamelCase(Constants.coordinator(coordinator))
    }
}
