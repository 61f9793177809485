// Drives generated apps with seeded random sequences of what people and app code do, and checks after every event
// (and the turn of the main run loop that follows it, as on a device) that the coordinator tree is exactly the set of
// flows whose screens UIKit holds, and that nothing that left is alive.
// Compiled with a random manifest's generated code, its screen shims and a table of each screen's actions.

import AuthenticationServices
import MessageUI
import PhotosUI
import SafariServices
import UIKit

/// A screen whose actions the driver can trigger, with argument values written from the manifest.
@MainActor
protocol RandomActing: UIViewController {
    var randomActions: [(name: String, run: () -> Void)] { get }
}

/// One app to drive: how to build a fresh copy of it, and how to watch the results of its flows.
@MainActor
struct RandomApp {
    var name: String
    /// Builds a fresh copy of the app in the window it is given, which then shows it, and returns what holds the app
    /// (its root view controller, or the app coordinator of an app that switches top-level flows) and its root
    /// coordinators as they are at each call (the root flow, one per tab or column; an app coordinator's change with
    /// each switch).
    var make: (UIWindow) -> (app: AnyObject, roots: () -> [any Coordinator])
    /// For a flow that hands a result to the screen that started it: wraps its result handler so that `delivered`
    /// runs at each hand-over, and returns true. False for other flows. Written per manifest.
    var watchResult: (any Coordinator, @escaping @MainActor () -> Void) -> Bool = { _, _ in false }
    /// For a single-instance flow with a result: whether a screen awaits its result now. Started again while it runs,
    /// such a flow hands `whenLeft` to the screen that asked before, and awaits the one that asked last. False for other
    /// flows. Written per manifest.
    var awaitsResult: (any Coordinator) -> Bool = { _ in false }
    /// The app's routes, each opened with values from the manifest in the app `make` built: what holds it and its root
    /// coordinators, animated or not, telling `heard` each outcome its completion hears. Written per manifest.
    var routes: [(name: String, open: RouteOpener)] = []
    /// The app's actions, each run by `perform(_:)` of what holds the app, or of its root coordinator, in the app `make`
    /// built. Written per manifest.
    var appActions: [(name: String, perform: (AnyObject, [any Coordinator]) -> Void)] = []
    /// The gate its routes wait at (`"onRoute": "wait"`), in an app that marks a top-level flow so. Written per
    /// manifest.
    var gate: RandomGate? = nil
}

/// What the driver knows of an app's gate, independently of the generated code: which taps ask the app for a flow
/// routes open in (the person signs in) or for one marked to wait (signs out), and whether the app shows a flow behind
/// the gate. A route must never take the app into such a flow, nor hear `opened`, while the person has not signed in.
@MainActor
struct RandomGate {
    /// Whether the app's first flow is one routes open in.
    var openAtLaunch: Bool
    /// The taps, as the driver logs them (`SignInViewController.signIn`), whose action asks for a flow routes open in.
    var opening: Set<String>
    /// The taps whose action asks for a flow routes open in only once what it presents has gone (a camera's, an alert
    /// choice's), at an event the driver cannot tie to the tap.
    var later: Set<String>
    /// The taps whose action asks for a flow marked to wait.
    var closing: Set<String>
    /// Whether the app (its app coordinator) shows a flow routes open in.
    var showsFlowBehind: (AnyObject) -> Bool
}

/// Whether the person has signed in, as the events of a sequence say: a tap that asks for a flow routes open in
/// opens it, one that asks for a flow marked to wait closes it. A tap UIKit refuses leaves the app where it was, so
/// this errs towards open, never towards a false alarm; and once a tap has asked for a flow routes open in through
/// something it presents, which may run its action after any later event, the gate stays open for the sequence.
@MainActor
private final class GateReference {
    let gate: RandomGate
    private(set) var isOpen: Bool
    /// Whether a tap has asked, through something it presented, for a flow routes open in.
    private var mayOpenLater = false
    /// The root view controller of the flow behind the gate the window showed after the last event, if any; held
    /// weakly, as everything the driver watches.
    private weak var shownBehind: UIViewController?

    init(_ gate: RandomGate) {
        self.gate = gate
        isOpen = gate.openAtLaunch
    }

    /// Follows the taps `event` logged, in their order.
    func follow(_ event: String) {
        var taps: [(position: String.Index, opens: Bool)] = []
        for (keys, opens) in [(gate.opening, true), (gate.later, true), (gate.closing, false)] {
            for key in keys {
                for match in event.ranges(of: key) where Self.endsName(event, at: match.upperBound) {
                    taps.append((match.lowerBound, opens))
                }
            }
        }
        mayOpenLater =
            mayOpenLater
            || gate.later.contains { key in
                event.ranges(of: key).contains { Self.endsName(event, at: $0.upperBound) }
            }
        if let last = taps.max(by: { $0.position < $1.position }) {
            isOpen = last.opens || mayOpenLater
        }
    }

