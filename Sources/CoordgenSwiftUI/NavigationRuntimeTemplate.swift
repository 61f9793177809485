import Templates

/// The navigation state every SwiftUI app of coordgen's shares, as the text of `Navigation.swift`: stacks of screens,
/// the coordinators that own them, and the app's navigation that holds both. It imports Foundation only, so that it
/// runs, and is tested, where SwiftUI does not exist.
///
/// SwiftUI's own changes (a swipe back, a sheet pulled down) come in through ``ScreenStack``'s `setPath(_:)` and
/// `setPresented(_:)`; the app's navigation then settles: every flow whose first screen is no longer shown ends, once,
/// handing over its result, and so do the flows it started.
enum NavigationRuntimeTemplate {
    /// The runtime's declarations.
    static func declarations(_ names: SwiftUIRuntimeNames) -> [Declaration] {
        [.verbatim(names.applied(to: text))]
    }

    static let text = """
        /// One visit of a screen, as SwiftUI's path holds it: equal only to itself, so a screen shown twice is two
        /// entries.
        struct ScreenEntry: Hashable, Identifiable, Sendable {
            /// The screen's object, which its view reads and asks.
            let screen: AppScreen
            let id: ObjectIdentifier
            /// In a restorable app, the action that showed the screen, with its values (a `NavigationStep`), and the
            /// flow that took it; `nil` for the screen a first stack starts with.
            let step: (any Sendable)?
            let taker: ObjectIdentifier?

            init(_ screen: AppScreen, step: (any Sendable)? = nil, taker: ObjectIdentifier? = nil) {
                self.screen = screen
                id = screen.id
                self.step = step
                self.taker = taker
            }

            /// This entry, shown by `flow`.
            func taken(by flow: AnyObject) -> ScreenEntry {
                ScreenEntry(screen, step: step, taker: ObjectIdentifier(flow))
            }

            static func == (lhs: ScreenEntry, rhs: ScreenEntry) -> Bool { lhs.id == rhs.id }

            func hash(into hasher: inout Hasher) { hasher.combine(id) }
        }

        /// How a stack is shown over the one below it.
        enum StackPresentation: Sendable {
            /// `sheet(item:)`, which the person may pull down.
            case sheet
            /// `fullScreenCover(item:)`.
            case fullScreenCover
        }

        /// An alert, or a confirmation dialog, a stack shows: what it says, and the choices it offers, each running what
        /// it runs once the alert has gone.
        @MainActor
        final class AlertState: Identifiable {
            /// How a choice looks, when not as a plain button.
            enum Role: Sendable {
                case cancel
                case destructive
            }

            /// One button of the alert.
            struct Choice {
                let title: String
                let role: Role?
                /// What the choice runs once the alert has gone; nothing for a choice that only closes it.
                let run: (() -> Void)?
            }

            let title: String
            let message: String?
            let choices: [Choice]
            /// Whether it shows as a confirmation dialog (an action sheet): its choices from the bottom.
            let isDialog: Bool

            init(title: String, message: String?, choices: [Choice], isDialog: Bool = false) {
                self.title = title
                self.message = message
                self.choices = choices
                self.isDialog = isDialog
            }
        }

        /// How a sheet shows: the heights it may take (SwiftUI's `.large` alone when none), whether it shows its drag
        /// indicator, and whether the person may not pull it down.
        struct SheetOptions: Sendable {
            enum Detent: Sendable {
                case medium
                case large
            }

            var detents: [Detent] = []
            var showsGrabber = false
            var isModal = false
        }

        /// The screens one `NavigationStack` shows: its first screen, the screens pushed on it, and the stack presented
        /// over it, if any. Coordinators change it; SwiftUI's changes come in through `setPath(_:)` and
        /// `setPresented(_:)`.
        @MainActor
        final class ScreenStack: Identifiable {
            /// The stack's first screen.
            let root: ScreenEntry
            /// How the stack is shown over the one below it; the app's first stack is shown by the app.
            let presentation: StackPresentation
            /// How it shows as a sheet.
            let sheet: SheetOptions
            /// The screens pushed on the first one, bottom first.
            private(set) var path: [ScreenEntry] = []
            /// The stack shown over this one.
            private(set) var presented: ScreenStack?
            /// The alert shown over the stack.
            private(set) var alert: AlertState?
            /// Runs before each change, so the view that shows the stack redraws.
            var willChange: (() -> Void)?
            weak var navigation: AppNavigation?

            init(
                root: ScreenEntry,
                presentation: StackPresentation = .sheet,
                sheet: SheetOptions = SheetOptions(),
                navigation: AppNavigation?
            ) {
                self.root = root
                self.presentation = presentation
                self.sheet = sheet
                self.navigation = navigation
            }

            /// Every screen of the stack, bottom first.
            var entries: [ScreenEntry] { [root] + path }

            /// The stack presented over this one when it is shown as `presentation`, for SwiftUI's binding.
            func presented(as presentation: StackPresentation) -> ScreenStack? {
                presented?.presentation == presentation ? presented : nil
            }

            // MARK: Changes of SwiftUI's

            /// The path SwiftUI set: the person went back, by the back button or a swipe.
            func setPath(_ newPath: [ScreenEntry]) {
                guard newPath != path else { return }
                willChange?()
                path = newPath
                navigation?.settle()
            }

            /// The stack SwiftUI shows over this one: `nil` once the person pulled a sheet down.
            func setPresented(_ stack: ScreenStack?) {
                guard stack !== presented else { return }
                willChange?()
                presented = stack
                navigation?.settle()
            }

            /// The person chose the choice at `index` of `alert`: the alert goes, then its choice runs.
            func choose(_ index: Int, of alert: AlertState) {
                guard self.alert === alert, alert.choices.indices.contains(index) else { return }
                willChange?()
                self.alert = nil
                alert.choices[index].run?()
            }

            /// SwiftUI dismissed `alert`: after a choice, which runs first, or by itself.
            func alertDismissed(_ alert: AlertState) {
                guard self.alert === alert else { return }
                willChange?()
                self.alert = nil
            }

            // MARK: Changes of coordinators'

            /// Shows `alert` over the stack, in place of the one shown.
            func showAlert(_ alert: AlertState) {
                willChange?()
                self.alert = alert
            }

            func push(_ entry: ScreenEntry) {
                willChange?()
                path.append(entry)
            }

            /// Keeps the first `count` pushed screens, and dismisses what is presented over the stack.
            func keep(_ count: Int) {
                willChange?()
                presented = nil
                path = Array(path.prefix(count))
            }

            /// Shows `stack` over this one, in place of what was there.
            func present(_ stack: ScreenStack) {
                willChange?()
                presented = stack
            }

            /// Takes away what is presented and alerted over the stack, and its pushed screens unless `keepingPath`.
            func clear(keepingPath: Bool) {
                willChange?()
                presented = nil
                alert = nil
                if !keepingPath {
                    path = []
                }
            }

            func dismissPresented() {
                guard presented != nil else { return }
                willChange?()
                presented = nil
            }
        }

        /// What every flow's coordinator shares: where its screens are, the flows it started, and how it ends.
        @MainActor
        class Coordinator {
            /// The app's navigation; set when the flow starts.
            private(set) weak var navigation: AppNavigation?
            /// The stack the flow's first screen is on, then the stacks it presented that are still shown.
            private(set) var stacks: [ScreenStack] = []
            /// The flow's first screen.
            private(set) var firstScreen: ScreenEntry?
            private(set) var childCoordinators: [Coordinator] = []
            private(set) weak var parentCoordinator: Coordinator?
            /// Whether the flow has ended; an ended flow changes nothing.
            private(set) var hasEnded = false

            init() {}

            /// The flow's first screen, which it creates when it starts.
            func makeFirstScreen() -> ScreenEntry {
                preconditionFailure("every generated coordinator overrides makeFirstScreen()")
            }

            /// Runs once when the flow has ended, however it ended: a finish, the person leaving its first screen,
            /// or the flow that started it ending. A flow with a result hands it over here.
            func flowDidEnd() {}

            /// The stack the flow pushes on: the last it presented that is still shown, else its first screen's.
            var topStack: ScreenStack? { stacks.last }

            // MARK: Starting

            /// Makes the flow the app's first, on `stack`, whose first screen is the flow's.
            func begin(on stack: ScreenStack, navigation: AppNavigation) {
                self.navigation = navigation
                firstScreen = stack.root
                stacks = [stack]
            }

            /// Starts `child`: pushes its first screen on this flow's top stack, or presents it on a stack of its
            /// own.
            func startChild(
                _ child: Coordinator, presentation: StackPresentation?, sheet: SheetOptions = SheetOptions(),
                step: (any Sendable)? = nil
            ) {
                guard !hasEnded, let stack = topStack, let navigation else { return }
                child.parentCoordinator = self
                child.navigation = navigation
                childCoordinators.append(child)
                let entry = ScreenEntry(child.makeFirstScreen().screen, step: step, taker: ObjectIdentifier(self))
                child.firstScreen = entry
                if let presentation {
                    let presented = ScreenStack(
                        root: entry, presentation: presentation, sheet: sheet, navigation: navigation)
                    child.stacks = [presented]
                    stack.present(presented)
                } else {
                    child.stacks = [stack]
                    stack.push(entry)
                }
                navigation.settle()
            }

            /// Starts `child` in the split view's `column` in place of the flow there, which ends, when this flow's
            /// first stack is a column that starts flows there; anywhere else, as `startChild` does: pushed, or
            /// presented as `presentation`.
            func startInColumn(
                _ column: SplitColumn, _ child: Coordinator, presentation: StackPresentation?,
                sheet: SheetOptions = SheetOptions(), step: (any Sendable)? = nil
            ) {
                guard !hasEnded, let navigation, let first = stacks.first else { return }
                guard column.starters.contains(where: { navigation.stack(in: $0) === first }) else {
                    startChild(child, presentation: presentation, sheet: sheet, step: step)
                    return
                }
                navigation.replaceColumn(column, with: child, step: step, taker: self)
            }

            /// Makes `change` without animation (`"animated": false`).
            func withoutAnimation(_ change: () -> Void) {
                if let navigation { navigation.withoutAnimation(change) } else { change() }
            }

            // MARK: Showing screens

            func showScreen(_ entry: ScreenEntry) {
                guard !hasEnded, let stack = topStack else { return }
                stack.push(entry.taken(by: self))
            }

            /// Presents `entry` on a stack of its own, over the flow's top stack, in place of what was presented there.
            func presentScreen(
                _ entry: ScreenEntry, as presentation: StackPresentation, sheet: SheetOptions = SheetOptions()
            ) {
                guard !hasEnded, let stack = topStack else { return }
                let presented = ScreenStack(
                    root: entry.taken(by: self), presentation: presentation, sheet: sheet, navigation: navigation)
                stacks.append(presented)
                stack.present(presented)
                navigation?.settle()
            }

            /// Shows `alert` over all the flow shows: on the last stack presented over its top stack.
            func showAlert(_ alert: AlertState) {
                guard !hasEnded, var stack = topStack else { return }
                while let next = stack.presented { stack = next }
                stack.showAlert(alert)
            }

            /// The flow's own screen of type `Screen` nearest the top: the one that asked for an action.
            func shownScreen<Screen: AnyObject>(_ type: Screen.Type) -> Screen? {
                for stack in stacks.reversed() {
                    for entry in stack.entries.reversed() {
                        if let screen = entry.screen.object as? Screen { return screen }
                    }
                }
                return nil
            }

            // MARK: Going back

            /// Goes back one screen on the flow's top stack; going back past its first screen ends the flow.
            func popScreen() {
                guard !hasEnded, let stack = topStack, !stack.path.isEmpty else { return }
                stack.keep(stack.path.count - 1)
                navigation?.settle()
            }

            /// Goes back to the flow's first screen, dismissing what is presented over it, in one change.
            func popToFirstScreen() {
                guard !hasEnded, let stack = stacks.first, let firstScreen else { return }
                stack.keep(stack.path.firstIndex(of: firstScreen).map { $0 + 1 } ?? 0)
                navigation?.settle()
            }

            /// Dismisses the stack the flow presented last; a flow on a stack of its own with nothing presented ends.
            func dismissTopStack() {
                guard !hasEnded else { return }
                if stacks.count > 1 {
                    stacks[stacks.count - 2].dismissPresented()
                    navigation?.settle()
                } else if let stack = stacks.first, stack.root == firstScreen, parentCoordinator != nil {
                    finish()
                }
            }

            /// Closes `screen` as it was shown: ends the flow when it is the flow's first screen (but for the app's first
            /// flows), dismisses its stack when it is the first screen of a stack the flow presented, and otherwise goes
            /// back to the screen beneath it, in one change.
            func closeScreen(_ screen: AnyObject) {
                guard !hasEnded else { return }
                for stack in stacks {
                    guard let index = stack.entries.firstIndex(where: { $0.screen.object === screen }) else { continue }
                    if stack.entries[index] == firstScreen {
                        // The first screen of one of the app's first flows has nothing to close back to.
                        if parentCoordinator != nil { finish() }
                    } else if index == 0 {
                        navigation?.stack(presenting: stack)?.dismissPresented()
                        navigation?.settle()
                    } else {
                        stack.keep(index - 1)
                        navigation?.settle()
                    }
                    return
                }
            }

            /// Ends the flow: takes its screens away, and what is presented over them, in one change. It then hands
            /// over its result, and the flows it started end too. A top-level flow hands its result to the app's
            /// navigation, which switches to the flow the result names.
            func finish() {
                guard !hasEnded, let stack = stacks.first, let firstScreen, let navigation else { return }
                if parentCoordinator == nil {
                    if navigation.roots.contains(where: { $0 === self }) { tearDown() }
                    return
                }
                if stack.root == firstScreen {
                    navigation.stack(presenting: stack)?.dismissPresented()
                } else if let index = stack.path.firstIndex(of: firstScreen) {
                    stack.keep(index)
                }
                navigation.settle()
            }

            // MARK: Settling

            /// Ends each child flow whose first screen is not among `shown`, and forgets the stacks that went.
            fileprivate func settle(shown: Set<ObjectIdentifier>, stacks chain: [ScreenStack]) {
                stacks.removeAll { stack in !chain.contains { $0 === stack } }
                for child in childCoordinators {
                    if let firstScreen = child.firstScreen, shown.contains(firstScreen.id) {
                        child.settle(shown: shown, stacks: chain)
                    } else {
                        child.tearDown()
                    }
                }
            }

            /// Ends the flow and every flow it started, each once, deepest first.
            fileprivate func tearDown() {
                guard !hasEnded else { return }
                hasEnded = true
                let started = childCoordinators
                childCoordinators = []
                for child in started { child.tearDown() }
                parentCoordinator?.childCoordinators.removeAll { $0 === self }
                stacks = []
                flowDidEnd()
            }
        }

        /// One action of a route's way: its name (`"Home.openArticle"`), and the call, which the flow the way is in
        /// takes when it is of the flow type the action belongs to. After an action that starts a flow, the way goes
        /// on in that flow.
        @MainActor
        struct RouteAction {
            let name: String
            let startsFlow: Bool
            /// The split view's column whose flow the way goes on in, after an action that starts a flow there.
            let column: SplitColumn?
            let take: (Coordinator) -> Bool

            init<Flow: Coordinator>(
                _ name: String, on flow: Flow.Type, startsFlow: Bool = false, continuingIn column: SplitColumn? = nil,
                _ call: @escaping (Flow) -> Void
            ) {
                self.name = name
                self.startsFlow = startsFlow
                self.column = column
                take = { coordinator in
                    guard let coordinator = coordinator as? Flow else { return false }
                    call(coordinator)
                    return true
                }
            }
        }

        /// A column of a split view: the compact one is shown alone, in place of the others, on a compact width.
        enum SplitColumn: Sendable {
            case primary
            case supplementary
            case secondary
            case compact

            /// The columns whose flows start flows in this one: the primary column's, for the supplementary and
            /// secondary columns, and the supplementary column's, for the secondary one.
            var starters: [SplitColumn] {
                switch self {
                case .supplementary: [.primary]
                case .secondary: [.primary, .supplementary]
                case .primary, .compact: []
                }
            }
        }

        /// What a tab shows in the tab bar: its title, and an SF Symbol's name.
        struct TabItem: Sendable {
            let title: String
            let systemImage: String?
        }

        /// The app's navigation: the first stack of each tab (one, in an app without tabs), the flow on each, and the
        /// tab shown. Keep one for the app's life, and show it with `CoordinatedNavigationView`.
        @MainActor
        @api final class AppNavigation {
            /// Each tab's first stack, in the tab bar's order.
            private(set) var rootStacks: [ScreenStack] = []
            /// Each tab's first flow.
            private(set) var roots: [Coordinator] = []
            /// What each tab shows in the tab bar; none in an app without tabs.
            private(set) var tabItems: [TabItem] = []
            /// The tab shown.
            private(set) var selectedTab = 0
            /// Runs before the tab shown, or the top-level flow, changes, so the view redraws.
            var willChange: (() -> Void)?
            /// Whether the change being made is animated: not inside ``withoutAnimation(_:)``, which an action marked
            /// `"animated": false` runs its change in. The views read it as each change is announced.
            private(set) var animates = true
            /// In a split view, the column each first stack shows, in order; none in any other app.
            private(set) var columns: [SplitColumn] = []
            /// Whether the split view shows its compact column alone, on a compact width: its view sets it.
            var isCollapsed = false
            /// The top-level flow shown, as its `AppFlow`'s raw value, in an app that switches them.
            private(set) var topLevelFlow: Int?
            /// The top-level flow routes wait behind, as its `AppFlow`'s raw value, while they wait: in an app with a
            /// flow marked `"onRoute": "wait"`, from launch and from a switch to such a flow until a switch to a flow
            /// routes open in.
            var routesWaitBehind: Int?
            /// What opens the last route that came while routes waited, once they no longer wait.
            var waitingRoute: ((AppNavigation) -> Void)?

            /// An app without tabs, whose first flow is `root`.
            convenience init(root: Coordinator) {
                self.init(roots: [root], tabItems: [])
            }

            /// An app whose first flows are `roots`, one per tab, each with its item, or one per split view column,
            /// each in its column; an app with top-level flows starts with none and switches to its first at once.
            init(roots: [Coordinator], tabItems: [TabItem], columns: [SplitColumn] = []) {
                replaceRoots(with: roots, tabItems: tabItems, columns: columns)
            }

            /// Ends every flow of the app, each once, then starts `roots` in their place, on the first tab: what
            /// switching the top-level flow does.
            func replaceRoots(
                with roots: [Coordinator], tabItems: [TabItem], columns: [SplitColumn] = [], flow: Int? = nil
            ) {
                willChange?()
                let ended = self.roots
                topLevelFlow = flow
                self.roots = roots
                self.tabItems = tabItems
                self.columns = columns
                selectedTab = 0
                rootStacks = roots.map { ScreenStack(root: $0.makeFirstScreen(), navigation: self) }
                for (root, stack) in zip(roots, rootStacks) {
                    root.begin(on: stack, navigation: self)
                }
                for flow in ended { flow.tearDown() }
            }

            /// The first stack of the tab shown.
            var rootStack: ScreenStack { rootStacks[selectedTab] }

            /// The first stack of the split view's `column`; `nil` when it has none.
            func stack(in column: SplitColumn) -> ScreenStack? {
                columns.firstIndex(of: column).map { rootStacks[$0] }
            }

            /// Starts `flow` in the split view's `column`, on a stack of its own, in place of the flow there, which
            /// ends, handing over its result, with the flows it started.
            func replaceColumn(
                _ column: SplitColumn,
                with flow: Coordinator,
                step: (any Sendable)? = nil,
                taker: Coordinator? = nil
            ) {
                guard let index = columns.firstIndex(of: column) else { return }
                willChange?()
                let ended = roots[index]
                let entry = ScreenEntry(flow.makeFirstScreen().screen, step: step, taker: taker.map(ObjectIdentifier.init))
                let stack = ScreenStack(root: entry, navigation: self)
                roots[index] = flow
                rootStacks[index] = stack
                flow.begin(on: stack, navigation: self)
                ended.tearDown()
                settle()
            }

            /// Makes `change` without animation: every change it announces reads ``animates`` as `false`.
            func withoutAnimation(_ change: () -> Void) {
                let animated = animates
                animates = false
                change()
                animates = animated
            }

            // MARK: Saving and restoring

            /// In a restorable app, each action that made what the app shows, with the flow that took it, in the order
            /// the app shows them: every first stack, then what is presented over it, each stack's screens bottom
            /// first. A step's flow is the index in this list of the step that started it, or `-1 - k` for the app's
            /// k-th first flow. `nil` when a screen shown has no step.
            func savedSteps() -> [(step: any Sendable, flow: Int)]? {
                var flows: [ObjectIdentifier: Int] = [:]
                var startedAt: [ObjectIdentifier: ObjectIdentifier] = [:]
                var running = roots
                while let flow = running.popLast() {
                    if let first = flow.firstScreen { startedAt[first.id] = ObjectIdentifier(flow) }
                    running += flow.childCoordinators
                }
                for (index, root) in roots.enumerated() { flows[ObjectIdentifier(root)] = -1 - index }
                var steps: [(step: any Sendable, flow: Int)] = []
                for stack in rootStacks.flatMap(Self.chain) {
                    for entry in stack.entries {
                        guard let step = entry.step else {
                            // A first stack's first screen, which its flow made when the app started.
                            guard rootStacks.contains(where: { $0.root == entry }) else { return nil }
                            continue
                        }
                        guard let taker = entry.taker, let flow = flows[taker] else { return nil }
                        if let started = startedAt[entry.id], flows[started] == nil {
                            flows[started] = steps.count
                        }
                        steps.append((step, flow))
                    }
                }
                return steps
            }

            /// Takes `steps` in order, each on its flow (numbered as ``savedSteps()`` numbers them): the index of the
            /// first step whose flow is gone or does not take it, or `nil` once every step is taken.
            func replay(_ steps: [(flow: Int, take: (Coordinator) -> Bool)]) -> Int? {
                var started: [Int: Coordinator] = [:]
                for (index, step) in steps.enumerated() {
                    let root = -1 - step.flow
                    guard let flow = step.flow < 0 ? roots.indices.contains(root) ? roots[root] : nil : started[step.flow]
                    else { return index }
                    let roots = roots.map(ObjectIdentifier.init)
                    let children = Set(flow.childCoordinators.map(ObjectIdentifier.init))
                    guard step.take(flow) else { return index }
                    // The flow the step started: in a split view's column, or as the flow's child.
                    if let column = zip(self.roots, roots).first(where: { ObjectIdentifier($0.0) != $0.1 }) {
                        started[index] = column.0
                    } else if let child = flow.childCoordinators.last, !children.contains(ObjectIdentifier(child)) {
                        started[index] = child
                    }
                }
                return nil
            }

            /// Opens the route that waited, once routes no longer wait.
            func openWaitingRoute() {
                guard routesWaitBehind == nil, let open = waitingRoute else { return }
                waitingRoute = nil
                open(self)
            }

            /// Takes a route's way in one change: from the first screen of tab `tab`'s first flow
            /// (``showFirstScreen(ofTab:)``), each of `actions` on the flow the way is in. The name of the first
            /// action whose flow is not the one the way expects, or `nil` once every action is taken.
            func takeRoute(fromTab tab: Int, _ actions: [RouteAction]) -> String? {
                guard var flow = showFirstScreen(ofTab: tab) else { return "tab" }
                for action in actions {
                    guard action.take(flow) else { return action.name }
                    if let column = action.column {
                        guard let index = columns.firstIndex(of: column) else { return action.name }
                        flow = roots[index]
                    } else if action.startsFlow {
                        guard let child = flow.childCoordinators.last else { return action.name }
                        flow = child
                    }
                }
                return nil
            }

            /// Where a route's way starts, in one change: tab `index` shown at its first flow's first screen, and
            /// nothing presented or alerted over any tab. The flows whose screens go end, each handing over its
            /// result. The tab's first flow, which the way goes on in.
            func showFirstScreen(ofTab index: Int) -> Coordinator? {
                guard rootStacks.indices.contains(index) else { return nil }
                willChange?()
                selectedTab = index
                for (tab, stack) in rootStacks.enumerated() {
                    stack.clear(keepingPath: tab != index)
                }
                settle()
                return roots[index]
            }

            /// Every stack of the tab shown, its first at the bottom.
            var stacks: [ScreenStack] { Self.chain(from: rootStack) }

            private static func chain(from root: ScreenStack) -> [ScreenStack] {
                var stacks = [root]
                while let next = stacks.last?.presented { stacks.append(next) }
                return stacks
            }

            /// The stack that shows `stack` over it, in any tab.
            func stack(presenting stack: ScreenStack) -> ScreenStack? {
                rootStacks.lazy.flatMap(Self.chain).first { $0.presented === stack }
            }

            /// The tab SwiftUI shows: the person tapped it.
            func setSelectedTab(_ index: Int) {
                guard rootStacks.indices.contains(index), index != selectedTab else { return }
                willChange?()
                selectedTab = index
            }

            /// Ends every flow whose first screen is no longer shown: after each change, whoever made it.
            func settle() {
                for (root, stack) in zip(roots, rootStacks) {
                    let chain = Self.chain(from: stack)
                    root.settle(shown: Set(chain.flatMap { $0.entries.map(\\.id) }), stacks: chain)
                }
            }
        }
        """
}
