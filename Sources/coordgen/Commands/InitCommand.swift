import Generator

/// `coordgen init`: a starter manifest, generated once.
enum InitCommand: Command {
    static let spec = CommandSpec(
        name: "init",
        abstract: "Create a starter coordgen.json and generate it once.",
        discussion: [
            "The starter is a root app (or one tab per name in --tabs, or a split view with --split) with one screen "
                + "per coordinator and a child flow that receives a value. If a manifest exists already, init changes "
                + "nothing unless you pass --force; scaffolds are never replaced, even then."
        ],
        positionals: [
            PositionalSpec(
                name: "dir", help: "The folder for coordgen.json. (default: the current folder)",
                isOptional: true)
        ],
        options: InitArguments.options,
        examples: [
            "coordgen init", "coordgen init App --style closures", "coordgen init --tabs Home,Search,Profile",
            "coordgen init --split", "coordgen init --backend swiftui",
        ])

    static func run(_ arguments: InitArguments, context: Context) throws -> ExitCode {
        let manifestPath = Paths.join(arguments.folder, Constants.manifestFileName)
        let text: String
        let backend = arguments.backend == .manifestDefault ? nil : arguments.backend.rawValue
        let starter = CoordinatorGenerator.starterManifest(
            style: arguments.style, shape: arguments.shape, backend: backend,
            minimumTarget: arguments.backend.backend.minimumTarget.version)
        switch starter {
        case .success(let starter): text = starter
        case .failure(let error): throw UsageError(message: error.message)
        }
        if context.fileSystem.exists(manifestPath), !arguments.force {
            context.console.fail(
                "\(manifestPath) already exists; init changed nothing. "
                    + "Pass --force to replace it (your scaffolds are kept).")
            return .fileSystem
        }
        let dryRun = arguments.dryRun
        var run = GenerationRun(manifestPath: manifestPath)
        run.plugin = try arguments.plugin.use(for: manifestPath, fileSystem: context.fileSystem)
        // In a package, the schema goes beside Package.swift, where SwiftPM does not ask what the file is for.
        let schemaFolder: String
        if case .plugin(package: let package?) = run.plugin {
            schemaFolder = package
        } else {
            schemaFolder = Paths.directory(of: manifestPath)
        }
        let schemaPath = Paths.join(schemaFolder, CoordinatorGenerator.manifestSchemaFileName)
        let schemaReference = relativePath(
            from: Paths.directory(of: context.fileSystem.absolute(manifestPath)),
            to: context.fileSystem.absolute(schemaPath))
        let bytes = Array(text.replacing(schemaMarker, with: schemaMarker(schemaReference)).utf8)
        try context.writeManifest(bytes, to: manifestPath, dryRun: dryRun, verbosity: arguments.verbosity)
        try SchemaCommand.writeSchema(to: schemaPath, context: context, dryRun: dryRun, verbosity: arguments.verbosity)
        if arguments.verbosity >= .summary, case .plugin(let package) = run.plugin {
            context.console.print(
                "coordgen: the target uses CoordgenPlugin (\(package.map { Paths.join($0, "Package.swift") } ?? "--plugin")), "
                    + "which generates the coordinators at build: only the manifest and view controllers are written")
        }
        try run.run(bytes: bytes, context: context, dryRun: dryRun, verbosity: arguments.verbosity)
        if !dryRun, arguments.verbosity >= .summary {
            printNextSteps(
                manifestPath: manifestPath, run: run, shape: arguments.shape, backend: arguments.backend,
                console: context.console)
        }
        return .success
    }

    /// The starter's `$schema` entry, which names the schema file beside the manifest.
    private static let schemaMarker = "\"$schema\": \"" + CoordinatorGenerator.manifestSchemaFileName + "\""

    private static func schemaMarker(_ reference: String) -> String {
        "\"$schema\": \"" + reference + "\""
    }

    /// `to` as a path from the folder `from`, both absolute: `../../coordgen.schema.json`.
    static func relativePath(from folder: String, to path: String) -> String {
        let base = Paths.normalized(folder).split(separator: "/")
        let target = Paths.normalized(path).split(separator: "/")
        var common = 0
        while common < base.count, common < target.count - 1, base[common] == target[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }

    private static func printNextSteps(
        manifestPath: String, run: GenerationRun, shape: StarterShape, backend: BackendChoice, console: Console
    ) {
        let first: String
        let root: String
        switch shape {
        case .root where backend == .swiftui:
            first = "Main"
            root =
                "In your App (@MainActor): @State private var navigation = AppNavigation(); "
                + "WindowGroup { CoordinatedNavigationView(navigation: navigation) }"
        case .root:
            first = "Main"
            root =
                "In your SceneDelegate: let coordinator = MainCoordinator(navigationController: "
                + "FlowNavigationController.held()); "
                + "coordinator.start(); window.rootViewController = coordinator.navigationController"
        case .tabs(let tabs):
            first = tabs.first ?? "Main"
            root = "In your SceneDelegate: window.rootViewController = MainTabBarController()"
        case .split:
            first = "Main"
            root = "In your SceneDelegate: window.rootViewController = MainSplitViewController()"
        }
        let coordinator = first
        let screen = first == "Main" ? "Home" : first
        let screens = backend == .swiftui ? "views" : "view controllers"
        let addToTarget =
            run.plugin.writesGenerated
            ? "Add \(run.outputDirectory)/ and the \(screens) in \(run.scaffoldDirectory)/ to your app target "
                + "(or use the CoordgenPlugin build-tool plugin; see the README)."
            : "Build: the plugin generates the coordinators. The \(screens) in \(run.scaffoldDirectory)/ are "
                + "yours; add-screen makes new ones."
        console.print(
            """

            Next steps:
              1. \(addToTarget)
              2. \(root)
              3. Grow the app: coordgen add-screen Settings --coordinator \(coordinator) --from \(screen) \
            --action showSettings \
            --manifest \(manifestPath)
            """)
    }
}
