import Generator
import Templates

/// The code of actions and screen factories, for a coordinator's class or for the shared navigation of a screen that
/// several flows show: one method per action, the forms that await a flow's result, and `make<Screen>ViewController`.
struct ActionTranslator {
    let model: AppModel
    /// The result of the flow whose class the code goes into; `nil` for a flow without one and for shared navigation,
    /// whose finishes name no case.
    let result: ResultModel?
    /// The factories' modifiers: `private` in a coordinator's class; none in shared navigation, whose factories the
    /// other shared screens' navigation calls.
    let factoryModifiers: [String]

    private typealias Names = RuntimeNames

    /// The runtime's type names in this app.
    private var runtime: RuntimeTypes { model.target.runtime }

    // MARK: Actions

    /// The method that performs `action`; for an action that starts a flow with a result, also the form that awaits
    /// the result and the private method both use.
    func methods(for action: ActionModel) -> [FunctionDeclaration] {
        let documentation = [ActionCode.summary(action)]
        let body = NavigationReportTranslator(model: model).reporting(body(for: action), of: action, named: action.name)
        guard let result = action.startedResult else {
            return [ActionCode.method(action, documentation: documentation, body: body)]
        }
        return resultStartingMethods(for: action, result: result, body: body)
    }

    /// The statements of `action`. For an action that starts a flow with a result, they hand the result to the
    /// screen's base class and to a `handler`, which the method that holds them takes.
    private func body(for action: ActionModel) -> [Statement] {
        let statements = navigationBody(for: action)
        guard action.readsScreenInputs || action.handsToScreen else { return statements }
        return [askingScreenLookup(for: action)] + statements
    }

    /// Finds the screen that asked, whose inputs `pass` reads: the flow's own screen of the action's kind nearest the
    /// top, as for results. When none is shown any more, the action does nothing; one that starts a flow with a
    /// result hands over its `whenLeft` case at once, as when the flow never starts.
    private func askingScreenLookup(for action: ActionModel) -> Statement {
        let base = UIKitNames.baseClass(action.screen)
        let whenLeft = action.startedResult.map { [Statement.line("\(Local.handler)(.\($0.whenLeft))")] } ?? []
        return .block(
            opener:
                "guard let \(Local.shown) = \(Names.shownScreen)(where: { $0 is \(base) }) as? \(base) else {",
            body: whenLeft + [.line("return")])
    }

