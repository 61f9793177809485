/// One step of the way from the app's start to a route's screen.
package enum RouteStep: Sendable, Equatable, CustomStringConvertible {
    /// `tab 'Feed' → Home.openArticle → Article`: a way as messages and documentation show it.
    package static func describe(_ steps: [RouteStep], to screen: String) -> String {
        (steps.map(\.description) + [screen]).joined(separator: " → ")
    }

    /// How the app shows a flow of its own.
    package enum Entry: Sendable, Equatable {
        /// The app's `root`.
        case root
        /// A tab of `app.tabs`.
        case tab
        /// A top-level flow of `app.flows`.
        case topLevel
        /// A tab of the named tab bar, a top-level flow of `app.flows`.
        case tabOf(tabBar: String)
        /// The primary or the compact column's flow of `app.split`.
        case column
        /// The primary or the compact column's flow of the named split view, a top-level flow of `app.flows`.
        case columnOf(split: String)
    }

    /// The app shows this coordinator's flow.
    case flow(coordinator: String, entry: Entry)
    /// A screen runs one of its actions, which pushes, presents or sets screens, or starts a flow.
    case action(screen: String, action: String)
    /// A container shows a screen it embeds.
    case embed(container: String, name: String, screen: String)
    /// The flow the way is on, the app's root or first tab at its first screen, runs an app action that starts a flow.
    case appAction(name: String)

    /// Whether this is the action or embed `name` of `screen`: what a route's `via` names.
    func isNamed(_ name: String, on screen: String) -> Bool {
        switch self {
        case .action(screen, name), .embed(screen, name, _): true
        case .appAction(name): screen == Self.app
        case .action, .embed, .flow, .appAction: false
        }
    }

    /// What `via` and messages write before an app action's name, as before a screen's action: `app.compose`. No
    /// screen has the name, which starts with a lower-case letter.
    package static let app = "app"

    /// How messages and generated comments name the step.
    package var description: String {
        switch self {
        case .flow(let coordinator, .root): "flow '\(coordinator)'"
        case .flow(let coordinator, .tab): "tab '\(coordinator)'"
        case .flow(let coordinator, .topLevel): "top-level flow '\(coordinator)'"
        case .flow(let coordinator, .tabOf(let tabBar)): "tab '\(coordinator)' of '\(tabBar)'"
        case .flow(let coordinator, .column): "column flow '\(coordinator)'"
        case .flow(let coordinator, .columnOf(let split)): "column flow '\(coordinator)' of '\(split)'"
        case .action(let screen, let action): "\(screen).\(action)"
        case .embed(let container, let name, _): "\(container).\(name)"
        case .appAction(let name): "\(Self.app).\(name)"
        }
    }
}

/// Finds the way from the app's start to a screen over what the manifest declares: the app's flows, each flow's first
/// screen, the actions that push, present or set screens or start flows, and embeds. The way is the shortest; where
/// several are, a route names actions it takes (`via`) and the way is the shortest through them, in order.
struct RoutePathFinder {
    /// A screen as one flow shows it.
    struct Node: Hashable {
        var coordinator: String
        var screen: String
    }

    /// Where a search starts.
    enum Start: Equatable {
        /// The flows the app shows first: its root, its tabs or its top-level flows, a split view by its primary
        /// column's flow, as it shows it expanded.
        case expanded
        /// The compact column's flow of a split view, as it shows it collapsed: the named one among `app.flows`, or
        /// `app.split` for `nil`.
        case compactColumn(of: String?)

        /// Where the collapsed way starts, for a way whose first step is `first`: the same split view's compact
        /// column, when the way starts in a split view's column; `nil` for any other way, which does not collapse.
        init?(collapsing first: RouteStep?) {
            switch first {
            case .flow(_, .column): self = .compactColumn(of: nil)
            case .flow(_, .columnOf(let split)): self = .compactColumn(of: split)
            default: return nil
            }
        }
    }

    /// What a search found.
    enum Outcome: Equatable {
        case none
        /// The one shortest way, and the node it ends at.
        case one([RouteStep], at: Node)
        /// Two of the shortest ways, when there are several.
        case several([RouteStep], [RouteStep])
    }

    private var screens: [String: ScreenSpec] = [:]
    private var starts: [String: String] = [:]
    private let app: AppSpec?
    /// Where a way may run an app action that starts a flow: the first screen of the app's root, or of its first tab,
    /// which a route opening goes back to. Not in an app of top-level flows, whose first flow may be one that routes
    /// wait behind.
    private var appActionNode: Node?

    init(_ manifest: Manifest) {
        for screen in manifest.screens where screens[screen.name.value] == nil {
            screens[screen.name.value] = screen
        }
        for coordinator in manifest.coordinators where starts[coordinator.name.value] == nil {
            starts[coordinator.name.value] = coordinator.start?.value
        }
        app = manifest.app
        if let app, !app.actions.isEmpty, let first = app.root ?? app.tabs?.first, let start = starts[first.value] {
            appActionNode = Node(coordinator: first.value, screen: start)
        }
    }