    private static func endsName(_ text: String, at index: String.Index) -> Bool {
        guard index < text.endIndex else { return true }
        let next = text[index]
        return !(next.isLetter || next.isNumber || next == "_")
    }

    /// A problem when the window now shows a flow behind the gate it did not show before, while the person has not
    /// signed in: only a route can have taken the app there.
    func check(window: UIWindow, app: AnyObject) -> String? {
        let root = gate.showsFlowBehind(app) ? window.rootViewController : nil
        defer { shownBehind = root }
        guard let root, root !== shownBehind, !isOpen else { return nil }
        return "the app shows \(type(of: root)), behind the gate, though the person has not signed in"
    }
}

/// Opens one route in an app: `(app, roots, animated, heard)`.
typealias RouteOpener =
    @MainActor (AnyObject, [any Coordinator], Bool, @escaping @MainActor (String) -> Void)
    -> Void

/// The routes a sequence opened and the outcomes each heard: each hears `deferred` at most once, then exactly one
/// final outcome (opened, or rejected), however the app was moving when it was opened.
@MainActor
private final class Openings {
    private var heard: [(route: String, outcomes: [String])] = []
    /// Whether the person has signed in, in an app whose routes wait at a gate.
    var gate: GateReference?
    /// A route that heard it opened while the person had not signed in.
    private var openedBehindGate: String?

    /// Records a route just opened; returns what its completion calls.
    func opened(_ route: String) -> @MainActor (String) -> Void {
        let index = heard.count
        heard.append((route, []))
        return { [weak self] outcome in
            guard let self else { return }
            self.heard[index].outcomes.append(outcome)
            if outcome == "opened", let gate = self.gate, !gate.isOpen, self.openedBehindGate == nil {
                self.openedBehindGate = "route \(route) heard it opened though the person has not signed in"
            }
        }
    }

    /// A route that heard more than it may, or opened behind the gate; once everything has settled, also one that has
    /// not heard how it ended.
    func check(settled: Bool) -> String? {
        if let openedBehindGate {
            return openedBehindGate
        }
        for (route, outcomes) in heard {
            let final = outcomes.filter { !$0.hasPrefix("deferred") }
            if final.count > 1 || outcomes.count - final.count > 1 {
                return "route \(route) heard \(outcomes), more than one ending"
            }
            if settled && final.isEmpty && outcomes.isEmpty {
                return "route \(route) never heard how it ended, after everything settled"
            }
        }
        return nil
    }
}

/// How animations end in a sequence: when a random `settle` event comes (real timing), or after every event
/// (instant, as with animations off).
enum Timing: String {
    case real
    case instant
}

/// Weak references to everything a sequence has shown, to prove that what left was released.
@MainActor
private final class Seen {
    private var objects: [(object: () -> AnyObject?, what: String)] = []
    private var identifiers: Set<ObjectIdentifier> = []

    func add(_ object: AnyObject, _ what: String) {
        guard identifiers.insert(ObjectIdentifier(object)).inserted else { return }
        objects.append(({ [weak object] in object }, what))
    }

    var alive: [(object: AnyObject, what: String)] {
        objects.compactMap { entry in entry.object().map { ($0, entry.what) } }
    }
}

/// Runs `sequences` random sequences of `events` events over each app and returns the failures found, each with the
/// shortest sequence of its events that still fails. With `only`, replays just the sequence with that seed, printing
/// each event and the coordinator tree after it.
@MainActor
func runRandomSequences(apps: [RandomApp], seed: UInt64, sequences: Int, events: Int, only: UInt64? = nil) -> [String] {
    var failures: [String] = []
    for (appIndex, app) in apps.enumerated() {
        for sequence in 0..<(only == nil ? sequences : 10_000) {
            let sequenceSeed = seed &+ UInt64(appIndex * 10_000 + sequence)
            if let only, only != sequenceSeed { continue }
            var random = SequenceRandom(seed: sequenceSeed)
            let timing: Timing = random.chance(30) ? .instant : .real
            let eventSeeds = (0..<events).map { _ in random.next() }
            // On an iPhone or an iPad: a popover adapts on a compact width. Drawn after the events, which stay as
            // they were before widths were drawn.
            let width: UIUserInterfaceSizeClass = random.chance(50) ? .compact : .regular
            let sequence = SequenceRun(eventSeeds: eventSeeds, timing: timing, width: width)
            guard let failure = runSequence(app, sequence, verbose: only != nil) else {
                continue
            }
            let shortest = shrink(app, sequence)
            failures.append(
                "\(app.name), sequence seed \(sequenceSeed) (\(timing) timing, \(width == .compact ? "compact" : "regular") "
                    + "width): \(failure.problem)\n"
                    + "  events: \(failure.events.joined(separator: "; "))\n"
                    + "  shortest failing sequence (\(shortest.events.count) of \(events) events): "
                    + "\(shortest.events.joined(separator: "; "))\n    fails with: \(shortest.problem)")
        }
    }
    return failures
}