    /// The statements that navigate.
    func navigationBody(for action: ActionModel) -> [Statement] {
        let transition = action.transition
        let animated = transition.animated ? "animated: true" : "animated: false"
        // The runtime's calls take `animated:` only when it is not the default, so most calls read as before.
        let runtimeAnimated = transition.animated ? [] : [animated]
        // A popover or a sheet with a style of its own for a compact width gets the delegate that answers it.
        let compactStyle = transition.compactStyle.map { ["compactStyle: .\($0.rawValue)"] } ?? []
        switch action.navigation {
        case .push(let screen, let arguments):
            guard !action.removing.isEmpty else {
                return [
                    makeViewController(screen, arguments),
                    .line(
                        "\(Names.topNavigationController).pushViewController(viewController, \(animated))"),
                ]
            }
            return [makeViewController(screen, arguments)] + pushRemoving(action.removing, animated: animated)
        case .setStack(let screens):
            return setStack(screens, animated: animated)
        case .alert(let alert):
            return alertBody(alert, of: action)
        case .share(let share):
            return shareBody(share, of: action)
        case .camera(let runs):
            return cameraBody(runs: runs, of: action)
        case .photoPicker(let picker):
            return photoPickerBody(picker, of: action)
        case .exportFiles(let export):
            return exportFilesBody(export, of: action)
        case .importFiles(let importing):
            return importFilesBody(importing, of: action)
        case .safari(let safari):
            return safariBody(safari, of: action)
        case .mail(let mail):
            return mailBody(mail, of: action)
        case .webAuthentication(let signIn):
            return webAuthenticationBody(signIn, of: action)
        case .print(let job):
            return printBody(job, of: action)
        case .choose(let choose):
            return chooseBody(choose, of: action)
        case .present(let screen, let arguments) where !transition.wraps:
            let presented = Local.viewController.rawValue
            return [makeViewController(screen, arguments)] + presentationSetup(of: presented, transition)
                + compactStyleDelegate(of: presented, transition)
                + [
                    .line("\(presented).\(Names.presentingFlow) = self"),
                    .line("\(Names.topNavigationController).present(\(presented), \(animated))"),
                ]
        case .present(let screen, let arguments):
            let call = runtimeCall(
                Names.presentInNavigationController, [Local.viewController.rawValue] + runtimeAnimated + compactStyle)
            guard transition.configuresPresentation else {
                return [makeViewController(screen, arguments), .line(call)]
            }
            return [
                makeViewController(screen, arguments),
                .block(
                    opener: call + " { \(Local.stack) in", body: presentationSetup(of: Local.stack.rawValue, transition)
                ),
            ]
        case .startChild(let name, let placement, let arguments)
        where transition.presentsOutsideColumns && placement.splitColumn != nil:
            // In the split view's column the flow goes into the next column; anywhere else it is presented.
            var presented = action
            presented.navigation = .startChild(coordinator: name, placement: .modal, arguments: arguments)
            presented.transition.presentsOutsideColumns = false
            var inColumn = action
            inColumn.transition.presentsOutsideColumns = false
            return [
                .comment("Outside the split view's columns (its compact flow), \(name) is presented."),
                .block(
                    opener:
                        "guard \(Names.columnSplit)(startingFlowsIn: .\(placement.splitColumn ?? "")) != nil else {",
                    body: navigationBody(for: presented) + [.line("return")]),
            ] + navigationBody(for: inColumn)
        case .startChild(let name, let placement, let arguments):
            let deliversResult = action.startedResult != nil
            // Who hears what the flow hands back: the flow started here, or the one that runs once and comes forward.
            let handlers = { (flow: String) -> [Statement] in
                var statements: [Statement] = []
                if deliversResult {
                    statements.append(
                        .block(
                            opener: "\(flow).\(Names.onResult) = { [weak \(Local.screen)] result in",
                            body: [
                                .line("\(Local.screen)?.\(Constants.resultReceiver)(result)"),
                                .line("\(Local.handler)(result)"),
                            ]))
                }
                if !action.followUpCalls.isEmpty {
                    statements.append(Self.followUpHandler(action.followUpCalls, on: flow))
                }
                return statements
            }
            // A flow that runs once in the app comes forward instead of starting again, before anything else. One with a
            // result hands it to the screen that asked last: the one that asked before hears `whenLeft` at once.
            let started = model.coordinator(named: name)
            var single: [Statement] = []
            if started?.isSingleInstance == true {
                let running = "running"
                let handOver =
                    action.startedResult.map { result -> [Statement] in
                        [.line("let previous = \(running).\(Names.onResult)")] + handlers(running)
                            + [
                                .comment(
                                    "The screen that asked before hears `\(result.whenLeft)`; this one, the result."),
                                .line("previous?(.\(result.whenLeft))"),
                            ]
                    } ?? []
                single = [
                    .comment("\(name) runs once in the app: the one that runs comes forward instead."),
                    .block(
                        opener: "if let \(running) = \(Names.runningFlow)(\(Constants.coordinator(name)).self) {",
                        body: handOver + [
                            .line(runtimeCall(Names.bringForward, [running] + runtimeAnimated)), .line("return"),
                        ]),
                ]
            }
            // A flow that keeps its state comes back as this flow kept it, once it has started it.
            var kept: [Statement] = []
            let keepsState = started?.keepsState == true
            if keepsState {
                kept = [
                    .comment("\(name) keeps its state: the one this flow kept comes back as it was."),
                    .block(
                        opener: "if let kept = \(Names.keptFlow(name)) {",
                        body: [.line(runtimeCall(Names.bringBack, ["kept"] + runtimeAnimated)), .line("return")]),
                ]
            }
            var statements: [Statement] = []
            // The split view's column a showDetail or showSupplementary starts the flow in.
            let column = placement.splitColumn.map { "." + $0 }
            var navigation =
                column.map { "\(Names.columnNavigationController)(for: \($0))" } ?? Names.topNavigationController
            if placement.isModal {
                let stack = "\(runtime.flowNavigationController)(presentedFrom: \(Names.topNavigationController))"
                if transition.configuresPresentation {
                    statements.append(.line("let \(Local.stack) = " + stack))
                    statements += presentationSetup(of: Local.stack.rawValue, transition)
                    navigation = Local.stack.rawValue
                } else {
                    navigation = stack
                }
            }
            // What the started flow asks to run next is an action of the screen that asked: found like a result's
            // recipient, so that nothing runs once that screen has gone.
            let lookup = deliversResult || !action.followUpCalls.isEmpty ? recipientLookup(for: action) : []
            statements.append(
                .call(
                    prefix: "let \(Local.child) = " + Constants.coordinator(name),
                    arguments: ["\(Names.navigationController): \(navigation)"] + model.dependencyArguments()
                        + inputArguments(arguments)))
            statements += handlers(Local.child.rawValue)
            if model.shape.switchableFlows != nil {
                statements.append(.line("\(Local.child).\(Names.appCoordinator) = \(Names.appCoordinator)"))
            }
            if keepsState {
                statements.append(.line("\(Names.keptFlow(name)) = \(Local.child)"))
            }
            let start =
                column.map { runtimeCall(Names.startInColumn, [$0, Local.child.rawValue] + runtimeAnimated) }
                ?? runtimeCall(Names.startChild, [Local.child.rawValue] + runtimeAnimated + compactStyle)
            statements.append(.line(start))
            // A running flow with a result comes forward once its new recipient is found.
            return action.startedResult == nil ? single + kept + lookup + statements : lookup + single + statements
        case .selectTab(let tab, let runs):
            guard let (controller, tabModel) = model.tabBar(holding: tab), let flow = model.coordinator(named: tab)
            else {
                return []
            }
            let pick = "{ (tabs: \(controller)) in tabs.\(TabBarTranslator.property(tabModel)) }"
            let target = runs.flatMap(flow.startScreenAction(named:))
            let then = target.map { ["then: { $0.\($0.callPassingValuesByName) }"] } ?? []
            return [.call(prefix: Names.selectTab, arguments: [pick] + runtimeAnimated + then)]
        case .switchTo(let flow):
            return [
                .line(
                    "\(Names.appCoordinator)?.switch("
                        + (["to: .\(SwiftSpelling.flowCase(flow))"] + runtimeAnimated)
                        .joined(separator: ", ") + ")")
            ]
        case .finish(let finish):
            return finishBody(finish, followUp: action.followUp, animated: animated, runtimeAnimated: runtimeAnimated)
        case .pop:
            return [.line("\(Names.topNavigationController).popViewController(\(animated))")]
        case .popToRoot:
            return [.line(runtimeCall(Names.popToFirstScreen, runtimeAnimated))]
        case .dismiss where action.dismissesItsScreen, .close where action.dismissesItsScreen:
            let matches = "where: { $0 is \(UIKitNames.baseClass(action.screen)) }"
            return [.line(runtimeCall(Names.dismissPresentedScreen, [matches] + runtimeAnimated))]
        case .dismiss:
            return [.line(runtimeCall(Names.dismissTopStack, runtimeAnimated))]
        case .close:
            // The screen that asks is the one on top of the flow's top stack. It reads only the stacks, so one method
            // serves every screen that closes, however each was shown: the flow's first screen ends the flow, a
            // pushed screen pops, and the first screen of a stack the flow presented dismisses it.
            let top = Names.topNavigationController
            return [
                .conditional(
                    [
                        ConditionalBranch(
                            "\(top).topViewController === \(Names.rootViewController)",
                            [.line(runtimeCall(Names.finish, runtimeAnimated))]),
                        ConditionalBranch(
                            "\(top).viewControllers.count > 1", [.line("\(top).popViewController(\(animated))")]),
                    ],
                    otherwise: [.line(runtimeCall(Names.dismissTopStack, runtimeAnimated))])
            ]
        case .toScreen:
            let viewModel = model.screen(named: action.screen)?.hasViewModel == true ? ".viewModel" : ""
            let arguments = action.arguments(values: action.parameters.map(\.name))
            return [.line("\(Local.shown)\(viewModel).\(action.name)(" + arguments.joined(separator: ", ") + ")")]
        case .custom:
            return []
        }
    }

