import Foundation
import Generator
import TestSupport
import Testing

/// A fixture with `"access": "public"` and a runtime prefix is built as a library module of its own, and an app
/// module that imports it creates and starts its flows, as an app does with a framework or feature module.
@Suite("Library module")
struct LibraryModuleTests {
    /// Generates `manifest` and builds it, with `userCode`, as the module ShopKit in a new folder; `nil` (with an issue
    /// recorded) when it does not build.
    static func buildShopKit(
        _ manifest: [UInt8], userCode: [URL], prefix: String, extra: [(text: String, name: String)] = []
    ) throws -> (folder: TemporaryDirectory, library: URL)? {
        let result = CoordinatorGenerator.standard.generate(manifest: manifest)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        let folder = TemporaryDirectory(prefix: prefix)
        let library = folder.url.appendingPathComponent("ShopKit")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let sources =
            result.files.map { folder.write($0.contents, to: "ShopKit/" + $0.name) } + userCode
            + extra.map { folder.write($0.text, to: "ShopKit/" + $0.name) }
        if case .failure(let failure) = SwiftCompiler.buildLibrary(sources, moduleName: "ShopKit", in: library) {
            Issue.record("\(prefix): the library fixture does not build as a module:\n\(failure.description)")
            return nil
        }
        return (folder, library)
    }

    @Test("a public fixture builds as a module that another module imports, starts and drives")
    func publicFixtureIsUsableFromAnotherModule() throws {
        let fixture = Fixture.named("library")
        guard
            let (folder, library) = try Self.buildShopKit(
                fixture.manifest, userCode: fixture.userCode, prefix: "library-module")
        else { return }
        let scenario = try String(
            contentsOf: Repository.behaviour.appendingPathComponent("Scenarios/library.swift"), encoding: .utf8)
        let app = [
            folder.write(scenario, to: "main.swift"), Repository.behaviour.appendingPathComponent("Expect.swift"),
        ]
        let executable = folder.url.appendingPathComponent("app")
        let built = SwiftCompiler.buildExecutable(app, output: executable, libraries: [("ShopKit", library)])
        if case .failure(let failure) = built {
            Issue.record("the app module does not build against the library:\n\(failure.description)")
            return
        }
        let output = ProcessRunner.run(executable.path, [])
        #expect(output.status == 0, "the app module's scenario failed:\n\(output.combined)")
        #expect(output.output.contains("PASS"))
    }

    @Test("the SwiftUI library fixture's state builds as a module that another module imports, starts and routes in")
    func publicSwiftUIStateIsUsableFromAnotherModule() throws {
        let fixture = Fixture.named("swiftui-library")
        let result = CoordinatorGenerator.standard.generate(manifest: fixture.manifest)
        try #require(!result.hasErrors, "\(result.diagnostics)")
        // The views need SwiftUI, which Linux lacks; what an app module uses of them is public.
        let views = try #require(result.files.first { $0.name == "NavigationViews.swift" }).contents
        for api in [
            "public struct ShopCoordinatedNavigationView: View", "public init(navigation: ShopAppNavigation)",
            "public var body: some View",
        ] {
            #expect(views.contains(api), "NavigationViews.swift lacks \(api)")
        }
        let folder = TemporaryDirectory(prefix: "swiftui-library-module")
        let library = folder.url.appendingPathComponent("ShopKit")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let sources =
            result.files.filter { $0.kind == .generated && !$0.contents.contains("import SwiftUI") }.map {
                folder.write($0.contents, to: "ShopKit/" + $0.name)
            } + fixture.deviceUserCode
        if case .failure(let failure) = SwiftCompiler.buildLibrary(sources, moduleName: "ShopKit", in: library) {
            Issue.record("the SwiftUI library does not build as a module:\n\(failure.description)")
            return
        }
        let app = folder.write(
            """
            import Foundation
            import ShopKit

            @MainActor
            func run() {
                let navigation = ShopAppNavigation()
                let route = URL(string: "shop://product/4").flatMap(ShopAppRoute.init(url:))
                print(route?.open(in: navigation) == .opened ? "PASS" : "FAIL: \\(String(describing: route))")
            }

            MainActor.assumeIsolated { run() }

            """, to: "main.swift")
        let executable = folder.url.appendingPathComponent("app")
        let built = SwiftCompiler.buildExecutable([app], output: executable, libraries: [("ShopKit", library)])
        if case .failure(let failure) = built {
            Issue.record("the app module does not build against the SwiftUI library:\n\(failure.description)")
            return
        }
        let output = ProcessRunner.run(executable.path, [])
        #expect(output.status == 0 && output.output.contains("PASS"), "\(output.combined)")
    }

    @Test("the same fixture with internal access cannot be used from another module")
    func internalAccessIsNotVisibleOutside() throws {
        let fixture = Fixture.named("library")
        let manifest = Fixture.variant(of: fixture.manifest, setting: ["access": "internal"])
        // The user code implements the custom action as public, which an internal coordinator refuses; it is left
        // out here, and so is the custom action's requirement.
        guard
            let (folder, library) = try Self.buildShopKit(
                manifest, userCode: fixture.userCode.filter { !$0.lastPathComponent.hasPrefix("AccountActions") },
                prefix: "library-internal",
                extra: [("extension AccountCoordinator { func signOut() {} }\n", "SignOut.swift")])
        else { return }
        let app = folder.write("import ShopKit\n\n_ = ShopTabBarController()\n", to: "main.swift")
        let built = SwiftCompiler.buildExecutable(
            [app], output: folder.url.appendingPathComponent("app"), libraries: [("ShopKit", library)])
        guard case .failure(let failure) = built else {
            Issue.record("an internal tab bar controller was usable from another module")
            return
        }
        #expect(failure.description.contains("ShopTabBarController"), "\(failure.description)")
    }

    /// An app module's subclass of a screen base class of the feature module, overriding what a subclass overrides.
    static let subclassInApp = """
        import ShopKit
        import UIKit

        @MainActor
        final class PromotedCatalogViewController: CatalogViewControllerBase {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Offers"
            }

            override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
                super.dismiss(animated: flag, completion: completion)
            }
        }

        MainActor.assumeIsolated {
            let screen = PromotedCatalogViewController()
            screen.loadViewIfNeeded()
            print(screen.title == "Offers" && screen.coordinator == nil ? "PASS" : "FAIL")
        }

        """

    @Test(
        "with open access an app module subclasses a feature module's screen base class; with public it cannot",
        arguments: ["open", "public"])
    func openBaseClassesAreSubclassableFromAnotherModule(access: String) throws {
        let fixture = Fixture.named("library")
        let manifest = Fixture.variant(of: fixture.manifest, setting: ["access": access])
        guard
            let (folder, library) = try Self.buildShopKit(
                manifest, userCode: fixture.userCode, prefix: "library-\(access)")
        else { return }
        let executable = folder.url.appendingPathComponent("app")
        let built = SwiftCompiler.buildExecutable(
            [folder.write(Self.subclassInApp, to: "main.swift")], output: executable,
            libraries: [("ShopKit", library)])
        switch (access, built) {
        case ("open", .failure(let failure)):
            Issue.record("the app module cannot subclass an open base class:\n\(failure.description)")
        case ("open", .success):
            let output = ProcessRunner.run(executable.path, [])
            #expect(output.status == 0 && output.output.contains("PASS"), "\(output.combined)")
        case (_, .failure(let failure)):
            #expect(failure.description.contains("cannot inherit from non-open class"), "\(failure.description)")
        case (_, .success):
            Issue.record("a public, not open, base class was subclassed from another module")
        }
    }
}