    /// The way to `screen` through the actions or embeds `via` names (as a screen and the name of its action or
    /// embed), in order, from `start`.
    func way(to screen: String, via: [(screen: String, action: String)], from start: Start = .expanded) -> Outcome {
        var sources = entries(from: start).map { (node: $0.node, steps: [$0.step]) }
        for waypoint in via {
            // An app action is taken where the way may take one.
            let isWaypoint: (Node) -> Bool =
                waypoint.screen == RouteStep.app ? { $0 == appActionNode } : { $0.screen == waypoint.screen }
            switch shortest(from: sources, to: isWaypoint) {
            case .none: return .none
            case .several(let first, let second): return .several(first, second)
            case .one(let steps, let node):
                guard
                    let next = edges(from: node).first(where: { $0.step.isNamed(waypoint.action, on: waypoint.screen) })
                else { return .none }
                sources = [(next.node, steps + [next.step])]
            }
        }
        return shortest(from: sources, to: { $0.screen == screen })
    }

    /// The flows a way may start from: what the app shows first, or one split view's compact column.
    private func entries(from start: Start) -> [(node: Node, step: RouteStep)] {
        guard let app else { return [] }
        var flows: [(coordinator: String, entry: RouteStep.Entry)] = []
        switch start {
        case .compactColumn(of: let name):
            if let compact = app.split(named: name)?.compact {
                flows.append((compact.value, name.map { .columnOf(split: $0) } ?? .column))
            }
        case .expanded:
            if let root = app.root?.value {
                flows.append((root, .root))
            }
            if let primary = app.split?.primary {
                flows.append((primary.value, .column))
            }
            flows += (app.tabs ?? []).map { ($0.value, .tab) }
            for flow in app.flows ?? [] {
                if let tabBar = app.tabBars.first(where: { $0.name.value == flow.value }) {
                    flows += tabBar.tabs.map { ($0.value, .tabOf(tabBar: flow.value)) }
                } else if let split = app.split(named: flow.value) {
                    flows += split.primary.map { [($0.value, .columnOf(split: flow.value))] } ?? []
                } else {
                    flows.append((flow.value, .topLevel))
                }
            }
        }
        return flows.compactMap { flow in
            guard let start = starts[flow.coordinator] else { return nil }
            return (
                Node(coordinator: flow.coordinator, screen: start),
                .flow(coordinator: flow.coordinator, entry: flow.entry)
            )
        }
    }

    /// Where `node`'s screen leads: what its actions show or start, and what it embeds.
    private func edges(from node: Node) -> [(node: Node, step: RouteStep)] {
        guard let screen = screens[node.screen] else { return [] }
        var edges: [(node: Node, step: RouteStep)] = []
        for action in screen.actions {
            guard let navigation = action.navigations.first?.value else { continue }
            let step = RouteStep.action(screen: node.screen, action: action.name.value)
            // What the navigation starts or shows, as NavigationSpec's exhaustive switches say: a new kind that
            // starts a flow or shows a screen is an edge without a change here.
            if let child = navigation.startedFlow {
                if let start = starts[child.value] {
                    edges.append((Node(coordinator: child.value, screen: start), step))
                }
            } else if let last = navigation.shownScreens.last {
                edges.append((Node(coordinator: node.coordinator, screen: last.value), step))
            }
        }
        if node == appActionNode {
            for action in app?.actions ?? [] {
                guard let child = action.navigations.first?.value.startedFlow, let start = starts[child.value] else {
                    continue
                }
                edges.append((Node(coordinator: child.value, screen: start), .appAction(name: action.name.value)))
            }
        }
        for embed in screen.embeds {
            edges.append(
                (
                    Node(coordinator: node.coordinator, screen: embed.screen.value),
                    .embed(container: node.screen, name: embed.name.value, screen: embed.screen.value)
                ))
        }
        return edges
    }

    /// The shortest ways from `sources` to a node that `isTarget` accepts, breadth first. Each node keeps at most two
    /// of its shortest ways: enough to tell one from several, and to show two.
    private func shortest(
        from sources: [(node: Node, steps: [RouteStep])], to isTarget: (Node) -> Bool
    ) -> Outcome {
        var ways: [Node: [[RouteStep]]] = [:]
        var layer: [Node] = []
        for source in sources {
            if ways[source.node] == nil {
                layer.append(source.node)
            }
            ways[source.node, default: []].append(source.steps)
        }
        while !layer.isEmpty {
            let found = layer.filter(isTarget)
            if !found.isEmpty {
                let all = found.flatMap { ways[$0] ?? [] }
                return all.count == 1 ? .one(all[0], at: found[0]) : .several(all[0], all[1])
            }
            var next: [Node] = []
            var reached: Set<Node> = []
            for node in layer {
                for edge in edges(from: node) {
                    let isNew = ways[edge.node] == nil
                    guard isNew || reached.contains(edge.node) else { continue }
                    if isNew {
                        next.append(edge.node)
                        reached.insert(edge.node)
                    }
                    for steps in ways[node] ?? [] where (ways[edge.node]?.count ?? 0) < 2 {
                        ways[edge.node, default: []].append(steps + [edge.step])
                    }
                }
            }
            layer = next
        }
        return .none
    }
}
