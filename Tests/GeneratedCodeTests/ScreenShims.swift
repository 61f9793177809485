import Foundation

/// Writes, from the manifest alone, how each screen performs each action in its style: the code a person's
/// screen would contain. It is written independently of the generator, from the documented contract, so a
/// generator that breaks the contract fails the behaviour tests instead of agreeing with itself.
///
/// - protocols: `coordinator?.buySubscription(to: 2)`, or `coordinator?.articleDone()` for an action scoped to its
///   screen (docs/manifest.md, "Action names")
/// - closures: `buySubscriptionAction?(2)`
/// - events: `coordinator?.eventOccurred(with: .buySubscription(to: 2))`
///
/// Storyboard screens are registered with the stand-in under the storyboard name and Storyboard ID the manifest
/// gives (defaults: "Main" and the class name).
enum ScreenShims {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func source(for manifest: [UInt8]) throws -> String {
        guard let root = try JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any],
            let screens = root["screens"] as? [[String: Any]]
        else {
            throw Malformed(description: "the manifest has no screens")
        }
        let defaultStyle = root["style"] as? String ?? "protocols"
        let defaultMode = root["viewControllers"] as? String ?? "code"
        let defaultViewModel = root["architecture"] as? String == "mvvm"
        let scoped = scopedActions(root)
        let sender = senderType(root)
        var lines = ["// Screen shims written by the behaviour tests from the manifest.", "", "import UIKit", ""]
        var scenes: [String: [String]] = [:]
        var embedSegues: [String] = []
        for screen in screens {
            guard let name = screen["name"] as? String else { continue }
            let style = screen["style"] as? String ?? defaultStyle
            let viewController = name + "ViewController"
            if (screen["viewControllers"] as? String ?? defaultMode) == "storyboard" {
                let storyboard = screen["storyboard"] as? [String: Any]
                let storyboardName = storyboard?["name"] as? String ?? "Main"
                let identifier = storyboard?["identifier"] as? String ?? viewController
                scenes[storyboardName, default: []].append("\"\(identifier)\": \(viewController).self")
            }
            let actions = screen["actions"] as? [[String: Any]] ?? []
            let messages = screen["messages"] as? [[String: Any]] ?? []
            guard !actions.isEmpty || !messages.isEmpty else { continue }
            // A screen with a view model sends what the person does to it, and the view model tells the coordinator.
            // A SwiftUI screen always has one.
            let isSwiftUI = (screen["viewControllers"] as? String ?? defaultMode) == "swiftui"
            let hasViewModel = isSwiftUI || (screen["viewModel"] as? Bool ?? defaultViewModel)
            if hasViewModel, !actions.isEmpty {
                lines.append("extension \(name)ViewModel {")
                for action in actions {
                    lines += shim(action, of: name, style: style, scoped: scoped, sender: sender).map { "    " + $0 }
                }
                lines.append("}")
                lines.append("")
            }
            lines.append("extension \(viewController) {")
            for action in actions {
                lines +=
                    (hasViewModel
                    ? forwarder(action, sender: sender)
                    : shim(action, of: name, style: style, scoped: scoped, sender: sender))
                    .map { "    " + $0 }
            }
            for message in messages {
                lines += messageShim(message, sender: viewController).map { "    " + $0 }
            }
            lines.append("}")
            lines.append("")
        }
        // Interface Builder's part of embedding in storyboards: the container view's embed segue, and its action.
        var modes: [String: String] = [:]
        for screen in screens {
            if let name = screen["name"] as? String {
                modes[name] = screen["viewControllers"] as? String ?? defaultMode
            }
        }
        for screen in screens {
            guard let name = screen["name"] as? String, modes[name] == "storyboard" else { continue }
            for embed in screen["embeds"] as? [[String: Any]] ?? [] {
                guard let target = embed["screen"] as? String, modes[target] == "storyboard",
                    let property = embed["name"] as? String
                else { continue }
                let upper = property.prefix(1).uppercased() + property.dropFirst()
                let identifier = embed["segue"] as? String ?? upper + "Embedding"
                embedSegues.append(
                    "    StandInDriver.registerEmbedSegue(\"\(identifier)\", in: \(name)ViewController.self, "
                        + "to: \(target)ViewController.self) { source, coder in "
                        + "(source as? \(name)ViewControllerBase)?.make\(upper)(coder) }")
            }
        }
        // A way to create each embedded screen as its container's embed does, in either mode, for scenarios that
        // replace one (not coordgen's API: the documented initializers, `init(…)` or `instantiate { coder in … }`).
        let embedded = Set(
            screens.flatMap { ($0["embeds"] as? [[String: Any]] ?? []).compactMap { $0["screen"] as? String } })
        for screen in screens {
            guard let name = screen["name"] as? String, embedded.contains(name), root["dependencies"] == nil,
                !(screen["viewModel"] as? Bool ?? defaultViewModel), modes[name] != "swiftui"
            else { continue }
            let inputs = (screen["inputs"] as? [[String: Any]] ?? []).compactMap { input -> (String, String)? in
                guard let inputName = input["name"] as? String, let type = input["type"] as? String else { return nil }
                return (inputName, type)
            }
            let viewController = name + "ViewController"
            // A function-typed input is stored by the screen, so the parameter that carries it escapes.
            let declared = inputs.map { name, type in
                "\(name): " + (type.contains("->") && !type.hasSuffix("?") ? "@escaping " : "") + type
            }.joined(separator: ", ")
            let passed = inputs.map { "\($0.0): \($0.0)" }
            let made =
                modes[name] == "storyboard"
                ? (inputs.isEmpty
                    ? "\(viewController).instantiate()"
                    : "\(viewController).instantiate { coder in \(viewController)("
                        + (["coder: coder"] + passed).joined(separator: ", ") + ") }")
                : "\(viewController)(" + passed.joined(separator: ", ") + ")"
            lines += [
                "extension \(viewController) {",
                "    static func madeForTest(\(declared)) -> \(viewController) {",
                "        \(made)",
                "    }",
                "}",
                "",
            ]
        }
        lines.append("@MainActor")
        lines.append("func registerStoryboards() {")
        for (storyboard, entries) in scenes.sorted(by: { $0.key < $1.key }) {
            lines.append("    StandInDriver.registerStoryboard(named: \"\(storyboard)\", scenes: [")
            lines += entries.map { "        \($0)," }
            lines.append("    ])")
        }
        lines += embedSegues
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The view controller's side of an action of a screen with a view model: it hands the person's event to the view
    /// model's shim of the same name.
    private static func forwarder(_ action: [String: Any], sender: String) -> [String] {
        let signature = Signature(action, senderType: sender)
        return [
            "func \(signature.method)(\(signature.declared)) {",
            "    viewModel.\(signature.method)(\(signature.arguments))",
            "}",
        ]
    }

