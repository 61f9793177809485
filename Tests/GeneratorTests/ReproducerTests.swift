import Foundation
import Generator
import TestSupport
import Testing

/// The manifests of the hardening report (`Tests/Reproducers/hardening`), each of which validated and then did not
/// compile, overwrote a file or let code in. Each must now be refused with the message that says why.
@Suite("Hardening reproducers")
struct ReproducerTests {
    static let folder = Repository.root.appendingPathComponent("Tests/Reproducers/hardening")

    static let expected: [(file: String, diagnostics: [String])] = [
        (
            "default-rawstring-injection.json",
            [
                ##"5:29: error: '#"\"#); print("injected"); _ = ("\""' cannot be used as a default: it contains ';'; "##
                    + "a default is one expression"
            ]
        ),
        (
            "default-top-level-comma.json",
            [
                "4:91: error: '0, 1' cannot be used as a default: it contains ',' outside brackets; a default is one expression"
            ]
        ),
        (
            "events-action-named-Type.json",
            [
                "3:57: error: 'Type' is not a valid action name: Swift keeps 'Type' for metatypes, as in 'Foo.Type'"
            ]
        ),
        (
            "events-action-named-event.json",
            [
                "3:57: error: action name 'event' cannot be an event: 'event' is the parameter of eventOccurred(with:); "
                    + "choose another name"
            ]
        ),
        (
            "input-NavigationObserver.json",
            [
                "3:56: error: input 'NavigationObserver' would hide the type 'NavigationObserver' of coordgen's runtime, "
                    + "which the generated code uses; choose another name"
            ]
        ),
        (
            "long-screen-name.json",
            [
                "4:26: error: screen '\(String(repeating: "L", count: 250))' would need a file name of 274 bytes, and "
                    + "file systems allow 255; choose a shorter name"
            ]
        ),
        (
            "param-topNavigationController.json",
            [4, 5, 6, 7].map { line in
                "\(line):\([4: 48, 5: 53, 6: 50, 7: 50][line]!): error: parameter 'topNavigationController' would hide "
                    + "the coordinator's own 'topNavigationController', which the generated code uses; choose another name"
            }
        ),
        (
            "protocol-named-String.json",
            [
                "3:77: error: protocol 'String' would declare 'String', which hides Swift's 'String' that the generated "
                    + "code uses; choose another name"
            ]
        ),
        (
            "screen-named-UI.json",
            [
                "3:26: error: screen 'UI' would declare 'UIViewController', which hides UIKit's 'UIViewController' "
                    + "that the generated code uses; choose another name"
            ]
        ),
        (
            "tabbar-named-ActionProtocols.json",
            [
                "5:62: error: the tab bar controller 'ActionProtocols' would be written to ActionProtocols.swift, "
                    + "where coordgen writes the action protocols; choose another name"
            ]
        ),
        (
            "tabbar-named-MainActor.json",
            [
                "1:64: error: the tab bar controller 'MainActor' would declare 'MainActor', which hides Swift's "
                    + "'MainActor' that the generated code uses; choose another name"
            ]
        ),
    ]

    @Test("every reproducer manifest has an expectation")
    func everyReproducerIsCovered() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(names.sorted() == Self.expected.map(\.file).sorted())
    }

    @Test("each reproducer is refused with the message that says why", arguments: Self.expected.map(\.file))
    func refused(_ file: String) throws {
        let bytes = try Array(Data(contentsOf: Self.folder.appendingPathComponent(file)))
        let diagnostics = CoordinatorGenerator.validate(manifest: bytes, path: file)
        let expected = try #require(Self.expected.first { $0.file == file }).diagnostics.map { "\(file):\($0)" }
        #expect(diagnostics.map(\.description) == expected)
        #expect(CoordinatorGenerator.generate(manifest: bytes).files.isEmpty)
    }

    @Test("a merged file may not take a scaffold's name, in any case")
    func mergedFileTakingAScaffoldName() {
        let options = GenerateOptions(mergedFileName: "homeviewcontroller.swift")
        let result = CoordinatorGenerator.generate(manifest: Fixture.named("shop-protocols").manifest, options: options)
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "coordgen.json:1:1: error: two outputs would be written to 'HomeViewController.swift' (on macOS, names "
                    + "that differ only in case are one file); nothing was generated"
            ])
    }
}
