import Generator
import Templates

/// The app coordinator of an app with top-level flows: the `AppFlow` enum and the class that owns the window and
/// switches between the flows, and the user's file that picks the first flow.
struct AppCoordinatorTranslator {
    let flows: FlowsModel
    let model: AppModel

    private var runtime: RuntimeTypes { model.target.runtime }

    /// The top-level navigation flows whose result says where the app goes next, in the manifest's order.
    private var flowsWithResults: [(flow: String, result: ResultModel)] {
        flows.flows.compactMap { flow in
            guard case .coordinator(let name) = flow.content, let result = model.coordinator(named: name)?.result
            else { return nil }
            return (name, result)
        }
    }

    /// `onLoginResult`: what your code sets to hear the Login flow's result.
    private static func resultHandler(_ flow: String) -> String {
        "on" + flow + "Result"
    }

    private typealias Names = RuntimeNames

    /// How long a switch cross-fades, in seconds.
    static let crossFadeDuration = "0.3"

    func declarations() -> [Declaration] {
        [.type(flowEnum()), .type(coordinatorClass())]
    }

    private func flowEnum() -> TypeDeclaration {
        TypeDeclaration(
            documentation: ["The app's top-level flows, in the manifest's order."],
            kind: .enum,
            name: runtime.appFlow,
            inheritance: ["CaseIterable", "Sendable"],
            members: flows.flows.map { flow in
                .enumCase(
                    EnumCaseDeclaration(
                        documentation: [Self.describe(flow)], name: SwiftSpelling.flowCase(flow.name)))
            })
    }

    private static func describe(_ flow: TopLevelFlowModel) -> String {
        switch flow.content {
        case .coordinator(let name): "The \(name) flow, on its own navigation stack."
        case .tabBar(let controller, _): "The \(flow.name) tab bar: `\(controller)`, one flow per tab."
        case .split(let controller, _): "The \(flow.name) split view: `\(controller)`, a flow per column."
        }
    }

    /// Whether a top-level flow is a split view, whose columns' flows are the roots of the flow.
    private var hasSplit: Bool {
        flows.flows.contains { if case .split = $0.content { true } else { false } }
    }

    private func coordinatorClass() -> TypeDeclaration {
        let members: [Declaration] =
            [
                .property(
                    PropertyDeclaration(
                        documentation: ["The window that shows the current flow."], isConstant: true, name: "window",
                        type: "UIWindow"))
            ]
            + model.dependencyParameters.map { dependency in
                Declaration.property(
                    PropertyDeclaration(
                        documentation: ["What the app coordinator hands to every flow it starts."], isConstant: true,
                        name: dependency.name, type: dependency.type))
            } + [
                .property(
                    PropertyDeclaration(
                        documentation: ["The top-level flow on screen; `nil` before `start()`."],
                        modifiers: ["private(set)"], name: "flow", type: runtime.appFlow + "?")),
                .property(
                    PropertyDeclaration(
                        documentation: [
                            "The coordinators at the root of the current flow: its coordinator, or one per tab of its tab "
                                + (hasSplit ? "bar, or its split view's primary and compact columns' flows." : "bar.")
                        ],
                        modifiers: ["private(set)"], name: Names.currentFlowCoordinators,
                        type: "[any \(runtime.coordinator)]",
                        value: .stored(initialValue: "[]"))),
                .property(
                    PropertyDeclaration(
                        documentation: ["The flow a switch shows once nothing is presented over the current one."],
                        modifiers: ["private"], name: "pendingFlow", type: runtime.appFlow + "?")),
                .property(
                    PropertyDeclaration(
                        documentation: ["Whether the pending switch cross-fades."],
                        modifiers: ["private"], name: "pendingAnimated", type: nil, value: .stored(initialValue: "true")
                    )),
            ]
            + flowsWithResults.map { entry in
                Declaration.property(
                    PropertyDeclaration(
                        documentation: [
                            "Called with the \(entry.flow) flow's result before the app switches to the flow its case "
                                + "names:",
                            "keep what it carries here.",
                        ],
                        name: Self.resultHandler(entry.flow), type: "((\(entry.result.typeName)) -> Void)?"))
            } + gateProperty + flowShownHook + [
                .initializer(
                    InitializerDeclaration(
                        documentation: [
                            model.dependencies == nil
                                ? "Creates the app coordinator for `window`; `start()` shows the first flow."
                                : "Creates the app coordinator for `window` with what every flow is handed; `start()` "
                                    + "shows the first flow."
                        ],
                        parameters: [FunctionParameter(name: "window", type: "UIWindow")]
                            + model.dependencyInitParameters.map { FunctionParameter(name: $0.name, type: $0.type) },
                        body: [.line("self.window = window")]
                            + model.dependencyParameters.map { .line("self.\($0.name) = \($0.name)") })),
                .function(start()),
                .function(switchMethod()),
            ] + showPendingFlow().map(Declaration.function) + [
                .function(runningPresentation()),
                .function(replaceRoot()),
            ]
        return TypeDeclaration(
            documentation: [
                "The root of the app's flow tree. It owns the window, shows one top-level flow at a time, and switches",
                "between them when an action with `switchTo` runs or your code calls `switch(to:)`.",
                "",
                "A switch dismisses everything presented over the current flow, then replaces the window's root view",
                "controller, so the whole previous flow (its coordinators, the flows they started, their screens) is",
                "released. Keep the app coordinator for the life of the scene: create it in your `SceneDelegate`.",
            ],
            attributes: ["@MainActor"],
            modifiers: ["final"],
            kind: .class,
            name: runtime.appCoordinator,
            members: members)
    }

