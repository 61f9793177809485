import Foundation
import PackagePlugin

/// `swift package generate-coordinators [--target T]...`: runs `coordgen generate` on each target's
/// `coordgen.json`, writing generated files to `Generated/` and missing scaffolds beside the manifest, for teams
/// that commit the generated code instead of using the build-tool plugin. Other arguments go to coordgen
/// (for example `--dry-run`).
@main
struct GenerateCoordinators: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var manifests: [URL] = []
        for target in targets {
            let found =
                (target as? SourceModuleTarget)?.sourceFiles.map(\.url)
                .filter { $0.lastPathComponent == "coordgen.json" } ?? []
            if found.isEmpty, !names.isEmpty {
                throw CommandError("target '\(target.name)' has no coordgen.json")
            }
            manifests += found
        }
        if manifests.isEmpty {
            throw CommandError("no target of this package has a coordgen.json; run 'coordgen init Sources/<Target>'")
        }
        try Self.run(
            tool: try context.tool(named: "coordgen").url, manifests: manifests,
            extraArguments: extractor.remainingArguments)
    }

    /// Runs coordgen once per manifest and fails if any run fails; coordgen prints its own diagnostics.
    static func run(tool: URL, manifests: [URL], extraArguments: [String]) throws {
        for manifest in manifests {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["generate", manifest.path] + extraArguments
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CommandError("coordgen failed for \(manifest.path) (exit \(process.terminationStatus))")
            }
        }
    }
}

struct CommandError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension GenerateCoordinators: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let names = extractor.extractOption(named: "target")
            let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
            let manifests = targets.flatMap {
                $0.inputFiles.map(\.url).filter { $0.lastPathComponent == "coordgen.json" }
            }
            if manifests.isEmpty {
                throw CommandError("no target of this project has a coordgen.json")
            }
            try Self.run(
                tool: try context.tool(named: "coordgen").url, manifests: manifests,
                extraArguments: extractor.remainingArguments)
        }
    }
#endif