    /// An action's parameters as a shim declares them and passes them on.
    /// The documented contract: an action that shows a popover, an action sheet, a share sheet or the print options
    /// takes what it points at, last (`from sender:`).
    static func takesSender(_ action: [String: Any]) -> Bool {
        (action["alert"] as? [String: Any])?["style"] as? String == "actionSheet"
            || action["modalPresentationStyle"] as? String == "popover" || action["share"] != nil
            || action["print"] != nil
    }

    /// The documented sender's type: UIKit's `any UIPopoverPresentationControllerSourceItem` from iOS 16, the
    /// runtime's `any PopoverSource` (with the manifest's `runtimePrefix`) below (docs/manifest.md, "Transitions").
    static func senderType(_ root: [String: Any]) -> String {
        let target = (root["deploymentTarget"] as? String).flatMap { Double($0) } ?? 13
        let prefix = root["runtimePrefix"] as? String ?? ""
        return target < 16 ? "any \(prefix)PopoverSource" : "any UIPopoverPresentationControllerSourceItem"
    }

    private struct Signature {
        var name: String
        var parameters: [(label: String?, name: String, type: String)]

        init(_ action: [String: Any], senderType: String = "any UIPopoverPresentationControllerSourceItem") {
            name = action["name"] as? String ?? "unnamed"
            parameters = (action["parameters"] as? [[String: Any]] ?? []).map { parameter in
                (
                    label: parameter["label"] as? String, name: parameter["name"] as? String ?? "value",
                    type: parameter["type"] as? String ?? "Never"
                )
            }
            if ScreenShims.takesSender(action) {
                parameters.append(
                    (label: "from", name: "sender", type: senderType))
            }
        }

