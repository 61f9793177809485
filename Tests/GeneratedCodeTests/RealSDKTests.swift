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

    var description: String { name }

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

    /// Every fixture as it is; the fixtures that run in every style and mode, in each; one file, test doubles, public
    /// and dependencies variants.
    static var all: [RealSDKCase] {
        let asTheyAre = Fixture.all.map { fixture in
            RealSDKCase(name: fixture.name, manifest: fixture.manifest, userCode: fixture.deviceUserCode)
        }
        let styled = ["shop-protocols", "lifetime", "repositories", "maps", "mvvm", "auth"].flatMap { fixture in
            ["protocols", "closures", "events"].flatMap { style in
                ["code", "storyboard"].map { mode in variant(of: fixture, style: style, mode: mode) }
            }
        }
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
        return asTheyAre + styled + [single] + doubles + dependencies + publicMaps
    }

    /// The files to type-check, written into `folder`.
    func files(in folder: TemporaryDirectory) throws -> [URL] {
        let result = CoordinatorGenerator.generate(manifest: manifest, options: options)
        try #require(!result.hasErrors, "\(name): \(result.diagnostics)")
        var outputs = result.files
        if testDoubles {
            let doubles = CoordinatorGenerator.testDoubles(manifest: manifest)
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
    /// The deployment target the generated code needs at least (README, "Requirements").
    static let minimumTarget = "15.0"

    static func sdk() throws -> IOSSDK? {
        switch IOSSDK.located {
        case .success(let sdk):
            return sdk
        case .failure(let failure):
            if ProcessInfo.processInfo.environment["COORDGEN_REQUIRE_IOS_SDK"] == "1" {
                Issue.record("the real-SDK check is required here, but \(failure.description)")
            } else {
                print("skipped: the real-SDK type-check (\(failure.description))")
            }
            return nil
        }
    }

    @Test(
        "the output type-checks against Apple's UIKit at the minimum and the newest target", arguments: RealSDKCase.all)
    func outputTypeChecks(_ check: RealSDKCase) throws {
        guard let sdk = try Self.sdk() else { return }
        let folder = TemporaryDirectory(prefix: "ios-sdk")
        let files = try check.files(in: folder)
        for target in [Self.minimumTarget, sdk.version] {
            if case .failure(let failure) = sdk.typecheck(files, target: target) {
                Issue.record(
                    "'\(check.name)' does not type-check against the iOS \(sdk.version) SDK at iOS \(target):\n\(failure)"
                )
            }
        }
    }

    @Test("a type error in generated code is reported with its file and line")
    func typeErrorsAreReported() throws {
        guard let sdk = try Self.sdk() else { return }
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