    /// Waits for the flow's chooser, then runs the action it chose (or the fallback), with this action's values of
    /// their parameters' names; the runtime's `choose` drops it all when the screen that asked, or the flow, has gone.
    private func chooseBody(_ choose: ChooseModel, of action: ActionModel) -> [Statement] {
        let base = UIKitNames.baseClass(action.screen)
        let actions = model.screen(named: action.screen)?.actions ?? []
        let call = { (name: String) -> Statement in
            .line("self?." + (actions.first { $0.name == name }?.callPassingValuesByName ?? name + "()"))
        }
        let arguments = action.arguments(values: action.parameters.map(\.name))
        let chooser =
            "return " + (choose.fallback == nil ? "await " : "try await ") + "self." + ActionCode.chooser(action) + "("
            + arguments.joined(separator: ", ") + ")"
        // Weakly, so that a flow that ends while UIKit finishes a transition before the chosen action is released then,
        // and the runtime runs nothing on it.
        var statements: [Statement] = [
            .line("let \(Local.shown) = \(Names.shownScreen) { $0 is \(base) }"),
            .block(
                opener: "\(Names.choose)(asking: \(Local.shown)) { [weak self] in",
                body: [.line("guard let self else { throw CancellationError() }"), .line(chooser)], closer: ""),
            .block(
                opener: "} then: { [weak self] in",
                body: [
                    .switchOver(
                        subject: "$0", cases: choose.among.map { SwitchCase(pattern: "." + $0, body: [call($0)]) })
                ],
                closer: choose.fallback == nil ? "}" : ""),
        ]
        if let fallback = choose.fallback {
            statements.append(.block(opener: "} failed: { [weak self] in", body: [call(fallback)]))
        }
        return statements
    }

