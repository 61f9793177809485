/// Plays the person and the run loop for tests. Not UIKit API.
@MainActor
public enum StandInDriver {
    private static var pending: [() -> Void] = []
    static var storyboards: [String: [String: UIViewController.Type]] = [:]
    /// Messages UIKit would print to the console, such as a refused presentation or a dropped push.
    public private(set) static var consoleMessages: [String] = []

    // MARK: Run loop

    /// Finishes every animation in flight, in the order they started, as the run loop would, then turns the main run
    /// loop, so work the app queued on the main queue (`DispatchQueue.main.async`, a main-actor `Task`) runs after the
    /// transitions it waited for have ended, and so does the work that work queues in turn, a few hops deep (a system
    /// callback that goes back to the main actor, then waits a turn). Repeats while that work starts animations.
    public static func settle() {
        repeat {
            while !pending.isEmpty {
                let work = pending.removeFirst()
                work()
            }
            for _ in 0..<3 where pending.isEmpty {
                turnRunLoop()
            }
        } while !pending.isEmpty
    }

    /// Turns the main run loop until everything queued on the main queue before now has run, without finishing any
    /// animation, as happens between any two events a person makes. What that work queues in turn waits for the next
    /// turn.
    ///
    /// One `RunLoop.run(until:)` is not enough: a pass of the run loop services one ready port, and another one (a
    /// wake-up, a timer) may win it over the main queue's, so the queue's work would wait for a later pass. A marker
    /// queued last says when the queue has reached now. Inside a task (an awaiting scenario) the main queue's work
    /// cannot run until the task suspends, as in an app, so one pass is all a turn can do there.
    public static func turnRunLoop() {
        guard withUnsafeCurrentTask(body: { $0 == nil }) else {
            RunLoop.main.run(until: Date())
            return
        }
        var reached = false
        DispatchQueue.main.async { reached = true }
        while !reached {
            RunLoop.main.run(until: Date())
        }
    }

    /// Whether no animation is in flight.
    public static var isSettled: Bool {
        pending.isEmpty
    }

    static func schedule(_ run: @escaping () -> Void) {
        pending.append(run)
    }

    /// Runs `completion` now, or when the run loop settles if `animated`, with a transition coordinator meanwhile.
    static func finish(
        animated: Bool, involving viewControllers: [UIViewController], from: UIViewController?,
        to: UIViewController?, completion: @escaping () -> Void
    ) {
        guard animated else {
            completion()
            return
        }
        let coordinator = StandInTransitionCoordinator(from: from, to: to, interactive: false)
        for viewController in viewControllers {
            viewController.transitionCoordinatorStorage = coordinator
        }
        schedule {
            for viewController in viewControllers {
                viewController.transitionCoordinatorStorage = nil
            }
            coordinator.complete()
            completion()
        }
    }

    static func log(_ message: String) {
        consoleMessages.append(message)
    }

    /// The options of every `UIView.transition(with:…)` so far, in order, with the class of the view it animated.
    public private(set) static var viewTransitions: [(view: String, options: UIView.AnimationOptions)] = []

    static func recordViewTransition(of view: UIView, options: UIView.AnimationOptions) {
        viewTransitions.append((String(describing: type(of: view)), options))
    }

    /// The classes of view controllers left presented in a window whose root was replaced under them.
    public private(set) static var leftOverPresentations: [String] = []

    static func recordLeftOverPresentation(_ viewController: UIViewController) {
        leftOverPresentations.append(String(describing: type(of: viewController)))
    }

    // MARK: The person

    /// Taps the navigation bar's back button: an animated pop of the top screen.
    public static func tapBackButton(in navigationController: UINavigationController) {
        precondition(navigationController.viewControllers.count > 1, "There is no back button on the root screen.")
        navigationController.popViewController(animated: true)
        settle()
    }

    /// Starts an edge swipe back; the screen leaves the stack until the swipe ends.
    public static func beginSwipeBack(in navigationController: UINavigationController) {
        navigationController.beginInteractivePop()
    }

    /// Lifts the finger: the swipe completes, or is cancelled and the screen comes back.
    public static func endSwipeBack(in navigationController: UINavigationController, completes: Bool) {
        navigationController.endInteractivePop(completes: completes)
        settle()
    }

    /// A whole edge swipe back that completes or that the person cancels. UIKit does not start the gesture while
    /// the stack is in a transition; then nothing happens.
    public static func swipeBack(in navigationController: UINavigationController, completes: Bool) {
        beginSwipeBack(in: navigationController)
        guard navigationController.isSwipingBack else { return }
        endSwipeBack(in: navigationController, completes: completes)
    }

    /// Swipes a sheet down, and lets go past the threshold (`completes`) or not. Returns false when UIKit would not
    /// start the gesture (not a sheet, modal in presentation, a transition running, or the delegate says no). The
    /// presentation controller's delegate hears will dismiss, and did dismiss once the sheet is gone.
    @discardableResult
    public static func swipeDownToDismiss(_ presented: UIViewController, completes: Bool = true) -> Bool {
        guard beginSwipeDown(presented) else { return false }
        endSwipeDown(completes: completes)
        return true
    }

