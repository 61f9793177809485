// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "coordgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "coordgen", targets: ["coordgen"]),
    ],
    targets: [
        .target(name: "Templates"),
        .target(name: "Generator", dependencies: ["Templates"]),
        .executableTarget(name: "coordgen", dependencies: ["Generator"]),
        .testTarget(name: "GeneratorTests", dependencies: ["Generator", "Templates"]),
    ],
    swiftLanguageModes: [.v6]
)
