import TestSupport
import Testing

@testable import Generator

/// Each validation rule: a manifest that breaks it, and the exact diagnostics at the marked places.
@Suite("Validation rules")
struct ValidationTests {
    @Test("each rule reports exactly its diagnostics, at the offending key or value", arguments: ValidationCases.all)
    func ruleReportsExactDiagnostics(_ rule: ValidationCase) {
        let diagnostics = CoordinatorGenerator.standard.validate(manifest: rule.manifest.bytes)
        #expect(diagnostics.map(\.description) == rule.expected)
    }

    @Test("a manifest with errors generates no files", arguments: ValidationCases.all.filter(\.hasErrors))
    func errorsGenerateNothing(_ rule: ValidationCase) {
        let result = CoordinatorGenerator.standard.generate(manifest: rule.manifest.bytes)
        #expect(result.hasErrors)
        #expect(result.files.isEmpty)
    }

    @Test("warnings alone do not stop generation")
    func warningsStillGenerate() throws {
        let rule = try #require(ValidationCases.all.first { !$0.hasErrors })
        let result = CoordinatorGenerator.standard.generate(manifest: rule.manifest.bytes)
        #expect(!result.hasErrors)
        #expect(!result.files.isEmpty)
    }

    @Test("every problem is reported at once, in the order of the file")
    func allProblemsAtOnce() {
        let manifest = MarkedManifest(
            """
            {
              "version": 1,
              ‸"stlye": "protocols",
              "app": { "root": ‸"Mian" },
              "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [ { "name": "Home", "actions": [ { "name": ‸"x" } ] } ]
            }
            """)
        let lines = CoordinatorGenerator.standard.validate(manifest: manifest.bytes).map(\.description)
        #expect(
            lines == [
                manifest.diagnostic(0, "error", "unknown key 'stlye' in the manifest; did you mean 'style'?"),
                manifest.diagnostic(1, "error", "no coordinator named 'Mian'; did you mean 'Main'?"),
                manifest.diagnostic(
                    2, "error",
                    "action 'x' needs one navigation: 'push', 'present', 'setStack', 'alert', 'share', 'camera', "
                        + "'photoPicker', 'exportFiles', 'importFiles', 'safari', 'mail', 'webAuthentication', 'print', 'choose', 'startChild', 'showDetail', 'showSupplementary', 'switchTo', 'selectTab', 'finish', 'pop', 'popToRoot', 'dismiss', 'close', 'toScreen', 'custom'"
                ),
            ])
    }

    @Test("a large app's screens report every problem in the order of the file")
    func largeAppReportsEveryProblem() {
        // Four of them are wrong, one of them twice.
        let broken: [Int: String] = [
            3: #", ‸"colour": "red""#, 31: #", ‸"colour": "red", ‸"size": 2"#, 47: #", "style": ‸4"#,
            63: #", ‸"colour": "red""#,
        ]
        let screens = (0..<64).map { index in
            #"    { "name": "S\#(index)""# + (broken[index] ?? "")
                + (index < 63 ? #", "actions": [ { "name": "next", "push": "S\#(index + 1)" } ] },"# : " }")
        }
        let manifest = MarkedManifest(
            """
            {
              "version": 1,
              "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "S0" } ],
              "screens": [
            \(screens.joined(separator: "\n"))
              ]
            }
            """)
        let unknown = { (key: String) in
            "unknown key '\(key)' in a screen; expected one of: name, style, viewControllers, storyboard, viewModel, "
                + "shared, inputs, actions, embeds, messages, onRoute, linked"
        }
        let lines = CoordinatorGenerator.standard.validate(manifest: manifest.bytes).map(\.description)
        #expect(
            lines == [
                manifest.diagnostic(0, "error", unknown("colour")),
                manifest.diagnostic(1, "error", unknown("colour")),
                manifest.diagnostic(2, "error", unknown("size")),
                manifest.diagnostic(3, "error", "'style' must be a string, not a number"),
                manifest.diagnostic(4, "error", unknown("colour")),
            ])
    }

    @Test("a large app's flows report every problem in the order of the file")
    func largeAppReportsEveryFlowProblem() {
        // Three of them have an action named like the input they keep.
        let broken: Set<Int> = [3, 17, 38]
        let count = 40
        let coordinators = (0..<count).map { #"{ "name": "C\#($0)", "start": "D\#($0)" }"# }
        let screens = (0..<count).map { index in
            var actions: [String] = []
            if index < count - 1 {
                actions.append(
                    #"{ "name": "go", "startChild": "C\#(index + 1)", "#
                        + #""parameters": [ { "name": "item", "type": "Int" } ] }"#)
            }
            if broken.contains(index) {
                actions.append(#"{ "name": ‸"item", "pop": true }"#)
            }
            return #"{ "name": "D\#(index)", "inputs": [ { "name": "item", "type": "Int" } ], "actions": [ "#
                + actions.joined(separator: ", ") + " ] }"
        }
        let manifest = MarkedManifest(
            """
            {
              "version": 1,
              "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" }, \(coordinators.joined(separator: ", ")) ],
              "screens": [
                { "name": "Home", "actions": [
                  { "name": "go", "startChild": "C0", "parameters": [ { "name": "item", "type": "Int" } ] } ] },
                \(screens.joined(separator: ",\n    "))
              ]
            }
            """)
        let lines = CoordinatorGenerator.standard.validate(manifest: manifest.bytes).map(\.description)
        #expect(
            lines
                == broken.sorted().enumerated().map { mark, index in
                    manifest.diagnostic(
                        mark, "error",
                        "action 'item' clashes with the input 'item' that coordinator 'C\(index)' keeps; rename one")
                })
    }

    @Test("diagnostics name the manifest path the user gave")
    func diagnosticsUseGivenPath() {
        let diagnostics = CoordinatorGenerator.standard.validate(
            manifest: Array(#"{ "version": 1,, }"#.utf8), path: "App/coordgen.json")
        #expect(
            diagnostics.map(\.description) == [
                "App/coordgen.json:1:16: error: unexpected ','; expected a key in double quotes"
            ])
    }
}
