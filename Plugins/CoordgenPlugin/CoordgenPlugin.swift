import Foundation
import PackagePlugin

/// Generates a target's coordinators from its `coordgen.json` on every build that needs it.
///
/// It is a `.buildCommand`, not a pre-build command: the build system runs it only when the manifest (or coordgen
/// itself) changed, or its output is missing. SwiftPM requires a fixed list of outputs, so all generated files are
/// merged into one, `Coordinators.swift`, in the plugin's work folder. Scaffolds are never written here: they are
/// the user's, made by `coordgen init` and `coordgen add-screen`.
@main
struct CoordgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            manifests: target.sourceFiles.map(\.url), targetName: target.name,
            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "coordgen").url)
    }

    /// The one build command for a target's manifest; shared by packages and Xcode projects.
    static func commands(manifests files: [URL], targetName: String, workDirectory: URL, tool: URL) throws -> [Command]
    {
        let manifests = files.filter { $0.lastPathComponent == manifestName }
        guard let manifest = manifests.first else {
            throw PluginError.noManifest(target: targetName)
        }
        guard manifests.count == 1 else {
            throw PluginError.severalManifests(target: targetName, paths: manifests.map(\.path))
        }
        let output = workDirectory.appendingPathComponent("Generated")
        return [
            .buildCommand(
                displayName: "coordgen: generating coordinators for \(targetName) from \(manifestName)",
                executable: tool,
                arguments: [
                    "generate", manifest.path, "--output", output.path, "--single-file", mergedFileName,
                    "--no-scaffolds", "--quiet",
                ],
                environment: [:],
                inputFiles: [manifest],
                outputFiles: [output.appendingPathComponent(mergedFileName)])
        ]
    }

    static let manifestName = "coordgen.json"
    static let mergedFileName = "Coordinators.swift"
}

enum PluginError: Error, CustomStringConvertible {
    case noManifest(target: String)
    case severalManifests(target: String, paths: [String])

    var description: String {
        switch self {
        case .noManifest(let target):
            return "CoordgenPlugin: target '\(target)' has no coordgen.json. Add one to the target's folder "
                + "(coordgen init Sources/\(target)) or remove the plugin from the target."
        case .severalManifests(let target, let paths):
            return "CoordgenPlugin: target '\(target)' has \(paths.count) files named coordgen.json; keep one:\n"
                + paths.joined(separator: "\n")
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension CoordgenPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try Self.commands(
                manifests: target.inputFiles.map(\.url), targetName: target.displayName,
                workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "coordgen").url)
        }
    }
#endif