    /// A finish: plain, with the result case it chooses, with what the starting flow runs next, or with both. A
    /// top-level flow has no parent to return to: its finish hands the case to the app coordinator, which switches on it.
    private func finishBody(
        _ finish: FinishModel?, followUp: FollowUpModel?, animated: String, runtimeAnimated: [String]
    ) -> [Statement] {
        var caseExpression: String?
        if let finish, let resultCase = result?.cases.first(where: { $0.name == finish.caseName }) {
            caseExpression = CoordinatorTranslator.caseExpression(resultCase, finish: finish)
        }
        if result?.receiver == .appCoordinator, let caseExpression {
            return [
                .line("\(CoordinatorTranslator.finishedWith) = " + caseExpression), .line("\(Names.returnResult)()"),
            ]
        }
        let chosen = caseExpression.map { ["with: " + $0] } ?? []
        let then = followUp.map { ["then: " + CoordinatorTranslator.followUpExpression($0)] } ?? []
        guard !chosen.isEmpty || !then.isEmpty else { return [.line(runtimeCall(Names.finish, runtimeAnimated))] }
        return [.line(runtimeCall(Names.finish, chosen + then + [animated]))]
    }

    /// `stack`, the flow's top stack; `root`, its first screen; and `start`, where its own screens begin on `stack`.
    /// Only the flow's own screens change, never those below its first screen, of the flow that started it.
    private var ownPartOfTopStack: [Statement] {
        [
            .line("let \(Local.stack) = \(Names.topNavigationController)"),
            .line("let root = \(Names.rootViewController)"),
            .comment("Only this flow's screens go, never those below its first screen, of the flow that started it."),
            .line(
                "let start = \(Local.stack) === \(Names.navigationController) ? \(Local.stack).viewControllers.firstIndex { $0 === root } "
                    + "?? 0 : 0"),
        ]
    }