/// How one sequence runs: the seeds of its events, its timing, and the width of the window.
private struct SequenceRun {
    var eventSeeds: [UInt64]
    var timing: Timing
    var width: UIUserInterfaceSizeClass
}

/// What broke, and the events that led to it.
private struct SequenceFailure {
    var problem: String
    var events: [String]
}

/// Removes events one at a time, keeping each removal after which the sequence still fails, until no single
/// removal does: the shortest sequence found that way, with what it breaks.
@MainActor
private func shrink(_ app: RandomApp, _ sequence: SequenceRun) -> SequenceFailure {
    var shortest = sequence
    var failure = runSequence(app, shortest, verbose: false)
    var index = 0
    while index < shortest.eventSeeds.count {
        var candidate = shortest
        candidate.eventSeeds.remove(at: index)
        if let smaller = runSequence(app, candidate, verbose: false) {
            shortest = candidate
            failure = smaller
        } else {
            index += 1
        }
    }
    return failure ?? SequenceFailure(problem: "(it did not fail again)", events: [])
}

/// One sequence on a fresh copy of `app`, each event drawn from its own seed so that events can be left out;
/// returns the first broken invariant with the events that led to it.
@MainActor
private func runSequence(_ app: RandomApp, _ sequence: SequenceRun, verbose: Bool) -> SequenceFailure? {
    StandInDriver.horizontalSizeClass = sequence.width
    // Back to an iPad's width only once everything that was in flight has ended, in the width it began in.
    defer { StandInDriver.horizontalSizeClass = .regular }
    // A sequence that broke leaves no decision awaited for the next one.
    defer { RandomDecisions.arriveAll() }
    var log: [String] = []
    let seen = Seen()
    let results = Results()
    let openings = Openings()
    let gate = app.gate.map(GateReference.init)
    openings.gate = gate
    let broken: String? = inScope {
        let window = UIWindow(frame: .zero)
        let (made, roots) = app.make(window)
        window.makeKeyAndVisible()
        if let problem = gate?.check(window: window, app: made) {
            return "at launch: " + problem
        }
        for eventSeed in sequence.eventSeeds {
            var random = SequenceRandom(seed: eventSeed)
            // The roots as they are when a route opens: an app coordinator's go with a switch, and nothing else may
            // hold them.
            let routes = RouteEvents(app: app, made: made, roots: roots, openings: openings)
            log.append(randomEvent(window: window, routes: routes, random: &random))
            gate?.follow(log[log.count - 1])
            // Between two events the main queue drains, as on a device; animations in flight go on.
            StandInDriver.turnRunLoop()
            if sequence.timing == .instant {
                StandInDriver.settle()
            }
            // A choice whose flow ended meanwhile, cancelled, returns, whenever the executor runs it.
            RandomDecisions.waitUntilLanded()
            if let problem = gate?.check(window: window, app: made) {
                return problem
            }
            if verbose {
                emit("\(log.last ?? "")\n  tree: \(describe(roots()))\n  screens: \(describe(window))")
            }
            if let problem = checkInvariant(window: window, roots: roots(), seen: seen, results: results, app: app)
                ?? openings.check(settled: false)
            {
                return problem
            }
        }
        // What is still awaited arrives before the end, and lands as any decision does: what waited for it (a route
        // past the flow's first screen) goes on only once the code after the arrival has run, and may start a flow
        // that decides in turn (a route that was waiting for a transition to end), whose decision arrives too.
        var rounds = 0
        repeat {
            RandomDecisions.arriveAll()
            RandomDecisions.waitUntilLanded()
            StandInDriver.settle()
            rounds += 1
        } while RandomDecisions.isWaiting && rounds < 10
        if let problem = gate?.check(window: window, app: made) ?? checkInvariant(
            window: window, roots: roots(), seen: seen, results: results, app: app)
            ?? openings.check(settled: true)
        {
            return problem
        }
        window.rootViewController = nil
        return nil
    }
    StandInDriver.settle()
    if let broken {
        return SequenceFailure(problem: broken, events: log)
    }
    // The app is gone (its window's root replaced): every coordinator and screen must be released.
    let leaked = seen.alive.map(\.what)
    guard leaked.isEmpty else {
        let problem = "after the app was dropped, still alive: \(leaked.joined(separator: ", "))"
        return SequenceFailure(problem: problem, events: log)
    }
    return nil
}

