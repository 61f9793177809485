import Templates

/// The SwiftUI side of the runtime, as the text of `NavigationViews.swift`: the view that shows the app's navigation,
/// and the one that shows a stack, each bound to the state in `Navigation.swift`, which is the single source of truth.
/// Each stack registers its destinations once, at its root.
enum ViewsRuntimeTemplate {
    static func declarations(_ names: SwiftUIRuntimeNames) -> [Declaration] {
        [.verbatim(names.applied(to: text))]
    }

    static let text = """
        /// Shows the app's navigation: put it in your scene's `WindowGroup`. The tab the person taps goes to the
        /// navigation; a switch of the top-level flow shows the new flow's stacks. A split view shows its columns in a
        /// `NavigationSplitView`, and its compact column's stack alone on a compact width.
        @MainActor
        @api struct CoordinatedNavigationView: View {
            @StateObject private var observer: NavigationObserver
            @Environment(\\.horizontalSizeClass) private var sizeClass

            @api init(navigation: AppNavigation) {
                _observer = StateObject(wrappedValue: NavigationObserver(navigation))
            }

            @api var body: some View {
                let navigation = observer.navigation
                layout(of: navigation)
                    .onAppear { navigation.isCollapsed = sizeClass == .compact }
                    .onChange(of: sizeClass) { navigation.isCollapsed = $0 == .compact }
            }

            /// A split view's columns, a tab bar, or one stack.
            @ViewBuilder
            private func layout(of navigation: AppNavigation) -> some View {
                if !navigation.columns.isEmpty {
                    columns(of: navigation)
                } else if navigation.tabItems.isEmpty {
                    CoordinatedStackView(stack: navigation.rootStack).id(navigation.rootStack.id)
                } else {
                    TabView(selection: Binding(get: { navigation.selectedTab }, set: { navigation.setSelectedTab($0) })) {
                        ForEach(Array(navigation.rootStacks.enumerated()), id: \\.element.id) { index, stack in
                            CoordinatedStackView(stack: stack)
                                .tabItem { TabItemLabel(item: navigation.tabItems[index]) }
                                .tag(index)
                        }
                    }
                }
            }
        }

        extension CoordinatedNavigationView {
            /// The split view's columns, each a stack; the compact column's stack alone on a compact width.
            @ViewBuilder
            private func columns(of navigation: AppNavigation) -> some View {
                if sizeClass == .compact, let compact = navigation.stack(in: .compact) {
                    CoordinatedStackView(stack: compact).id(compact.id)
                } else if let primary = navigation.stack(in: .primary), let secondary = navigation.stack(in: .secondary) {
                    if let supplementary = navigation.stack(in: .supplementary) {
                        NavigationSplitView {
                            CoordinatedStackView(stack: primary).id(primary.id)
                        } content: {
                            CoordinatedStackView(stack: supplementary).id(supplementary.id)
                        } detail: {
                            CoordinatedStackView(stack: secondary).id(secondary.id)
                        }
                    } else {
                        NavigationSplitView {
                            CoordinatedStackView(stack: primary).id(primary.id)
                        } detail: {
                            CoordinatedStackView(stack: secondary).id(secondary.id)
                        }
                    }
                }
            }
        }

        /// Tells SwiftUI when the tab shown, or the top-level flow, is about to change.
        @MainActor
        final class NavigationObserver: ObservableObject {
            let navigation: AppNavigation

            init(_ navigation: AppNavigation) {
                self.navigation = navigation
                navigation.willChange = { [weak self, weak navigation] in
                    announceChange(animated: navigation?.animates ?? true) { self?.objectWillChange.send() }
                }
            }
        }

        /// Runs `send`, which tells SwiftUI a change is coming; a change made without animation (`"animated": false`)
        /// is shown so.
        @MainActor
        private func announceChange(animated: Bool, _ send: () -> Void) {
            guard !animated else { return send() }
            var transaction = Transaction()
            transaction.disablesAnimations = true
            withTransaction(transaction, send)
        }

        /// A tab's title, with its symbol when it has one.
        struct TabItemLabel: View {
            let item: TabItem

            var body: some View {
                if let systemImage = item.systemImage {
                    Label(item.title, systemImage: systemImage)
                } else {
                    Text(item.title)
                }
            }
        }

        /// Tells SwiftUI when a stack is about to change.
        @MainActor
        final class ScreenStackObserver: ObservableObject {
            let stack: ScreenStack

            init(_ stack: ScreenStack) {
                self.stack = stack
                stack.willChange = { [weak self, weak stack] in
                    announceChange(animated: stack?.navigation?.animates ?? true) { self?.objectWillChange.send() }
                }
            }
        }

        /// One stack of screens, with the stack presented over it. What SwiftUI changes (a swipe back, a sheet pulled
        /// down) goes to the stack, whose flows then settle.
        @MainActor
        struct CoordinatedStackView: View {
            @StateObject private var observer: ScreenStackObserver

            init(stack: ScreenStack) {
                _observer = StateObject(wrappedValue: ScreenStackObserver(stack))
            }

            var body: some View {
                let stack = observer.stack
                NavigationStack(path: Binding(get: { stack.path }, set: { stack.setPath($0) })) {
                    ScreenView(entry: stack.root)
                        .navigationDestination(for: ScreenEntry.self) { entry in ScreenView(entry: entry) }
                }
                .sheet(item: presented(.sheet, over: stack)) { presented in
                    CoordinatedStackView(stack: presented).id(presented.id)
                        .presentationDetents(Self.detents(of: presented.sheet))
                        .presentationDragIndicator(presented.sheet.showsGrabber ? .visible : .automatic)
                        .interactiveDismissDisabled(presented.sheet.isModal)
                }
                .fullScreenCover(item: presented(.fullScreenCover, over: stack)) { presented in
                    CoordinatedStackView(stack: presented).id(presented.id)
                }
                .alert(
                    stack.alert?.title ?? "", isPresented: alertShown(on: stack, asDialog: false), presenting: stack.alert
                ) { alert in
                    Self.buttons(of: alert, on: stack)
                } message: { alert in
                    if let message = alert.message { Text(message) }
                }
                .confirmationDialog(
                    stack.alert?.title ?? "", isPresented: alertShown(on: stack, asDialog: true),
                    titleVisibility: stack.alert?.title.isEmpty == false ? .visible : .hidden, presenting: stack.alert
                ) { alert in
                    Self.buttons(of: alert, on: stack)
                } message: { alert in
                    if let message = alert.message { Text(message) }
                }
            }

            /// A button per choice of `alert`, which SwiftUI dismisses after its action.
            private static func buttons(of alert: AlertState, on stack: ScreenStack) -> some View {
                ForEach(alert.choices.indices, id: \\.self) { index in
                    Button(alert.choices[index].title, role: role(of: alert.choices[index])) {
                        stack.choose(index, of: alert)
                    }
                }
            }

            /// Whether the stack shows an alert, or a confirmation dialog when `asDialog`; SwiftUI's write of `false`
            /// dismisses the one it showed.
            private func alertShown(on stack: ScreenStack, asDialog: Bool) -> Binding<Bool> {
                let shown = stack.alert
                return Binding(
                    get: { stack.alert?.isDialog == asDialog },
                    set: { isShown in
                        if !isShown, let shown { stack.alertDismissed(shown) }
                    })
            }

            private static func detents(of sheet: SheetOptions) -> Set<PresentationDetent> {
                Set(
                    sheet.detents.isEmpty
                        ? [.large]
                        : sheet.detents.map { detent in
                            switch detent {
                            case .medium: .medium
                            case .large: .large
                            }
                        })
            }

            private static func role(of choice: AlertState.Choice) -> ButtonRole? {
                switch choice.role {
                case .cancel: .cancel
                case .destructive: .destructive
                case nil: nil
                }
            }

            private func presented(
                _ presentation: StackPresentation, over stack: ScreenStack
            ) -> Binding<ScreenStack?> {
                Binding(
                    get: { stack.presented(as: presentation) },
                    set: { presented in
                        if presented == nil, stack.presented(as: presentation) != nil { stack.setPresented(nil) }
                    })
            }
        }
        """
}
