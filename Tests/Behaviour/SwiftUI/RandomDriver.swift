import Foundation

// Random sequences on a random app's SwiftUI navigation state: the person taps an action of any screen shown (the
// one on top, or one beneath it, as a double tap does), goes back, pulls a sheet down or taps a tab, in an order a
// seed draws. After every event the state must hold what coordgen documents:
// - every running flow's first screen is shown, and no screen is shown twice;
// - a flow that ended handed its result over exactly once, and a running one none;
// - nothing that left is alive: no flow that ended, no screen taken off a stack;
// - a link opens its route's screen, on top, from whatever is shown; while routes wait behind a flow, it waits, and
//   the last one that came opens as the app switches to a flow routes open in;
// - the navigation saves as JSON, and a new one restored from it shows the same stacks, screens and tab.
// The app's own part (`RandomApp.swift`, written by the test from the manifest) performs actions and watches results.

/// SplitMix64, so that a failing sequence replays from its seed; a class, so that `next` can be handed on.
final class SplitMix {
    private var state: UInt64

    init(_ seed: UInt64) { state = seed }

    func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(max(bound, 1)))
    }
}

/// A flow the run watches: whether it has a result to hear.
struct WatchedFlow {
    let box: WeakBox
    let watched: Bool

    @MainActor
    func isRunning(in navigation: AppNavigation) -> Bool {
        box.object.map { object in navigation.runningFlows.contains { $0 === object } } ?? false
    }
}

/// A reference that does not keep its object.
final class WeakBox {
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}

@main
struct RandomRun {
    @MainActor
    static func main() {
        let arguments = CommandLine.arguments.dropFirst().compactMap { UInt64($0) }
        guard arguments.count == 3 else {
            print("usage: scenario SEED SEQUENCES EVENTS")
            exit(2)
        }
        for sequence in 0..<arguments[1] {
            runSequence(seed: arguments[0] &+ sequence, events: Int(arguments[2]))
        }
        print("RANDOM \(arguments[1]) sequences")
        finishRun()
    }
}

@MainActor
func runSequence(seed: UInt64, events: Int) {
    let random = SplitMix(seed)
    let navigation = AppNavigation()
    // Each flow seen, by a number of its own: a flow that starts as another ends may take its identity.
    var flows: [Int: WatchedFlow] = [:]
    var heard: [Int: Int] = [:]
    var seen = 0
    var screens: [ObjectIdentifier: WeakBox] = [:]
    var log: [String] = []
    /// The route that waits behind a flow, by index.
    var waiting: Int?
    let failed = { (problem: String) in
        failures.append("seed \(seed), after \(log.joined(separator: ", ")): \(problem)")
    }
    for _ in 0...events {
        if let route = waiting, navigation.routesWaitBehind == nil {
            waiting = nil
            guard showsRouteScreen(route, navigation.shownEntry) else {
                return failed("the waiting route r\(route) did not open: \(navigation.shownEntry.screen) is shown")
            }
        }
        for flow in navigation.runningFlows where !flows.values.contains(where: { $0.box.object === flow }) {
            seen += 1
            let number = seen
            let watched = watchResult(of: flow) { _ in heard[number, default: 0] += 1 }
            flows[number] = WatchedFlow(box: WeakBox(flow), watched: watched)
        }
        let shown = navigation.rootStacks.flatMap { root in
            var chain = [root]
            while let next = chain.last?.presented { chain.append(next) }
            return chain.flatMap(\.entries)
        }
        for entry in shown where screens[entry.id] == nil {
            screens[entry.id] = WeakBox(entry.screen.object)
        }
        guard check(navigation, shown: shown, flows: flows, heard: heard, screens: screens, failed: failed) else {
            return
        }
        if let problem = restoreProblem(of: navigation) {
            return failed(problem)
        }
        // What ended has been checked; forget it.
        for (number, flow) in flows where !flow.isRunning(in: navigation) {
            flows[number] = nil
            heard[number] = nil
        }
        let ids = Set(shown.map(\.id))
        for id in screens.keys where !ids.contains(id) {
            screens[id] = nil
        }
        if log.count == events { return }
        // While an alert is up the person can only choose; the app's own code may still act beneath it.
        if let alert = navigation.shownAlert, random.next(4) > 0 {
            let index = random.next(alert.choices.count)
            log.append("choose \(alert.choices[index].title)")
            navigation.topStack.choose(index, of: alert)
            navigation.topStack.alertDismissed(alert)
            continue
        }
        switch random.next(11) {
        case 0...5:
            log.append(performAction(on: navigation.shownEntry, random.next))
        case 6:
            let beneath = navigation.shownEntries[random.next(navigation.shownEntries.count)]
            log.append("beneath " + performAction(on: beneath, random.next))
        case 7 where !navigation.topStack.path.isEmpty:
            log.append("swipe back")
            navigation.swipeBack()
        case 8 where navigation.canPullDownSheet:
            log.append("pull down")
            navigation.pullDownSheet()
        case 9 where navigation.rootStacks.count > 1:
            let tab = random.next(navigation.rootStacks.count)
            log.append("tab \(tab)")
            navigation.tapTab(tab)
        case 10 where routeCount > 0:
            let route = random.next(routeCount)
            let link = routeLink(route, value: random.next(100))
            let waits = navigation.routesWaitBehind != nil
            log.append("open " + link)
            guard let outcome = openRoute(link, in: navigation) else {
                return failed("\(link) does not read as a route, or its url does not read back as it")
            }
            if waits {
                guard outcome.hasPrefix("deferred") else { return failed("\(link) did \(outcome) while routes wait") }
                waiting = route
            } else if outcome != "opened" || !showsRouteScreen(route, navigation.shownEntry) {
                return failed("\(link) did \(outcome), and \(navigation.shownEntry.screen) is shown")
            } else if navigation.shownAlert != nil {
                return failed("\(link) left an alert over its screen")
            } else if navigation.rootStacks.indices.contains(where: {
                $0 != navigation.selectedTab && navigation.rootStacks[$0].presented != nil
            }) {
                return failed("\(link) left a sheet presented in another tab")
            }
        default:
            log.append(performAction(on: navigation.shownEntry, random.next))
        }
    }
}

