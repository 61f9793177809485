import Foundation
import Generator
import TestSupport
import Testing

/// One output to type-check against Apple's SDK: a manifest, what it generates with, and the user code beside it.
struct RealSDKCase: CustomStringConvertible, Sendable {
    var name: String
    var manifest: [UInt8]
    var options = GenerateOptions()
    var testDoubles = false
    var userCode: [URL] = []
    var extraUserCode: String?
    /// Files of the app's own that come with the manifest: a built-in example's model types.
    var ownFiles: [OutputFile] = []
    /// The deployment target the manifest states, set where the case adds it; the case is checked at it and at the
    /// SDK's newest.
    var deploymentTarget = IOSSDK.minimumTarget

    /// The target to check at: the one the manifest states, else `deploymentTarget`.
    var checkedTarget: String {
        let root = try? JSONSerialization.jsonObject(with: Data(manifest)) as? [String: Any]
        // SwiftUI's code needs iOS 16 (NavigationStack), which a manifest for it need not state.
        let minimum = root?["backend"] as? String == "swiftui" ? "16.0" : deploymentTarget
        return root?["deploymentTarget"] as? String ?? minimum
    }

    var description: String { name }

    /// Whether `other` checks what this case checks: the same manifest, options, user code and target, whatever its
    /// name.
    func checksTheSame(as other: RealSDKCase) -> Bool {
        manifest == other.manifest && options == other.options && testDoubles == other.testDoubles
            && userCode == other.userCode && extraUserCode == other.extraUserCode && ownFiles == other.ownFiles
            && deploymentTarget == other.deploymentTarget
    }

    /// `cases` without those that check what an earlier one checks: a fixture written in the protocols style and code
    /// mode is its own protocols-and-code variant, which the full tier would otherwise type-check twice.
    static func distinct(_ cases: [RealSDKCase]) -> [RealSDKCase] {
        var kept: [RealSDKCase] = []
        for candidate in cases where !kept.contains(where: { $0.checksTheSame(as: candidate) }) {
            kept.append(candidate)
        }
        return kept
    }

    /// A fixture's manifest with `style` and `mode` swapped in (a protocols-style, code-mode fixture), and a top-level
    /// key added.
    static func variant(
        of fixture: String, style: String = "protocols", mode: String = "code", adding key: String? = nil
    )
        -> RealSDKCase
    {
        let source = Fixture.named(fixture)
        var text = String(decoding: source.manifest, as: UTF8.self)
            .replacingOccurrences(of: "\"style\": \"protocols\"", with: "\"style\": \"\(style)\"")
            .replacingOccurrences(of: "\"viewControllers\": \"code\"", with: "\"viewControllers\": \"\(mode)\"")
        if let key {
            text = text.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \(key),")
        }
        let suffix = [style, mode] + (key.map { [$0] } ?? [])
        return RealSDKCase(
            name: ([fixture] + suffix).joined(separator: " "), manifest: Array(text.utf8),
            userCode: source.deviceUserCode)
    }

