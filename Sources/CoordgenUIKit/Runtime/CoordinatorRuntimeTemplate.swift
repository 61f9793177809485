import Generator
import Templates

/// The `Coordinator` protocol, the logic every coordinator shares, and the navigation observer.
///
/// This code does not depend on the manifest, except for the names of its types and whether its API is public, so it
/// is kept as the text itself, which reads as the code it is. The names that generated coordinators call are in
/// ``RuntimeNames``; a test checks that the text declares each of them.
package enum CoordinatorRuntimeTemplate {
    /// The declarations of the runtime file, with the runtime's type names and the access level of its API.
    /// The result waiter is not among them: an app whose flows have results gets it in a file of its own that imports
    /// Foundation only (`resultWaiterDeclarations(types:)`), so view models that await results build without UIKit.
    package static func declarations(types: RuntimeTypes, access: AccessLevel) -> [Declaration] {
        [.verbatim(text(types: types, api: access.verbatimPrefix))]
    }

    /// The result waiter, for its own Foundation-only file.
    package static func resultWaiterDeclarations(types: RuntimeTypes) -> [Declaration] {
        [.verbatim(waiterText(types))]
    }

    /// The result waiter: what an awaited action's continuation is kept in.
    static func waiterText(_ types: RuntimeTypes) -> String {
        let waiterType = types.resultWaiter
        return """
            /// Resumes a task that awaits a flow's result exactly once: with the result the flow hands over, or with its
            /// `whenLeft` case if the flow is released without handing one over (your code dropped it), so no task
            /// waits forever.
            @MainActor
            final class \(waiterType)<Result: Sendable> {
                private var continuation: CheckedContinuation<Result, Never>?
                private let whenLeft: Result

                init(_ continuation: CheckedContinuation<Result, Never>, whenLeft: Result) {
                    self.continuation = continuation
                    self.whenLeft = whenLeft
                }

                func resume(with result: Result) {
                    continuation?.resume(returning: result)
                    continuation = nil
                }

                deinit {
                    continuation?.resume(returning: whenLeft)
                }
            }
            """
    }

    /// The runtime, as it appears in the generated file after the header and imports. `api` comes before each
    /// declaration that generated coordinators need from outside the module: the protocol, its requirements'
    /// defaults, and the observer's type and delegate methods.
    static func text(types: RuntimeTypes, api: String) -> String {
        let coordinatorType = types.coordinator
        let observerType = types.navigationObserver
        let stackType = types.flowNavigationController
        let resultType = types.resultReturning
        return """
            /// A flow of screens. coordgen generates one class per coordinator in the manifest.
            ///
            /// A flow lives exactly as long as UIKit holds its screens: it ends when its first screen leaves its stack
            /// for good, or when the stack it was presented in is dismissed, whatever removed them (the back button, a
            /// swipe, its own `finish()`, your code, an ancestor being dismissed). Coordinators never drop a child
            /// because they asked UIKit to remove it: after every change UIKit reports, `endFlowsThatLeft()` compares
            /// each child with the screens UIKit holds and ends the ones whose screens are gone. If UIKit refuses a
            /// presentation or drops a push, the child is never kept.
            @MainActor
            \(api)protocol \(coordinatorType): AnyObject {
                /// The flows this one started whose screens UIKit still holds.
                var childCoordinators: [any \(coordinatorType)] { get set }

                /// The stack this flow shows its screens on.
                var navigationController: UINavigationController { get }

                /// The flow that started this one; `nil` for a root or tab flow.
                var parentCoordinator: (any \(coordinatorType))? { get set }

                /// The first screen this flow showed. The flow has ended once UIKit no longer holds it.
                var rootViewController: UIViewController? { get set }

                /// The delegate of the stacks this flow owns; it also remembers the stacks the flow presented.
                var navigationObserver: \(observerType) { get }

                /// Shows the flow's first screen; a modal flow also presents its stack.
                func start()

                /// Starts `child`, and keeps it as a child of this flow only if UIKit accepted its first screen: a push
                /// dropped during another transition, or a presentation refused while something else is presented,
                /// leaves nothing behind.
                func startChild(_ child: any \(coordinatorType))

                /// Removes `child` once UIKit has removed its screens; the runtime calls it exactly once for each child
                /// that ends, on every path. The default removes the child and then calls `childDidEnd(_:)`. A
                /// coordinator that implements it itself should do both; if it does not remove the child, the runtime
                /// removes it right after the call, so the hook is never called twice for one child.
                func childDidFinish(_ child: any \(coordinatorType))

                /// Called once a child has ended and been removed, however it ended: its own `finish()`, the back
                /// button, a swipe, a sheet swiped down, your code. Does nothing by default; implement it to read the
                /// child's state.
                func childDidEnd(_ child: any \(coordinatorType))

                /// Ends this flow: first dismisses what it presented, then pops its screens or dismisses its stack. The
                /// parent removes it once UIKit has done so; if UIKit drops the change (another transition is running),
                /// the flow and its screens stay, fully working.
                func finish()
            }

            extension \(coordinatorType) {
                /// Removes `child`, compared by identity, then calls `childDidEnd(_:)`. The flows it started go with
                /// it.
                \(api)func childDidFinish(_ child: any \(coordinatorType)) {
                    guard childCoordinators.contains(where: { $0 === child }) else { return }
                    childCoordinators.removeAll { $0 === child }
                    childDidEnd(child)
                }

                /// Does nothing: implement it in your coordinator to react when a child flow ends.
                \(api)func childDidEnd(_ child: any \(coordinatorType)) {}

                /// Starts `child`, then keeps it and becomes its parent if UIKit accepted its first screen.
                \(api)func startChild(_ child: any \(coordinatorType)) {
                    startChild(child, animated: true)
                }

                /// Starts `child`, showing its first screen with or without animation, then keeps it and becomes its
                /// parent if UIKit accepted that screen.
                func startChild(_ child: any \(coordinatorType), animated: Bool) {
                    child.navigationObserver.animatesFirstScreen = animated
                    child.start()
                    guard child.isShowingScreens else {
                        // A flow UIKit never showed has ended already: it hands over its `whenLeft` result.
                        child.returnResults()
                        return
                    }
                    child.parentCoordinator = self
                    childCoordinators.append(child)
                }

                /// Shows `viewController` as this flow's first screen.
                ///
                /// On an empty stack it becomes the root and this flow observes the stack; a modal flow's stack is then
                /// presented. On a stack that another flow owns, it is pushed.
                func showFirstScreen(_ viewController: UIViewController) {
                    rootViewController = viewController
                    let animated = navigationObserver.animatesFirstScreen
                    guard navigationController.viewControllers.isEmpty else {
                        navigationController.pushViewController(viewController, animated: animated)
                        return
                    }
                    navigationController.delegate = navigationObserver
                    navigationController.setViewControllers([viewController], animated: false)
                    guard let stack = navigationController as? \(stackType) else { return }
                    stack.flow = self
                    if let presenter = stack.presenter {
                        stack.presenter = nil
                        stack.presentationController?.delegate = navigationObserver
                        presenter.present(stack, animated: animated)
                    }
                }

                /// Presents `viewController` modally in a new stack that this flow observes. If UIKit refuses
                /// (something else is presented, or a presentation is running), nothing happens.
                ///
                /// `configure` sets up the stack before UIKit creates its presentation controller: its
                /// `modalPresentationStyle`, and its sheet's detents.
                func presentInNavigationController(
                    _ viewController: UIViewController, animated: Bool = true,
                    configure: (UINavigationController) -> Void = { _ in }
                ) {
                    let stack = \(stackType)(rootViewController: viewController)
                    configure(stack)
                    stack.flow = self
                    stack.delegate = navigationObserver
                    stack.presentationController?.delegate = navigationObserver
                    topNavigationController.present(stack, animated: animated)
                    if stack.presentingViewController != nil {
                        navigationObserver.remember(stack)
                    }
                }

                /// The top stack of this flow, where its actions navigate: the last stack this flow presented that is
                /// still on screen and not leaving, or the flow's own stack. Never a stack that another flow, your code
                /// or the system (a photo picker, a mail composer) presented.
                var topNavigationController: UINavigationController {
                    navigationObserver.presentedStacks.last { $0.isShowing } ?? navigationController
                }

                /// Goes back to the first screen of the stack the flow is acting on: the flow's own first screen on its
                /// own stack, never the screens of the flows below it.
                func popToFirstScreen(animated: Bool = true) {
                    let stack = topNavigationController
                    if stack === navigationController, let root = rootViewController,
                        stack.viewControllers.contains(where: { $0 === root })
                    {
                        stack.popToViewController(root, animated: animated)
                    } else {
                        stack.popToRootViewController(animated: animated)
                    }
                }

                /// Ends this flow: first dismisses what it and the flows it started presented, then pops its screens or
                /// dismisses its stack. The flow is removed once UIKit has done it.
                \(api)func finish() {
                    finish(animated: true)
                }

                /// Ends this flow as `finish()` does, with or without animation.
                func finish(animated: Bool) {
                    finish(animated: animated, whenRefused: {})
                }

                /// Ends this flow as `finish()` does, and runs `whenRefused` if UIKit refuses or drops the change that
                /// would end it (another transition or presentation is running): the flow then stays, fully working.
                func finish(animated: Bool, whenRefused: @escaping () -> Void) {
                    guard let root = rootViewController else { return }
                    let stack = navigationController
                    // Something presented over this flow (a picker) would hear the dismissal instead of the flow's
                    // stack, so the flow also checks when the dismissal completes.
                    let endFlows: () -> Void = { [weak self] in
                        self?.endFlowsThatLeft()
                    }
                    if let own = ownPresentedStack, let presenting = own.presentingViewController {
                        Self.requestDismissal(
                            of: own, from: presenting, animated: animated, whenRefused: whenRefused, then: endFlows)
                        return
                    }
                    let popBack = {
                        guard let index = stack.viewControllers.firstIndex(where: { $0 === root }), index > 0 else {
                            whenRefused()
                            return
                        }
                        stack.popToViewController(stack.viewControllers[index - 1], animated: animated)
                        // UIKit updates `viewControllers` at once when it accepts the pop.
                        if stack.viewControllers.contains(where: { $0 === root }) {
                            whenRefused()
                        }
                    }
                    guard let presented = lowestPresentation(above: stack),
                        let presenting = presented.presentingViewController
                    else {
                        popBack()
                        return
                    }
                    Self.requestDismissal(of: presented, from: presenting, animated: animated, whenRefused: whenRefused) {
                        endFlows()
                        popBack()
                    }
                }

                /// Asks `presenting` to dismiss `presented`, then runs `then` once the dismissal completes, or
                /// `whenRefused` at once if UIKit refused it: accepted, the dismissal is either done (without
                /// animation) or in progress, with a transition coordinator. UIKit refuses while `presented` is
                /// still coming in or already going, which the running transition's view controllers tell; a
                /// transition inside it (a push) does not stop the dismissal.
                private static func requestDismissal(
                    of presented: UIViewController, from presenting: UIViewController, animated: Bool,
                    whenRefused: () -> Void, then: @escaping () -> Void
                ) {
                    if let running = presented.transitionCoordinator,
                        running.viewController(forKey: .to) === presented
                            || running.viewController(forKey: .from) === presented
                    {
                        whenRefused()
                        return
                    }
                    presenting.dismiss(animated: animated, completion: then)
                    if presented.presentingViewController != nil && presented.transitionCoordinator == nil {
                        whenRefused()
                    }
                }

                /// The screen that `matches` (one of a kind) that this flow shows nearest the top: the screen a started
                /// flow's result goes to. Only this flow's own screens count, never those of a flow it started on the
                /// same stack, nor whatever else is on top.
                func shownScreen(where matches: (UIViewController) -> Bool) -> UIViewController? {
                    let childRoots = childCoordinators.compactMap { $0.rootViewController }
                    var stacks: [[UIViewController]] = navigationObserver.presentedStacks.reversed().map {
                        $0.viewControllers
                    }
                    if let root = rootViewController,
                        let start = navigationController.viewControllers.firstIndex(where: { $0 === root })
                    {
                        stacks.append(Array(navigationController.viewControllers[start...]))
                    }
                    for screens in stacks {
                        let own = screens.prefix { screen in !childRoots.contains { $0 === screen } }
                        if let screen = own.last(where: matches) {
                            return screen
                        }
                    }
                    return nil
                }

                /// The first stack, going up from `stack`'s presentation context, that this flow or one it started
                /// presented; what `finish()` dismisses before popping.
                private func lowestPresentation(above stack: UINavigationController) -> UIViewController? {
                    let owned = stacksPresented()
                    var context: UIViewController = stack
                    while let parent = context.parent {
                        context = parent
                    }
                    var current = context.presentedViewController
                    while let presented = current {
                        if owned.contains(where: { $0 === presented }) {
                            return presented
                        }
                        current = presented.presentedViewController
                    }
                    return nil
                }

                /// The stacks this flow and every flow it started presented, their own modal stacks included. A stack
                /// that a child only runs on (pushed on a stack its parent presented) is not the child's to dismiss.
                func stacksPresented() -> [UIViewController] {
                    var stacks: [UIViewController] = navigationObserver.presentedStacks
                    for child in childCoordinators {
                        if let own = child.ownPresentedStack {
                            stacks.append(own)
                        }
                        stacks += child.stacksPresented()
                    }
                    return stacks
                }

                /// The stack coordgen presented for this modal flow, while UIKit presents it; `nil` for a flow that
                /// runs on a stack another flow owns.
                var ownPresentedStack: \(stackType)? {
                    guard let own = navigationController as? \(stackType), own.flow === self, own.isPresented
                    else { return nil }
                    return own
                }

                /// Dismisses the stack this flow is acting on. If that is the flow's own modal stack, the flow ends.
                func dismissTopStack(animated: Bool = true) {
                    let stack = topNavigationController
                    guard stack !== navigationController else {
                        finish(animated: animated)
                        return
                    }
                    stack.presentingViewController?.dismiss(animated: animated) { [weak self] in
                        self?.endFlowsThatLeft()
                    }
                }

                /// Whether UIKit still holds this flow's first screen: in the `viewControllers` of the stack the flow
                /// runs on, or being swiped away by the person, who may still cancel; and that stack is the app's, or
                /// presented.
                ///
                /// It reads only what UIKit documents: a popped screen has left `viewControllers` by the time it hears
                /// `viewWillDisappear(_:)`. Whether its `parent` is already `nil` when the delegate hears `didShow` is
                /// not documented, so the runtime never asks.
                var isShowingScreens: Bool {
                    guard let root = rootViewController else { return false }
                    let stack = navigationController
                    let holdsRoot = stack.viewControllers.contains { $0 === root }
                    guard holdsRoot || swipeBringingBack(root, on: stack) != nil else { return false }
                    var container: UIViewController = stack
                    while let parent = container.parent {
                        container = parent
                    }
                    guard let presented = container as? \(stackType), presented.isModal else { return true }
                    return presented.isPresented
                }

                /// The person's swipe back from `root`, under way on `stack`: while it runs, `root` is off the stack,
                /// and it comes back if the person lets go early.
                private func swipeBringingBack(
                    _ root: UIViewController, on stack: UINavigationController
                ) -> (any UIViewControllerTransitionCoordinator)? {
                    guard let transition = stack.transitionCoordinator, transition.initiallyInteractive,
                        !transition.isCancelled, transition.viewController(forKey: .from) === root
                    else { return nil }
                    return transition
                }

                /// Compares the tree with UIKit again on the main queue's next turn, after the change under way has
                /// ended: for changes UIKit reports before it has finished them (a dismissal's `viewDidDisappear(_:)`,
                /// a swipe's transition), where Apple does not document which links are already cleared.
                func endFlowsThatLeftOnNextTurn() {
                    // The tree's top, not this flow: this flow may be gone by then, and the comparison is for others.
                    let top = topCoordinator
                    DispatchQueue.main.async { [weak top] in
                        top?.endFlowsThatLeft()
                    }
                }

                /// The coordinator at the top of this flow's tree: the root flow, or a tab's.
                private var topCoordinator: any \(coordinatorType) {
                    var top: any \(coordinatorType) = self
                    while let parent = top.parentCoordinator {
                        top = parent
                    }
                    return top
                }

                /// Ends every flow in this flow's tree whose screens UIKit no longer holds, children before their
                /// parents' hooks run. The runtime calls it after every change UIKit reports; call it after changing
                /// stacks in a way UIKit does not report.
                func endFlowsThatLeft() {
                    topCoordinator.removeChildrenThatLeft()
                }

                /// Hands over the result of this flow and of every flow it started that is still kept, the deepest
                /// first, once each: the flow is ending, and so are they.
                func returnResults() {
                    for child in childCoordinators {
                        child.returnResults()
                    }
                    (self as? any \(resultType))?.returnResult()
                }

                /// Dismisses, without animation, a stack whose flow has ended. UIKit refuses while a presentation or
                /// dismissal runs (the stack may still be animating in): then it asks again once that has ended, so no
                /// sheet stays on screen with buttons that do nothing.
                private static func dismissLeftOver(_ stack: UIViewController) {
                    guard let presenting = stack.presentingViewController else { return }
                    presenting.dismiss(animated: false)
                    guard stack.presentingViewController != nil else { return }
                    let askAgain = { [weak stack] in
                        DispatchQueue.main.async {
                            if let stack {
                                dismissLeftOver(stack)
                            }
                        }
                    }
                    if let transition = stack.transitionCoordinator ?? presenting.transitionCoordinator {
                        transition.animate(alongsideTransition: nil) { _ in askAgain() }
                    } else {
                        askAgain()
                    }
                }

                /// Removes the children whose screens are gone, and looks inside the ones that stay. A child that ended
                /// while something it presented is still up (your code popped its screens from under its sheet) takes
                /// that with it, without animation, so no screen is left on screen without its flow.
                func removeChildrenThatLeft() {
                    let ended = childCoordinators.filter { !$0.isShowingScreens }
                    for child in childCoordinators where !ended.contains(where: { $0 === child }) {
                        // Kept while the person's swipe may still bring it back: look again once the swipe ends.
                        if let root = child.rootViewController,
                            let swipe = child.swipeBringingBack(root, on: child.navigationController)
                        {
                            swipe.animate(alongsideTransition: nil) { [weak child] _ in
                                child?.endFlowsThatLeftOnNextTurn()
                            }
                        }
                    }
                    for child in ended {
                        for stack in child.stacksPresented() {
                            Self.dismissLeftOver(stack)
                        }
                        child.returnResults()
                        childDidFinish(child)
                        // A hook of your own that only reacts (analytics, say) is not called again at the next change.
                        childCoordinators.removeAll { $0 === child }
                    }
                    for child in childCoordinators {
                        child.removeChildrenThatLeft()
                    }
                }
            }

            /// A flow that hands a result to the screen that started it. coordgen makes every flow with a `result`
            /// conform.
            @MainActor
            \(api)protocol \(resultType): AnyObject {
                /// Hands over the result the flow finished with, or its `whenLeft` case. Only the first call does
                /// anything.
                func returnResult()
            }

            /// The navigation controller coordgen makes: a root or tab flow's stack, a modal flow's stack, or a stack
            /// for a presented screen.
            ///
            /// It tells its flow about the changes UIKit reports to no delegate, and, presented, when UIKit dismisses
            /// it, whoever dismissed it, and while it is leaving.
            @MainActor
            final class \(stackType): UINavigationController {
                /// The flow that owns this stack.
                weak var flow: (any \(coordinatorType))?

                /// Where a modal flow's stack is presented from, once the flow has shown its first screen.
                weak var presenter: UIViewController?

                /// Whether UIKit shows this stack by presenting it; `false` for a stack that the window or a tab bar
                /// holds.
                private(set) var isModal = true

                private var isLeaving = false
                private var wasDismissed = false

                /// A stack for a modal flow, presented from `presenter` when the flow starts.
                convenience init(presentedFrom presenter: UIViewController) {
                    self.init(nibName: nil, bundle: nil)
                    self.presenter = presenter
                }

                /// A stack for a root or tab flow, which the window, a tab bar or a container of yours holds.
                static func held() -> \(stackType) {
                    let stack = \(stackType)(nibName: nil, bundle: nil)
                    stack.isModal = false
                    return stack
                }

                /// Whether UIKit presents this stack (it may be on its way out).
                var isPresented: Bool {
                    presentingViewController != nil && !wasDismissed
                }

                /// Whether this stack is presented and not being dismissed: a stack actions can navigate on.
                var isShowing: Bool {
                    isPresented && !isLeaving
                }

                // UIKit reports to no view controller of the stacks in the middle of a chain dismissed from below,
                // nor a change of `viewControllers` that keeps the top: the calls on this stack compare the tree
                // themselves once UIKit is done.

                override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
                    super.dismiss(animated: flag, completion: \(observerType).comparingAfter(completion, from: self))
                }

                override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
                    super.setViewControllers(viewControllers, animated: animated)
                    endFlowsThatLeftOnceShown()
                }

                override var viewControllers: [UIViewController] {
                    get { super.viewControllers }
                    set {
                        super.viewControllers = newValue
                        endFlowsThatLeftOnceShown()
                    }
                }

                /// Compares the tree with UIKit once the change just made is on screen: at once, or when its
                /// transition ends, as for a change the delegate hears.
                private func endFlowsThatLeftOnceShown() {
                    guard let transition = transitionCoordinator else {
                        flow?.endFlowsThatLeft()
                        return
                    }
                    transition.animate(alongsideTransition: nil) { [weak self] _ in
                        self?.flow?.endFlowsThatLeft()
                    }
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    isLeaving = false
                    if isBeingPresented {
                        wasDismissed = false
                    }
                }

                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    guard isBeingDismissed else {
                        isLeaving = false
                        return
                    }
                    // A person dragging the sheet down may still let it spring back: until the drag ends, actions
                    // still navigate here.
                    guard let transition = transitionCoordinator, transition.isInteractive else {
                        isLeaving = true
                        return
                    }
                    transition.notifyWhenInteractionChanges { [weak self] context in
                        if !context.isCancelled {
                            self?.isLeaving = true
                        }
                    }
                }

                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    if isBeingDismissed || presentingViewController == nil {
                        wasDismissed = true
                    }
                    if isBeingDismissed {
                        // Dismissed from below, the stacks under this one hear nothing, and Apple does not say
                        // whether their presentation links are cleared yet: look again once the dismissal has ended.
                        // Asked first, while the flow (held weakly) is surely still there to find its tree.
                        flow?.endFlowsThatLeftOnNextTurn()
                    }
                    flow?.endFlowsThatLeft()
                }
            }

            /// The delegate of every navigation controller a coordinator owns, and of the presentation of its modals.
            ///
            /// It ends child flows however their screens leave. Keep it as the delegate; to run code of your own when a
            /// screen is shown, set `didShowViewController`.
            @MainActor
            \(api)final class \(observerType):
                NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate
            {
                /// A stack the coordinator presented; weak, since UIKit owns it.
                private struct PresentedStack {
                    weak var stack: \(stackType)?
                }

                /// The coordinator that owns the observed navigation controllers.
                weak var coordinator: (any \(coordinatorType))?

                /// Called after an observed navigation controller shows a screen, for code of your own.
                var didShowViewController: ((UINavigationController, UIViewController, Bool) -> Void)?

                private var presented: [PresentedStack] = []

                /// Whether the flow shows its first screen with animation; `startChild(_:animated:)` sets it.
                var animatesFirstScreen = true

                /// The stacks the coordinator presented for its screens that UIKit still presents, oldest first.
                var presentedStacks: [\(stackType)] {
                    presented.compactMap { $0.stack }.filter { $0.isPresented }
                }

                /// Remembers a stack the coordinator presented.
                func remember(_ stack: \(stackType)) {
                    presented = presented.filter { $0.stack?.isPresented == true } + [PresentedStack(stack: stack)]
                }

                \(api)func navigationController(
                    _ navigationController: UINavigationController,
                    didShow viewController: UIViewController,
                    animated: Bool
                ) {
                    coordinator?.endFlowsThatLeft()
                    didShowViewController?(navigationController, viewController, animated)
                }

                \(api)func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                    coordinator?.endFlowsThatLeft()
                }

                /// `completion`, followed by a comparison of the coordinator tree that `viewController` belongs to with
                /// UIKit: for a `dismiss(animated:completion:)` called on a screen, a stack or a tab bar coordgen
                /// generated, which may remove stacks that hear nothing (those in the middle of a chain dismissed from
                /// below). The tree is found from the view controller's stack: its flow, or its observer's coordinator.
                \(api)static func comparingAfter(
                    _ completion: (() -> Void)?, from viewController: UIViewController
                ) -> () -> Void {
                    let stack = viewController as? UINavigationController ?? viewController.navigationController
                    let coordinator =
                        (stack as? \(stackType))?.flow ?? (stack?.delegate as? \(observerType))?.coordinator
                    return { [weak coordinator] in
                        completion?()
                        coordinator?.endFlowsThatLeft()
                    }
                }
            }
            """
    }
}
