// swift-tools-version: 6.2
import Foundation
import PackageDescription

/// The tool the plugins run: the prebuilt binary of `coordgen.artifactbundle` when it sits beside this file
/// (`Scripts/build-artifactbundle.sh` makes it), so that a user's first build does not compile coordgen; otherwise
/// coordgen built from source.
let prebuiltBundle = "coordgen.artifactbundle"
let usesPrebuiltTool = FileManager.default.fileExists(
    atPath: Context.packageDirectory + "/" + prebuiltBundle + "/info.json")
let pluginTool: Target.Dependency = usesPrebuiltTool ? "CoordgenBinary" : "coordgen"

let package = Package(
    name: "coordgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordgen", targets: ["coordgen"]),
        .plugin(name: "CoordgenPlugin", targets: ["CoordgenPlugin"]),
        .plugin(name: "GenerateCoordinators", targets: ["GenerateCoordinators"]),
        .executable(name: "coordgen-benchmark", targets: ["coordgen-benchmark"]),
    ],
    targets: [
        // The core: a model of Swift declarations, its writer, and manifest-independent templates.
        .target(name: "Templates"),
        // The core: decode, validate and resolve a manifest to a back-end-neutral model; diagnostics, the graph, the
        // schema, authoring and editing. No file I/O, no printing, and no back end: it cannot name one's types.
        .target(name: "Generator", dependencies: ["Templates"]),
        // The UIKit back end: translates the resolved model into UIKit coordinators and their runtime.
        // What both back ends write the same way, Foundation only: `AppRoute`, which reads and builds links.
        .target(name: "CoordgenLinks", dependencies: ["Generator", "Templates"]),
        .target(name: "CoordgenUIKit", dependencies: ["Generator", "Templates", "CoordgenLinks"]),
        // The SwiftUI back end: translates the resolved model into navigation state (Foundation only) and the
        // SwiftUI views that show it.
        .target(name: "CoordgenSwiftUI", dependencies: ["Generator", "Templates", "CoordgenLinks"]),
        // The thin shell: arguments, files, exit codes; it lists the back ends, and each manifest picks one.
        .executableTarget(name: "coordgen", dependencies: ["Generator", "CoordgenUIKit", "CoordgenSwiftUI"]),

        // Build-tool plugin: generates on build, from the target's coordgen.json.
        .plugin(name: "CoordgenPlugin", capability: .buildTool(), dependencies: [pluginTool]),
        // Command plugin: `swift package generate-coordinators`, for teams that commit generated code.
        .plugin(
            name: "GenerateCoordinators",
            capability: .command(
                intent: .custom(
                    verb: "generate-coordinators",
                    description: "Generate coordinators from each target's coordgen.json into the target's folder"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "coordgen writes generated coordinators to Generated/ and creates view controllers "
                            + "for new screens beside coordgen.json")
                ]),
            dependencies: [pluginTool]),

        // Times `coordgen generate` on synthetic manifests: Benchmarks/run.sh.
        .executableTarget(name: "coordgen-benchmark", path: "Benchmarks/CoordgenBenchmark"),

        // Test-only code; never part of a product.
        .target(
            name: "TestSupport", dependencies: ["Generator", "CoordgenUIKit", "CoordgenSwiftUI"],
            path: "Tests/TestSupport"),
        // A second back end that lists what it would generate, written as a new back end would be: against the core
        // and `Backend` alone.
        .target(name: "TestBackends", dependencies: ["Generator", "Templates"], path: "Tests/TestBackends"),
        .testTarget(
            name: "GeneratorTests",
            dependencies: [
                "Generator", "CoordgenUIKit", "CoordgenSwiftUI", "Templates", "TestSupport", "TestBackends",
            ]),
        .testTarget(name: "CoordgenTests", dependencies: ["coordgen", "Generator", "CoordgenUIKit", "TestSupport"]),
        .testTarget(
            name: "GeneratedCodeTests", dependencies: ["Generator", "CoordgenUIKit", "CoordgenSwiftUI", "TestSupport"]),
    ] + (usesPrebuiltTool ? [.binaryTarget(name: "CoordgenBinary", path: prebuiltBundle)] : []),
    swiftLanguageModes: [.v6]
)
