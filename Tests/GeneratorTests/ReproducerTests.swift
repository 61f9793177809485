import Foundation
import Generator
import TestSupport
import Testing

/// The manifests of the hardening reports (`Tests/Reproducers/hardening`, `round3`, `round4`), each of which
/// validated and then did not compile, overwrote a file, let code in or read links wrongly. Each must now be refused with the message that
/// says why, or generate code that compiles.
@Suite("Hardening reproducers")
struct ReproducerTests {
    static let folder = Repository.root.appendingPathComponent("Tests/Reproducers")

    static let expected: [(file: String, diagnostics: [String])] = [
        (
            "hardening/default-rawstring-injection.json",
            [
                ##"5:29: error: '#"\"#); print("injected"); _ = ("\""' cannot be used as a default: it contains ';'; "##
                    + "a default is one expression"
            ]
        ),
        (
            "hardening/default-top-level-comma.json",
            [
                "4:91: error: '0, 1' cannot be used as a default: it contains ',' outside brackets; a default is one expression"
            ]
        ),
        (
            "hardening/events-action-named-Type.json",
            [
                "3:57: error: 'Type' is not a valid action name: Swift keeps 'Type' for metatypes, as in 'Foo.Type'"
            ]
        ),
        (
            "hardening/events-action-named-event.json",
            [
                "3:57: error: action name 'event' cannot be an event: 'event' is the parameter of eventOccurred(with:); "
                    + "choose another name"
            ]
        ),
        (
            "hardening/input-NavigationObserver.json",
            [
                "3:56: error: input 'NavigationObserver' would hide the type 'NavigationObserver' of coordgen's runtime, "
                    + "which the generated code uses; choose another name"
            ]
        ),
        (
            "hardening/long-screen-name.json",
            [
                "4:26: error: screen '\(String(repeating: "L", count: 250))' would need a file name of 274 bytes, and "
                    + "file systems allow 255; choose a shorter name"
            ]
        ),
        (
            "hardening/param-topNavigationController.json",
            [4, 5, 6, 7].map { line in
                "\(line):\([4: 48, 5: 53, 6: 50, 7: 50][line]!): error: parameter 'topNavigationController' would hide "
                    + "the coordinator's own 'topNavigationController', which the generated code uses; choose another name"
            }
        ),
        (
            "hardening/protocol-named-String.json",
            [
                "3:77: error: protocol 'String' would declare 'String', which hides Swift's 'String' that the generated "
                    + "code uses; choose another name"
            ]
        ),
        (
            "hardening/screen-named-UI.json",
            [
                "3:26: error: screen 'UI' would declare 'UIViewController', which hides UIKit's 'UIViewController' "
                    + "that the generated code uses; choose another name"
            ]
        ),
        (
            "hardening/tabbar-named-ActionProtocols.json",
            [
                "5:62: error: the tab bar controller 'ActionProtocols' would be written to ActionProtocols.swift, "
                    + "where coordgen writes the action protocols; choose another name"
            ]
        ),
        (
            "hardening/tabbar-named-MainActor.json",
            [
                "1:64: error: the tab bar controller 'MainActor' would declare 'MainActor', which hides Swift's "
                    + "'MainActor' that the generated code uses; choose another name"
            ]
        ),

        (
            "round3/action-named-result.json",
            [
                "50:14: error: action name 'result' is reserved: a flow with a result has 'result', the case it "
                    + "finished with; choose another name"
            ]
        ),
        (
            "round3/default-nested-nil-and-overflow.json",
            [
                "19:17: error: '[nil]' cannot be this input's default: 'nil' needs an optional type, and 'Int' "
                    + "is not optional",
                "24:17: error: '(nil, nil)' cannot be this input's default: 'nil' needs an optional type, and "
                    + "'Int' is not optional",
                "29:17: error: '9999999999999999999999' cannot be this input's default: it overflows 'Int', "
                    + "which holds -9223372036854775808 to 9223372036854775807",
                "34:17: error: '300' cannot be this input's default: it overflows 'Int8', which holds -128 to "
                    + "127",
            ]
        ),
        (
            "round3/dependencies-Self.json",
            [
                "44:18: error: 'Self' is not a Swift type coordgen accepts: 'Self' would mean whichever "
                    + "generated type it is written in"
            ]
        ),
        (
            "round3/input-editButtonItem-real-uikit.json",
            [
                "32:14: error: input 'editButtonItem' clashes with UIViewController's 'editButtonItem'; choose "
                    + "another name"
            ]
        ),
        (
            "round3/input-isBeingPresented.json",
            [
                "32:14: error: input 'isBeingPresented' clashes with UIViewController's 'isBeingPresented'; "
                    + "choose another name"
            ]
        ),
        (
            "round3/input-named-factory.json",
            [
                "32:14: error: input 'makeDetailViewController' would hide the coordinators' "
                    + "'makeDetailViewController()', which creates screen 'Detail'; choose another name"
            ]
        ),
        (
            "round3/message-param-named-sender.json",
            [
                "56:16: error: value 'mapViewController' of message 'didTap' would clash with the delegate "
                    + "method's first parameter, the sender, which is named 'mapViewController'; choose another name"
            ]
        ),
        (
            "round3/protocol-named-Equatable.json",
            [
                "28:18: error: protocol 'Equatable' would declare 'Equatable', which hides Swift's 'Equatable' "
                    + "in the whole module, so your own types that conform to it would conform to the generated one "
                    + "instead; choose another name"
            ]
        ),
        (
            "round3/result-case-none.json",
            [
                "18:15: error: result case 'none' would be read as Optional's '.none' where a result is optional "
                    + "(an awaited result, 'result' before the flow ends); choose another name"
            ]
        ),
        (
            "round3/runtime-prefix-250.json",
            [
                "44:19: error: runtime prefix '\(String(repeating: "A", count: 250))' would need a file name of "
                    + "270 bytes, and file systems allow 255; choose a shorter name"
            ]
        ),
        (
            "round4/route-default-newline.json",
            [
                #"5:31: error: route pattern 'app://i?s={s: String = x\nstatic let injected = print("code from the "#
                    + #"manifest") //}' does not parse: the default of parameter 's' holds a newline; a default is one "#
                    + "line of visible text"
            ]
        ),
        (
            "round4/route-default-cr.json",
            [
                #"1:298: error: route pattern 'app://i?s={s: String = a\rb}' does not parse: the default of parameter "#
                    + "'s' holds a carriage return; a default is one line of visible text"
            ]
        ),
        (
            "round4/route-default-nul.json",
            [
                #"1:298: error: route pattern 'app://i?s={s: String = a\u{0}b}' does not parse: the default of "#
                    + "parameter 's' holds the invisible character U+0000; a default is one line of visible text"
            ]
        ),
        (
            "round4/route-named-none.json",
            [
                "3:25: error: a route cannot be named 'none': 'AppRoute(url: link) == .none' would compare with "
                    + "Optional's '.none', since reading a link gives an optional route; choose another name"
            ]
        ),
        (
            "round4/route-punycode-host.json",
            [
                "9:65: error: route pattern 'https://xn--bcher-kva.example/shop/{id: Int}' does not parse: the host "
                    + "'xn--bcher-kva.example' is punycode (a label starts with 'xn--'), which Foundation gives back "
                    + "as Unicode on some platforms, so no link would match it; internationalized hosts are not "
                    + "supported"
            ]
        ),
        (
            "round4/runs-itself.json",
            [
                "4:50: error: action 'takePhoto' runs itself once the camera has gone, which would show the camera "
                    + "again each time the person closes it; name another action of the screen",
                "5:117: error: action 'share' runs itself once the share sheet has gone, which would show the share "
                    + "sheet again each time the person closes it; name another action of the screen",
            ]
        ),
        (
            "round4/then-to-share.json",
            [
                "13:35: error: 'then' cannot run 'share', which takes 'sender', the view or bar button item its popover "
                    + "points at: the finishing flow's views are gone once UIKit has dismissed it, and the sender "
                    + "cannot wait for that (it is not Sendable); run an action that needs no sender, or finish with a "
                    + "result"
            ]
        ),
        (
            "round4/then-to-popover.json",
            [
                "10:35: error: 'then' cannot run 'showLayers', which takes 'sender', the view or bar button item its "
                    + "popover points at: the finishing flow's views are gone once UIKit has dismissed it, and the "
                    + "sender cannot wait for that (it is not Sendable); run an action that needs no sender, or finish "
                    + "with a result"
            ]
        ),
    ]