    /// The sheet the person is dragging down, with its interactive transition.
    private static var sheetSwipe:
        (presented: UIViewController, presenting: UIViewController, coordinator: StandInTransitionCoordinator)?

    /// Starts dragging a sheet down and holds it half-way: the sheet is being dismissed (`isBeingDismissed` in its
    /// `viewWillDisappear`), an interactive transition runs, and nothing else can be presented or dismissed until
    /// `endSwipeDown(completes:)`. Returns false when UIKit would not start the gesture.
    @discardableResult
    public static func beginSwipeDown(_ presented: UIViewController) -> Bool {
        guard let presenting = presented.presentingStorage, presenting.presentedStorage === presented,
            presented.presentedStorage == nil, sheetSwipe == nil
        else {
            fatalError("Only the top-most presented view controller can be swiped down, one at a time.")
        }
        guard let presentation = presented.presentationControllerStorage, presentation.isSheet,
            !presented.isModalInPresentation, !presented.presentationChainIsBusy
        else { return false }
        let delegate = presentation.delegate
        guard delegate?.presentationControllerShouldDismiss(presentation) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return false
        }
        delegate?.presentationControllerWillDismiss(presentation)
        let coordinator = StandInTransitionCoordinator(from: presented, to: presenting, interactive: true)
        presented.transitionCoordinatorStorage = coordinator
        sheetSwipe = (presented, presenting, coordinator)
        presenting.beginDismissal(of: presented, animated: true, interactive: true)
        return true
    }

    /// Lifts the finger from the sheet `beginSwipeDown(_:)` holds: past the threshold it is dismissed (the delegate
    /// hears did dismiss), else it springs back.
    public static func endSwipeDown(completes: Bool) {
        guard let (presented, presenting, coordinator) = sheetSwipe else {
            fatalError("No sheet is being swiped down.")
        }
        sheetSwipe = nil
        let presentation = presented.presentationControllerStorage
        coordinator.endInteraction(cancelled: !completes)
        presented.transitionCoordinatorStorage = nil
        coordinator.complete()
        guard completes else {
            presenting.cancelDismissal(of: presented)
            return
        }
        presenting.endDismissal(of: presented, animated: true)
        if let presentation {
            presentation.delegate?.presentationControllerDidDismiss(presentation)
        }
        settle()
    }

    /// Taps a tab in the tab bar, as the person would: the tab bar's delegate may refuse to select it (and, in the
    /// same turn, do something else), and hears that it did.
    public static func selectTab(_ index: Int, in tabBarController: UITabBarController) {
        guard let tab = tabBarController.viewControllers?[index] else { return }
        guard tabBarController.delegate?.tabBarController(tabBarController, shouldSelect: tab) != false else {
            return settle()
        }
        tabBarController.selectedIndex = index
        tabBarController.delegate?.tabBarController(tabBarController, didSelect: tab)
        settle()
    }

    // MARK: Fixtures

    /// Declares scenes of a storyboard and their classes, by Storyboard ID; scenes declared before are kept.
    public static func registerStoryboard(named name: String, scenes: [String: UIViewController.Type]) {
        storyboards[name, default: [:]].merge(scenes) { _, new in new }
    }

    /// An embed segue of a storyboard scene: its identifier, its destination's class, and the `@IBSegueAction` connected
    /// to it, which creates the destination from a coder (Interface Builder's connection, played by the test).
    struct EmbedSegue {
        var identifier: String
        var destination: UIViewController.Type
        var action: ((UIViewController, NSCoder) -> UIViewController?)?
    }

    private static var embedSegues: [ObjectIdentifier: [EmbedSegue]] = [:]

    /// Declares an embed segue in the scenes of class `source`, as a container view in Interface Builder does; the
    /// segues of a scene run in the order they are declared.
    public static func registerEmbedSegue(
        _ identifier: String, in source: UIViewController.Type, to destination: UIViewController.Type,
        action: ((UIViewController, NSCoder) -> UIViewController?)? = nil
    ) {
        embedSegues[ObjectIdentifier(source), default: []].removeAll { $0.identifier == identifier }
        embedSegues[ObjectIdentifier(source), default: []].append(
            EmbedSegue(identifier: identifier, destination: destination, action: action))
    }

    static func embedSegues(of source: UIViewController.Type) -> [EmbedSegue] {
        embedSegues[ObjectIdentifier(source)] ?? []
    }

    /// The system item of a tab bar item, which UIKit does not expose.
    public static func systemItem(of item: UITabBarItem) -> UITabBarItem.SystemItem? {
        item.systemItem
    }

    /// The SF Symbol name of an image, which UIKit does not expose.
    public static func symbolName(of image: UIImage) -> String {
        image.symbolName
    }
}
