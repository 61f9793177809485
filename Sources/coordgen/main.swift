import Foundation

let environment = ProcessInfo.processInfo.environment
let context = Context(
    console: .standard(environment: environment),
    fileSystem: FileSystem(currentDirectory: FileManager.default.currentDirectoryPath),
    environment: environment)
exit(CoordgenTool.run(Array(CommandLine.arguments.dropFirst()), context: context).rawValue)
