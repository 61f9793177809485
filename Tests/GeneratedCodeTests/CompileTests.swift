import Foundation
import Generator
import TestSupport
import Testing

/// Every fixture's generated files, scaffolds and hand-written code compile together in Swift 6 language mode with
/// warnings as errors, against the UIKit stand-in, as the app would in Xcode.
@Suite("Compile")
struct CompileTests {
    /// The behaviour tests build the fixtures they run as they are, with the same flags; these are the others, but for
    /// SwiftUI's, which the stand-in cannot build.
    @Test(
        "fixture output compiles in Swift 6 with -warnings-as-errors",
        arguments: Fixture.all.filter { !BehaviourCase.fixturesBuiltAsTheyAre.contains($0.name) && !$0.isSwiftUI })
    func fixtureCompiles(_ fixture: Fixture) throws {
        let result = CoordinatorGenerator.standard.generate(manifest: fixture.manifest)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let folder = TemporaryDirectory(prefix: "compile-\(fixture.name)")
        let files =
            Fixture.keeping(result.files, replacedBy: fixture.userCode).map { folder.write($0.contents, to: $0.name) }
            + fixture.userCode
        if case .failure(let failure) = SwiftCompiler.compile(files) {
            Issue.record("Generated code of fixture '\(fixture.name)' does not compile:\n\(failure.description)")
        }
    }

    @Test(
        "merged into one file, the output compiles too", arguments: [Fixture.named("shop-protocols"), .named("deep")])
    func mergedOutputCompiles(_ fixture: Fixture) throws {
        let options = GenerateOptions(mergedFileName: Constants.mergedFileName)
        let result = CoordinatorGenerator.standard.generate(manifest: fixture.manifest, options: options)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        #expect(result.files.filter { $0.kind == .generated }.map(\.name) == [Constants.mergedFileName])
        let folder = TemporaryDirectory(prefix: "merged-\(fixture.name)")
        let files = result.files.map { folder.write($0.contents, to: $0.name) } + fixture.userCode
        if case .failure(let failure) = SwiftCompiler.compile(files) {
            Issue.record("Merged output of '\(fixture.name)' does not compile:\n\(failure.description)")
        }
    }

    /// A weak input, on a screen and on the flow it starts, with a class-bound protocol of the user's.
    @Test(
        "weak inputs compile, in every style (and mode, in the full tier)",
        arguments: ["protocols", "closures", "events"])
    func weakInputsCompile(style: String) throws {
        for mode in TestTier.pick(quick: ["code"], full: ["code", "storyboard"]) {
            let manifest = """
                { "version": 1, "style": "\(style)", "viewControllers": "\(mode)", "app": { "root": "Main" },
                  "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "Scanner", "start": "Scan" } ],
                  "screens": [
                    { "name": "Home", "inputs": [ { "name": "listener", "type": "(any ScannerDelegate)?",
                        "default": "nil", "weak": true } ],
                      "actions": [ { "name": "scan", "parameters": [ { "name": "delegate", "type": "(any ScannerDelegate)?" } ],
                        "startChild": "Scanner", "modal": true } ] },
                    { "name": "Scan", "inputs": [ { "name": "delegate", "type": "(any ScannerDelegate)?", "weak": true } ],
                      "actions": [ { "name": "done", "finish": true } ] }
                  ] }
                """
            let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
            try #require(!result.hasErrors, "\(result.diagnostics)")
            let folder = TemporaryDirectory(prefix: "weak-\(style)-\(mode)")
            let files =
                result.files.map { folder.write($0.contents, to: $0.name) }
                + [folder.write("@MainActor protocol ScannerDelegate: AnyObject {}\n", to: "ScannerDelegate.swift")]
            if case .failure(let failure) = SwiftCompiler.compile(files) {
                Issue.record("weak inputs in \(style) style, \(mode) mode, do not compile:\n\(failure.description)")
            }
        }
    }

