import CoordgenLinks
import Generator
import Templates

/// Turns the resolved app into SwiftUI's files: the navigation state and its views (shared by every app), the enum of
/// the app's screens, one coordinator per flow and one object per screen (Foundation only), the action protocols,
/// and a view of the user's per screen, written once.
struct SwiftUITranslator {
    let model: AppModel
    let header: [String]

    func files() -> [TranslatedFile] {
        var files = [
            generated(
                SwiftUINames.navigationFile, imports: ["Foundation"],
                NavigationRuntimeTemplate.declarations(model.swiftUINames)),
            generated(
                SwiftUINames.viewsFile, imports: ["SwiftUI"],
                ViewsRuntimeTemplate.declarations(model.swiftUINames)),
            generated(model.swiftUINames.screenView, imports: ["SwiftUI"], [.type(screenView())]),
            generated(SwiftUINames.appScreenFile, imports: ["Foundation"], appScreenDeclarations()),
        ]
        if !model.protocols.isEmpty {
            files.append(
                generated(
                    Constants.protocolsFileStem, imports: ["Foundation"],
                    model.protocols.map { .type(ScreenObjectTranslator.actionProtocol($0)) }))
        }
        files += model.coordinators.map { coordinator in
            generated(
                Constants.coordinator(coordinator.name), imports: ["Foundation"],
                FlowTranslator(model: model, coordinator: coordinator).declarations())
        }
        files += model.screens.map { screen in
            generated(
                SwiftUINames.screenObject(screen.name), imports: ["Foundation"],
                ScreenObjectTranslator(screen: screen).declarations())
        }
        if !model.routes.isEmpty {
            files += [
                generated(
                    model.swiftUINames.appRoute, imports: RouteTranslator.imports,
                    model.target.access.apply(
                        to: RouteTranslator.declarations(
                            for: model.routes, named: model.swiftUINames.appRoute, link: model.swiftUINames.routeLink,
                            linkTypes: model.linkTypes, linkValue: model.swiftUINames.routeLinkValue,
                            access: model.swiftUIAPI))),
                generated(
                    model.swiftUINames.appRoute + "+Opening", imports: ["Foundation"],
                    RouteWayTranslator(model: model).declarations()),
                generated(
                    model.swiftUINames.prefix + SwiftUINames.linksFile, imports: RouteTranslator.imports,
                    [.verbatim(LinksRuntimeTemplate.text(routeLink: model.swiftUINames.routeLink))]),
            ]
            if model.routes.contains(where: { $0.values.contains(where: \.type.isLinkValue) }) {
                files.append(
                    generated(
                        model.swiftUINames.prefix + SwiftUINames.linkValuesFile, imports: RouteTranslator.imports,
                        [
                            .verbatim(
                                LinkValuesRuntimeTemplate.text(
                                    routeLinkValue: model.swiftUINames.routeLinkValue,
                                    routeLink: model.swiftUINames.routeLink))
                        ]))
            }
        }
        if model.target.isRestorable {
            files.append(
                generated(
                    model.swiftUINames.navigationSnapshot, imports: ["Foundation"],
                    RestorationTranslator(model: model).declarations()))
        }
        if case .flows(let flows) = model.shape, flows.initial == .decided {
            let source = SourceFile(
                name: Constants.initialFlowFileName(AppTypeNames(prefix: model.target.runtimePrefix)),
                header: Constants.initialFlowHeader, imports: ["Foundation"],
                declarations: AppFlowTranslator(model: model, flows: flows).initialFlowScaffold())
            files.append(TranslatedFile(source: source, kind: .scaffold))
        }
        files += model.screens.map { screen in
            let source = SourceFile(
                name: SwiftUINames.view(screen.name) + ".swift",
                header: Constants.scaffoldHeader(screen: screen.name, base: SwiftUINames.screenObject(screen.name)),
                imports: ["SwiftUI"], declarations: ScreenObjectTranslator(screen: screen).scaffold())
            return TranslatedFile(source: source, kind: .scaffold)
        }
        return files
    }

    private func generated(_ stem: String, imports: [String], _ declarations: [Declaration]) -> TranslatedFile {
        TranslatedFile(
            source: SourceFile(name: stem + ".swift", header: header, imports: imports, declarations: declarations),
            kind: .generated)
    }

