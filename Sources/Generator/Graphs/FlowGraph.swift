/// The app as a picture: one cluster per coordinator, one node per screen a coordinator shows, one edge per action.
///
/// Built from the resolved ``AppModel`` and drawn by a ``GraphFormat``. Everything is in the manifest's order, so the
/// same manifest always gives the same bytes.
struct FlowGraph: Equatable {
    /// The kinds of edge the graph draws, in the order ``EdgeKind`` lists them: its legend's entries.
    var legendKinds: [EdgeKind] {
        let drawn = Set(edges.map(\.kind))
        return EdgeKind.allCases.filter(drawn.contains)
    }

    /// A coordinator and what it shows.
    struct Cluster: Equatable {
        var id: String
        var title: String
        var nodes: [Node]
    }

    /// A screen, or where a flow goes when it leaves (its end, back, a custom action).
    struct Node: Equatable {
        enum Shape: Equatable {
            case screen
            case terminal
            /// A way into the app from outside its flows: a route, with its patterns, or an app action.
            case route
        }

        var id: String
        var title: String
        /// Lines under the title: the screen's inputs.
        var details: [String]
        var shape: Shape
    }

    /// What an action does, which decides how its edge is drawn.
    enum EdgeKind: Hashable, CaseIterable {
        case push
        case present
        /// A presentation of the screen itself, without a navigation controller (`"wrap": false`).
        case presentItself
        case startChild
        case startModalChild
        /// A flow started in the split view's secondary column (`showDetail`).
        case showDetail
        /// A flow started in the split view's supplementary column (`showSupplementary`).
        case showSupplementary
        case switchFlow
        case selectTab
        case embed
        case finish
        case pop
        case popToRoot
        case dismiss
        case close
        case alert
        case custom
        /// A route's link, into the screen it shows.
        case route
        /// An app action, into the first screen of the flow it starts, the tab it selects or the flow it switches to.
        case appAction
        /// From a flow's start screen to another screen it may start with: what `decide` names.
        case decides

        /// How the kind is named in a graph's legend and labels.
        var name: String {
            switch self {
            case .push: "push"
            case .present: "present"
            case .presentItself: "present, no navigation controller"
            case .startChild: "start child"
            case .startModalChild: "start modal child"
            case .showDetail: "show detail"
            case .showSupplementary: "show supplementary"
            case .switchFlow: "switch top-level flow"
            case .selectTab: "select tab"
            case .embed: "embeds"
            case .finish: "finish"
            case .pop: "pop"
            case .popToRoot: "pop to the flow's first screen"
            case .dismiss: "dismiss"
            case .close: "close"
            case .alert: "alert"
            case .custom: "custom"
            case .route: "route"
            case .appAction: "app action"
            case .decides: "decided first screen"
            }
        }
    }

    struct Edge: Equatable {
        var from: String
        var to: String
        var label: String
        var kind: EdgeKind
    }

    var clusters: [Cluster]
    var edges: [Edge]