/// The flows with a result that a sequence has seen running, and how often each handed its result over. Entries hold
/// their flow weakly: a flow released and another created at its address are two entries.
@MainActor
private final class Results {
    private final class Entry {
        weak var flow: (any Coordinator)?
        let what: String
        var deliveries = 0
        /// The screens that asked for its result: one more each time a single-instance flow is started again.
        var askers = 1

        init(_ flow: any Coordinator) {
            self.flow = flow
            what = "\(type(of: flow))"
        }
    }

    private var entries: [Entry] = []
    private var unwatched: [() -> AnyObject?] = []

    /// Starts watching `coordinator`, running now, the first time it is seen.
    func watch(_ coordinator: any Coordinator, in app: RandomApp) {
        guard !entries.contains(where: { $0.flow === coordinator }),
            !unwatched.contains(where: { $0() === coordinator })
        else { return }
        let entry = Entry(coordinator)
        if app.watchResult(coordinator, { [weak entry] in entry?.deliveries += 1 }) {
            entries.append(entry)
        } else {
            unwatched.append({ [weak coordinator] in coordinator })
        }
    }

    /// Checks each watched flow: none hands its result over while it runs, but to a screen that asked before another
    /// started it again (a single-instance flow, which then awaits the new one: watched from now on); each that ended
    /// handed it over exactly once per screen that asked.
    func check(running: Set<ObjectIdentifier>, in app: RandomApp) -> String? {
        for entry in entries {
            let isRunning = entry.flow.map { running.contains(ObjectIdentifier($0)) } ?? false
            if isRunning && entry.deliveries >= entry.askers {
                guard let flow = entry.flow, app.awaitsResult(flow) else {
                    return "\(entry.what) handed its result over while it still runs"
                }
                // Only a start replaces the handler once the one watched has heard: the runtime clears it first.
                entry.askers = entry.deliveries + 1
                _ = app.watchResult(flow) { [weak entry] in entry?.deliveries += 1 }
            }
            if !isRunning && entry.deliveries != entry.askers {
                return "\(entry.what) ended and handed its result over \(entry.deliveries) times, not once for each "
                    + "of the \(entry.askers) screens that asked"
            }
        }
        return nil
    }
}

// MARK: The invariant

@MainActor
private func describe(_ roots: [any Coordinator]) -> String {
    roots.map { root in
        let children = root.childCoordinators.isEmpty ? "" : "(" + describe(root.childCoordinators) + ")"
        return "\(type(of: root))\(children)"
    }.joined(separator: " ")
}

@MainActor
private func describe(_ window: UIWindow) -> String {
    var contexts: [String] = []
    var context = window.rootViewController
    while let current = context {
        let stack = (visibleStack(in: current)?.viewControllers ?? [current]).map { "\(type(of: $0))" }
        contexts.append("\(type(of: current))[\(stack.joined(separator: ", "))]")
        let presented = current.presentedViewController
        context = presented?.presentingViewController === current ? presented : nil
    }
    return contexts.joined(separator: " > ")
}

/// Every view controller UIKit holds for this window: the contexts (the root and each presented one) and everything
/// they contain, including screens still leaving in a running transition.
@MainActor
private func hierarchy(of window: UIWindow) -> [UIViewController] {
    var result: [UIViewController] = []
    var context = window.rootViewController
    while let current = context {
        var pending = [current]
        while let next = pending.popLast() {
            result.append(next)
            pending += next.children
        }
        let presented = current.presentedViewController
        context = presented?.presentingViewController === current ? presented : nil
    }
    return result
}

@MainActor
private func tree(_ roots: [any Coordinator]) -> [any Coordinator] {
    var result: [any Coordinator] = []
    var pending = roots
    while let next = pending.popLast() {
        result.append(next)
        pending += next.childCoordinators
    }
    return result
}

