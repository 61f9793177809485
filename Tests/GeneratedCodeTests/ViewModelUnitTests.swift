import Foundation
import Generator
import TestSupport
import Testing

/// View models import Foundation only, so they are unit-tested without UIKit: the guide's view model test, taken
/// from docs/guide.md as written, runs against the MVVM fixture's generated view models and test doubles, built without
/// the UIKit stand-in.
@Suite("View models without UIKit")
struct ViewModelUnitTests {
    /// The guide's Swift blocks that follow a `<!-- view-model-test -->` line, in order.
    static func guideBlocks() throws -> [String] {
        let guide = try String(contentsOf: Repository.root.appendingPathComponent("docs/guide.md"), encoding: .utf8)
        return guide.components(separatedBy: "<!-- view-model-test -->\n").dropFirst().compactMap { part in
            guard part.hasPrefix("```swift\n"), let end = part.range(of: "\n```") else { return nil }
            return String(part[part.index(part.startIndex, offsetBy: 9)..<end.lowerBound]) + "\n"
        }
    }

    /// The MVVM fixture in every style, as it is and with one screen (Owner) that has no view model.
    static let variants: [(name: String, manifest: [UInt8])] = {
        let text = String(decoding: Fixture.named("mvvm").manifest, as: UTF8.self)
        let withoutOwnerViewModel = text.replacingOccurrences(
            of: "{ \"name\": \"Owner\", \"actions\"", with: "{ \"name\": \"Owner\", \"viewModel\": false, \"actions\"")
        precondition(withoutOwnerViewModel != text, "the mvvm fixture's Owner screen moved")
        return ["protocols", "closures", "events"].flatMap { style in
            [("all", text), ("Owner without a view model", withoutOwnerViewModel)].map { variant, manifest in
                let styled = manifest.replacingOccurrences(
                    of: "\"style\": \"protocols\"", with: "\"style\": \"\(style)\"")
                return (name: "\(style), \(variant)", manifest: Array(styled.utf8))
            }
        }
    }()

    /// Each variant's view models, result enums, action protocols, test doubles and the user's view models build
    /// together without UIKit: what a test target of view models holds.
    @Test("view models and test doubles build without UIKit", arguments: 0..<variants.count)
    func viewModelsBuildWithoutUIKit(_ index: Int) throws {
        let (name, manifest) = Self.variants[index]
        let generated = CoordinatorGenerator.standard.generate(manifest: manifest)
        let doubles = CoordinatorGenerator.standard.testDoubles(manifest: manifest)
        try #require(!generated.hasErrors && !doubles.hasErrors, "\(name): \(generated.diagnostics)")
        let userCode = Fixture.named("mvvm").userCode
        let replaced = Set(userCode.map(\.lastPathComponent))
        let foundationOnly = generated.files.filter { file in
            file.name.hasSuffix("ViewModelBase.swift") || file.name.hasSuffix("Result.swift")
                || file.name == "ActionProtocols.swift" || file.name == "ResultWaiter.swift"
                || (file.kind == .scaffold && file.name.hasSuffix("ViewModel.swift") && !replaced.contains(file.name))
        }
        #expect(foundationOnly.contains { $0.name.hasSuffix("ViewModelBase.swift") }, "\(name): no view model")
        for file in foundationOnly + doubles.files {
            #expect(!file.contents.contains("import UIKit"), "\(name): \(file.name) imports UIKit")
        }
        let folder = TemporaryDirectory(prefix: "view-models-\(index)")
        var files = (foundationOnly + doubles.files).map { folder.write($0.contents, to: $0.name) }
        files += userCode.filter {
            $0.lastPathComponent.hasSuffix("ViewModel.swift") || $0.lastPathComponent == "AppDependencies.swift"
        }
        files.append(folder.write("@main\nenum Main {\n    static func main() {}\n}\n", to: "Main.swift"))
        let executable = folder.url.appendingPathComponent("view-models")
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
            Issue.record("\(name): the view models and test doubles do not build without UIKit:\n\(failure)")
        }
    }

    @Test("the guide's view model test passes with the generated view models and test doubles, without UIKit")
    func guideTestPasses() throws {
        let fixture = Fixture.named("mvvm")
        let generated = CoordinatorGenerator.standard.generate(manifest: fixture.manifest)
        let doubles = CoordinatorGenerator.standard.testDoubles(manifest: fixture.manifest)
        try #require(!generated.hasErrors && !doubles.hasErrors, "\(generated.diagnostics + doubles.diagnostics)")
        try #require(doubles.files.count == 1, "one file of test doubles")
        // What a view model target holds: the view models, the result enums and action protocols they name, and the
        // user's view models and dependencies.
        let names = Set(fixture.userCode.map(\.lastPathComponent))
        let viewModelFiles = generated.files.filter { file in
            file.name.hasSuffix("ViewModelBase.swift") || file.name.hasSuffix("Result.swift")
                || file.name == "ActionProtocols.swift"
                || (file.kind == .scaffold && file.name.hasSuffix("ViewModel.swift") && !names.contains(file.name))
        }
        #expect(viewModelFiles.count == 10, "\(viewModelFiles.map(\.name))")
        for file in viewModelFiles + doubles.files {
            #expect(file.contents.contains("\nimport Foundation\n"), "\(file.name) imports Foundation")
            #expect(!file.contents.contains("import UIKit"), "\(file.name) imports UIKit")
        }
        let blocks = try Self.guideBlocks()
        try #require(blocks.count == 2, "the guide shows the view model's method and the test")
        let folder = TemporaryDirectory(prefix: "view-model-test")
        var files = (viewModelFiles + doubles.files).map { folder.write($0.contents, to: $0.name) }
        files += fixture.userCode.filter {
            $0.lastPathComponent.hasSuffix("ViewModel.swift") || $0.lastPathComponent == "AppDependencies.swift"
        }
        files.append(folder.write("import Foundation\n\n" + blocks[0], to: "ReadmeViewModel.swift"))
        files.append(folder.write(blocks[1], to: "ReadmeTest.swift"))
        files.append(
            folder.write(
                """
                import Testing

                @main
                struct TestRunner {
                    static func main() async {
                        await Testing.__swiftPMEntryPoint() as Never
                    }
                }

                """, to: "TestRunner.swift"))
        let executable = folder.url.appendingPathComponent("view-model-tests")
        if case .failure(let failure) = SwiftCompiler.buildExecutableWithoutUIKit(files, output: executable) {
            Issue.record("the view model test does not build without UIKit:\n\(failure.description)")
            return
        }
        let run = ProcessRunner.run(executable.path, [])
        #expect(run.status == 0, "the guide's view model test failed:\n\(run.combined)")
        #expect(run.combined.contains("choosingALanguageAsksTheCoordinator()"), "\(run.combined)")
    }
}
