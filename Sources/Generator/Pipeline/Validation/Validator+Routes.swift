extension Validator {
    /// Each of `linkTypes`: a type name, declared once, not a standard route type nor one the routes' runtime declares,
    /// and among the types of the routes' parameters, `used`, which is `nil` when a pattern does not parse: that
    /// pattern has its own message, and may be what would use the type.
    mutating func checkLinkTypes(used: Set<String>?) {
        checkDuplicates(manifest.linkTypes.map(\.name), kind: "link type")
        for linkType in manifest.linkTypes {
            let name = linkType.name
            if let message = SwiftNames.typeNameProblem(name.value, kind: "link type") {
                sink.error(message, at: name.offset)
            } else if RoutePattern.ValueType.standard.contains(where: { $0.name == name.value }) {
                sink.error(Message.linkTypeIsStandard(name.value), at: name.offset)
            } else if let purpose = backend.routeTypes[name.value] {
                sink.error(Message.linkTypeReserved(name.value, purpose: purpose), at: name.offset)
            } else if let used, !used.contains(name.value) {
                sink.warning(Message.linkTypeUnused(name.value), at: name.offset)
            }
        }
    }

    /// Each route: its name, its patterns (they parse, give the same values, and match no other route's links), its
    /// screen, and the way there, whose actions its values must fill exactly. Returns the types of the routes'
    /// parameters, or `nil` when a pattern does not parse.
    mutating func checkRoutes() -> Set<String>? {
        checkDuplicates(manifest.routes.map(\.name), kind: "route")
        var patterns: [(text: Located<String>, pattern: RoutePattern, route: String)] = []
        let linkTypes = manifest.linkTypeNames
        var types: Set<String>? = []
        let finder = RoutePathFinder(manifest)
        let routeLocals = backend.routeLocals(prefix: manifest.prefix)
        for route in manifest.routes {
            checkMemberName(route.name, kind: "route")
            if let purpose = backend.routeTypes[route.name.value] {
                sink.error(Message.reservedRouteName(route.name.value, purpose: purpose), at: route.name.offset)
            }
            if ["none", "some"].contains(route.name.value) {
                sink.error(Message.routeNamedLikeOptional(route.name.value), at: route.name.offset)
            }
            if route.patterns.isEmpty {
                sink.error(Message.emptyValue("patterns"), at: route.offset)
            }
            var parameters: [RoutePattern.Parameter]?
            // A pattern that does not parse gives values no one knows: the way's actions are not checked against them,
            // so its one message is the only one.
            var allParse = true
            for text in route.patterns {
                let pattern: RoutePattern
                switch RoutePattern.parse(text.value, linkTypes: linkTypes) {
                case .failure(let error):
                    sink.error(Message.invalidRoutePattern(text.value, reason: error.reason), at: text.offset)
                    allParse = false
                    types = nil
                    continue
                case .success(let parsed):
                    pattern = parsed
                    types?.formUnion(parsed.parameters.map(\.type.name))
                }
                if let other = patterns.first(where: { $0.pattern.overlaps(pattern) }) {
                    sink.error(
                        Message.routePatternsOverlap(
                            text.value, route: route.name.value, other: other.text.value, otherRoute: other.route),
                        at: text.offset)
                }
                for parameter in pattern.parameters where routeLocals.contains(parameter.name) {
                    sink.error(Message.reservedRouteParameter(parameter.name, pattern: text.value), at: text.offset)
                }
                patterns.append((text, pattern, route.name.value))
                let given = Self.valueList(pattern.parameters)
                if let first = parameters, Self.valueList(first) != given {
                    sink.error(
                        Message.routePatternsDiffer(
                            text.value, route: route.name.value, values: given, first: Self.valueList(first)),
                        at: text.offset)
                }
                parameters = parameters ?? pattern.parameters
            }
            guard let (screen, via) = checkTarget(of: route) else { continue }
            let given = allParse ? parameters ?? [] : nil
            // A split view opens a route from the primary column's flow while expanded, from the compact column's while
            // collapsed: both ways must hold. A split app's ways all start there, and are both checked even when one
            // fails; in an app with top-level flows, a way that starts in a split view's column.
            let way = checkWay(of: route, to: screen, via: via, finder: finder, parameters: given, from: .expanded)
            let collapsed =
                manifest.app?.split != nil ? .compactColumn(of: nil) : RoutePathFinder.Start(collapsing: way?.first)
            if let collapsed {
                checkWay(of: route, to: screen, via: via, finder: finder, parameters: given, from: collapsed)
            }
        }
        return types
    }

    /// Each `onRoute`: only a top-level flow keeps routes waiting, and it means something only in an app with routes.
    /// Each screen marked `linked` is one that a route opens.
    mutating func checkRouteArrivals() {
        let topLevel = Set((manifest.app?.flows ?? []).map(\.value))
        let marked =
            manifest.coordinators.compactMap { coordinator in coordinator.onRoute.map { ($0, coordinator.name.value) } }
            + manifest.screens.compactMap { screen in screen.onRoute.map { ($0, screen.name.value) } }
        for coordinator in manifest.coordinators {
            if let arrival = coordinator.onRoute, arrival.value == .wait, !topLevel.contains(coordinator.name.value) {
                sink.error(Message.routeWaitNotTopLevel(coordinator.name.value), at: arrival.offset)
            }
        }
        for screen in manifest.screens {
            if let arrival = screen.onRoute, arrival.value == .wait {
                sink.error(Message.routeWaitOnScreen(screen.name.value), at: arrival.offset)
            }
        }
        if manifest.routes.isEmpty, let (first, name) = marked.first {
            sink.warning(Message.onRouteWithoutRoutes(name), at: first.offset)
        }
        let opened = Set(manifest.routes.compactMap { $0.screen?.value })
        for screen in manifest.screens where !opened.contains(screen.name.value) {
            if let linked = screen.linked, linked.value {
                sink.warning(Message.linkedScreenWithoutRoute(screen.name.value), at: linked.offset)
            }
        }
    }

    /// What a route's way goes through. A flow or screen marked `onRoute` would make the route wait for, or refuse,
    /// itself.
    private mutating func checkWayCrossings(on steps: [RouteStep], of route: RouteSpec, screen: String) {
        var flows: [String] = []
        var shown: [String] = []
        for step in steps {
            switch step {
            case .flow(let coordinator, _):
                flows.append(coordinator)
            case .action(let screenName, let actionName):
                shown.append(screenName)
                let action = screens[screenName]?.actions.first { $0.name.value == actionName }
                if let child = action?.navigations.first?.value.startedFlow {
                    flows.append(child.value)
                }
            case .embed(let container, _, _):
                shown.append(container)
            case .appAction(let name):
                let action = manifest.appActions.first { $0.name.value == name }
                if let child = action?.navigations.first?.value.startedFlow {
                    flows.append(child.value)
                }
            }
        }
        let marked =
            flows.compactMap { name in coordinators[name]?.onRoute.map { (name, "flow", $0.value) } }
            + (shown + [screen]).compactMap { name in screens[name]?.onRoute.map { (name, "screen", $0.value) } }
        if let (name, kind, arrival) = marked.first {
            sink.error(
                Message.routeThroughArrival(route.name.value, kind: kind, name: name, waits: arrival == .wait),
                at: route.name.offset)
        }
    }

    /// `(id: Int, language: String)`: the values a pattern gives, as messages show them.
    private static func valueList(_ parameters: [RoutePattern.Parameter]) -> String {
        "(" + parameters.map { "\($0.name): \($0.swiftType)" }.sorted().joined(separator: ", ") + ")"
    }

    /// The route's screen exists, and each entry of its `via` names an action or embed of a screen.
    ///
    /// - Returns: The screen, and the screen and action or embed of each `via` entry; `nil` when one is missing.
    private mutating func checkTarget(
        of route: RouteSpec
    ) -> (screen: Located<String>, via: [(screen: String, action: String)])? {
        guard let screen = route.screen else { return nil }
        guard screens[screen.value] != nil else {
            sink.error(
                Message.unknownReference(screen.value, kind: "screen", known: manifest.screens.map(\.name.value)),
                at: screen.offset)
            return nil
        }
        var via: [(screen: String, action: String)] = []
        for entry in route.via {
            let parts = entry.value.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2 else {
                sink.error(Message.routeViaFormat(entry.value), at: entry.offset)
                return nil
            }
            let (screenName, actionName) = (String(parts[0]), String(parts[1]))
            if screenName == RouteStep.app, manifest.appActions.contains(where: { $0.name.value == actionName }) {
                via.append((screenName, actionName))
                continue
            }
            guard let waypoint = screens[screenName] else {
                sink.error(
                    Message.unknownReference(screenName, kind: "screen", known: manifest.screens.map(\.name.value)),
                    at: entry.offset)
                return nil
            }
            let names = waypoint.actions.map(\.name.value) + waypoint.embeds.map(\.name.value)
            guard names.contains(actionName) else {
                sink.error(
                    Message.unknownReference(
                        actionName, kind: "action or embed of screen '\(screenName)'", known: names),
                    at: entry.offset)
                return nil
            }
            via.append((screenName, actionName))
        }
        return (screen, via)
    }

    /// Whether a name a way could go through is not declared: a screen an action shows, a flow it starts, a flow's
    /// start screen or an embedded screen. Each has its own error.
    private var waysNameUnknown: Bool {
        let flowStarts = manifest.coordinators.compactMap(\.start)
        let embedded = manifest.screens.flatMap { $0.embeds.map(\.screen) }
        if (flowStarts + embedded).contains(where: { screens[$0.value] == nil }) { return true }
        for action in manifest.screens.flatMap(\.actions) {
            for navigation in action.navigations.map(\.value) {
                if navigation.shownScreens.contains(where: { screens[$0.value] == nil }) { return true }
                if let flow = navigation.startedFlow, coordinators[flow.value] == nil { return true }
            }
        }
        return false
    }

    /// One shortest way from `start` reaches the route's `screen` (through `via`); each action on the way takes only
    /// values the route gives, of the same types, and the route gives none that no action takes.
    ///
    /// - Returns: The way, when there is one.
    @discardableResult
    private mutating func checkWay(
        of route: RouteSpec, to screen: Located<String>, via: [(screen: String, action: String)],
        finder: RoutePathFinder, parameters: [RoutePattern.Parameter]?, from start: RoutePathFinder.Start
    ) -> [RouteStep]? {
        let steps: [RouteStep]
        switch finder.way(to: screen.value, via: via, from: start) {
        case .none:
            // A misspelt name may be the way: its own error says what to fix, and this one would only follow from it.
            guard !waysNameUnknown else { return nil }
            if let column = unreachableColumn(from: start) {
                sink.error(
                    Message.routeUnreachableInSplit(
                        route.name.value, screen: screen.value, column: column.name, flow: column.flow,
                        throughVia: !via.isEmpty),
                    at: route.name.offset)
            } else {
                sink.error(
                    Message.routeUnreachable(route.name.value, screen: screen.value, throughVia: !via.isEmpty),
                    at: route.name.offset)
            }
            return nil
        case .several(let first, let second):
            sink.error(
                Message.routeAmbiguous(
                    route.name.value, screen: screen.value, first: RouteStep.describe(first, to: screen.value),
                    second: RouteStep.describe(second, to: screen.value)),
                at: route.name.offset)
            return nil
        case .one(let found, _):
            steps = found
        }
        checkWayCrossings(on: steps, of: route, screen: screen.value)
        guard let parameters else { return steps }
        let given = Dictionary(parameters.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var used: Set<String> = []
        // The actions the way takes, with the screen each is of: an app action's is the app.
        let actions = steps.compactMap { step -> (screen: String, action: ActionSpec)? in
            switch step {
            case .action(let screenName, let actionName):
                return screens[screenName]?.actions.first { $0.name.value == actionName }.map { (screenName, $0) }
            case .appAction(let name):
                return manifest.appActions.first { $0.name.value == name }.map { (AppSpec.actionPlaceName, $0) }
            case .flow, .embed:
                return nil
            }
        }
        for (screenName, action) in actions {
            let actionName = action.name.value
            if takesSender(action) {
                sink.error(
                    Message.routeThroughSender(route.name.value, action: actionName, screen: screenName),
                    at: route.name.offset)
            }
            for parameter in action.parameters {
                let name = parameter.name.value
                let type = parameter.type?.value ?? ""
                guard let value = given[name] else {
                    sink.error(
                        Message.routeValueUnfilled(
                            name, type: type, action: actionName, screen: screenName, route: route.name.value),
                        at: route.name.offset)
                    continue
                }
                used.insert(name)
                if value.swiftType != type.filter({ $0 != " " }) {
                    sink.error(
                        Message.routeValueTypeDiffers(
                            name, type: value.swiftType, action: actionName, screen: screenName, expected: type,
                            route: route.name.value),
                        at: route.name.offset)
                }
            }
        }
        for parameter in parameters where !used.contains(parameter.name) {
            sink.error(Message.routeValueUnused(parameter.name, route: route.name.value), at: route.name.offset)
        }
        return steps
    }

    /// The column whose flow a way from `start` fails to leave from, for the message: a split app's primary column
    /// while expanded, or the compact column of the split view `start` names. `nil` for any other app's expanded way.
    private func unreachableColumn(from start: RoutePathFinder.Start) -> (name: String, flow: String)? {
        switch start {
        case .expanded:
            return manifest.app?.split.map { ("primary", $0.primary?.value ?? "") }
        case .compactColumn(of: let name):
            return manifest.app?.split(named: name).map { ("compact", $0.compact?.value ?? "") }
        }
    }
}

// MARK: Messages

extension Message {
    static func reservedRouteName(_ name: String, purpose: String) -> Message {
        Message(
            .reservedRouteName,
            "a route cannot be named '\(name)': AppRoute declares a type of that name, which \(purpose)")
    }

    static func routeNamedLikeOptional(_ name: String) -> Message {
        Message(
            .routeNamedLikeOptional,
            "a route cannot be named '\(name)': 'AppRoute(url: link) == .\(name)' would compare with Optional's "
                + "'.\(name)', since reading a link gives an optional route; choose another name")
    }

    static func reservedRouteParameter(_ name: String, pattern: String) -> Message {
        Message(
            .reservedRouteParameter,
            "parameter '\(name)' of pattern '\(pattern)' takes a name AppRoute(url:) uses for the link it reads; "
                + "rename it, with the action parameters it fills")
    }

    static func invalidRoutePattern(_ pattern: String, reason: String) -> Message {
        Message(.invalidRoutePattern, "route pattern '\(pattern)' does not parse: \(reason)")
    }

    static func routePatternsOverlap(_ pattern: String, route: String, other: String, otherRoute: String) -> Message {
        Message(
            .routePatternsOverlap,
            "pattern '\(pattern)' of route '\(route)' matches links that pattern '\(other)' of route '\(otherRoute)' "
                + "matches too; make their paths differ in a literal segment, or in a parameter whose type reads none "
                + "of the other's text (a Bool beside an Int)")
    }

    static func routePatternsDiffer(_ pattern: String, route: String, values: String, first: String) -> Message {
        Message(
            .routePatternsDiffer,
            "pattern '\(pattern)' of route '\(route)' gives \(values), but the route's first pattern gives \(first); "
                + "every pattern of a route gives the same values")
    }

    static func routeViaFormat(_ entry: String) -> Message {
        Message(.routeViaFormat, "'via' entry '\(entry)' must name an action as Screen.action, as in \"Home.open\"")
    }

    static func routeUnreachable(_ route: String, screen: String, throughVia: Bool) -> Message {
        Message(
            .routeUnreachable,
            "route '\(route)' cannot reach screen '\(screen)'"
                + (throughVia ? " through the actions its 'via' names, in order" : "")
                + ": no way from the app's flows leads there by pushing, presenting, starting flows or embedding")
    }

    /// A split app opens a route from the primary column's flow while expanded, from the compact column's while
    /// collapsed: `column` is the one from which no way leads to the screen, and `flow` its coordinator.
    static func routeUnreachableInSplit(
        _ route: String, screen: String, column: String, flow: String, throughVia: Bool
    ) -> Message {
        Message(
            .routeUnreachableInSplit,
            "route '\(route)' cannot reach screen '\(screen)' from the \(column) column's flow '\(flow)'"
                + (throughVia ? " through the actions its 'via' names, in order" : "")
                + "; a split view opens routes from the primary column's flow when expanded and from the compact "
                + "column's when collapsed, so add a way from each")
    }

    static func routeAmbiguous(_ route: String, screen: String, first: String, second: String) -> Message {
        Message(
            .routeAmbiguous,
            "route '\(route)' reaches screen '\(screen)' in more than one shortest way (\(first); \(second)); "
                + "name the actions its way takes in 'via', as in \"via\": [\"Screen.action\"]")
    }

    static func routeThroughSender(_ route: String, action: String, screen: String) -> Message {
        Message(
            .routeThroughSender,
            "route '\(route)' takes action '\(action)' of screen '\(screen)', which needs the view or bar button its "
                + "popover points at, and a link has none; name another way in 'via'")
    }

    static func routeValueUnfilled(
        _ name: String, type: String, action: String, screen: String, route: String
    ) -> Message {
        Message(
            .routeValueUnfilled,
            "action '\(action)' of \(Self.owner(screen)), on the way of route '\(route)', takes '\(name): \(type)', which "
                + "the route does not give; add {\(name): \(type)} to each of its patterns")
    }

    static func routeValueTypeDiffers(
        _ name: String, type: String, action: String, screen: String, expected: String, route: String
    ) -> Message {
        Message(
            .routeValueTypeDiffers,
            "route '\(route)' gives '\(name)' as \(type), but action '\(action)' of \(Self.owner(screen)) takes it as "
                + "\(expected)")
    }

    /// "screen 'Home'", or "the app" for an app action's.
    private static func owner(_ screen: String) -> String {
        screen == AppSpec.actionPlaceName ? screen : "screen '\(screen)'"
    }

    static func routeValueUnused(_ name: String, route: String) -> Message {
        Message(
            .routeValueUnused,
            "route '\(route)' gives '\(name)', which no action on its way takes; remove it, or name a way in 'via' "
                + "whose actions take it")
    }

    static func routeWaitNotTopLevel(_ coordinator: String) -> Message {
        Message(
            .routeWaitNotTopLevel,
            "'onRoute': 'wait' keeps a route until the app switches to another top-level flow, and coordinator "
                + "'\(coordinator)' is not one of app.flows; use 'reject'")
    }

    static func routeWaitOnScreen(_ screen: String) -> Message {
        Message(
            .routeWaitOnScreen,
            "a screen cannot keep routes waiting: 'onRoute' on screen '\(screen)' takes 'reject' (a top-level flow "
                + "can wait)")
    }

    static func linkTypeIsStandard(_ name: String) -> Message {
        Message(.linkTypeIsStandard, "'\(name)' is a route parameter type already; remove it from 'linkTypes'")
    }

    static func linkTypeReserved(_ name: String, purpose: String) -> Message {
        Message(
            .linkTypeReserved,
            "link type '\(name)' is declared inside AppRoute, which \(purpose), where it would hide yours; rename your "
                + "type")
    }

    static func linkTypeUnused(_ name: String) -> Message {
        Message(.linkTypeUnused, "link type '\(name)' is not a parameter of any route's pattern")
    }

    static func linkedScreenWithoutRoute(_ screen: String) -> Message {
        Message(
            .linkedScreenWithoutRoute,
            "screen '\(screen)' is 'linked', but no route opens it: add a route whose 'screen' is '\(screen)'")
    }

    static func onRouteWithoutRoutes(_ name: String) -> Message {
        Message(.onRouteWithoutRoutes, "'onRoute' on '\(name)' does nothing: the manifest has no routes")
    }

    static func routeThroughArrival(_ route: String, kind: String, name: String, waits: Bool) -> Message {
        Message(
            .routeThroughArrival,
            "route '\(route)' goes through \(kind) '\(name)', whose 'onRoute' is '\(waits ? "wait" : "reject")': the route "
                + "would \(waits ? "wait for" : "refuse") itself; remove 'onRoute' there, or name another way in 'via'")
    }
}