    /// The name of the hook by which a route being opened hears that the app shows a flow.
    static let flowShown = "onFlowShown"

    /// The name of the property that says which flow routes wait behind, `nil` once they may open.
    static let routesWaitBehind = "routesWaitBehind"

    /// In an app whose routes wait (`"onRoute": "wait"`), where they wait: the gate, which the app's switches open and
    /// close whatever is on screen meanwhile.
    private var gateProperty: [Declaration] {
        guard let gate = model.routeGate, let first = gate.closingFlows.first else { return [] }
        let closing = gate.closingFlows.joined(separator: ", ")
        let opening = gate.openingFlows.joined(separator: ", ")
        return [
            .property(
                PropertyDeclaration(
                    documentation: [
                        "The top-level flow routes wait behind (`\"onRoute\": \"wait\"`), or `nil` once they may open. "
                            + "From launch, and from the moment the app switches to a flow marked so (\(closing)), "
                            + "routes wait; from the moment it switches to a flow routes open in (\(opening)), the person "
                            + "is in and they open. A switch to another flow leaves it as it was, so a route still "
                            + "waits while a flow neither marked nor routed to is on screen, or after the person backs "
                            + "out of signing in."
                    ],
                    modifiers: ["private(set)"], name: Self.routesWaitBehind, type: runtime.appFlow + "?",
                    value: .stored(initialValue: "." + SwiftSpelling.flowCase(first))))
        ]
    }

    /// The lines of `switch(to:)` that close or open the gate, at once: a route that was on its way when the app
    /// switched to a flow marked to wait must not take the app back.
    private var gateSwitch: [Statement] {
        guard let gate = model.routeGate else { return [] }
        /// `flow == .login`, or `[.login, .welcome].contains(flow)`.
        func isAny(of names: [String]) -> String {
            let cases = names.map { "." + SwiftSpelling.flowCase($0) }
            return cases.count == 1 ? "flow == \(cases[0])" : "[\(cases.joined(separator: ", "))].contains(flow)"
        }
        return [
            .conditional(
                [
                    ConditionalBranch(isAny(of: gate.closingFlows), [.line("\(Self.routesWaitBehind) = flow")]),
                    ConditionalBranch(isAny(of: gate.openingFlows), [.line("\(Self.routesWaitBehind) = nil")]),
                ])
        ]
    }

    /// In an app with routes, what the route being opened does once a switch has shown a flow: it waits for the switch
    /// it asked for, or for the app to leave a flow that keeps routes waiting.
    private var flowShownHook: [Declaration] {
        guard !model.routes.isEmpty else { return [] }
        return [
            .property(
                PropertyDeclaration(
                    documentation: [
                        "What the route being opened does once a switch has shown a flow, on the next turn of the main "
                            + "run loop:",
                        "`\(runtime.appRoute).open(in:)` sets it.",
                    ],
                    name: Self.flowShown, type: "((\(runtime.appFlow)) -> Void)?"))
        ]
    }