    /// Pushes `viewController` and takes the screens of the kinds in `removing` off the stack, in one change that UIKit
    /// animates as a push. When this flow's first screen goes, the first of its own screens that stays becomes its first
    /// screen; if none stays, the pushed one does, and the screens of the flows it pushed go too, as they would be below
    /// it. If UIKit drops the change, nothing moves. Flows whose screens go end, as after any change of the stack.
    private func pushRemoving(_ removing: [String], animated: String) -> [Statement] {
        let kinds = removing.map { "\(Local.screen) is " + UIKitNames.baseClass($0) }
        // One kind a line, as swift-format breaks a long condition, so that any number of them stays in 120 columns.
        let removed: Statement =
            kinds.count == 1
            ? .line("let removed = " + kinds[0])
            : .block(
                opener: "let removed =", body: [.line(kinds[0])] + kinds.dropFirst().map { .line("|| " + $0) },
                closer: "")
        let root = Names.rootViewController
        let own = Names.navigationController
        return ownPartOfTopStack + [
            .block(
                opener: "var kept = \(Local.stack).viewControllers.enumerated().compactMap { index, \(Local.screen) in",
                body: [removed, .line("return index < start || !removed ? \(Local.screen) : nil")]),
            .block(
                opener: "if \(Local.stack) === \(own), let root, !kept.contains(where: { $0 === root }) {",
                body: [
                    .comment("Its own screens end where those of the flows it pushed begin."),
                    .block(
                        opener: "let ownScreens = \(Local.stack).viewControllers[start...].prefix { \(Local.screen) in",
                        body: [.line("!\(Names.childCoordinators).contains { $0.\(root) === \(Local.screen) }")]),
                    .line(
                        "let first = ownScreens.first { \(Local.screen) in kept.contains { $0 === \(Local.screen) } }"),
                    .line("\(root) = first ?? \(Local.viewController)"),
                    .comment(
                        "With none of them left, the flows it pushed end too: its first screen cannot be above theirs."),
                    .block(
                        opener: "if first == nil {",
                        body: [.line("kept = Array(\(Local.stack).viewControllers[..<start])")]),
                ]),
            .line("\(Local.stack).setViewControllers(kept + [\(Local.viewController)], \(animated))"),
            .comment("UIKit changes `viewControllers` at once when it accepts the change."),
            .block(
                opener: "if \(Local.stack).viewControllers.last !== \(Local.viewController) {",
                body: [.line("\(root) = root")]),
        ]
    }

    /// Replaces this flow's own screens on its top stack with `screens`, in one change that UIKit animates as a push:
    /// the screens below its first screen, of the flow that started it, stay. On the flow's own stack the first of
    /// `screens` becomes its first screen; if UIKit drops the change, nothing moves. Flows whose screens go end, as
    /// after any change of the stack.
    private func setStack(_ screens: [StackScreen], animated: String) -> [Statement] {
        let root = Names.rootViewController
        let own = Names.navigationController
        // One declaration, so the arguments read the action's parameters even if one is named `viewControllers`.
        let made = screens.map { screen in
            UIKitNames.factory(screen.screen) + "(" + inputArguments(screen.arguments).joined(separator: ", ") + ")"
        }
        return [.call(prefix: "let viewControllers: [UIViewController] = ", arguments: made, brackets: .square)]
            + ownPartOfTopStack + [
                .block(opener: "if \(Local.stack) === \(own) {", body: [.line("\(root) = viewControllers.first")]),
                .line(
                    "\(Local.stack).setViewControllers(Array(\(Local.stack).viewControllers[..<start]) + viewControllers, \(animated))"
                ),
                .comment("UIKit changes `viewControllers` at once when it accepts the change."),
                .block(
                    opener: "if \(Local.stack).viewControllers.last !== viewControllers.last {",
                    body: [.line("\(root) = root")]),
            ]
    }