/// The coordinator tree equals the set of flows whose first screen UIKit holds; ended flows and, once animations
/// have settled, screens that left are released.
@MainActor
private func checkInvariant(
    window: UIWindow, roots: [any Coordinator], seen: Seen, results: Results, app: RandomApp
) -> String? {
    let held = hierarchy(of: window)
    let heldIDs = Set(held.map(ObjectIdentifier.init))
    // A flow a screen embeds is the root of a tree of its own, which its container keeps, as a tab's is.
    let embedded = held.compactMap { ($0 as? FlowNavigationController)?.flow }.filter { flow in
        flow.parentCoordinator == nil && !roots.contains { $0 === flow }
    }
    let coordinators = tree(roots + embedded)
    let treeIDs = Set(coordinators.map { ObjectIdentifier($0) })
    for coordinator in coordinators {
        results.watch(coordinator, in: app)
    }
    if let problem = results.check(running: treeIDs, in: app) {
        return problem
    }
    for coordinator in coordinators {
        seen.add(coordinator, "\(type(of: coordinator))")
        guard let first = coordinator.rootViewController, heldIDs.contains(ObjectIdentifier(first)) else {
            return "\(type(of: coordinator)) is in the tree but UIKit no longer holds its first screen"
        }
    }
    for screen in held {
        seen.add(screen, "\(type(of: screen))")
    }
    let kept = keptObjects(of: coordinators)
    for (object, what) in seen.alive where !kept.contains(ObjectIdentifier(object)) {
        guard let coordinator = object as? any Coordinator, !treeIDs.contains(ObjectIdentifier(coordinator)) else {
            continue
        }
        // A flow a screen embeds lives as long as that screen, which a running transition may still hold, as it may
        // any screen that left; once everything has settled, it must be gone.
        if !StandInDriver.isSettled, let container = coordinator.navigationController.parent,
            !(container is UITabBarController || container is UISplitViewController)
        {
            continue
        }
        // A flow whose decision of its first screen arrived during a transition on its stack waits for that
        // transition to end, which holds it (docs/manifest.md, "Choosing the first screen"), even once it has ended;
        // once everything has settled, it must be gone.
        if !StandInDriver.isSettled, coordinator.navigationController.transitionCoordinator != nil {
            continue
        }
        if let first = coordinator.rootViewController, heldIDs.contains(ObjectIdentifier(first)) {
            return "\(what)'s first screen is on screen, but the flow is not in the coordinator tree"
        }
        return "\(what) left the tree but is still alive (leaked)"
    }
    guard StandInDriver.isSettled else { return nil }
    for (object, what) in seen.alive
    where object is UIViewController && !heldIDs.contains(ObjectIdentifier(object))
        && !kept.contains(ObjectIdentifier(object))
    {
        return "\(what) left the screen but is still alive (leaked)"
    }
    return nil
}

/// What flows that keep their state (`keepsState`) hold while they are kept, by design alive though off screen, and
/// flows whose decision of their first screen is awaited: each
/// flow a coordinator of `coordinators` keeps (its `kept…` property), its stack, the screens on it and the screens and
/// flows they embed, and, until it lets them go on the main queue's next turn, the flows it had started; and what those
/// keep in turn.
@MainActor
private func keptObjects(of coordinators: [any Coordinator]) -> Set<ObjectIdentifier> {
    /// The flows `coordinator` keeps in its `kept…` properties.
    func keptBy(_ coordinator: any Coordinator) -> [any Coordinator] {
        Mirror(reflecting: coordinator).children.compactMap { child in
            child.label?.hasPrefix("kept") == true ? child.value as? any Coordinator : nil
        }
    }
    var kept: Set<ObjectIdentifier> = []
    // A flow whose decision is awaited stays alive until it arrives, with its stack and its placeholder (which the
    // decision replaces), however it ended.
    var pending = coordinators.flatMap(keptBy) + RandomDecisions.deciding
    kept.formUnion(RandomDecisions.deciding.compactMap(\.rootViewController).map(ObjectIdentifier.init))
    while let flow = pending.popLast() {
        guard kept.insert(ObjectIdentifier(flow)).inserted else { continue }
        kept.insert(ObjectIdentifier(flow.navigationController))
        var screens = flow.navigationController.viewControllers
        while let screen = screens.popLast() {
            kept.insert(ObjectIdentifier(screen))
            screens += screen.children
            if let embedded = (screen as? FlowNavigationController)?.flow {
                pending.append(embedded)
            }
        }
        pending += flow.childCoordinators + keptBy(flow)
    }
    return kept
}

// MARK: Events

/// The context on top (the last presented view controller, or the window's root) and the screen the person sees in it.
@MainActor
private func topContext(of window: UIWindow) -> UIViewController? {
    var context = window.rootViewController
    while let presented = context?.presentedViewController, presented.presentingViewController === context {
        context = presented
    }
    return context
}

/// What the person acts on in `container`: in an expanded split view, the stack of `column`; collapsed, the compact
/// column's.
@MainActor
private func visibleScreen(
    in container: UIViewController?, column: UISplitViewController.Column = .primary
) -> UIViewController? {
    switch container {
    case let navigation as UINavigationController: return visibleScreen(in: navigation.topViewController)
    case let tabs as UITabBarController: return visibleScreen(in: tabs.selectedViewController)
    case let split as UISplitViewController: return visibleScreen(in: shown(column, of: split))
    default: return container
    }
}

@MainActor
private func visibleStack(
    in container: UIViewController?, column: UISplitViewController.Column = .primary
) -> UINavigationController? {
    switch container {
    case let navigation as UINavigationController: return navigation
    case let tabs as UITabBarController: return visibleStack(in: tabs.selectedViewController)
    case let split as UISplitViewController: return visibleStack(in: shown(column, of: split))
    default: return nil
    }
}

