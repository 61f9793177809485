#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let environment = SystemInterface.environment()
let context = Context(
    console: .standard(environment: environment),
    fileSystem: FileSystem(currentDirectory: SystemInterface.currentDirectory(), isProcessDirectory: true),
    environment: environment, exitsAfterCommand: true)
exit(CoordgenTool.run(Array(CommandLine.arguments.dropFirst()), context: context).rawValue)
