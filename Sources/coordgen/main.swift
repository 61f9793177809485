#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let environment = SystemInterface.environment()
let context = Context(
    console: .standard(environment: environment),
    fileSystem: FileSystem(currentDirectory: SystemInterface.currentDirectory(), isProcessDirectory: true),
    environment: environment)
// `CommandLine.arguments` replaces bytes that are not UTF-8 with U+FFFD, which would name another file; the bytes as
// given are read here, and such an argument is refused.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    CommandLine.unsafeArgv[index].flatMap { String(validatingCString: $0) }
}
if let position = arguments.firstIndex(of: nil) {
    exit(CoordgenTool.refuseArgument(at: position + 1, context: context).rawValue)
}
exit(CoordgenTool.run(arguments.compactMap { $0 }, context: context).rawValue)