/// The view controller of `split` on screen that the person acts on: `column`'s, or the compact column's when collapsed.
@MainActor
private func shown(_ column: UISplitViewController.Column, of split: UISplitViewController) -> UIViewController? {
    split.viewController(for: split.isCollapsed ? .compact : column)
}

/// The column of the window's split view that the person acts in, if it has one: the primary or the secondary, or in
/// a split view with three columns also the supplementary (drawn only there, so that sequences of split views with
/// two columns stay as they were).
@MainActor
private func drawColumn(in window: UIWindow, random: inout SequenceRandom) -> UISplitViewController.Column {
    guard let split = window.rootViewController as? UISplitViewController else { return .primary }
    if random.chance(50) {
        return .secondary
    }
    return split.style == .tripleColumn && random.chance(50) ? .supplementary : .primary
}

/// What opening a route needs: the app as `make` built it, and the openings of the sequence so far.
@MainActor
private struct RouteEvents {
    var app: RandomApp
    var made: AnyObject
    var roots: () -> [any Coordinator]
    var openings: Openings

    /// App code opens one of the app's routes, whatever is on screen or moving.
    func openOne(random: inout SequenceRandom) -> String {
        guard let route = random.element(of: app.routes) else { return "route (the app has none)" }
        let animated = random.chance(70)
        route.open(made, roots(), animated, openings.opened(route.name))
        return "open route \(route.name)" + (animated ? "" : " without animation")
    }

    /// App code runs one of the app's actions (a shake, a menu command), whatever is on screen or moving.
    func performOne(random: inout SequenceRandom) -> String {
        guard let action = random.element(of: app.appActions) else { return "app action (the app has none)" }
        action.perform(made, roots())
        return "app action \(action.name)"
    }
}