    /// Where one action's value fills another's parameter or a screen's input by name, the two types need only be the
    /// same type, however each is spelt: a flow's input and a screen it decides to start with, an alert's action and
    /// the action a choice runs, a cross-tab action and the action it runs in the tab; and where a text field or a
    /// share sheet fills a parameter (`String`; `Bool` and `String?`).
    @Test("a type spelt two ways fills itself: the manifest validates, and its code compiles")
    func equivalentSpellingsFillEachOther() throws {
        let manifest = """
            { "version": 1, "deploymentTarget": "16.0", "app": { "tabs": [ "Home", "Library" ] },
              "coordinators": [ { "name": "Home", "start": "Home", "tab": { "title": "Home" } },
                { "name": "Library", "start": "Library", "tab": { "title": "Library" } },
                { "name": "Detail", "start": "Detail", "decide": { "alternatives": [ "Empty" ] } } ],
              "screens": [
                { "name": "Home", "actions": [
                  { "name": "open", "parameters": [ { "name": "ids", "type": "[Int]" } ], "startChild": "Detail" },
                  { "name": "show", "parameters": [ { "name": "tags", "type": "[String: Int]" } ], "push": "Tagged" },
                  { "name": "ask", "parameters": [ { "name": "count", "type": "Int?" } ],
                    "alert": { "title": "Sure?", "choices": [ { "title": "Yes", "runs": "confirm" } ] } },
                  { "name": "confirm", "parameters": [ { "name": "count", "type": "Optional<Int>" } ], "push": "Counted" },
                  { "name": "rename", "alert": { "title": "Name", "textFields": [ { "name": "title" } ],
                    "choices": [ { "title": "Save", "runs": "renamed" } ] } },
                  { "name": "renamed", "parameters": [ { "name": "title", "type": "Swift.String" } ], "push": "Done" },
                  { "name": "share", "parameters": [ { "name": "url", "type": "URL" } ],
                    "share": { "items": [ "url" ], "runs": "shared" } },
                  { "name": "shared", "parameters": [ { "name": "activity", "type": "Optional<String>" },
                    { "name": "completed", "type": "Swift.Bool" } ], "push": "Done" } ] },
                { "name": "Detail", "inputs": [ { "name": "ids", "type": "Array<Int>" } ] },
                { "name": "Empty", "inputs": [ { "name": "ids", "type": "[Int]" } ] },
                { "name": "Library", "actions": [ { "name": "showInHome",
                  "parameters": [ { "name": "tags", "type": "Dictionary<String, Int>" } ], "selectTab": "Home", "runs": "show" } ] },
                { "name": "Tagged", "inputs": [ { "name": "tags", "type": "[String:Int]" } ] },
                { "name": "Counted", "inputs": [ { "name": "count", "type": "Int?" } ] }, { "name": "Done" } ] }
            """
        let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
        try #require(!result.hasErrors, "\(result.diagnostics)")
        for failure in SwiftCompiler.failuresAgainstBothUIKits(result.files, moduleName: "Spellings", minimum: "16.0") {
            Issue.record("types spelt two ways: \(failure)")
        }
    }

    /// An app action's values are its enum case's: a closure among them is a plain associated value, not `@escaping`,
    /// which only a function's parameter may be; in a public root app with dependencies and every kind of action value.
    @Test("app actions with closure, optional and labelled values compile in a public root app with dependencies")
    func appActionValuesCompile() throws {
        let manifest = """
            { "version": 1, "access": "public", "dependencies": "[String: Int]",
              "app": { "root": "Main", "actions": [
                { "name": "go", "parameters": [ { "name": "done", "type": "() -> Void" },
                  { "label": "_", "name": "count", "type": "Int?" }, { "label": "at", "name": "place", "type": "String" } ],
                  "startChild": "Sheet", "modalPresentationStyle": "formSheet", "compactStyle": "fullScreen" } ] },
              "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "Sheet", "start": "Sheet" } ],
              "screens": [ { "name": "Home" },
                { "name": "Sheet", "inputs": [ { "name": "done", "type": "() -> Void" }, { "name": "count", "type": "Int?" },
                  { "name": "place", "type": "String" } ], "actions": [ { "name": "close", "dismiss": true } ] } ] }
            """
        let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
        try #require(!result.hasErrors, "\(result.diagnostics)")
        for failure in SwiftCompiler.failuresAgainstBothUIKits(result.files, moduleName: "AppActionValues") {
            Issue.record("app action values: \(failure)")
        }
    }

