import CoordgenSwiftUI
import Foundation
import TestSupport
import Testing

@testable import Generator

/// The SwiftUI back end as validation sees it: a manifest picks it by name, and every key it generates nothing for is
/// refused where the manifest writes it.
@Suite("The SwiftUI back end")
struct SwiftUIBackendTests {
    static func diagnostics(_ manifest: String) -> [String] {
        CoordinatorGenerator.standard.validate(manifest: Array(manifest.utf8)).map(\.description)
    }

    static func manifest(backend: String = "swiftui", top: String = "", action: String) -> String {
        """
        { "version": 1, "backend": "\(backend)",\(top) "app": { "root": "Main" },
          "coordinators": [ { "name": "Main", "start": "Home" } ],
          "screens": [ { "name": "Home", "actions": [ \(action) ] }, { "name": "Detail" } ] }
        """
    }

    @Test("a manifest picks the back end by name; an unknown one is refused with the names coordgen has")
    func picksTheBackEndByName() {
        #expect(Self.diagnostics(Self.manifest(action: #"{ "name": "open", "push": "Detail" }"#)).isEmpty)
        #expect(
            Self.diagnostics(Self.manifest(backend: "uikit", action: #"{ "name": "open", "push": "Detail" }"#)).isEmpty)
        #expect(
            Self.diagnostics(Self.manifest(backend: "swiftu", action: #"{ "name": "open", "push": "Detail" }"#))
                == ["coordgen.json:1:28: error: 'swiftu' is not a valid 'backend'; did you mean 'swiftui'?"])
        #expect(
            Self.diagnostics(Self.manifest(backend: "appkit", action: #"{ "name": "open", "push": "Detail" }"#))
                == ["coordgen.json:1:28: error: 'appkit' is not a valid 'backend'; expected one of: uikit, swiftui"])
    }

    @Test("each navigation it does not generate is refused at its key, naming the back end; UIKit takes it")
    func refusesNavigationsItLacks() {
        let backend = SwiftUIBackend()
        let refused = NavigationKind.allCases.filter { !backend.generates(key: "action." + $0.key) }
        let generated: [NavigationKind] = [
            .push, .present, .alert, .startChild, .switchTo, .finish, .pop, .popToRoot, .dismiss, .close, .showDetail,
            .showSupplementary, .custom,
        ]
        #expect(refused == NavigationKind.allCases.filter { !generated.contains($0) }, "\(refused)")
        for kind in refused {
            let manifest = Self.manifest(action: #"{ "name": "go", "\#(kind.key)": true }"#)
            let expected =
                "coordgen.json:3:63: error: the SwiftUI back end generates nothing for '\(kind.key)'; remove it, or "
                + "generate for a back end that has it"
            #expect(Self.diagnostics(manifest).contains(expected), "\(kind): \(Self.diagnostics(manifest))")
            let uikit = Self.diagnostics(manifest.replacingOccurrences(of: #""swiftui""#, with: #""uikit""#))
            #expect(!uikit.contains { $0.contains("back end generates nothing") }, "\(kind): \(uikit)")
        }
    }

    @Test("a value it has no SwiftUI modifier for is refused at its key, naming the back end; the others are generated")
    func refusesValuesItLacks() {
        let popover = Self.manifest(
            action: #"{ "name": "open", "present": "Detail", "modalPresentationStyle": "popover" }"#)
        #expect(
            Self.diagnostics(popover) == [
                "coordgen.json:3:86: error: the SwiftUI back end generates nothing for 'modalPresentationStyle': "
                    + "\"popover\"; choose another value, or generate for a back end that has it"
            ])
        for style in ["automatic", "pageSheet", "formSheet", "fullScreen", "overFullScreen"] {
            let manifest = popover.replacingOccurrences(of: "\"popover\"", with: "\"\(style)\"")
            let errors = Self.diagnostics(manifest).filter { $0.contains(": error: ") }
            #expect(errors.isEmpty, "\(style): \(errors)")
        }
    }

    @Test("routes generate, but for entries without a link and refusing routes, which are refused naming the back end")
    func refusesWhatRoutesLack() {
        let manifest = """
            { "version": 1, "backend": "swiftui", "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" }, { "name": "Other", "start": "Detail", "onRoute": "reject" } ],
              "screens": [ { "name": "Home", "actions": [ { "name": "more", "startChild": "Other" } ] }, { "name": "Detail", "onRoute": "reject" } ],
              "routes": [ { "name": "home", "patterns": ["app://home"], "screen": "Home", "entries": { "quickAction": "q" } } ] }
            """
        #expect(
            Self.diagnostics(manifest) == [
                "coordgen.json:2:96: error: the SwiftUI back end generates nothing for 'onRoute': \"reject\"; choose "
                    + "another value, or generate for a back end that has it",
                "coordgen.json:3:114: error: the SwiftUI back end generates nothing for 'onRoute'; remove it, or "
                    + "generate for a back end that has it",
                "coordgen.json:4:79: error: the SwiftUI back end generates nothing for 'entries'; remove it, or "
                    + "generate for a back end that has it",
                "coordgen.json:4:92: error: the SwiftUI back end generates nothing for 'quickAction'; remove it, or "
                    + "generate for a back end that has it",
            ])
        let accepted = manifest.replacingOccurrences(of: #", "onRoute": "reject""#, with: "")
            .replacingOccurrences(of: #", "entries": { "quickAction": "q" }"#, with: "")
        #expect(Self.diagnostics(accepted).isEmpty, "\(Self.diagnostics(accepted))")
    }

    @Test("\"access\": \"open\" is refused: no class of SwiftUI's output is one an app module subclasses")
    func refusesOpenAccess() {
        let manifest = Self.manifest(top: #" "access": "open","#, action: #"{ "name": "go", "push": "Detail" }"#)
        #expect(
            Self.diagnostics(manifest) == [
                "coordgen.json:1:39: error: the SwiftUI back end generates nothing for 'access': \"open\"; choose "
                    + "another value, or generate for a back end that has it"
            ])
        #expect(Self.diagnostics(manifest.replacingOccurrences(of: #""open","#, with: #""public","#)).isEmpty)
    }

    @Test("a deployment target below iOS 16 is refused: screens are shown in a NavigationStack")
    func needsIOS16() {
        let manifest = Self.manifest(top: #" "deploymentTarget": "15.0","#, action: #"{ "name": "open", "pop": true }"#)
        #expect(
            Self.diagnostics(manifest) == [
                "coordgen.json:1:59: error: 'deploymentTarget' is 15.0, but the generated code needs iOS 16.0 at least "
                    + "(screens are shown in a NavigationStack); raise it to \"16.0\""
            ])
    }

    @Test("docs/backends.md's table says of each key what SwiftUIBackend.generatedKeys says")
    func documentedTableIsTheBackEnds() throws {
        let text = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/backends.md"), encoding: .utf8)
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| manifest feature") }
        #expect(rows.count > 15)
        let generated = SwiftUIBackend.generatedKeys
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, !cells[1].isEmpty else { continue }
            let keys = cells[1].split(separator: "`", omittingEmptySubsequences: false).enumerated().filter {
                $0.offset % 2 == 1
            }.map { String($0.element) }
            for key in keys {
                let matches = generated.contains { $0 == key || $0.hasSuffix("." + key) }
                #expect(matches == cells[3].hasPrefix("yes"), "'\(key)' is '\(cells[3])' in docs/backends.md")
            }
        }
    }
}

/// The version of a restorable navigation's graph, which a snapshot carries.
@Suite("The SwiftUI navigation graph's version")
struct GraphVersionTests {
    static func version(_ manifest: String) throws -> String {
        let result = CoordinatorGenerator.standard.generate(manifest: Array(manifest.utf8))
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let file = try #require(result.files.first { $0.name == "NavigationSnapshot.swift" })
        let match = try #require(file.contents.firstMatch(of: /static let graphVersion: String = "([0-9a-f]{16})"/))
        return String(match.1)
    }

    static let base = """
        { "version": 1, "backend": "swiftui", "restorable": true, "app": { "root": "Main" },
          "coordinators": [ { "name": "Main", "start": "Home" } ],
          "screens": [
            { "name": "Home", "actions": [ { "name": "open", "parameters": [ { "name": "id", "type": "Int" } ],
              "push": "Detail" }, { "name": "ask", "alert": { "title": "Sure?", "choices": [ { "title": "OK" } ] } } ] },
            { "name": "Detail", "inputs": [ { "name": "id", "type": "Int" } ] } ] }
        """

    @Test("it changes with a saved action, a value's type or a screen's input, and not with an alert's text")
    func changesWithTheGraph() throws {
        let version = try Self.version(Self.base)
        #expect(try Self.version(Self.base) == version)
        let changed = [
            Self.base.replacingOccurrences(of: #""name": "open""#, with: #""name": "show""#),
            Self.base.replacingOccurrences(of: #""type": "Int" } ],"#, with: #""type": "String" } ],"#)
                .replacingOccurrences(of: #""id", "type": "Int" } ] }"#, with: #""id", "type": "String" } ] }"#),
            Self.base.replacingOccurrences(of: #""push": "Detail""#, with: #""present": "Detail""#),
        ]
        for manifest in changed {
            #expect(try Self.version(manifest) != version, "\(manifest)")
        }
        #expect(try Self.version(Self.base.replacingOccurrences(of: "Sure?", with: "Really?")) == version)
    }
}