    init(_ model: AppModel) {
        var clusters: [Cluster] = []
        var edges: [Edge] = []
        /// Each coordinator's screens, its first screen first, and the node id of each, worked out once.
        var screens: [String: [String]] = [:]
        var nodeIDs: [String: [String: String]] = [:]
        for (index, coordinator) in model.coordinators.enumerated() {
            let ordered =
                [coordinator.startScreen] + coordinator.screens.filter { $0 != coordinator.startScreen }
                + coordinator.embedded.filter { !coordinator.screens.contains($0) }
            screens[coordinator.name] = ordered
            nodeIDs[coordinator.name] = Dictionary(
                ordered.enumerated().map { ($1, "c\(index)s\($0)") }, uniquingKeysWith: { first, _ in first })
        }
        /// The node of `screen` in the cluster of `coordinator`.
        func node(_ coordinator: CoordinatorModel, _ screen: String) -> String {
            nodeIDs[coordinator.name]?[screen] ?? ""
        }
        for (index, coordinator) in model.coordinators.enumerated() {
            let id = "c\(index)"
            var nodes: [Node] = []
            var terminals: [String: Node] = [:]
            /// The cluster's node for a way out of the flow, made once.
            func terminal(_ name: String) -> String {
                let terminalID = "\(id)_\(name)"
                if terminals[name] == nil {
                    terminals[name] = Node(id: terminalID, title: name, details: [], shape: .terminal)
                }
                return terminalID
            }
            if let decision = coordinator.decision {
                let labelled =
                    decision.alternatives.map { ($0.screen, "or") }
                    + (decision.placeholder.map { [($0.screen, "meanwhile")] } ?? [])
                    + (decision.fallback.map { [($0.screen, "on failure")] } ?? [])
                for (screen, label) in labelled {
                    edges.append(
                        Edge(
                            from: node(coordinator, coordinator.startScreen), to: node(coordinator, screen),
                            label: label,
                            kind: .decides))
                }
            }
            for screenName in screens[coordinator.name] ?? [] {
                guard let screen = model.screen(named: screenName) else { continue }
                // A SwiftUI screen says so first, above its inputs.
                let swiftUI = screen.instantiation.swiftUIView == nil ? [] : ["SwiftUI"]
                nodes.append(
                    Node(
                        id: node(coordinator, screenName), title: screenName,
                        details: swiftUI + screen.inputs.map { "\($0.name): \($0.type.canonical)" }, shape: .screen))
                for embed in screen.embeds {
                    edges.append(
                        Edge(
                            from: node(coordinator, screenName), to: node(coordinator, embed.screen), label: embed.name,
                            kind: .embed))
                }
                // An embedded flow's stack is the container's child: drawn as an embed, into the flow's first screen.
                for embed in screen.embeddedFlows {
                    guard let flow = model.coordinator(named: embed.flow) else { continue }
                    edges.append(
                        Edge(
                            from: node(coordinator, screenName), to: node(flow, flow.startScreen),
                            label: embed.name + (embed.onDemand ? ", on demand" : ""), kind: .embed))
                }
                for action in screen.actions {
                    let from = node(coordinator, screenName)
                    let edge: Edge
                    switch action.navigation {
                    case .push(let target, _):
                        let removing =
                            action.removing.isEmpty ? "" : ", removing " + action.removing.joined(separator: ", ")
                        edge = Edge(
                            from: from, to: node(coordinator, target), label: action.name + removing, kind: .push)
                    case .setStack(let screens):
                        // One push-like edge to the top of the new stack, naming the screens below it.
                        guard let top = screens.last else { continue }
                        let below = screens.dropLast().map(\.screen)
                        let label = action.name + (below.isEmpty ? "" : ", on " + below.joined(separator: ", "))
                        edge = Edge(from: from, to: node(coordinator, top.screen), label: label, kind: .push)
                    case .present(let target, _):
                        edge = Edge(
                            from: from, to: node(coordinator, target), label: action.name,
                            kind: action.transition.wraps ? .present : .presentItself)
                    case .startChild(let childName, let placement, _):
                        guard let child = model.coordinator(named: childName) else { continue }
                        let kind: EdgeKind =
                            switch placement {
                            case .pushed: .startChild
                            case .modal: .startModalChild
                            case .detail: .showDetail
                            case .supplementary: .showSupplementary
                            }
                        // A flow that keeps its state comes back as it was: the edge says so.
                        let kept = child.keepsState ? ", kept" : ""
                        edge = Edge(
                            from: from, to: node(child, child.startScreen), label: action.name + kept, kind: kind)
                    case .finish(let finish):
                        // In a flow with a result, the edge names the case it ends with; in a top-level flow, it goes
                        // to the flow the case switches to. A `then` is named after it.
                        let label =
                            (finish.map { action.name + " → " + $0.caseName } ?? action.name)
                            + (action.followUp.map { ", then " + $0.name } ?? "")
                        if let next = coordinator.result?.cases.first(where: { $0.name == finish?.caseName })?.switchTo,
                            let target = Self.firstCoordinator(of: next, in: model)
                        {
                            edge = Edge(
                                from: from, to: node(target, target.startScreen), label: label, kind: .switchFlow)
                        } else {
                            edge = Edge(from: from, to: terminal("end"), label: label, kind: .finish)
                        }
                    case .switchTo(let flow):
                        guard let target = Self.firstCoordinator(of: flow, in: model) else { continue }
                        edge = Edge(
                            from: from, to: node(target, target.startScreen), label: action.name, kind: .switchFlow)
                    case .selectTab(let tab, let runs):
                        guard let target = model.coordinator(named: tab) else { continue }
                        edge = Edge(
                            from: from, to: node(target, target.startScreen),
                            label: action.name + (runs.map { " → " + $0 } ?? ""), kind: .selectTab)
                    case .pop:
                        edge = Edge(from: from, to: terminal("back"), label: action.name, kind: .pop)
                    case .popToRoot:
                        edge = Edge(
                            from: from, to: node(coordinator, coordinator.startScreen), label: action.name,
                            kind: .popToRoot)
                    case .dismiss:
                        edge = Edge(from: from, to: terminal("dismissed"), label: action.name, kind: .dismiss)
                    case .close:
                        edge = Edge(from: from, to: terminal("closed"), label: action.name, kind: .close)
                    case .custom:
                        edge = Edge(from: from, to: terminal("custom"), label: action.name, kind: .custom)
                    case .toScreen:
                        edge = Edge(from: from, to: from, label: action.name + ": to the screen", kind: .alert)
                    case .share(let share):
                        edge = Edge(
                            from: from, to: from,
                            label: action.name + ": share" + (share.runs.map { " → " + $0 } ?? ""), kind: .alert)
                    case .camera(let runs):
                        edge = Edge(from: from, to: from, label: action.name + ": camera → " + runs, kind: .alert)
                    case .exportFiles(let export):
                        edge = Edge(
                            from: from, to: from, label: action.name + ": export → " + export.runs, kind: .alert)
                    case .photoPicker(let picker):
                        edge = Edge(
                            from: from, to: from, label: action.name + ": photos → " + picker.runs, kind: .alert)
                    case .importFiles(let importing):
                        edge = Edge(
                            from: from, to: from, label: action.name + ": import → " + importing.runs, kind: .alert)
                    case .safari(let safari):
                        edge = Edge(
                            from: from, to: from,
                            label: action.name + ": web page" + (safari.runs.map { " → " + $0 } ?? ""), kind: .alert)
                    case .webAuthentication(let signIn):
                        edge = Edge(
                            from: from, to: from, label: action.name + ": web sign-in → " + signIn.runs, kind: .alert)
                    case .print(let job):
                        edge = Edge(
                            from: from, to: from, label: action.name + ": print" + (job.runs.map { " → " + $0 } ?? ""),
                            kind: .alert)
                    case .choose(let choose):
                        // A loop on the screen: the actions it chooses among have edges of theirs.
                        let among = choose.among.joined(separator: " | ")
                        edge = Edge(
                            from: from, to: from,
                            label: action.name + ": chooses " + among
                                + (choose.fallback.map { ", or " + $0 + " on failure" } ?? ""),
                            kind: .alert)
                    case .mail(let mail):
                        edge = Edge(
                            from: from, to: from, label: action.name + ": mail" + (mail.runs.map { " → " + $0 } ?? ""),
                            kind: .alert)
                    case .alert(let alert):
                        // A loop on the screen: the choices run the screen's own actions, which have edges of theirs.
                        let choices = alert.choices.map { choice in
                            (choice.each.map { "(each of \($0.list))" } ?? choice.title.shown)
                                + (choice.runs.map { " → " + $0 } ?? "")
                        }
                        edge = Edge(
                            from: from, to: from, label: action.name + ": " + choices.joined(separator: ", "),
                            kind: .alert)
                    }
                    edges.append(edge)
                }
            }
            for name in ["end", "back", "dismissed", "closed", "custom"] {
                if let terminalNode = terminals[name] {
                    nodes.append(terminalNode)
                }
            }
            clusters.append(Cluster(id: id, title: Self.title(of: coordinator, in: model), nodes: nodes))
        }
        // Routes enter the app from outside its flows: one cluster of their own, an arrow into each screen shown.
        if !model.routes.isEmpty {
            var nodes: [Node] = []
            for (index, route) in model.routes.enumerated() {
                let id = "r\(index)"
                let entries = route.entries.map(Self.describe) ?? []
                nodes.append(
                    Node(id: id, title: route.name, details: route.patterns.map(\.text) + entries, shape: .route))
                if let coordinator = model.coordinator(named: route.coordinator) {
                    edges.append(Edge(from: id, to: node(coordinator, route.screen), label: "", kind: .route))
                }
            }
            clusters.append(Cluster(id: "routes", title: "Routes", nodes: nodes))
        }
        // App actions run from outside every flow too: a cluster of their own, an arrow into the screen each shows.
        if !model.appActions.isEmpty {
            var nodes: [Node] = []
            for (index, action) in model.appActions.enumerated() {
                let id = "a\(index)"
                let tab = model.actionTabs.first { $0.action == action.name }
                let detail = "app action" + (tab.map { ", tab “\($0.title)”" } ?? "")
                nodes.append(Node(id: id, title: action.name, details: [detail], shape: .route))
                let target: (flow: String, label: String)?
                switch action.navigation {
                case .startChild(let flow, _, _): target = (flow, "")
                case .selectTab(let tab, let runs): target = (tab, runs.map { "→ " + $0 } ?? "")
                case .switchTo(let flow): target = Self.firstCoordinator(of: flow, in: model).map { ($0.name, "") }
                default: target = nil
                }
                if let target, let coordinator = model.coordinator(named: target.flow) {
                    edges.append(
                        Edge(
                            from: id, to: node(coordinator, coordinator.startScreen), label: target.label,
                            kind: .appAction))
                }
            }
            clusters.append(Cluster(id: "appActions", title: "App actions", nodes: nodes))
        }
        self.clusters = clusters
        self.edges = Self.mergingLoops(edges)
    }