    /// An app action's values that its navigation does not take (a flow whose first screen has no input of the name, a
    /// tab's action that takes fewer, a switch) are not bound where it runs: a bound value nothing reads is a warning.
    /// Found by the fuzz test, where a mutation took Draft's input away from the app-actions fixture.
    @Test("app actions with values their navigation does not take compile")
    func appActionUnusedValuesCompile() throws {
        let manifest = """
            { "version": 1, "runtimePrefix": "U", "analytics": true,
              "app": { "flows": [ "Main", "Other" ], "initial": "Main", "actions": [
                { "name": "draft", "parameters": [ { "name": "text", "type": "String" } ], "startChild": "Sheet" },
                { "name": "leave", "parameters": [ { "name": "reason", "type": "String" } ], "switchTo": "Other" } ] },
              "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "Other", "start": "Away" },
                { "name": "Sheet", "start": "Sheet" } ],
              "screens": [ { "name": "Home" }, { "name": "Away" },
                { "name": "Sheet", "actions": [ { "name": "close", "dismiss": true } ] } ] }
            """
        let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
        try #require(!result.hasErrors, "\(result.diagnostics)")
        for failure in SwiftCompiler.failuresAgainstBothUIKits(result.files, moduleName: "AppActionUnusedValues") {
            Issue.record("app action values: \(failure)")
        }
    }

    /// A screen embedded in another that embeds a flow, neither of which has actions: the container's connection of
    /// the embedded screen only gives it the flow's maker, which needs nothing of the coordinator, so it captures
    /// nothing. Found by the property test (seed 12345), where `[weak self]` was written to, but never read.
    @Test("a screen embedded in another that embeds a flow compiles, in every style", arguments: Style.allCases)
    func nestedFlowEmbedCompiles(style: Style) throws {
        let manifest = """
            { "version": 1, "style": "\(style.rawValue)", "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "Inbox", "start": "Inbox" } ],
              "screens": [ { "name": "Home", "embeds": [ { "screen": "Part", "name": "part" } ] },
                { "name": "Part", "embeds": [ { "flow": "Inbox", "name": "inbox" } ] }, { "name": "Inbox" } ] }
            """
        let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
        try #require(!result.hasErrors, "\(result.diagnostics)")
        for failure in SwiftCompiler.failuresAgainstBothUIKits(result.files, moduleName: "NestedFlowEmbed") {
            Issue.record("a nested flow embed, \(style.rawValue): \(failure)")
        }
    }