    /// `AppScreen`: every screen with its object, and, for an app with one root flow, how its navigation starts.
    private func appScreenDeclarations() -> [Declaration] {
        let cases = model.screens.map { screen in
            SwitchCase(
                pattern: "." + SwiftUINames.screenCase(screen.name) + "(let screen)", body: [.line("screen")])
        }
        let screens = TypeDeclaration(
            documentation: ["Every screen of the app, with its object: what a stack's entries hold."],
            kind: .enum, name: model.swiftUINames.appScreen, inheritance: ["Sendable"],
            members: model.screens.map { screen in
                .enumCase(
                    EnumCaseDeclaration(
                        documentation: ["The \(screen.name) screen."], name: SwiftUINames.screenCase(screen.name),
                        associatedValues: [AssociatedValue(label: nil, type: SwiftUINames.screenObject(screen.name))]))
            } + [
                .property(
                    PropertyDeclaration(
                        documentation: ["The screen's object."], name: "object", type: "AnyObject",
                        value: .computed([.switchOver(subject: "self", cases: cases)]))),
                .property(
                    PropertyDeclaration(
                        documentation: ["Who the screen is: its object's identity."], name: "id",
                        type: "ObjectIdentifier", value: .computed([.line("ObjectIdentifier(object)")]))),
            ])
        switch model.shape {
        case .root(let root):
            return [
                .type(screens),
                .type(navigationStart([.line("self.init(root: \(Constants.coordinator(root))())")])),
            ]
        case .tabs(_, let tabs):
            return [
                .type(screens),
                .type(navigationStart([Self.starting(tabs, with: "self.init", names: model.swiftUINames)])),
            ]
        case .flows(let flows):
            return [.type(screens)] + AppFlowTranslator(model: model, flows: flows).declarations()
        case .split(_, let split):
            return [.type(screens), .type(navigationStart([Self.starting(split, with: "self.init")]))]
        }
    }

    /// `AppNavigation()`, which starts the app as `body` does.
    private func navigationStart(_ body: [Statement]) -> TypeDeclaration {
        TypeDeclaration(
            kind: .extension, name: model.swiftUINames.appNavigation,
            members: [
                .initializer(
                    InitializerDeclaration(
                        documentation: ["The app's navigation, as the manifest starts it."],
                        modifiers: model.swiftUIAPI + ["convenience"], body: body))
            ])
    }

    /// A call of `function` (`self.init`, `replaceRoots`) with the first flows of `tabs` and their items, one a line.
    /// `flow`, when given, is the top-level flow's raw value, passed on.
    static func starting(
        _ tabs: [TabModel], with function: String, names: SwiftUIRuntimeNames, flow: String? = nil
    ) -> Statement {
        let roots = tabs.map { Constants.coordinator($0.coordinator) + "()," }
        let items = tabs.map { tab in
            let image: String
            switch tab.item {
            case .image(let symbol): image = SwiftSpelling.stringLiteral(symbol)
            case .system, .titleOnly: image = "nil"
            }
            return "\(names.tabItem)(title: \(SwiftSpelling.stringLiteral(tab.title)), systemImage: \(image)),"
        }
        return .block(
            opener: function + "(",
            body: [
                .block(
                    opener: (function == "self.init" ? "roots" : "with") + ": [", body: roots.map { .line($0) },
                    closer: "],"),
                .block(opener: "tabItems: [", body: items.map { .line($0) }, closer: flow == nil ? "]" : "],"),
            ] + (flow.map { [.line("flow: " + $0)] } ?? []),
            closer: ")")
    }

    /// A call of `function` (`self.init`, `replaceRoots`) with the flow of each column of `split`, one a line, and the
    /// columns; `flow`, when given, is the top-level flow's raw value, passed on.
    static func starting(_ split: SplitModel, with function: String, flow: String? = nil) -> Statement {
        let columns: [(coordinator: String, column: String)] =
            [(split.primary, "primary")] + (split.supplementary.map { [($0, "supplementary")] } ?? [])
            + [(split.secondary, "secondary"), (split.compact, "compact")]
        return .block(
            opener: function + "(",
            body: [
                .block(
                    opener: (function == "self.init" ? "roots" : "with") + ": [",
                    body: columns.map { .line(Constants.coordinator($0.coordinator) + "(),") }, closer: "],"),
                .line("tabItems: [],"),
                .line(
                    "columns: [" + columns.map { "." + $0.column }.joined(separator: ", ") + "]"
                        + (flow == nil ? "" : ",")),
            ] + (flow.map { [.line("flow: " + $0)] } ?? []),
            closer: ")")
    }

    /// `ScreenView`: the user's view of each screen, in one exhaustive switch that each stack registers once.
    private func screenView() -> TypeDeclaration {
        TypeDeclaration(
            documentation: [
                "The view of each screen, by its entry: what each stack shows at its root and as it pushes."
            ],
            attributes: ["@MainActor"], kind: .struct, name: model.swiftUINames.screenView, inheritance: ["View"],
            members: [
                .property(PropertyDeclaration(isConstant: true, name: "entry", type: model.swiftUINames.screenEntry)),
                .property(
                    PropertyDeclaration(
                        name: "body", type: "some View",
                        value: .computed([
                            .switchOver(
                                subject: "entry.screen",
                                cases: model.screens.map { screen in
                                    SwitchCase(
                                        pattern: "." + SwiftUINames.screenCase(screen.name) + "(let screen)",
                                        body: [.line(SwiftUINames.view(screen.name) + "(screen: screen)")])
                                })
                        ]))),
            ])
    }
}