/// Performs one random event and returns what it was, for the failure report.
@MainActor
private func randomEvent(window: UIWindow, routes: RouteEvents, random: inout SequenceRandom) -> String {
    // A decision a flow awaits arrives, at any moment (transitions included); drawn only while one is awaited, so
    // that sequences of apps without them stay as they were.
    if RandomDecisions.isWaiting, random.chance(25) {
        return RandomDecisions.arriveOne(random: &random)
    }
    let top = topContext(of: window)
    // In a split view the person acts in any column; drawn only there, so other apps' sequences stay as they were.
    let column = drawColumn(in: window, random: &random)
    // The person answers most alerts on top: a choice, or a tap outside an action sheet's popover.
    if let alert = top as? UIAlertController, random.chance(70) {
        if alert.preferredStyle == .actionSheet, random.chance(25) {
            return StandInDriver.tapOutside(alert) ? "tap outside the action sheet" : "tap outside (not possible)"
        }
        guard let choice = random.element(of: alert.actions), let title = choice.title else {
            return "choose (no choice)"
        }
        // The person types something, a number or not, or nothing, in each field first.
        var typed: [String] = []
        for field in alert.textFields ?? [] {
            field.text = random.element(of: ["", "42", "4.5", "tall"])
            typed.append("\"\(field.text ?? "")\"")
        }
        let typing = typed.isEmpty ? "" : "type " + typed.joined(separator: ", ") + ", "
        return typing + "choose \(title)" + (StandInDriver.tapChoice(title, in: alert) ? "" : " (not possible)")
    }
    // The person answers most cameras on top: a photo, or Cancel.
    if let camera = top as? UIImagePickerController, random.chance(70) {
        if random.chance(50) {
            return StandInDriver.cancelCamera(camera) ? "cancel the camera" : "cancel the camera (not possible)"
        }
        let took = StandInDriver.takePhoto(UIImage(systemName: "photo")!, in: camera)
        return took ? "take a photo" : "take a photo (not possible)"
    }
    // The person answers most document pickers on top: a folder, Cancel, or a swipe down.
    if let picker = top as? UIDocumentPickerViewController, random.chance(70) {
        switch random.below(3) {
        case 0 where !StandInDriver.opened(by: picker).types.isEmpty:
            let files = ["/Files/a.pdf", "/Files/b.png"].prefix(random.chance(50) ? 1 : 2).map {
                URL(fileURLWithPath: $0)
            }
            let picked = StandInDriver.pickDocuments(Array(files), in: picker)
            return "pick \(files.count) file(s)" + (picked ? "" : " (not possible)")
        case 0:
            let saved = StandInDriver.exportFiles(to: URL(fileURLWithPath: "/Files"), in: picker)
            return saved ? "save to a folder" : "save to a folder (not possible)"
        case 1:
            let cancelled = StandInDriver.cancelDocumentPicker(picker)
            return cancelled ? "cancel the document picker" : "cancel the document picker (not possible)"
        default:
            let swiped = StandInDriver.swipeDownToDismiss(picker)
            return swiped ? "swipe the document picker down" : "swipe the document picker down (not possible)"
        }
    }
    // The person closes most web pages on top: Done, or a swipe down.
    if let page = top as? SFSafariViewController, random.chance(70) {
        if random.chance(50) {
            return StandInDriver.tapDone(in: page) ? "tap Done on the page" : "tap Done on the page (not possible)"
        }
        let swiped = StandInDriver.swipeDownToDismiss(page)
        return swiped ? "swipe the page down" : "swipe the page down (not possible)"
    }
    // The person leaves most photo pickers on top: picks as many as it allows (up to three), cancels, or swipes it down.
    if let picker = top as? PHPickerViewController, random.chance(70) {
        switch random.below(3) {
        case 0:
            let limit = picker.configuration.selectionLimit
            let count = 1 + random.below(limit == 0 ? 3 : min(limit, 3))
            let picked = StandInDriver.pickPhotos(count, in: picker)
            return "pick \(count) photos" + (picked ? "" : " (not possible)")
        case 1:
            return StandInDriver.cancelPhotos(in: picker)
                ? "cancel the photo picker" : "cancel the photo picker (not possible)"
        default:
            let swiped = StandInDriver.swipeDownToDismiss(picker)
            return swiped ? "swipe the photo picker down" : "swipe the photo picker down (not possible)"
        }
    }
    // The person leaves most print options on top: Print, Cancel, or a swipe down.
    if let options = top as? StandInPrintOptions, random.chance(70) {
        switch random.below(3) {
        case 0: return StandInDriver.print(printed: true) ? "print" : "print (not possible)"
        case 1: return StandInDriver.print(printed: false) ? "cancel printing" : "cancel printing (not possible)"
        default:
            let swiped = StandInDriver.swipeDownToDismiss(options)
            return swiped ? "swipe the print options down" : "swipe the print options down (not possible)"
        }
    }
    // The person leaves most mail compose sheets on top: sent, saved, cancelled, failed, or a swipe down.
    if let sheet = top as? MFMailComposeViewController, random.chance(70) {
        let results: [MFMailComposeResult] = [.sent, .saved, .cancelled, .failed]
        guard let result = random.element(of: results), random.chance(80) else {
            let swiped = StandInDriver.swipeDownToDismiss(sheet)
            return swiped ? "swipe the mail down" : "swipe the mail down (not possible)"
        }
        let left = StandInDriver.finishMail(result, in: sheet)
        return "leave the mail (\(result))" + (left ? "" : " (not possible)")
    }
    // The person finishes most sign-ins on the web on top: signed in, Cancel, or a swipe down.
    if let browser = top as? StandInWebAuthenticationBrowser, random.chance(70) {
        switch random.below(3) {
        case 0:
            let signedIn = StandInDriver.signIn(redirectingTo: URL(string: "myapp://done")!, in: browser)
            return signedIn ? "sign in on the web" : "sign in on the web (not possible)"
        case 1:
            return StandInDriver.cancelSignIn(in: browser) ? "cancel the sign-in" : "cancel the sign-in (not possible)"
        default:
            let swiped = StandInDriver.swipeDownToDismiss(browser)
            return swiped ? "swipe the sign-in down" : "swipe the sign-in down (not possible)"
        }
    }
    // The person answers most share sheets on top: an activity, done or cancelled in its own screen, or a tap
    // outside the sheet.
    if let share = top as? UIActivityViewController, random.chance(70) {
        if random.chance(30) {
            return StandInDriver.tapOutside(share) ? "tap outside the share sheet" : "tap outside (not possible)"
        }
        let completed = random.chance(50)
        let shared = StandInDriver.performActivity(.mail, in: share, completed: completed)
        return "share by mail" + (completed ? "" : ", then cancel") + (shared ? "" : " (not possible)")
    }
    // The person sometimes taps outside a popover, which dismisses it.
    if let top, !(top is UIAlertController), top.presentationController is UIPopoverPresentationController,
        random.chance(30)
    {
        return StandInDriver.tapOutside(top) ? "tap outside the popover" : "tap outside the popover (not possible)"
    }
    let roll = random.below(100)
    switch roll {
    case 0..<34:
        return tap(visibleScreen(in: top, column: column), times: 1, random: &random)
    case 34..<39:
        return tap(visibleScreen(in: top, column: column), times: 2, random: &random)
    case 39..<46:
        let screens = hierarchy(of: window).filter { $0 is RandomActing }
        return "code " + tap(random.element(of: screens), times: 1, random: &random)
    case 46..<54:
        guard let stack = visibleStack(in: top, column: column), stack.viewControllers.count > 1,
            !(stack is UIImagePickerController)
        else { return "back (no back button)" }
        stack.popViewController(animated: true)
        return "back"
    case 54..<61:
        guard let stack = visibleStack(in: top, column: column), stack.viewControllers.count > 1,
            StandInDriver.isSettled,
            !(stack is UIImagePickerController)
        else { return "swipe back (not possible)" }
        let completes = random.chance(60)
        StandInDriver.swipeBack(in: stack, completes: completes)
        return completes ? "swipe back" : "cancelled swipe back"
    case 61..<67:
        guard let top, top.presentingViewController != nil else { return "swipe down (nothing presented)" }
        let completes = random.chance(70)
        guard random.chance(50) else {
            let done = StandInDriver.swipeDownToDismiss(top, completes: completes)
            return "\(completes ? "swipe down" : "cancelled swipe down")\(done ? "" : " (refused)")"
        }
        // The person holds the sheet half-way while app code runs an action, then lets go.
        guard StandInDriver.beginSwipeDown(top) else { return "held swipe down (refused)" }
        let screens = hierarchy(of: window).filter { $0 is RandomActing }
        let action = tap(random.element(of: screens), times: 1, random: &random)
        // The tap signs in or out now: letting go settles everything, a route's opening too, within this event.
        routes.openings.gate?.follow(action)
        StandInDriver.endSwipeDown(completes: completes)
        return "held \(completes ? "swipe down" : "cancelled swipe down") with code \(action) meanwhile"
    case 67..<74:
        return dismissByCode(window: window, top: top, random: &random)
    case 74..<79:
        guard let tabs = window.rootViewController as? UITabBarController, let count = tabs.viewControllers?.count
        else { return "tab switch (no tabs)" }
        let index = random.below(count)
        // A tab bar whose delegate decides (one with a tab that runs an app action) is tapped as the person would.
        if let delegate = tabs.delegate, let tab = tabs.viewControllers?[index],
            !delegate.tabBarController(tabs, shouldSelect: tab)
        {
            return "tap tab \(index), which runs its action"
        }
        tabs.selectedIndex = index
        return "tab \(index)"
    case 79..<83:
        guard let screen = visibleScreen(in: top), !(top is UIImagePickerController) else {
            return "picker (no screen)"
        }
        screen.present(UIImagePickerController(), animated: random.chance(50))
        return "picker from \(type(of: screen))"
    case 83..<88 where !routes.app.routes.isEmpty:
        return routes.openOne(random: &random)
    case 92..<97 where !routes.app.appActions.isEmpty:
        return routes.performOne(random: &random)
    case 88..<92 where window.rootViewController is UISplitViewController:
        // The window narrows or widens (an iPad's split screen), which the stand-in models with nothing presented.
        guard window.rootViewController?.presentedViewController == nil, StandInDriver.isSettled else {
            return "change the width (not possible)"
        }
        let narrow = StandInDriver.horizontalSizeClass == .regular
        StandInDriver.changeHorizontalSizeClass(to: narrow ? .compact : .regular, in: window)
        return narrow ? "narrow the window: the split view collapses" : "widen the window: the split view expands"
    default:
        StandInDriver.settle()
        return "settle"
    }
}

