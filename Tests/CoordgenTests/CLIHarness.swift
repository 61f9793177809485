import Foundation
import TestSupport

@testable import coordgen

/// Runs coordgen in-process in a temporary folder and captures what it prints.
final class CLIHarness {
    let folder = TemporaryDirectory(prefix: "cli")
    private(set) var output = ""
    private(set) var errors = ""

    struct Run {
        var code: ExitCode
        var output: String
        var errors: String
    }

    @discardableResult
    func run(_ arguments: String...) -> Run {
        run(arguments)
    }

    @discardableResult
    func run(_ arguments: [String], environment: [String: String] = [:]) -> Run {
        var out = ""
        var err = ""
        let console = Console(output: { out += $0 }, error: { err += $0 }, usesColor: false)
        let context = Context(
            console: console, fileSystem: FileSystem(currentDirectory: folder.path),
            environment: environment)
        let code = CoordgenTool.run(arguments, context: context)
        output += out
        errors += err
        return Run(code: code, output: out, errors: err)
    }

    func write(_ text: String, to path: String) {
        folder.write(text, to: path)
    }

    func read(_ path: String) -> String? {
        folder.read(path)
    }

    /// Every file under the folder, relative, sorted.
    func files() -> [String] {
        let root = folder.url.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var result: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                result.append(path)
            }
        }
        return result.sorted()
    }

    /// The bytes of every file, to prove a command changed nothing.
    func snapshot() -> [String: String] {
        Dictionary(uniqueKeysWithValues: files().map { ($0, read($0) ?? "") })
    }
}
