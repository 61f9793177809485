// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "coordgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordgen", targets: ["coordgen"]),
    ],
    targets: [
        // The core: a model of Swift declarations, its writer, and manifest-independent templates.
        .target(name: "Templates"),
        // The core: decode, validate, resolve and translate a manifest. No file I/O, no printing.
        .target(name: "Generator", dependencies: ["Templates"]),
        // The thin shell: arguments, files, exit codes.
        .executableTarget(name: "coordgen", dependencies: ["Generator"]),

        // Test-only code; never part of a product.
        .target(name: "TestSupport", dependencies: ["Generator"], path: "Tests/TestSupport"),
        .testTarget(name: "GeneratorTests", dependencies: ["Generator", "Templates", "TestSupport"]),
        .testTarget(name: "CoordgenTests", dependencies: ["coordgen", "Generator", "TestSupport"]),
        .testTarget(name: "GeneratedCodeTests", dependencies: ["Generator", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