        /// `simulateBuySubscription`.
        var method: String {
            "simulate" + upperName
        }

        var upperName: String {
            name.prefix(1).uppercased() + name.dropFirst()
        }

        /// `buySubscription(to:)`.
        var selector: String {
            name + "(" + parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
        }

        /// `to productType: Int`, closures `@escaping`.
        var declared: String {
            parameters.map { parameter -> String in
                let type =
                    parameter.type.contains("->") && !parameter.type.hasSuffix("?")
                    ? "@escaping " + parameter.type : parameter.type
                switch parameter.label {
                case nil: return "\(parameter.name): \(type)"
                case let label?: return "\(label) \(parameter.name): \(type)"
                }
            }.joined(separator: ", ")
        }

        /// `to: productType`.
        var arguments: String {
            parameters.map { parameter -> String in
                switch parameter.label {
                case nil: return "\(parameter.name): \(parameter.name)"
                case "_": return parameter.name
                case let label?: return "\(label): \(parameter.name)"
                }
            }.joined(separator: ", ")
        }
    }

    /// `simulateDidSelectMarker(marker:)`: the embedded screen tells its container, in Apple's delegate naming.
    private static func messageShim(_ message: [String: Any], sender: String) -> [String] {
        let name = message["name"] as? String ?? "unnamed"
        let parameters = (message["parameters"] as? [[String: Any]] ?? []).map { parameter in
            (
                label: parameter["label"] as? String, name: parameter["name"] as? String ?? "value",
                type: parameter["type"] as? String ?? "Never"
            )
        }
        let senderName = sender.prefix(1).lowercased() + sender.dropFirst()
        let upperName = name.prefix(1).uppercased() + name.dropFirst()
        let declared = parameters.map { parameter in
            let escaping = parameter.type.contains("->") && !parameter.type.hasSuffix("?") ? "@escaping " : ""
            return "\(parameter.name): \(escaping)\(parameter.type)"
        }.joined(separator: ", ")
        let arguments = parameters.enumerated().map { index, parameter -> String in
            let label = index == 0 ? name : parameter.label ?? parameter.name
            return label == "_" ? parameter.name : "\(label): \(parameter.name)"
        }
        let call =
            parameters.isEmpty
            ? "delegate?.\(senderName)\(upperName)(self)"
            : "delegate?.\(senderName)(" + (["self"] + arguments).joined(separator: ", ") + ")"
        return ["func simulate\(upperName)(\(declared)) {", "    \(call)", "}"]
    }

    private static func shim(
        _ action: [String: Any], of screen: String, style: String, scoped: Set<String>, sender: String
    ) -> [String] {
        let signature = Signature(action, senderType: sender)
        let name = signature.name
        let arguments = signature.arguments
        let call: String
        switch style {
        case "closures":
            call = "\(name)Action?(\(signature.parameters.map(\.name).joined(separator: ", ")))"
        case "events":
            call = "coordinator?.eventOccurred(with: .\(name)\(arguments.isEmpty ? "" : "(\(arguments))"))"
        default:
            let method = scoped.contains(screen + "." + name) ? lowerCamelCase(screen) + signature.upperName : name
            call = "coordinator?.\(method)(\(arguments))"
        }
        return ["func \(signature.method)(\(signature.declared)) {", "    \(call)", "}"]
    }