/// Why the navigation does not save as JSON and restore into a new one that shows the same; `nil` when it does.
@MainActor
func restoreProblem(of navigation: AppNavigation) -> String? {
    guard let snapshot = navigation.snapshot() else { return "the navigation does not save" }
    guard let data = try? JSONEncoder().encode(snapshot),
        let decoded = try? JSONDecoder().decode(NavigationSnapshot.self, from: data)
    else { return "the snapshot does not read back from JSON" }
    let copy = AppNavigation()
    let outcome = copy.restore(decoded)
    guard outcome == .restored else { return "the snapshot restores as \(outcome)" }
    guard layout(of: copy) == layout(of: navigation), copy.selectedTab == navigation.selectedTab else {
        return "the restored navigation shows \(layout(of: copy)), not \(layout(of: navigation))"
    }
    return nil
}

/// Whether the state holds every invariant; `failed` hears each that does not.
@MainActor
func check(
    _ navigation: AppNavigation, shown: [ScreenEntry], flows: [Int: WatchedFlow], heard: [Int: Int],
    screens: [ObjectIdentifier: WeakBox], failed: (String) -> Void
) -> Bool {
    var holds = true
    let ids = Set(shown.map(\.id))
    if ids.count != shown.count {
        failed("a screen is shown twice")
        holds = false
    }
    for flow in navigation.runningFlows {
        if let first = flow.firstScreen, !ids.contains(first.id) {
            failed("\(type(of: flow)) runs, but its first screen is not shown")
            holds = false
        }
    }
    for (number, flow) in flows {
        let count = heard[number, default: 0]
        if flow.isRunning(in: navigation) {
            if count != 0 {
                failed("a running flow handed over \(count) results")
                holds = false
            }
        } else {
            if let object = flow.box.object {
                failed("\(type(of: object)) ended but is still alive")
                holds = false
            }
            if flow.watched, count != 1 {
                failed("a flow that ended handed over \(count) results")
                holds = false
            }
        }
    }
    for (id, screen) in screens where !ids.contains(id) {
        if let object = screen.object {
            failed("\(type(of: object)) left but is still alive")
            holds = false
        }
    }
    return holds
}
