import Generator
import Templates

/// Recording test doubles of what screens (and view models) talk to: one per action protocol in protocols style, one
/// per events receiver in events style. Each records the calls, with their arguments, so a unit test of a view model
/// reads what it asked its coordinator. They import Foundation only.
enum TestDoubleTranslator {
    /// The file `--test-doubles` writes.
    static let fileName = "CoordinatorTestDoubles.swift"

    /// The file of `model`'s test doubles; none when it has neither action protocols nor events receivers (closures
    /// style needs none: set the closures).
    static func file(for model: AppModel, header: [String]) -> TranslatedFile? {
        let declarations = declarations(for: model)
        guard !declarations.isEmpty else { return nil }
        let source = SourceFile(
            name: fileName, header: header, imports: ViewModelTranslator.imports,
            declarations: model.target.access.apply(to: declarations))
        return TranslatedFile(source: source, kind: .generated)
    }

    static func declarations(for model: AppModel) -> [Declaration] {
        let protocols = model.protocols.map { protocolDouble($0) }
        // Action protocols are shared by screens; what else records a screen's actions is its style's decision. In an
        // app with view models the file imports Foundation only, so it records only what view models talk to: a
        // screen without one declares its events beside its view controller, in a file that imports UIKit.
        let receivers = model.screens.filter { !model.hasViewModels || $0.hasViewModel }.flatMap {
            $0.style.emitter.testDoubles(for: $0)
        }
        return (protocols + receivers).map(Declaration.type)
    }

    /// `BuyingDouble`: records each requirement of `Buying` as a case of its `Call`.
    private static func protocolDouble(_ model: ProtocolModel) -> TypeDeclaration {
        var members: [Declaration] = [
            .type(
                TypeDeclaration(
                    documentation: ["One case per requirement, with the arguments it was called with."],
                    kind: .enum, name: "Call",
                    members: model.requirements.map { .enumCase(ActionCode.enumCase($0, named: $0.method)) })),
            .property(
                PropertyDeclaration(
                    documentation: ["The calls, in order."], modifiers: ["private(set)"], name: "calls",
                    type: "[Call]", value: .stored(initialValue: "[]"))),
        ]
        for action in model.requirements {
            guard let result = action.startedResult else { continue }
            members.append(
                .property(
                    PropertyDeclaration(
                        documentation: ["What the awaited `\(action.selector)` returns."],
                        name: action.method + "Result", type: nil,
                        value: .stored(initialValue: result.typeName + "." + result.whenLeft))))
        }
        for action in model.requirements {
            let record = Statement.line("calls.append(" + callExpression(action) + ")")
            members.append(.function(ActionCode.method(action, documentation: [], body: [record])))
            if let result = action.startedResult {
                members.append(
                    .function(
                        ActionCode.awaitingMethod(
                            action, result: result, documentation: [],
                            body: [record, .line("return \(action.method)Result")])))
            }
        }
        return TypeDeclaration(
            documentation: [
                "Records what is asked through `\(model.name)`, for unit tests: set it as the coordinator of a",
                "view model or screen, act, then read `calls`.",
            ],
            attributes: ["@MainActor"],
            modifiers: ["final"],
            kind: .class,
            name: model.name + "Double",
            inheritance: [model.name],
            members: members)
    }

    /// `.openRepository(repository: repository)`: the case recording a call of `action`.
    private static func callExpression(_ action: ActionModel) -> String {
        let arguments = action.arguments(values: action.parameters.map(\.name))
        return "." + action.method + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
    }

}
