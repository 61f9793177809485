import CoordgenSwiftUI
import Foundation
import Generator
import TestSupport
import Testing

/// The SwiftUI back end's navigation state, run on Linux: its Foundation-only files are built with a scenario that
/// drives them as the person and SwiftUI do (`Tests/Behaviour/SwiftUI/Driver.swift`), in every style. The SwiftUI views
/// are left out: they are type-checked against Apple's SDK (``RealSDKTests``).
@Suite("SwiftUI navigation state")
struct SwiftUIBehaviourTests {
    /// Each SwiftUI fixture, whose scenario is `Tests/Behaviour/SwiftUI/<fixture>.swift`, in each style.
    static let cases = Fixture.swiftUI.flatMap { fixture in
        ["protocols", "closures", "events"].map { (fixture, $0) }
    }

    @Test("each SwiftUI fixture's scenario holds in every style", arguments: cases)
    func scenarioPasses(fixture name: String, style: String) throws {
        let manifest = Fixture.variant(of: Fixture.named(name).manifest, setting: ["style": style])
        try Self.run(
            manifest, scenario: name, name: "\(name) \(style)", userCode: Fixture.named(name).deviceUserCode)
    }

    @Test("closing the first screen of the app's first flow, which another flow starts at, leaves the flow running")
    func closingTheAppsFirstScreen() throws {
        let manifest = #"""
            { "version": 1, "backend": "swiftui", "style": "closures", "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "Again", "start": "Home" } ],
              "screens": [
                { "name": "Home", "actions": [ { "name": "more", "push": "Detail" }, { "name": "leave", "close": true } ] },
                { "name": "Detail", "actions": [ { "name": "home", "startChild": "Again" } ] } ] }
            """#
        try Self.run(Array(manifest.utf8), scenario: "close-first-screen", name: "close-first-screen")
    }

    @Test("a split view with three columns: showSupplementary, and showDetail from the supplementary column")
    func threeColumns() throws {
        let manifest = String(decoding: Fixture.named("swiftui-split").manifest, as: UTF8.self)
            .replacingOccurrences(
                of: #""secondary": "Welcome""#, with: #""supplementary": "Shelf", "secondary": "Welcome""#
            )
            .replacingOccurrences(
                of: #"{ "name": "browse", "startChild": "Shelf" }"#,
                with: #"{ "name": "browse", "startChild": "Shelf" }, { "name": "shelf", "showSupplementary": "Shelf" }"#
            )
        try Self.run(Array(manifest.utf8), scenario: "split-three-columns", name: "split-three-columns")
    }

    @Test("the repositories fixture for SwiftUI hands every result over once, on every exit", arguments: styles)
    func repositories(style: String) throws {
        let manifest = Fixture.variant(of: Fixture.named("repositories").swiftUIManifest, setting: ["style": style])
        try Self.run(manifest, scenario: "repositories", name: "repositories \(style)")
    }

    @Test("a custom action calls the method the app writes in an extension of the coordinator", arguments: styles)
    func customAction(style: String) throws {
        let manifest = #"""
            { "version": 1, "backend": "swiftui", "style": "\#(style)", "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [
                { "name": "Home", "actions": [ { "name": "more", "push": "Detail" } ] },
                { "name": "Detail", "actions": [ { "name": "signOut", "custom": true } ] } ] }
            """#
        let folder = TemporaryDirectory(prefix: "swiftui-custom")
        let userCode = folder.write(
            "extension MainCoordinator {\n    func signOut() {\n        popToFirstScreen()\n    }\n}\n",
            to: "MainActions.swift")
        try Self.run(Array(manifest.utf8), scenario: "custom-action", name: "custom \(style)", userCode: [userCode])
    }

    static let styles = ["protocols", "closures", "events"]

    @Test("an action marked \"animated\": false announces its changes as not animated", arguments: styles)
    func unanimated(style: String) throws {
        let manifest = #"""
            { "version": 1, "backend": "swiftui", "style": "\#(style)",
              "app": { "flows": ["Main", "Other"], "initial": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "Other", "start": "Away" } ],
              "screens": [
                { "name": "Home", "actions": [
                  { "name": "more", "push": "Detail", "animated": false }, { "name": "sheet", "present": "Sheet" },
                  { "name": "leave", "switchTo": "Other", "animated": false } ] },
                { "name": "Detail", "actions": [ { "name": "back", "pop": true } ] },
                { "name": "Sheet", "actions": [ { "name": "done", "dismiss": true, "animated": false } ] },
                { "name": "Away" } ] }
            """#
        try Self.run(Array(manifest.utf8), scenario: "unanimated", name: "unanimated \(style)")
    }

    @Test("routes of the app's own link types: the link-types fixture without its entries generates for SwiftUI")
    func linkTypes() throws {
        let fixture = Fixture.named("link-types")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(fixture.manifest)) as? [String: Any])
        root["viewControllers"] = nil
        root["backend"] = "swiftui"
        root["routes"] = (root["routes"] as? [[String: Any]])?.map { $0.filter { $0.key != "entries" } }
        let manifest = try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys])
        try Self.run(Array(manifest), scenario: "link-types", name: "link-types", userCode: fixture.deviceUserCode)
    }

    /// Builds the state `manifest` generates (and the user's files that need no SwiftUI: the app's choice of its first
    /// flow) with `Tests/Behaviour/SwiftUI/<scenario>.swift`, and runs it.
    static func run(_ manifest: [UInt8], scenario: String, name: String, userCode: [URL] = []) throws {
        let result = CoordinatorGenerator.standard.generate(manifest: manifest)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let folder = TemporaryDirectory(prefix: "swiftui-state")
        let state = result.files.filter { !$0.contents.contains("import SwiftUI") }
        let root = try JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any]
        let runtimePrefix = root?["runtimePrefix"] as? String
        #expect(
            result.files.filter { $0.kind == .generated && $0.contents.contains("import SwiftUI") }.map(\.name)
                .sorted() == ["NavigationViews.swift", (runtimePrefix ?? "") + "ScreenView.swift"],
            "only the views import SwiftUI")
        var files = state.map { folder.write($0.contents, to: $0.name) }
        files.append(folder.write(try SwiftUIShims.source(for: manifest), to: "Shims.swift"))
        // The driver and scenarios name the runtime's types without the manifest's prefix.
        if let prefix = runtimePrefix {
            let declared = state.map(\.contents).joined()
            let aliases = SwiftUIRuntimeNames.templateNames.filter { name in
                ["class", "struct", "enum"].contains { declared.contains("\($0) \(prefix)\(name)") }
            }.map { "typealias \($0) = \(prefix)\($0)" }
            files.append(folder.write(aliases.joined(separator: "\n") + "\n", to: "Aliases.swift"))
        }
        let scenarios = Repository.root.appendingPathComponent("Tests/Behaviour/SwiftUI")
        files += ["Driver.swift", scenario + ".swift"].map { scenarios.appendingPathComponent($0) } + userCode
        let executable = folder.url.appendingPathComponent("scenario")
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
            Issue.record("the \(name) state does not build without SwiftUI:\n\(failure)")
            return
        }
        let output = ProcessRunner.run(executable.path, [])
        #expect(output.status == 0 && output.output.contains("PASS"), "\(name):\n\(output.combined)")
    }

    @Test("a screen's input of a closure type is kept by its object: the object's initializer takes it @escaping")
    func closureInputBuilds() throws {
        let manifest = #"""
            { "version": 1, "backend": "swiftui", "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [
                { "name": "Home", "actions": [ { "name": "filter",
                  "parameters": [ { "name": "onApply", "type": "@MainActor (String) -> Void" } ], "push": "Filter" } ] },
                { "name": "Filter", "inputs": [ { "name": "onApply", "type": "@MainActor (String) -> Void" } ] } ] }
            """#
        let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let folder = TemporaryDirectory(prefix: "swiftui-closure-input")
        let files = result.files.filter { !$0.contents.contains("import SwiftUI") }.map {
            folder.write($0.contents, to: $0.name)
        }
        if case .failure(let failure) = SwiftCompiler.compile(files, moduleName: "ClosureInput") {
            Issue.record("the state does not build:\n\(failure)")
        }
    }

    @Test(
        "UIKit fixtures that use only what SwiftUI generates generate for it as they are, and their state builds",
        arguments: Fixture.sameForSwiftUI)
    func sameManifestForSwiftUI(fixture name: String) throws {
        let manifest = Fixture.named(name).swiftUIManifest
        let result = CoordinatorGenerator.standard.generate(manifest: manifest)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.contains { $0.name == "NavigationViews.swift" }, "\(name) is not generated for SwiftUI")
        let folder = TemporaryDirectory(prefix: "swiftui-same")
        let state = result.files.filter { !$0.contents.contains("import SwiftUI") }
        let files = state.map { folder.write($0.contents, to: $0.name) }
        if case .failure(let failure) = SwiftCompiler.compile(files, moduleName: "SameForSwiftUI") {
            Issue.record("\(name)'s SwiftUI state does not build:\n\(failure)")
        }
    }
}

/// Writes, from the manifest alone, how each screen's view performs each action in its style, as a method of the
/// screen's object named like the action: written from the documented contract, not by the generator.
///
/// - protocols: `coordinator?.buySubscription(to: 2)`
/// - closures: `buySubscriptionAction?(2)`
/// - events: `coordinator?.eventOccurred(with: .buySubscription(to: 2))`
enum SwiftUIShims {
    static func source(for manifest: [UInt8]) throws -> String {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any])
        let screens = try #require(root["screens"] as? [[String: Any]])
        let defaultStyle = root["style"] as? String ?? "protocols"
        var lines = ["// Written by the SwiftUI behaviour tests from the manifest.", "", "import Foundation", ""]
        for screen in screens {
            guard let name = screen["name"] as? String, let actions = screen["actions"] as? [[String: Any]] else {
                continue
            }
            let style = screen["style"] as? String ?? defaultStyle
            lines.append("extension \(name)Screen {")
            for action in actions {
                let actionName = try #require(action["name"] as? String)
                let parameters = action["parameters"] as? [[String: Any]] ?? []
                let declared = parameters.map { parameter in
                    let label = parameter["label"] as? String
                    let name = parameter["name"] as? String ?? ""
                    // A closure the action passes on is kept: the shim takes it as the coordinator does.
                    let type = parameter["type"] as? String ?? ""
                    return (label.map { $0 + " " } ?? "") + name + ": " + (type.contains("->") ? "@escaping " : "")
                        + type
                }
                let passed = parameters.map { parameter in
                    let name = parameter["name"] as? String ?? ""
                    let label = parameter["label"] as? String ?? name
                    return label == "_" ? name : label + ": " + name
                }
                let call =
                    switch style {
                    case "closures":
                        "\(actionName)Action?(\(parameters.map { $0["name"] as? String ?? "" }.joined(separator: ", ")))"
                    case "events":
                        "coordinator?.eventOccurred(with: .\(actionName)"
                            + (passed.isEmpty ? "" : "(" + passed.joined(separator: ", ") + ")") + ")"
                    default: "coordinator?.\(actionName)(\(passed.joined(separator: ", ")))"
                    }
                lines += [
                    "    func \(actionName)(\(declared.joined(separator: ", "))) {", "        " + call, "    }",
                ]
            }
            lines += ["}", ""]
        }
        return lines.joined(separator: "\n")
    }
}