    /// Every fixture as it is; the fixtures that run in every style and mode, in each; one file, test doubles, public,
    /// open and dependencies variants. The quick tier leaves out the style and mode variants.
    static var all: [RealSDKCase] {
        let asTheyAre = Fixture.all.map { fixture in
            RealSDKCase(name: fixture.name, manifest: fixture.manifest, userCode: fixture.deviceUserCode)
        }
        let styled = [
            "shop-protocols", "lifetime", "repositories", "maps", "mvvm", "auth", "reuse", "menu", "onboarding",
            "presentations", "routes", "signin-routes", "tab-flows", "first-screens", "split",
            "mail", "signin-split", "system-controllers", "app-actions", "choices",
            "containers", "swiftui-screens",
        ].flatMap {
            fixture in
            ["protocols", "closures", "events"].flatMap { style in
                ["code", "storyboard"].map { mode in variant(of: fixture, style: style, mode: mode) }
            }
        }
        // SwiftUI's fixture has no view controllers to vary.
        let swiftUIStyled = Fixture.swiftUI.flatMap { fixture in
            ["closures", "events"].map { style in variant(of: fixture, style: style) }
        }
        let sameForSwiftUI = Fixture.sameForSwiftUI.map { name in
            RealSDKCase(name: name + " for SwiftUI", manifest: Fixture.named(name).swiftUIManifest)
        }
        var swiftUISingle = RealSDKCase(
            name: "swiftui-shop, one file", manifest: Fixture.named("swiftui-shop").manifest)
        swiftUISingle.options = GenerateOptions(mergedFileName: Constants.mergedFileName)
        // NavigationSplitView's three columns, with the supplementary column's flow.
        let threeColumns = RealSDKCase(
            name: "swiftui-split, three columns",
            manifest: Array(
                String(decoding: Fixture.named("swiftui-split").manifest, as: UTF8.self)
                    .replacingOccurrences(
                        of: #""secondary": "Welcome""#, with: #""supplementary": "Shelf", "secondary": "Welcome""#
                    ).utf8))
        var single = RealSDKCase.variant(of: "shop-protocols")
        single.name = "shop-protocols, one file"
        single.options = GenerateOptions(mergedFileName: Constants.mergedFileName)
        let doubles = ["protocols", "events"].map { style in
            var variant = RealSDKCase.variant(of: "mvvm", style: style)
            variant.name += ", with test doubles"
            variant.testDoubles = true
            return variant
        }
        let dependencies = ["auth", "maps", "repositories", "deep"].map { fixture in
            var variant = RealSDKCase.variant(of: fixture, adding: #""dependencies": "AppDependencies""#)
            variant.extraUserCode = "/// What the app hands down.\nstruct AppDependencies {}\n"
            return variant
        }
        let publicMaps = ["code", "storyboard"].map { variant(of: "maps", mode: $0, adding: #""access": "public""#) }
        let openMaps = variant(of: "maps", adding: #""access": "open""#)
        var from15 = variant(of: "library", adding: #""deploymentTarget": "15.0""#)
        from15.deploymentTarget = "15.0"
        let publicRoutes = variant(of: "routes", adding: #""access": "public", "runtimePrefix": "News""#)
        let below16 = presentationsBelow16
        let quick =
            asTheyAre + [single, openMaps, publicRoutes] + examples + [from15, alertAtMinimum] + below16.prefix(2)
        return TestTier.pick(
            quick: quick,
            full: distinct(
                quick + styled + swiftUIStyled + sameForSwiftUI + [swiftUISingle, threeColumns] + doubles + dependencies
                    + publicMaps
                    + viewModelCombinations
                    + below16.dropFirst(2)))
    }

    /// The presentations fixture at iOS 15, where popovers, action sheets and share sheets point at their sender
    /// through the runtime's `PopoverSource` (`sourceItem` needs iOS 16): with a runtime prefix, then in every style
    /// and mode.
    static var presentationsBelow16: [RealSDKCase] {
        let source = Fixture.named("presentations")
        let variants = ["protocols", "closures", "events"].flatMap { style in
            ["code", "storyboard"].map { mode in
                RealSDKCase(
                    name: "presentations \(style) \(mode) at iOS 15",
                    manifest: Fixture.variant(
                        of: source.manifest,
                        setting: ["style": style, "viewControllers": mode, "deploymentTarget": "15.0"]),
                    userCode: source.deviceUserCode)
            }
        }
        let text = String(decoding: variants[0].manifest, as: UTF8.self)
            .replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"runtimePrefix\": \"Shop\",")
        let prefixed = RealSDKCase(
            name: "presentations at iOS 15 with a runtime prefix", manifest: Array(text.utf8),
            userCode: source.deviceUserCode)
        return [prefixed] + variants
    }

    /// View models with what no fixture combines with them, in every style and mode: a shared screen that passes its
    /// own input on, values passed to an embed and to a push, and an embedded screen whose results go to itself and to
    /// its container.
    static var viewModelCombinations: [RealSDKCase] {
        let manifest = """
            { "version": 1, "style": "protocols", "viewControllers": "code", "architecture": "mvvm",
              "app": { "root": "Main" },
              "coordinators": [ { "name": "Main", "start": "Home" },
                { "name": "Pick", "start": "Picker", "result": { "cases": [
                  { "name": "picked", "parameters": [ { "name": "id", "type": "Int" } ] }, { "name": "nothing" } ],
                  "whenLeft": "nothing" } } ],
              "screens": [
                { "name": "Home", "embeds": [ { "screen": "Panel", "name": "panel", "pass": { "level": { "value": "3" } } } ] },
                { "name": "Panel", "inputs": [ { "name": "level", "type": "Int" } ], "actions": [
                  { "name": "pick", "startChild": "Pick", "modal": true },
                  { "name": "pickForHome", "startChild": "Pick", "modal": true, "resultTo": "container" },
                  { "name": "detail", "push": "Detail", "pass": { "level": { "value": "1" } } } ] },
                { "name": "Detail", "shared": true, "inputs": [ { "name": "level", "type": "Int" } ], "actions": [
                  { "name": "more", "push": "Detail", "pass": { "level": { "input": "level" } } },
                  { "name": "pick", "startChild": "Pick" } ] },
                { "name": "Picker", "actions": [
                  { "name": "choose", "parameters": [ { "name": "id", "type": "Int" } ], "finish": "picked" } ] } ] }
            """
        return ["protocols", "closures", "events"].flatMap { style in
            ["code", "storyboard"].map { mode in
                let text = manifest.replacingOccurrences(of: #""style": "protocols""#, with: #""style": "\#(style)""#)
                    .replacingOccurrences(of: #""viewControllers": "code""#, with: #""viewControllers": "\#(mode)""#)
                precondition(
                    text != manifest || (style, mode) == ("protocols", "code"), "\(style) \(mode) is no variant")
                return RealSDKCase(name: "view model combinations \(style) \(mode)", manifest: Array(text.utf8))
            }
        }
    }

    /// An alert in an app at the minimum deployment target, its title localized through `NSLocalizedString`: the
    /// runtime's part for presenting, whose share sheet needs iOS 16, is there too.
    static var alertAtMinimum: RealSDKCase {
        let manifest = """
            { "version": 1, "app": { "root": "Main" }, "coordinators": [ { "name": "Main", "start": "Home" } ],
              "screens": [ { "name": "Home", "actions": [
                { "name": "ask", "alert": { "title": { "localized": "ask.title", "default": "Sure?" },
                  "choices": [ { "title": "Yes", "runs": "back" } ] } },
                { "name": "back", "popToRoot": true } ] } ] }
            """
        return RealSDKCase(name: "alert at iOS 13", manifest: Array(manifest.utf8))
    }

    /// Every built-in example as `coordgen generate --example` writes it: its generated code, its scaffolds and the
    /// model types it comes with, and nothing else.
    static var examples: [RealSDKCase] {
        CoordinatorGenerator.exampleNames.map { name in
            RealSDKCase(
                name: "example \(name)", manifest: Array((CoordinatorGenerator.example(named: name) ?? "").utf8),
                ownFiles: CoordinatorGenerator.exampleOwnFiles(named: name))
        }
    }

    /// The files to type-check, written into `folder`.
    func files(in folder: TemporaryDirectory) throws -> [URL] {
        let result = CoordinatorGenerator.standard.generate(manifest: manifest, options: options)
        try #require(!result.hasErrors, "\(name): \(result.diagnostics)")
        var outputs = result.files + ownFiles
        if testDoubles {
            let doubles = CoordinatorGenerator.standard.testDoubles(manifest: manifest)
            try #require(!doubles.hasErrors, "\(name): \(doubles.diagnostics)")
            outputs += doubles.files
        }
        var files = Fixture.keeping(outputs, replacedBy: userCode).map { folder.write($0.contents, to: $0.name) }
        files += userCode
        if let extraUserCode {
            files.append(folder.write(extraUserCode, to: "ExtraUserCode.swift"))
        }
        return files
    }
}

/// What coordgen generates type-checks against Apple's real iOS SDK, not only against the stand-in: every fixture and
/// its variants, at the documented minimum deployment target and at the SDK's newest. Where no SDK is found the suite
/// says so and passes nothing; CI always has one and fails when it was skipped (`COORDGEN_REQUIRE_IOS_SDK=1`).
@Suite("Real iOS SDK")
struct RealSDKTests {
    static func sdk() -> IOSSDK? {
        let (sdk, failure) = IOSSDK.forTest()
        if let failure {
            Issue.record(Comment(rawValue: failure))
        }
        return sdk
    }

    @Test(
        "the output type-checks against Apple's UIKit at the minimum and the newest target", arguments: RealSDKCase.all)
    func outputTypeChecks(_ check: RealSDKCase) throws {
        guard let sdk = Self.sdk() else { return }
        let folder = TemporaryDirectory(prefix: "ios-sdk")
        let files = try check.files(in: folder)
        for failure in sdk.typecheckAtMinimumAndNewest(files, minimum: check.checkedTarget) {
            Issue.record("'\(check.name)' \(failure)")
        }
    }

    @Test("the probe of every UIKit declaration coordgen relies on type-checks against the stand-in and the SDK")
    func probeTypeChecksAgainstBothUIKits() throws {
        let probe = Repository.root.appendingPathComponent("Tests/UIKitProbe/Probe.swift")
        if case .failure(let failure) = SwiftCompiler.compile([probe], moduleName: "Probe") {
            Issue.record("the probe does not compile against the stand-in:\n\(failure)")
        }
        guard let sdk = Self.sdk() else { return }
        for failure in sdk.typecheckAtMinimumAndNewest([probe], moduleName: "Probe") {
            Issue.record("the probe \(failure)")
        }
    }

    /// The checked-in table of the properties a screen's stored property must not shadow, as the SDK has them.
    static let memberTable = Repository.root.appendingPathComponent(
        "Sources/CoordgenUIKit/UIKitMembers.swift")
    /// The SDK the table was recorded from; a newer one (Xcode's) must hold at least the table's names.
    static let memberTableSDK = "16.4"

    @Test("the table of UIViewController members is the SDK's (COORDGEN_RECORD=1 writes it)")
    func memberTableIsTheSDKs() throws {
        guard let sdk = Self.sdk() else { return }
        let interfaces = try ["ObjectiveC", "Foundation", "UIKit"].map { try sdk.synthesizedInterface(of: $0).get() }
        let members = SynthesizedInterface(interfaces).instanceProperties(
            of: ["UIViewController", "UIResponder", "NSObject"])
        for known in ["isBeingPresented", "editButtonItem", "preferredStatusBarStyle", "accessibilityLabel", "hash"] {
            #expect(members.contains(known), "the SDK's interface was misread: no '\(known)'")
        }
        let table = Self.renderMemberTable(members.sorted(), sdk: sdk.version)
        if Snapshots.isRecording {
            try table.write(to: Self.memberTable, atomically: true, encoding: .utf8)
            return
        }
        let checkedIn = try String(contentsOf: Self.memberTable, encoding: .utf8)
        if sdk.version == Self.memberTableSDK {
            #expect(
                checkedIn == table, "UIKitMembers.swift differs from the SDK's members; re-record it and read the diff")
        } else {
            let missing = SynthesizedInterface.quotedNames(in: checkedIn).subtracting(members)
            #expect(missing.isEmpty, "the iOS \(sdk.version) SDK lacks members the table has: \(missing.sorted())")
        }
    }

    /// The table's source: the names in order, as many to a line as fit in 120 columns.
    static func renderMemberTable(_ names: [String], sdk: String) -> String {
        var lines: [String] = []
        var line = "       "
        for name in names.map({ " \"\($0)\"," }) {
            if line.count + name.count > 120 {
                lines.append(line)
                line = "       "
            }
            line += name
        }
        lines.append(line)
        return """
            // The instance properties of UIViewController, UIResponder and NSObject, with those of the protocols they
            // conform to, in the iOS \(sdk) SDK: the names a screen's stored properties must not take. Written by
            // RealSDKTests from the SDK's synthesized interface (COORDGEN_RECORD=1 swift test --filter RealSDKTests);
            // do not edit by hand.

            extension UIKitBackend {
                static let sdkScreenClassMembers: Set<String> = [
            \(lines.joined(separator: "\n"))
                ]
            }

            """
    }

    @Test("a type error in generated code is reported with its file and line")
    func typeErrorsAreReported() throws {
        guard let sdk = Self.sdk() else { return }
        let folder = TemporaryDirectory(prefix: "ios-sdk-failure")
        let broken = folder.write(
            "import UIKit\n\nfunc f(_ screen: UIViewController) {\n    screen.isBeingPresented = true\n}\n",
            to: "Broken.swift")
        guard case .failure(let failure) = sdk.typecheck([broken], target: sdk.version) else {
            Issue.record("assigning a read-only UIKit property type-checked")
            return
        }
        #expect(failure.description.contains("Broken.swift:4:"), "\(failure.description)")
    }

    @Test("an SDK whose symbolic links arrived as files is repaired in a copy, and one without is used as it is")
    func flattenedLinksAreRepaired() throws {
        let folder = TemporaryDirectory(prefix: "ios-sdk-links")
        _ = folder.write("real header\n", to: "sdk/usr/include/pthread/pthread.h")
        _ = folder.write("pthread/pthread.h", to: "sdk/usr/include/pthread.h")
        _ = folder.write("short", to: "sdk/usr/include/short.h")
        let sdk = folder.url.appendingPathComponent("sdk")
        let found = IOSSDK.flattenedLinks(in: sdk)
        #expect(found.map(\.file) == ["usr/include/pthread.h"])
        guard case .success(let repaired) = IOSSDK.prepared(sdk, in: folder.url.appendingPathComponent("cache")) else {
            Issue.record("the repair failed")
            return
        }
        let link = repaired.appendingPathComponent("usr/include/pthread.h")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == "pthread/pthread.h")
        #expect(folder.read("cache/sdk/usr/include/pthread.h") == "real header\n")
        let clean = folder.url.appendingPathComponent("clean")
        _ = folder.write("header\n", to: "clean/usr/include/a.h")
        #expect(try IOSSDK.prepared(clean, in: folder.url.appendingPathComponent("cache2")).get() == clean)
    }
}