    /// Your view controllers are internal, so in a public target what names them (embedded view controllers, the
    /// delegate protocols that pass them) stays internal: found by the property test, where such code did not compile.
    @Test("the maps app, public and in storyboards, compiles", arguments: ["code", "storyboard"])
    func publicEmbedsCompile(mode: String) throws {
        try compileVariant(of: "maps", mode: mode, adding: #""access": "public""#)
    }

    /// With `dependencies`, every coordinator, tab bar, app coordinator and screen (embedded ones too) takes them.
    @Test(
        "fixtures with dependencies compile, in both instantiation modes",
        arguments: ["auth", "maps", "repositories", "deep"], ["code", "storyboard"])
    func dependenciesCompile(fixture name: String, mode: String) throws {
        try compileVariant(
            of: name, mode: mode, adding: #""dependencies": "AppDependencies""#,
            userCode: "/// What the app hands down.\nstruct AppDependencies {}\n")
    }

    /// Navigation reports in a public or open module: the protocols by which the runtime names flows and screens stay
    /// internal, with the conformances coordgen adds in extensions, whose members keep Swift's default.
    @Test(
        "navigation reports compile in public and open apps of every shape",
        arguments: ["auth", "routes", "split"], ["public", "open"])
    func analyticsCompileInPublicModules(fixture name: String, access: String) throws {
        try compileVariant(of: name, mode: "code", adding: #""analytics": true, "access": "\#(access)""#)
    }

    /// SwiftUI screens in a public or open module: the hosting controller names the user's view, which is internal,
    /// so it stays internal, and is not opened, with the scaffolds' views (the fixture's own press the tests' shims).
    @Test("SwiftUI screens compile in public and open apps", arguments: ["public", "open"])
    func swiftUIScreensCompileInPublicModules(access: String) throws {
        try compileVariant(
            of: "swiftui-screens", mode: "code", adding: #""access": "\#(access)""#, onDevice: true)
    }

    /// Compiles `fixture` in instantiation mode `mode`, with a top-level key added, and extra user code; `onDevice`
    /// with the user code a device has, without the stand-in's files.
    private func compileVariant(
        of name: String, mode: String, adding key: String, userCode: String? = nil, onDevice: Bool = false
    ) throws {
        let fixture = Fixture.named(name)
        let fixtureCode = onDevice ? fixture.deviceUserCode : fixture.userCode
        let text = String(decoding: fixture.manifest, as: UTF8.self)
            .replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \(key),")
            .replacingOccurrences(of: "\"viewControllers\": \"code\"", with: "\"viewControllers\": \"\(mode)\"")
        let result = CoordinatorGenerator.standard.generate(manifest: Array(text.utf8))
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let folder = TemporaryDirectory(prefix: "compile-\(name)-\(mode)")
        var files =
            Fixture.keeping(result.files, replacedBy: fixtureCode).map { folder.write($0.contents, to: $0.name) }
            + fixtureCode
        if let userCode {
            files.append(folder.write(userCode, to: "ExtraUserCode.swift"))
        }
        if case .failure(let failure) = SwiftCompiler.compile(files) {
            Issue.record("'\(name)' with \(key), \(mode), does not compile:\n\(failure.description)")
        }
    }

    /// The recording doubles compile with the app in every style: one per action protocol, one per events receiver,
    /// none for closures.
    @Test("the test doubles compile with the MVVM app in every style", arguments: ["protocols", "closures", "events"])
    func testDoublesCompile(style: String) throws {
        let fixture = Fixture.named("mvvm")
        let text = String(decoding: fixture.manifest, as: UTF8.self)
            .replacingOccurrences(of: "\"style\": \"protocols\"", with: "\"style\": \"\(style)\"")
        let result = CoordinatorGenerator.standard.generate(manifest: Array(text.utf8))
        let doubles = CoordinatorGenerator.standard.testDoubles(manifest: Array(text.utf8))
        try #require(!result.hasErrors && !doubles.hasErrors, "\(result.diagnostics + doubles.diagnostics)")
        let expected = [
            "protocols": ["RepositoryListCoordinatingDouble"], "closures": [],
            "events": ["RepositoryListEventHandlingDouble"],
        ]
        for name in expected[style] ?? [] {
            #expect(doubles.files.first?.contents.contains("final class \(name): ") == true, "\(name) in \(style)")
        }
        #expect(doubles.files.isEmpty == (style == "closures"))
        let folder = TemporaryDirectory(prefix: "compile-doubles-\(style)")
        let files =
            Fixture.keeping(result.files + doubles.files, replacedBy: fixture.userCode).map {
                folder.write($0.contents, to: $0.name)
            } + fixture.userCode
        if case .failure(let failure) = SwiftCompiler.compile(files) {
            Issue.record("the \(style) test doubles do not compile:\n\(failure.description)")
        }
    }

    @Test("a compile failure shows the compiler's message with the file name")
    func failuresShowCompilerMessages() throws {
        let folder = TemporaryDirectory(prefix: "compile-failure")
        let broken = folder.write("import UIKit\n\nlet x: Int = \"not a number\"\n", to: "Broken.swift")
        guard case .failure(let failure) = SwiftCompiler.compile([broken]) else {
            Issue.record("a type error compiled")
            return
        }
        #expect(failure.description.contains("Broken.swift:3:"))
        #expect(failure.description.contains("error:"))
    }
}