    /// A route's entry points without a link, a line each: `quick action com.example.compose`.
    static func describe(_ entries: RouteEntries) -> [String] {
        (entries.quickAction.map { ["quick action " + $0] } ?? [])
            + (entries.activity.map { ["activity " + $0] } ?? [])
            + (entries.notification.isEmpty
                ? []
                : ["notification " + entries.notification.map { "\($0.key) = \($0.value)" }.joined(separator: ", ")])
    }

    /// The edges with each screen's loops (its alerts, share sheets, camera and exports) as one loop, a line each:
    /// loops drawn side by side on one node overlap their labels.
    static func mergingLoops(_ edges: [Edge]) -> [Edge] {
        var merged: [Edge] = []
        var loops: [String: Int] = [:]
        for edge in edges {
            guard edge.kind == .alert, edge.from == edge.to else {
                merged.append(edge)
                continue
            }
            if let index = loops[edge.from] {
                merged[index].label += "\n" + edge.label
            } else {
                loops[edge.from] = merged.count
                merged.append(edge)
            }
        }
        return merged
    }

    /// "Main coordinator", with its tab's title when it runs a tab, and the result type of a flow that has one.
    private static func title(of coordinator: CoordinatorModel, in model: AppModel) -> String {
        let name =
            Constants.coordinator(coordinator.name)
            + (coordinator.result.map {
                " → " + $0.typeName + " (" + $0.cases.map(\.name).joined(separator: ", ") + ")"
            }
                ?? "")
        switch model.shape {
        case .root(let root) where root == coordinator.name:
            return name + " (root)"
        case .tabs(_, let tabs):
            if let tab = tabs.first(where: { $0.coordinator == coordinator.name }) {
                return name + " (tab “\(tab.title)”)"
            }
            return name
        case .root:
            return name
        case .split(_, let split):
            return name + (column(of: coordinator.name, in: split).map { " (\($0))" } ?? "")
        case .flows(let flows):
            for flow in flows.flows {
                switch flow.content {
                case .coordinator(let root) where root == coordinator.name:
                    return name + " (top-level flow)"
                case .tabBar(_, let tabs):
                    if let tab = tabs.first(where: { $0.coordinator == coordinator.name }) {
                        return name + " (tab “\(tab.title)” of \(flow.name))"
                    }
                case .split(_, let split):
                    if let column = column(of: coordinator.name, in: split) {
                        return name + " (\(column) of \(flow.name))"
                    }
                case .coordinator:
                    break
                }
            }
            return name
        }
    }

    /// "primary column", for the flow of `split`'s primary column.
    private static func column(of coordinator: String, in split: SplitModel) -> String? {
        split.namedColumns.first { $0.coordinator == coordinator }.map { $0.column + " column" }
    }

    /// The coordinator whose first screen a switch to `flow` shows: the flow's own, or its tab bar's first tab's.
    private static func firstCoordinator(of flow: String, in model: AppModel) -> CoordinatorModel? {
        guard let content = model.shape.switchableFlows?.flows.first(where: { $0.name == flow })?.content else {
            return nil
        }
        switch content {
        case .coordinator(let name): return model.coordinator(named: name)
        case .tabBar(_, let tabs): return tabs.first.flatMap { model.coordinator(named: $0.coordinator) }
        case .split(_, let split): return model.coordinator(named: split.primary)
        }
    }
}