    /// `let screen = …`: finds who hears the result of the flow `action` starts. The flow's own screen of the action's
    /// kind nearest the top is the one that asked, even when the action runs from code with something else on top; it
    /// hears the result if it is still there when the flow ends. An embedded screen is looked for inside the screens of
    /// the stacks, where validation made it the only one of its kind. A screen with a view model hears it through its
    /// view model.
    private func recipientLookup(for action: ActionModel) -> [Statement] {
        let hasViewModel = { (name: String) in model.screen(named: name)?.hasViewModel == true }
        let base = UIKitNames.baseClass(action.screen)
        let shown = Local.shown
        switch action.resultRecipient {
        case .askingScreen where action.readsScreenInputs:
            // The screen that asked is found already (see `askingScreenLookup`).
            return [.line("let \(Local.screen) = \(shown)" + (hasViewModel(action.screen) ? ".viewModel" : ""))]
        case .askingScreen:
            let found = "\(Names.shownScreen) { $0 is \(base) } as? \(base)"
            guard hasViewModel(action.screen) else { return [.line("let \(Local.screen) = " + found)] }
            return [.line("let \(shown) = " + found), .line("let \(Local.screen) = \(shown)?.viewModel")]
        case .embeddedScreen:
            let viewModel = hasViewModel(action.screen) ? "?.viewModel" : ""
            return [
                .block(
                    opener: "let \(shown) = \(Names.shownScreen) { \(Local.screen) in",
                    body: [.line("\(Local.screen) is \(base) || \(Local.screen).children.contains { $0 is \(base) }")]),
                // An expression continued on the next lines, as swift-format breaks it: a block without a closer.
                .block(
                    opener: "let \(Local.screen) =",
                    body: [
                        .line((viewModel.isEmpty ? "" : "(") + "(\(shown) as? \(base))"),
                        .line(
                            "?? \(shown)?.children.first { $0 is \(base) } as? \(base)"
                                + (viewModel.isEmpty ? "" : ")" + viewModel)),
                    ],
                    closer: ""),
            ]
        case .container(let container):
            let containerBase = UIKitNames.baseClass(container)
            let found = "\(Names.shownScreen) { $0.children.contains { $0 is \(base) } }"
            let name: Local = hasViewModel(container) ? .shown : .screen
            let lookup = Statement.block(
                opener: "let \(name) =", body: [.line(found), .line("as? \(containerBase)")], closer: "")
            return hasViewModel(container) ? [lookup, .line("let \(Local.screen) = \(shown)?.viewModel")] : [lookup]
        }
    }

    /// Points the popover of `presented` at the sender: through `sourceItem` from iOS 16, through the runtime's
    /// `pointPopover(_:at:)` (a view's `sourceView`, or a `barButtonItem`) below.
    func pointPopover(of presented: String) -> Statement {
        let sender = SystemPresentation.senderParameter
        return model.target.deploymentTarget < .actionSheetSender
            ? .line("\(RuntimeNames.pointPopover)(\(presented).popoverPresentationController, at: \(sender))")
            : .line("\(presented).popoverPresentationController?.sourceItem = \(sender)")
    }

