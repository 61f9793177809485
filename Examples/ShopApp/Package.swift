// swift-tools-version: 6.2
import PackageDescription

// The shop app from coordgen's README, built with the CoordgenPlugin build-tool plugin.
//
// On Apple platforms `import UIKit` is the real UIKit. On Linux (coordgen's CI) there is no UIKit, so the local
// `UIKit` target — coordgen's test-only stand-in, with the `UniformTypeIdentifiers` stand-in it imports — takes its
// place. An iOS app needs none of that: add the plugin to your app's target and keep coordgen.json in it.
let package = Package(
    name: "ShopApp",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        // coordgen itself, from this repository. In your app, one of the README's three forms, such as
        // .package(url: "https://github.com/coordgen/coordgen.git", branch: "main")
        .package(name: "coordgen", path: "../.."),
    ],
    targets: [
        .target(name: "UniformTypeIdentifiers", path: "Sources/UniformTypeIdentifiers"),
        .target(name: "UIKit", dependencies: ["UniformTypeIdentifiers"], path: "Sources/UIKit"),
        .target(
            name: "ShopApp",
            dependencies: [.target(name: "UIKit", condition: .when(platforms: [.linux]))],
            plugins: [.plugin(name: "CoordgenPlugin", package: "coordgen")]),
        .executableTarget(
            name: "ShopDemo",
            dependencies: ["ShopApp", .target(name: "UIKit", condition: .when(platforms: [.linux]))]),
    ],
    swiftLanguageModes: [.v6]
)