    /// `Screen.action` for each action that a coordinator keeps apart from another screen's: the documented rule is
    /// that when a coordinator shows several screens whose actions share a selector but not an effect, each of those
    /// actions is implemented as its screen's name in lower camel case followed by the action's name.
    static func scopedActions(_ root: [String: Any]) -> Set<String> {
        let screens = root["screens"] as? [[String: Any]] ?? []
        var byName: [String: [String: Any]] = [:]
        for screen in screens {
            if let name = screen["name"] as? String, byName[name] == nil {
                byName[name] = screen
            }
        }
        // What a coordinator shows: its start screen, what they push or present, and what those embed.
        func shown(from start: String) -> [String] {
            var shown = [start]
            var index = 0
            while index < shown.count {
                let screen = byName[shown[index]] ?? [:]
                index += 1
                let targets =
                    (screen["embeds"] as? [[String: Any]] ?? []).compactMap { $0["screen"] as? String }
                    + (screen["actions"] as? [[String: Any]] ?? []).flatMap {
                        [($0["push"] as? String) ?? ($0["present"] as? String)].compactMap { $0 }
                            + ($0["setStack"] as? [String] ?? [])
                    }
                for target in targets where !shown.contains(target) {
                    shown.append(target)
                }
            }
            return shown
        }
        let coordinators = root["coordinators"] as? [[String: Any]] ?? []
        // The flows that ask the screen that started them back: with a result, or with a finish that names a `then`.
        let asksBack = Set(
            coordinators.filter { coordinator in
                coordinator["result"] != nil
                    || shown(from: coordinator["start"] as? String ?? "").contains { name in
                        (byName[name]?["actions"] as? [[String: Any]] ?? []).contains { $0["then"] != nil }
                    }
            }.compactMap { $0["name"] as? String })
        var scoped: Set<String> = []
        for coordinator in coordinators {
            guard let start = coordinator["start"] as? String else { continue }
            let shown = shown(from: start)
            var bySelector: [String: [(key: String, effect: NSDictionary)]] = [:]
            for name in shown {
                for action in byName[name]?["actions"] as? [[String: Any]] ?? [] {
                    var effect = action
                    effect["protocol"] = nil
                    // An action that reads its own screen's inputs finds that screen, so it is its screen's alone.
                    let pass = action["pass"] as? [String: Any] ?? [:]
                    // So is one that starts a flow that hands it a result or asks it for a `then`.
                    if pass.values.contains(where: { ($0 as? [String: Any])?["input"] != nil })
                        || (action["startChild"] as? String).map(asksBack.contains) == true
                    {
                        effect["screen"] = name
                    }
                    let signature = Signature(action)
                    bySelector[signature.selector, default: []].append(
                        (name + "." + signature.name, NSDictionary(dictionary: effect)))
                }
            }
            for actions in bySelector.values where actions.contains(where: { !$0.effect.isEqual(actions[0].effect) }) {
                scoped.formUnion(actions.map(\.key))
            }
        }
        // A shared screen's actions are always scoped, and so are those of what it pushes, presents or embeds.
        var shared = screens.filter { $0["shared"] as? Bool == true }.compactMap { $0["name"] as? String }
        var index = 0
        while index < shared.count {
            let screen = byName[shared[index]] ?? [:]
            index += 1
            let actions = screen["actions"] as? [[String: Any]] ?? []
            scoped.formUnion(actions.map { (screen["name"] as? String ?? "") + "." + Signature($0).name })
            let targets =
                (screen["embeds"] as? [[String: Any]] ?? []).compactMap { $0["screen"] as? String }
                + actions.flatMap {
                    [($0["push"] as? String) ?? ($0["present"] as? String)].compactMap { $0 }
                        + ($0["setStack"] as? [String] ?? [])
                }
            for target in targets where !shared.contains(target) && byName[target] != nil {
                shared.append(target)
            }
        }
        return scoped
    }

    /// A name with its leading capitals lowered, keeping the last of several before a lowercase letter:
    /// `URLPreview` is `urlPreview`.
    private static func lowerCamelCase(_ name: String) -> String {
        let characters = Array(name)
        let capitals = characters.prefix { $0.isUppercase }.count
        let lowered = capitals > 1 && capitals < characters.count ? capitals - 1 : capitals
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