    private func start() -> FunctionDeclaration {
        let first: String
        let documentation: String
        switch flows.initial {
        case .decided:
            first = "initialFlow()"
            documentation = "Shows the flow `initialFlow()` picks, and makes the window visible."
        case .fixed(let name):
            first = "." + SwiftSpelling.flowCase(name)
            documentation = "Shows the \(name) flow, and makes the window visible."
        }
        return FunctionDeclaration(
            documentation: [documentation],
            name: "start",
            body: [.line("`switch`(to: \(first), animated: false)"), .line("window.makeKeyAndVisible()")])
    }

    private func switchMethod() -> FunctionDeclaration {
        var documentation = [
            "Switches the app to `flow`: dismisses everything presented over the current flow, without animation,",
            "then shows `flow`'s first screen, cross-fading when `animated`. UIKit refuses to dismiss while a",
            "presentation or dismissal runs, so the switch waits for it; if you switch again meanwhile, the last",
            "flow asked for is shown.",
        ]
        if model.routeGate != nil {
            documentation += [
                "",
                "The gate of `\(Self.routesWaitBehind)` follows the flow asked for at once, before it shows: a route on its way",
                "then waits.",
            ]
        }
        return FunctionDeclaration(
            documentation: documentation,
            name: "`switch`",
            parameters: [
                FunctionParameter(label: "to", name: "flow", type: runtime.appFlow),
                FunctionParameter(name: "animated", type: "Bool", defaultValue: "true"),
            ],
            body: [
                .line("pendingFlow = flow"),
                .line("pendingAnimated = animated"),
            ] + gateSwitch + [.line("showPendingFlow()")])
    }

    private func showPendingFlow() -> [FunctionDeclaration] {
        let show = FunctionDeclaration(
            modifiers: ["private"],
            name: "showPendingFlow",
            body: [
                .line("guard pendingFlow != nil else { return }"),
                .block(
                    opener: "if let transition = runningPresentation() {",
                    body: [
                        .comment("UIKit refuses to dismiss until the transition has ended, which is after its"),
                        .comment("completion blocks run: look again on the next turn of the main run loop."),
                        .block(
                            opener: "transition.animate(alongsideTransition: nil) { [weak self] _ in",
                            body: [.line("self?.showPendingFlowOnNextTurn()")]),
                        .line("return"),
                    ]),
                .block(
                    opener: "if let root = window.rootViewController, root.presentedViewController != nil {",
                    body: [
                        .block(
                            opener: "root.dismiss(animated: false) { [weak self] in",
                            body: [.line("self?.replaceRoot()")]),
                        .comment("Not dismissed yet: UIKit finishes later, or refused; look again on the next turn."),
                        .block(
                            opener: "if root.presentedViewController != nil {",
                            body: [.line("showPendingFlowOnNextTurn()")]),
                        .line("return"),
                    ]),
                .line("replaceRoot()"),
            ])
        let later = FunctionDeclaration(
            modifiers: ["private"],
            name: "showPendingFlowOnNextTurn",
            body: [
                .block(
                    opener: "DispatchQueue.main.async { [weak self] in",
                    body: [.line("self?.showPendingFlow()")])
            ])
        return [show, later]
    }

    private func runningPresentation() -> FunctionDeclaration {
        FunctionDeclaration(
            documentation: [
                "The transition of a presentation or dismissal over the current flow that is still running."
            ],
            modifiers: ["private"],
            name: "runningPresentation",
            returnType: "(any UIViewControllerTransitionCoordinator)?",
            body: [
                .line("var current = window.rootViewController?.presentedViewController"),
                .block(
                    opener: "while let \(Local.presented) = current {",
                    body: [
                        .block(
                            opener: "if let transition = \(Local.presented).transitionCoordinator {",
                            body: [.line("return transition")]),
                        .line("current = \(Local.presented).presentedViewController"),
                    ]),
                .line("return nil"),
            ])
    }

    /// The flows the current flow started end with it, as when their parent ends: each hands over its `whenLeft`
    /// result, the deepest first. Only in an app whose flows with a result may be running then: a top-level flow's
    /// result has no `whenLeft`, and it has handed over the case that switched, if any.
    private var endingChildren: [Statement] {
        let topLevel = Set(model.parentlessFlows.map(\.coordinator))
        guard model.coordinators.contains(where: { $0.result != nil && !topLevel.contains($0.name) }) else { return [] }
        return [
            .comment("The flows the current flow started end with it: each hands over its `whenLeft` result."),
            .block(
                opener: "for coordinator in coordinators {",
                body: [
                    .block(
                        opener: "for child in coordinator.\(Names.childCoordinators) {",
                        body: [.line("child.\(Names.returnResults)()")])
                ]),
        ]
    }