@MainActor
private func tap(_ screen: UIViewController?, times: Int, random: inout SequenceRandom) -> String {
    guard let acting = screen as? any RandomActing, let action = random.element(of: acting.randomActions) else {
        return "tap (no action on \(screen.map { "\(type(of: $0))" } ?? "nothing"))"
    }
    for _ in 0..<times {
        action.run()
    }
    return "\(times == 2 ? "double tap" : "tap") \(type(of: acting)).\(action.name)"
}

/// App code calls `dismiss`: on a random presented view controller or on what presents it. When something the app
/// did not get from coordgen (a picker) is on top, only that is dismissed: dismissing from below it is the one case
/// UIKit reports to no view controller of the flows underneath (see the README).
@MainActor
private func dismissByCode(window: UIWindow, top: UIViewController?, random: inout SequenceRandom) -> String {
    let animated = random.chance(70)
    if let picker = top as? UIImagePickerController {
        picker.dismiss(animated: animated)
        return "dismiss the picker by code"
    }
    var presented: [UIViewController] = []
    var context = window.rootViewController?.presentedViewController
    while let current = context {
        presented.append(current)
        context = current.presentedViewController
    }
    guard let target = random.element(of: presented) else { return "dismiss by code (nothing presented)" }
    if random.chance(50) {
        target.dismiss(animated: animated)
        return "\(type(of: target)).dismiss by code"
    }
    target.presentingViewController?.dismiss(animated: animated)
    return "presenting of \(type(of: target)).dismiss by code"
}
