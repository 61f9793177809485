import Generator
import Templates

/// The split view controller of a split app: a flow in its primary column, the flows its supplementary column (with
/// three columns) and its secondary column show until a `showSupplementary` or a `showDetail` replaces them, and the
/// flow it shows instead when collapsed, on a compact width.
enum SplitViewTranslator {
    /// In an app with top-level flows, the app coordinator (of class `appCoordinator`) creates the split view and hands
    /// itself to every column's coordinator, so a `switchTo` in any column reaches it.
    ///
    /// With `dependencies`, it takes them and hands them to every column's coordinator, which it then creates in its
    /// initializer.
    static func declarations(
        controller: String, split: SplitModel, appCoordinator: String? = nil, model: AppModel
    ) -> [Declaration] {
        let createdInInitializer = model.dependencies != nil
        let kept: [(coordinator: String, column: String)] = [(split.primary, "primary"), (split.compact, "compact")]
        var members: [Declaration] = kept.map { coordinator, column in
            .property(
                PropertyDeclaration(
                    documentation: ["The flow of the \(column) column."],
                    isConstant: true,
                    name: property(coordinator),
                    type: createdInInitializer ? Constants.coordinator(coordinator) : nil,
                    value: .stored(
                        initialValue: createdInInitializer ? nil : model.parentlessCoordinatorCreation(coordinator))))
        }
        var body: [Statement] = []
        if createdInInitializer {
            body += kept.map {
                .line("\(property($0.coordinator)) = " + model.parentlessCoordinatorCreation($0.coordinator))
            }
        }
        let primary = property(split.primary)
        let compact = property(split.compact)
        let stack = RuntimeNames.navigationController
        let inFlows = appCoordinator != nil
        body += [
            .line("super.init(style: \(split.supplementary == nil ? ".doubleColumn" : ".tripleColumn"))"),
            .line("setViewController(\(primary).\(stack), for: .primary)"),
            .line("setViewController(\(compact).\(stack), for: .compact)"),
        ]
        if inFlows {
            body += [primary, compact].map(TabBarTranslator.connecting)
        }
        body += [
            .line("\(primary).\(RuntimeNames.start)()"),
            .line("\(compact).\(RuntimeNames.start)()"),
        ]
        let replaceable: [(coordinator: String, column: String, local: Local)] =
            (split.supplementary.map { [($0, "supplementary", .supplementaryFlow)] } ?? [])
            + [(split.secondary, "secondary", .child)]
        body.append(
            .comment(
                split.supplementary == nil
                    ? "The secondary column's first flow is the primary column's child, as the flows that replace it are."
                    : "The other columns' first flows are the primary column's children, as the flows that replace "
                        + "them are."))
        for (coordinator, column, child) in replaceable {
            body += [
                .line("let \(child) = " + model.parentlessCoordinatorCreation(coordinator))
            ]
            if inFlows {
                body.append(TabBarTranslator.connecting(child.rawValue))
            }
            body += [
                .line("\(child).\(RuntimeNames.start)()"),
                .line("setViewController(\(child).\(stack), for: .\(column))"),
                .line("\(child).\(RuntimeNames.parentCoordinator) = \(primary)"),
                .line("\(primary).\(RuntimeNames.childCoordinators).append(\(child))"),
            ]
        }
        members.append(
            .initializer(
                InitializerDeclaration(
                    documentation: [
                        "Creates the columns and starts each column's flow"
                            + (inFlows ? ", connected to `appCoordinator`." : ".")
                    ],
                    parameters: TabBarTranslator.containerParameters(appCoordinator: appCoordinator, model: model),
                    body: body)))
        // A dismissal from the split view may remove stacks of the columns' flows that hear nothing (below a picker).
        members += TabBarTranslator.containerMembers(
            controller: controller, flows: [primary, compact], owners: "columns'")
        return [
            .type(
                TypeDeclaration(
                    documentation: [
                        (inFlows ? "A top-level flow's split view" : "The app's split view")
                            + ": the \(split.primary) flow in the primary column, beside "
                            + (split.supplementary.map {
                                "the \($0) flow or the one a `showSupplementary` put in its place, then "
                            } ?? "")
                            + "the \(split.secondary) flow or the one a `showDetail` put in its place; on a compact "
                            + "width, the \(split.compact) flow instead.",
                        TabBarTranslator.rootSentence(inFlows: inFlows),
                    ],
                    attributes: ["@MainActor"],
                    modifiers: ["final"],
                    kind: .class,
                    name: controller,
                    inheritance: ["UISplitViewController"],
                    members: members))
        ]
    }

    /// `libraryCoordinator` for the column of coordinator `Library`.
    static func property(_ coordinator: String) -> String {
        TabBarTranslator.property(coordinator)
    }
}