    /// A container flow's case: `local`, the container of class `controller`, connected to the app coordinator, is the
    /// root, and the flows of its `properties` are the app coordinator's.
    private func container(_ local: String, of controller: String, keeping properties: [String]) -> [Statement] {
        [
            .line(
                "let \(local) = \(controller)("
                    + (["\(Names.appCoordinator): self"] + model.dependencyArguments()).joined(separator: ", ") + ")"),
            .call(prefix: "coordinators = ", arguments: properties.map { "\(local).\($0)" }, brackets: .square),
            .line("root = \(local)"),
        ]
    }

    private func replaceRoot() -> FunctionDeclaration {
        let cases = flows.flows.map { flow -> SwitchCase in
            let body: [Statement]
            switch flow.content {
            case .coordinator(let name):
                var statements: [Statement] = [
                    .line("let coordinator = " + model.parentlessCoordinatorCreation(name)),
                    .line("coordinator.\(Names.appCoordinator) = self"),
                ]
                if let result = model.coordinator(named: name)?.result {
                    statements.append(
                        .block(
                            opener: "coordinator.\(Names.onResult) = { [weak self] result in",
                            body: [
                                .line("self?.\(Self.resultHandler(name))?(result)"),
                                .switchOver(
                                    subject: "result",
                                    cases: result.cases.map { resultCase in
                                        SwitchCase(
                                            pattern: "." + resultCase.name,
                                            body: [
                                                .line(
                                                    "self?.switch(to: ."
                                                        + SwiftSpelling.flowCase(resultCase.switchTo ?? name) + ")")
                                            ])
                                    }),
                            ]))
                }
                body =
                    statements + [
                        .line("coordinator.\(Names.start)()"),
                        .line("coordinators = [coordinator]"),
                        .line("root = coordinator.\(Names.navigationController)"),
                    ]
            case .tabBar(let controller, let tabs):
                body = container(
                    "tabBarController", of: controller, keeping: tabs.map(\.coordinator).map(TabBarTranslator.property))
            case .split(let controller, let split):
                body = container(
                    "splitViewController", of: controller,
                    keeping: [split.primary, split.compact].map(SplitViewTranslator.property))
            }
            return SwitchCase(pattern: "." + SwiftSpelling.flowCase(flow.name), body: body)
        }
        return FunctionDeclaration(
            documentation: [
                "Builds the pending flow and makes it the window's root; the previous flow's tree goes with the old root."
            ],
            modifiers: ["private"],
            name: "replaceRoot",
            body: [
                .line("guard let flow = pendingFlow else { return }"),
                .line("pendingFlow = nil"),
            ] + endingChildren + [
                .line("let root: UIViewController"),
                .switchOver(subject: "flow", cases: cases),
                .line("self.flow = flow"),
                .line("window.rootViewController = root"),
                .block(
                    opener: "if pendingAnimated {",
                    body: [
                        .call(
                            prefix: "UIView.transition",
                            arguments: [
                                "with: window", "duration: \(Self.crossFadeDuration)",
                                "options: .transitionCrossDissolve", "animations: nil",
                            ])
                    ]),
            ]
                + (model.routes.isEmpty
                    ? []
                    : [
                        .block(
                            opener: "DispatchQueue.main.async { [weak self] in",
                            body: [.line("self?.\(Self.flowShown)?(flow)")])
                    ]))
    }

    /// The user's file for an app whose first flow is decided: `initialFlow()`, returning the first flow until the
    /// user writes the decision.
    func initialFlowDeclarations() -> [Declaration] {
        let first = flows.flows.first.map { "." + SwiftSpelling.flowCase($0.name) } ?? ".init"
        return [
            .type(
                TypeDeclaration(
                    kind: .extension,
                    name: runtime.appCoordinator,
                    members: [
                        .function(
                            FunctionDeclaration(
                                documentation: [
                                    "The flow the app starts in. Decide it here, for example from whether a session "
                                        + "is stored."
                                ],
                                name: "initialFlow",
                                returnType: runtime.appFlow,
                                body: [.line(first)]))
                    ]))
        ]
    }
}