    /// Reproducers that must now be accepted, and whose generated code must compile.
    static let accepted = [
        "round3/dependencies-function-type.json", "round4/route-default-double-literal.json",
        "round4/route-literal-shadowed.json", "round4/route-empty-string.json", "round4/route-link-reading.json",
        "round4/query-invalid-percent-encoding.json", "round4/protocol-across-flows.json",
        "round4/route-refused-by-background-tab.json", "round4/route-fuzz.json",
    ]

    @Test("every reproducer manifest has an expectation")
    func everyReproducerIsCovered() throws {
        let names = try ["hardening", "round3", "round4"].flatMap { round in
            try FileManager.default.contentsOfDirectory(atPath: Self.folder.appendingPathComponent(round).path)
                .filter { $0.hasSuffix(".json") }.map { "\(round)/\($0)" }
        }
        #expect(names.sorted() == (Self.expected.map(\.file) + Self.accepted).sorted())
    }

    @Test("each accepted reproducer generates code that compiles", arguments: Self.accepted)
    func acceptedCompiles(_ file: String) throws {
        let bytes = try Array(Data(contentsOf: Self.folder.appendingPathComponent(file)))
        let result = CoordinatorGenerator.standard.generate(manifest: bytes)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        for failure in SwiftCompiler.failuresAgainstBothUIKits(result.files, moduleName: "Reproducer") {
            Issue.record("\(file) was accepted but \(failure)")
        }
    }

    @Test("each reproducer is refused with the message that says why", arguments: Self.expected.map(\.file))
    func refused(_ file: String) throws {
        let bytes = try Array(Data(contentsOf: Self.folder.appendingPathComponent(file)))
        let name = String(file.split(separator: "/").last ?? "")
        let diagnostics = CoordinatorGenerator.standard.validate(manifest: bytes, path: name)
        let expected = try #require(Self.expected.first { $0.file == file }).diagnostics.map { "\(name):\($0)" }
        #expect(diagnostics.map(\.description) == expected)
        #expect(CoordinatorGenerator.standard.generate(manifest: bytes).files.isEmpty)
    }

    @Test("a merged file may not take a scaffold's name, in any case")
    func mergedFileTakingAScaffoldName() {
        let options = GenerateOptions(mergedFileName: "homeviewcontroller.swift")
        let result = CoordinatorGenerator.standard.generate(
            manifest: Fixture.named("shop-protocols").manifest, options: options)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.isEmpty, "the manifest has no problem")
        #expect(
            result.optionProblem
                == "--single-file 'homeviewcontroller.swift' is the file of a screen's view controller, "
                + "'HomeViewController.swift' (on macOS, names that differ only in case are one file); choose another "
                + "name, or add --no-scaffolds")
    }
}