    private func runtimeCall(_ name: String, _ arguments: [String]) -> String {
        name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// Sets up a stack before it is presented: its style first, since UIKit picks the presentation controller (and
    /// whether there is a sheet to give detents to) from the style when the stack is first asked for one.
    private func presentationSetup(of stack: String, _ transition: TransitionModel) -> [Statement] {
        var statements: [Statement] = []
        if let regular = transition.regularStyle {
            // Chosen when presenting, from the width the flow's top stack has then: UIKit adapts no full-screen style.
            let compact = transition.modalStyle ?? .automatic
            // An expression continued on the next line, as swift-format breaks it: a block without a closer.
            statements.append(
                .block(
                    opener: "\(stack).modalPresentationStyle =",
                    body: [
                        .line(
                            "\(Names.topNavigationController).traitCollection.horizontalSizeClass == .regular"
                                + " ? .\(regular.rawValue) : .\(compact.rawValue)")
                    ],
                    closer: ""))
        } else if let style = transition.modalStyle {
            statements.append(.line("\(stack).modalPresentationStyle = .\(style.rawValue)"))
        }
        if transition.modalStyle == .popover {
            statements.append(pointPopover(of: stack))
        }
        if transition.modalStyle == .custom && transition.wraps {
            // The screen keeps its transitioning delegate, which UIKit holds weakly, while the stack is presented; a
            // screen presented without a navigation controller is presented with its own.
            statements.append(.line("\(stack).transitioningDelegate = \(Local.viewController).transitioningDelegate"))
        }
        if let style = transition.transitionStyle {
            statements.append(.line("\(stack).modalTransitionStyle = .\(style.rawValue)"))
        }
        if transition.isModalInPresentation {
            statements.append(.line("\(stack).isModalInPresentation = true"))
        }
        var sheet: [Statement] = []
        if !transition.detents.isEmpty {
            let detents = transition.detents.map { ".\($0.rawValue)()" }.joined(separator: ", ")
            sheet.append(.line("\(stack).sheetPresentationController?.detents = [\(detents)]"))
        }
        if transition.showsGrabber {
            sheet.append(.line("\(stack).sheetPresentationController?.prefersGrabberVisible = true"))
        }
        if !sheet.isEmpty {
            // Before iOS 15 a sheet has no detents and keeps its full height, without a grabber.
            statements +=
                model.target.deploymentTarget < .detents
                ? [.block(opener: "if #available(iOS \(IOSVersion.detents), *) {", body: sheet)] : sheet
        }
        return statements
    }

    /// Makes the delegate of the compact style the delegate of a presentation of a screen without a navigation
    /// controller (a stack the runtime presents gets it from the runtime).
    private func compactStyleDelegate(of presented: String, _ transition: TransitionModel) -> [Statement] {
        guard let style = transition.compactStyle else { return [] }
        return [.line("\(presented).presentationController?.delegate = \(runtime.compactAdaptation).\(style.rawValue)")]
    }

    private func makeViewController(_ screen: String, _ arguments: [InputArgument]) -> Statement {
        .call(
            prefix: "let \(Local.viewController) = \(UIKitNames.factory(screen))",
            arguments: inputArguments(arguments))
    }

    private func inputArguments(_ arguments: [InputArgument]) -> [String] {
        arguments.map { "\($0.input): \($0.expression)" }
    }

    // MARK: Screens

    /// `makeHomeViewController(…)`: creates the screen with its inputs and connects it to this coordinator.
    func factory(for screen: ScreenModel) -> FunctionDeclaration {
        let viewController = UIKitNames.viewController(screen.name)
        // Inside the storyboard's creator closure, the coordinator's dependencies are read through `self`.
        let inClosure = screen.instantiation != .code && !screen.hasViewModel
        var inputs =
            model.dependencyArguments(readFrom: inClosure ? "self." : "")
            + screen.inputs.map { "\($0.name): \($0.name)" }
        let parameters = screen.inputs.map { FunctionParameter(name: $0.name, type: $0.type.asParameter) }
        let connectsCoordinator =
            !screen.actions.isEmpty || !screen.embeds.isEmpty || !screen.embeddedFlows.isEmpty || screen.hasViewModel
        if case .code = screen.instantiation, !connectsCoordinator {
            return FunctionDeclaration(
                modifiers: factoryModifiers, name: UIKitNames.factory(screen.name), parameters: parameters,
                returnType: viewController,
                body: [.call(prefix: "return \(viewController)", arguments: inputs)])
        }
        var body: [Statement] = []
        if screen.hasViewModel {
            // The view model holds the screen's values and talks to this coordinator; the view controller holds it.
            body.append(.call(prefix: "let viewModel = \(Constants.viewModel(screen.name))", arguments: inputs))
            body.append(contentsOf: screen.style.emitter.factoryWiring(for: screen, on: "viewModel"))
            inputs = ["viewModel: viewModel"]
        }
        switch screen.instantiation {
        case .code, .swiftUI:
            body.append(.call(prefix: "let \(Local.viewController) = \(viewController)", arguments: inputs))
        case .storyboard where inputs.isEmpty:
            body.append(.line("let \(Local.viewController) = \(viewController).\(Names.instantiate)()"))
        case .storyboard:
            body.append(
                .block(
                    opener: "let \(Local.viewController) = \(viewController).\(Names.instantiate) { \(Local.coder) in",
                    body: [.call(prefix: viewController, arguments: ["coder: \(Local.coder)"] + inputs)]))
        }
        if !screen.hasViewModel {
            body.append(contentsOf: screen.style.emitter.factoryWiring(for: screen, on: Local.viewController.rawValue))
        }
        body.append(contentsOf: embedWiring(for: screen).statements)
        body.append(.line("return \(Local.viewController)"))
        return FunctionDeclaration(
            modifiers: factoryModifiers,
            name: UIKitNames.factory(screen.name),
            parameters: parameters,
            returnType: viewController,
            body: body)
    }

    /// Wires the screens embedded in `screen` (held in `viewController`) to this coordinator once each exists, and
    /// those embedded in them, in the embedded screen's own style; `usesSelf` when the statements name this
    /// coordinator, which a connection then captures weakly.
    private func embedWiring(for screen: ScreenModel) -> (statements: [Statement], usesSelf: Bool) {
        let flows = screen.embeddedFlows.map(flowEmbedWiring)
        var statements = flows.map(\.statement)
        var usesSelf = flows.contains(where: \.usesSelf)
        for embed in screen.embeds {
            guard let embedded = model.screen(named: embed.screen) else { continue }
            // A style's wiring connects the screen to this coordinator: it names `self` whenever there is any.
            let own = embedded.style.emitter.factoryWiring(
                for: embedded,
                on: embedded.hasViewModel ? "\(Local.viewController).viewModel" : Local.viewController.rawValue)
            let nested = embedWiring(for: embedded)
            guard !own.isEmpty || !nested.statements.isEmpty else { continue }
            let captures = !own.isEmpty || nested.usesSelf
            statements.append(
                .block(
                    opener: "\(Local.viewController).\(Constants.embedConnection(embed.name)) = {"
                        + (captures ? " [weak self]" : "") + " \(Local.viewController) in",
                    body: own + nested.statements))
            usesSelf = usesSelf || captures
        }
        return (statements, usesSelf)
    }

    /// Gives the container (held in `viewController`) the closure that makes the flow `embed` names: on a stack the
    /// container holds, with this coordinator's dependencies and app coordinator, started at once; `usesSelf` when
    /// it needs this coordinator for them.
    private func flowEmbedWiring(_ embed: FlowEmbedModel) -> (statement: Statement, usesSelf: Bool) {
        let arguments = model.dependencyArguments(readFrom: "self.")
        let linksApp = model.shape.switchableFlows != nil
        let usesSelf = !arguments.isEmpty || linksApp
        var body: [Statement] = usesSelf ? [.line("guard let self else { return nil }")] : []
        body.append(
            .call(
                prefix: "let flow = " + Constants.coordinator(embed.flow),
                arguments: ["\(Names.navigationController): \(runtime.flowNavigationController).held()"] + arguments))
        if linksApp {
            body.append(.line("flow.\(Names.appCoordinator) = self.\(Names.appCoordinator)"))
        }
        body += [.line("flow.\(Names.start)()"), .line("return flow")]
        let statement = Statement.block(
            opener: "\(Local.viewController).\(Constants.flowEmbedMaker(embed.name)) = {"
                + (usesSelf ? " [weak self] in" : ""),
            body: body)
        return (statement, usesSelf)
    }

    /// For an action that starts a flow with a result: the action itself, the form that awaits the result (in
    /// styles that offer it), and the private method both call with what to do with the result.
    private func resultStartingMethods(for action: ActionModel, result: StartedResult, body: [Statement])
        -> [FunctionDeclaration]
    {
        let forward = action.arguments(values: action.parameters.map(\.name))
        var methods = [
            ActionCode.method(
                action, documentation: [ActionCode.summary(action)],
                body: [.call(prefix: action.method, arguments: forward + ["then: { _ in }"])])
        ]
        if model.screen(named: action.screen)?.style.behaviour.awaitsResults == true {
            methods.append(
                ActionCode.awaitingMethod(
                    action, result: result,
                    documentation: [
                        ActionCode.summary(action), "Returns the flow's result when it ends, however it ends.",
                    ],
                    body: ActionCode.awaitingBody(result) { handler in
                        .call(prefix: action.method, arguments: forward + ["then: " + handler])
                    }))
        }
        methods.append(
            FunctionDeclaration(
                modifiers: ["private"], name: action.method,
                parameters: action.methodParameters + [
                    FunctionParameter(
                        label: "then", name: Local.handler.rawValue, type: "@escaping (\(result.typeName)) -> Void")
                ],
                body: body))
        return methods
    }
}
