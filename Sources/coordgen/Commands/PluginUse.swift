import Generator

/// Whether a manifest's target uses the CoordgenPlugin build-tool plugin, which generates the coordinators on every
/// build. Then the commands that start or grow a manifest write it and the view controllers only, never `Generated/`:
/// the target would declare every generated type twice, once in its folder and once in the plugin's output.
enum PluginUse: Equatable {
    /// The target compiles a `Generated/` folder coordgen writes.
    case none
    /// The target uses the plugin: the package whose `Package.swift` applies it (its folder), or `nil` when
    /// `--plugin` said so (an Xcode project has no package to read).
    case plugin(package: String?)

    /// `--plugin`: the target uses the build-tool plugin.
    static let pluginFlag = Option.flag(
        "plugin",
        help: "The target uses the CoordgenPlugin build-tool plugin: write the manifest and view controllers, never "
            + "Generated/. (default: when the nearest Package.swift applies the plugin)")
    /// `--no-plugin`: write `Generated/` whatever the package says.
    static let noPluginFlag = Option.flag(
        "no-plugin", help: "Write Generated/ even when the nearest Package.swift applies the plugin.")

    /// How many folders up from the manifest a `Package.swift` is looked for.
    static let searchDepth = 8

    /// What `--plugin` and `--no-plugin` ask for, or what the nearest `Package.swift` above `manifestPath` says when
    /// neither is given.
    static func find(
        for manifestPath: String, plugin: Bool, noPlugin: Bool, fileSystem: FileSystem
    ) throws(UsageError) -> PluginUse {
        switch (plugin, noPlugin) {
        case (true, true): throw UsageError(message: "--plugin and --no-plugin cannot be used together")
        case (true, false): return .plugin(package: nil)
        case (false, true): return .none
        case (false, false): break
        }
        var folder = Paths.directory(of: fileSystem.absolute(manifestPath))
        for _ in 0..<searchDepth {
            let package = Paths.join(folder, "Package.swift")
            if fileSystem.kind(of: package) == .regularFile {
                let text = (try? fileSystem.read(package, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
                return text.map(appliesPlugin) == true ? .plugin(package: folder) : .none
            }
            let parent = Paths.directory(of: folder)
            guard parent != folder else { break }
            folder = parent
        }
        return .none
    }

    /// Whether a package manifest applies the plugin to a target (`.plugin(name: "CoordgenPlugin", package: …)`), as
    /// opposed to declaring it, as coordgen's own does.
    static func appliesPlugin(_ packageManifest: String) -> Bool {
        packageManifest.contains(
            /\.plugin\(\s*name:\s*"CoordgenPlugin"\s*,\s*package:/)
    }

    /// Whether the commands write `Generated/`.
    var writesGenerated: Bool { self == .none }
}
